import Foundation
import OTCTestSupport
import Testing

/// Speakup kept quiet while otc speaks, and given back on every way out. Speakup is a
/// kernel module a container cannot load, so each test lays out a folder as the kernel's
/// `/sys/accessibility/speakup` (`synth`, `key_echo`, `silent`) and points otc at it with
/// `OTC_SPEAKUP_SYSFS`; otc speaks into a private PulseAudio.
@Suite struct SpeakupTests {
  let pulse: PulseAudioDaemon
  let folder: URL

  init() throws {
    pulse = try PulseAudioDaemon.start()
    folder = FileManager.default.temporaryDirectory.appendingPathComponent("otc-speakup-\(UUID().uuidString.prefix(8))")
    try Self.layOut(folder)
  }

  /// Lays `folder` out as the kernel's Speakup folder is with a speaking synthesizer and
  /// key echo on: `synth`, `key_echo` and an empty `silent`.
  static func layOut(_ folder: URL) throws {
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try "soft\n".write(to: folder.appendingPathComponent("synth"), atomically: false, encoding: .utf8)
    try "1\n".write(to: folder.appendingPathComponent("key_echo"), atomically: false, encoding: .utf8)
    try "".write(to: folder.appendingPathComponent("silent"), atomically: false, encoding: .utf8)
  }

  func file(_ name: String) -> String {
    (try? String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)) ?? "?"
  }

  var isSilenced: Bool { file("silent") == "7\n" && file("key_echo") == "0\n" }
  var isGivenBack: Bool { file("silent") == "6\n" && file("key_echo") == "1\n" }

  func prompt(_ arguments: [String] = ["--speech", "espeak"]) throws -> PseudoTerminal {
    try PseudoTerminal(
      ["prompt"] + arguments, environment: ["OTC_SPEAKUP_SYSFS": folder.path, "PULSE_SERVER": pulse.server])
  }

  @Test func speakupIsSilentWhileOtcAsksAndSpeaksAgainAfterItsLastWord() throws {
    let terminal = try prompt()
    #expect(terminal.waitFor("Access code, text field"), "\(terminal.screenText)")
    #expect(isSilenced, "silent \(file("silent")), key_echo \(file("key_echo"))")
    // The lines stay, for braille; no line about the speech back end comes before the question.
    #expect(!terminal.screenText.contains("speaking through"))
    terminal.type("985391")
    #expect(terminal.waitForEnd(timeout: 60) == .exited(0))
    #expect(terminal.stdoutText == "985391\n")
    #expect(eventually { isGivenBack }, "silent \(file("silent")), key_echo \(file("key_echo"))")
  }

  @Test(arguments: [SIGTERM, SIGKILL])
  func speakupSpeaksAgainWhenOtcIsKilled(signal: Int32) throws {
    let terminal = try prompt()
    #expect(terminal.waitFor("Access code, text field"))
    #expect(isSilenced)
    terminal.type("98")
    terminal.send(signal)
    #expect(terminal.waitForEnd() == .signalled(signal))
    #expect(eventually { isGivenBack }, "silent \(file("silent")), key_echo \(file("key_echo"))")
  }

  /// Issue 41, point 7: a service stopped while it asks is killed with its guard; the
  /// unit's `ExecStopPost=` (`otc speakup-guard --give-back`) gives Speakup back from the
  /// runtime folder's record, and does nothing when there is none.
  @Test func speakupIsGivenBackAfterOtcAndItsGuardAreKilledTogether() throws {
    let terminal = try prompt()
    #expect(terminal.waitFor("Access code, text field"))
    #expect(isSilenced)
    let guards = try CommandRunner.run(
      executable: URL(fileURLWithPath: "/usr/bin/pgrep"), ["-f", "speakup-guard \(folder.path)"])
    let guardProcess = try #require(pid_t(guards.stdout.split(separator: "\n").first ?? ""), "the guard runs: \(guards.stdout)")
    kill(guardProcess, SIGKILL)
    terminal.send(SIGKILL)
    #expect(terminal.waitForEnd() == .signalled(SIGKILL))
    #expect(isSilenced, "nothing gave Speakup back yet")
    let environment = ["XDG_RUNTIME_DIR": terminal.runtimeDirectory]
    #expect(try CommandRunner.run(["speakup-guard", "--give-back"], environment: environment).status == 0)
    #expect(isGivenBack, "silent \(file("silent")), key_echo \(file("key_echo"))")
    // The record was used once: a second stop touches nothing.
    try "".write(to: folder.appendingPathComponent("silent"), atomically: false, encoding: .utf8)
    #expect(try CommandRunner.run(["speakup-guard", "--give-back"], environment: environment).status == 0)
    #expect(file("silent") == "")
  }

  @Test func otcToldNotToSpeakLeavesSpeakupReadingItsLines() throws {
    let terminal = try prompt(["--speech", "none"])
    #expect(terminal.waitFor("Access code, text field"))
    terminal.type("985391")
    #expect(terminal.waitForEnd(timeout: 60) == .exited(0))
    #expect(terminal.screenText.contains("Code complete, nine eight five three nine one"))
    #expect(file("silent") == "" && file("key_echo") == "1\n", "never written")
  }

  @Test func otcConfigSaysSpeakupIsSilencedWhileOtcAsks() throws {
    let result = try CommandRunner.run(["config"], environment: ["OTC_SPEAKUP_SYSFS": folder.path])
    #expect(
      result.stdout.contains("screen reader: Speakup, synthesizer soft, reads this console (\(folder.path))"), "\(result.stdout)")
    #expect(result.stdout.contains("who speaks: otc speaks and Speakup is silent while otc asks"), "\(result.stdout)")
    #expect(file("silent") == "", "config only looks")
  }
}
