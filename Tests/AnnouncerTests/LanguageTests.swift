import Announcer
import Testing

@Suite struct LanguageTests {
  @Test(
    arguments: [
      (["LANG": "pt_BR.UTF-8"], Language.brazilianPortuguese), (["LANG": "bg_BG"], .bulgarian),
      (["LANG": "bg_BG.UTF-8@latin"], .bulgarian), (["LANG": "de_DE.UTF-8"], .english), ([:], .english),
      (["LANG": "C"], .english), (["LANG": "bg_BG.UTF-8", "LC_ALL": "pt_BR.UTF-8"], .brazilianPortuguese),
      (["LANG": "bg_BG.UTF-8", "LC_MESSAGES": "en_US.UTF-8"], .english),
      (["LANG": "bg_BG.UTF-8", "LC_ALL": ""], .bulgarian),
    ] as [([String: String], Language)])
  func theEnvironmentPicksTheLanguage(environment: [String: String], expected: Language) {
    #expect(Language(environment: environment) == expected)
  }

  @Test(arguments: [
    ("pt-BR", Language.brazilianPortuguese), ("pt_br", .brazilianPortuguese), ("en-US", .english), ("bg", .bulgarian),
    ("BG-bg", .bulgarian),
  ])
  func tagsAreReadAsPeopleWriteThem(tag: String, expected: Language) {
    #expect(Language(tag: tag) == expected)
  }

  @Test func unknownTagsAreRefused() {
    #expect(Language(tag: "de") == nil)
    #expect(Language(tag: "") == nil)
  }
}
