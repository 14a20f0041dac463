import Testing

@testable import CodeEntry

/// The text field: what askpass and pinentry open for a password, a passphrase or a user name.
@Suite struct TextFieldTests {
  func type(_ text: String, into field: inout TextField) -> [CodeEvent] {
    text.flatMap { field.type($0) }
  }

  @Test func aSecureFieldsEventsAndElementNeverHoldItsCharacters() {
    var field = TextField(secure: true)
    let events = type("s3cr3t!", into: &field)
    #expect(events == (1...7).map { .insertedCharacter(nil, count: $0) })
    #expect(field.focusedElement == .textField(characters: nil, count: 7))
    #expect(field.deleteBackward() == [.deletedCharacter(nil, count: 6)])
    #expect(field.value == .text("s3cr3t"))
    // Issue 57, point 6: given, a secret's length is not said (it stays on the console).
    #expect(field.pressReturn() == [.textEntered(count: nil)])
  }

  @Test func aPlainFieldSaysEachCharacter() {
    var field = TextField(secure: false)
    #expect(type("bo", into: &field) == [.insertedCharacter("b", count: 1), .insertedCharacter("o", count: 2)])
    #expect(field.focusedElement == .textField(characters: ["b", "o"], count: 2))
    #expect(field.deleteBackward() == [.deletedCharacter("o", count: 1)])
  }

  /// Issue 27: Left and Right review a character, Home and End jump, Ctrl-Left and
  /// Ctrl-Right go by word; typing goes in at the end and ends the review.
  @Test func reviewKeysMoveByCharacterAndByWord() {
    var field = TextField(secure: false)
    #expect(field.move(.previous) == [.nothingToReview])
    _ = type("Al? xy", into: &field)
    #expect(field.move(.previous) == [.reviewedCharacter("y", position: 6, count: 6)])
    #expect(field.move(.previous) == [.reviewedCharacter("x", position: 5, count: 6)])
    #expect(field.move(.first) == [.reviewedCharacter("A", position: 1, count: 6)])
    #expect(field.move(.previous) == [.reviewedCharacter("A", position: 1, count: 6)], "stays at the start")
    #expect(field.move(.next) == [.reviewedCharacter("l", position: 2, count: 6)])
    #expect(field.move(.last) == [.reviewedCharacter("y", position: 6, count: 6)])
    #expect(field.move(.next) == [.reviewedCharacter("y", position: 6, count: 6)], "stays at the end")
    #expect(field.move(.previousWord) == [.reviewedWord("xy", position: 5, count: 6)])
    #expect(field.move(.previousWord) == [.reviewedWord("Al?", position: 1, count: 6)])
    #expect(field.move(.previousWord) == [.reviewedWord("Al?", position: 1, count: 6)])
    #expect(field.move(.nextWord) == [.reviewedWord("xy", position: 5, count: 6)])
    #expect(field.move(.nextWord) == [.reviewedWord("xy", position: 5, count: 6)])
    #expect(field.move(.nextField) == [.noOtherField])
    _ = field.type("z")
    #expect(field.move(.previous) == [.reviewedCharacter("z", position: 7, count: 7)], "an edit ends the review")
  }

  /// A secure field says positions only, and its words are found without decoding it.
  @Test func aSecureFieldReviewsPositionsOnly() {
    var field = TextField(secure: true)
    _ = type("ab cd", into: &field)
    #expect(field.move(.previous) == [.reviewedCharacter(nil, position: 5, count: 5)])
    #expect(field.move(.previousWord) == [.reviewedCharacter(nil, position: 4, count: 5)])
    #expect(field.move(.previousWord) == [.reviewedCharacter(nil, position: 1, count: 5)])
    #expect(field.move(.nextWord) == [.reviewedCharacter(nil, position: 4, count: 5)])
  }

