import CodeEntry
import Testing

@Suite struct DigitTests {
  @Test(
    arguments: [
      ("9", 9), ("0", 0), ("٩", 9), ("٠", 0), ("９", 9), ("۵", 5), ("९", 9), ("৩", 3), ("𝟘", 0),
    ] as [(Character, UInt8)])
  func unicodeDecimalDigitsBecomeAsciiDigits(character: Character, value: UInt8) {
    let digit = Digit(character)
    #expect(digit?.value == value)
    #expect(digit?.character == Character(Unicode.Scalar(48 + value)))
  }

  @Test(arguments: ["a", "x", " ", "-", "½", "²", "Ⅸ", "1\u{20E3}", "🙂", "\u{0}", "\u{7F}"] as [Character])
  func everythingElseIsNotADigit(character: Character) {
    #expect(Digit(character) == nil)
  }

  @Test func asciiStringOfDigits() {
    let digits = "985391".compactMap { Digit($0) }
    #expect(digits.asciiString == "985391")
  }
}
