import Foundation

/// One utterance of a transcript read back: its text, and its tone and event where the
/// file records them (otc's JSON Lines does).
public struct TranscriptEntry: Hashable, Sendable {
  /// What was said.
  public var text: String
  /// "normal", "lowered" or "raised", if recorded.
  public var tone: String?
  /// What the utterance announced ("inserted", "deleted"…), if recorded.
  public var event: String?

  /// Creates an entry.
  public init(text: String, tone: String? = nil, event: String? = nil) {
    self.text = text
    self.tone = tone
    self.event = event
  }
}

/// A transcript read back from a file: its utterances.
public struct ReadTranscript: Hashable, Sendable {
  /// The forms a transcript file can take.
  public enum Format: String, Sendable {
    /// otc's text form: one utterance a line.
    case text
    /// otc's JSON Lines: one object a line with at least `text`.
    case jsonLines = "JSON Lines"
    /// A JSON array of strings: the spoken-phrase log of Guidepup and similar tools.
    case phraseLog = "JSON array of phrases"
  }

  /// The form the file was in.
  public var format: Format
  /// The utterances, in order.
  public var entries: [TranscriptEntry]
  /// Each utterance's text, in order.
  public var lines: [String] { entries.map(\.text) }

  /// Creates a read transcript of texts alone.
  public init(format: Format, lines: [String]) {
    self.init(format: format, entries: lines.map { TranscriptEntry(text: $0) })
  }

  /// Creates a read transcript.
  public init(format: Format, entries: [TranscriptEntry]) {
    self.format = format
    self.entries = entries
  }
}

/// Why a transcript file could not be read. The message names what was wrong.
public struct TranscriptReadError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What was wrong, as the end of a sentence ("it is a binary file, not a transcript").
  public var description: String

  /// Creates an error with its message.
  public init(description: String) { self.description = description }
}

/// Reads any form of transcript, telling the form from the content.
public enum TranscriptReader {
  /// Reads `data`: a JSON array, JSON Lines when the first character is "{", else text.
  public static func read(_ data: Data) throws -> ReadTranscript {
    if data.contains(0) { throw TranscriptReadError(description: "it is a binary file, not a transcript") }
    guard let text = String(data: data, encoding: .utf8) else {
      throw TranscriptReadError(description: "it is not UTF-8 text")
    }
    let content = text.hasPrefix("\u{FEFF}") ? String(text.dropFirst()) : text
    switch content.first(where: { !$0.isWhitespace }) {
    case "[": return try phraseLog(content)
    case "{": return try jsonLines(content)
    default:
      var lines = Self.lines(of: content).map(String.init)
      if lines.last == "" { lines.removeLast() }
      return ReadTranscript(format: .text, lines: lines)
    }
  }

  /// The lines of `content`, ended by LF or CR LF (one Character in Swift).
  private static func lines(of content: String) -> [Substring] {
    content.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" }
  }

  private static func phraseLog(_ content: String) throws -> ReadTranscript {
    let phrases: [String]
    do {
      phrases = try JSONDecoder().decode([String].self, from: Data(content.utf8))
    } catch {
      throw TranscriptReadError(description: "it starts like a JSON array but is not an array of strings")
    }
    return ReadTranscript(format: .phraseLog, lines: phrases)
  }

  private static func jsonLines(_ content: String) throws -> ReadTranscript {
    struct Line: Decodable {
      var text: String
      var tone: String?
      var event: String?
    }
    var entries: [TranscriptEntry] = []
    for (number, line) in Self.lines(of: content).enumerated() {
      guard !line.allSatisfy(\.isWhitespace) else { continue }
      guard let record = try? JSONDecoder().decode(Line.self, from: Data(line.utf8)) else {
        throw TranscriptReadError(description: "line \(number + 1) is not a JSON object with a text")
      }
      entries.append(TranscriptEntry(text: record.text, tone: record.tone, event: record.event))
    }
    return ReadTranscript(format: .jsonLines, entries: entries)
  }
}
