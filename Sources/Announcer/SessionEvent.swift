import CodeEntry

/// Something that happens to a prompt as a whole, beyond the code field's own events.
public enum SessionEvent: Hashable, Sendable {
  /// Esc or Ctrl-C.
  case cancelled
  /// The time ran out.
  case timedOut
  /// The time runs out in `seconds`.
  case timeoutWarning(seconds: Int)
  /// The prompt has `seconds` to answer (said as it opens).
  case timeLimit(seconds: Int)
  /// Input ended with `filled` of `length` digits typed.
  case inputEnded(filled: Int, length: Int)
  /// Review of one typed digit, at `position` (1-based) of `length`.
  case review(position: Int, length: Int, digit: Digit)
  /// Review with nothing typed.
  case nothingTyped
  /// Every per-digit field in order, `nil` for an empty one.
  case fields([Digit?])
  /// A key otc has no use for.
  case unusedKey
  /// Bytes that are not text.
  case unreadableInput
  /// The keys that work in the prompt, after the name of the key that asked (`?`), if any.
  case help(key: Character?)
  /// The typed digits one by one with their positions (F3 or Ctrl-S), of `length`.
  case spelledOut([Digit], length: Int)

  /// A short, stable name for transcripts.
  public var name: String {
    switch self {
    case .cancelled: "cancelled"
    case .timedOut: "timed-out"
    case .timeoutWarning: "timeout-warning"
    case .timeLimit: "time-limit"
    case .inputEnded: "input-ended"
    case .review: "review"
    case .nothingTyped: "review"
    case .fields: "review"
    case .unusedKey, .unreadableInput: "rejected"
    case .help: "help"
    case .spelledOut: "review"
    }
  }
}

extension Announcer {
  /// What the user hears when `event` happens to the prompt.
  public func utterance(for event: SessionEvent) -> Utterance {
    let table = verbosity.language.table
    let parts: [String]
    switch event {
    case .cancelled:
      parts = [table.format(.cancelled)]
    case .timedOut:
      parts = [table.format(.timedOut)]
    case .timeoutWarning(let seconds):
      parts = [table.format(one: .timeoutWarningOne, other: .timeoutWarningOther, count: seconds, ["seconds": "\(seconds)"])]
    case .timeLimit(let seconds):
      parts = [table.format(one: .timeLimitOne, other: .timeLimitOther, count: seconds, ["seconds": "\(seconds)"])]
    case .inputEnded(let filled, let length):
      parts = [table.format(one: .inputEndedOne, other: .inputEndedOther, count: filled, ["filled": "\(filled)", "length": "\(length)"])]
    case .review(let position, let length, let digit):
      parts = [positioned(.focusPosition, position, length), verbosity.secure ? table.format(.filled) : word(digit)]
    case .nothingTyped:
      parts = [table.format(.nothingTyped)]
    case .unusedKey:
      parts = [table.format(.unusedKey)]
    case .unreadableInput:
      parts = [table.format(.unreadableInput)]
    case .help(let key):
      // The key pressed is echoed first, as a screen reader echoes a typed key.
      parts = (key.map { [name(of: $0)] } ?? []) + [table.format(.keysHelp)]
    case .spelledOut(let digits, let length):
      if digits.isEmpty {
        parts = [table.format(.nothingTyped)]
      } else if verbosity.secure {
        parts = [table.format(.lengthWhenPartial, ["filled": "\(digits.count)", "length": "\(length)"])]
      } else {
        parts = digits.enumerated().map { index, digit in
          table.format(.spelledDigit, ["position": "\(index + 1)", "digit": word(digit)])
        }
      }
    case .fields(let values):
      parts = values.map { value in
        guard let value else { return table.format(.empty) }
        return verbosity.secure ? table.format(.filled) : word(value)
      }
    }
    return Utterance(event: event.name, parts: parts, language: verbosity.language)
  }

  /// A per-digit field landed on by focus: its position, then what VoiceOver says of it.
  public func focusUtterance(for element: FieldElement) -> Utterance {
    var utterance = utterance(for: element)
    if case .digitField(let position, _, let length, _) = element {
      utterance.parts.insert(positioned(.focusPosition, position, length), at: 0)
    }
    utterance.event = "focus"
    return utterance
  }
}
