import BootCommands
import CommandRuntime
import Utterances
import Wording

/// What the boot otc was asked to do, read from its arguments by `BootCommandLine.parse`.
package enum BootCommand {
  /// Help: the lines to write on standard output, and the command whose usage follows
  /// them ("" for otc itself).
  case help([Message], command: String)
  /// `otc boot ask`.
  case bootAsk(BootAskRun)
  /// `otc boot unlocked`.
  case bootUnlocked(BootUnlockedRun)
  /// `otc agent`.
  case agent(AgentRun)
  /// `otc speak`.
  case speak(SpeakRun)
  /// `otc speak-tail`, which otc starts itself.
  case speakTail
  /// `otc speakup-guard`, which otc starts itself.
  case speakupGuard(SpeakupGuardRun)

  /// Whether the process will hold a secret (what is typed, or words still to say), so it
  /// must not dump core.
  package var takesSecret: Bool {
    switch self {
    case .bootAsk, .agent, .speakTail: true
    case .help, .bootUnlocked, .speak, .speakupGuard: false
    }
  }
}

/// A command line the boot otc cannot run: the problem, and the command whose usage is
/// written after it.
package struct BootUsageError: Error, Equatable {
  /// What is wrong.
  package var problem: Message
  /// The command it was given to, as written after `otc` ("boot ask"); empty for otc itself.
  package var command: String

  /// `problem`, found in what `command` was given.
  package init(problem: Message, command: String) {
    self.problem = problem
    self.command = command
  }
}

/// The boot otc's own small parser: the commands the initramfs runs, with the options the
/// whole otc gives them (its ArgumentParser and TOMLKit stay out of the image), worded as
/// the whole otc words a usage error.
package enum BootCommandLine {
  /// Each command's name and how it is written, in the order help lists them; the last two
  /// are otc's own helpers, left out of help.
  package static let usages: [(command: String, usage: String)] = [
    ("boot ask", "otc boot ask [--console <device>] [--answering-file <file>] [--passfifo <fifo>]"),
    ("boot unlocked", "otc boot unlocked [--console <device>] [--name <name>]"),
    (
      "agent",
      "otc agent (--query | --watch) [--console[=<device>]] [--transcript <file>] [--speech <mode>] [--voice <name>] "
        + "[--rate <wpm>] [--pitch <pitch>] [--volume <volume>] [--wav <file>]"
    ),
    (
      "speak",
      "otc speak [--lang <language>] [--voice <name>] [--rate <wpm>] [--pitch <pitch>] [--volume <volume>] "
        + "[--wav <file>] <text> ..."
    ),
    (speakTailCommand, "otc \(speakTailCommand)"),
    (speakupGuardCommand, "otc \(speakupGuardCommand) [--give-back] [<folder> <key-echo>]"),
  ]

  /// How `command` is written; otc's whole list for "" or "boot".
  package static func usage(of command: String) -> [String] {
    if let found = usages.first(where: { $0.command == command }) { return [found.usage] }
    let listed = usages.prefix(4).filter { command.isEmpty || $0.command.hasPrefix(command + " ") }
    return listed.map { $0.usage }
  }

  /// The command `arguments` (without the program's name) ask for.
  package static func parse(_ arguments: [String]) throws(BootUsageError) -> BootCommand {
    var words = arguments[...]
    var command = ""
    let groups = ["boot"]
    let leaves = usages.map { $0.command }
    while let word = words.first, !word.hasPrefix("-") {
      let longer = command.isEmpty ? word : command + " " + word
      guard groups.contains(longer) || leaves.contains(longer) else {
        throw BootUsageError(problem: Message(.unexpectedArgument, .text(word)), command: command)
      }
      command = longer
      words = words.dropFirst()
      if leaves.contains(command) { break }
    }
    let rest = Array(words)
    // Help when asked for, or when a group ("", "boot") is named alone; a group's first
    // other argument is an option it does not have.
    if asksForHelp(rest) || (!leaves.contains(command) && rest.isEmpty) {
      return .help([Message(.bootProgram)], command: command)
    }
    guard leaves.contains(command) else {
      throw BootUsageError(problem: Message(.unknownOption, .text(rest[0])), command: command)
    }
    return try parse(command, rest)
  }

  static func asksForHelp(_ arguments: [String]) -> Bool {
    for argument in arguments {
      if argument == "--" { return false }
      if argument == "-h" || argument == "--help" { return true }
    }
    return false
  }

  static let speechOptions = ["--speech", "--voice", "--rate", "--pitch", "--volume", "--wav"]

  static func parse(_ command: String, _ arguments: [String]) throws(BootUsageError) -> BootCommand {
    switch command {
    case "boot ask":
      let given = try GivenArguments(arguments, options: ["--console", "--answering-file", "--passfifo"], command: command)
      try given.noPositionals()
      return .bootAsk(
        BootAskRun(
          console: given.values["--console"] ?? "/dev/console", answeringFile: given.values["--answering-file"],
          passfifo: given.values["--passfifo"]))
    case "boot unlocked":
      let given = try GivenArguments(arguments, options: ["--console", "--name"], command: command)
      try given.noPositionals()
      return .bootUnlocked(BootUnlockedRun(console: given.values["--console"] ?? "/dev/console", name: given.values["--name"]))
    case "agent":
      let given = try GivenArguments(
        arguments, options: ["--console", "--transcript"] + speechOptions, flags: ["--query", "--watch"], command: command)
      try given.noPositionals()
      let work = AgentRun(
        query: given.flags.contains("--query"), watch: given.flags.contains("--watch"), console: given.values["--console"],
        transcript: given.values["--transcript"], speech: try given.speech())
      if let problem = work.usageProblem { throw BootUsageError(problem: problem, command: command) }
      return .agent(work)
    case "speak":
      let given = try GivenArguments(arguments, options: ["--lang"] + speechOptions.dropFirst(), command: command)
      guard !given.positionals.isEmpty else {
        throw BootUsageError(problem: Message(.missingArgument, "<text> ..."), command: command)
      }
      let language = try given.values["--lang"].map { tag throws(BootUsageError) -> Language in
        guard let language = Language(tag: tag) else {
          throw BootUsageError(problem: Message(.invalidValue, .text(tag), "--lang <language>"), command: command)
        }
        return language
      }
      var voice = try given.speech()
      let wav = voice.wav
      voice.wav = nil
      return .speak(SpeakRun(text: given.positionals, language: language, voice: voice, wav: wav))
    case speakTailCommand:
      let given = try GivenArguments(arguments, options: [], command: command)
      try given.noPositionals()
      return .speakTail
    default:
      let given = try GivenArguments(arguments, options: [], flags: ["--give-back"], command: command)
      if given.positionals.count > 2 {
        throw BootUsageError(problem: Message(.unexpectedArgument, .text(given.positionals[2])), command: command)
      }
      let work = SpeakupGuardRun(
        giveBack: given.flags.contains("--give-back"), folder: given.positionals.first,
        keyEcho: given.positionals.dropFirst().first)
      if let problem = work.usageProblem { throw BootUsageError(problem: problem, command: command) }
      return .speakupGuard(work)
    }
  }
}

