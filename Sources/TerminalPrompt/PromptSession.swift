import Announcer
import CodeEntry

/// What a prompt asks for and how it speaks, chosen once.
public struct PromptSettings: Sendable {
  /// How many digits the code has.
  public var length: CodeLength
  /// One field, or one per digit.
  public var design: FieldDesign
  /// Language, hints and secure mode.
  public var verbosity: Verbosity
  /// The single field's label; `nil` for the translated default.
  public var label: String?
  /// Whether the last digit submits the code (else Enter does).
  public var autoSubmit: Bool
  /// Seconds before the prompt gives up, if any.
  public var timeout: Double?

  /// Creates settings; by default six digits, one field, auto-submit, no timeout.
  public init(
    length: CodeLength = .standard, design: FieldDesign = .single, verbosity: Verbosity = Verbosity(),
    label: String? = nil, autoSubmit: Bool = true, timeout: Double? = nil
  ) {
    self.length = length
    self.design = design
    self.verbosity = verbosity
    self.label = label
    self.autoSubmit = autoSubmit
    self.timeout = timeout
  }
}

/// How a prompt ended.
public enum PromptOutcome: Hashable, Sendable {
  /// The code was submitted.
  case submitted([Digit])
  /// Esc or Ctrl-C.
  case cancelled
  /// The time ran out.
  case timedOut
  /// Input ended with `filled` of `length` digits.
  case inputEnded(filled: Int, length: Int)
}

/// The prompt's logic without any I/O: keys in, utterances and an outcome out.
///
/// The single field takes digits at the end and has a review position that moves over what
/// was typed without changing it; the per-digit design moves focus field to field.
public struct PromptSession: Sendable {
  /// What one key did.
  public struct Step: Sendable {
    /// What to say, in order; the first one interrupts whatever is being spoken.
    public var utterances: [Utterance]
    /// Set when the prompt is over.
    public var outcome: PromptOutcome?
  }

  private enum Field: Sendable {
    case single(CodeBuffer)
    case perDigit(DigitFields)
  }

  /// The settings it was made with.
  public let settings: PromptSettings
  /// Speaks the events.
  public let announcer: Announcer
  private var field: Field
  /// The single field's review position, 0-based; `nil` until the user reviews.
  private var review: Int?
  /// What was said last, for the repeat key.
  private var lastSaid: [Utterance] = []
  /// Whether "code complete" has been said for the digits as they stand (without
  /// auto-submit, Enter then submits without saying it twice).
  private var completionSaid = false

  /// Creates a session with an empty field.
  public init(settings: PromptSettings) {
    self.settings = settings
    announcer = Announcer(verbosity: settings.verbosity, label: settings.label)
    switch settings.design {
    case .single: field = .single(CodeBuffer(length: settings.length))
    case .perDigit: field = .perDigit(DigitFields(length: settings.length))
    }
    lastSaid = opening
  }

  /// What is said when the prompt opens: the field, as a screen reader lands on it, then
  /// the time limit if there is one.
  public var opening: [Utterance] {
    let element: Utterance
    switch field {
    case .single(let buffer): element = announcer.utterance(for: buffer.element)
    case .perDigit(let fields): element = announcer.focusUtterance(for: fields.focusedElement)
    }
    guard let timeout = settings.timeout else { return [element] }
    return [element, announcer.utterance(for: SessionEvent.timeLimit(seconds: Int(timeout.rounded(.up))))]
  }


  /// How many digits are in.
  public var filledCount: Int {
    switch field {
    case .single(let buffer): buffer.digits.count
    case .perDigit(let fields): fields.filledCount
    }
  }

  /// Handles one key. `?` or F1 says the keys, F2 or Ctrl-L repeats what was said last,
  /// F3 or Ctrl-S spells out the typed digits with their positions.
  public mutating func handle(_ key: Key) -> Step {
    switch key {
    case .function(2), .control("l"):
      return Step(utterances: lastSaid, outcome: nil)
    default:
      let step = respond(to: key)
      if !step.utterances.isEmpty { lastSaid = step.utterances }
      return step
    }
  }

  private mutating func respond(to key: Key) -> Step {
    switch key {
    case .character("?"):
      return Step(utterances: [announcer.utterance(for: SessionEvent.help(key: "?"))], outcome: nil)
    case .function(1):
      return Step(utterances: [announcer.utterance(for: SessionEvent.help(key: nil))], outcome: nil)
    case .function(3), .control("s"):
      let typed: [Digit]
      switch field {
      case .single(let buffer): typed = buffer.digits
      case .perDigit(let fields): typed = fields.values.compactMap { $0 }
      }
      return Step(utterances: [announcer.utterance(for: SessionEvent.spelledOut(typed, length: settings.length.count))], outcome: nil)
    case .function:
      return Step(utterances: [announcer.utterance(for: SessionEvent.unusedKey)], outcome: nil)
    case .escape, .interrupt:
      return Step(utterances: [announcer.utterance(for: SessionEvent.cancelled)], outcome: .cancelled)
    case .endOfInput:
      return inputEnded()
    case .character(let character):
      return codeEvents { $0.type(character) } perDigit: { $0.type(character) }
    case .paste(let text):
      return codeEvents { $0.paste(text) } perDigit: { $0.paste(text) }
    case .backspace, .delete:
      return codeEvents { $0.deleteLast() } perDigit: { $0.deleteBackward() }
    case .clearLine:
      return codeEvents { $0.clear() } perDigit: { $0.clear() }
    case .enter:
      return codeEvents(submitting: true) { $0.submit() } perDigit: { $0.pressReturn() }
    case .up, .down, .control("r"):
      return Step(utterances: [readAll()], outcome: nil)
    case .left, .right, .home, .end, .tab, .backTab:
      return move(key)
    case .control(let letter):
      let code = letter.asciiValue.map { UInt32($0 & 0x1F) } ?? 0
      return Step(utterances: [announcer.utterance(for: CodeEvent.rejected(.controlCharacter(code)))], outcome: nil)
    case .unknownSequence:
      return Step(utterances: [announcer.utterance(for: SessionEvent.unusedKey)], outcome: nil)
    case .invalidBytes:
      return Step(utterances: [announcer.utterance(for: SessionEvent.unreadableInput)], outcome: nil)
    }
  }

