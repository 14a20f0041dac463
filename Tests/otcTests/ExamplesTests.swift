import Foundation
import OTCTestSupport
import Testing

/// Every script in Examples/ runs, with the built otc first on the PATH.
@Suite struct ExamplesTests {
  static let examples = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Examples")

  /// Runs `script` with bash, `stdin` on its standard input.
  func run(_ script: URL, _ arguments: [String] = [], stdin: String = "") throws -> CommandRunner.Result {
    let path = CommandRunner.binary.deletingLastPathComponent().path + ":/usr/bin:/bin"
    return try CommandRunner.run(
      executable: URL(fileURLWithPath: "/bin/bash"), [script.path] + arguments, stdin: stdin,
      environment: ["PATH": path])
  }

  @Test func twoFactorLoginHandsTheCodeOn() throws {
    let result = try run(Self.examples.appendingPathComponent("two-factor-login.sh"), ["--speech", "none"], stdin: "985391")
    #expect(result.status == 0)
    #expect(result.stdout == "Signed in.\n")
  }

  @Test func twoFactorLoginHandlesAnIncompleteCode() throws {
    let result = try run(Self.examples.appendingPathComponent("two-factor-login.sh"), ["--speech", "none"], stdin: "98")
    #expect(result.status == 1)
    #expect(result.stderr.hasSuffix("The code was not complete. Run this again to try once more.\n"))
  }

  @Test func twoFactorLoginHandlesATimeout() throws {
    // A pipe that stays open with nothing typed, however slow the machine: the prompt times
    // out. The pipe's writer (a sleep that stands for a silent user, not a wait) is ended
    // as soon as the script is.
    let script = Self.examples.appendingPathComponent("two-factor-login.sh").path
    let path = CommandRunner.binary.deletingLastPathComponent().path + ":/usr/bin:/bin"
    let silentUser = """
      coproc SILENT { exec sleep 600; }
      "$0" --speech none --timeout 0.5 <&"${SILENT[0]}"; status=$?
      kill "$SILENT_PID"; exit $status
      """
    let result = try CommandRunner.run(
      executable: URL(fileURLWithPath: "/bin/bash"), ["-c", silentUser, script], environment: ["PATH": path])
    #expect(result.status == 124)
    #expect(result.stderr.hasSuffix("No code was typed in time.\n"))
  }

  @Test func twoFactorLoginHandlesACancel() throws {
    let result = try run(Self.examples.appendingPathComponent("two-factor-login.sh"), ["--speech", "none"], stdin: "98\u{1B}")
    #expect(result.status == 130)
    #expect(result.stderr.hasSuffix("Sign-in cancelled.\n"))
  }

