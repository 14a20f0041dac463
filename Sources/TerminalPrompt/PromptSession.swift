import Announcer
import Braille
import CodeEntry

/// What kind of entry a prompt asks for.
public enum EntryKind: String, Hashable, Sendable, CaseIterable {
  /// A one-time code: digits, in the design and length of the settings.
  case code
  /// A password or passphrase: any printable character, never echoed or spoken.
  case secureText = "secure-text"
  /// Plain text such as a user name: each character echoed and spoken.
  case plainText = "text"
}

/// What a prompt asks for and how it speaks, chosen once.
public struct PromptSettings: Sendable {
  /// How many digits the code has; `nil` for a code of no known length (a PIN), which
  /// takes 4 to 12 digits in one field and is submitted with Enter.
  public var length: CodeLength?
  /// One field, or one per digit.
  public var design: FieldDesign
  /// A code, a secure text or a plain text.
  public var kind: EntryKind
  /// Language, hints and secure mode.
  public var verbosity: Verbosity
  /// The field's label; `nil` for the translated default.
  public var label: String?
  /// Whether the last digit submits the code (else Enter does). Only a code of known
  /// length can be submitted by its last digit.
  public var autoSubmit: Bool
  /// Seconds before the prompt gives up, if any: more than 0 and at most
  /// `longestTimeout`. Anything else (infinity, NaN, a negative number) is no limit here;
  /// the commands refuse it before it gets this far.
  public var timeout: Double? {
    didSet { if let timeout, !Self.isValidTimeout(timeout) { self.timeout = nil } }
  }

  /// What the question holds on request (F4): a key's fingerprint, a key id.
  public var details: [Detail] = []
  /// Whose or where, said after the field's kind ("for alice at host").
  public var context: String?
  /// Whether the same caller asked the same question a moment ago (a wrong answer): the
  /// opening then starts with "Try again".
  public var askedAgain = false
  /// Whether the opening is the label only: a question asked again after an error that
  /// was just said, whose field the user already knows.
  public var brief = false
  /// What the caller will do when the question is cancelled, said after "Cancelled" where
  /// otc knows it ("ssh will go on to the next question").
  public var cancelNote: String?
  /// When set, Escape and Ctrl-C do not end the question, and this is said instead: a disk's
  /// passphrase at boot, where a cancelled question would only cost one of its tries.
  public var cancelRefusal: String?
  /// The words a plain text question takes (ssh's yes or no): anything else typed is
  /// refused at Enter, in words, and stays to be corrected.
  public var wordAnswers: WordAnswers?

  /// The longest time limit a prompt takes: one day.
  public static let longestTimeout = 86_400.0

  /// Whether `seconds` is a time limit a prompt can keep: more than 0, at most one day
  /// (which also leaves out infinity and NaN).
  public static func isValidTimeout(_ seconds: Double) -> Bool { seconds > 0 && seconds <= longestTimeout }

  /// Creates settings; by default a six-digit code, one field, auto-submit, no timeout.
  public init(
    length: CodeLength? = .standard, design: FieldDesign = .single, kind: EntryKind = .code,
    verbosity: Verbosity = Verbosity(), label: String? = nil, autoSubmit: Bool = true, timeout: Double? = nil
  ) {
    self.length = length
    self.design = design
    self.kind = kind
    self.verbosity = verbosity
    self.label = label
    self.autoSubmit = autoSubmit
    self.timeout = timeout.flatMap { Self.isValidTimeout($0) ? $0 : nil }
  }

  /// The empty field these settings ask for.
  func makeField() -> AnyEntryField {
    switch (kind, design, length) {
    case (.secureText, _, _): .text(TextField(secure: true))
    case (.plainText, _, _): .text(TextField(secure: false))
    case (.code, .perDigit, let length): .digits(DigitFields(length: length ?? .standard))
    case (.code, .single, let length): .code(CodeBuffer(length: length))
    }
  }
}

/// The words a plain text question takes as its answer, as ssh takes "yes", "no" or the
/// key's fingerprint and asks again for anything else ("y" included).
public struct WordAnswers: Hashable, Sendable {
  /// The answers, compared without regard to case.
  public var words: [String]
  /// Beginnings that make an answer too (a fingerprint's "SHA256:").
  public var prefixes: [String]
  /// What is said when the text typed is none of them.
  public var refusal: String

