import Basics
import BootCommands
import CSystem
import CommandRuntime
import SafeIO
import TerminalPrompt
import Utterances
import Wording

/// The boot otc's program: otc as the initramfs holds it, with the commands the image runs
/// and nothing else, built both by SwiftPM (the `otc-boot` product) and with Embedded Swift
/// (`make boot-otc`) from these same sources. It starts each run as the whole otc does
/// (`beginRun`), reads its arguments with `BootCommandLine`, and ends with the status the
/// command ended with.
package enum BootProgram {
  /// Runs the command `commandLine` (with the program's name first) asks for, and exits.
  package static func main(commandLine: [String]) -> Never {
    let arguments = beginRun(commandLine: commandLine)
    let command: BootCommand
    do throws(BootUsageError) {
      command = try BootCommandLine.parse(arguments)
    } catch {
      exit(status: usageFailed(error, arguments: arguments))
    }
    if command.takesSecret { _ = Secret.forbidCoreDumps() }
    do throws(CommandEnded) {
      try run(command)
    } catch {
      // An asking command says why it ended, as the whole otc's do.
      if arguments.first == "agent", let said = EndingError.last {
        SpokenError.say(said, language: MessageLanguage.current, command: "agent", speech: speechAsked(in: arguments))
      }
      exit(status: error.status)
    }
    exit(status: 0)
  }

  static func run(_ command: BootCommand) throws(CommandEnded) {
    switch command {
    case .help(let lines, let command):
      let language = outputLanguage
      let text =
        lines.map { $0.text(in: language) } + usageLines(for: command, language: language)
        + [Message(.seeForMore, "man otc").text(in: language)]
      try writeOutput(text.map { $0 + "\n" }.joined(), command: "otc")
    case .bootAsk(let work): try work.run()
    case .bootUnlocked(let work): try work.run()
    case .agent(let work): try work.run()
    case .speak(let work): try work.run()
    case .speakTail: try SpeakTailRun().run()
    case .speakupGuard(let work): work.run()
    }
  }

  /// Writes `error` on stderr as the whole otc writes a usage error, says it when the agent
  /// was asked (never repeating a word it was given), and returns the status: 64.
  static func usageFailed(_ error: BootUsageError, arguments: [String]) -> Int32 {
    let language = MessageLanguage.current
    let asking = arguments.first == "agent"
    var problem = error.problem.text(in: language)
    if asking { problem = SpokenError.withoutGivenWords(problem, arguments: arguments) }
    let help = error.command.isEmpty ? "otc --help" : "otc \(error.command) --help"
    let lines =
      [Message(.errorSaid, .text(problem)).text(in: language)] + usageLines(for: error.command, language: language)
      + [Message(.seeForMore, .text(help)).text(in: language)]
    PosixTerminal.closeOpenLine()
    let bytes = Array(lines.map { TerminalText.sanitized($0) + "\n" }.joined().utf8)
    _ = bytes.withUnsafeBytes { otc_write(STDERR_FILENO, $0.baseAddress, $0.count) }
    if asking {
      SpokenError.say(problem, language: language, command: "agent", speech: speechAsked(in: arguments))
    }
    return CommandEnded.usage.status
  }

  /// The speech options `arguments` give, each one that reads; the rest are passed over.
  static func speechAsked(in arguments: [String]) -> SpeechChoice {
    var choice = SpeechChoice()
    choice.speech = optionValue("--speech", in: arguments).flatMap(SpeechMode.init(rawValue:))
    choice.voice = optionValue("--voice", in: arguments)
    choice.rate = optionValue("--rate", in: arguments).flatMap { Int($0) }
    choice.pitch = optionValue("--pitch", in: arguments).flatMap { Int($0) }
    choice.volume = optionValue("--volume", in: arguments).flatMap { Int($0) }
    return choice
  }

  /// How `command` is written, in `language`: "Usage:" before the first line, the others
  /// under it.
  static func usageLines(for command: String, language: Language) -> [String] {
    BootCommandLine.usage(of: command).enumerated().map { index, line in
      index == 0 ? Message(.usageLine, .text(line)).text(in: language) : "       " + line
    }
  }

  static func exit(status: Int32) -> Never {
    otc_exit(status)
  }
}
