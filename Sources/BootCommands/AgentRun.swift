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

/// One run of `otc agent`: otc as a systemd password agent, answering the questions
/// systemd-cryptsetup, systemd-ask-password and the like ask through
/// `/run/systemd/ask-password`. Exit 0 every question answered or cancelled, 1 not asked on
/// a terminal, or an answer that did not reach its program.
package struct AgentRun {
  /// Answer the questions waiting now, then end.
  package var query = false
  /// Keep answering questions as they come, until stopped.
  package var watch = false
  /// The terminal to ask on: `/dev/console` when empty; the terminal otc runs on when `nil`.
  package var console: String?
  /// The transcript each question adds to: `--transcript`, else `OTC_TRANSCRIPT`.
  package var transcript: String?
  /// The speech asked for.
  package var speech = SpeechChoice()

  package init(
    query: Bool = false, watch: Bool = false, console: String? = nil, transcript: String? = nil,
    speech: SpeechChoice = SpeechChoice()
  ) {
    self.query = query
    self.watch = watch
    self.console = console
    self.transcript = transcript
    self.speech = speech
  }

  /// What is wrong with how the agent was asked to run, if anything: one of `--query` and
  /// `--watch`, never both or neither.
  package var usageProblem: Message? { query == watch ? Message(.queryOrWatch) : nil }

  /// The transcript each question adds to: `--transcript`, else `OTC_TRANSCRIPT`.
  package var transcriptPath: String? { transcript ?? environmentValue(transcriptVariable) }

  /// Answers the questions, as `query` or `watch` says.
  package func run() throws(CommandEnded) {
    let preferences = try speech.preferences(command: "agent", alwaysAsks: true)
    let verbosity = Verbosity(
      language: preferences.spokenLanguage, hints: preferences.hints.value, secure: preferences.secure.value, keyboard: true,
      capitals: preferences.capitalStyle)
    let isRoot = geteuid() == 0
    if !isRoot {
      printError(Message(.agentNotRoot), command: "agent")
    }
    let commandLine = SystemFiles.text(at: "/proc/cmdline", limit: 64 * 1024) ?? ""
    let directory = AgentDirectory()
    let watcher = watch ? DirectoryWatcher(path: directory.path) : nil
    var failed = false
    // Each question is asked once: one whose answer was refused still stands, and is not
    // asked again.
    var asked: Set<String> = []
    // The disks' passphrases otc gave, by asker and words: systemd-cryptsetup asks the
    // same words again, from the same process, after a wrong one.
    var given: [String: Int] = [:]
    var unlocking: DiskUnlocking?
    // Nothing to ask yet: --query says there is nothing, --watch that it waits (not on the
    // console, where it starts at every boot and the disk's question is what matters).
    if directory.pending().isEmpty, query || console == nil {
      try sayStatus(query ? .noQuestionWaiting : .waitingForQuestions, language: verbosity.language, preferences: preferences)
    }
    while true {
      let pending = directory.pending().filter { !asked.contains($0.path + "\n" + $0.socket) }
      guard let question = pending.first else {
        if let waited = unlocking, let unlocked = waited.check() {
          unlocking = nil
          if unlocked { BootUnlockedRun.start(name: waited.volume, console: consolePath, command: "agent") }
        }
        guard let watcher else { break }
        watcher.wait()
        continue
      }
      asked.insert(question.path + "\n" + question.socket)
      let disk = question.diskQuestion
      let asker = "\(question.pid ?? 0)\n\(question.message)"
      let retry = disk.map {
        BootQuestion(name: $0.volume, tried: given[asker] ?? 0, isRoot: $0.isRoot(kernelCommandLine: commandLine))
      }
      let outcome = try ask(
        question, retry: retry, waiting: pending.count - 1, verbosity: verbosity, isRoot: isRoot, preferences: preferences,
        kernelCommandLine: commandLine)
      switch outcome {
      case .answered(let sent):
        // A disk's passphrase given: the same words again from the same asker are a
        // wrong passphrase. While otc keeps watching, the disk is said to be unlocked once
        // its mapping appears, and meanwhile (Argon2 takes seconds) keys typed are kept
        // for no try; on the console (--console, as at boot) they are not shown either:
        // never on a terminal a shell shares, whose echo an interrupt could leave off.
        if sent, disk != nil {
          given[asker, default: 0] += 1
        }
        if sent, let disk, watch {
          let quiet = unlocking?.quiet ?? (console != nil ? QuietConsole(path: consolePath) : nil)
          unlocking = DiskUnlocking(volume: disk.volume, quiet: quiet)
        } else {
          unlocking?.quiet?.end()
          unlocking = nil
        }
      case .failed: failed = true
      case .inputEnded: throw .failure
      }
    }
    if failed { throw .failure }
  }

  /// Says `phrase` on the terminal questions are asked on, in speech and in the transcript
  /// as a question is; without such a terminal (a script, a service), a line on stderr.
  private func sayStatus(_ phrase: Phrase, language: Language, preferences: Preferences) throws(CommandEnded) {
    let words = Utterance(event: "status", parts: [language.table.format(phrase)], language: language)
    guard let terminal = try? PosixTerminal(path: consolePath) else {
      return printError(Message(.plainText, "\(words.text)"), command: "agent")
    }
    terminal.leavesLineOpen = console != nil
    let runner = try PromptRunner(
      command: "agent", terminal: terminal, speech: speech, preferences: preferences,
      transcript: transcriptPath, appending: true, alwaysAsks: true)
    try runner.say([words])
    try runner.finish(submitted: false)
    runner.handOff()
  }

  /// The terminal questions are asked on.
  var consolePath: String { console.map { $0.isEmpty ? "/dev/console" : $0 } ?? "/dev/tty" }

  package enum Asked {
    /// Asked to its end; `sent` when an answer (not a cancel) reached the asker.
    case answered(sent: Bool)
    case failed, inputEnded
  }

  /// Asks `question` on the terminal and sends the answer, or a cancel.
  /// A disk's question asked again after a wrong passphrase (`retry` says how many came
  /// before) drops the keys typed meanwhile, and says "Wrong passphrase. Attempt 2 of 3" first.
  private func ask(
    _ question: AgentQuestion, retry: BootQuestion?, waiting: Int, verbosity: Verbosity, isRoot: Bool, preferences: Preferences,
    kernelCommandLine: String
  ) throws(CommandEnded) -> Asked {
    let terminal = try questionTerminal(consolePath, command: "agent")
    // The console's cursor stays on the last line said, where brltty reading it shows it.
    terminal.leavesLineOpen = true
    if retry?.tried ?? 0 > 0 { terminal.discardTypedAhead() }
    // Raw mode, and with it the signal handlers, before the block exists: a signal at any
    // moment after removes the block too.
    try beginQuestion(on: terminal, command: "agent")
    defer { terminal.end() }
    let wallBlock = terminal.deviceNumber.flatMap(AgentDirectory.blockWall(on:))
    PosixTerminal.removeOnFatalSignal(wallBlock?.path)
    defer {
      PosixTerminal.removeOnFatalSignal(nil)
      wallBlock?.end()
    }
    let runner = try PromptRunner(
      command: "agent", terminal: terminal, speech: speech, preferences: preferences,
      transcript: transcriptPath, appending: true, alwaysAsks: true)
    let language = verbosity.language
    if !isRoot {
      try runner.say([Utterance(event: "error", parts: [language.table.format(.agentNotRoot)], language: language)])
    }
    if let words = retry?.retry(in: language) { try runner.say([words]) }
    let keys = WithdrawableTerminal(terminal) { !question.stands() }
    var settings = question.settings(verbosity: verbosity, waiting: waiting, kernelCommandLine: kernelCommandLine)
    // At boot a disk's question cannot be cancelled: systemd-cryptsetup would fail, and
    // the boot with it. Escape is refused with a word, as otc boot ask refuses it.
    if retry != nil, access("/etc/initrd-release", F_OK) == 0 {
      settings.verbosity.escapeCancels = false
      settings.cancelRefusal = language.table.format(.bootCannotCancel)
    }
    let outcome = try runner.run(AgentSession(settings: settings, terminal: keys), keys: keys)
    try runner.finish(submitted: outcome.submittedValue != nil)
    defer { runner.handOff() }
    if keys.withdrawal.happened { return .answered(sent: false) }
    let answer: EntryValue?
    switch outcome {
    case .submitted(let value): answer = value
    case .cancelled, .timedOut, .answered: answer = nil
    case .inputEnded: return .inputEnded
    }
    defer { answer?.wipe() }
    do {
      try AgentAnswer.send(answer, to: question.socket)
      return .answered(sent: answer != nil)
    } catch {
      printError(
        Message(
          .cannotAnswer, "\(question.label(in: MessageLanguage.current))", .message(Message(.plainText, "\(error.reason)"))),
        command: "agent")
      return .failed
    }
  }
}

