import Announcer
import Basics
import FoundationEssentials
import Glibc
import SafeIO
import Wording

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
    /// A JSON array of objects with a `text`, and a `tone` and `event` when present.
    case utteranceArray = "JSON array of utterances"
    /// NVDA's log at input/output level: each `Speaking [...]` entry, its speech commands
    /// dropped and its strings joined with ", ".
    case nvdaLog = "NVDA log"
    /// Orca's debug log: each `SPEECH OUTPUT: '...'` line that says something.
    case orcaLog = "Orca debug log"
    /// Speech Dispatcher's log at level 5, which records every SSIP line: each message
    /// (`SPEAK` to `.`) and each `CHAR`, from every client.
    case speechDispatcherLog = "Speech Dispatcher log"
  }

  /// The form the file was in.
  public var format: Format
  /// Whether nothing is said in it: no utterance, or only blank ones.
  public var saysNothing: Bool { entries.allSatisfy { $0.text.allSatisfy(\.isWhitespace) } }
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

extension ReadTranscript.Format {
  /// The format's name as it follows "read as" ("an NVDA log", "text").
  public var named: String { message.text(in: .english) }

  /// The format as a sentence names it, in the user's language where it is written.
  public var message: Message {
    switch self {
    case .text: Message(.transcriptFormatText)
    case .jsonLines: Message(.transcriptFormatJSONLines)
    case .phraseLog: Message(.transcriptFormatPhrases)
    case .utteranceArray: Message(.transcriptFormatUtterances)
    case .nvdaLog: Message(.transcriptFormatNVDA)
    case .orcaLog: Message(.transcriptFormatOrca)
    case .speechDispatcherLog: Message(.transcriptFormatSpeechd)
    }
  }
}

/// Why a transcript file could not be read. The message names what was wrong.
public struct TranscriptReadError: Error, Hashable, Sendable, CustomStringConvertible, ExplainedError {
  /// What was wrong, as the end of a sentence ("it is a binary file, not a transcript").
  public var message: Message

  /// Creates an error with its message.
  public init(_ message: Message) { self.message = message }

  /// What was wrong, in English.
  public var description: String { message.text(in: .english) }
}

/// Reads any form of transcript, telling the form from the content.
public enum TranscriptReader {
  /// Reads `data` in `format`, or in the format its content shows: a JSON array, JSON
  /// Lines when the first character is "{", an NVDA or Orca log by their speech lines,
  /// else text.
  public static func read(_ data: Data, as format: ReadTranscript.Format? = nil) throws -> ReadTranscript {
    try read(bytes: Array(data), as: format)
  }

  /// Reads `bytes` as `read(_:as:)` does, without a copy of them as `Data`.
  public static func read(bytes: [UInt8], as format: ReadTranscript.Format? = nil) throws -> ReadTranscript {
    if bytes.contains(0) { throw TranscriptReadError(Message(.transcriptBinary)) }
    guard let text = String(validating: bytes, as: UTF8.self) else {
      throw TranscriptReadError(Message(.transcriptNotUTF8))
    }
    let content = text.hasPrefix("\u{FEFF}") ? String(text.dropFirst()) : text
    switch format ?? detectedFormat(of: content) {
    case .phraseLog, .utteranceArray: return try jsonArray(content)
    case .jsonLines: return try jsonLines(content)
    case .nvdaLog: return try speechLog(content, format: .nvdaLog, marker: "Speaking [", parse: nvdaSequence)
    case .orcaLog: return try speechLog(content, format: .orcaLog, marker: "SPEECH OUTPUT: ", parse: orcaOutput)
    case .speechDispatcherLog: return speechDispatcherLog(content)
    case .text:
      var lines = Self.lines(of: content).map(String.init)
      if lines.last == "" { lines.removeLast() }
      return ReadTranscript(format: .text, lines: lines)
    }
  }