  /// Creates the answers a question takes.
  public init(words: [String], prefixes: [String] = [], refusal: String) {
    self.words = words
    self.prefixes = prefixes
    self.refusal = refusal
  }

  /// Whether `text` is one of the answers.
  public func accepts(_ text: String) -> Bool {
    words.contains { $0.lowercased() == text.lowercased() } || prefixes.contains { text.hasPrefix($0) && text.count > $0.count }
  }
}

/// What the prompt loop runs: keys in, utterances and an outcome out, without any I/O.
public protocol KeySession: Sendable {
  /// What is said when the prompt opens.
  var opening: [Utterance] { get }
  /// Seconds before the prompt gives up, if any.
  var timeout: Double? { get }
  /// Handles one key.
  mutating func handle(_ key: Key) -> PromptSession.Step
  /// Input ended.
  mutating func inputEnded() -> PromptSession.Step
  /// The time ran out.
  func timedOut() -> PromptSession.Step
  /// The warning before the time runs out.
  func timeoutWarning(seconds: Int) -> Utterance
  /// Overwrites anything typed.
  mutating func wipe()
  /// What is said as Ctrl-Z stops otc, or, when `resumed`, as it comes back: "Back", then
  /// where the user was.
  func suspension(resumed: Bool) -> [Utterance]
  /// The line for the braille display once `said` has been said: what is asked and the
  /// field, then `said` when it is not about the field itself (an error, the end).
  func brailleLine(after said: Utterance?) -> BrailleLine
  /// The hint, said after a pause once the opening has been heard, unless a key comes
  /// first (VoiceOver's hint delay); `nil` when there is none or it is in the opening.
  var hint: Utterance? { get }
  /// The time limit as the opening says it ("30 seconds to answer"), said again after a
  /// key that cut it off; `nil` when there is none.
  var timeLimit: Utterance? { get }
}

extension KeySession {
  public var hint: Utterance? { nil }
  public var timeLimit: Utterance? { nil }
}

/// How a prompt ended.
public enum PromptOutcome: Hashable, Sendable {
  /// The entry was submitted: a code's digits or a text's characters.
  case submitted(EntryValue)
  /// Esc or Ctrl-C.
  case cancelled
  /// The time ran out.
  case timedOut
  /// Input ended with `filled` digits or characters typed, of `length` when known.
  case inputEnded(filled: Int, length: Int?)
  /// A yes-or-no question was answered.
  case answered(Bool)

  /// The entry, when one was submitted.
  public var submittedValue: EntryValue? {
    if case .submitted(let value) = self { return value }
    return nil
  }

  /// The exit status a command that asks for an entry gives this ending: 0 submitted, 1
  /// input ended (or a question answered, which such a command never asks), 124 timed
  /// out, 130 cancelled.
  public var exitStatus: Int32 {
    switch self {
    case .submitted: 0
    case .cancelled: 130
    case .timedOut: 124
    case .inputEnded, .answered: 1
    }
  }
}

/// The prompt's logic without any I/O: keys in, utterances and an outcome out.
///
/// The field is one of the three (`AnyEntryField`): the single code field (with a review cursor over what
/// was typed), the per-digit fields (focus moves field to field) or a text field. The
/// session maps keys to the field's operations and its events to utterances; it never
/// asks which kind of field it holds.
public struct PromptSession: KeySession {
  /// What one key did.
  public struct Step: Sendable {
    /// What to say, in order; the first one interrupts whatever is being spoken.
    public var utterances: [Utterance]
    /// Set when the prompt is over.
    public var outcome: PromptOutcome?

    public init(utterances: [Utterance], outcome: PromptOutcome?) {
      self.utterances = utterances
      self.outcome = outcome
    }
  }

  /// The settings it was made with.
  public let settings: PromptSettings
  /// Speaks the events.
  public let announcer: Announcer
  private var field: AnyEntryField
  /// What was said last, for the repeat key.
  private var lastSaid: [Utterance] = []
  /// Whether "code complete" has been said for the digits as they stand (without
  /// auto-submit, Enter then submits without saying it twice).
  private var completionSaid = false

  /// Creates a session with an empty field.
  public init(settings: PromptSettings) {
    self.settings = settings
    announcer = Announcer(
      verbosity: settings.verbosity, label: settings.label, details: settings.details, context: settings.context)
    field = settings.makeField()
    lastSaid = opening
  }

