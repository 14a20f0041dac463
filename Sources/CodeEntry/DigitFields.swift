/// The state of one field in the per-digit design (seed 004's `FieldState`).
public enum FieldState: Hashable, Sendable {
  /// Nothing typed in it.
  case empty
  /// It holds a digit.
  case filled
  /// It has focus: typing goes here.
  case focused
}

/// What the return key would do in the per-digit design (seed 002's rule).
public enum ReturnKey: Hashable, Sendable {
  /// Moves focus to the next empty field after this one.
  case next
  /// Finishes: there is no empty field after this one.
  case done
}

/// The per-digit design: one text field per digit, with a focused field.
///
/// Typing fills the focused field, then focus moves by seed 002's rule: to the first empty
/// field after the current one, else to the next field, else it stays. Delete clears the
/// focused field, or, if it is empty, moves back one field and clears that.
public struct DigitFields: EntryField {
  /// How many fields there are.
  public let length: CodeLength
  /// Each field's digit, `nil` when empty.
  public private(set) var values: [Digit?]
  /// The focused field, 0-based.
  public private(set) var focus: Int = 0

  /// Creates `length` empty fields with focus on the first.
  public init(length: CodeLength = .standard) {
    self.length = length
    values = Array(repeating: nil, count: length.count)
  }

  /// Whether every field holds a digit.
  public var isComplete: Bool { !values.contains(nil) }

  /// How many fields hold a digit.
  public var filledCount: Int { values.count { $0 != nil } }

  /// The digits of a complete code, in field order.
  public var code: [Digit] { values.compactMap { $0 } }

  /// A field's state; the focused field reports `.focused` whatever it holds.
  public func state(at index: Int) -> FieldState {
    if index == focus { return .focused }
    return values[index] == nil ? .empty : .filled
  }

  /// The elements a screen reader swipes through, one per field.
  public var elements: [FieldElement] { values.indices.map(element(at:)) }

  /// The focused field, as a screen reader lands on it.
  public var focusedElement: FieldElement { element(at: focus) }

  private func element(at index: Int) -> FieldElement {
    .digitField(position: index + 1, digit: values[index], length: length.count, focused: index == focus)
  }

  /// What the return key does from the focused field.
  public var returnKey: ReturnKey { firstEmpty(after: focus) == nil ? .done : .next }

  /// Types one character into the focused field.
  public mutating func type(_ character: Character) -> [CodeEvent] {
    guard let digit = Digit(character) else { return [.rejected(.classify(character))] }
    guard !isComplete || values[focus] == nil else { return [.rejected(.full(length: length.count))] }
    let position = focus
    values[position] = digit
    var events: [CodeEvent] = [
      .inserted(digit, position: position + 1, filled: filledCount, length: length.count)
    ]
    if isComplete {
      events.append(.completed(code))
    } else {
      events += moveFocus(to: nextFocus(after: position))
    }
    return events
  }

  /// Pastes a number into the focused field and the ones after it; all of it or none.
  public mutating func paste(_ text: String) -> [CodeEvent] {
    let pasted: [Digit]
    switch PasteReader.digits(in: text) {
    case .failure(let rejection): return [.rejected(rejection)]
    case .success(let found): pasted = found
    }
    let fit = length.count - focus
    guard pasted.count <= fit else {
      return [.rejected(.pasteTooLong(digits: pasted.count, fit: fit))]
    }
    let start = focus
    for (offset, digit) in pasted.enumerated() { values[start + offset] = digit }
    var events: [CodeEvent] = [
      .pasted(pasted, position: start + 1, filled: filledCount, length: length.count)
    ]
    if isComplete {
      events.append(.completed(code))
    } else {
      events += moveFocus(to: nextFocus(after: start + pasted.count - 1))
    }
    return events
  }

  /// Delete: clears the focused field, or moves back one and clears that one.
  public mutating func deleteBackward() -> [CodeEvent] {
    var events: [CodeEvent] = []
    if values[focus] == nil {
      guard focus > 0 else { return [.nothingToDelete] }
      events += moveFocus(to: focus - 1)
      guard values[focus] != nil else { return events + [.nothingToDelete] }
    }
    let digit = values[focus]!
    values[focus] = nil
    events.append(.deleted(digit, position: focus + 1, filled: filledCount, length: length.count))
    return events
  }

  /// Empties every field and focuses the first.
  public mutating func clear() -> [CodeEvent] {
    let count = filledCount
    guard count > 0 else { return [.nothingToDelete] }
    wipe()
    return [.cleared(count: count)] + moveFocus(to: 0)
  }

  /// Moves focus to field `index` (0-based), clamped to the fields that exist.
  public mutating func moveFocus(to index: Int) -> [CodeEvent] {
    let target = min(max(index, 0), values.count - 1)
    guard target != focus else { return [] }
    focus = target
    return [.focusMoved(position: target + 1, length: length.count)]
  }

  /// The return key: "Next" moves to the next empty field; "Done" submits, or says which
  /// fields are still empty.
  public mutating func pressReturn() -> [CodeEvent] {
    if let next = firstEmpty(after: focus) { return moveFocus(to: next) }
    if isComplete { return [.completed(code)] }
    let empty = values.indices.filter { values[$0] == nil }.map { $0 + 1 }
    return [.incomplete(filled: filledCount, length: length.count, empty: empty)]
  }

  public var capacity: Int? { length.count }
  public var value: EntryValue? { isComplete ? .code(code) : nil }
  public var takesSymbols: Bool { false }
  public var submitsWhenInputEnds: Bool { true }

  /// Moves focus; at an edge focus stays, and the field is said again.
  public mutating func move(_ movement: Movement) -> [CodeEvent] {
    let target: Int
    switch movement {
    case .previous, .previousField, .previousWord: target = focus - 1
    case .next, .nextField, .nextWord: target = focus + 1
    case .first: target = 0
    case .last: target = length.count - 1
    case .to(let index): target = index
    }
    _ = moveFocus(to: target)
    return [.focusMoved(position: focus + 1, length: length.count)]
  }

  /// Overwrites every digit, then empties the fields.
  public mutating func wipe() {
    for index in values.indices { values[index] = nil }
  }

  private func firstEmpty(after index: Int) -> Int? {
    values.indices.first { $0 > index && values[$0] == nil }
  }

  private func nextFocus(after index: Int) -> Int {
    firstEmpty(after: index) ?? min(index + 1, values.count - 1)
  }
}
