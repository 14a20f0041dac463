import CodeEntry
import Testing

@Suite struct PasteReaderTests {
  func digits(_ text: String) -> [Digit] { text.compactMap { Digit($0) } }

  @Test(arguments: [
    ("985391", "985391"), ("985-391", "985391"), ("985 391", "985391"), ("985.391", "985391"),
    ("98 53 91", "985391"), ("985 - 391", "985391"), ("٩٨٥-٣٩١", "985391"), ("98٥３91", "985391"),
    ("Your code is 985391.", "985391"), ("G-985391 is your verification code", "985391"),
    ("  985391\n", "985391"), ("985\u{2011}391", "985391"),
  ])
  func findsTheOneNumber(text: String, expected: String) {
    #expect(PasteReader.digits(in: text) == .success(digits(expected)))
  }

  @Test func noDigits() {
    #expect(PasteReader.digits(in: "hello") == .failure(.pasteHasNoDigits))
    #expect(PasteReader.digits(in: "") == .failure(.pasteHasNoDigits))
  }

  @Test func severalNumbersAreAmbiguous() {
    #expect(PasteReader.digits(in: "985391, valid 10 minutes") == .failure(.pasteHasSeveralNumbers(count: 2)))
    #expect(PasteReader.digits(in: "985\n391") == .failure(.pasteHasSeveralNumbers(count: 2)))
  }

  @Test func aNumberGluedToALetterIsNotACode() {
    #expect(PasteReader.digits(in: "1a") == .failure(.pasteHasLetterInCode("a")))
    #expect(PasteReader.digits(in: "x985391") == .failure(.pasteHasLetterInCode("x")))
  }
}