  @Test func aFieldThatShowsWhatIsTypedTakesSymbolsButNoControlKey() {
    var field = TextField(secure: false)
    #expect(type("?:@ é😀", into: &field).count == 6)
    #expect(field.type("\u{07}") == [.rejected(.notPrintable)])
    #expect(field.type("\u{200B}") == [.rejected(.notPrintable)])
    #expect(field.type(bytes: [0xE9]) == [.rejected(.notPrintable)])
    #expect(field.filledCount == 6)
    #expect(field.takesSymbols)
    #expect(!field.takesAnyByte)
  }

  /// Issue 57, point 3: a secret is sent exactly as typed. A Tab, a bell, the joiners, the
  /// soft hyphen, a byte order mark, a C1 control and Latin-1 bytes all go in, one
  /// character each, and Backspace takes one off.
  @Test func aSecureFieldKeepsEveryCharacterAndByteTyped() {
    var field = TextField(secure: true)
    #expect(field.takesAnyByte)
    let characters: [Character] = ["a", "\t", "\u{07}", "\u{200C}", "\u{200D}", "\u{AD}", "\u{FEFF}", "\u{85}", "\u{200B}"]
    for (index, character) in characters.enumerated() {
      #expect(field.type(character) == [.insertedCharacter(nil, count: index + 1)])
    }
    #expect(field.type(bytes: [0xE9]) == [.insertedCharacter(nil, count: 10)])
    #expect(field.type(bytes: [0xFC, 0xDF]) == [.insertedCharacter(nil, count: 12)])
    #expect(field.deleteBackward() == [.deletedCharacter(nil, count: 11)])
    let expected = Array("a\t\u{07}\u{200C}\u{200D}\u{AD}\u{FEFF}\u{85}\u{200B}".utf8) + [0xE9, 0xFC]
    #expect(field.value?.withUnsafeBytes { Array($0) } == expected)
  }

  @Test func aPasteDropsItsFinalLineBreakAndRefusesOneInside() {
    var field = TextField(secure: true)
    #expect(field.paste("hunter2\n") == [.pastedText(nil, pasted: 7, count: 7)])
    #expect(field.paste("a\nb") == [.rejected(.pasteHasControlCharacter)])
    #expect(field.paste("\n\n") == [.rejected(.pasteHasNoText)])
    #expect(field.value == .text("hunter2"))
    #expect(field.paste("\t\u{1B}") == [.pastedText(nil, pasted: 2, count: 9)])
    var plain = TextField(secure: false)
    #expect(plain.paste("a\u{1B}b") == [.rejected(.pasteHasControlCharacter)])
    #expect(plain.paste("alice") == [.pastedText("alice", pasted: 5, count: 5)])
  }

  /// A paste of bytes that are not all UTF-8: each UTF-8 character one, each other byte one.
  @Test func aSecureFieldTakesAPasteOfBytesAsTheyCame() {
    var field = TextField(secure: true)
    let bytes: [UInt8] = [0x6D, 0xFC, 0x6C, 0x6C, 0xC3, 0xA9, 0xE0, 0x80]
    #expect(field.paste(bytes: bytes + [0x0D, 0x0A]) == [.pastedText(nil, pasted: 7, count: 7)])
    #expect(field.paste(bytes: [0xFC, 0x0A, 0xFC]) == [.rejected(.pasteHasControlCharacter)])
    #expect(field.value?.withUnsafeBytes { Array($0) } == bytes)
    var plain = TextField(secure: false)
    #expect(plain.paste(bytes: [0xFC]) == [.rejected(.notPrintable)])
  }

  @Test func clearAndTheLimit() {
    var field = TextField(secure: true)
    #expect(field.clear() == [.nothingToDelete])
    #expect(field.deleteBackward() == [.nothingToDelete])
    _ = field.paste(String(repeating: "x", count: TextField.limit))
    #expect(field.type("y") == [.rejected(.textFull(limit: TextField.limit))])
    #expect(field.clear() == [.clearedText(count: TextField.limit)])
    #expect(field.value == .text(""))
  }

  @Test func anEmptyTextCanBeSubmittedButNotByInputEnding() {
    var field = TextField(secure: true)
    #expect(field.pressReturn() == [.textEntered(count: nil)])
    var plain = TextField(secure: false)
    #expect(type("bob", into: &plain).count == 3)
    #expect(plain.pressReturn() == [.textEntered(count: 3)])
    #expect(!field.submitsWhenInputEnds)
  }
}