  /// Input ended: submits a complete code, else reports how far it got.
  public mutating func inputEnded() -> Step {
    let complete: [Digit]?
    switch field {
    case .single(let buffer): complete = buffer.isComplete ? buffer.digits : nil
    case .perDigit(let fields): complete = fields.isComplete ? fields.code : nil
    }
    if let complete { return Step(utterances: [], outcome: .submitted(complete)) }
    let length = settings.length.count
    return Step(
      utterances: [announcer.utterance(for: SessionEvent.inputEnded(filled: filledCount, length: length))],
      outcome: .inputEnded(filled: filledCount, length: length))
  }

  /// The time ran out.
  public func timedOut() -> Step {
    Step(utterances: [announcer.utterance(for: SessionEvent.timedOut)], outcome: .timedOut)
  }

  /// The warning before the time runs out.
  public func timeoutWarning(seconds: Int) -> Utterance {
    announcer.utterance(for: SessionEvent.timeoutWarning(seconds: seconds))
  }

  /// Overwrites the digits, however the prompt ended.
  public mutating func wipe() {
    switch field {
    case .single(var buffer):
      buffer.wipe()
      field = .single(buffer)
    case .perDigit(var fields):
      fields.wipe()
      field = .perDigit(fields)
    }
  }

  // MARK: Keys

  /// Runs an engine call and says its events. A completed code is submitted when
  /// `submitting` (Enter) or when the settings submit on the last digit.
  private mutating func codeEvents(
    submitting: Bool = false,
    single: (inout CodeBuffer) -> [CodeEvent], perDigit: (inout DigitFields) -> [CodeEvent]
  ) -> Step {
    let events: [CodeEvent]
    switch field {
    case .single(var buffer):
      events = single(&buffer)
      field = .single(buffer)
      review = nil
    case .perDigit(var fields):
      events = perDigit(&fields)
      field = .perDigit(fields)
    }
    var utterances: [Utterance] = []
    var outcome: PromptOutcome?
    let alreadySaid = completionSaid
    completionSaid = false
    for event in events {
      switch event {
      case .focusMoved:
        if case .perDigit(let fields) = field {
          utterances.append(announcer.focusUtterance(for: fields.focusedElement))
        }
      case .completed(let code):
        // Enter on a code already announced complete submits it without saying it again.
        if !(submitting && alreadySaid) { utterances.append(announcer.utterance(for: event)) }
        completionSaid = true
        if submitting || settings.autoSubmit { outcome = .submitted(code) }
      default:
        utterances.append(announcer.utterance(for: event))
      }
    }
    return Step(utterances: utterances, outcome: outcome)
  }

  private mutating func move(_ key: Key) -> Step {
    switch field {
    case .single(let buffer):
      let digits = buffer.digits
      guard !digits.isEmpty else {
        return Step(utterances: [announcer.utterance(for: SessionEvent.nothingTyped)], outcome: nil)
      }
      let last = digits.count - 1
      let position: Int
      switch key {
      case .left: position = max(0, (review ?? digits.count) - 1)
      case .right: position = min(last, (review ?? last) + (review == nil ? 0 : 1))
      case .home: position = 0
      case .end: position = last
      default:
        // Tab and Shift-Tab have no second field to go to in the single design.
        return Step(utterances: [announcer.utterance(for: SessionEvent.unusedKey)], outcome: nil)
      }
      review = position
      let event = SessionEvent.review(position: position + 1, length: settings.length.count, digit: digits[position])
      return Step(utterances: [announcer.utterance(for: event)], outcome: nil)
    case .perDigit(var fields):
      let target: Int
      switch key {
      case .left, .backTab: target = fields.focus - 1
      case .right, .tab: target = fields.focus + 1
      case .home: target = 0
      default: target = fields.length.count - 1
      }
      // At an edge focus stays, and the field is said again.
      _ = fields.moveFocus(to: target)
      field = .perDigit(fields)
      return Step(utterances: [announcer.focusUtterance(for: fields.focusedElement)], outcome: nil)
    }
  }

  private func readAll() -> Utterance {
    switch field {
    case .single(let buffer):
      return announcer.utterance(for: buffer.element)
    case .perDigit(let fields):
      return announcer.utterance(for: SessionEvent.fields(fields.values))
    }
  }
}