  /// What is said when the prompt opens: "Try again" when the caller asks again, then the
  /// field as a screen reader lands on one that already has the keyboard ("Access code,
  /// text field, is editing, empty, …"), then the time limit if there is one. The hint
  /// comes after a pause (`hint`). A brief opening, after an error just said, is the label.
  public var opening: [Utterance] {
    let again =
      settings.askedAgain
      ? [Utterance(event: "asked-again", parts: [announcer.table.format(.tryAgain)], language: settings.verbosity.language)] : []
    if settings.brief {
      let label = [announcer.label] + (announcer.context.map { [$0] } ?? [])
      return again + [Utterance(event: "focus", parts: label, language: settings.verbosity.language)]
    }
    let element = announcer.focusUtterance(for: field.focusedElement, editing: true, hint: false)
    return again + [element] + (timeLimit.map { [$0] } ?? [])
  }

  public var timeLimit: Utterance? {
    settings.timeout.map { announcer.utterance(for: SessionEvent.timeLimit(seconds: Int($0.rounded(.up)))) }
  }

  public var timeout: Double? { settings.timeout }

  public var hint: Utterance? { announcer.hintUtterance(for: field.focusedElement) }

  /// How many digits or characters are in.
  public var filledCount: Int { field.filledCount }

  public func brailleLine(after said: Utterance?) -> BrailleLine {
    let secure = settings.verbosity.secure || settings.kind == .secureText
    // Silent typing shows no star either: the display would give the count away.
    let elements = settings.verbosity.silentTyping && settings.kind == .secureText ? [] : field.elements
    var line = BrailleLine.field(label: announcer.label, elements: elements, secure: secure)
    line.appendMessage(said)
    return line
  }

  /// Handles one key. `?` or F1 says the keys (in a text field `?` is typed), F2 or
  /// Ctrl-L repeats what was said last, F3 or Ctrl-S spells out what was typed, F4 says
  /// the question's details.
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

  private func say(_ utterance: Utterance) -> Step { Step(utterances: [utterance], outcome: nil) }

  private mutating func respond(to key: Key) -> Step {
    switch key {
    case .character("?") where !field.takesSymbols:
      return say(announcer.help(key: "?", in: field.focusedElement))
    case .function(1):
      return say(announcer.help(key: nil, in: field.focusedElement))
    case .function(3), .control("s"):
      return say(announcer.spelledOut(field.elements))
    case .function(4) where !settings.details.isEmpty:
      return say(announcer.details(settings.details))
    case .function:
      return say(announcer.utterance(for: SessionEvent.unusedKey))
    case .escape, .interrupt:
      if let refusal = settings.cancelRefusal {
        return say(Utterance(event: "cancelRefused", parts: [refusal], language: settings.verbosity.language))
      }
      var cancelled = announcer.utterance(for: SessionEvent.cancelled)
      if let note = settings.cancelNote { cancelled.parts.append(note) }
      return Step(utterances: [cancelled], outcome: .cancelled)
    case .endOfInput:
      return inputEnded()
    case .character(let character):
      return step(after: field.type(character))
    case .paste(let text):
      return step(after: field.paste(text))
    case .backspace, .delete:
      return step(after: field.deleteBackward())
    case .clearLine:
      return step(after: field.clear())
    case .enter:
      return step(after: field.pressReturn(), submitting: true)
    case .up, .down, .control("r"):
      return say(announcer.readAll(field.elements))
    case .left: return step(after: field.move(.previous))
    case .right: return step(after: field.move(.next))
    case .wordLeft: return step(after: field.move(.previousWord))
    case .wordRight: return step(after: field.move(.nextWord))
    case .home: return step(after: field.move(.first))
    case .end: return step(after: field.move(.last))
    case .route(let position): return step(after: field.move(.to(position)))
    case .tab where field.takesAnyByte: return step(after: field.type("\t"))
    case .tab: return step(after: field.move(.nextField))
    case .backTab: return step(after: field.move(.previousField))
    case .control(let letter):
      let code = letter.asciiValue.map { UInt32($0 & 0x1F) } ?? 0
      // A secret takes the control characters otc does not use as keys, as the terminal's
      // own line editing would (Ctrl-Z has stopped otc before this where it can).
      if field.takesAnyByte { return step(after: field.type(bytes: [UInt8(code)])) }
      let rejection: Rejection = field.takesSymbols ? .notPrintable : .controlCharacter(code)
      return say(announcer.utterance(for: CodeEvent.rejected(rejection)))
    case .unknownSequence:
      return say(announcer.utterance(for: SessionEvent.unusedKey))
    case .invalidBytes(let bytes) where field.takesAnyByte:
      return step(after: field.type(bytes: bytes))
    case .pastedBytes(let bytes) where field.takesAnyByte:
      return step(after: field.paste(bytes: bytes))
    case .invalidBytes, .pastedBytes:
      return say(announcer.utterance(for: SessionEvent.unreadableInput))
    case .pasteTooLong:
      return say(announcer.utterance(for: SessionEvent.pasteTooLong))
    case .pasteUnended:
      return say(announcer.utterance(for: SessionEvent.pasteUnended))
    }
  }

