import CodeEntry
import Testing

@Suite struct CodeBufferTests {
  func digit(_ value: UInt8) -> Digit { Digit(value: value)! }

  @Test func typingADigitInsertsItAtTheEnd() {
    var buffer = CodeBuffer()
    #expect(buffer.type("9") == [.inserted(digit(9), position: 1, filled: 1, length: 6)])
    #expect(buffer.type("8") == [.inserted(digit(8), position: 2, filled: 2, length: 6)])
    #expect(buffer.digits.asciiString == "98")
  }

  @Test func theLastDigitCompletesTheCode() {
    var buffer = CodeBuffer()
    for character in "98539" { _ = buffer.type(character) }
    let events = buffer.type("1")
    #expect(
      events == [
        .inserted(digit(1), position: 6, filled: 6, length: 6),
        .completed("985391".compactMap { Digit($0) }),
      ])
    #expect(buffer.isComplete)
  }

  @Test func arabicIndicDigitsAreStoredAsAscii() {
    var buffer = CodeBuffer()
    for character in "٩٨٥٣٩١" { _ = buffer.type(character) }
    #expect(buffer.digits.asciiString == "985391")
    #expect(buffer.isComplete)
  }

  /// The seed's check accepted "1a" because it asked only for one digit somewhere.
  @Test func oneAIsOneDigitThenALetterRejected() {
    var buffer = CodeBuffer()
    #expect(buffer.type("1") == [.inserted(digit(1), position: 1, filled: 1, length: 6)])
    #expect(buffer.type("a") == [.rejected(.letter("a"))])
    #expect(buffer.digits.asciiString == "1")
  }

  @Test(
    arguments: [
      ("a", Rejection.letter("a")), ("Ж", .letter("Ж")), (" ", .space), ("\t", .controlCharacter(9)),
      ("\u{1B}", .controlCharacter(0x1B)), ("\u{200F}", .controlCharacter(0x200F)), ("-", .symbol("-")),
      ("#", .symbol("#")), ("🙂", .symbol("🙂")), ("1\u{20E3}", .symbol("1\u{20E3}")),
    ] as [(Character, Rejection)])
  func everyRejectionReasonLeavesTheBufferUnchanged(character: Character, reason: Rejection) {
    var buffer = CodeBuffer()
    _ = buffer.type("4")
    #expect(buffer.type(character) == [.rejected(reason)])
    #expect(buffer.digits.asciiString == "4")
  }

  @Test func aFullBufferRejectsMoreDigits() {
    var buffer = CodeBuffer(length: CodeLength(4)!)
    for character in "1234" { _ = buffer.type(character) }
    #expect(buffer.type("5") == [.rejected(.full(length: 4))])
    #expect(buffer.digits.asciiString == "1234")
  }

  @Test func deleteTakesTheLastDigitOff() {
    var buffer = CodeBuffer()
    _ = buffer.type("9")
    _ = buffer.type("8")
    #expect(buffer.deleteBackward() == [.deleted(digit(8), position: 2, filled: 1, length: 6)])
    #expect(buffer.digits.asciiString == "9")
  }

  @Test func deleteWithNothingToDelete() {
    var buffer = CodeBuffer()
    #expect(buffer.deleteBackward() == [.nothingToDelete])
    #expect(buffer.clear() == [.nothingToDelete])
  }

  @Test func clearRemovesEveryDigit() {
    var buffer = CodeBuffer()
    for character in "985" { _ = buffer.type(character) }
    #expect(buffer.clear() == [.cleared(count: 3)])
    #expect(buffer.digits.isEmpty)
  }

  @Test func pasteWithADashFillsTheCode() {
    var buffer = CodeBuffer()
    let code = "985391".compactMap { Digit($0) }
    #expect(
      buffer.paste("985-391") == [
        .pasted(code, position: 1, filled: 6, length: 6), .completed(code),
      ])
  }

  @Test func aSevenDigitPasteIntoSixIsRejectedWhole() {
    var buffer = CodeBuffer()
    #expect(buffer.paste("9853912") == [.rejected(.pasteTooLong(digits: 7, fit: 6))])
    #expect(buffer.digits.isEmpty)
  }

  @Test func aPasteMustFitTheRoomLeft() {
    var buffer = CodeBuffer()
    _ = buffer.type("1")
    _ = buffer.type("2")
    #expect(buffer.paste("98539") == [.rejected(.pasteTooLong(digits: 5, fit: 4))])
    #expect(
      buffer.paste("9853") == [
        .pasted("9853".compactMap { Digit($0) }, position: 3, filled: 6, length: 6),
        .completed("129853".compactMap { Digit($0) }),
      ])
  }

  @Test func aPasteIntoAFullBufferSaysItIsFull() {
    var buffer = CodeBuffer(length: CodeLength(4)!)
    _ = buffer.paste("1234")
    #expect(buffer.paste("5") == [.rejected(.full(length: 4))])
  }

  @Test func aShortPasteGoesInWithoutCompleting() {
    var buffer = CodeBuffer()
    #expect(buffer.paste("98 5") == [.pasted("985".compactMap { Digit($0) }, position: 1, filled: 3, length: 6)])
  }

  @Test func submitSaysHowFarAlongTheCodeIs() {
    var buffer = CodeBuffer()
    for character in "9853" { _ = buffer.type(character) }
    #expect(buffer.pressReturn() == [.incomplete(filled: 4, length: 6)])
    _ = buffer.paste("91")
    #expect(buffer.pressReturn() == [.completed("985391".compactMap { Digit($0) })])
  }

  @Test func wipeEmptiesTheBuffer() {
    var buffer = CodeBuffer()
    _ = buffer.paste("985391")
    buffer.wipe()
    #expect(buffer.digits.isEmpty)
    #expect(!buffer.isComplete)
  }

  @Test func codeLengthsOutsideFourToTwelveDoNotExist() {
    #expect(CodeLength(3) == nil)
    #expect(CodeLength(13) == nil)
    #expect(CodeLength(4)?.count == 4)
    #expect(CodeLength(12)?.count == 12)
  }

  /// A digit typed while review is on an earlier digit goes in at the end, and its event
  /// says so; typed with review on the last digit, or none, it is an ordinary insertion.
  @Test func aDigitTypedWhileReviewingSaysItWentInAtTheEnd() {
    var buffer = CodeBuffer(length: .standard)
    for character in "123" { _ = buffer.type(character) }
    _ = buffer.move(.previous)
    _ = buffer.move(.previous)
    #expect(buffer.type("9").first == .inserted(Digit("9")!, position: 4, filled: 4, length: 6, afterReview: true))
    #expect(buffer.digits == "1239".compactMap { Digit($0) })
    #expect(buffer.type("8").first == .inserted(Digit("8")!, position: 5, filled: 5, length: 6))
    _ = buffer.move(.last)
    #expect(buffer.type("7").first == .inserted(Digit("7")!, position: 6, filled: 6, length: 6))
  }
}
