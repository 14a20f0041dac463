import Foundation
import OTCTestSupport
import Testing

/// Issue 44: what a blind user still tripped on in `otc prompt`, tried on the built binary
/// in a pseudo-terminal, as a user at a keyboard meets it.
@Suite final class ByEarTests {
  let folder: URL

  init() throws {
    folder = FileManager.default.temporaryDirectory.appendingPathComponent("otc-byear-\(UUID().uuidString.prefix(8))")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  }

  deinit { try? FileManager.default.removeItem(at: folder) }

  var transcript: String { folder.appendingPathComponent("transcript.jsonl").path }

  /// Every utterance's text in the transcript.
  var transcriptTexts: [String] {
    let text = (try? String(contentsOfFile: transcript, encoding: .utf8)) ?? ""
    return text.split(separator: "\n").compactMap { line in
      (try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])?["text"] as? String
    }
  }

  func prompt(_ arguments: [String]) throws -> PseudoTerminal {
    try PseudoTerminal(["prompt", "--speech", "none", "--transcript", transcript] + arguments)
  }

  func words(_ text: String) -> Int { text.split { !$0.isLetter && !$0.isNumber }.count }

  static let opening = "Access code, text field, is editing, empty, 6 digits"
  static let hint = "Type 6 digits; Backspace deletes; Escape cancels; question mark for help"

  /// Per-digit fields: the hint is said once, after the opening, and each field focus
  /// moves to is its position and kind only (8 words, not 19); F3 says each digit at its
  /// own field; Done with fields left empty says which.
  @Test func perDigitFieldsSayPositionsByFieldAndTheHintOnce() throws {
    let terminal = try prompt(["--mode", "per-digit", "--no-auto-submit"])
    #expect(terminal.waitFor(Self.hint), "\(terminal.screenText)")
    terminal.type("\r")
    #expect(terminal.waitFor("Digit 2 of 6, text field, is editing\r\n"), "\(terminal.screenText)")
    terminal.type("5391")
    #expect(terminal.waitFor("Digit 6 of 6, text field, is editing\r\n"), "\(terminal.screenText)")
    terminal.type("\u{1B}OR")
    #expect(terminal.waitFor("Digit 2, five, digit 3, three, digit 4, nine, digit 5, one\r\n"), "\(terminal.screenText)")
    terminal.type("\r")
    #expect(terminal.waitFor("4 of 6 digits, 2 missing, digits 1 and 6 are empty"), "\(terminal.screenText)")
    terminal.type("\u{1B}[H7\u{1B}[F2")
    #expect(terminal.waitFor("Code complete, seven five three nine one two, Enter submits"), "\(terminal.screenText)")
    terminal.type("\r")
    #expect(terminal.waitForEnd() == .exited(0))
    #expect(terminal.stdoutText == "753912\n")
    let said = transcriptTexts
    #expect(said.count { $0.contains("Backspace deletes") } == 1, "\(said)")
    let moves = said.filter { $0.hasPrefix("Digit") && $0.hasSuffix("is editing") }
    #expect(moves.count >= 6)
    #expect(moves.allSatisfy { words($0) <= 8 }, "\(moves)")
  }

  /// Without auto-submit the complete code says that Enter submits, once: reviewing it
  /// does not make Enter say it again.
  @Test func withoutAutoSubmitTheCompleteCodeSaysEnterSubmitsOnce() throws {
    let terminal = try prompt(["--no-auto-submit"])
    #expect(terminal.waitFor(Self.opening))
    terminal.type("985391")
    #expect(terminal.waitFor("Code complete, nine eight five three nine one, Enter submits\r\n"), "\(terminal.screenText)")
    terminal.type("\u{1B}[D")
    #expect(terminal.waitFor("Digit 6 of 6, one\r\n"), "\(terminal.screenText)")
    terminal.type("\r")
    #expect(terminal.waitForEnd() == .exited(0))
    #expect(terminal.stdoutText == "985391\n")
    #expect(transcriptTexts.count { $0.hasPrefix("Code complete") } == 1, "\(transcriptTexts)")
  }

  /// A digit typed while reviewing an earlier one goes in at the end, and is said to.
  @Test func aDigitTypedAfterReviewingSaysWhereItWent() throws {
    let terminal = try prompt([])
    #expect(terminal.waitFor(Self.opening))
    terminal.type("123")
    #expect(terminal.waitFor("Three\r\n"))
    terminal.type("\u{1B}[D\u{1B}[D")
    #expect(terminal.waitFor("Digit 2 of 6, two\r\n"), "\(terminal.screenText)")
    terminal.type("9")
    #expect(terminal.waitFor("Nine, added at the end\r\n"), "\(terminal.screenText)")
    terminal.type("45")
    #expect(terminal.waitForEnd() == .exited(0))
    #expect(terminal.stdoutText == "123945\n")
  }

  /// Ctrl-Z says that otc stops and how to bring it back; stopped, the terminal is as it
  /// was found; continued, otc says it is back and where the user was, and the code goes in.
  @Test func ctrlZSaysItStopsAndComesBack() throws {
    let terminal = try prompt([])
    #expect(terminal.waitFor(Self.opening))
    terminal.type("98")
    #expect(terminal.waitFor("Eight\r\n"))
    terminal.type("\u{1A}")
    #expect(terminal.waitFor("Suspended; type fg to come back\r\n"), "\(terminal.screenText)")
    #expect(eventually { Self.state(of: terminal.pid) == "T" }, "otc stopped")
    #expect(try terminal.sttySettings() == terminal.settingsBeforeStart, "the terminal is the shell's while otc is stopped")
    terminal.send(SIGCONT)
    #expect(
      terminal.waitFor("Back\r\nAccess code, nine eight, text field, is editing, 2 of 6 digits\r\n"), "\(terminal.screenText)")
    terminal.type("5391")
    #expect(terminal.waitForEnd() == .exited(0))
    #expect(terminal.stdoutText == "985391\n")
    #expect(try terminal.sttySettings() == terminal.settingsBeforeStart)
  }

  /// Digits from the keypad in application mode (ESC O q for 1 …) are digits.
  @Test func keypadDigitsInApplicationModeAreDigits() throws {
    let terminal = try prompt([])
    #expect(terminal.waitFor(Self.opening))
    terminal.type("\u{1B}Oy\u{1B}Ox\u{1B}Ou\u{1B}Os\u{1B}Oy\u{1B}Oq")
    #expect(terminal.waitForEnd() == .exited(0))
    #expect(terminal.stdoutText == "985391\n")
    #expect(!terminal.screenText.contains("does nothing"), "\(terminal.screenText)")
  }

  /// A mistyped command is suggested its name, as a mistyped option already is; a word far
  /// from any command is not.
  @Test func aMistypedCommandIsSuggestedItsName() throws {
    let result = try CommandRunner.run(["pormpt"])
    #expect(result.status == 64)
    #expect(result.stderr.hasPrefix("Error: Unknown command 'pormpt'. Did you mean 'prompt'?\n"), "\(result.stderr)")
    #expect(try CommandRunner.run(["agnet", "--query"]).stderr.contains("Did you mean 'agent'?"))
    let far = try CommandRunner.run(["xyzzy"])
    #expect(far.status == 64)
    #expect(!far.stderr.contains("Did you mean"), "\(far.stderr)")
  }

  /// A process's state letter in /proc (R, S, T for stopped, …).
  static func state(of pid: pid_t) -> String? {
    guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
      let close = stat.lastIndex(of: ")")
    else { return nil }
    return stat[stat.index(after: close)...].split(separator: " ").first.map(String.init)
  }
}

