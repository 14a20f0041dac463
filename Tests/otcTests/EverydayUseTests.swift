import Foundation
import OTCTestSupport
import SpeechOutput
import Testing

/// Issue 14: what a blind console user and an accessibility engineer met on a first try.
@Suite struct EverydayUseTests {
  func temporaryPath(_ name: String) -> String {
    FileManager.default.temporaryDirectory.appendingPathComponent("otc-\(UUID().uuidString.prefix(8))-\(name)").path
  }

  /// A refused symbol is heard by its name in every language, in the transcript and on
  /// stderr; `?` is echoed by its name too, then says the keys.
  @Test(arguments: [
    ("en", "Symbol comma is not a digit", "Question mark, keys: type the digits"),
    ("pt-BR", "O símbolo vírgula não é dígito", "Ponto de interrogação, teclas: digite os dígitos"),
    ("bg", "Символът запетая не е цифра", "Въпросителен знак, клавиши: въведете цифрите"),
  ])
  func symbolsAreNamedInWords(language: String, comma: String, question: String) throws {
    let transcript = temporaryPath("symbol.jsonl")
    defer { try? FileManager.default.removeItem(atPath: transcript) }
    let result = try CommandRunner.run(
      ["prompt", "--speech", "none", "--lang", language, "--transcript", transcript], stdin: ",?985391")
    #expect(result.status == 0)
    let recorded = try String(contentsOfFile: transcript, encoding: .utf8)
    for heard in [comma, question] {
      #expect(result.stderr.contains(heard), "\(result.stderr)")
      #expect(recorded.contains("\"text\":\"\(heard)"))
    }
    #expect(!result.stderr.contains("?") && !result.stderr.contains(" , "))
  }

  /// At a keyboard the prompt never says "double tap": its hints name keys. The phone's
  /// wording stays in read.
  @Test func thePromptGivesKeyboardHints() throws {
    let prompt = try CommandRunner.run(["prompt", "--speech", "none"], stdin: "123456")
    #expect(!prompt.stderr.contains("double tap"))
    // The keys came at once: the hint, which waits a second, was not needed.
    #expect(prompt.stderr.hasPrefix("Access code, text field, is editing, empty, 6 digits\nOne"), "\(prompt.stderr)")
    let quiet = try CommandRunner.run(["prompt", "--speech", "none", "--no-hints"], stdin: "123456")
    #expect(quiet.stderr.hasPrefix("Access code, text field, is editing, empty, 6 digits\n"))
    let read = try CommandRunner.run(["read", "--speech", "none", "--code-file", "-"], stdin: "123456")
    #expect(read.stdout.hasSuffix("text field, double tap to edit\n"))
  }

