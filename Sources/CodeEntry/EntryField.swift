import CSystem

/// What a finished entry holds: the digits of a code, or the characters of a text.
public enum EntryValue: Hashable, Sendable {
  /// A code's digits.
  case code([Digit])
  /// A text field's characters (a password, a passphrase, a user name), in locked memory.
  case text(SecretText)

  /// Calls `body` with the value as UTF-8 bytes, the way it is printed: a text's straight
  /// from its locked buffer, a code's from a copy that is wiped after.
  public func withUnsafeBytes<R, E: Error>(_ body: (UnsafeRawBufferPointer) throws(E) -> R) throws(E) -> R {
    switch self {
    case .text(let text): return try text.withUnsafeBytes(body)
    case .code(let digits):
      var bytes = digits.map { 0x30 + $0.value }
      defer { bytes.withUnsafeMutableBytes { explicitWipe($0) } }
      // Array's own withUnsafeBytes rethrows untyped: the error is carried out in a Result.
      return try bytes.withUnsafeBytes { buffer in Result { () throws(E) -> R in try body(buffer) } }.get()
    }
  }

  /// Overwrites the digits or characters in the storage this value shares with its
  /// copies (an outcome, the line printed from it), so the entry does not linger in freed
  /// memory. Nothing reads the value after this.
  public func wipe() {
    switch self {
    case .code(let digits):
      digits.withUnsafeBufferPointer { buffer in
        guard let base = buffer.baseAddress else { return }
        let storage = UnsafeMutablePointer(mutating: base)
        for index in 0..<buffer.count { storage[index] = Digit(value: 0)! }
      }
    case .text(let text):
      text.wipe()
    }
  }
}

/// Overwrites `bytes` in a way the compiler does not leave out.
func explicitWipe(_ bytes: UnsafeMutableRawBufferPointer) {
  guard let base = bytes.baseAddress else { return }
  explicit_bzero(base, bytes.count)
}

/// A move of the review cursor or of focus, by a key (Left, Right, Home, End, Tab).
public enum Movement: Hashable, Sendable {
  /// One back (Left).
  case previous
  /// One on (Right).
  case next
  /// To the first (Home).
  case first
  /// To the last (End).
  case last
  /// To the next field (Tab).
  case nextField
  /// To the previous field (Shift-Tab).
  case previousField
  /// To the start of the previous word (Ctrl-Left); in a code, one back.
  case previousWord
  /// To the start of the next word (Ctrl-Right); in a code, one on.
  case nextWord
  /// To a position, from 0 (a routing key on the braille display); past the end, to the
  /// last.
  case to(Int)
}

/// The protocol every field the prompt can edit speaks: the single code field
/// (`CodeBuffer`), the per-digit fields (`DigitFields`) and the text field (`TextField`).
///
/// Every mutation returns the events it caused, in order; the announcer speaks them. A
/// field never speaks, prints or records anything itself.
public protocol EntryField: Sendable {
  /// What a screen reader lands on when the field takes focus.
  var focusedElement: FieldElement { get }
  /// Every element of the field, in reading order.
  var elements: [FieldElement] { get }
  /// How many digits or characters are in.
  var filledCount: Int { get }
  /// How many the field takes, when that is known (a code's length); `nil` otherwise.
  var capacity: Int? { get }
  /// The value the field would submit now, or `nil` while it cannot be submitted.
  var value: EntryValue? { get }
  /// Whether symbols are text here (a password), rather than keys (`?` for help).
  var takesSymbols: Bool { get }
  /// Whether the field submits its value when input ends (a complete code does; a text,
  /// which may be half typed, does not).
  var submitsWhenInputEnds: Bool { get }
  /// Whether every byte typed that is not an editing key is part of the entry, as typed (a
  /// secure text field: a Tab, a control character, a byte that is not UTF-8), because a
  /// secret that lost one would be the wrong one.
  var takesAnyByte: Bool { get }

  /// Types one character.
  mutating func type(_ character: Character) -> [CodeEvent]
  /// Pastes text; all of it goes in, or none.
  mutating func paste(_ text: String) -> [CodeEvent]
  /// Types bytes that are not a character (a field that `takesAnyByte`).
  mutating func type(bytes: [UInt8]) -> [CodeEvent]
  /// Pastes bytes that are not all UTF-8 (a field that `takesAnyByte`); all or none.
  mutating func paste(bytes: [UInt8]) -> [CodeEvent]
  /// Backspace.
  mutating func deleteBackward() -> [CodeEvent]
  /// Ctrl-U: empties the field.
  mutating func clear() -> [CodeEvent]
  /// Enter: submits (`.completed`, `.textEntered`), moves on, or says what is missing.
  mutating func pressReturn() -> [CodeEvent]
  /// Moves review or focus.
  mutating func move(_ movement: Movement) -> [CodeEvent]
  /// Overwrites what was typed, then empties the field.
  mutating func wipe()
}

extension EntryField {
  /// A code takes digits only.
  public var takesAnyByte: Bool { false }
  /// A field that does not take any byte refuses bytes that are not a character.
  public mutating func type(bytes: [UInt8]) -> [CodeEvent] { [.rejected(.notPrintable)] }
  /// A field that does not take any byte refuses a paste that is not UTF-8.
  public mutating func paste(bytes: [UInt8]) -> [CodeEvent] { [.rejected(.notPrintable)] }
}
