/// One decimal digit, 0 through 9, as the engine stores it.
///
/// Any Unicode decimal digit (Arabic-Indic "٩", full-width "９", Devanagari "९", …) becomes
/// the same `Digit` as its ASCII twin, so the buffer only ever holds ASCII digits.
public struct Digit: Hashable, Sendable, Comparable, CustomStringConvertible, BitwiseCopyable {
  /// The digit's value, 0 through 9.
  public let value: UInt8

  /// Creates a digit from its value; `nil` when the value is above 9.
  public init?(value: UInt8) {
    guard value <= 9 else { return nil }
    self.value = value
  }

  /// Creates a digit from a character that is exactly one Unicode decimal digit.
  ///
  /// A digit with a combining mark ("1\u{20E3}", a keycap) is not a digit: a user who
  /// pastes an emoji keycap gets told, rather than having the mark dropped silently.
  public init?(_ character: Character) {
    let scalars = character.unicodeScalars
    guard scalars.count == 1, let scalar = scalars.first,
      scalar.properties.numericType == .decimal,
      let value = character.wholeNumberValue, (0...9).contains(value)
    else { return nil }
    self.value = UInt8(value)
  }

  /// The ASCII character of this digit ("0"…"9").
  public var character: Character { Character(Unicode.Scalar(48 + value)) }

  /// The ASCII character of this digit, as a string.
  public var description: String { String(character) }

  public static func < (lhs: Digit, rhs: Digit) -> Bool { lhs.value < rhs.value }
}

extension Array where Element == Digit {
  /// The digits as an ASCII string, "985391".
  public var asciiString: String { String(map { $0.character }) }
}
