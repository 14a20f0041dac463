import Announcer
import ArgumentParser
import CodeEntry
import FoundationEssentials
import Integrations
import Preferences
import SafeIO
import TerminalPrompt

#if canImport(Glibc)
  import Glibc
#endif

/// otc as a systemd password agent: it answers the questions systemd-cryptsetup,
/// systemd-ask-password and the like ask through `/run/systemd/ask-password`.
struct Agent: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "agent",
    abstract: "Answer systemd's password questions, such as a disk's passphrase, with speech.",
    discussion: """
      systemd-cryptsetup, systemd-ask-password and other programs ask through systemd's \
      password agent protocol. otc agent speaks each question as a field: Please enter \
      passphrase for disk TEST (root) is heard as Passphrase for disk TEST, root file \
      system, secure text field. A question that shows what is typed is a plain text field; \
      one that asks for silence says nothing of what is typed, not even how much. \
      Type the answer and press Enter; Esc cancels, and the program that asked fails. \
      Several questions are asked one at a time, oldest first, each saying how many wait \
      after it. A question taken back while it is asked (its program gave up, or its time \
      ran out) is said to be withdrawn. Only root's answers count: run it as root. \
      With --console, or --console=DEVICE, it asks on /dev/console or that terminal, as \
      systemd's console agent does, and wall messages leave that terminal alone meanwhile. \
      A bad setting never stops the question: otc says which setting it ignored and \
      why, and uses the next place it is set, or the default. Speech settings come from the flags, OTC_ variables and the config file. \
      OTC_TRANSCRIPT names a transcript, which each question adds to; it never holds a \
      typed character of a secret. \
      Exit codes: 0 every question answered or cancelled, 1 not asked on a terminal, or an \
      answer that did not reach its program. \
      Example: sudo otc agent --query
      """
  )

  @Flag(help: "Answer the questions waiting now, then exit.")
  var query = false

  @Flag(help: "Keep answering questions as they come, until stopped.")
  var watch = false

  @Option(
    help: ArgumentHelp(
      "Ask on the system console. --console alone is /dev/console; --console=DEVICE names another terminal. The default is the terminal otc runs on.",
      valueName: "device"))
  var console: String?

  @OptionGroup var speechOptions: SpeechOptions

  func validate() throws {
    guard query != watch else { throw ValidationError("Give one of --query and --watch.") }
  }

  func run() throws {
    let environment = ProcessInfo.processInfo.environment
    let preferences = try speechOptions.preferences(command: "agent", alwaysAsks: true)
    let verbosity = Verbosity(
      language: preferences.spokenLanguage, hints: preferences.hints.value, secure: preferences.secure.value, keyboard: true,
      capitals: preferences.capitalStyle)
    let isRoot = geteuid() == 0
    if !isRoot {
      printError("not root: systemd takes answers only from root, so each answer will be refused; run it as root", command: "agent")
    }
    let directory = AgentDirectory()
    let watcher = watch ? DirectoryWatcher(path: directory.path) : nil
    var failed = false
    // Each question is asked once: one whose answer was refused still stands, and is not
    // asked again.
    var asked: Set<String> = []
    while true {
      let pending = directory.pending().filter { !asked.contains($0.path + "\n" + $0.socket) }
      guard let question = pending.first else {
        guard let watcher else { break }
        watcher.wait()
        continue
      }
      asked.insert(question.path + "\n" + question.socket)
      switch try ask(question, waiting: pending.count - 1, verbosity: verbosity, isRoot: isRoot, preferences: preferences, environment: environment) {
      case .answered: break
      case .failed: failed = true
      case .inputEnded: throw ExitCode.failure
      }
    }
    if failed { throw ExitCode.failure }
  }

  enum Asked { case answered, failed, inputEnded }

  /// Asks `question` on the terminal and sends the answer, or a cancel.
  private func ask(
    _ question: AgentQuestion, waiting: Int, verbosity: Verbosity, isRoot: Bool, preferences: Preferences,
    environment: [String: String]
  ) throws -> Asked {
    let path = console.map { $0.isEmpty ? "/dev/console" : $0 } ?? "/dev/tty"
    let terminal = try questionTerminal(path, command: "agent")
    // Raw mode, and with it the signal handlers, before the block exists: a signal at any
    // moment after removes the block too.
    try terminal.begin()
    defer { terminal.end() }
    let wallBlock = terminal.deviceNumber.flatMap(AgentDirectory.blockWall(on:))
    PosixTerminal.removeOnFatalSignal(wallBlock?.path)
    defer {
      PosixTerminal.removeOnFatalSignal(nil)
      wallBlock?.end()
    }
    let runner = try PromptRunner(
      command: "agent", terminal: terminal, speechOptions: speechOptions, preferences: preferences,
      transcript: environment[transcriptVariable], appending: true, alwaysAsks: true)
    let language = verbosity.language
    if !isRoot {
      try runner.say([Utterance(event: "error", parts: [language.table.format(.agentNotRoot)], language: language)])
    }
    let keys = WithdrawableTerminal(terminal) { !question.stands() }
    let outcome = try runner.run(AgentSession(settings: question.settings(verbosity: verbosity, waiting: waiting), terminal: keys), keys: keys)
    try runner.finish(submitted: outcome.submittedValue != nil)
    defer { runner.handOff() }
    if keys.withdrawal.happened { return .answered }
    let answer: EntryValue?
    switch outcome {
    case .submitted(let value): answer = value
    case .cancelled, .timedOut, .answered: answer = nil
    case .inputEnded: return .inputEnded
    }
    defer { answer?.wipe() }
    do {
      try AgentAnswer.send(answer, to: question.socket)
      return .answered
    } catch {
      printError("cannot answer \(question.label(in: .english)): \(error)", command: "agent")
      return .failed
    }
  }
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
    if descriptor >= 0 { close(descriptor) }
  }

  /// Returns when something was written into the folder, or after a second.
  func wait() {
    if descriptor < 0 {
      let fd = inotify_init1(Int32(IN_CLOEXEC))
      if fd >= 0, inotify_add_watch(fd, path, UInt32(IN_CLOSE_WRITE) | UInt32(IN_MOVED_TO)) >= 0 {
        descriptor = fd
      } else if fd >= 0 {
        close(fd)
      }
    }
    var watched = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
    // A second at most: a question's asker may die or its time pass with no event.
    guard poll(&watched, 1, 1000) > 0, descriptor >= 0 else { return }
    var buffer = [UInt8](repeating: 0, count: 4096)
    _ = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
  }
}
