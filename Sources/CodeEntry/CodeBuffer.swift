/// The digits typed into one code field, in order, never more than the code's length.
///
/// This is the single-field design of the seed article: one field that takes the whole
/// code, where a digit goes in at the end and Delete takes the last one off (seed 004's
/// `insertText` / `deleteBackward`). Every mutation returns the events it caused.
///
/// A code of no known length (a PIN) takes 4 to 12 digits and is submitted with Enter.
/// A review cursor moves over what was typed without changing it; typing resets it.
public struct CodeBuffer: EntryField {
  /// How many digits the code has; `nil` when that is not known.
  public let length: CodeLength?
  /// The digits typed so far.
  public private(set) var digits: [Digit] = []
  /// The review cursor, 0-based; `nil` until the user reviews.
  private var review: Int?

  /// Creates an empty buffer for a code of `length` digits, or of no known length.
  public init(length: CodeLength? = .standard) {
    self.length = length
    digits.reserveCapacity(maximum)
  }

  /// The most digits the field takes.
  private var maximum: Int { length?.count ?? CodeLength.maximum }

  /// Whether every digit of a code of known length is in.
  public var isComplete: Bool { length.map { digits.count == $0.count } ?? false }

  /// The element a screen reader lands on for this field.
  public var element: FieldElement { .codeField(digits: digits, length: length?.count) }

  public var focusedElement: FieldElement { element }
  public var elements: [FieldElement] { [element] }
  public var filledCount: Int { digits.count }
  public var capacity: Int? { length?.count }
  public var takesSymbols: Bool { false }
  public var submitsWhenInputEnds: Bool { true }

  /// The code: complete, or for a code of no known length, at least 4 digits.
  public var value: EntryValue? {
    if length == nil { return digits.count >= CodeLength.minimum ? .code(digits) : nil }
    return isComplete ? .code(digits) : nil
  }

  /// Types one character: a digit goes in at the end, also while reviewing (the event then
  /// says so); anything else is refused.
  public mutating func type(_ character: Character) -> [CodeEvent] {
    guard let digit = Digit(character) else { return [.rejected(.classify(character))] }
    guard digits.count < maximum else { return [.rejected(.full(length: maximum))] }
    // Review on a digit before the last: the user may think the digit goes there.
    let afterReview = review.map { $0 < digits.count - 1 } ?? false
    review = nil
    digits.append(digit)
    var events: [CodeEvent] = [
      .inserted(digit, position: digits.count, filled: digits.count, length: length?.count, afterReview: afterReview)
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
    let fit = maximum - digits.count
    guard pasted.count <= fit else {
      return [.rejected(fit == 0 ? .full(length: maximum) : .pasteTooLong(digits: pasted.count, fit: fit))]
    }
    review = nil
    let position = digits.count + 1
    digits.append(contentsOf: pasted)
    var events: [CodeEvent] = [
      .pasted(pasted, position: position, filled: digits.count, length: maximum)
    ]
    if isComplete { events.append(.completed(digits)) }
    return events
  }

  /// Deletes the last digit.
  public mutating func deleteBackward() -> [CodeEvent] {
    guard let digit = digits.popLast() else { return [.nothingToDelete] }
    review = nil
    return [.deleted(digit, position: digits.count + 1, filled: digits.count, length: maximum)]
  }

  /// Deletes every digit.
  public mutating func clear() -> [CodeEvent] {
    guard !digits.isEmpty else { return [.nothingToDelete] }
    let count = digits.count
    wipe()
    return [.cleared(count: count)]
  }

  /// Asks to submit: the code when it can be submitted, else how far along it is.
  public mutating func pressReturn() -> [CodeEvent] {
    if case .code(let code)? = value { return [.completed(code)] }
    return [.incomplete(filled: digits.count, length: length?.count)]
  }

  /// Moves the review cursor: Left and Right one digit (the first Left lands on the last
  /// digit, the first Right too), Home and End to either end. Tab has no other field.
  public mutating func move(_ movement: Movement) -> [CodeEvent] {
    guard !digits.isEmpty else { return [.nothingToReview] }
    let last = digits.count - 1
    let position: Int
    switch movement {
    case .previous, .previousWord: position = max(0, (review ?? digits.count) - 1)
    case .next, .nextWord: position = min(last, (review ?? last) + (review == nil ? 0 : 1))
    case .first: position = 0
    case .last: position = last
    case .to(let index): position = min(max(0, index), last)
    case .nextField, .previousField: return [.noOtherField]
    }
    review = position
    return [.reviewed(digits[position], position: position + 1, length: length?.count ?? digits.count)]
  }

  /// Overwrites the digits in place, then empties the buffer, so the code does not linger.
  public mutating func wipe() {
    for index in digits.indices { digits[index] = Digit(value: 0)! }
    digits.removeAll(keepingCapacity: true)
    review = nil
  }
}
