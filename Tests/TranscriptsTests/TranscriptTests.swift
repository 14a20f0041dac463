import Announcer
import CodeEntry
import Foundation
import Testing
import TranscriptRecording
import Transcripts

@Suite struct TranscriptTests {
  let transcript = Transcript([
    Utterance(event: "inserted", parts: ["nine"], language: .english),
    Utterance(event: "deleted", parts: ["nine", "deleted"], language: .english, tone: .lowered),
  ])

  @Test func textIsOneUtteranceALine() {
    #expect(transcript.text == "Nine\nNine, deleted\n")
  }

  @Test func jsonLinesCarryIndexEventTextLangAndParts() throws {
    let lines = transcript.jsonLines.split(separator: "\n")
    #expect(lines.count == 2)
    #expect(
      lines[1] == #"{"event":"deleted","index":1,"lang":"en","parts":["nine","deleted"],"text":"Nine, deleted","tone":"lowered"}"#
    )
    let record = try JSONDecoder().decode(Transcript.Record.self, from: Data(lines[0].utf8))
    #expect(record == Transcript.Record(index: 0, event: "inserted", text: "Nine", lang: "en", parts: ["nine"], tone: "normal"))
  }

  @Test func emptyPartsAreSkippedAndAnEmptyUtteranceStaysEmpty() {
    #expect(Utterance(event: "x", parts: ["", "text field"], language: .english).text == "Text field")
    #expect(Utterance(event: "x", parts: [], language: .english).text == "")
  }

  /// `jsonLine` writes by hand (the boot otc has no Codable) what JSONEncoder writes for the
  /// same record, with sorted keys and slashes unescaped, byte for byte: over hostile text
  /// (every control, the quote, the backslash, the slash, DEL, bidi marks, U+2028, emoji)
  /// and 3,000 utterances of random scalars, at times to the millisecond and none.
  @Test func aHandWrittenLineIsWhatJSONEncoderWrites() throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    func encoded(_ utterance: Utterance, _ index: Int, _ time: Double?) throws -> String {
      let record = Transcript.Record(
        index: index, event: utterance.event, text: utterance.text, lang: utterance.language.rawValue,
        parts: utterance.parts, tone: utterance.tone.rawValue, time: time)
      return String(decoding: try encoder.encode(record), as: UTF8.self)
    }
    let controls = String(String.UnicodeScalarView((0..<0x20).compactMap(Unicode.Scalar.init)))
    let hostile = [
      controls, "\"quoted\" \\ back/slash\u{7F}", "\u{202E}evil\u{202C} \u{2028}\u{2029}", "код 🔐 senha", "", " ",
    ]
    var said: [(Utterance, Double?)] = hostile.map { (Utterance(event: $0, parts: [$0, "x"], language: .bulgarian), 0) }
    // A fixed xorshift: the same 3,000 cases every run.
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    func next(_ bound: Int) -> Int {
      state ^= state << 13
      state ^= state >> 7
      state ^= state << 17
      return Int(state % UInt64(bound))
    }
    func text() -> String {
      let ranges: [ClosedRange<UInt32>] = [0...0x7F, 0x80...0x7FF, 0x800...0xD7FF, 0xE000...0xFFFF, 0x10000...0x10FFFF]
      return String(
        String.UnicodeScalarView(
          (0..<next(12)).compactMap { _ in
            let range = ranges[next(ranges.count)]
            return Unicode.Scalar(range.lowerBound + UInt32(next(Int(range.upperBound - range.lowerBound) + 1)))
          }))
    }
    let tones: [Tone] = [.normal, .lowered, .raised, .capital]
    for _ in 0..<3000 {
      let utterance = Utterance(
        event: text(), parts: (0..<next(4)).map { _ in text() }, language: Language.allCases[next(3)], tone: tones[next(4)])
      said.append((utterance, next(5) == 0 ? nil : Double(next(100_000_000)) / 1000))
    }
    for (index, (utterance, time)) in said.enumerated() {
      let written = Transcript.jsonLine(utterance, index: index, time: time)
      let expected = try encoded(utterance, index, time)
      #expect(written == expected)
      if written != expected { break }
    }
  }
}
