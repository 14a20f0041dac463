import Announcer
import Foundation
import Testing
import Wording

/// otc's own messages in the three languages: every template translated with its values,
/// the values kept, a message without a template left in English.
@Suite struct MessagesTests {
  func placeholders(_ text: String) -> Int { text.split(separator: "{}", omittingEmptySubsequences: false).count - 1 }

  @Test(arguments: [("ArgumentParser", Messages.argumentParser)])
  func everyTemplateIsTranslatedWithItsValues(table: (String, [Messages.Entry])) {
    #expect(table.1.count > 10)
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

  /// The missing-key test: every message otc can raise is in every language's table, with
  /// as many values as in English, and in that language's own words (only a message that
  /// is nothing but its values reads the same).
  @Test(arguments: Language.allCases)
  func everyKeyIsInEveryLanguage(language: Language) {
    let table = MessageWords.table(for: language)
    let onlyValues: Set<MessageKey> = [
      .plainText, .fileProblem, .settingPlace, .screenSummary, .transcriptFormatJSONLines, .pulseReason, .pulseStepFailed,
      .reportLine, .settingLine, .parts, .listPair, .designRow, .transcriptCostRow, .diffSummary,
      .fileSentence,
    ]
    for key in MessageKey.allCases {
      guard let template = table[key], let english = MessageWords.table(for: .english)[key] else {
        Issue.record("\(key) has no words in \(language)")
        continue
      }
      #expect(!template.trimmingCharacters(in: .whitespaces).isEmpty, "\(key) in \(language)")
      #expect(placeholders(template) == placeholders(english), "\(key) in \(language): \(template)")
      if language != .english, !onlyValues.contains(key) {
        #expect(template != english, "\(key) in \(language) is the English")
      }
    }
    #expect(table.count == MessageKey.allCases.count)
  }

  /// Every key is raised somewhere in otc's sources, by its name: a key no code raises is
  /// a sentence left behind when its error was reworded or removed.
  @Test func everyKeyIsRaised() throws {
    let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appending(path: "../../Sources").standardized
    var text = ""
    let files = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)
    while let file = files?.nextObject() as? URL {
      guard file.pathExtension == "swift", !file.path.contains("/Locales/"), file.lastPathComponent != "MessageKey.swift"
      else { continue }
      text += try String(contentsOf: file, encoding: .utf8)
    }
    for key in MessageKey.allCases {
      #expect(text.contains(".\(key.rawValue)"), "\(key) is never raised")
    }
  }

  /// A message is written from its key in each language, its values kept, a message
  /// inside it in the same language.
  @Test func aMessageIsWrittenFromItsKey() {
    let length = Message(.lengthOutside, "3")
    #expect(length.text(in: .english) == "The length 3 is outside 4 to 12 digits.")
    #expect(length.text(in: .brazilianPortuguese) == "O comprimento 3 está fora de 4 a 12 dígitos.")
    #expect(length.text(in: .bulgarian) == "Дължината 3 е извън границите от 4 до 12 цифри.")
    let ignored = Message(
      .settingIgnored, .message(Message(.settingPlace, "OTC_RATE", .message(Message(.wholeNumber, "rate", "80", "700")))))
    #expect(
      ignored.text(in: .english)
        == """
        ignored OTC_RATE: rate must be a whole number from 80 to 700; otc uses the next place this setting is set, or its \
        default
        """
    )
    #expect(
      ignored.text(in: .brazilianPortuguese)
        == """
        ignorado OTC_RATE: rate deve ser um número inteiro de 80 a 700; o otc usa o próximo lugar onde esta configuração é \
        definida, ou o seu padrão
        """
    )
    #expect(
      Message(.terminalSetUp, "Inappropriate ioctl for device").text(in: .bulgarian)
        == "терминалът не може да бъде подготвен: Inappropriate ioctl for device")
  }

  /// ArgumentParser's words are the only ones found by their English; otc's own are not.
  @Test func onlyArgumentParsersWordsAreMatched() {
    #expect(Messages.translate("Missing value for '--rate <rate>'", into: .bulgarian) == "Липсва стойност за '--rate <rate>'")
    let otcs = "The length 3 is outside 4 to 12 digits."
    #expect(Messages.translate(otcs, into: .bulgarian) == otcs, "otc's message is raised by key, never matched")
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
    #expect(Messages.translate("Missing value for ''", into: .brazilianPortuguese) == "Missing value for ''")
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

  /// `otc config`'s report is written from keys too: a place a setting came from, and a
  /// value in words.
  @Test func theReportsWordsAreKeyed() {
    #expect(Message(.valueOn).text(in: .brazilianPortuguese) == "ligado")
    #expect(
      Message(.sourceFileLine, "/home/a/.config/otc/config.toml", "3").text(in: .bulgarian)
        == "от /home/a/.config/otc/config.toml, ред 3")
  }

}
