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
}
