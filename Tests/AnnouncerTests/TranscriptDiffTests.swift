import Announcer
import CodeEntry
import Foundation
import Testing

@Suite struct TranscriptDiffTests {
  let expected = ["Nine, text field", "Eight, text field", "Five, text field", "Three, text field"]

  @Test func identicalTranscriptsHaveNoDifference() {
    #expect(TranscriptDiff.compare(expected: expected, heard: expected).isEmpty)
    #expect(TranscriptDiff.summary([], expectedCount: 4) == "Identical: 4 utterances.")
  }

  @Test func oneRemovedUtteranceIsExactlyOneMissingLine() {
    var heard = expected
    heard.remove(at: 1)
    #expect(TranscriptDiff.compare(expected: expected, heard: heard) == [.missing(line: 2, expected: "Eight, text field")])
  }

  @Test func oneExtraUtteranceIsOneExtraLineNotEverythingAfter() {
    var heard = expected
    heard.insert("Code complete", at: 1)
    #expect(TranscriptDiff.compare(expected: expected, heard: heard) == [.extra(line: 2, heard: "Code complete")])
  }

  @Test func aChangedLineIsExpectedAndHeard() {
    var heard = expected
    heard[2] = "Five, text field, double tap to edit"
    let differences = TranscriptDiff.compare(expected: expected, heard: heard)
    #expect(differences == [.changed(line: 3, expected: "Five, text field", heard: "Five, text field, double tap to edit")])
    #expect(differences[0].sentence == "line 3: expected “Five, text field”, heard “Five, text field, double tap to edit”")
    #expect(TranscriptDiff.summary(differences + [.extra(line: 5, heard: "x")], expectedCount: 4) == "2 differences: 1 changed, 1 extra.")
  }

  @Test func sentencesReadWell() {
    #expect(TranscriptDifference.missing(line: 7, expected: "One, text field").sentence == "line 7: missing “One, text field”")
    #expect(TranscriptDifference.extra(line: 8, heard: "Code complete").sentence == "line 8: extra “Code complete”")
  }

  @Test func caseAndPunctuationCanBeIgnored() {
    let heard = ["nine text field", "EIGHT, TEXT FIELD.", "Five, text field", "Three, text field"]
    #expect(TranscriptDiff.compare(expected: expected, heard: heard).count == 2)
    #expect(TranscriptDiff.compare(expected: expected, heard: heard, options: DiffOptions(ignoreCase: true)).count == 2)
    #expect(TranscriptDiff.compare(expected: expected, heard: heard, options: DiffOptions(ignoreCase: true, ignorePunctuation: true)).isEmpty)
  }

  /// Hints on and hints off per-digit transcripts are the same once hints are ignored.
  @Test(arguments: Language.allCases)
  func ignoringHintsMakesHintsOnAndOffIdentical(language: Language) {
    let code = "985391".compactMap { Digit($0) }
    func transcript(hints: Bool) -> [String] {
      let announcer = Announcer(verbosity: Verbosity(language: language, hints: hints))
      return FieldElement.screen(showing: code, design: .perDigit).map { announcer.utterance(for: $0).text }
    }
    let on = transcript(hints: true)
    let off = transcript(hints: false)
    #expect(TranscriptDiff.compare(expected: on, heard: off).count == 6)
    #expect(TranscriptDiff.compare(expected: on, heard: off, options: DiffOptions(ignoreHints: true)).isEmpty)
  }
}
