/// Why the engine refused a key or a paste. Refusing never changes the buffer.
public enum Rejection: Error, Hashable, Sendable {
  /// A letter of any script was typed.
  case letter(Character)
  /// A space or another blank was typed.
  case space
  /// A control character (a Ctrl key with no meaning, NUL, …) arrived.
  case controlCharacter(UInt32)
  /// Punctuation, a symbol, an emoji or a combined character was typed.
  case symbol(Character)
  /// The code already has all its digits.
  case full(length: Int)
  /// A paste held no digit at all.
  case pasteHasNoDigits
  /// A paste held more digits than the fields left can take.
  case pasteTooLong(digits: Int, fit: Int)
  /// A paste held several separate numbers, so which is the code is unclear.
  case pasteHasSeveralNumbers(count: Int)
  /// A paste's number is glued to a letter ("1a"), so it is not a code.
  case pasteHasLetterInCode(Character)
  /// A control key in a text field, which takes only printable characters.
  case notPrintable
  /// A text field already holds its most characters.
  case textFull(limit: Int)
  /// A paste into a text field held nothing but line breaks.
  case pasteHasNoText
  /// A paste into a text field held a control character (other than a final line break).
  case pasteHasControlCharacter

  /// Classifies a character that is not a digit.
  public static func classify(_ character: Character) -> Rejection {
    if character.isLetter { return .letter(character) }
    let scalars = character.unicodeScalars
    if scalars.count == 1, let scalar = scalars.first {
      if scalar.properties.generalCategory == .control || scalar.properties.generalCategory == .format {
        return .controlCharacter(scalar.value)
      }
      if scalar.properties.isWhitespace { return .space }
    }
    return .symbol(character)
  }
}