/// Issue 44, point 3: help that is good to listen to, and a manual that holds the rest.
@Suite struct ListenableHelpTests {
  static let commands = [
    "prompt", "read", "compare", "diff", "speak", "voices", "config", "askpass", "pinentry", "agent", "watch", "totp", "boot",
  ]
  static let man = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("man")

  func lineCount(_ text: String) -> Int { text.split(separator: "\n", omittingEmptySubsequences: false).count - 1 }

  /// otc --help is at most 30 lines with the commands first; each command's at most 40;
  /// otc help COMMAND says the same; and every option a help names is one its command
  /// takes (the short help cannot drift from the options).
  @Test func helpScreensAreShortWithTheCommandsFirst() throws {
    let root = try CommandRunner.run(["--help"])
    #expect(root.status == 0)
    #expect(lineCount(root.stdout) <= 30, "\(root.stdout)")
    let commandsAt = root.stdout.split(separator: "\n").firstIndex { $0.hasPrefix("Commands:") }
    #expect(commandsAt.map { $0 <= 2 } == true, "the commands come first: \(root.stdout)")
    #expect(!root.stdout.contains("OTC_SPEAKUP_SYSFS"))
    for command in Self.commands {
      #expect(root.stdout.contains("\n  \(command): "), "otc --help names \(command)")
      let help = try CommandRunner.run([command, "--help"])
      #expect(help.status == 0)
      #expect(help.stdout.hasPrefix("otc \(command): "), "\(help.stdout)")
      #expect(lineCount(help.stdout) <= 40, "otc \(command) --help has \(lineCount(help.stdout)) lines")
      #expect(try CommandRunner.run(["help", command]).stdout == help.stdout)
      let full = try CommandRunner.run([command, "--help-hidden"]).stdout
      let named = help.stdout.split { " ,:()\n".contains($0) }.filter { $0.hasPrefix("--") && $0 != "--help" }
      for option in named { #expect(full.contains(option), "otc \(command) --help names \(option), which it does not take") }
    }
  }

  /// The manual leaves out the commands otc starts itself, gives a flag and its negation
  /// one item, has FILES and SEE ALSO, and otc-askpass, otc-pinentry and otc agent have
  /// pages of their own: man otc agent opens the agent's.
  @Test func theManualHasItsOwnPagesAndNothingHidden() throws {
    let page = try String(contentsOf: Self.man.appendingPathComponent("otc.1"), encoding: .utf8)
    #expect(!page.contains("speak-tail") && !page.contains("speakup-guard") && !page.contains("terminal-guard"))
    #expect(page.contains(".It Fl -secure , -no-secure\n") && !page.contains(".It Fl -no-secure\n"))
    #expect(page.contains(".Sh FILES\n") && page.contains(".Sh \"SEE ALSO\"\n"))
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("otc-man-\(UUID().uuidString.prefix(8))")
    let section = folder.appendingPathComponent("man1")
    try FileManager.default.createDirectory(at: section, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    for name in ["otc", "otc-askpass", "otc-pinentry", "otc-agent"] {
      let own = Self.man.appendingPathComponent("\(name).1")
      let text = try String(contentsOf: own, encoding: .utf8)
      #expect(text.contains(".Dt \(name.uppercased()) 1\n"), "\(name).1")
      try FileManager.default.copyItem(at: own, to: section.appendingPathComponent("\(name).1"))
    }
    let agent = try CommandRunner.run(
      executable: URL(fileURLWithPath: "/usr/bin/man"), ["otc", "agent"], environment: ["MANPATH": folder.path, "MANWIDTH": "80"])
    #expect(agent.status == 0, "\(agent.stderr)")
    #expect(agent.stdout.contains("otc-agent") && agent.stdout.contains("--query"), "\(agent.stdout.prefix(400))")
  }
}
