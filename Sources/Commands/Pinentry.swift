import Announcer
import ArgumentParser
import CommandRuntime
import FoundationEssentials
import Glibc
import Integrations
import Pinentry
import OTCCommandLine
import TerminalPrompt
import Wording

struct Pinentry: ParsableCommand, TakesSecret {
  static let configuration = CommandConfiguration(
    commandName: "pinentry",
    abstract: "Ask for a PIN or passphrase for gpg-agent, with speech.",
    discussion: """
      Set it once: put pinentry-program followed by the path of otc-pinentry in \
      gpg-agent.conf in your GnuPG folder, run gpgconf --reload gpg-agent, and export \
      GPG_TTY=$(tty) in your shell. otc-pinentry is otc under another name, installed by \
      make install. gpg-agent talks to it on standard input and output in the Assuan \
      protocol; otc asks on the terminal gpg-agent names, in the language of its \
      messages when otc speaks it. A key's description is said as Passphrase, secure \
      text field, for the key holder; F4 says the key's address, type, id and date. \
      Another description is spoken as the label. After an error, such as Bad \
      Passphrase, only the error and the short label are said. A PIN or a \
      passphrase is a secure text field that takes any character, as a card's PIN may \
      hold letters: every key says bullet, and Enter submits exactly what you typed. \
      Only a question that says digits opens a code field, and no digit is spoken. When gpg-agent asks for \
      the passphrase twice, a mismatch is said and both are asked again. \
      A time limit from gpg-agent is kept when it is more than 0 seconds and at most one \
      day; 0 means no limit, and any other value is refused with an error. \
      A bad setting never stops the question: otc says which setting it ignored and \
      why, and uses the next place it is set, or the default. Speech settings come from OTC_ variables and the config file; \
      OTC_TRANSCRIPT names a \
      transcript, which each question adds to. The answer goes to gpg-agent the moment \
      you press Enter; the last words are still heard after, unless OTC_WAIT_FOR_SPEECH=1.
      """
  )

  @Option(help: ArgumentHelp("The terminal to ask on. gpg-agent usually names it in the protocol instead.", valueName: "path"))
  var ttyname: String?

  @Option(help: ArgumentHelp("The terminal's type.", valueName: "type"))
  var ttytype: String?

  @Option(
    name: .customLong("lc-messages"),
    help: ArgumentHelp("The language of the messages, such as pt_BR.UTF-8.", valueName: "locale"))
  var lcMessages: String?

  @Argument(parsing: .allUnrecognized, help: .hidden)
  var ignored: [String] = []

  func run() throws {
    // No flags: the settings come from OTC_* variables (gpg-agent's) and the config file.
    let speechOptions = try SpeechOptions.parse([])
    let preferences = try speechOptions.preferences(command: "pinentry", alwaysAsks: true)
    let transcript = ProcessInfo.processInfo.environment[transcriptVariable]
    let server = PinentryServer(
      version: OTC.configuration.version, defaultLanguage: preferences.spokenLanguage, hints: preferences.hints.value,
      capitals: preferences.capitalStyle, report: { printError($0, command: "pinentry") },
      open: { ttyname, ttytype in
        let terminal: PosixTerminal
        do {
          terminal = try PosixTerminal(path: ttyname ?? "/dev/tty", type: ttytype)
        } catch {
          throw PinentryError.noTerminal(describe(error))
        }
        return try PromptRunner(
          command: "pinentry", terminal: terminal, speech: speechOptions.choice, preferences: preferences,
          transcript: transcript, appending: true, alwaysAsks: true)
      })
    server.state.ttyname = ttyname
    server.state.ttytype = ttytype
    server.state.lcMessages = lcMessages
    do {
      try server.serve(input: STDIN_FILENO, output: STDOUT_FILENO)
    } catch .cannotLoad(let reason) {
      printFailure(Message(.libassuanMissing, "\(reason)"), command: "pinentry")
      throw ExitCode.failure
    } catch {
      printFailure(Message(.assuanServerFailed), command: "pinentry")
      throw ExitCode.failure
    }
  }
}
