import Announcer
import Foundation
import Testing
import TranscriptRecording
import Transcripts
import Wording

@Suite struct TranscriptReaderTests {
  func read(_ text: String) throws -> ReadTranscript { try TranscriptReader.read(Data(text.utf8)) }

  @Test func textIsOneUtteranceALine() throws {
    #expect(
      try read("Nine, text field\nEight, text field\n")
        == ReadTranscript(format: .text, lines: ["Nine, text field", "Eight, text field"]))
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
    #expect(
      try read(#"["Nine, text field", "Eight, text field"]"#)
        == ReadTranscript(format: .phraseLog, lines: ["Nine, text field", "Eight, text field"]))
  }

  @Test func badInputSaysWhatIsWrong() {
    #expect(throws: TranscriptReadError(Message(.transcriptBinary))) {
      try TranscriptReader.read(Data([0x4E, 0x00, 0xFF]))
    }
    #expect(throws: TranscriptReadError(Message(.transcriptNotUTF8))) {
      try TranscriptReader.read(Data([0x4E, 0xFF, 0xFE]))
    }
    #expect(
      throws: TranscriptReadError(Message(.transcriptOddJSONArray))
    ) {
      try read(#"[{"phrase": 1}]"#)
    }
    #expect(throws: TranscriptReadError(Message(.transcriptLineNotJSON, "2"))) {
      try read("{\"text\": \"Nine\"}\nnot json\n")
    }
  }
}

/// Each import format, read from its sample in Examples/imports.
@Suite struct ImportFormatTests {
  static let samples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Examples/imports")
  func sample(_ name: String) throws -> ReadTranscript {
    try TranscriptReader.read(Data(contentsOf: Self.samples.appendingPathComponent(name)))
  }

  @Test func nvdaLogAtInputOutputLevel() throws {
    let read = try sample("nvda-io.log")
    #expect(read.format == .nvdaLog)
    #expect(read.lines == ["Nine, edit, has auto complete", "Eight, edit", "Don't share this code"])
  }

  @Test func orcaDebugLog() throws {
    let read = try sample("orca-debug.log")
    #expect(read.format == .orcaLog)
    #expect(read.lines == ["Nine", "text field", "Eight text field.", "Don't share this code"])
  }

  @Test func jsonArrayOfUtterances() throws {
    let read = try sample("utterances.json")
    #expect(read.format == .utteranceArray)
    #expect(read.entries[1] == TranscriptEntry(text: "Nine", tone: "raised", event: "inserted"))
    #expect(read.entries[0].tone == nil)
  }

  @Test func aFormatCanBeForced() throws {
    // Text that happens to contain NVDA's marker, read as text when asked.
    let data = Data("Speaking [of codes]\nNine\n".utf8)
    #expect(try TranscriptReader.read(data, as: .text).lines == ["Speaking [of codes]", "Nine"])
    #expect(throws: TranscriptReadError.self) { try TranscriptReader.read(Data("Speaking ['unclosed".utf8)) }
  }

  @Test func pythonStringEscapesInAnNVDALine() throws {
    let line = #"Speaking ['It\'s \x39 \u00e9\\', LangChangeCommand ('pt_BR'), "say \"nine\""]"#
    #expect(try TranscriptReader.read(Data(line.utf8)).lines == [#"It's 9 é\, say "nine""#])
  }
}

extension ImportFormatTests {
  @Test func speechDispatcherLogAtLevelFive() throws {
    let read = try sample("speech-dispatcher.log")
    #expect(read.format == .speechDispatcherLog)
    #expect(read.lines == ["Access code, text field, empty, 6 digits", "9", "Nine, deleted"])
    // A message's lines are joined, and SSIP's escaped leading dot restored.
    let log = [
      "x 7:DATA:|speak\r", "x 7:DATA:|Two lines\r", "x 7:DATA:|..and a dot\r", "x 7:DATA:|.\r",
    ].joined(separator: "\n")
    #expect(try TranscriptReader.read(Data(log.utf8)).lines == ["Two lines .and a dot"])
  }
}

/// A log that says nothing is still known by its lines, and says why nothing was read.
extension ImportFormatTests {
  @Test func aLogThatSaysNothingIsKnownByItsLines() throws {
    let nvda = "INFO - __main__ (09:41:02.118) - MainThread (6012):\nStarting NVDA version 2024.4.1\n"
    let read = try TranscriptReader.read(Data(nvda.utf8))
    #expect(read.format == .nvdaLog && read.saysNothing)
    #expect(TranscriptReader.whyNothing(in: Array(nvda.utf8), as: .nvdaLog).description == "no Speaking lines")
    let orca = "10:14:02.401877 - INFO: Orca started\n10:14:05.118230 - KEYBOARD EVENT: Tab\n"
    #expect(try TranscriptReader.read(Data(orca.utf8)).format == .orcaLog)
    let silent = orca + "10:14:05.129511 - SPEECH OUTPUT: ''\n"
    #expect(
      TranscriptReader.whyNothing(in: Array(silent.utf8), as: .orcaLog).description == "its SPEECH OUTPUT line says nothing")
    // Text that only looks like a time stays text.
    #expect(try TranscriptReader.read(Data("10:14 - Nine\n".utf8)).format == .text)
    #expect(TranscriptReader.whyNothing(in: [], as: .text).description == "the file is empty")
    #expect(TranscriptReader.whyNothing(in: Array("\n \n".utf8), as: .text).description == "it has only blank lines")
    #expect(TranscriptReader.whyNothing(in: Array("[]".utf8), as: .phraseLog).description == "the array is empty")
    #expect(ReadTranscript.Format.orcaLog.named == "an Orca debug log" && ReadTranscript.Format.text.named == "text")
  }
}
