import Announcer

/// The words each screen reader uses for a text field's role and state, in every language
/// otc speaks, mapped to one vocabulary: what `otc diff --roles` compares, so that an NVDA
/// log ("edit"), an Orca log ("entry"), TalkBack ("Edit box") and VoiceOver ("text
/// field") of the same screen compare equal.
///
/// VoiceOver's words are otc's own tables, TalkBack's its string resources
/// (`TalkBackStrings`). NVDA's are its controlTypes role and state names as its
/// translations give them (`source/locale/*/LC_MESSAGES/nvda.po`); Orca speaks the
/// AT-SPI role names at-spi2-core translates (`po/*.po`, `atspi/atspi-misc.c`) and its own
/// "blank" (`src/orca/messages.py`). docs/transcripts.md has the table.
public enum RoleVocabulary {
  /// One meaning, whatever the words.
  public enum Concept: String, CaseIterable, Hashable, Sendable, Comparable {
    /// A field that takes text.
    case textField = "text field"
    /// A field that hides what is typed.
    case secureTextField = "secure text field"
    /// A field with nothing in it.
    case empty
    /// A field being typed into.
    case editing
    /// A hint on how to use the field ("double tap to edit"), in any screen reader's words.
    case hint

    public static func < (left: Concept, right: Concept) -> Bool { left.rawValue < right.rawValue }
  }

  /// Words one screen reader says for one concept in one language.
  public struct Entry: Hashable, Sendable {
    public var concept: Concept
    public var screenReader: String
    public var language: Language
    public var words: String
  }

  /// Every entry, screen reader by screen reader.
  public static let entries: [Entry] = voiceOver + talkBack + nvda + orca

  static let voiceOver: [Entry] = Language.allCases.flatMap { language in
    let table = language.table
    return [
      Entry(concept: .textField, screenReader: "VoiceOver", language: language, words: table.format(.textField)),
      Entry(concept: .secureTextField, screenReader: "VoiceOver", language: language, words: table.format(.secureTextField)),
      Entry(concept: .empty, screenReader: "VoiceOver", language: language, words: table.format(.empty)),
      Entry(concept: .editing, screenReader: "VoiceOver", language: language, words: table.format(.isEditing)),
      Entry(concept: .hint, screenReader: "VoiceOver", language: language, words: table.format(.editHint)),
    ]
  }

  static let talkBack: [Entry] = Language.allCases.flatMap { language in
    let strings = TalkBackStrings(language: language)
    return [
      Entry(concept: .textField, screenReader: "TalkBack", language: language, words: strings.text(.editBox)),
      Entry(concept: .secureTextField, screenReader: "TalkBack", language: language, words: strings.text(.password)),
      Entry(concept: .editing, screenReader: "TalkBack", language: language, words: strings.text(.editing)),
    ] + strings.hints.map { Entry(concept: .hint, screenReader: "TalkBack", language: language, words: $0) }
  }

  /// NVDA's role and state names: "edit", "password edit", "protected", "blank".
  static let nvda = entries(
    "NVDA",
    [
      (.textField, ["edit", "edição", "поле за писане"]),
      (.secureTextField, ["password edit", "edição de senha", "въвеждане на парола"]),
      (.secureTextField, ["protected", "protegido", "защитен"]),
      (.empty, ["blank", "em branco", "празен"]),
    ])

  /// Orca's: AT-SPI's "entry" and "password text", its own "blank", and the tutorial
  /// message it said on landing in a text field through Orca 45 (`tutorialgenerator.py`,
  /// removed in f93a336c; Debian 12 has Orca 43).
  static let orca = entries(
    "Orca",
    [
      (.textField, ["entry", "entrada", "поле за писане"]),
      (.secureTextField, ["password text", "texto de senha", "текстово поле за парола"]),
      (.empty, ["blank", "em branco", "празен ред"]),
      (.hint, ["Type in text.", "Digite texto.", "Въведете текст."]),
    ])

  /// The entries of `screenReader`: each concept with its words in en, pt-BR and bg.
  private static func entries(_ screenReader: String, _ rows: [(Concept, [String])]) -> [Entry] {
    rows.flatMap { concept, words in
      zip(Language.allCases, words).map { Entry(concept: concept, screenReader: screenReader, language: $0, words: $1) }
    }
  }

