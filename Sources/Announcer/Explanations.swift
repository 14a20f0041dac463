import CodeEntry
import Wording

extension CodeParseError: ExplainedError {
  /// What is wrong with a code, in the user's language.
  public var message: Message {
    switch self {
    case .empty: Message(.codeEmpty)
    case .notADigit(let character, let position): Message(.codeHasNonDigit, .message(Self.named(character)), "\(position)")
    case .tooShort(let digits): digits == 1 ? Message(.codeTooShortOne) : Message(.codeTooShort, "\(digits)")
    case .tooLong(let digits): Message(.codeTooLong, "\(digits)")
    }
  }

  private static func named(_ character: Character) -> Message {
    let codePoints = character.unicodeScalars.map { "U+" + String($0.value, radix: 16, uppercase: true) }.joined(separator: " ")
    switch Rejection.classify(character) {
    case .letter: return Message(.characterLetter, "\(character)")
    case .space: return Message(.characterSpace)
    case .controlCharacter: return Message(.characterControl, "\(codePoints)")
    default: return Message(.characterOther, "\(character)", "\(codePoints)")
    }
  }
}