/// A code of no known length: a PIN, or a one-time code whose prompt names no length.
@Suite struct OpenLengthCodeTests {
  @Test func itNeverCompletesByTypingAndEnterNeedsFourDigits() {
    var buffer = CodeBuffer(length: nil)
    let events = "123".flatMap { buffer.type($0) }
    #expect(
      events == [
        .inserted(Digit(value: 1)!, position: 1, filled: 1, length: nil),
        .inserted(Digit(value: 2)!, position: 2, filled: 2, length: nil),
        .inserted(Digit(value: 3)!, position: 3, filled: 3, length: nil),
      ])
    #expect(buffer.pressReturn() == [.incomplete(filled: 3, length: nil)])
    #expect(buffer.value == nil)
    _ = buffer.type("4")
    #expect(buffer.pressReturn() == [.completed("1234".compactMap { Digit($0) })])
    #expect(buffer.focusedElement == .codeField(digits: "1234".compactMap { Digit($0) }, length: nil))
  }

  @Test func itTakesAtMostTwelveDigits() {
    var buffer = CodeBuffer(length: nil)
    for _ in 0..<CodeLength.maximum { _ = buffer.type("7") }
    #expect(buffer.type("7") == [.rejected(.full(length: CodeLength.maximum))])
    #expect(buffer.paste("1") == [.rejected(.full(length: CodeLength.maximum))])
  }

  @Test func reviewMovesOverTypedDigitsOnly() {
    var buffer = CodeBuffer(length: .standard)
    #expect(buffer.move(.previous) == [.nothingToReview])
    _ = "985".map { buffer.type($0) }
    #expect(buffer.move(.previous) == [.reviewed(Digit(value: 5)!, position: 3, length: 6)])
    #expect(buffer.move(.first) == [.reviewed(Digit(value: 9)!, position: 1, length: 6)])
    #expect(buffer.move(.nextField) == [.noOtherField])
  }
}

/// Wiping an entry reaches every copy that shares its storage.
@Suite struct EntryValueTests {
  @Test func wipingOverwritesTheSharedStorage() {
    let digits = "985391".compactMap { Digit($0) }
    let value = EntryValue.code(digits)
    value.wipe()
    #expect(digits.allSatisfy { $0.value == 0 })
    let text = EntryValue.text("hunter2")
    let copy = text
    #expect(text.withUnsafeBytes { Array($0) } == Array("hunter2".utf8))
    text.wipe()
    #expect(copy.withUnsafeBytes { $0.count } == 0)
  }
}

/// Issue 24, point 4: the buffer a typed secret lives in.
@Suite struct LockedBytesTests {
  /// (The process's `VmLck` is checked end to end, in a process of its own: here other
  /// suites lock and unlock their fields at the same time.)
  @Test func aTextFieldsCharactersAreInLockedMemoryAndWipedWhenRemoved() throws {
    var field = TextField(secure: true)
    #expect(field.isHeldInLockedMemory)
    _ = "Zq7#xW".map { field.type($0) }
    _ = field.deleteBackward()
    guard case .text(let value)? = field.value else {
      Issue.record("a text field's value is a text")
      return
    }
    #expect(value == "Zq7#x")
    field.wipe()
    #expect(field.filledCount == 0)
    #expect(value == "Zq7#x", "the submitted value is a copy of its own")
  }

  @Test func aFullBufferRefusesMoreAndNothingIsAppended() {
    let buffer = LockedBytes(capacity: 4)
    #expect(buffer.append(Array("abc".utf8)))
    #expect(!buffer.append(Array("de".utf8)))
    #expect(buffer.withUnsafeBytes { Array($0) } == Array("abc".utf8))
    buffer.removeLast(1)
    #expect(buffer.withUnsafeBytes { Array($0) } == Array("ab".utf8))
    #expect(buffer.sameBytes(as: buffer.copy()))
  }
}