  /// Input ended: submits a complete code, else reports how far it got.
  public mutating func inputEnded() -> Step {
    if field.submitsWhenInputEnds, let value = field.value { return Step(utterances: [], outcome: .submitted(value)) }
    return Step(
      utterances: [announcer.inputEnded(in: field.focusedElement, filled: field.filledCount)],
      outcome: .inputEnded(filled: field.filledCount, length: field.capacity))
  }

  /// The time ran out.
  public func timedOut() -> Step {
    Step(utterances: [announcer.utterance(for: SessionEvent.timedOut)], outcome: .timedOut)
  }

  /// The warning before the time runs out.
  public func timeoutWarning(seconds: Int) -> Utterance {
    announcer.utterance(for: SessionEvent.timeoutWarning(seconds: seconds))
  }

  /// Overwrites what was typed, however the prompt ended.
  public mutating func wipe() {
    field.wipe()
  }

  public func suspension(resumed: Bool) -> [Utterance] {
    let notice = announcer.utterance(for: SessionEvent.suspended(resumed: resumed))
    guard resumed else { return [notice] }
    return [notice, announcer.focusUtterance(for: field.focusedElement, editing: true, hint: false)]
  }

  // MARK: Keys

  /// What the field's `events` (from the operation a key ran on it) say and end. A
  /// completed code is submitted when `submitting` (Enter) or when the settings submit on
  /// the last digit; a text is submitted by Enter. The events are given, not an operation to
  /// run: an operation as a closure had this function copied for each key by the
  /// optimiser, 48 kB of the boot otc.
  private mutating func step(after events: [CodeEvent], submitting: Bool = false) -> Step {
    var utterances: [Utterance] = []
    var outcome: PromptOutcome?
    let alreadySaid = completionSaid
    // Reviewing a complete code leaves it complete, and said so.
    if events.contains(where: { $0.changesEntry }) { completionSaid = false }
    for event in events {
      switch event {
      case .focusMoved:
        // The field focus lands on takes the keys at once, as the opening's does. Its hint
        // is the one the prompt said once (`hint`): not again at each field.
        utterances.append(announcer.focusUtterance(for: field.focusedElement, editing: true, hint: false))
      case .completed(let code):
        // Enter on a code already announced complete submits it without saying it again.
        // Where the last digit does not submit, the user hears that Enter does.
        if !(submitting && alreadySaid) {
          var complete = announcer.utterance(for: event)
          if !submitting && !settings.autoSubmit { complete.parts.append(announcer.table.format(.enterSubmits)) }
          utterances.append(complete)
        }
        completionSaid = true
        if submitting || settings.autoSubmit { outcome = .submitted(.code(code)) }
      case .textEntered:
        // A question that takes given words refuses anything else, and keeps it to correct.
        if let answers = settings.wordAnswers, case .text(let text)? = field.value,
          !answers.accepts(text.withUnsafeBytes { String(decoding: $0, as: UTF8.self) })
        {
          utterances.append(Utterance(event: "rejected", parts: [answers.refusal], language: settings.verbosity.language))
          continue
        }
        utterances.append(announcer.utterance(for: event))
        if let value = field.value { outcome = .submitted(value) }
      default:
        utterances.append(announcer.utterance(for: event))
      }
    }
    // What silent typing leaves unsaid is an utterance of no words: dropped.
    return Step(utterances: utterances.filter { !$0.parts.isEmpty }, outcome: outcome)
  }
}

extension CodeEvent {
  /// Whether the event changed what the field holds (a review or a refused key does not).
  fileprivate var changesEntry: Bool {
    switch self {
    case .inserted, .deleted, .pasted, .cleared, .insertedCharacter, .deletedCharacter, .pastedText, .clearedText: true
    default: false
    }
  }
}
