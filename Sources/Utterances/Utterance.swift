/// How an utterance is voiced, beyond its words (NVDA's speech commands, in small).
public enum Tone: String, Hashable, Sendable {
  /// The voice's own pitch.
  case normal
  /// A lower pitch: VoiceOver lowers it for deletions.
  case lowered
  /// A higher pitch: VoiceOver raises it for a character typed into a field.
  case raised
  /// Higher still: a capital letter said alone, as NVDA's and Orca's capital pitch.
  case capital
}

/// What a screen reader says for one element or event: its parts, in order.
public struct Utterance: Hashable, Sendable {
  /// What caused it: "element" for a swipe, or the event's name ("inserted", …).
  public var event: String
  /// The parts, each already in words ("nine eight five", "text field", …).
  public var parts: [String]
  /// The language the parts are in.
  public var language: Language
  /// How it is voiced.
  public var tone: Tone
  /// The one character this utterance echoes, when it is a typed key's echo (a digit, a
  /// character of a plain text): a speech back end that speaks characters itself (Speech
  /// Dispatcher's `CHAR`) can then apply the user's own character settings.
  public var echoed: Character?
  /// Whether numerals in the parts are read as numbers ("985391": nine hundred
  /// eighty-five thousand…), as VoiceOver reads a field's value that the app has not
  /// marked to be spelled out; otherwise a run of digits is read digit by digit.
  public var numeralsAsNumbers: Bool

  /// The shortest run of digits that is read digit by digit when numerals are not read as
  /// numbers: shorter runs ("30 seconds", "2 of 6") are read as the numbers they are.
  public static let shortestSpelledRun = 3

  /// Creates an utterance.
  public init(
    event: String, parts: [String], language: Language, tone: Tone = .normal, echoed: Character? = nil,
    numeralsAsNumbers: Bool = false
  ) {
    self.event = event
    self.parts = parts
    self.language = language
    self.tone = tone
    self.echoed = echoed
    self.numeralsAsNumbers = numeralsAsNumbers
  }

  /// The parts joined by ", " with the first letter capitalised, as a line of a transcript;
  /// a lone character ("l", an echo or a review) keeps its case, for the eye and a braille
  /// display must tell "l" from "L".
  public var text: String {
    let joined = parts.filter { !$0.isEmpty }.joined(separator: ", ")
    guard let first = joined.first, joined.count > 1 else { return joined }
    return first.uppercased() + joined.dropFirst()
  }
}
