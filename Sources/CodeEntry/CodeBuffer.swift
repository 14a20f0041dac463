/// The digits typed into one code field, in order, never more than the code's length.
///
/// This is the single-field design of the seed article: one field that takes the whole
/// code, where a digit goes in at the end and Delete takes the last one off (seed 004's
/// `insertText` / `deleteBackward`). Every mutation returns the events it caused.
public struct CodeBuffer: Sendable {
  /// How many digits the code has.
  public let length: CodeLength
  /// The digits typed so far.
  public private(set) var digits: [Digit] = []

  /// Creates an empty buffer for a code of `length` digits.
  public init(length: CodeLength = .standard) {
    self.length = length
    digits.reserveCapacity(length.count)
  }

  /// Whether every digit is in.
  public var isComplete: Bool { digits.count == length.count }

  /// The element a screen reader lands on for this field.
  public var element: FieldElement { .codeField(digits: digits, length: length.count) }

  /// Types one character: a digit goes in at the end; anything else is refused.
  public mutating func type(_ character: Character) -> [CodeEvent] {
    guard let digit = Digit(character) else { return [.rejected(.classify(character))] }
    guard !isComplete else { return [.rejected(.full(length: length.count))] }
    digits.append(digit)
    var events: [CodeEvent] = [
      .inserted(digit, position: digits.count, filled: digits.count, length: length.count)
    ]
    if isComplete { events.append(.completed(digits)) }
    return events
  }

  /// Pastes text by the rule of `PasteReader`; all of it goes in, or none.
  public mutating func paste(_ text: String) -> [CodeEvent] {
    let pasted: [Digit]
    switch PasteReader.digits(in: text) {
    case .failure(let rejection): return [.rejected(rejection)]
    case .success(let found): pasted = found
    }
    let fit = length.count - digits.count
    guard pasted.count <= fit else {
      return [.rejected(fit == 0 ? .full(length: length.count) : .pasteTooLong(digits: pasted.count, fit: fit))]
    }
    let position = digits.count + 1
    digits.append(contentsOf: pasted)
    var events: [CodeEvent] = [
      .pasted(pasted, position: position, filled: digits.count, length: length.count)
    ]
    if isComplete { events.append(.completed(digits)) }
    return events
  }

  /// Deletes the last digit.
  public mutating func deleteLast() -> [CodeEvent] {
    guard let digit = digits.popLast() else { return [.nothingToDelete] }
    return [.deleted(digit, position: digits.count + 1, filled: digits.count, length: length.count)]
  }

  /// Deletes every digit.
  public mutating func clear() -> [CodeEvent] {
    guard !digits.isEmpty else { return [.nothingToDelete] }
    let count = digits.count
    wipe()
    return [.cleared(count: count)]
  }

  /// Asks to submit: the code when complete, else how far along it is.
  public func submit() -> [CodeEvent] {
    isComplete ? [.completed(digits)] : [.incomplete(filled: digits.count, length: length.count)]
  }

  /// Overwrites the digits in place, then empties the buffer, so the code does not linger.
  public mutating func wipe() {
    for index in digits.indices { digits[index] = Digit(value: 0)! }
    digits.removeAll(keepingCapacity: true)
  }
}
