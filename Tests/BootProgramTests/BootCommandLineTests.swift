import BootCommands
import BootProgram
import CommandRuntime
import Testing
import Utterances
import Wording

/// The boot otc's own parser: the commands the initramfs runs, with the options the whole
/// otc gives them, and each usage error worded as the whole otc words it.
@Suite struct BootCommandLineTests {
  func problem(_ arguments: [String]) -> BootUsageError? {
    do throws(BootUsageError) {
      _ = try BootCommandLine.parse(arguments)
      return nil
    } catch {
      return error
    }
  }

  @Test func bootAskTakesItsThreeOptionsEitherWay() throws {
    guard
      case .bootAsk(let work) = try BootCommandLine.parse([
        "boot", "ask", "--answering-file", "/run/a", "--passfifo=/lib/fifo", "--console", "/dev/tty1",
      ])
    else { Issue.record("not boot ask"); return }
    #expect(work.answeringFile == "/run/a")
    #expect(work.passfifo == "/lib/fifo")
    #expect(work.console == "/dev/tty1")
    guard case .bootAsk(let plain) = try BootCommandLine.parse(["boot", "ask"]) else { return }
    #expect(plain.console == "/dev/console" && plain.answeringFile == nil && plain.passfifo == nil)
  }

  @Test func bootUnlockedTakesANameAndAConsole() throws {
    guard case .bootUnlocked(let work) = try BootCommandLine.parse(["boot", "unlocked", "--name", "cryptroot"]) else {
      Issue.record("not boot unlocked")
      return
    }
    #expect(work.name == "cryptroot" && work.console == "/dev/console")
  }

  /// `--console` alone is /dev/console (RunArguments turns it into `--console=/dev/console`
  /// as the program starts, for either parser); the speech options are read as numbers and
  /// a mode.
  @Test func theAgentReadsItsModeConsoleAndSpeech() throws {
    let arguments = RunArguments.arguments(for: [
      "/usr/bin/otc", "agent", "--watch", "--console", "--speech", "espeak", "--rate", "300", "--voice=en-gb",
    ])
    guard case .agent(let work) = try BootCommandLine.parse(arguments) else {
      Issue.record("not the agent")
      return
    }
    #expect(work.watch && !work.query)
    #expect(work.console == "/dev/console")
    #expect(work.speech.speech == .espeak && work.speech.rate == 300 && work.speech.voice == "en-gb")
  }

  @Test func speakTakesItsTextAfterItsOptionsAndADashForStandardInput() throws {
    guard
      case .speak(let work) = try BootCommandLine.parse(["speak", "--lang", "pt-BR", "--wav", "/tmp/x.wav", "nove", "oito"])
    else { Issue.record("not speak"); return }
    #expect(work.text == ["nove", "oito"] && work.language == .brazilianPortuguese && work.wav == "/tmp/x.wav")
    #expect(work.voice.wav == nil)
    guard case .speak(let dash) = try BootCommandLine.parse(["speak", "-"]) else { return }
    #expect(dash.text == ["-"])
    guard case .speak(let after) = try BootCommandLine.parse(["speak", "--", "--not-an-option"]) else { return }
    #expect(after.text == ["--not-an-option"])
  }

  @Test func theHelpersTakeWhatOtcGivesThem() throws {
    guard case .speakTail = try BootCommandLine.parse([speakTailCommand]) else {
      Issue.record("not the speech tail")
      return
    }
    guard case .speakupGuard(let work) = try BootCommandLine.parse([speakupGuardCommand, "/sys/x", "1"]) else { return }
    #expect(work.folder == "/sys/x" && work.keyEcho == "1" && !work.giveBack)
    guard case .speakupGuard(let back) = try BootCommandLine.parse([speakupGuardCommand, "--give-back"]) else { return }
    #expect(back.giveBack)
  }

  /// Help for otc lists the four commands a person may run, not the two otc starts itself;
  /// a command's help is its own line.
  @Test func helpListsTheCommandsAndEachCommandsOwn() throws {
    guard case .help(let lines, let command) = try BootCommandLine.parse(["--help"]) else {
      Issue.record("no help")
      return
    }
    #expect(lines == [Message(.bootProgram)] && command == "")
    #expect(BootCommandLine.usage(of: "").count == 4)
    #expect(!BootCommandLine.usage(of: "").contains { $0.contains(speakTailCommand) })
    guard case .help(_, let ask) = try BootCommandLine.parse(["boot", "ask", "--help"]) else { return }
    #expect(BootCommandLine.usage(of: ask) == ["otc boot ask [--console <device>] [--answering-file <file>] [--passfifo <fifo>]"])
    guard case .help(_, let boot) = try BootCommandLine.parse(["boot"]) else { return }
    #expect(BootCommandLine.usage(of: boot).count == 2)
  }

  @Test(arguments: [
    (["frob"], Message(.unexpectedArgument, "frob"), ""),
    (["boot", "ask", "--bogus"], Message(.unknownOption, "--bogus"), "boot ask"),
    (["boot", "ask", "--console"], Message(.missingValue, "--console"), "boot ask"),
    (["boot", "ask", "extra"], Message(.unexpectedArgument, "extra"), "boot ask"),
    (["agent", "--query", "--watch"], Message(.queryOrWatch), "agent"),
    (["agent"], Message(.queryOrWatch), "agent"),
    (["agent", "--query=yes"], Message(.takesNoValue, "--query", "yes"), "agent"),
    (["agent", "--query", "--rate", "fast"], Message(.invalidValue, "fast", "--rate <wpm>"), "agent"),
    (
      ["agent", "--query", "--speech", "loud"],
      Message(.invalidChoice, "loud", "--speech <mode>", "'auto', 'speechd', 'espeak' or 'none'"), "agent"
    ),
    (["speak"], Message(.missingArgument, "<text> ..."), "speak"),
    (["speak", "--lang", "xx", "hi"], Message(.invalidValue, "xx", "--lang <language>"), "speak"),
    (["speak", "--speech", "none", "hi"], Message(.unknownOption, "--speech"), "speak"),
    ([speakupGuardCommand], Message(.folderAndKeyEcho), speakupGuardCommand),
    ([speakupGuardCommand, "a", "b", "c"], Message(.unexpectedArgument, "c"), speakupGuardCommand),
  ])
  func aCommandLineItCannotRunIsAUsageError(_ arguments: [String], _ expected: Message, _ command: String) {
    #expect(problem(arguments) == BootUsageError(problem: expected, command: command))
  }

  /// Every usage error reads in each language from its table: none is left in English.
  @Test func theUsageErrorsAreInEachLanguage() {
    let error = problem(["speak", "--rate", "abc", "hi"])
    #expect(error?.problem.text(in: .english) == "The value 'abc' is invalid for '--rate <wpm>'")
    #expect(error?.problem.text(in: .brazilianPortuguese) == "O valor 'abc' não é válido para '--rate <wpm>'")
    #expect(error?.problem.text(in: .bulgarian) == "Стойността 'abc' не е валидна за '--rate <wpm>'")
  }
}
