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

  /// One utterance as a JSON object on one line; `time`, when given, is when it was said,
  /// in seconds, written to the millisecond. Written here rather than by JSONEncoder (the
  /// boot otc, built with Embedded Swift, has neither Foundation nor Codable), byte for byte
  /// as JSONEncoder writes a `Record` with sorted keys and slashes unescaped
  /// (`TranscriptTests` holds the two equal).
  public static func jsonLine(_ utterance: Utterance, index: Int, time: Double? = nil) -> String {
    var line = "{\"event\":" + jsonString(utterance.event) + ",\"index\":\(index),\"lang\":"
    line += jsonString(utterance.language.rawValue) + ",\"parts\":["
    line += utterance.parts.map(jsonString).joined(separator: ",") + "],\"text\":" + jsonString(utterance.text)
    if let time { line += ",\"time\":" + milliseconds(time) }
    return line + ",\"tone\":" + jsonString(utterance.tone.rawValue) + "}"
  }

  /// `text` as a JSON string, escaped as JSONEncoder escapes it: the quote, the backslash
  /// and the controls below U+0020 (by their short names where JSON has one), nothing else.
  static func jsonString(_ text: String) -> String {
    var bytes: [UInt8] = [0x22]
    bytes.reserveCapacity(text.utf8.count + 2)
    let hex = Array("0123456789abcdef".utf8)
    for byte in text.utf8 {
      switch byte {
      case 0x22: bytes += [0x5C, 0x22]
      case 0x5C: bytes += [0x5C, 0x5C]
      case 0x08: bytes += [0x5C, 0x62]
      case 0x0C: bytes += [0x5C, 0x66]
      case 0x0A: bytes += [0x5C, 0x6E]
      case 0x0D: bytes += [0x5C, 0x72]
      case 0x09: bytes += [0x5C, 0x74]
      case 0x00..<0x20: bytes += Array("\\u00".utf8) + [hex[Int(byte >> 4)], hex[Int(byte & 0xF)]]
      default: bytes.append(byte)
      }
    }
    bytes.append(0x22)
    return String(decoding: bytes, as: UTF8.self)
  }

  /// `seconds` to the millisecond as JSONEncoder writes such a number: "0", "1.5", "12.034".
  static func milliseconds(_ seconds: Double) -> String {
    let total = Int((seconds * 1000).rounded())
    let whole = "\(total < 0 ? "-" : "")\(abs(total) / 1000)"
    let fraction = abs(total) % 1000
    guard fraction != 0 else { return whole }
    var digits = Array("\(fraction + 1000)".utf8.dropFirst())
    while digits.last == 0x30 { digits.removeLast() }
    return whole + "." + String(decoding: digits, as: UTF8.self)
  }

  /// The shape of one JSON Lines record.
  public struct Record: Hashable, Sendable {
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

#if !hasFeature(Embedded)
  /// A record read back (the tests and CI jobs decode it); otc writes it with `jsonLine`.
  extension Transcript.Record: Codable {}
#endif
