import Announcer
import ArgumentParser
import Basics
import CodeEntry
import CommandRuntime
import FoundationEssentials
import Glibc
import Integrations
import Preferences
import SafeIO
import SpeechOutput
import TerminalPrompt
import Wording

/// A disk's passphrase at boot, in the initramfs (issue 43): turned on and off for the
/// machine, and the question itself, which cryptroot's askpass runs.
package struct Boot: ParsableCommand {
  package init() {}

  package static let configuration = CommandConfiguration(
    commandName: "boot",
    abstract: "Speak the disk passphrase asked at boot, before the system starts.",
    discussion: """
      otc boot enable puts otc in the initramfs, so that the passphrase of an encrypted \
      disk is spoken and typed by ear at boot. otc boot disable takes it out again. \
      otc boot status says whether the image on disk holds otc. All three need root.
      """,
    subcommands: [BootEnable.self, BootDisable.self, BootStatus.self, BootAsk.self, BootUnlocked.self]
  )
}

/// Asks the passphrase of the disk cryptsetup-initramfs' cryptroot is unlocking, for its
/// keyscript: the words from `CRYPTTAB_NAME`, `CRYPTTAB_TRIED` and `CRYPTTAB_OPTIONS`, a
/// secure field on the console, and the passphrase on standard output with no newline, as
/// cryptsetup takes a key.
struct BootAsk: ParsableCommand, TakesSecret {
  init() {}

  static let configuration = CommandConfiguration(
    commandName: "ask",
    abstract: "Ask a disk's passphrase on the console, for cryptroot's keyscript.",
    discussion: """
      cryptroot runs its keyscript with the disk's name in CRYPTTAB_NAME and the number of \
      tries so far in CRYPTTAB_TRIED; otc says the disk, and after a wrong passphrase which \
      attempt this is. Every key says bullet. Enter gives the passphrase to cryptsetup, \
      without a newline. Escape does not cancel: the disk needs its passphrase to start. \
      A passphrase written into the --passfifo FIFO meanwhile, as cryptroot-unlock does \
      over SSH, is the answer too, and otc says so. \
      Exit codes: 0 answered, 1 no console or input ended, 64 no disk named.
      """
  )

  @Option(help: "The terminal to ask on. The default is /dev/console.")
  var console = "/dev/console"

  @Option(
    help: ArgumentHelp(
      "A file otc makes just before it writes the passphrase, so the script that ran it knows otc answered.",
      valueName: "file"))
  var answeringFile: String?

  @Option(
    help: ArgumentHelp(
      "A FIFO through which the passphrase may be given from elsewhere while otc asks, as cryptroot-unlock gives it.",
      valueName: "fifo"))
  var passfifo: String?

  func run() throws {
    let environment = ProcessInfo.processInfo.environment
    let commandLine = SystemFiles.text(at: "/proc/cmdline", limit: 64 * 1024) ?? ""
    guard let question = BootQuestion(environment: environment, kernelCommandLine: commandLine) else {
      printError(Message(.noDiskToAskFor), command: "boot ask")
      throw ExitCode(64)
    }
    let speechOptions = try SpeechOptions.parse([])
    let preferences = try speechOptions.preferences(command: "boot ask", alwaysAsks: true)
    let verbosity = Verbosity(
      language: preferences.spokenLanguage, hints: preferences.hints.value, secure: true, keyboard: true,
      capitals: preferences.capitalStyle)
    // A FIFO that cannot be read costs only the way in from elsewhere: the console asks.
    let remote = passfifo.flatMap { path -> PassFIFO? in
      do {
        return try PassFIFO(path: path)
      } catch {
        printError(Message(.typedOnlyHere, .message(explained(error))), command: "boot ask")
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
      command: "boot ask", terminal: terminal, speech: speechOptions.choice, preferences: preferences,
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
    let made = open(answeringFile, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
    guard made >= 0 else {
      printError(Message(.cannotMake, "\(answeringFile)", "\(String(cString: strerror(errno)))"), command: "boot ask")
      throw .failure
    }
    close(made)
  }
}
