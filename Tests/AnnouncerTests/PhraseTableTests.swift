import Announcer
import Testing

@Suite struct PhraseTableTests {
  @Test(arguments: Language.allCases)
  func everyLocaleHasEveryKey(language: Language) {
    let missing = Phrase.allCases.filter { language.table.strings[$0] == nil }
    #expect(missing.isEmpty, "\(language.rawValue) lacks \(missing.map(\.rawValue))")
    for phrase in Phrase.allCases {
      #expect(language.table.strings[phrase]?.isEmpty == false, "\(language.rawValue): \(phrase) is empty")
    }
  }

  @Test(arguments: Language.allCases)
  func everyLocaleUsesTheSamePlaceholdersAsEnglish(language: Language) {
    for phrase in Phrase.allCases {
      let english = Set(PhraseTable.english.placeholders(in: phrase))
      #expect(Set(language.table.placeholders(in: phrase)) == english, "\(language.rawValue): \(phrase)")
    }
  }

  @Test(arguments: Language.allCases)
  func tenDistinctDigitWords(language: Language) {
    let words = (0...9).map { language.table.format(Phrase.word(forDigit: UInt8($0))) }
    #expect(Set(words).count == 10)
  }

  /// Secure mode relies on this: no phrase but the digits' own uses a digit word. Symbol
  /// names are never said in secure mode (only "a symbol"), and pt-BR's colon is "dois
  /// pontos", so they are left out. So is pt-BR's hint, VoiceOver's own "dê dois toques
  /// para editar": fixed words that never stand for a typed digit.
  @Test(arguments: Language.allCases)
  func noPhraseButTheDigitsHasADigitWord(language: Language) {
    let digits = (0...9).map { Phrase.word(forDigit: UInt8($0)) }
    let words = Set(digits.map { language.table.format($0).lowercased() })
    let symbols = Set(Phrase.symbolNames.values)
    let exempt: Set<Phrase> = language == .brazilianPortuguese ? [.editHint] : []
    for phrase in Phrase.allCases where !digits.contains(phrase) && !symbols.contains(phrase) && !exempt.contains(phrase) {
      let text = language.table.format(phrase).lowercased()
      let found = text.split { !$0.isLetter }.map(String.init).filter(words.contains)
      #expect(found.isEmpty, "\(language.rawValue) \(phrase): \(found)")
    }
  }

  /// Every ASCII symbol has a spoken name in every language (the every-key test checks
  /// the tables; this checks that no printable ASCII symbol was forgotten).
  @Test func everyASCIISymbolHasAName() {
    let symbols = (0x21...0x7E).map { Character(Unicode.Scalar(UInt8($0))) }.filter { !$0.isLetter && !$0.isNumber }
    #expect(symbols.filter { Phrase.symbolNames[$0] == nil }.isEmpty)
  }

  @Test func formatFillsNamedPlaceholders() {
    #expect(PhraseTable.english.format(.lengthWhenPartial, ["filled": "4", "length": "6"]) == "4 of 6 digits")
    #expect(PhraseTable.bulgarian.format(.focusPosition, ["position": "3", "length": "6"]) == "цифра 3 от 6")
  }

  @Test func pluralFormsFollowEachLanguage() {
    let one = PhraseTable.english.format(one: .pastedOne, other: .pastedOther, count: 1, ["count": "1"])
    let two = PhraseTable.english.format(one: .pastedOne, other: .pastedOther, count: 2, ["count": "2"])
    #expect(one == "pasted 1 digit")
    #expect(two == "pasted 2 digits")
    let portuguese = PhraseTable.brazilianPortuguese
    #expect(
      portuguese.format(one: .incompleteOne, other: .incompleteOther, count: 1, ["filled": "5", "length": "6", "missing": "1"])
        == "5 de 6 dígitos, falta 1")
  }
}
