import Announcer
import Testing

/// otc's own messages in the three languages: every template translated with its values,
/// the values kept, a message without a template left in English.
@Suite struct MessagesTests {
  func placeholders(_ text: String) -> Int { text.split(separator: "{}", omittingEmptySubsequences: false).count - 1 }

  @Test(arguments: [("errors", Messages.errors), ("config", Messages.configPhrases)])
  func everyTemplateIsTranslatedWithItsValues(table: (String, [Messages.Entry])) {
    #expect(table.1.count > 20)
    for entry in table.1 {
      for language in [Language.brazilianPortuguese, .bulgarian] {
        let translated = entry.template(in: language)
        #expect(!translated.isEmpty && translated != entry.english, "\(table.0): \(entry.english) in \(language)")
        #expect(placeholders(translated) == placeholders(entry.english), "\(table.0): \(entry.english) in \(language)")
      }
    }
    let englishTemplates = table.1.map(\.english)
    #expect(Set(englishTemplates).count == englishTemplates.count, "each English template once")
  }

  @Test func aMessageIsTranslatedWithItsValues() {
    let message = "The length 3 is outside 4 to 12 digits."
    #expect(Messages.translate(message, into: .english) == message)
    #expect(Messages.translate(message, into: .brazilianPortuguese) == "O comprimento 3 está fora de 4 a 12 dígitos.")
    #expect(Messages.translate(message, into: .bulgarian) == "Дължината 3 е извън границите от 4 до 12 цифри.")
    #expect(
      Messages.translate("cannot set up the terminal: Inappropriate ioctl for device", into: .bulgarian)
        == "терминалът не може да бъде подготвен: Inappropriate ioctl for device")
  }

  /// A message inside another ("ignored" and its reason) is translated too, one level.
  @Test func aReasonInsideAMessageIsTranslated() {
    let message =
      "ignored OTC_RATE: rate must be a whole number from 80 to 700; otc uses the next place this setting is set, or its default"
    #expect(
      Messages.translate(message, into: .brazilianPortuguese)
        == """
        ignorado OTC_RATE: rate deve ser um número inteiro de 80 a 700; o otc usa o próximo lugar onde esta configuração é \
        definida, ou o seu padrão
        """
    )
  }

  /// ArgumentParser's list of values gets the language's own "and".
  @Test func aListOfValuesGetsTheLanguagesConjunction() {
    let message = "The value 'both' is invalid for '--mode <mode>'. Please provide one of 'single' and 'per-digit'."
    #expect(
      Messages.translate(message, into: .brazilianPortuguese)
        == "O valor 'both' não é válido para '--mode <mode>'. Use um destes: 'single' e 'per-digit'.")
    #expect(
      Messages.translate(message, into: .bulgarian)
        == "Стойността 'both' не е валидна за '--mode <mode>'. Дайте една от тези: 'single' и 'per-digit'.")
  }

  @Test func aMessageWithoutATemplateStaysInEnglish() {
    #expect(Messages.translate("something otc has no words for", into: .bulgarian) == "something otc has no words for")
    // A template's literal parts must all be there, in order, each value at least a character.
    #expect(
      Messages.translate("The length  is outside 4 to 12 digits.", into: .brazilianPortuguese)
        == "The length  is outside 4 to 12 digits.")
    #expect(Messages.translate("Unknown option '--x' and more", into: .bulgarian) == "Unknown option '--x' and more")
  }

  /// The lines of a usage error, one by one; a line without a template (the usage's
  /// options) keeps its words.
  @Test func aUsageErrorIsTranslatedLineByLine() {
    let text = """
      Error: Unknown option '--lenght'. Did you mean '--length'?
      Usage: otc prompt [--length <n>]
        See 'otc prompt --help' for more information.
      """
    #expect(
      Messages.translateLines(text, into: .bulgarian) == """
        Грешка: Непозната опция '--lenght'. Имахте ли предвид '--length'?
        Употреба: otc prompt [--length <n>]
          Вижте 'otc prompt --help' за повече информация.
        """)
    #expect(Messages.translateLines(text, into: .english) == text)
  }

  @Test func configPhrasesAreTheirOwnTable() {
    #expect(Messages.configPhrase("on", in: .brazilianPortuguese) == "ligado")
    #expect(Messages.translate("on", into: .brazilianPortuguese) == "on", "an error's words never take a config phrase")
    #expect(
      Messages.configPhrase("from /home/a/.config/otc/config.toml, line 3", in: .bulgarian)
        == "от /home/a/.config/otc/config.toml, ред 3")
  }
}
