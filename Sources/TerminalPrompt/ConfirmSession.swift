import Announcer
import Braille

/// A yes-or-no question (ssh's `SSH_ASKPASS_PROMPT=confirm`, pinentry's `CONFIRM`):
/// Y or Enter answers yes, N answers no, Esc or Ctrl-C cancels (and S and N in Portuguese, Д and Н
/// in Bulgarian); F4 says the question's details (a key's fingerprint), when it has any; any
/// other key says the question's keys again.
public struct ConfirmSession: KeySession {
  /// Says the question and the answers.
  public let announcer: Announcer
  /// The question, as the asking program wrote it.
  public let question: String
  public let timeout: Double?

  /// What yes and no do, when the asking program named its buttons ("Take this one anyway").
  public let yesLabel: String?
  public let noLabel: String?

  /// Creates a question, spoken in `verbosity`'s language; `yesLabel` and `noLabel` name
  /// what the answers do, when the asking program says.
  public init(
    question: String, verbosity: Verbosity, yesLabel: String? = nil, noLabel: String? = nil, timeout: Double? = nil,
    details: [Detail] = []
  ) {
    self.question = question
    self.yesLabel = yesLabel
    self.noLabel = noLabel
    announcer = Announcer(verbosity: verbosity, label: "", details: details)
    self.timeout = timeout
  }

  static let yesKeys: Set<Character> = ["y", "s", "д"]
  static let noKeys: Set<Character> = ["n", "н"]

  private var table: PhraseTable { announcer.table }

  private var hint: String {
    let keys =
      yesLabel == nil && noLabel == nil
      ? table.format(.confirmHint)
      : table.format(.confirmHintLabelled, ["yes": yesLabel ?? table.format(.yes), "no": noLabel ?? table.format(.no)])
    return announcer.namingTheDetailsKey(keys)
  }

  public var opening: [Utterance] {
    [Utterance(event: "question", parts: [question, hint], language: announcer.verbosity.language)]
  }

  public mutating func handle(_ key: Key) -> PromptSession.Step {
    switch key {
    case .character(let character) where Self.yesKeys.contains(Character(character.lowercased())): answer(true)
    case .character(let character) where Self.noKeys.contains(Character(character.lowercased())): answer(false)
    case .enter: answer(true)
    case .function(4) where !announcer.details.isEmpty:
      PromptSession.Step(utterances: [announcer.details(announcer.details)], outcome: nil)
    case .escape, .interrupt:
      PromptSession.Step(utterances: [announcer.utterance(for: SessionEvent.cancelled)], outcome: .cancelled)
    case .endOfInput: inputEnded()
    case .route: PromptSession.Step(utterances: [], outcome: nil)  // a question has no field to move in
    default:
      PromptSession.Step(
        utterances: [Utterance(event: "rejected", parts: [hint], language: announcer.verbosity.language)],
        outcome: nil)
    }
  }

  private func answer(_ yes: Bool) -> PromptSession.Step {
    PromptSession.Step(
      utterances: [Utterance(event: "answered", parts: [table.format(yes ? .yes : .no)], language: announcer.verbosity.language)],
      outcome: .answered(yes))
  }

  /// Input ended: no answer is a no.
  public mutating func inputEnded() -> PromptSession.Step { answer(false) }

  public func timedOut() -> PromptSession.Step {
    PromptSession.Step(utterances: [announcer.utterance(for: SessionEvent.timedOut)], outcome: .timedOut)
  }

  public func timeoutWarning(seconds: Int) -> Utterance {
    announcer.utterance(for: SessionEvent.timeoutWarning(seconds: seconds))
  }

  public mutating func wipe() {}

  public func suspension(resumed: Bool) -> [Utterance] {
    [announcer.utterance(for: SessionEvent.suspended(resumed: resumed))] + (resumed ? opening : [])
  }
}
