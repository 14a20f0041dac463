import CodeEntry
import Testing

@Suite struct DigitFieldsTests {
  func digit(_ value: UInt8) -> Digit { Digit(value: value)! }

  @Test func typingFillsTheFocusedFieldAndMovesOn() {
    var fields = DigitFields()
    #expect(fields.state(at: 0) == .focused)
    #expect(
      fields.type("9") == [
        .inserted(digit(9), position: 1, filled: 1, length: 6), .focusMoved(position: 2, length: 6),
      ])
    #expect(fields.state(at: 0) == .filled)
    #expect(fields.state(at: 1) == .focused)
    #expect(fields.state(at: 2) == .empty)
  }

  /// Seed 002: focus goes to the first empty field after the current one.
  @Test func focusSkipsFilledFieldsToTheNextEmptyOne() {
    var fields = DigitFields()
    _ = fields.moveFocus(to: 2)
    _ = fields.type("5")  // field 3 filled, focus on 4
    _ = fields.moveFocus(to: 1)
    #expect(
      fields.type("8") == [
        .inserted(digit(8), position: 2, filled: 2, length: 6), .focusMoved(position: 4, length: 6),
      ])
  }

  /// Seed 002: with no empty field after, focus goes to the next field, else stays.
  @Test func withNoEmptyFieldAfterFocusGoesToTheNextFieldOrStays() {
    var fields = DigitFields(length: CodeLength(4)!)
    _ = fields.moveFocus(to: 2)
    _ = fields.type("3")
    _ = fields.type("4")  // fields 3 and 4 filled; focus stays on 4
    #expect(fields.focus == 3)
    _ = fields.moveFocus(to: 1)
    #expect(
      fields.type("2") == [
        .inserted(digit(2), position: 2, filled: 3, length: 4), .focusMoved(position: 3, length: 4),
      ])
  }

  @Test func theReturnKeyIsNextWhileAnEmptyFieldFollows() {
    var fields = DigitFields(length: CodeLength(4)!)
    #expect(fields.returnKey == .next)
    #expect(fields.pressReturn() == [.focusMoved(position: 2, length: 4)])
    _ = fields.moveFocus(to: 3)
    #expect(fields.returnKey == .done)
    #expect(fields.pressReturn() == [.incomplete(filled: 0, length: 4, empty: [1, 2, 3, 4])])
  }

  /// Done on fields that are not all filled names the empty ones: a listener cannot see them.
  @Test func doneNamesTheEmptyFields() {
    var fields = DigitFields(length: .standard)
    _ = fields.moveFocus(to: 1)
    _ = fields.paste("5391")
    _ = fields.moveFocus(to: 5)
    #expect(fields.pressReturn() == [.incomplete(filled: 4, length: 6, empty: [1, 6])])
  }

  @Test func doneOnACompleteCodeCompletes() {
    var fields = DigitFields(length: CodeLength(4)!)
    let events = fields.paste("1234")
    #expect(events.last == .completed("1234".compactMap { Digit($0) }))
    #expect(fields.returnKey == .done)
    #expect(fields.pressReturn() == [.completed("1234".compactMap { Digit($0) })])
  }

  @Test func deleteClearsTheFocusedFieldOrThePreviousOne() {
    var fields = DigitFields()
    _ = fields.type("9")
    _ = fields.type("8")  // focus on field 3, empty
    #expect(
      fields.deleteBackward() == [
        .focusMoved(position: 2, length: 6), .deleted(digit(8), position: 2, filled: 1, length: 6),
      ])
    #expect(
      fields.deleteBackward() == [
        .focusMoved(position: 1, length: 6), .deleted(digit(9), position: 1, filled: 0, length: 6),
      ])
    #expect(fields.deleteBackward() == [.nothingToDelete])
  }

  @Test func rejectionsChangeNothing() {
    var fields = DigitFields()
    #expect(fields.type("a") == [.rejected(.letter("a"))])
    #expect(fields.paste("9853912") == [.rejected(.pasteTooLong(digits: 7, fit: 6))])
    #expect(fields.filledCount == 0)
    #expect(fields.focus == 0)
  }

  @Test func aCompleteSetOfFieldsRejectsAnotherDigit() {
    var fields = DigitFields(length: CodeLength(4)!)
    _ = fields.paste("1234")
    #expect(fields.type("5") == [.rejected(.full(length: 4))])
  }

  @Test func clearEmptiesEveryFieldAndFocusesTheFirst() {
    var fields = DigitFields()
    _ = fields.paste("985")
    #expect(fields.clear() == [.cleared(count: 3), .focusMoved(position: 1, length: 6)])
    #expect(fields.filledCount == 0)
  }

  @Test func elementsReportEachField() {
    var fields = DigitFields(length: CodeLength(4)!)
    _ = fields.type("7")
    #expect(
      fields.elements == [
        .digitField(position: 1, digit: digit(7), length: 4, focused: false),
        .digitField(position: 2, digit: nil, length: 4, focused: true),
        .digitField(position: 3, digit: nil, length: 4, focused: false),
        .digitField(position: 4, digit: nil, length: 4, focused: false),
      ])
  }
}