/// One command's arguments, taken apart as ArgumentParser takes them: `--name value` and
/// `--name=value` for an option (the last given counts), `--flag`, the rest positional, and
/// everything after `--` positional.
struct GivenArguments {
  var values: [String: String] = [:]
  var flags: Set<String> = []
  var positionals: [String] = []
  let command: String

  init(_ arguments: [String], options: [String], flags known: [String] = [], command: String) throws(BootUsageError) {
    self.command = command
    var index = 0
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      if argument == "--" {
        positionals += arguments[index...]
        break
      }
      guard argument.hasPrefix("-"), argument != "-" else {
        positionals.append(argument)
        continue
      }
      let name = argument.firstIndex(of: "=").map { String(argument[..<$0]) } ?? argument
      let inline = argument.firstIndex(of: "=").map { String(argument[argument.index(after: $0)...]) }
      if known.contains(name) {
        if let inline { throw BootUsageError(problem: Message(.takesNoValue, .text(name), .text(inline)), command: command) }
        flags.insert(name)
      } else if options.contains(name) {
        if let inline {
          values[name] = inline
        } else if index < arguments.count, !arguments[index].hasPrefix("-") || arguments[index] == "-" {
          values[name] = arguments[index]
          index += 1
        } else {
          throw BootUsageError(problem: Message(.missingValue, .text(name)), command: command)
        }
      } else {
        throw BootUsageError(problem: Message(.unknownOption, .text(name)), command: command)
      }
    }
  }

  /// Fails at the first positional argument: the command takes none.
  func noPositionals() throws(BootUsageError) {
    if let first = positionals.first {
      throw BootUsageError(problem: Message(.unexpectedArgument, .text(first)), command: command)
    }
  }

  /// The speech options given: a mode among `SpeechMode`'s, whole numbers for the rest.
  func speech() throws(BootUsageError) -> SpeechChoice {
    var choice = SpeechChoice(wav: values["--wav"])
    choice.voice = values["--voice"]
    if let mode = values["--speech"] {
      guard let known = SpeechMode(rawValue: mode) else {
        let modes = SpeechMode.allCases.map { "'\($0.rawValue)'" }
        let listed = modes.dropLast().joined(separator: ", ") + " or " + modes[modes.count - 1]
        throw BootUsageError(
          problem: Message(.invalidChoice, .text(mode), "--speech <mode>", .text(listed)), command: command)
      }
      choice.speech = known
    }
    choice.rate = try number("--rate", "<wpm>")
    choice.pitch = try number("--pitch", "<pitch>")
    choice.volume = try number("--volume", "<volume>")
    return choice
  }

  func number(_ option: String, _ placeholder: String) throws(BootUsageError) -> Int? {
    guard let text = values[option] else { return nil }
    guard let number = Int(text) else {
      throw BootUsageError(problem: Message(.invalidValue, .text(text), "\(option) \(placeholder)"), command: command)
    }
    return number
  }
}
