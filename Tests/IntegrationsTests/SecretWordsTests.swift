import Announcer
import Integrations
import Testing

/// One list of a secret's words (`SecretWords`), read by otc askpass and otc watch alike:
/// every word in it, in every language, makes a question secret for both.
@Suite struct SecretWordsTests {
  static var everyWord: [String] {
    Language.allCases.flatMap { (SecretWords.stems[$0] ?? []) + (SecretWords.wholeWords[$0] ?? []) }
  }

  @Test func everyLanguageHasItsWords() {
    for language in Language.allCases {
      #expect(!(SecretWords.stems[language] ?? []).isEmpty, "\(language.rawValue)")
    }
  }

  @Test(arguments: everyWord)
  func askpassAndWatchBothHearASecret(word: String) {
    // A stem is the start of a word: its plural is as secret as it is.
    let plural = (SecretWords.allStems.contains(word) ? ["Your \(word)s?"] : [])
    for question in ["Enter your \(word):", "\(word.uppercased()) for alice:"] + plural {
      #expect(AskedPrompt.holdsSecretWord(question), "askpass: \(question)")
      #expect(HiddenQuestionWatch.namesSecret(question), "watch: \(question)")
    }
  }

  @Test(arguments: ["ping", "spinner", "Pinterest", "compass", "Username:", "Host name?"])
  func aWordThatOnlyLooksLikeOneIsNot(text: String) {
    #expect(!AskedPrompt.holdsSecretWord(text))
    #expect(!text.lowercased().split { !$0.isLetter }.contains { SecretWords.says($0) })
  }
}
