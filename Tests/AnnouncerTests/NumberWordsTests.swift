@testable import Announcer
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

  /// ASCII text is counted byte by byte, without Unicode's tables; the count is the one the
  /// character-by-character count gives, on text made to reach every branch: digits in
  /// runs short and long, letters, punctuation, control characters and every ASCII space.
  @Test func asciiIsCountedAsCharactersAre() {
    let pieces = [
      "Digit", "7", "985391", "12", "6-digit", "—", ",", " ", "  ", "\t", "\n", "\r\n", "\u{0B}", "\u{0C}", "\u{1F}", "a1b2",
      "007", "1234567890123", "x",
    ]
    var seed: UInt64 = 0x5EED
    func next(_ bound: Int) -> Int {
      seed = seed &* 6364136223846793005 &+ 1442695040888963407
      return Int((seed >> 33) % UInt64(bound))
    }
    for _ in 0..<2000 {
      let text = (0..<next(8)).map { _ in pieces[next(pieces.count)] }.joined()
      guard text.utf8.allSatisfy({ $0 < 0x80 }) else { continue }
      for language in [Language.english, .brazilianPortuguese, .bulgarian] {
        for numerals in [false, true] {
          #expect(
            NumberWords.count(in: text, language: language, numeralsAsNumbers: numerals)
              == NumberWords.countCharacters(text, language: language, numeralsAsNumbers: numerals), "\(text.debugDescription)")
        }
      }
    }
  }
}
