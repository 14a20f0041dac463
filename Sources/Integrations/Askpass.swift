import Announcer
import CodeEntry
import TerminalPrompt

/// One run of the askpass contract shared by OpenSSH (`SSH_ASKPASS`), sudo
/// (`SUDO_ASKPASS`) and git (`GIT_ASKPASS`): the question is the one argument, the answer
/// one line on stdout; `SSH_ASKPASS_PROMPT=confirm` asks yes or no (the exit status
/// answers) and `none` only says its message.
public enum AskpassRequest: Sendable {
  /// Say the message and exit 0 (`SSH_ASKPASS_PROMPT=none`: touch your security key).
  case notify(Utterance)
  /// Ask yes or no (`SSH_ASKPASS_PROMPT=confirm`).
  case confirm(ConfirmSession)
  /// Ask for a code or a text, as the question needs.
  case ask(PromptSettings)

  /// How askpass ended.
  public enum Result: Hashable, Sendable {
    /// Print this answer on stdout, exit 0.
    case answer(EntryValue)
    /// Exit with this status, printing nothing.
    case exit(Int32)
  }

  /// Understands `prompt` under `environment`, speaking in `verbosity`.
  public init(prompt: String, environment: [String: String], verbosity: Verbosity) {
    let asked = AskedPrompt.interpret(prompt, language: verbosity.language)
    switch environment["SSH_ASKPASS_PROMPT"] {
    case "none":
      self = .notify(Utterance(event: "message", parts: [asked.label], language: verbosity.language))
    case "confirm":
      self = .confirm(ConfirmSession(question: asked.label, verbosity: verbosity))
    default:
      var fieldVerbosity = verbosity
      fieldVerbosity.secure = asked.isSecret
      // The question's words are the caller's or a server's: a refused key is never named.
      fieldVerbosity.namesRefusedKeys = false
      self = .ask(
        PromptSettings(
          length: asked.length, kind: asked.kind, verbosity: fieldVerbosity, label: asked.label,
          autoSubmit: asked.length != nil))
    }
  }

  /// Talks to the user through `conversation`. Exit statuses: 0 answered (or yes), 1 no or
  /// input ended, 124 timed out, 130 cancelled.
  public func run(in conversation: any Conversation) throws -> Result {
    switch self {
    case .notify(let message):
      try conversation.say([message])
      try conversation.finish(submitted: true)
      return .exit(0)
    case .confirm(let question):
      let outcome = try conversation.run(question)
      try conversation.finish(submitted: true)
      return .exit(outcome == .answered(true) ? 0 : 1)
    case .ask(let settings):
      let outcome = try conversation.run(PromptSession(settings: settings))
      try conversation.finish(submitted: outcome.submittedValue != nil)
      return outcome.submittedValue.map(Result.answer) ?? .exit(outcome.exitStatus)
    }
  }
}
