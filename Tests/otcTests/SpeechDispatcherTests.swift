import Basics
import Foundation
import OTCTestSupport
import Testing

/// otc speaking through a real Speech Dispatcher (Debian's, with its espeak-ng module),
/// started privately with audio into a private PulseAudio null sink.
@Suite struct SpeechDispatcherTests {
  let pulse: PulseAudioDaemon
  let speechd: SpeechDispatcherDaemon

  init() throws {
    pulse = try PulseAudioDaemon.start()
    speechd = try SpeechDispatcherDaemon(pulse: pulse)
  }

  /// Records the null sink's monitor while `body` runs; the samples recorded.
  func recordingMonitor(_ body: () throws -> Void) throws -> [Int16] {
    let recording = pulse.directory.appendingPathComponent("monitor-\(UUID().uuidString.prefix(6)).raw")
    let recorder = try ChildProcess(
      "/usr/bin/parec",
      ["--server", pulse.server, "-d", "otc_null.monitor", "--format=s16le", "--rate=22050", "--channels=1", "--raw"],
      outputPath: recording.path)
    #expect(try pulse.waitForStream("source-outputs"), "parec is recording the monitor")
    try body()
    var samples: [Int16] = []
    _ = eventually {
      let data = (try? Data(contentsOf: recording)) ?? Data()
      samples = data.withUnsafeBytes { Array($0.bindMemory(to: Int16.self)) }
      return SignalAnalysis.soundingSamples(samples) > 22_050 / 4
    }
    recorder.stop()
    return samples
  }

  @Test func thePromptSpeaksThroughSpeechDispatcherAsClientOtc() throws {
    var terminal: PseudoTerminal?
    let samples = try recordingMonitor {
      let prompt = try PseudoTerminal(
        ["prompt", "--speech", "speechd", "--lang", "pt-BR"], environment: ["SPEECHD_ADDRESS": speechd.address])
      terminal = prompt
      // The note is in the language asked for.
      #expect(prompt.waitFor("otc: falando pelo Speech Dispatcher (módulo espeak-ng)"), "\(prompt.screenText)")
      #expect(prompt.waitFor("Código de acesso, campo de texto, em edição, vazio"))
      // Each key waits for the one before it to reach the server: a key that interrupts
      // drops what otc has queued and not yet sent, by design.
      func sent() -> Int {
        speechd.received(fromClient: "otc").count {
          $0.hasPrefix("CHAR") || $0.contains("apagado") || $0.hasPrefix("Código de acesso")
        }
      }
      #expect(eventually { sent() == 1 })
      for (index, key) in ["9", "8", "\u{7F}", "8", "5", "3", "9", "1"].enumerated() {
        prompt.type(key)
        #expect(eventually { sent() == index + 2 }, "after key \(index + 1)")
      }
      #expect(prompt.waitForEnd(timeout: 60) == .exited(0), "\(prompt.screenText)")
      #expect(prompt.stdoutText == "985391\n")
    }
    let lines = speechd.received(fromClient: "otc")
    #expect(
      lines.first?.hasPrefix("SET SELF CLIENT_NAME") == true && lines.first?.contains(":otc:main\"") == true, "\(lines.prefix(3))"
    )
    #expect(lines.contains("SET SELF LANGUAGE pt-BR"))
    #expect(lines.contains { $0.hasPrefix("Código de acesso, campo de texto, em edição, vazio") }, "\(lines)")
    for digit in ["9", "8", "5", "3", "1"] { #expect(lines.contains("CHAR \(digit)"), "\(lines)") }
    #expect(lines.contains("CANCEL SELF"))
    #expect(!lines.contains { $0.hasPrefix("CANCEL ALL") })
    // The deletion: the pitch lowered for it, then put back.
    #expect(lines.filter { $0.hasPrefix("SET SELF PITCH") }.count >= 2, "\(lines)")
    #expect(SignalAnalysis.soundingSamples(samples) > 22_050 / 4, "the null sink's monitor hears speech")
    _ = terminal
  }

  /// `--secure` sends Speech Dispatcher what it says with espeak-ng: positions, never a
  /// digit, so no code reaches the server (or its log).
  @Test func secureModeSendsNoDigit() throws {
    let prompt = try PseudoTerminal(
      ["prompt", "--speech", "speechd", "--secure"], environment: ["SPEECHD_ADDRESS": speechd.address])
    #expect(prompt.waitFor("Access code, secure text field, is editing, empty"))
    prompt.type("985391")
    #expect(prompt.waitForEnd(timeout: 60) == .exited(0), "\(prompt.screenText)")
    #expect(prompt.stdoutText == "985391\n")
    let lines = speechd.received(fromClient: "otc")
    #expect(lines.contains { $0.hasPrefix("Code complete, 6 digits") }, "\(lines)")
    for line in lines {
      #expect(!line.hasPrefix("CHAR"), "\(line)")
      for word in ["nine", "eight", "five", "three", "one"] { #expect(!line.lowercased().contains(word), "\(line)") }
    }
  }

  @Test func autoChoosesSpeechDispatcherWhenItAnswers() throws {
    let result = try CommandRunner.run(
      ["read", "--code-file", "-", "--speech", "auto"], stdin: "985391",
      environment: ["SPEECHD_ADDRESS": speechd.address, "PULSE_SERVER": pulse.server])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stderr == "otc: speaking through Speech Dispatcher (espeak-ng module)\n")
    #expect(speechd.received(fromClient: "otc").contains { $0.hasPrefix("Access code, nine eight five three nine one") })
  }

