import FoundationEssentials
import Glibc
import Utterances

/// The ordered list of utterances of one run.
public struct Transcript: Hashable, Sendable {
  /// The utterances, in the order spoken.
  public var utterances: [Utterance]

  /// Creates a transcript.
  public init(_ utterances: [Utterance] = []) {
    self.utterances = utterances
  }

  /// The text form: one utterance a line, each line ending in a newline.
  public var text: String {
    utterances.map { $0.text + "\n" }.joined()
  }

  /// The JSON Lines form: one object a line with `index`, `event`, `text`, `lang`,
  /// `parts` and `tone`, keys sorted so that the output is stable.
  public var jsonLines: String {
    utterances.enumerated().map { Self.jsonLine($0.element, index: $0.offset) + "\n" }.joined()
  }

  /// One utterance as a JSON object on one line; `time`, when given, is when it was said.
  public static func jsonLine(_ utterance: Utterance, index: Int, time: Double? = nil) -> String {
    let record = Record(
      index: index, event: utterance.event, text: utterance.text,
      lang: utterance.language.rawValue, parts: utterance.parts, tone: utterance.tone.rawValue, time: time)
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    // Encoding a struct of strings and integers cannot fail.
    let data = try! encoder.encode(record)
    return String(decoding: data, as: UTF8.self)
  }

  /// The shape of one JSON Lines record.
  public struct Record: Codable, Hashable, Sendable {
    public var index: Int
    public var event: String
    public var text: String
    public var lang: String
    public var parts: [String]
    public var tone: String?
    /// When it was said: seconds since the prompt opened, to the millisecond, so that a CI
    /// job can measure how long a user waits before acting. None where nothing was timed
    /// (`otc read`, whose transcripts are the same in every run).
    public var time: Double?

    /// Creates a record.
    public init(
      index: Int, event: String, text: String, lang: String, parts: [String], tone: String? = nil, time: Double? = nil
    ) {
      self.time = time
      self.index = index
      self.event = event
      self.text = text
      self.lang = lang
      self.parts = parts
      self.tone = tone
    }
  }
}
