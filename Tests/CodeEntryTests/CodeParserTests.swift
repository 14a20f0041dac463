import CodeEntry
import Testing

@Suite struct CodeParserTests {
  @Test(arguments: [
    ("985391", "985391"), ("985 391", "985391"), ("985-391", "985391"), ("٩٨٥٣٩١", "985391"), ("1234", "1234"),
    ("123456789012", "123456789012"),
  ])
  func acceptsCodes(text: String, expected: String) throws {
    let digits = try CodeParser.parse(text).get()
    #expect(digits.asciiString == expected)
  }

  @Test(arguments: [
    ("", CodeParseError.empty), ("98a391", .notADigit("a", position: 3)), ("123", .tooShort(digits: 3)),
    ("1234567890123", .tooLong(digits: 13)), ("-985391", .notADigit("-", position: 1)),
    ("985391-", .notADigit("-", position: 7)), ("985 391 x", .notADigit(" ", position: 8)),
  ])
  func refusesWhatIsNotACode(text: String, error: CodeParseError) {
    #expect(CodeParser.parse(text) == .failure(error))
  }

  @Test func messagesNameTheProblemAndTheCharacter() {
    #expect(
      CodeParseError.notADigit("a", position: 3).description
        == "the code has the letter “a” at position 3; a code has only digits")
    #expect(
      CodeParseError.notADigit("#", position: 1).description
        == "the code has the character “#” (U+23) at position 1; a code has only digits")
    #expect(CodeParseError.tooShort(digits: 1).description == "the code has 1 digit; a code has at least 4")
    #expect(CodeParseError.tooLong(digits: 13).description == "the code has 13 digits; a code has at most 12")
  }
}
