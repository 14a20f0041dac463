import Announcer
import Foundation
import Testing

@Suite struct TranscriptReaderTests {
  func read(_ text: String) throws -> ReadTranscript { try TranscriptReader.read(Data(text.utf8)) }

  @Test func textIsOneUtteranceALine() throws {
    #expect(try read("Nine, text field\nEight, text field\n") == ReadTranscript(format: .text, lines: ["Nine, text field", "Eight, text field"]))
    #expect(try read("Nine\r\nEight") == ReadTranscript(format: .text, lines: ["Nine", "Eight"]))
    #expect(try read("") == ReadTranscript(format: .text, lines: []))
  }

  @Test func jsonLinesAreReadWithTheirToneAndEvent() throws {
    let transcript = Transcript([
      Utterance(event: "element", parts: ["nine", "text field"], language: .english),
      Utterance(event: "deleted", parts: ["nine", "deleted"], language: .english, tone: .lowered),
    ])
    let read = try read(transcript.jsonLines)
    #expect(read.format == .jsonLines)
    #expect(read.lines == ["Nine, text field", "Nine, deleted"])
    #expect(
      read.entries == [
        TranscriptEntry(text: "Nine, text field", tone: "normal", event: "element"),
        TranscriptEntry(text: "Nine, deleted", tone: "lowered", event: "deleted"),
      ])
    // Only text is required.
    #expect(try self.read(#"{"text":"Nine"}"#).entries == [TranscriptEntry(text: "Nine")])
  }

  @Test func aJsonArrayOfStringsIsAPhraseLog() throws {
    #expect(try read(#"["Nine, text field", "Eight, text field"]"#) == ReadTranscript(format: .phraseLog, lines: ["Nine, text field", "Eight, text field"]))
  }

  @Test func badInputSaysWhatIsWrong() {
    #expect(throws: TranscriptReadError(description: "it is a binary file, not a transcript")) {
      try TranscriptReader.read(Data([0x4E, 0x00, 0xFF]))
    }
    #expect(throws: TranscriptReadError(description: "it is not UTF-8 text")) {
      try TranscriptReader.read(Data([0x4E, 0xFF, 0xFE]))
    }
    #expect(throws: TranscriptReadError(description: "it starts like a JSON array but is not an array of strings")) {
      try read(#"[{"phrase": 1}]"#)
    }
    #expect(throws: TranscriptReadError(description: "line 2 is not a JSON object with a text")) {
      try read("{\"text\": \"Nine\"}\nnot json\n")
    }
  }
}