  /// Why `bytes`, read as `format`, say nothing: what that format looks for and did not
  /// find ("no SPEECH OUTPUT lines"), or what it found empty.
  public static func whyNothing(in bytes: [UInt8], as format: ReadTranscript.Format) -> Message {
    let content = String(decoding: bytes, as: UTF8.self)
    var marked = 0
    func count(_ marker: String) {
      forEachLine(of: content) { line in
        if holds(line, marker) { marked += 1 }
      }
    }
    switch format {
    case .text:
      return content.isEmpty ? Message(.fileEmpty) : Message(.onlyBlankLines)
    case .jsonLines:
      return content.allSatisfy(\.isWhitespace) ? Message(.fileEmpty) : Message(.textsAllEmpty)
    case .phraseLog, .utteranceArray:
      return content.contains("\"") ? Message(.textsAllEmpty) : Message(.arrayEmpty)
    case .nvdaLog:
      count("Speaking [")
      return marked == 0 ? Message(.noMarkedLines, "Speaking") : saysNothing(marked, "Speaking")
    case .orcaLog:
      count("SPEECH OUTPUT: ")
      return marked == 0 ? Message(.noMarkedLines, "SPEECH OUTPUT") : saysNothing(marked, "SPEECH OUTPUT")
    case .speechDispatcherLog:
      count(ssipMarker)
      return marked == 0 ? Message(.noSSIPLines) : Message(.noSpeakInSSIP, "\(marked)")
    }
  }

  /// "its SPEECH OUTPUT line says nothing", "its 3 SPEECH OUTPUT lines say nothing".
  private static func saysNothing(_ count: Int, _ kind: String) -> Message {
    count == 1 ? Message(.markedLineSaysNothing, "\(kind)") : Message(.markedLinesSayNothing, "\(count)", "\(kind)")
  }

  /// The format `content` shows: the first of `recognisers` that claims it. Text claims
  /// every file the others leave (one utterance a line).
  static func detectedFormat(of content: String) -> ReadTranscript.Format {
    let clues = TranscriptClues(content)
    return recognisers.first { $0.claims(clues) }?.format ?? .text
  }

  /// The recognisers, in the order they are tried: Speech Dispatcher's log by its first
  /// line ("[Mon Nov 23 13:32:24 2026 : 199430] speechd:", which a JSON array must not be
  /// taken for); a JSON array by its "["; JSON Lines by its "{"; a screen reader's log by
  /// its speech lines (NVDA's "Speaking [", an SSIP line from a client, Orca's "SPEECH
  /// OUTPUT: '"); a log that says nothing by its first line's shape, so that a log at the
  /// wrong level is said to hold nothing, never compared as text; and text, which takes
  /// the rest.
  static let recognisers: [TranscriptRecogniser] = [
    TranscriptRecogniser(.speechDispatcherLog) { $0.firstLine.hasPrefix("[") && $0.firstLine.contains("] speechd:") },
    TranscriptRecogniser(.phraseLog) { $0.firstCharacter == "[" },
    TranscriptRecogniser(.jsonLines) { $0.firstCharacter == "{" },
    TranscriptRecogniser(.nvdaLog) { $0.speaksAsNVDA },
    TranscriptRecogniser(.speechDispatcherLog) { $0.holdsSSIP },
    TranscriptRecogniser(.orcaLog) { $0.speaksAsOrca },
    TranscriptRecogniser(.nvdaLog) { isNVDALogHeader($0.firstLine) },
    TranscriptRecogniser(.orcaLog) { isOrcaLogLine($0.firstLine) },
    TranscriptRecogniser(.text) { _ in true },
  ]

  /// Whether `line` is the head of an NVDA log entry: "IO - speech.speech.speak
  /// (10:02:40.153) - MainThread (4120):".
  static func isNVDALogHeader(_ line: Substring) -> Bool {
    let levels = ["INFO - ", "IO - ", "DEBUG - ", "DEBUGWARNING - ", "WARNING - ", "ERROR - ", "CRITICAL - "]
    return levels.contains { line.hasPrefix($0) } && line.hasSuffix("):") && line.contains(" (")
  }

  /// Whether `line` begins as Orca's debug log's lines do: "10:14:02.401877 - ".
  static func isOrcaLogLine(_ line: Substring) -> Bool {
    let pattern = Array("00:00:00.")
    let head = Array(line.prefix(pattern.count))
    guard head.count == pattern.count else { return false }
    let shaped = zip(head, pattern).allSatisfy { $1 == "0" ? $0.isASCII && $0.isNumber : $0 == $1 }
    let rest = line.dropFirst(pattern.count).drop { $0.isASCII && $0.isNumber }
    return shaped && rest.hasPrefix(" - ")
  }

  /// Calls `body` with each line of `content`, as `lines(of:)` splits them, without
  /// holding them all.
  static func forEachLine(of content: String, _ body: (Substring) -> Void) {
    let utf8 = content.utf8
    var start = utf8.startIndex
    var index = start
    func line(to end: String.Index) -> Substring {
      let text = content[start..<end]
      return text.utf8.last == 0x0D ? Substring(text.utf8.dropLast()) : text
    }
    while index != utf8.endIndex {
      if utf8[index] == 0x0A {
        body(line(to: index))
        start = utf8.index(after: index)
      }
      index = utf8.index(after: index)
    }
    body(line(to: utf8.endIndex))
  }

