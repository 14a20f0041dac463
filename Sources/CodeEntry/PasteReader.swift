/// Finds the code in pasted text: a bracketed paste, or an SMS copied whole.
///
/// Spaces, dashes and dots between digits are dropped ("985 391", "985-391", "985.391").
/// What remains must hold exactly one number, not glued to a letter ("G-985391 is your
/// code" is fine; "1a" and "call 555 0100 or 0199" are not). Nothing is ever truncated:
/// a number too long for the field is refused whole by the field, not cut.
public enum PasteReader {
  /// The digits of the one number in `text`, or why there is not exactly one.
  public static func digits(in text: String) -> Result<[Digit], Rejection> {
    let characters = Array(text)
    var numbers: [[Digit]] = []
    var index = 0
    while index < characters.count {
      guard let first = Digit(characters[index]) else {
        index += 1
        continue
      }
      let start = index
      var number = [first]
      index += 1
      while index < characters.count {
        if let digit = Digit(characters[index]) {
          number.append(digit)
          index += 1
          continue
        }
        // A run of separators counts as part of the number only when a digit follows it.
        var after = index
        while after < characters.count, isSeparator(characters[after]) { after += 1 }
        guard after > index, after < characters.count, Digit(characters[after]) != nil else { break }
        index = after
      }
      for neighbour in [start - 1, index] where characters.indices.contains(neighbour) {
        if characters[neighbour].isLetter { return .failure(.pasteHasLetterInCode(characters[neighbour])) }
      }
      numbers.append(number)
    }
    switch numbers.count {
    case 0: return .failure(.pasteHasNoDigits)
    case 1: return .success(numbers[0])
    default: return .failure(.pasteHasSeveralNumbers(count: numbers.count))
    }
  }

  /// Characters people and services put between the groups of a code.
  static func isSeparator(_ character: Character) -> Bool {
    switch character {
    case "-", "\u{2010}", "\u{2011}", "\u{2012}", "\u{2013}", ".", "\u{00B7}": true
    default: character.isWhitespace && !character.isNewline
    }
  }
}
