import CodeEntry

/// Something that happens to a prompt as a whole, beyond the code field's own events.
public enum SessionEvent: Hashable, Sendable {
  /// Esc or Ctrl-C.
  case cancelled
  /// The time ran out.
  case timedOut
  /// The time runs out in `seconds`.
  case timeoutWarning(seconds: Int)
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

  /// A short, stable name for transcripts.
  public var name: String {
    switch self {
    case .cancelled: "cancelled"
    case .timedOut: "timed-out"
    case .timeoutWarning: "timeout-warning"
    case .inputEnded: "input-ended"
    case .review: "review"
    case .nothingTyped: "review"
    case .fields: "review"
    case .unusedKey, .unreadableInput: "rejected"
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