  /// Whether `line` holds `marker`, compared byte for byte (Foundation's `contains`
  /// goes through NSString, which made a million-line log slow to recognise).
  static func holds(_ line: Substring, _ marker: String) -> Bool {
    var bytes = marker
    return bytes.withUTF8 { needle in
      guard let first = needle.first else { return true }
      let found = line.utf8.withContiguousStorageIfAvailable { haystack -> Bool in
        guard haystack.count >= needle.count else { return false }
        for start in 0...(haystack.count - needle.count) where haystack[start] == first {
          if (1..<needle.count).allSatisfy({ haystack[start + $0] == needle[$0] }) { return true }
        }
        return false
      }
      return found ?? line.contains(marker)
    }
  }

  /// The lines of `content`, ended by LF or CR LF, split byte by byte (a line feed is
  /// never part of a longer character but in CR LF, which loses its CR here).
  private static func lines(of content: String) -> [Substring] {
    var lines: [Substring] = []
    forEachLine(of: content) { lines.append($0) }
    return lines
  }

  private struct Record: Decodable {
    var text: String
    var tone: String?
    var event: String?
    var entry: TranscriptEntry { TranscriptEntry(text: text, tone: tone, event: event) }
  }

  private static func jsonArray(_ content: String) throws -> ReadTranscript {
    let data = Data(content.utf8)
    if let phrases = try? JSONDecoder().decode([String].self, from: data) {
      return ReadTranscript(format: .phraseLog, lines: phrases)
    }
    if let records = try? JSONDecoder().decode([Record].self, from: data) {
      return ReadTranscript(format: .utteranceArray, entries: records.map(\.entry))
    }
    throw TranscriptReadError(Message(.transcriptOddJSONArray))
  }

  /// The utterances of a screen reader's log: each line holding `marker`, parsed from
  /// there by `parse`; a line that says nothing is skipped.
  private static func speechLog(
    _ content: String, format: ReadTranscript.Format, marker: String, parse: (Substring) -> String?
  ) throws -> ReadTranscript {
    var lines: [String] = []
    for line in Self.lines(of: content) {
      guard let found = line.firstRange(of: marker) else { continue }
      guard let text = parse(line[found.upperBound...]) else {
        throw TranscriptReadError(Message(.transcriptLogLine, "\(format.rawValue)", "\(line.prefix(80))"))
      }
      if !text.isEmpty { lines.append(text) }
    }
    return ReadTranscript(format: format, lines: lines)
  }

  /// What Speech Dispatcher's log puts before each SSIP line a client sent.
  static let ssipMarker = ":DATA:|"

  /// The messages and characters clients sent, in order. A message's lines (SSIP
  /// escapes a leading "." as "..") are joined with spaces; `CHAR x` is the character x.
  static func speechDispatcherLog(_ content: String) -> ReadTranscript {
    var entries: [TranscriptEntry] = []
    var open: [Substring: [String]] = [:]  // each client's message being sent, by descriptor
    for line in Self.lines(of: content) {
      guard let marker = line.firstRange(of: ssipMarker) else { continue }
      let client = line[..<marker.lowerBound].split(separator: " ").last ?? ""
      var text = String(line[marker.upperBound...])
      if text.hasSuffix("\r") { text.removeLast() }
      if var message = open[client] {
        if text == "." {
          open[client] = nil
          let joined = message.joined(separator: " ").trimmingWhitespace()
          if !joined.isEmpty { entries.append(TranscriptEntry(text: joined, event: "message")) }
        } else {
          message.append(text.hasPrefix("..") ? String(text.dropFirst()) : text)
          open[client] = message
        }
        continue
      }
      let command = text.split(separator: " ", maxSplits: 1)
      switch command.first?.uppercased() {
      case "SPEAK": open[client] = []
      case "CHAR" where command.count == 2: entries.append(TranscriptEntry(text: String(command[1]), event: "character"))
      default: break
      }
    }
    return ReadTranscript(format: .speechDispatcherLog, entries: entries)
  }

