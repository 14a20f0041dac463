import Foundation
import OTCTestSupport
import SpeechOutput
import Testing

/// Signals and faults through a pseudo-terminal and a real sound server: the terminal is
/// restored, the exit status is the documented one, stdout never holds a partial code, and
/// nothing hangs.
@Suite struct FaultTests {
  let opening = "Access code, text field, is editing, empty, 6 digits"

  @Test func aWindowResizeChangesNothing() throws {
    let terminal = try PseudoTerminal(["prompt", "--speech", "none"])
    let before = terminal.settingsBeforeStart
    #expect(terminal.waitFor(opening))
    terminal.type("985")
    #expect(terminal.waitFor("Five"))
    terminal.send(SIGWINCH)
    terminal.type("391")
    #expect(terminal.waitForEnd() == .exited(0))
    #expect(terminal.stdoutText == "985391\n")
    #expect(try terminal.sttySettings() == before)
  }

  @Test(arguments: [PseudoTerminal.Output.closed, .broken])
  func aClosedStdoutIsExitOneWithTheTerminalRestored(output: PseudoTerminal.Output) throws {
    let terminal = try PseudoTerminal(["prompt", "--speech", "none"], output: output)
    let before = terminal.settingsBeforeStart
    #expect(terminal.waitFor(opening))
    terminal.type("985391")
    #expect(terminal.waitForEnd() == .exited(1))
    #expect(terminal.screenText.contains("otc prompt: cannot write to standard output"))
    #expect(try terminal.sttySettings() == before)
  }

  @Test func theTerminalGoingAwayEndsThePromptBySIGHUP() throws {
    let terminal = try PseudoTerminal(["prompt", "--speech", "none"])
    #expect(terminal.waitFor(opening))
    terminal.type("985")
    #expect(terminal.waitFor("Five"))
    terminal.hangUp()
    let ending = terminal.waitForEnd(timeout: 10)
    #expect(ending == .signalled(SIGHUP) || ending == .exited(1), "\(String(describing: ending))")
    #expect(terminal.stdoutText.isEmpty)
  }

  @Test func missingEspeakDataIsExitOneForEveryCommandThatSpeaks() throws {
    let empty = FileManager.default.temporaryDirectory.appendingPathComponent("otc-empty-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: empty) }
    let environment = ["ESPEAK_DATA_PATH": empty.path]
    for arguments in [["read", "--code", "985391"], ["compare", "--code", "985391"], ["voices"]] {
      let result = try CommandRunner.run(privately: arguments, environment: environment)
      #expect(result.status == 1, "\(arguments)")
      #expect(result.stderr.contains("espeak-ng could not load its data"), "\(arguments): \(result.stderr)")
      #expect(result.stderr.split(separator: "\n").count == 1)
    }
    let prompt = try CommandRunner.run(["prompt"], stdin: "985391", environment: environment)
    #expect(prompt.status == 1)
    #expect(prompt.stdout.isEmpty)
  }
}

/// The sound server dying in the middle of speech: otc goes on with text, says so once,
/// and does not hang.
@Suite(.serialized) struct AudioDeviceFaultTests {
  /// `auto` goes on and succeeds; `espeak`, which insists on sound, reports the failure.
  @Test(arguments: [("auto", Int32(0)), ("espeak", Int32(1))])
  func theSoundServerStoppingMidSpeechIsOneMessage(mode: String, expectedStatus: Int32) throws {
    let daemon = try PulseAudioDaemon.start()
    defer { daemon.stop() }
    let outputs = FileManager.default.temporaryDirectory.appendingPathComponent("otc-fault-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: outputs, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: outputs) }
    let stdoutPath = outputs.appendingPathComponent("stdout").path
    let stderrPath = outputs.appendingPathComponent("stderr").path
    // The per-digit transcript with hints takes about 16 seconds to say.
    let codePath = outputs.appendingPathComponent("code").path
    try "985391".write(toFile: codePath, atomically: true, encoding: .utf8)
    let otc = try ChildProcess(
      CommandRunner.binary.path, ["read", "--code-file", "-", "--mode", "per-digit", "--speech", mode],
      // No Speech Dispatcher answers here, so auto chooses espeak-ng and the device.
      environment: [
        "PULSE_SERVER": daemon.server, "LANG": "C.UTF-8", "SPEECHD_ADDRESS": "unix_socket:/nonexistent/speechd.sock",
      ],
      inputPath: codePath, outputPath: stdoutPath,
      errorPath: stderrPath)
    // otc prints the transcript once its device is open, then speaks: with the transcript
    // out and its stream connected, speech is under way.
    let speaking = try eventually {
      let printed = (try? String(contentsOfFile: stdoutPath, encoding: .utf8)) ?? ""
      return try printed.split(separator: "\n").count == 6 && daemon.streams("sink-inputs") > 0
    }
    #expect(speaking, "otc's speech reaches the server")
    #expect(otc.isRunning, "still speaking when the server goes")
    daemon.stop()
    let started = Date()
    let status = otc.wait()
    #expect(Date().timeIntervalSince(started) < 10, "no hang after the server went away")
    #expect(status == expectedStatus)
    let stdout = try String(contentsOfFile: stdoutPath, encoding: .utf8)
    let stderr = try String(contentsOfFile: stderrPath, encoding: .utf8)
    #expect(stdout.split(separator: "\n").count == 6, "the transcript is whole")
    var lines = stderr.split(separator: "\n").map(String.init)
    if mode == "auto" {
      #expect(lines.first == "otc: speaking through espeak-ng and PulseAudio")
      lines.removeFirst()
    }
    #expect(lines.count == 1, "\(stderr)")
    #expect(lines.first?.hasPrefix("otc read: the audio device failed") == true)
  }
}
