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

// Codable is not in Embedded Swift: under it these JSON forms (of the speech tail's
// hand-off and the transcripts) are left out, and an Embedded boot otc hands its tail
// utterances over in a form of its own (issue 74).
#if !hasFeature(Embedded)
  extension Tone: Codable {}

  /// An utterance as JSON, for the process that finishes speaking after otc hands its
  /// caller the answer: every field, the echoed character as a string of one.
  extension Utterance: Codable {
    private enum CodingKeys: String, CodingKey {
      case event, parts, language, tone, echoed, numeralsAsNumbers
    }

    public init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      let echoed = try container.decodeIfPresent(String.self, forKey: .echoed)
      guard echoed.map({ $0.count == 1 }) ?? true else {
        throw DecodingError.dataCorruptedError(forKey: .echoed, in: container, debugDescription: "not one character")
      }
      self.init(
        event: try container.decode(String.self, forKey: .event), parts: try container.decode([String].self, forKey: .parts),
        language: try container.decode(Language.self, forKey: .language), tone: try container.decode(Tone.self, forKey: .tone),
        echoed: echoed?.first, numeralsAsNumbers: try container.decode(Bool.self, forKey: .numeralsAsNumbers))
    }

    public func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(event, forKey: .event)
      try container.encode(parts, forKey: .parts)
      try container.encode(language, forKey: .language)
      try container.encode(tone, forKey: .tone)
      try container.encodeIfPresent(echoed.map(String.init), forKey: .echoed)
      try container.encode(numeralsAsNumbers, forKey: .numeralsAsNumbers)
    }
  }
#endif
