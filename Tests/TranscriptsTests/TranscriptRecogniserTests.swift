import Foundation
import Testing

@testable import Transcripts

/// Each transcript format is claimed by a recogniser of its own, tried in a documented
/// order; what none of the others claims is text.
@Suite struct TranscriptRecogniserTests {
  static let samples: [(String, ReadTranscript.Format)] = [
    ("[Mon Nov 23 13:32:24 2026 : 199430] speechd: Speech Dispatcher 0.11.4 starting\n", .speechDispatcherLog),
    ("[\"Access code, text field\", \"Nine\"]", .phraseLog),
    ("  [{\"text\": \"Nine\", \"tone\": \"normal\"}]", .phraseLog),
    ("{\"index\":0,\"text\":\"Nine\"}\n{\"index\":1,\"text\":\"Eight\"}\n", .jsonLines),
    ("IO - speech.speech.speak (10:02:40.153) - MainThread (4120):\nSpeaking ['Nine']\n", .nvdaLog),
    ("INFO - core.main (10:02:40.153) - MainThread (4120):\nNVDA started\n", .nvdaLog),
    ("[Mon Nov 23 13:32:24 2026 : 1] speechd:x\n", .speechDispatcherLog),
    ("something\n[Mon Nov 23 13:32:25 2026 : 2] speechd:    5:DATA:|Nine|\n", .speechDispatcherLog),
    ("10:14:02.401877 - SPEECH OUTPUT: 'Nine'\n", .orcaLog),
    ("10:14:02.401877 - INFO: Orca started\n", .orcaLog),
    ("Access code, text field\nNine\n", .text),
    ("", .text),
    ("Speaking of which, the code is ready\n", .text),
  ]

  @Test(arguments: samples)
  func eachFormatIsClaimedByItsRecogniser(content: String, format: ReadTranscript.Format) {
    #expect(TranscriptReader.detectedFormat(of: content) == format)
    let first = TranscriptReader.recognisers.first { $0.claims(TranscriptClues(content)) }
    #expect(first?.format == format)
  }

  /// Each recogniser but text's refuses what is plainly text, and text's takes anything.
  @Test func onlyTextTakesPlainLines() {
    let plain = TranscriptClues("Access code, text field\nNine\n")
    let claiming = TranscriptReader.recognisers.filter { $0.claims(plain) }.map(\.format)
    #expect(claiming == [.text])
    #expect(TranscriptReader.recognisers.last?.format == .text)
  }

  /// The order is what tells a log from a JSON array: Speech Dispatcher's first line
  /// begins with "[" too, and an NVDA log may quote an SSIP line.
  @Test func theOrderDecidesBetweenTwoClaims() {
    let speechd = TranscriptClues("[Mon Nov 23 13:32:24 2026 : 199430] speechd: start\n")
    let claiming = TranscriptReader.recognisers.filter { $0.claims(speechd) }.map(\.format)
    #expect(claiming.prefix(2) == [.speechDispatcherLog, .phraseLog])
    #expect(TranscriptReader.detectedFormat(of: "Speaking ['x :DATA:|y|']\n") == .nvdaLog)
  }

  /// A file that is no text at all is refused before any recogniser looks at it.
  @Test func binaryAndBrokenUTF8AreRefused() {
    #expect(throws: TranscriptReadError.self) { try TranscriptReader.read(bytes: [0x4E, 0x00, 0x4E]) }
    #expect(throws: TranscriptReadError.self) { try TranscriptReader.read(bytes: [0xFF, 0xFE, 0x41]) }
  }
}