  @Test func autoFallsBackToEspeakWhenNothingAnswers() throws {
    let silent = try SilentServer()
    defer { silent.stop() }
    for address in ["unix_socket:/nonexistent/speechd.sock", "unix_socket:\(silent.path)"] {
      let started = monotonicSeconds()
      let result = try CommandRunner.run(
        ["read", "--code-file", "-", "--speech", "auto"], stdin: "985391",
        environment: ["SPEECHD_ADDRESS": address, "PULSE_SERVER": pulse.server])
      let seconds = monotonicSeconds() - started
      #expect(result.status == 0, "\(result.stderr)")
      #expect(result.stderr == "otc: speaking through espeak-ng and PulseAudio\n", "\(address)")
      // The whole run, speech included, is a few seconds; a hang would be 90.
      #expect(seconds < 15, "\(address): \(seconds) s")
    }
  }

  @Test func aSpeechDispatcherThatDiesMidPromptLosesNoKey() throws {
    let prompt = try PseudoTerminal(["prompt", "--speech", "speechd"], environment: ["SPEECHD_ADDRESS": speechd.address])
    #expect(prompt.waitFor("Access code, text field, is editing, empty"))
    prompt.type("98")
    #expect(prompt.waitFor("Eight"))
    speechd.stop(signal: SIGKILL)
    prompt.type("5")
    #expect(prompt.waitFor("Five"))
    prompt.type("391")
    #expect(prompt.waitForEnd(timeout: 60) == .exited(0), "\(prompt.screenText)")
    #expect(prompt.stdoutText == "985391\n")
    let notices = prompt.screenText.components(separatedBy: "Speech Dispatcher stopped answering; continuing with text only")
    #expect(notices.count == 2, "said once: \(prompt.screenText)")
  }

  /// A server that hangs, rather than dies, holds no key up, and the prompt still ends:
  /// its last words are not waited for once the server has shown no progress for 10 s.
  @Test func aSpeechDispatcherThatHangsMidPromptHoldsNothingUp() throws {
    let prompt = try PseudoTerminal(["prompt", "--speech", "speechd"], environment: ["SPEECHD_ADDRESS": speechd.address])
    #expect(prompt.waitFor("Access code, text field, is editing, empty"))
    prompt.type("98")
    #expect(prompt.waitFor("Eight"))
    speechd.pause()
    prompt.type("5391")
    #expect(prompt.waitFor("Code complete"))
    #expect(prompt.waitForEnd(timeout: 60) == .exited(0), "\(prompt.screenText)")
    #expect(prompt.stdoutText == "985391\n")
    let notices = prompt.screenText.components(separatedBy: "Speech Dispatcher stopped answering; continuing with text only")
    #expect(notices.count == 2, "said once: \(prompt.screenText)")
    #expect(try prompt.sttySettings() == prompt.settingsBeforeStart)
  }

  @Test func anotherClientsSpeechIsNotCancelledByOtcsKeys() throws {
    let other = try ChildProcess(
      "/usr/bin/spd-say",
      ["-w", "-P", "message", "This is another program speaking a long sentence that otc must not cut off."],
      environment: ["SPEECHD_ADDRESS": speechd.address])
    #expect(eventually { speechd.received(fromClient: "spd-say").contains { $0.hasPrefix("This is another program") } })
    let prompt = try PseudoTerminal(["prompt", "--speech", "speechd"], environment: ["SPEECHD_ADDRESS": speechd.address])
    #expect(prompt.waitFor("Access code, text field, is editing, empty"))
    prompt.type("985391")
    #expect(prompt.waitForEnd(timeout: 60) == .exited(0), "\(prompt.screenText)")
    #expect(speechd.received(fromClient: "otc").contains("CANCEL SELF"))
    // spd-say -w exits 0 once its message was spoken to the end, not cancelled.
    #expect(other.wait() == 0)
    #expect(!speechd.received.contains { $0.hasPrefix("CANCEL ALL") })
  }

  @Test func theUsersOwnSettingsStandUnlessOtcIsGivenOne() throws {
    let plain = try CommandRunner.run(
      ["read", "--code-file", "-", "--speech", "speechd"], stdin: "985391", environment: ["SPEECHD_ADDRESS": speechd.address])
    #expect(plain.status == 0, "\(plain.stderr)")
    let first = speechd.received(fromClient: "otc")
    for setting in ["SET SELF RATE", "SET SELF PITCH", "SET SELF VOLUME", "SET SELF SYNTHESIS_VOICE"] {
      #expect(!first.contains { $0.hasPrefix(setting) }, "\(setting)")
    }
    let tuned = try CommandRunner.run(
      ["read", "--code-file", "-", "--speech", "speechd", "--rate", "300", "--pitch", "70"], stdin: "985391",
      environment: ["SPEECHD_ADDRESS": speechd.address])
    #expect(tuned.status == 0, "\(tuned.stderr)")
    let both = speechd.received
    #expect(both.contains("SET SELF RATE 45"), "\(both)")
    #expect(both.contains("SET SELF PITCH 40"))
  }

  /// A WAV file is spoken by otc's own espeak-ng beside what Speech Dispatcher says.
  @Test func aWAVFileIsStillWrittenBesideSpeechDispatcher() throws {
    let wav = speechd.directory.appendingPathComponent("beside.wav").path
    let result = try CommandRunner.run(
      ["read", "--code-file", "-", "--speech", "speechd", "--wav", wav], stdin: "985391",
      environment: ["SPEECHD_ADDRESS": speechd.address])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(speechd.received(fromClient: "otc").contains { $0.hasPrefix("Access code, nine eight five") })
    let samples = ((try? Data(contentsOf: URL(fileURLWithPath: wav)))?.count ?? 0) / 2 - 22
    #expect(samples > 10_000)
  }
}