/// A disk whose passphrase otc gave, watched until its mapping appears (it was right) or
/// two minutes pass; a new question ends the watch too. Meanwhile the console does not show
/// what is typed (after otc's answer it is back in its own mode, with echo on), when otc
/// asks on the console.
struct DiskUnlocking {
  /// The volume's name, which is its mapping's.
  let volume: String
  /// The console's echo, off while the passphrase is tried.
  let quiet: QuietConsole?
  let deadline: UInt64

  /// How long a passphrase may take to try.
  static let limit: UInt64 = 120_000_000

  /// Watches `volume`, with the console's echo off in `quiet` when there is one.
  init(volume: String, quiet: QuietConsole?) {
    self.volume = volume
    self.quiet = quiet
    deadline = AgentQuestion.monotonicMicroseconds() + Self.limit
  }

  /// `true` once the mapping exists, `false` once the time is past (the console's echo is
  /// back in both cases), `nil` while it waits.
  func check() -> Bool? {
    let mapped = Self.mappings().contains(volume)
    guard mapped || AgentQuestion.monotonicMicroseconds() > deadline else { return nil }
    quiet?.end()
    return mapped
  }

  /// The names of the device-mapper devices there are (`/sys/block/dm-N/dm/name`), with or
  /// without udev's nodes in /dev/mapper.
  static func mappings() -> Set<String> {
    let blocks = SystemFiles.names(in: "/sys/block") ?? []
    return Set(
      blocks.filter { $0.hasPrefix("dm-") }.compactMap { block in
        SystemFiles.text(at: "/sys/block/\(block)/dm/name", limit: 4096)?.trimmingWhitespaceAndNewlines()
      })
  }
}

