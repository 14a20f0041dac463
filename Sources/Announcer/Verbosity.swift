/// How VoiceOver reads the value of a single code field.
public enum ValueReading: String, CaseIterable, Hashable, Sendable {
  /// Digit by digit, as when the app marks the field to be spelled out
  /// (`accessibilitySpeechSpellOut`, `speechSpellsOutCharacters`): the design otc recommends.
  case spelled
  /// As a number ("nine hundred eighty-five thousand…"), as VoiceOver reads a field's
  /// value with no help from the app.
  case number
}

/// How a capital letter is told apart when it is said alone (an echo, a review).
public enum CapitalStyle: String, CaseIterable, Hashable, Sendable {
  /// The word ("capital A", TalkBack's template) at a higher pitch: the default.
  case both
  /// The word only.
  case word
  /// A higher pitch only, as NVDA and Orca can.
  case pitch
  /// Neither: a capital sounds as the small letter does.
  case none
}

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
  /// How the single field's value is read: spelled out, or as a number.
  public var valueReading: ValueReading
  /// Whether a refused key is named ("letter h is not a digit"). A code field another
  /// program opened (askpass, pinentry) says only "not a digit": the user may be typing a
  /// password into it, because the question was worded to mislead.
  public var namesRefusedKeys: Bool
  /// How a capital letter said alone is told apart.
  public var capitals: CapitalStyle
  /// Whether typing is silent, as an asker asks with systemd's `Silent=1`: no word for a
  /// key typed, deleted or pasted, and never how many characters a field holds.
  public var silentTyping = false
  /// Whether Escape cancels the question, as the hint says; false at boot, where it is
  /// refused (there is nothing to cancel to), so the hint does not offer it.
  public var escapeCancels = true

  /// Creates a verbosity; hints on, secure off, touch-screen hints unless asked, the
  /// word after a deletion, and capitals said with a word and a higher pitch.
  public init(
    language: Language = .english, hints: Bool = true, secure: Bool = false, keyboard: Bool = false,
    deletionWord: Bool = true, valueReading: ValueReading = .spelled, namesRefusedKeys: Bool = true,
    capitals: CapitalStyle = .both
  ) {
    self.capitals = capitals
    self.namesRefusedKeys = namesRefusedKeys
    self.valueReading = valueReading
    self.language = language
    self.hints = hints
    self.secure = secure
    self.keyboard = keyboard
    self.deletionWord = deletionWord
  }
}
