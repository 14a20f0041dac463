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

  /// Creates a verbosity; hints on, secure off, touch-screen hints unless asked.
  public init(language: Language = .english, hints: Bool = true, secure: Bool = false, keyboard: Bool = false) {
    self.language = language
    self.hints = hints
    self.secure = secure
    self.keyboard = keyboard
  }
}
