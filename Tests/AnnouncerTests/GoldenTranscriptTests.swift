import Announcer
import CodeEntry
import Foundation
import Testing
import TranscriptRecording
import Transcripts

/// The transcripts of `otc read` for the seed article's code, as VoiceOver and TalkBack say
/// them, compared exactly with the files under Fixtures/. Set OTC_RECORD_FIXTURES=1 to write them anew after a deliberate
/// change, then review the difference in git.
@Suite struct GoldenTranscriptTests {
  static let code = "985391".compactMap { Digit($0) }
  static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

  /// Plain fields; secure text fields; or plain fields, the last one double-tapped.
  enum Variant: String, CaseIterable, Sendable { case plain, secure, activated }

  struct Case: CustomTestStringConvertible, Sendable {
    var reader: ScreenReaderModel = .voiceOver
    var design: FieldDesign
    var direction: SwipeDirection
    var hints: Bool
    var language: Language
    var variant: Variant = .plain
    /// VoiceOver's files keep the names they had before TalkBack came.
    var fileName: String {
      let prefix = reader == .voiceOver ? "" : "\(reader.rawValue)-"
      let suffix = variant == .plain ? "" : "-\(variant.rawValue)"
      return "\(prefix)\(language.rawValue)-\(design.rawValue)-\(direction.rawValue)-\(hints ? "hints" : "no-hints")\(suffix).txt"
    }
    var testDescription: String { fileName }
  }

  /// Every design, direction, hint setting and language for each screen reader; and the
  /// secure and activated screens, swiping forward with hints, in each design and language.
  static let cases: [Case] = ScreenReaderModel.allCases.flatMap { reader in
    FieldDesign.allCases.flatMap { design in
      Language.allCases.flatMap { language in
        SwipeDirection.allCases.flatMap { direction in
          [true, false].map {
            Case(reader: reader, design: design, direction: direction, hints: $0, language: language)
          }
        }
          + [Variant.secure, .activated].map {
            Case(reader: reader, design: design, direction: .forward, hints: true, language: language, variant: $0)
          }
      }
    }
  }

  static func transcript(_ golden: Case) -> Transcript {
    let reading = ScreenReading(
      reader: golden.reader, design: golden.design, direction: golden.direction,
      verbosity: Verbosity(language: golden.language, hints: golden.hints), secure: golden.variant == .secure,
      activate: golden.variant == .activated)
    return Transcript(reading.utterances(showing: code))
  }

  @Test(arguments: cases)
  func matchesTheGoldenFile(golden: Case) throws {
    let actual = Self.transcript(golden).text
    let url = Self.fixtures.appendingPathComponent(golden.fileName)
    if ProcessInfo.processInfo.environment["OTC_RECORD_FIXTURES"] == "1" {
      try FileManager.default.createDirectory(at: Self.fixtures, withIntermediateDirectories: true)
      try actual.write(to: url, atomically: true, encoding: .utf8)
    }
    let expected = try String(contentsOf: url, encoding: .utf8)
    let difference = LineDifference.describe(expected: expected, actual: actual)
    #expect(difference.isEmpty, "\(golden.fileName) differs:\n\(difference)")
  }

  /// The fixtures folder holds exactly one file for each case: none left behind untested
  /// when a case goes, none missing when one comes (recording writes them, it never deletes).
  @Test func theFixturesAreExactlyTheCases() throws {
    let files = try FileManager.default.contentsOfDirectory(atPath: Self.fixtures.path).filter { $0.hasSuffix(".txt") }
    #expect(Set(files) == Set(Self.cases.map(\.fileName)))
    let perReader = FieldDesign.allCases.count * Language.allCases.count * (SwipeDirection.allCases.count * 2 + 2)
    #expect(files.count == ScreenReaderModel.allCases.count * perReader)
  }

  /// The fixed points of DESIGN.md, spelled out here so a wrong re-recording cannot hide them.
  @Test func theFixedPointsHold() {
    let perDigit = Self.transcript(Case(design: .perDigit, direction: .forward, hints: true, language: .english))
    #expect(
      perDigit.text == """
        Nine, text field, double tap to edit
        Eight, text field, double tap to edit
        Five, text field, double tap to edit
        Three, text field, double tap to edit
        Nine, text field, double tap to edit
        One, text field, double tap to edit

        """)
    let single = "Access code, nine eight five three nine one, text field, double tap to edit\n"
    #expect(Self.transcript(Case(design: .single, direction: .forward, hints: true, language: .english)).text == single)
    #expect(Self.transcript(Case(design: .single, direction: .backward, hints: true, language: .english)).text == single)
  }

  /// pt-BR and bg must leave no English word in what `read` says.
  @Test(arguments: [Language.brazilianPortuguese, .bulgarian])
  func translationsLeaveNoEnglishWord(language: Language) {
    func words(_ text: String) -> [String] { text.lowercased().split { !$0.isLetter }.map(String.init) }
    let voiceOver: [String] = [Phrase.defaultLabel, .textField, .editHint, .empty].flatMap {
      words(PhraseTable.english.format($0))
    }
    let digits: [String] = (0...9).map { PhraseTable.english.format(Phrase.word(forDigit: UInt8($0))) }
    let talkBack = TalkBackStrings(language: .english)
    let talkBackWords: [String] = (talkBack.hints + [talkBack.text(.editBox), talkBack.text(.editing), talkBack.text(.password)])
      .flatMap(words)
    let englishWords = Set(voiceOver + digits + talkBackWords)
    for golden in Self.cases where golden.language == language {
      let english = words(Self.transcript(golden).text).filter(englishWords.contains)
      #expect(english.isEmpty, "\(golden.fileName) has English words \(english)")
    }
  }
}

/// A readable line-by-line difference between two texts, empty when they are equal.
enum LineDifference {
  static func describe(expected: String, actual: String) -> String {
    let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    return actualLines.difference(from: expectedLines).map { change in
      switch change {
      case .remove(let offset, let line, _): "line \(offset + 1): missing “\(line)”"
      case .insert(let offset, let line, _): "line \(offset + 1): extra “\(line)”"
      }
    }.joined(separator: "\n")
  }
}