  /// The strings of an NVDA speech sequence (Python's repr of a list), after `Speaking [`:
  /// commands such as `LangChangeCommand ('en_US')` are dropped, with the strings inside
  /// their parentheses. Nil if the list does not close.
  static func nvdaSequence(_ rest: Substring) -> String? {
    var parts: [String] = []
    var depth = 0
    var index = rest.startIndex
    while index < rest.endIndex {
      let character = rest[index]
      switch character {
      case "(": depth += 1
      case ")": depth = max(0, depth - 1)
      case "]" where depth == 0:
        return parts.map { $0.trimmingWhitespace() }.filter { !$0.isEmpty }.joined(separator: ", ")
      case "'", "\"":
        guard let (literal, end) = pythonString(rest, from: index) else { return nil }
        if depth == 0 { parts.append(literal) }
        index = end
        continue
      default: break
      }
      index = rest.index(after: index)
    }
    return nil
  }

  /// The text of an Orca `SPEECH OUTPUT:` line: the quoted string that follows.
  static func orcaOutput(_ rest: Substring) -> String? {
    guard let quote = rest.firstIndex(where: { $0 == "'" || $0 == "\"" }) else { return nil }
    return pythonString(rest, from: quote).map { $0.text.trimmingWhitespace() }
  }

  /// A Python string literal starting at `start` (its quote): its text, and where it ends.
  static func pythonString(_ text: Substring, from start: Substring.Index) -> (text: String, end: Substring.Index)? {
    let quote = text[start]
    var result = ""
    var index = text.index(after: start)
    func hex(_ count: Int) -> Character? {
      guard let end = text.index(index, offsetBy: count, limitedBy: text.endIndex),
        let value = UInt32(text[index..<end], radix: 16), let scalar = Unicode.Scalar(value)
      else { return nil }
      index = end
      return Character(scalar)
    }
    while index < text.endIndex {
      let character = text[index]
      index = text.index(after: index)
      if character == quote { return (result, index) }
      guard character == "\\", index < text.endIndex else {
        result.append(character)
        continue
      }
      let escape = text[index]
      index = text.index(after: index)
      switch escape {
      case "n": result.append("\n")
      case "t": result.append("\t")
      case "r": result.append("\r")
      case "x": guard let decoded = hex(2) else { return nil }; result.append(decoded)
      case "u": guard let decoded = hex(4) else { return nil }; result.append(decoded)
      case "U": guard let decoded = hex(8) else { return nil }; result.append(decoded)
      default: result.append(escape)  // \\, \', \"
      }
    }
    return nil
  }

  private static func jsonLines(_ content: String) throws -> ReadTranscript {
    var entries: [TranscriptEntry] = []
    for (number, line) in Self.lines(of: content).enumerated() {
      guard !line.allSatisfy(\.isWhitespace) else { continue }
      guard let record = try? JSONDecoder().decode(Record.self, from: Data(line.utf8)) else {
        throw TranscriptReadError(Message(.transcriptLineNotJSON, "\(number + 1)"))
      }
      entries.append(record.entry)
    }
    return ReadTranscript(format: .jsonLines, entries: entries)
  }
}

/// What the transcript recognisers look at, gathered in one pass over a file's lines (a
/// million-line log is read once, not once a recogniser).
struct TranscriptClues {
  /// The first line that is not blank.
  var firstLine: Substring = ""
  /// Whether a line is NVDA's "Speaking [", holds an SSIP line from a client, or is
  /// Orca's "SPEECH OUTPUT: '".
  var speaksAsNVDA = false
  var holdsSSIP = false
  var speaksAsOrca = false

  init(_ content: String) {
    var first: Substring?
    TranscriptReader.forEachLine(of: content) { line in
      if first == nil, !line.allSatisfy(\.isWhitespace) { first = line }
      speaksAsNVDA = speaksAsNVDA || line.hasPrefix("Speaking [")
      holdsSSIP = holdsSSIP || TranscriptReader.holds(line, TranscriptReader.ssipMarker)
      speaksAsOrca =
        speaksAsOrca || TranscriptReader.holds(line, "SPEECH OUTPUT: '") || TranscriptReader.holds(line, "SPEECH OUTPUT: \"")
    }
    firstLine = first ?? ""
  }

  /// The first line's first character that is not white space.
  var firstCharacter: Character? { firstLine.first { !$0.isWhitespace } }
}

/// One transcript format's recogniser: whether a file's clues show that format.
struct TranscriptRecogniser: Sendable {
  let format: ReadTranscript.Format
  let claims: @Sendable (TranscriptClues) -> Bool

  init(_ format: ReadTranscript.Format, claims: @escaping @Sendable (TranscriptClues) -> Bool) {
    self.format = format
    self.claims = claims
  }
}
