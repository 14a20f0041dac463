import Announcer
import Basics
import CodeEntry
import SafeIO
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

  /// Understands `prompt` under `environment`, speaking in `verbosity`. `caller` is the
  /// command name of the program asking ("ssh"); `askedAgain`, whether it asked the same
  /// a moment ago (see `AskedBefore`).
  public init(
    prompt: String, environment: [String: String], verbosity: Verbosity, caller: String? = nil, askedAgain: Bool = false
  ) {
    let asked = AskedPrompt.interpret(prompt, language: verbosity.language)
    switch environment["SSH_ASKPASS_PROMPT"] {
    case "none":
      self = .notify(Utterance(event: "message", parts: [asked.label], language: verbosity.language))
    case "confirm":
      self = .confirm(ConfirmSession(question: asked.label, verbosity: verbosity, details: asked.details))
    default:
      var fieldVerbosity = verbosity
      // The user's secure setting keeps a code unspoken; a secret question always is.
      fieldVerbosity.secure = verbosity.secure || asked.isSecret
      // The question's words are the caller's or a server's: a refused key is never named.
      fieldVerbosity.namesRefusedKeys = false
      let (name, context) = asked.nameAndContext
      var settings = PromptSettings(
        length: asked.length, kind: asked.kind, verbosity: fieldVerbosity, label: name, autoSubmit: asked.length != nil)
      settings.context = context
      settings.details = asked.details
      settings.wordAnswers = asked.answers
      settings.askedAgain = askedAgain
      settings.cancelNote = caller.flatMap { Self.cancelNote(caller: $0, prompt: prompt, language: verbosity.language) }
      self = .ask(settings)
    }
  }

  /// What `caller` does when its question is cancelled (askpass exits with nothing on
  /// stdout), for the callers whose behaviour was checked (RealProgramsTests): ssh sends an
  /// empty answer and goes on to its next question, which for a question answered with
  /// words ("yes/no") is a no; sudo stops ("no password was provided"). Others: nothing.
  static func cancelNote(caller: String, prompt: String, language: Language) -> String? {
    let table = language.table
    switch caller {
    case "ssh" where AskedPrompt.asksForWords(TerminalText.sanitized(prompt)):
      return table.format(.callerTakesItAsNo, ["caller": caller])
    case "ssh": return table.format(.callerGoesOn, ["caller": caller])
    case "sudo": return table.format(.callerStops, ["caller": caller])
    default: return nil
    }
  }

  /// Talks to the user through `conversation`. Exit statuses: 0 answered (or yes), 1 no or
  /// input ended, 124 timed out, 130 cancelled.
  public func run(in conversation: some Conversation) throws(CommandEnded) -> Result {
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