  /// Every entry's words, found longest first: "password edit" before "edit".
  static let phrases = PhraseIndex(entries.map { ($0.words, $0.concept) })

  /// The digit each language's word for it stands for ("nine", "nove", "девет" → "9").
  static let digitWords: [String: Character] = {
    var words: [String: Character] = [:]
    for language in Language.allCases {
      for value in 0...9 {
        let word = language.table.format(Phrase.word(forDigit: UInt8(value))).lowercased()
        words[word] = Character(String(value))
      }
    }
    return words
  }()

  /// `line` in the one vocabulary: its parts in any order, the role and state words as
  /// concepts, a run of digits as digits however it is spelled ("nine eight five", "9 8
  /// 5", "985"), case and punctuation aside.
  ///
  /// A part is a run of words between separators (punctuation, or two spaces as NVDA
  /// joins its speech), a role or state word, or a run of digits. The parts are sorted,
  /// since screen readers order them differently (VoiceOver says the label first,
  /// TalkBack the text), and the concepts follow, sorted; a secure text field is a text
  /// field, so that concept is not listed twice. The order of utterances still counts.
  public static func canonical(_ line: String) -> String {
    let words = HintRemoval.words(of: line)
    var parts: [String] = []
    var current: [String] = []
    var digits = ""
    var concepts: Set<Concept> = []
    func endPart() {
      if !current.isEmpty { parts.append(current.joined(separator: " ")) }
      current = []
      if !digits.isEmpty { parts.append(digits) }
      digits = ""
    }
    var index = 0
    while index < words.count {
      if index > 0, separates(line[words[index - 1].range.upperBound..<words[index].range.lowerBound]) { endPart() }
      if let (count, concept) = phrases.match(in: words, at: index) {
        endPart()
        concepts.insert(concept)
        index += count
        continue
      }
      let word = words[index].text
      if let spelled = digitWords[word].map(String.init) ?? (word.allSatisfy { $0.isASCII && $0.isNumber } ? word : nil) {
        if !current.isEmpty { endPart() }
        digits += spelled
      } else {
        if !digits.isEmpty { endPart() }
        current.append(word)
      }
      index += 1
    }
    endPart()
    if concepts.contains(.secureTextField) { concepts.remove(.textField) }
    return parts.sorted().joined(separator: " | ") + " [" + concepts.sorted().map(\.rawValue).joined(separator: ", ") + "]"
  }

  /// Whether the text between two words ends one part: punctuation, or two spaces.
  private static func separates(_ gap: Substring) -> Bool {
    gap.contains { !$0.isWhitespace && $0 != "-" } || gap.contains("  ") || gap.contains("\t")
  }
}

/// Phrases found among a line's words, word by word, whatever the case and punctuation:
/// what `--roles` takes as roles and states, and `--ignore-hints` as hints. Indexed by
/// their first word, longest first, so that "double tap to edit text" is taken whole
/// before "double tap to edit".
struct PhraseIndex: Sendable {
  private let byFirstWord: [String: [(words: [String], concept: RoleVocabulary.Concept)]]

  /// The index of `phrases`, each with its concept; a phrase given twice keeps its first.
  init(_ phrases: [(text: String, concept: RoleVocabulary.Concept)]) {
    var seen: Set<[String]> = []
    let all = phrases.map { (words: HintRemoval.words(of: $0.text).map(\.text), concept: $0.concept) }
      .filter { !$0.words.isEmpty && seen.insert($0.words).inserted }
      .sorted { $0.words.count > $1.words.count }
    byFirstWord = Dictionary(grouping: all) { $0.words[0] }
  }

  /// The longest phrase at `words[index]`: how many words it takes, and its concept.
  func match(in words: [HintRemoval.Word], at index: Int) -> (count: Int, concept: RoleVocabulary.Concept)? {
    for (phrase, concept) in byFirstWord[words[index].text, default: []] where index + phrase.count <= words.count {
      if zip(words[index..<index + phrase.count], phrase).allSatisfy({ $0.text == $1 }) { return (phrase.count, concept) }
    }
    return nil
  }
}
