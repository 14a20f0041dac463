import Announcer
import Basics
import CSystem
import CodeEntry
import CommandRuntime
import Integrations
import Preferences
import SafeIO
import TerminalPrompt
import Utterances
import Wording

/// One run of `otc boot ask`: the passphrase of the disk cryptsetup-initramfs' cryptroot
/// is unlocking, for its keyscript. The words from `CRYPTTAB_NAME`, `CRYPTTAB_TRIED` and
/// `CRYPTTAB_OPTIONS`, a secure field on the console, and the passphrase on standard output
/// with no newline, as cryptsetup takes a key. Exit 0 answered, 1 no console or input
/// ended, 64 no disk named.
package struct BootAskRun {
  /// The terminal to ask on.
  package var console = "/dev/console"
  /// A file made just before the passphrase is written, so the script that ran otc knows
  /// otc answered.
  package var answeringFile: String?
  /// A FIFO through which the passphrase may be given from elsewhere while otc asks, as
  /// cryptroot-unlock gives it.
  package var passfifo: String?

  package init(console: String = "/dev/console", answeringFile: String? = nil, passfifo: String? = nil) {
    self.console = console
    self.answeringFile = answeringFile
    self.passfifo = passfifo
  }

  /// Asks, and writes the answer.
  package func run() throws(CommandEnded) {
    let environment = processEnvironment()
    let commandLine = SystemFiles.text(at: "/proc/cmdline", limit: 64 * 1024) ?? ""
    guard let question = BootQuestion(environment: environment, kernelCommandLine: commandLine) else {
      printError(Message(.noDiskToAskFor), command: "boot ask")
      throw .usage
    }
    let speech = SpeechChoice()
    let preferences = try speech.preferences(command: "boot ask", alwaysAsks: true)
    let verbosity = Verbosity(
      language: preferences.spokenLanguage, hints: preferences.hints.value, secure: true, keyboard: true,
      capitals: preferences.capitalStyle)
    // A FIFO that cannot be read costs only the way in from elsewhere: the console asks.
    let remote = passfifo.flatMap { path -> PassFIFO? in
      do throws(PassFIFO.Refusal) {
        return try PassFIFO(path: path)
      } catch {
        printError(Message(.typedOnlyHere, .message(error.message)), command: "boot ask")
        return nil
      }
    }
    let terminal = try questionTerminal(console, command: "boot ask")
    // The console's cursor stays on the last line said, where brltty reading it (Debian's
    // braille hook) shows it on the display.
    terminal.leavesLineOpen = true
    // Keys typed while the last passphrase was being tried do not count for this one.
    if question.tried > 0 { terminal.discardTypedAhead() }
    let runner = try PromptRunner(
      command: "boot ask", terminal: terminal, speech: speech, preferences: preferences,
      transcript: environment[transcriptVariable], appending: true, alwaysAsks: true)
    if let retry = question.retry(in: verbosity.language) { try runner.say([retry]) }
    // Between keys, whether a passphrase came through the FIFO: it ends the question.
    let keys = WithdrawableTerminal(terminal) { remote?.poll() ?? false }
    let session = AgentSession(
      settings: question.settings(verbosity: verbosity), terminal: keys,
      withdrawn: BootQuestion.givenRemotely(name: question.name, in: verbosity.language))
    // Whatever ends it, a problem the FIFO met is said once the console is given back.
    defer { if let problem = remote?.takeProblem() { printError(problem, command: "boot ask") } }
    // cryptsetup takes every byte of its key file: no newline.
    try runner.answer(
      session, keys: keys, newline: false,
      taking: { outcome in (keys.withdrawal.happened ? remote?.take().map(EntryValue.text) : nil) ?? outcome.submittedValue },
      // Answered: the console's echo stays off from here, in the step that ends raw mode, so
      // no key typed while cryptsetup tries the passphrase shows (the askpass script turns
      // it on again when the disk opens, at the next question, or after two minutes).
      settled: { answered in terminal.keepsEchoOffAtEnd = answered },
      beforeWriting: makeAnsweringFile)
  }

  /// Makes the answering file before the passphrase goes out, never after: a crash in
  /// between costs this try, where the other order could have the stock prompt ask the
  /// same try again.
  private func makeAnsweringFile() throws(CommandEnded) {
    guard let answeringFile else { return }
    let made = otc_open(answeringFile, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
    guard made >= 0 else {
      let reason = String(cString: strerror(otc_errno()))
      printError(Message(.cannotMake, "\(answeringFile)", "\(reason)"), command: "boot ask")
      throw .failure
    }
    otc_close(made)
  }
}
