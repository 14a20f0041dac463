/// Why a whole code given on the command line or in a file is not a code.
public enum CodeParseError: Error, Hashable, Sendable, CustomStringConvertible {
  /// Nothing was given.
  case empty
  /// `character` at `position` (1-based, in characters) is not a digit.
  case notADigit(Character, position: Int)
  /// Fewer digits than the shortest code.
  case tooShort(digits: Int)
  /// More digits than the longest code.
  case tooLong(digits: Int)

  public var description: String {
    switch self {
    case .empty:
      "the code is empty; give 4 to 12 digits"
    case .notADigit(let character, let position):
      "the code has \(CodeParseError.name(of: character)) at position \(position); a code has only digits"
    case .tooShort(let digits):
      "the code has \(digits) digit\(digits == 1 ? "" : "s"); a code has at least \(CodeLength.minimum)"
    case .tooLong(let digits):
      "the code has \(digits) digits; a code has at most \(CodeLength.maximum)"
    }
  }

  private static func name(of character: Character) -> String {
    let codePoints = character.unicodeScalars.map { "U+" + String($0.value, radix: 16, uppercase: true) }
    switch Rejection.classify(character) {
    case .letter: return "the letter “\(character)”"
    case .space: return "a space"
    case .controlCharacter: return "a control character (\(codePoints.joined(separator: " ")))"
    default: return "the character “\(character)” (\(codePoints.joined(separator: " ")))"
    }
  }
}

/// Reads a whole code: digits of any script, with spaces, dashes or dots allowed between them.
public enum CodeParser {
  /// The digits of `text`, or the first thing wrong with it.
  public static func parse(_ text: String) -> Result<[Digit], CodeParseError> {
    let characters = Array(text)
    var digits: [Digit] = []
    for (offset, character) in characters.enumerated() {
      if let digit = Digit(character) {
        digits.append(digit)
        continue
      }
      let betweenDigits =
        offset > 0 && PasteReader.isSeparator(character)
        && characters[(offset + 1)...].first(where: { !PasteReader.isSeparator($0) }).flatMap { Digit($0) } != nil
        && !digits.isEmpty
      guard betweenDigits else { return .failure(.notADigit(character, position: offset + 1)) }
    }
    if digits.isEmpty { return .failure(.empty) }
    if digits.count < CodeLength.minimum { return .failure(.tooShort(digits: digits.count)) }
    if digits.count > CodeLength.maximum { return .failure(.tooLong(digits: digits.count)) }
    return .success(digits)
  }
}
