import Announcer
import Foundation
import CodeEntry
import Testing

@testable import Transcripts

/// `otc diff --roles`: each screen reader's words for the same screen compare equal, in
/// every language otc knows; different labels, digits or roles never do.
@Suite struct RoleVocabularyTests {
  static let code = "985391".compactMap { Digit($0) }
  let roles = DiffOptions(ignoreHints: true, roles: true)

  /// What NVDA and Orca say for the single field labelled "Access code" holding 985391,
  /// as otc reads their logs: NVDA's parts joined with ", ", Orca's one line.
  static let others: [Language: (nvda: String, orca: String)] = [
    .english: ("Access code, edit, 985391", "Access code entry 985391"),
    .brazilianPortuguese: ("Código de acesso, edição, 985391", "Código de acesso entrada 985391"),
    .bulgarian: ("Код за достъп, поле за писане, 985391", "Код за достъп поле за писане 985391"),
  ]

  func model(
    _ reader: ScreenReaderModel, _ language: Language, design: FieldDesign = .single, secure: Bool = false, hints: Bool = true
  )
    -> [String]
  {
    ScreenReading(
      reader: reader, design: design, direction: .forward, verbosity: Verbosity(language: language, hints: hints), secure: secure
    ).utterances(showing: Self.code).map(\.text)
  }

  func equal(_ left: [String], _ right: [String], _ options: DiffOptions) -> Bool {
    TranscriptDiff.compare(expected: left, heard: right, options: options).isEmpty
  }

  @Test(arguments: Language.allCases)
  func theFourScreenReadersAgreeOnTheSingleField(language: Language) throws {
    let others = try #require(Self.others[language])
    let voiceOver = model(.voiceOver, language)
    let talkBack = model(.talkBack, language)
    for heard in [talkBack, [others.nvda], [others.orca]] {
      #expect(equal(voiceOver, heard, roles), "\(voiceOver) against \(heard)")
      #expect(!equal(voiceOver, heard, DiffOptions(ignoreHints: true)))
    }
    #expect(equal([others.nvda], [others.orca], roles))
  }

  /// Per-digit fields: "Nine, text field", "Nine, Edit box", NVDA's "edit, 9" and Orca's
  /// "entry 9" are one utterance; spelled digits and numerals are the same digits.
  @Test(arguments: Language.allCases)
  func theFourScreenReadersAgreeOnPerDigitFields(language: Language) throws {
    let voiceOver = model(.voiceOver, language, design: .perDigit)
    let nvdaRole = RoleVocabulary.nvda.first { $0.language == language && $0.concept == .textField }!.words
    let orcaRole = RoleVocabulary.orca.first { $0.language == language && $0.concept == .textField }!.words
    let nvda = Self.code.map { "\(nvdaRole), \($0.value)" }
    let orca = Self.code.map { "\(orcaRole) \($0.value)" }
    #expect(equal(voiceOver, model(.talkBack, language, design: .perDigit), roles))
    #expect(equal(voiceOver, nvda, roles))
    #expect(equal(voiceOver, orca, roles))
    #expect(!equal(voiceOver, Array(nvda.reversed()), roles))
  }

  /// A secure field: VoiceOver's "secure text field" and TalkBack's "password" with its
  /// "Edit box" are one role; NVDA's "password edit" and "protected" and Orca's
  /// "password text" too.
  @Test(arguments: Language.allCases)
  func secureFieldsAgree(language: Language) {
    #expect(equal(model(.voiceOver, language, secure: true), model(.talkBack, language, secure: true), roles))
    let nvda = RoleVocabulary.nvda.filter { $0.language == language && $0.concept == .secureTextField }.map(\.words)
    let orca = RoleVocabulary.orca.first { $0.language == language && $0.concept == .secureTextField }!.words
    #expect(RoleVocabulary.canonical("PIN, \(nvda[0])") == RoleVocabulary.canonical("PIN \(orca)"))
    #expect(RoleVocabulary.canonical("PIN, \(nvda[1])") == RoleVocabulary.canonical("PIN \(orca)"))
    #expect(RoleVocabulary.canonical("PIN \(orca)") != RoleVocabulary.canonical("PIN, text field"))
  }

  /// Without --ignore-hints, each screen reader's hint is one concept: VoiceOver's and
  /// TalkBack's hinted utterances agree, and a hint is never taken for a role ("edit").
  @Test(arguments: Language.allCases)
  func hintsAreOneConcept(language: Language) {
    let withHints = DiffOptions(roles: true)
    #expect(equal(model(.voiceOver, language), model(.talkBack, language), withHints))
    #expect(!equal(model(.voiceOver, language), model(.talkBack, language, hints: false), withHints))
    #expect(RoleVocabulary.canonical("Nine, text field, double tap to edit") == "9 [hint, text field]")
  }

  @Test func differentLabelsDigitsOrStatesStayDifferent() {
    let canonical = RoleVocabulary.canonical
    #expect(canonical("Access code, edit, 985391") != canonical("PIN, edit, 985391"))
    #expect(canonical("Access code, edit, 985391") != canonical("Access code, edit, 985319"))
    #expect(canonical("Access code, edit, blank") != canonical("Access code, edit"))
    #expect(canonical("Access code, edit, blank") == canonical("Access code, text field, empty"))
    #expect(canonical("Nine eight five") == canonical("9 8 5"))
    #expect(canonical("Nine eight five") == canonical("985"))
    #expect(canonical("Editing, 985391, Edit box") == canonical("text field, is editing, 985391"))
  }

  /// --ignore-hints drops TalkBack's hints too, "Double-tap to edit text" whole.
  @Test(arguments: Language.allCases)
  func ignoringHintsDropsTalkBacksHints(language: Language) {
    #expect(equal(model(.talkBack, language), model(.talkBack, language, hints: false), DiffOptions(ignoreHints: true)))
    #expect(HintRemoval.removingHints(from: "Nine, Edit box, Double-tap to edit text") == "Nine, Edit box")
    #expect(HintRemoval.removingHints(from: "Access code entry 985391 Type in text.") == "Access code entry 985391")
    #expect(HintRemoval.removingHints(from: "Código de acesso entrada Digite texto.") == "Código de acesso entrada")
  }
}

/// docs/transcripts.md lists every word `--roles` maps, in its concept's row.
@Suite struct RoleVocabularyDocumentationTests {
  @Test func theTableListsEveryWord() throws {
    let docs = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("docs/transcripts.md")
    let text = try String(contentsOf: docs, encoding: .utf8)
    for entry in RoleVocabulary.entries where !(entry.screenReader == "TalkBack" && entry.concept == .hint) {
      let row = text.split(separator: "\n").first { $0.hasPrefix("| \(entry.concept.rawValue) |") }
      #expect(
        row?.contains(entry.words) == true,
        "\(entry.screenReader) \(entry.language.rawValue) “\(entry.words)” is not in the \(entry.concept.rawValue) row")
    }
  }
}
