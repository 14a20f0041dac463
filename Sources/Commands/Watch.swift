import Announcer
import ArgumentParser
import Basics
import Braille
import CProcess
import CommandRuntime
import FoundationEssentials
import Glibc
import Integrations
import OTCCommandLine
import Preferences
import SafeIO
import ScreenReaders
import SpeechOutput
import TerminalPrompt
import Transcripts
import Wording

/// The variable `otc watch` sets for the program it runs: an `otc watch` inside runs its
/// command directly rather than watching twice.
let watchVariable = "OTC_WATCH"

struct Watch: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Run a program, and say each question it asks with echo off as a secure text field.",
    discussion: """
      Many programs ask for a password on the terminal with echo off: su, sudo, ssh, \
      openssl, mysql, read -s in a script. Your screen reader reads the question, then \
      hears nothing as you type. Under otc watch, you hear the field: Password for su, \
      secure text field. Then bullet for each key, deleted for Backspace, cleared for \
      Ctrl-U, and entered for Enter. Nothing you type is spoken, shown, recorded or kept: \
      otc counts the keys, and each goes to the program at once, unchanged. \
      Otherwise otc watch is invisible: output, keys, window size, Ctrl-C, Ctrl-Z and the \
      exit status pass through. Without a command it runs your shell. To cover every \
      program you run, add a line to your shell's start-up file. In ~/.bashrc or \
      ~/.zshrc, the line is: \(Watch.startupLine). In fish's config.fish, it is: \
      \(Watch.fishStartupLine). Inside otc watch, another otc watch runs its command directly, \
      and without a terminal it just runs it. One that would start the shell again from \
      its start-up file starts it without that file, and says so. \
      A question is a line ending in a colon or a question mark while the program reads \
      a line with echo off. Echo off without such a line, and full-screen programs, say \
      nothing. Over ssh, where the other computer's echo cannot be seen, a question is \
      heard when its words name a password, a PIN or a code, and dropped when a key is \
      echoed. \
      Example: otc watch -- su alice
      """
  )

  @OptionGroup var languageOptions: LanguageOptions

  @OptionGroup var speechOptions: SpeechOptions

  @Option(
    help: ArgumentHelp(
      "Write everything spoken into this file as JSON Lines. Typed characters are never in it.", valueName: "file"))
  var transcript: String?

  @Argument(
    parsing: .captureForPassthrough,
    help: ArgumentHelp("The program to run, and its arguments. The default is your shell.", valueName: "command"))
  var command: [String] = []

  func run() throws {
    let environment = ProcessInfo.processInfo.environment
    var command = command
    // The command is taken as it comes, options and all: ArgumentParser's own flag for the
    // whole help would be taken for a program's name.
    if command == ["--help-hidden"] {
      print(Self.helpMessage(includeHidden: true))
      return
    }
    if command.first == "--" { command.removeFirst() }
    let shell = environment["SHELL"].flatMap { $0.isEmpty ? nil : $0 } ?? "/bin/sh"
    if command.isEmpty { command = [shell] }
    // Already watched, or nothing to watch: the command itself, as if otc were not there.
    if environment[watchVariable] != nil || isatty(0) == 0 {
      runDirectly(Self.shellLoopBroken(command, shell: shell, environment: environment))
    }
    // Before any thread starts: the signals otc follows are read, never lost to a thread.
    let signals = PassThrough.followSignals()
    guard signals >= 0 else {
      printFailure(Message(.cannotFollowSignals, "\(String(cString: strerror(errno)))"), command: "watch")
      throw ExitCode.failure
    }
    let preferences = try speechOptions.preferences(language: languageOptions.lang, command: "watch")
    // Not TakesSecret: a program run directly above, as if otc were not there, keeps the
    // core-dump limit it was given.
    _ = Secret.forbidCoreDumps()
    // Its words are not on the screen (the terminal is the program's): otc speaks beside
    // any screen reader, and takes Speakup's silence and the braille display only while a
    // hidden question is open.
    let outputs = try Outputs(
      command: "watch", speech: speechOptions.choice, preferences: preferences, transcript: transcript, alwaysAsks: true,
      terminal: PosixTerminal.deviceNumber(of: 0), unseen: true, braille: .whileAsking, namesBackEnd: false,
      environment: environment)
    let verbosity = Verbosity(
      language: preferences.spokenLanguage, hints: false, secure: true, keyboard: true, capitals: preferences.capitalStyle)
    var childEnvironment = environment
    childEnvironment[watchVariable] = "1"
    let passThrough: PassThrough
    do {
      passThrough = try PassThrough(command: command, environment: childEnvironment, signals: signals)
    } catch {
      printFailure(explained(error), command: "watch")
      throw ExitCode(127)
    }
    // Speakup echoes keys from the keyboard, below the terminal: while a hidden question is
    // open and otc speaks for it, Speakup is kept quiet (its guard gives it back however otc
    // ends), so that no typed character is spoken. The braille display shows the field
    // while a question is open, and is given back to brltty (which shows the terminal) once
    // it is entered.
    var watch = HiddenQuestionWatch(verbosity: verbosity, lineIsRead: outputs.surroundings.reader != nil)
    /// Gives back what a question holds (Speakup quiet, the braille display) once none is open.
    func followPhase() {
      if case .asking = watch.phase { return }
      outputs.asking(false)
    }
    var lastOutput = monotonicSeconds()
    // Whether the line reads as a question, as of the line's version: read again only once
    // the program has changed it.
    var candidate = (version: -1, question: false)
    func say(_ utterances: [Utterance], interrupting: Bool) {
      outputs.sayGoingOn(utterances.filter { !$0.parts.isEmpty }, interrupting: interrupting)
      if let line = watch.brailleLine(after: utterances.last) { outputs.show(line) }
    }
    /// How long a hidden line and its question must hold, with nothing new written, before
    /// the question is said: a program that turns echo off around its own output is not asking.
    let settleTime = 0.04
    let ending = passThrough.run(
      PassThrough.Observer(
        output: { bytes in
          watch.output(bytes)
          lastOutput = monotonicSeconds()
          followPhase()
        },
        keys: { keys in
          say(watch.keys(keys), interrupting: true)
          followPhase()
        },
        idle: {
          let asking: Bool
          if case .idle = watch.phase { asking = false } else { asking = true }
          // While the program is still writing, its line is not read: a question is said
          // only once the line has held, and output streams by at full speed.
          let held = monotonicSeconds() - lastOutput
          if !asking && held < settleTime { return settleTime - held }
          if candidate.version != watch.line.version {
            candidate = (watch.line.version, HiddenQuestionWatch.question(in: watch.line.text) != nil)
          }
          guard candidate.question || asking else { return nil }
          let discipline = passThrough.discipline()
          if watch.wouldOpen(discipline) {
            guard held >= settleTime else { return settleTime - held }
            let opening = watch.settle(discipline, program: passThrough.foregroundProgram())
            if !opening.isEmpty { outputs.asking(true) }
            say(opening, interrupting: false)
          } else if asking {
            // Closes once echo is back (or ssh's program has gone); stays open otherwise.
            _ = watch.settle(discipline, program: nil)
            followPhase()
          }
          return 0.05
        }))
    outputs.asking(false)
    if let error = outputs.finishSpeech() { printError(explained(error), command: "watch") }
    outputs.handOff()
    do {
      try outputs.closeTranscript()
    } catch {
      // Said already; the program's own exit status stands.
    }
    switch ending {
    case .exited(let status):
      throw ExitCode(status)
    case .signalled(let signalNumber):
      // Ends as the program did, so that a shell sees the same signal.
      signal(signalNumber, SIG_DFL)
      otc_unblock_signal(signalNumber)
      kill(getpid(), signalNumber)
      throw ExitCode(128 + signalNumber)
    }
  }

  /// The line that starts an interactive bash or zsh under `otc watch` from its start-up
  /// file, once: the help and the man page give it, and the tests start each shell with it.
  static let startupLine = "[[ $- == *i* && -z $OTC_WATCH ]] && exec otc watch"
  /// The same for fish's config.fish.
  static let fishStartupLine = "status is-interactive; and not set -q OTC_WATCH; and exec otc watch"

  /// The variable a nested `otc watch` sets before it becomes the shell: the process that
  /// runs it, so that the same process asking again is known.
  static let shellVariable = "OTC_WATCH_SHELL"

  /// `command` with what would loop taken out, the process's environment set for it. `exec
  /// otc watch` (or `exec otc watch -- bash -l`: the shell, with any arguments) unguarded in
  /// a shell's start-up file makes the watched shell read that file and run `otc watch`
  /// again, which runs the shell again, for ever. A nested `otc watch` that runs the shell
  /// marks its process (`OTC_WATCH_SHELL`); when the same process asks again, the start-up
  /// file is asking, and the shell starts without its start-up files, said on standard error.
  static func shellLoopBroken(_ command: [String], shell: String, environment: [String: String]) -> [String] {
    let name = { (path: String) in path.split(separator: "/").last.map(String.init) ?? path }
    let program = name(command[0])
    guard program == name(shell) else { return command }
    let me = String(getpid())
    guard environment[shellVariable] == me else {
      setenv(shellVariable, me, 1)
      return command
    }
    unsetenv(shellVariable)
    // Each shell's own way to start without its start-up files; sh and ksh read only $ENV.
    unsetenv("ENV")
    let plain: [String]
    let arguments = Array(command.dropFirst())
    switch program {
    case "bash": plain = [command[0], "--norc", "--noprofile"] + arguments
    case "zsh": plain = [command[0], "--no-rcs"] + arguments
    case "fish": plain = [command[0], "--no-config"] + arguments
    case "csh", "tcsh": plain = [command[0], "-f"] + arguments
    case "sh", "dash", "ksh", "ksh93", "mksh", "posh", "busybox", "ash": plain = command
    default: plain = ["/bin/sh"]
    }
    printError(
      Message(.watchStartupLoop, "\(name(plain[0]))", "\(program == "fish" ? fishStartupLine : startupLine)"), command: "watch")
    return plain
  }

  /// Replaces otc with `command`; a command that cannot be run is exit 127, as a shell says.
  private func runDirectly(_ command: [String]) -> Never {
    let error = Spawn.replacingThisProcess(command)
    printError(Message(.cannotRun, "\(command[0])", "\(String(cString: strerror(error)))"), command: "watch")
    Glibc.exit(error == ENOENT ? 127 : 126)
  }
}