  /// The stock systemd agent's disk question against otc's: every line differs as a
  /// listener hears it.
  @Test func theStockAgentAndOtcAgentDiffer() throws {
    let agent = Self.examples.appendingPathComponent("agent")
    let result = try CommandRunner.run(
      ["diff", agent.appendingPathComponent("stock-agent.txt").path, agent.appendingPathComponent("otc-agent.txt").path])
    #expect(result.status == 1)
    #expect(
      result.stdout.contains(
        """
        line 1: expected “🔐 Please enter passphrase for disk TEST (root)! (press TAB for no echo)”, heard “Passphrase for disk \
        TEST, root file system, secure text field, is editing, empty”
        """
      ), "\(result.stdout)")
    #expect(result.stdout.contains("8 differences: 6 changed, 2 extra.\nRead "), "\(result.stdout)")
  }

  @Test func compareDesignsRunsInEachLanguage() throws {
    let result = try run(Self.examples.appendingPathComponent("compare-designs.sh"))
    #expect(result.status == 0)
    // Twelve rows in each language's words for a swipe.
    for words in [["swipe"], ["deslize"], ["плъзгане", "плъзгания"]] {
      #expect(result.stdout.split(separator: "\n").filter { line in words.contains { line.contains($0) } }.count == 12)
    }
    #expect(result.stdout.contains("In pt-BR:") && result.stdout.contains("In bg:"))
    #expect(result.stderr.isEmpty, "no advice repeated for each language: \(result.stderr)")
  }

  /// The CI gate: the NVDA log agrees with otc's VoiceOver and TalkBack models, quietly,
  /// with a JUnit report for each; a changed label fails it; a log at the wrong level
  /// (nothing read from it) cannot pass.
  @Test func theNVDAGateAgreesWithBothModels() throws {
    let gate = Self.examples.appendingPathComponent("ci/gate-nvda-log.sh")
    let reports = FileManager.default.temporaryDirectory.appendingPathComponent("otc-gate-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: reports, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: reports) }
    let path = CommandRunner.binary.deletingLastPathComponent().path + ":/usr/bin:/bin"
    let passing = try CommandRunner.run(
      executable: URL(fileURLWithPath: "/bin/bash"), [gate.path], environment: ["PATH": path, "REPORTS": reports.path])
    #expect(passing.status == 0, "\(passing.stdout)\(passing.stderr)")
    #expect(passing.stdout == "voiceover: the NVDA log agrees.\ntalkback: the NVDA log agrees.\n")
    #expect(passing.stderr.isEmpty)
    for model in ["voiceover", "talkback"] {
      let xml = try String(contentsOf: reports.appendingPathComponent("nvda-against-\(model).xml"), encoding: .utf8)
      #expect(xml.contains(#"tests="1" failures="0""#))
      // Named by what it compares, the same in every run: a dashboard keeps one suite.
      #expect(xml.contains(#"<testsuite name="\#(model).txt against nvda-code-field.log""#), "\(xml)")
    }
    let again = reports.appendingPathComponent("again")
    try FileManager.default.createDirectory(at: again, withIntermediateDirectories: true)
    _ = try CommandRunner.run(
      executable: URL(fileURLWithPath: "/bin/bash"), [gate.path], environment: ["PATH": path, "REPORTS": again.path])
    for model in ["voiceover", "talkback"] {
      let first = try String(contentsOf: reports.appendingPathComponent("nvda-against-\(model).xml"), encoding: .utf8)
      let second = try String(contentsOf: again.appendingPathComponent("nvda-against-\(model).xml"), encoding: .utf8)
      #expect(first == second, "two runs, one report")
    }

    let log = try String(contentsOf: Self.examples.appendingPathComponent("ci/nvda-code-field.log"), encoding: .utf8)
    let changed = reports.appendingPathComponent("changed.log")
    try log.replacingOccurrences(of: "'Access code'", with: "'Verification code'").write(
      to: changed, atomically: true, encoding: .utf8)
    let failing = try run(gate, [changed.path])
    #expect(failing.status == 1)
    #expect(
      failing.stdout.contains("voiceover: the NVDA log differs.") && failing.stdout.contains("talkback: the NVDA log differs."))
    #expect(failing.stdout.contains("heard “Verification code, edit, 985391”"))

    let wrongLevel = reports.appendingPathComponent("wrong-level.log")
    try log.split(separator: "\n").filter { !$0.hasPrefix("Speaking") }.joined(separator: "\n")
      .write(to: wrongLevel, atomically: true, encoding: .utf8)
    let nothing = try run(gate, [wrongLevel.path])
    #expect(nothing.status == 2)
    #expect(nothing.stderr.contains("read as an NVDA log: no Speaking lines"))
  }

  @Test func checkTranscriptsPasses() throws {
    let result = try run(Self.examples.appendingPathComponent("transcripts/check-transcripts.sh"))
    #expect(result.status == 0, "\(result.stdout)")
    #expect(result.stdout.hasSuffix("Every transcript is as expected.\n"))
    #expect(result.stdout.contains("guidepup-log: as expected."))
    #expect(result.stderr.isEmpty, "no advice repeated for each transcript: \(result.stderr)")
  }

  /// Editing one expected transcript makes the check fail, naming it.
  @Test func checkTranscriptsFailsWhenAnExpectedTranscriptChanges() throws {
    let copy = FileManager.default.temporaryDirectory.appendingPathComponent("otc-examples-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: copy) }
    try FileManager.default.copyItem(at: Self.examples, to: copy)
    let edited = copy.appendingPathComponent("transcripts/pt-BR-per-digit-backward.txt")
    let text = try String(contentsOf: edited, encoding: .utf8)
    try text.replacingOccurrences(of: "Três", with: "Trinta").write(to: edited, atomically: true, encoding: .utf8)
    let result = try run(copy.appendingPathComponent("transcripts/check-transcripts.sh"))
    #expect(result.status == 1)
    #expect(result.stdout.contains("pt-BR-per-digit-backward: differs."))
    #expect(result.stdout.contains("1 transcripts differ."))
  }
}
