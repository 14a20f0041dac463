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
  /// Input ended with `filled` of `length` digits typed (`length` is `nil` for a code of
  /// no known length).
  case inputEnded(filled: Int, length: Int?)
  /// Input ended in a text field before Enter: nothing is submitted.
  case inputEndedInText
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
  /// A paste longer than any field takes, refused.
  case pasteTooLong
  /// A paste that did not end in time, refused; keys are keys again.
  case pasteUnended
  /// The keys that work in the prompt, after the name of the key that asked (`?`), if any.
  /// `text` is set in a text field, whose keys differ (every character is typed).
  case help(key: Character?, text: Bool = false)
  /// The typed digits one by one with their positions (F3 or Ctrl-S), of `length`.
  case spelledOut([Digit], length: Int)
  /// The filled per-digit fields one by one, each with its own field's position (F3 or
  /// Ctrl-S); `nil` for an empty field, which is passed over.
  case spelledFields([Digit?])
  /// Ctrl-Z stopped otc (`resumed` false), or otc came back (`resumed` true).
  case suspended(resumed: Bool)

  /// A short, stable name for transcripts.
  public var name: String {
    switch self {
    case .cancelled: "cancelled"
    case .timedOut: "timed-out"
    case .timeoutWarning: "timeout-warning"
    case .timeLimit: "time-limit"
    case .inputEnded, .inputEndedInText: "input-ended"
    case .review: "review"
    case .nothingTyped: "review"
    case .fields: "review"
    case .unusedKey, .unreadableInput, .pasteTooLong, .pasteUnended: "rejected"
    case .help: "help"
    case .spelledOut, .spelledFields: "review"
    case .suspended(let resumed): resumed ? "resumed" : "suspended"
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
    case .inputEnded(let filled, nil):
      parts = [table.format(one: .inputEndedOpenOne, other: .inputEndedOpenOther, count: filled, ["filled": "\(filled)"])]
    case .inputEndedInText:
      parts = [table.format(.inputEndedText)]
    case .inputEnded(let filled, let length?):
      parts = [
        table.format(one: .inputEndedOne, other: .inputEndedOther, count: filled, ["filled": "\(filled)", "length": "\(length)"])
      ]
    case .review(let position, let length, let digit):
      parts = [positioned(.focusPosition, position, length), verbosity.secure ? table.format(.filled) : word(digit)]
    case .nothingTyped:
      parts = [table.format(.nothingTyped)]
    case .unusedKey:
      parts = [table.format(.unusedKey)]
    case .unreadableInput:
      parts = [table.format(.unreadableInput)]
    case .pasteTooLong:
      parts = [table.format(.pasteTooLong)]
    case .pasteUnended:
      parts = [table.format(.pasteUnended)]
    case .help(let key, let text):
      // The key pressed is echoed first, as a screen reader echoes a typed key.
      parts = (key.map { [name(of: $0)] } ?? []) + [table.format(text ? .keysHelpText : .keysHelp)]
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
    case .spelledFields(let values):
      let filled = values.enumerated().compactMap { index, digit in digit.map { (index + 1, $0) } }
      parts =
        filled.isEmpty
        ? [table.format(.nothingTyped)]
        : filled.map { position, digit in
          table.format(
            .spelledDigit, ["position": "\(position)", "digit": verbosity.secure ? table.format(.filled) : word(digit)])
        }
    case .suspended(let resumed):
      parts = [table.format(resumed ? .resumed : .suspended)]
    case .fields(let values):
      parts = values.map { value in
        guard let value else { return table.format(.empty) }
        return verbosity.secure ? table.format(.filled) : word(value)
      }
    }
    return Utterance(event: event.name, parts: parts, language: verbosity.language)
  }

  /// A per-digit field landed on by focus: its position, then what VoiceOver says of it.
  /// With `editing` (a prompt opening, its field already taking keys), it says that the
  /// field is editing, as VoiceOver does of a field that has the keyboard.
  /// Without `hint`, the hint is left for later (`hintUtterance`).
  public func focusUtterance(for element: FieldElement, editing: Bool = false, hint: Bool = true) -> Utterance {
    var utterance = utterance(for: element, editing: editing, hint: hint)
    if case .digitField(let position, _, let length, _) = element {
      utterance.parts.insert(positioned(.focusPosition, position, length), at: 0)
    }
    utterance.event = "focus"
    return utterance
  }

  // MARK: Whole fields

  /// Everything in a field at once (Up or Ctrl-R): the field as a screen reader lands on
  /// it, or each per-digit field in turn.
  public func readAll(_ elements: [FieldElement]) -> Utterance {
    if elements.count == 1, let element = elements.first { return utterance(for: element) }
    return utterance(for: SessionEvent.fields(elements.map { $0.digit }))
  }

  /// What was typed, one by one with positions (F3 or Ctrl-S). A secure text field says
  /// only how many characters it holds.
  public func spelledOut(_ elements: [FieldElement]) -> Utterance {
    switch elements.first {
    case .textField(let characters?, _)?:
      let parts = characters.enumerated().map { index, character in
        table.format(.spelledCharacter, ["position": "\(index + 1)", "character": alone(character, tone: .normal).0])
      }
      return Utterance(
        event: "review", parts: parts.isEmpty ? [table.format(.nothingTyped)] : parts, language: verbosity.language)
    case .textField(nil, _)?:
      return utterance(for: elements[0])
    case .codeField(let digits, let length)?:
      return utterance(for: SessionEvent.spelledOut(digits, length: length ?? digits.count))
    default:
      return utterance(for: SessionEvent.spelledFields(elements.map { $0.digit }))
    }
  }

  /// Input ended before the field could submit anything.
  public func inputEnded(in element: FieldElement, filled: Int) -> Utterance {
    switch element {
    case .textField: utterance(for: SessionEvent.inputEndedInText)
    case .codeField(_, let length): utterance(for: SessionEvent.inputEnded(filled: filled, length: length))
    case .digitField(_, _, let length, _): utterance(for: SessionEvent.inputEnded(filled: filled, length: length))
    }
  }

  /// The keys that work in the field `element`, after the key that asked, if any.
  public func help(key: Character?, in element: FieldElement) -> Utterance {
    if case .textField = element { return utterance(for: SessionEvent.help(key: key, text: true)) }
    return utterance(for: SessionEvent.help(key: key))
  }

}

extension FieldElement {
  /// The digit a per-digit field holds, if any.
  var digit: Digit? {
    if case .digitField(_, let digit, _, _) = self { return digit }
    return nil
  }
}