/// A terminal with its echo turned off, until `end()` puts back the mode it had.
final class QuietConsole {
  private let descriptor: Int32
  private var saved = termios()

  /// `nil` when the terminal cannot be opened or is not one.
  init?(path: String) {
    descriptor = otc_open(path, O_RDWR | O_NOCTTY | O_CLOEXEC, 0)
    guard descriptor >= 0 else { return nil }
    guard tcgetattr(descriptor, &saved) == 0 else {
      otc_close(descriptor)
      return nil
    }
    var quiet = saved
    quiet.c_lflag &= ~tcflag_t(ECHO)
    tcsetattr(descriptor, TCSANOW, &quiet)
  }

  /// Puts the terminal's mode back.
  func end() {
    guard descriptor >= 0 else { return }
    tcsetattr(descriptor, TCSANOW, &saved)
  }

  deinit { if descriptor >= 0 { otc_close(descriptor) } }
}

/// Waits for a new question in a folder: inotify on `IN_CLOSE_WRITE | IN_MOVED_TO`, as
/// systemd's agents watch. A folder that is not there yet is looked for again each second.
final class DirectoryWatcher {
  private let path: String
  private var descriptor: Int32 = -1

  init(path: String) {
    self.path = path
  }

  deinit {
    if descriptor >= 0 { otc_close(descriptor) }
  }

  /// Returns when something was written into the folder, or after a second.
  func wait() {
    if descriptor < 0 {
      let fd = inotify_init1(Int32(IN_CLOEXEC))
      if fd >= 0, inotify_add_watch(fd, path, UInt32(IN_CLOSE_WRITE) | UInt32(IN_MOVED_TO)) >= 0 {
        descriptor = fd
      } else if fd >= 0 {
        otc_close(fd)
      }
    }
    var watched = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
    // A second at most: a question's asker may die or its time pass with no event.
    guard otc_poll(&watched, 1, 1000) > 0, descriptor >= 0 else { return }
    var buffer = [UInt8](repeating: 0, count: 4096)
    _ = buffer.withUnsafeMutableBytes { otc_read(descriptor, $0.baseAddress, $0.count) }
  }
}
