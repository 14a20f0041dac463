/// What the user has chosen to hear, computed once and passed down as one value.
public struct Verbosity: Hashable, Sendable {
  /// The language spoken.
  public var language: Language
  /// Whether hints ("double tap to edit") are spoken. Experienced users turn them off.
  public var hints: Bool
  /// Whether digit values are withheld: positions are spoken instead.
  public var secure: Bool
  /// Whether the user is at a keyboard (the prompt) rather than a touch screen (the
  /// VoiceOver model of `read` and `compare`): hints then name keys, never "double tap".
  public var keyboard: Bool
  /// Whether a deletion is followed by the word "deleted". VoiceOver says only the deleted
  /// character, at a lower pitch; the word is for a listener who may miss the pitch (a
  /// quiet room is not always at hand, nor a voice whose pitch changes are clear).
  public var deletionWord: Bool

  /// Creates a verbosity; hints on, secure off, touch-screen hints unless asked, and the
  /// word after a deletion.
  public init(
    language: Language = .english, hints: Bool = true, secure: Bool = false, keyboard: Bool = false,
    deletionWord: Bool = true
  ) {
    self.language = language
    self.hints = hints
    self.secure = secure
    self.keyboard = keyboard
    self.deletionWord = deletionWord
  }
}
