import Announcer
import Testing

@Suite struct NumberWordsTests {
  /// Each language writes a number out its own way: English with no "and", Portuguese
  /// joining with "e", Bulgarian with "и" before the last part.
  @Test(arguments: [
    (Language.english, "985391", "nine hundred eighty-five thousand three hundred ninety-one"),
    (.english, "1005", "one thousand five"),
    (.english, "100000000000", "one hundred billion"),
    (.english, "7", "seven"),
    (.brazilianPortuguese, "985391", "novecentos e oitenta e cinco mil trezentos e noventa e um"),
    (.brazilianPortuguese, "1005", "mil e cinco"),
    (.brazilianPortuguese, "2100", "dois mil e cem"),
    (.brazilianPortuguese, "1000000", "um milhão"),
    (.brazilianPortuguese, "115", "cento e quinze"),
    (.bulgarian, "985391", "деветстотин осемдесет и пет хиляди триста деветдесет и едно"),
    (.bulgarian, "1005", "хиляда и пет"),
    (.bulgarian, "21000", "двадесет и една хиляди"),
    (.bulgarian, "2000000", "два милиона"),
    (.bulgarian, "120", "сто и двадесет"),
  ])
  func aNumberIsWrittenOutAsTheLanguageSaysIt(language: Language, numeral: String, said: String) {
    #expect(NumberWords.words(numeral, in: language).joined(separator: " ") == said)
  }

  @Test func aLeadingZeroIsSaidDigitByDigit() {
    #expect(NumberWords.words("012345", in: .english) == ["zero", "one", "two", "three", "four", "five"])
    #expect(NumberWords.words("0", in: .bulgarian) == ["нула"])
  }

  /// The count a design's row gives: spelled digits one word each, a number its words.
  @Test func anUtteranceIsCountedAsItIsHeard() {
    let field = "Access code, 985391, text field, double tap to edit"
    #expect(NumberWords.count(in: field, language: .english, numeralsAsNumbers: true) == 15)
    #expect(NumberWords.count(in: field, language: .english, numeralsAsNumbers: false) == 14, "spelled: six digits")
    #expect(NumberWords.count(in: "30 seconds to answer", language: .brazilianPortuguese, numeralsAsNumbers: false) == 4)
    #expect(NumberWords.count(in: "21 segundos", language: .brazilianPortuguese, numeralsAsNumbers: false) == 4, "vinte e um")
    #expect(NumberWords.count(in: "Enter your 6-digit OTP — now", language: .english, numeralsAsNumbers: false) == 6)
    #expect(NumberWords.count(in: "nine eight five", language: .english, numeralsAsNumbers: true) == 3)
  }
}
