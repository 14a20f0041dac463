import CodeEntry
import Testing

/// `AnyEntryField` is each field it holds, edit for edit: the same seeded run of every
/// edit, on the field and on the field held, gives the same events, elements, counts and
/// value at every step, for the three fields.
@Suite struct AnyEntryFieldTests {
  /// Runs `edits` seeded edits on `field` and on `held`, comparing them after each.
  func compare<Field: EntryField>(_ field: Field, held: AnyEntryField, seed: UInt64) {
    var field = field
    var held = held
    var seed = seed
    func next(_ bound: Int) -> Int {
      seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((seed >> 33) % UInt64(bound))
    }
    let characters: [Character] = ["1", "2", "9", "0", "a", "Z", " ", "é", "?"]
    let movements: [Movement] = [.previous, .next, .first, .last, .nextField, .previousField, .previousWord, .nextWord, .to(2)]
    for step in 0..<2_000 {
      let events: ([CodeEvent], [CodeEvent])
      switch next(9) {
      case 0, 1, 2:
        let character = characters[next(characters.count)]
        events = (field.type(character), held.type(character))
      case 3:
        let text = String((0..<next(8)).map { _ in characters[next(4)] })
        events = (field.paste(text), held.paste(text))
      case 4:
        let bytes = [UInt8(next(256)), 0xFF]
        events =
          next(2) == 0
          ? (field.type(bytes: bytes), held.type(bytes: bytes)) : (field.paste(bytes: bytes), held.paste(bytes: bytes))
      case 5: events = (field.deleteBackward(), held.deleteBackward())
      case 6: events = next(4) == 0 ? (field.clear(), held.clear()) : (field.pressReturn(), held.pressReturn())
      case 7:
        let movement = movements[next(movements.count)]
        events = (field.move(movement), held.move(movement))
      default:
        field.wipe()
        held.wipe()
        events = ([], [])
      }
      #expect(events.0 == events.1, "step \(step)")
      #expect(field.elements == held.elements, "step \(step)")
      #expect(field.focusedElement == held.focusedElement, "step \(step)")
      #expect(field.filledCount == held.filledCount && field.capacity == held.capacity, "step \(step)")
      #expect(field.value == held.value, "step \(step)")
      if events.0 != events.1 || field.elements != held.elements { return }
    }
    #expect(field.takesSymbols == held.takesSymbols)
    #expect(field.takesAnyByte == held.takesAnyByte)
    #expect(field.submitsWhenInputEnds == held.submitsWhenInputEnds)
  }

  @Test func theCodeFieldHeldIsTheCodeField() {
    compare(CodeBuffer(length: .standard), held: .code(CodeBuffer(length: .standard)), seed: 1)
    compare(CodeBuffer(length: nil), held: .code(CodeBuffer(length: nil)), seed: 2)
  }

  @Test func theDigitFieldsHeldAreTheDigitFields() {
    compare(DigitFields(length: .standard), held: .digits(DigitFields(length: .standard)), seed: 3)
  }

  @Test func theTextFieldHeldIsTheTextField() {
    compare(TextField(secure: true), held: .text(TextField(secure: true)), seed: 4)
    compare(TextField(secure: false), held: .text(TextField(secure: false)), seed: 5)
  }
}