  /// F1 says the keys; F2 and Ctrl-L repeat what was said last; F3 and Ctrl-S spell out
  /// the typed digits with their positions (in secure mode, only how many).
  @Test func helpRepeatAndSpellOutKeys() throws {
    let keys = "\u{1B}OP" + "98" + "\u{1B}[12~" + "\u{1B}[13~" + "\u{0C}" + "\u{13}" + "5391"
    let result = try CommandRunner.run(["prompt", "--speech", "none"], stdin: keys)
    #expect(result.status == 0)
    let lines = result.stderr.split(separator: "\n").map(String.init)
    #expect(lines[1].hasPrefix("Keys: type the digits; Backspace deletes"))
    #expect(
      Array(lines[2...7]) == [
        "Nine", "Eight", "Eight", "Digit 1, nine, digit 2, eight", "Digit 1, nine, digit 2, eight",
        "Digit 1, nine, digit 2, eight",
      ])
    let secure = try CommandRunner.run(["prompt", "--speech", "none", "--secure"], stdin: "98\u{1B}[13~5391")
    #expect(secure.stderr.contains("\n2 of 6 digits\n"))
    // The Linux console's F1.
    let console = try CommandRunner.run(["prompt", "--speech", "none"], stdin: "\u{1B}[[A985391")
    #expect(console.stderr.split(separator: "\n")[1].hasPrefix("Keys:"))
  }

  /// A 3-second limit is said as the prompt opens and warned of a second before it ends.
  @Test func aShortTimeoutIsHeardComing() throws {
    let terminal = try PseudoTerminal(["prompt", "--speech", "none", "--timeout", "3"])
    #expect(terminal.waitForEnd() == .exited(124))
    // The terminal turns each "\n" into "\r\n".
    // The hint comes a second after the opening, since no key came.
    #expect(
      terminal.screenText.contains(
        """
        \r\n3 seconds to answer\r\nType 6 digits; Backspace deletes; Escape cancels; question mark for help\r\n1 second \
        left\r\nTimed out\r\n
        """
      ),
      "\(terminal.screenText)")
  }

  /// Each default is named once in the help; `otc` alone is short; `--version` answers.
  @Test func helpNamesEachDefaultOnceAndOtcAloneIsShort() throws {
    let help = try CommandRunner.run(["prompt", "--help"]).stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    #expect(help.contains("--length N: how many digits, 4 to 12. 6 by default."))
    #expect(help.components(separatedBy: "6 by default").count == 2)
    #expect(!help.contains("The default is"))
    #expect(!help.contains("(default:"))
    let alone = try CommandRunner.run([])
    #expect(alone.status == 0)
    #expect(alone.stdout.split(separator: "\n").count <= 4)
    #expect(
      alone.stdout.contains(
        "Commands: prompt, read, compare, diff, speak, voices, config, askpass, pinentry, agent, watch, totp."))
    #expect(try CommandRunner.run(["--version"]).stdout.split(separator: ".").count == 3)
  }

  /// The manual breaks no word across lines (a screen reader reads the halves as
  /// fragments) and lists the real exit codes.
  @Test func theManualBreaksNoWordAndListsTheExitCodes() throws {
    let page = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("man/otc.1").path
    let result = try CommandRunner.run(
      executable: URL(fileURLWithPath: "/usr/bin/man"), ["-l", page], environment: ["MANWIDTH": "80"])
    #expect(result.status == 0)
    let lines = result.stdout.split(separator: "\n")
    #expect(lines.count > 100)
    let broken = lines.filter { line in
      guard let last = line.last, last == "-" || last == "\u{2010}" else { return false }
      return line.dropLast().last?.isLetter == true
    }
    #expect(broken.isEmpty, "\(broken)")
    let exitStatus = result.stdout.components(separatedBy: "EXIT STATUS").last ?? ""
    for code in ["124", "130", "64"] { #expect(exitStatus.contains(code)) }
  }

  /// Without auto-submit the completed code is announced once, not again on Enter.
  @Test func noAutoSubmitSaysCodeCompleteOnce() throws {
    let result = try CommandRunner.run(["prompt", "--speech", "none", "--no-auto-submit"], stdin: "985391\r")
    #expect(result.status == 0)
    #expect(result.stdout == "985391\n")
    #expect(result.stderr.components(separatedBy: "Code complete").count == 2)
  }

  /// `speak -` reads standard input; empty text is a usage error.
  @Test func speakReadsStandardInputAndRefusesEmptyText() throws {
    let wav = temporaryPath("speak.wav")
    defer { try? FileManager.default.removeItem(atPath: wav) }
    let piped = try CommandRunner.run(["speak", "-", "--wav", wav], stdin: "hello there\n")
    #expect(piped.status == 0)
    let contents = try Data(contentsOf: URL(fileURLWithPath: wav))
    #expect(contents.count > 44 + 22_050 / 5 * 2, "at least a fifth of a second of speech")
    for empty in [["speak", ""], ["speak", "-"]] {
      let result = try CommandRunner.run(empty + ["--wav", wav], stdin: "  \n")
      #expect(result.status == 64)
      #expect(result.stderr == "otc speak: there is no text to say\n")
    }
  }

  /// Bracketed paste: never on a dumb terminal; on the terminal itself even when stderr
  /// goes elsewhere, so a pasted "123-456" is one paste, not a refused hyphen.
  @Test func bracketedPasteFollowsTheTerminalNotStderr() throws {
    let dumb = try PseudoTerminal(["prompt", "--speech", "none"], environment: ["TERM": "dumb"])
    #expect(dumb.waitFor("Access code"))
    dumb.type("985391")
    #expect(dumb.waitForEnd() == .exited(0))
    #expect(!dumb.screenText.contains("\u{1B}[?2004h"))

    let quiet = try PseudoTerminal(
      ["-c", "exec \"$0\" prompt --speech none 2>/dev/null", CommandRunner.binary.path], executable: "/bin/sh")
    #expect(quiet.waitFor("\u{1B}[?2004h"), "paste mode switched on through the terminal")
    quiet.type("\u{1B}[200~123-456\u{1B}[201~")
    #expect(quiet.waitForEnd() == .exited(0))
    #expect(quiet.stdoutText == "123456\n")
    #expect(quiet.screenText.contains("\u{1B}[?2004l"))
  }

  /// LANGUAGE is honoured as gettext does; a Portuguese other than Brazil's is said.
  @Test func languageListAndPortugalAreHandled() throws {
    let list = try CommandRunner.run(
      ["read", "--speech", "none", "--code-file", "-"], stdin: "985391",
      environment: ["LANG": "en_US.UTF-8", "LANGUAGE": "pt_BR:en"])
    #expect(list.stdout.hasPrefix("Código de acesso"))
    let c = try CommandRunner.run(
      ["read", "--speech", "none", "--code-file", "-"], stdin: "985391", environment: ["LANG": "C", "LANGUAGE": "pt_BR"])
    #expect(c.stdout.hasPrefix("Access code"), "LANGUAGE is ignored under the C locale")
    let portugal = try CommandRunner.run(
      ["read", "--speech", "none", "--code-file", "-"], stdin: "985391", environment: ["LANG": "pt_PT.UTF-8"])
    #expect(portugal.stdout.hasPrefix("Código de acesso"))
    #expect(portugal.stderr == "otc: o otc fala só português do Brasil; pt_PT recebe pt-BR\n")
  }

  /// Settings set once: OTC_RATE is reported from the environment, a flag beats it, and
  /// the config file's values are used by the commands.
  @Test func settingsComeFromFlagsThenEnvironmentThenTheFile() throws {
    let home = temporaryPath("config")
    try FileManager.default.createDirectory(atPath: home + "/otc", withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: home) }
    let environment = ["OTC_RATE": "300", "XDG_CONFIG_HOME": home]
    let fromEnvironment = try CommandRunner.run(["config"], environment: environment)
    #expect(fromEnvironment.stdout.contains("rate: 300 words a minute, from the environment, OTC_RATE\n"))
    let fromFlag = try CommandRunner.run(["config", "--rate", "200"], environment: environment)
    #expect(fromFlag.stdout.contains("rate: 200 words a minute, from the command line\n"))
    // The language the locale gives is named, not only "the locale's", in that language (issue 44).
    let brazil = try CommandRunner.run(["config"], environment: environment.merging(["LANG": "pt_BR.UTF-8"]) { $1 })
    #expect(brazil.stdout.contains("language: português do Brasil, o do locale, "), "\(brazil.stdout)")
    let english = try CommandRunner.run(["config"], environment: environment.merging(["LANG": "de_DE.UTF-8"]) { $1 })
    #expect(english.stdout.contains("language: English, the locale's, "), "\(english.stdout)")
    try "hints = false\nlanguage = \"bg\"\n".write(toFile: home + "/otc/config.toml", atomically: true, encoding: .utf8)
    let read = try CommandRunner.run(["read", "--speech", "none", "--code-file", "-"], stdin: "985391", environment: environment)
    #expect(read.stdout == "Код за достъп, девет осем пет три девет едно, текстово поле\n")
    try "rat = 3\n".write(toFile: home + "/otc/config.toml", atomically: true, encoding: .utf8)
    let bad = try CommandRunner.run(["prompt", "--speech", "none"], stdin: "985391", environment: environment)
    #expect(bad.status == 64)
    #expect(
      bad.stderr
        == """
        otc prompt: \(home)/otc/config.toml, line 1: unknown key “rat”; the keys are voice, rate, pitch, volume, language, \
        hints, speech, wait_for_speech, secure, capitals, lines, braille, screen_reader\n
        """
    )
  }

  /// Rates up to 700 (espeak-ng's fast mode), pitch and volume are heard in the samples.
  @Test func rateUpTo700PitchAndVolumeAreHeard() throws {
    func spoken(_ arguments: [String]) throws -> WAVFile.Contents {
      let wav = temporaryPath("voice.wav")
      defer { try? FileManager.default.removeItem(atPath: wav) }
      let result = try CommandRunner.run(["speak", "nine eight five three nine one, text field", "--wav", wav] + arguments)
      #expect(result.status == 0, "\(result.stderr)")
      return try WAVFile.decode(Data(contentsOf: URL(fileURLWithPath: wav)))
    }
    let normal = try spoken([])
    let fast = try spoken(["--rate", "700"])
    let at450 = try spoken(["--rate", "450"])
    #expect(fast.seconds < at450.seconds * 0.8, "700 is faster than 450: \(fast.seconds) s against \(at450.seconds) s")
    let high = try spoken(["--pitch", "90"])
    let normalPitch = try #require(SignalAnalysis.medianPitch(normal.samples, sampleRate: normal.sampleRate))
    let highPitch = try #require(SignalAnalysis.medianPitch(high.samples, sampleRate: high.sampleRate))
    #expect(highPitch > normalPitch * 1.15, "\(highPitch) Hz against \(normalPitch) Hz")
    let quiet = try spoken(["--volume", "40"])
    func peak(_ samples: [Int16]) -> Int { samples.map { abs(Int($0)) }.max() ?? 0 }
    #expect(peak(quiet.samples) < peak(normal.samples) * 2 / 3)
    #expect(try CommandRunner.run(["speak", "nine", "--rate", "701", "--wav", "/dev/null"]).status == 64)
  }

  /// A command that stops early after opening its speech (here: stdout closed) exits with
  /// its own status, never a crash of the speech thread (it once read a freed speaker).
  @Test func anEarlyExitAfterOpeningSpeechIsClean() throws {
    let script =
      """
      for i in 1 2 3 4 5 6 7 8 9 10; do printf 985391 | \"$0\" read --speech none --code-file - --wav /dev/null >&-; echo $?; \
      done
      """
    let result = try CommandRunner.run(executable: URL(fileURLWithPath: "/bin/bash"), ["-c", script, CommandRunner.binary.path])
    #expect(result.stdout == String(repeating: "1\n", count: 10), "\(result.stdout)")
    #expect(!result.stderr.contains("crashed"))
  }

  /// With stdout closed, the transcript file must not take its place and receive the code.
  @Test func aClosedStdoutNeverSendsTheCodeIntoAnotherFile() throws {
    let transcript = temporaryPath("closed.jsonl")
    defer { try? FileManager.default.removeItem(atPath: transcript) }
    let result = try CommandRunner.run(
      executable: URL(fileURLWithPath: "/bin/bash"),
      [
        "-c", "printf 985391 | \"$0\" prompt --speech none --transcript \"$1\" >&-; echo $?", CommandRunner.binary.path,
        transcript,
      ])
    #expect(result.stdout == "1\n")
    #expect(result.stderr.contains("otc prompt: cannot write to standard output"))
    #expect(!(try String(contentsOfFile: transcript, encoding: .utf8)).contains("985391"))
  }
}
