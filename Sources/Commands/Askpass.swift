import Announcer
import ArgumentParser
import CodeEntry
import CommandRuntime
import FoundationEssentials
import Glibc
import Integrations
import OTCCommandLine
import Preferences
import SafeIO
import TerminalPrompt
import Wording

struct Askpass: ParsableCommand, TakesSecret {
  static let configuration = CommandConfiguration(
    commandName: "askpass",
    abstract: "Answer ssh, sudo or git when they ask for a code or a password.",
    discussion: """
      Set it once: export SSH_ASKPASS=otc-askpass SSH_ASKPASS_REQUIRE=force \
      GIT_ASKPASS=otc-askpass, set SUDO_ASKPASS to the full path of otc-askpass, and \
      alias sudo to sudo -A. \
      otc-askpass is otc under another name, installed by make install. \
      The program's question is the one argument. otc asks on the terminal you are using, \
      never on standard input, and prints the answer on standard output for the program. \
      A question about a one-time code (verification code, token, 2FA) opens the code \
      field: Enter submits, or the last digit when the question says how many digits. \
      A refused key is never named, only said to be not a digit. \
      A question with a secret word in it (password, passphrase, passcode, secret, PIN) \
      is always secret. A one-time password, or a PIN or passcode whose question says \
      digits, is a code field whose digits are never spoken. Any other PIN, a password, \
      a passphrase, or a password and a code asked together, is a secure text field that \
      takes any character: every key says bullet, and nothing typed is spoken, shown or \
      recorded. What you typed is what the program gets. Only a question that asks for a \
      user name and nothing more is a plain text field. Anything else is a secure text field. \
      With SSH_ASKPASS_PROMPT=confirm it asks yes or no: Y or Enter is yes, exit 0; N or \
      Esc is no, exit 1. With SSH_ASKPASS_PROMPT=none it says the message and exits. \
      Speech settings come from OTC_ variables and the config file (see otc config); \
      OTC_SECURE=1, or secure = true in the config file, keeps a code's digits unspoken \
      too: positions are said instead. \
      OTC_TRANSCRIPT names a transcript, which each question adds to. \
      A bad setting never stops the question: otc says which setting it ignored and \
      why, and uses the next place it is set, or the default. \
      The answer goes out and otc exits the moment you press the key that submits; its \
      last words are still heard after, unless OTC_WAIT_FOR_SPEECH=1. \
      When the same program asks the same question again within a minute, after a wrong \
      answer, otc says Try again first. Cancelling says what ssh or sudo will do next. \
      A question ssh answers with yes or no, such as an unknown host key, is a plain text \
      field: you hear what you type, and F4 spells the key's fingerprint in groups. \
      Exit codes: 0 answered, 1 no terminal or input ended, 124 timed out, 130 cancelled.
      """
  )

  @Argument(help: "The question the program asks, such as Verification code.")
  var prompt: String = ""

  func run() throws {
    let environment = ProcessInfo.processInfo.environment
    // No flags: the settings come from OTC_* variables and the config file.
    let speechOptions = try SpeechOptions.parse([])
    let preferences = try speechOptions.preferences(command: "askpass", alwaysAsks: true)
    let language = preferences.spokenLanguage
    let verbosity = Verbosity(
      language: language, hints: preferences.hints.value, secure: preferences.secure.value, keyboard: true,
      capitals: preferences.capitalStyle)
    // The program that asks, and whether it asked the same a moment ago (a wrong answer).
    let caller = Caller(process: getppid())
    let memory = (try? RuntimeDirectory.open(environment: environment)).map(AskedBefore.init)
    let askedAgain = caller.map { memory?.wasAsked(prompt, by: $0) ?? false } ?? false
    let request = AskpassRequest(
      prompt: prompt, environment: environment, verbosity: verbosity, caller: caller?.name, askedAgain: askedAgain)
    let terminal = try questionTerminal(
      "/dev/tty", command: "askpass", advice: Message(.runFromTerminal))
    let runner = try PromptRunner(
      command: "askpass", terminal: terminal, speech: speechOptions.choice, preferences: preferences,
      transcript: environment[transcriptVariable], appending: true, alwaysAsks: true)
    // The answer first: ssh and sudo go on the moment askpass exits; the last words are
    // handed off after it.
    let result = try request.run(in: runner)
    if case .answer(let value) = result {
      try printEntry(value, command: "askpass")
      closeStandardOutput()
    }
    if let caller { memory?.remember(prompt, by: caller) }
    runner.handOff()
    if case .exit(let status) = result, status != 0 { throw ExitCode(status) }
  }
}
