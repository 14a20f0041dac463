import Announcer
import CodeEntry
import Foundation
import OTCTestSupport
import Testing

@testable import Transcripts

@Suite struct TranscriptDiffTests {
  let expected = ["Nine, text field", "Eight, text field", "Five, text field", "Three, text field"]

  @Test func theReadSentenceNamesEachFormat() {
    #expect(
      TranscriptDiff.readSentence(expected: ("a.txt", .text, 1), heard: ("b.log", .nvdaLog, 6)).description
        == "Read a.txt as text, 1 utterance; b.log as an NVDA log, 6 utterances.")
  }

  @Test func identicalTranscriptsHaveNoDifference() {
    #expect(TranscriptDiff.compare(expected: expected, heard: expected).isEmpty)
    #expect(TranscriptDiff.summary([], expectedCount: 4).description == "Identical: 4 utterances.")
    var reworded = TranscriptDiff.Tally()
    reworded.add(AlignedLine(status: .same, expectedLine: 1, heardLine: 1, expected: "Edit, code", heard: "Code, text field"))
    reworded.add(AlignedLine(status: .same, expectedLine: 2, heardLine: 2, expected: "Nine", heard: "Nine"))
    #expect(
      TranscriptDiff.summary(reworded, expectedCount: 2, options: DiffOptions(roles: true)).description
        == "Equivalent under --roles: 2 utterances, 1 worded differently.")
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
    #expect(
      TranscriptDiff.summary(differences + [.extra(line: 5, heard: "x")], expectedCount: 4).description
        == "2 differences: 1 changed, 1 extra.")
  }

  @Test func sentencesReadWell() {
    #expect(TranscriptDifference.missing(line: 7, expected: "One, text field").sentence == "line 7: missing “One, text field”")
    #expect(TranscriptDifference.extra(line: 8, heard: "Code complete").sentence == "line 8: extra “Code complete”")
  }

  @Test func caseAndPunctuationCanBeIgnored() {
    let heard = ["nine text field", "EIGHT, TEXT FIELD.", "Five, text field", "Three, text field"]
    #expect(TranscriptDiff.compare(expected: expected, heard: heard).count == 2)
    #expect(TranscriptDiff.compare(expected: expected, heard: heard, options: DiffOptions(ignoreCase: true)).count == 2)
    #expect(
      TranscriptDiff.compare(expected: expected, heard: heard, options: DiffOptions(ignoreCase: true, ignorePunctuation: true))
        .isEmpty)
  }

  /// The hint however it is written: a full stop after it, a sentence of its own, a
  /// hyphen. Hints are dropped after case and punctuation are normalised, so adding
  /// --ignore-hints never turns a passing comparison into a failing one.
  @Test func hintsAreRecognisedWhateverTheirPunctuation() {
    let expected = ["Nine, text field", "Eight, text field", "Five, text field", "Double tap to edit, three"]
    let heard = [
      "Nine, text field, double tap to edit.", "Eight, text field. Double tap to edit.", "Five, text field, double-tap to edit",
      "double tap to edit. Three",
    ]
    let all = DiffOptions(ignoreCase: true, ignorePunctuation: true, ignoreHints: true)
    #expect(TranscriptDiff.compare(expected: expected, heard: heard, options: all).isEmpty)
    #expect(TranscriptDiff.compare(expected: expected, heard: heard, options: DiffOptions(ignoreHints: true)).isEmpty)
    #expect(TranscriptDiff.compare(expected: expected, heard: heard).count == 4)
    let withHint = ["Nine, text field, double tap to edit"]
    let bare = ["nine text field double tap to edit"]
    let casePunctuation = DiffOptions(ignoreCase: true, ignorePunctuation: true)
    #expect(TranscriptDiff.compare(expected: withHint, heard: bare, options: casePunctuation).isEmpty)
    #expect(TranscriptDiff.compare(expected: withHint, heard: bare, options: all).isEmpty)
    #expect(DiffOptions(ignoreHints: true).normalize("Nine, text field. Double tap to edit.") == "Nine, text field")
    #expect(DiffOptions(ignoreHints: true).normalize("Double tap to edit, nine") == "Nine")
  }

  @Test func whitespaceCanBeIgnored() {
    let heard = ["Nine,  text field ", " Eight, text\tfield", "Five, text field", "Three, text field"]
    #expect(TranscriptDiff.compare(expected: expected, heard: heard).count == 2)
    #expect(TranscriptDiff.compare(expected: expected, heard: heard, options: DiffOptions(ignoreWhitespace: true)).isEmpty)
  }

  /// Where both transcripts record tones and events (otc's JSON Lines), they are compared
  /// with the text, and a changed line names them; --ignore-tone and --ignore-events relax it.
  @Test func toneAndEventAreComparedUnlessIgnored() {
    let expected = [
      TranscriptEntry(text: "Nine", tone: "raised", event: "inserted"),
      TranscriptEntry(text: "Nine", tone: "lowered", event: "deleted"),
    ]
    var heard = expected
    heard[1].tone = "normal"
    let differences = TranscriptDiff.compare(expected: expected, heard: heard)
    #expect(differences == [.changed(line: 2, expected: "Nine (tone lowered)", heard: "Nine (tone normal)")])
    #expect(TranscriptDiff.compare(expected: expected, heard: heard, options: DiffOptions(ignoreTone: true)).isEmpty)
    heard[1].event = "inserted"
    #expect(
      TranscriptDiff.compare(expected: expected, heard: heard, options: DiffOptions(ignoreTone: true))
        == [.changed(line: 2, expected: "Nine (event deleted)", heard: "Nine (event inserted)")])
    #expect(
      TranscriptDiff.compare(expected: expected, heard: heard, options: DiffOptions(ignoreTone: true, ignoreEvents: true)).isEmpty
    )
    // A plain-text side records neither: only the texts can be compared.
    #expect(
      TranscriptDiff.compare(expected: expected, heard: [TranscriptEntry(text: "Nine"), TranscriptEntry(text: "Nine")]).isEmpty)
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

  /// Long transcripts are aligned on their unique lines: scattered insertions, deletions
  /// and changes give the same differences as one Myers alignment of the whole would.
  /// Issue 24, point 6: two plain logs compared as bytes (how `otc diff` holds large
  /// ones) align exactly as the same logs read one `String` a line.
  @Test func plainTranscriptsAlignAsReadTranscriptsDo() throws {
    var generator = SplitMix(seed: 24)
    let vocabulary = ["Nine", "Eight, text field", "Code complete", "", "Five, deleted", "Три", "x\r"]
    for round in 0..<200 {
      let count = Int(generator.next() % 40)
      let expected = (0..<count).map { _ in vocabulary[Int(generator.next() % UInt64(vocabulary.count))] }
      var heard = expected
      for _ in 0..<Int(generator.next() % 6) where !heard.isEmpty {
        let at = Int(generator.next() % UInt64(heard.count))
        if generator.next() % 2 == 0 { heard.remove(at: at) } else { heard.insert(vocabulary[at % vocabulary.count], at: at) }
      }
      if round % 3 == 0 { heard.reverse() }
      let ending = round % 2 == 0 ? "\n" : "\r\n"
      let left = Array((expected.joined(separator: ending) + (expected.isEmpty ? "" : ending)).utf8)
      let right = Array((heard.joined(separator: ending) + (heard.isEmpty ? "" : ending)).utf8)
      let plainLeft = try #require(PlainTranscript(bytes: left))
      let plainRight = try #require(PlainTranscript(bytes: right))
      var plain: [AlignedLine] = []
      TranscriptDiff.visitAlignment(expected: plainLeft, heard: plainRight) { plain.append($0) }
      let read = TranscriptDiff.alignment(
        expected: try TranscriptReader.read(bytes: left).entries, heard: try TranscriptReader.read(bytes: right).entries)
      #expect(plain == read, "round \(round)")
    }
    #expect(PlainTranscript(bytes: Array("{\"text\":\"Nine\"}\n".utf8)) == nil, "JSON Lines is not plain text")
    #expect(PlainTranscript(bytes: [0x41, 0x00]) == nil, "binary is not plain text")
    #expect(PlainTranscript(bytes: [0xFF, 0x41]) == nil, "nor is what is not UTF-8")
  }

  @Test func longTranscriptsAlignAsMyersWould() {
    var generator = SplitMix(seed: 7)
    let expected = (0..<6_000).map { "Utterance \($0), text field" }
    var heard = expected
    for _ in 0..<40 {
      let at = Int(generator.next() % UInt64(heard.count))
      switch generator.next() % 3 {
      case 0: heard.insert("Extra \(at)", at: at)
      case 1: heard.remove(at: at)
      default: heard[at] = "Changed \(at)"
      }
    }
    let bounded = TranscriptDiff.compare(expected: expected, heard: heard)
    #expect(bounded == plainMyers(expected, heard))
    #expect(!bounded.isEmpty)
  }

  /// A transcript of few distinct lines (every digit said many times) has nothing unique
  /// to anchor on: window by window, the alignment is still minimal (where lines repeat,
  /// several minimal alignments exist, so the count of lines out and in is what is checked).
  @Test func longTranscriptsOfRepeatedLinesFindChangesInPlace() {
    var generator = SplitMix(seed: 11)
    let words = ["Nine", "Eight", "Five", "Three", "One", "Zero"]
    let expected = (0..<10_000).map { _ in words[Int(generator.next() % 6)] + ", text field" }
    var heard = expected
    var changedLines = Set<Int>()
    while changedLines.count < 50 {
      let at = Int(generator.next() % UInt64(heard.count))
      changedLines.insert(at)
      heard[at] = "Code complete"
    }
    let differences = TranscriptDiff.compare(expected: expected, heard: heard)
    var out = 0
    var into = 0
    for difference in differences {
      switch difference {
      case .changed: (out, into) = (out + 1, into + 1)
      case .missing: out += 1
      case .extra: into += 1
      }
    }
    #expect(out == 50 && into == 50, "\(out) lines out, \(into) in")
    // One utterance dropped near the start of such a transcript is still one missing line.
    var dropped = expected
    dropped.remove(at: 3)
    let missing = TranscriptDiff.compare(expected: expected, heard: dropped)
    #expect(missing.count == 1)
    if case .missing(_, let text) = missing.first { #expect(text == expected[3]) } else { Issue.record("\(missing)") }
  }

  /// The differences one unbounded Myers alignment gives, for comparison.
  func plainMyers(_ expected: [String], _ heard: [String]) -> [TranscriptDifference] {
    var removed = Set<Int>()
    var inserted = Set<Int>()
    for change in heard.difference(from: expected) {
      switch change {
      case .remove(let offset, _, _): removed.insert(offset)
      case .insert(let offset, _, _): inserted.insert(offset)
      }
    }
    return TranscriptDiff.differences(expected: expected, heard: heard, removed: removed, inserted: inserted)
  }
}
