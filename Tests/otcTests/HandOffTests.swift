import Basics
import Foundation
import OTCTestSupport
import SpeechOutput
import SafeIO
import Testing

/// The caller first: the built otc hands the answer over and exits the moment the
/// submitting key is typed, and its last words are still heard afterwards, from a detached
/// tail (in-process espeak-ng) or from Speech Dispatcher's queue; a newer otc silences
/// them. Sound is what a private PulseAudio's null sinks received. Nothing here is timed;
/// `otc-bench --e2e` measures how fast.
///
/// The sink is held (`holdSound`) from just before the ending key until otc has ended: the
/// answer and the exit then provably come before any of the last words could sound, on a
/// machine of any speed, and once the sink plays again those words are heard.
@Suite struct HandOffTests {
  /// A second of sound, as the monitor counts samples.
  static let second = MonitorCapture.sampleRate

  @Test func theCodeReachesTheCallerBeforeTheConfirmationHasSounded() throws {
    let daemon = try PulseAudioDaemon.start()
    defer { daemon.stop() }
    let capture = try MonitorCapture(daemon: daemon)
    defer { capture.stop() }
    let terminal = try PseudoTerminal(["prompt", "--speech", "espeak"], environment: ["PULSE_SERVER": daemon.server])
    #expect(terminal.waitFor("text field"))
    terminal.type("98539")
    #expect(terminal.waitFor("Nine\r\nEight\r\nFive\r\nThree\r\nNine"))
    try daemon.holdSound(true)
    let held = monotonicSeconds()
    terminal.type("1")
    // The caller has the code and otc has ended while nothing could sound.
    #expect(terminal.waitForEnd() == .exited(0))
    #expect(terminal.stdoutText == "985391\n")
    let released = monotonicSeconds()
    try daemon.holdSound(false)
    // "Code complete, nine eight five three nine one" lasts seconds, all of it heard after.
    let tailThen = (try? RuntimeDirectory.opening(terminal.runtimeDirectory + "/otc")).flatMap(SpeechTail.speakingTail(in:))
    let afterwards = capture.soundingSamples(after: released, reaching: Self.second / 2)
    #expect(
      afterwards >= Self.second / 2,
      "\(afterwards) sounding samples after otc exited; held \(released - held) s; tail \(String(describing: tailThen))")
    #expect(terminal.screenText.contains("Code complete"))
  }

  @Test func waitForSpeechKeepsTheOldOrder() throws {
    let daemon = try PulseAudioDaemon.start()
    defer { daemon.stop() }
    let capture = try MonitorCapture(daemon: daemon)
    defer { capture.stop() }
    let terminal = try PseudoTerminal(
      ["prompt", "--speech", "espeak", "--wait-for-speech"], environment: ["PULSE_SERVER": daemon.server, "OTC_RATE": "80"])
    #expect(terminal.waitFor("text field"))
    terminal.type("98539")
    #expect(terminal.waitFor("Nine\r\nEight\r\nFive\r\nThree\r\nNine"))
    capture.waitForQuiet(0.5, timeout: 60)
    let lastKey = monotonicSeconds()
    terminal.type("1")
    #expect(terminal.waitForEnd() == .exited(0), "its terminal: \(terminal.screenText.suffix(800))")
    let ended = monotonicSeconds()
    #expect(terminal.stdoutText == "985391\n")
    #expect((try? RuntimeDirectory.opening(terminal.runtimeDirectory + "/otc")).flatMap(SpeechTail.speakingTail(in:)) == nil)
    // The confirmation was heard before otc exited. Measured against the whole of it (some
    // seconds at rate 80), so that blocks a loaded machine hands the recorder late still
    // count for little; without the wait, nearly all of it would sound afterwards.
    capture.waitForQuiet(0.5, timeout: generousDeadline)
    let confirmation = capture.soundingSamples(after: lastKey)
    let afterwards = capture.soundingSamples(after: ended)
    #expect(confirmation > Self.second, "the confirmation is heard: \(confirmation) sounding samples")
    #expect(afterwards < confirmation / 4, "\(afterwards) of \(confirmation) sounding samples after otc exited")
  }

  @Test func aSecondPromptCutsTheFirstsTail() throws {
    let daemon = try PulseAudioDaemon.start(otherSinks: ["otc_second"])
    defer { daemon.stop() }
    let first = try MonitorCapture(daemon: daemon)
    defer { first.stop() }
    let second = try MonitorCapture(daemon: daemon, sink: "otc_second")
    defer { second.stop() }
    let runtime = FileManager.default.temporaryDirectory.appendingPathComponent("otc-run-\(UUID().uuidString.prefix(8))").path
    mkdir(runtime, 0o700)
    defer { try? FileManager.default.removeItem(atPath: runtime) }
    let environment = ["PULSE_SERVER": daemon.server, "XDG_RUNTIME_DIR": runtime, "OTC_RATE": "100"]

    let one = try PseudoTerminal(["prompt", "--speech", "espeak"], environment: environment)
    #expect(one.waitFor("text field"))
    one.type("98539")
    #expect(one.waitFor("Nine\r\nEight\r\nFive\r\nThree\r\nNine"))
    try daemon.holdSound(true)
    one.type("1")
    #expect(one.waitForEnd() == .exited(0))
    // Its tail speaks on, held at the sink, until it is let go.
    #expect(eventually { (try? RuntimeDirectory.opening(runtime + "/otc")).flatMap(SpeechTail.speakingTail(in:)) != nil })
    let released = monotonicSeconds()
    try daemon.holdSound(false)
    let tail = try #require(first.firstSound(after: released, timeout: generousDeadline), "the first prompt's tail is heard")

    var nextEnvironment = environment
    nextEnvironment["PULSE_SINK"] = "otc_second"
    let two = try PseudoTerminal(["prompt", "--speech", "espeak", "--no-auto-submit"], environment: nextEnvironment)
    let opening = try #require(
      second.firstSound(after: tail, timeout: generousDeadline),
      "the second prompt's opening is heard; its terminal: \(two.screenText)")
    let key = monotonicSeconds()
    two.type("7")
    #expect(second.firstSound(after: key, timeout: generousDeadline) != nil, "the echo is heard")
    // The old tail fell silent once the new prompt spoke (otc-bench measures how soon:
    // before its first sound), and is gone.
    let lastOld = try #require(first.lastSound)
    #expect(lastOld < key, "the old tail sounded \(Int((lastOld - opening) * 1000)) ms after the new opening began")
    #expect(first.soundingSamples(after: key) == 0)
    // Silenced, the old tail ends, and its record with it: on a loaded machine, a moment
    // after its sound stopped.
    #expect(eventually { (try? RuntimeDirectory.opening(runtime + "/otc")).flatMap(SpeechTail.speakingTail(in:)) == nil })
    two.type("\u{1B}")
    #expect(two.waitForEnd() == .exited(130), "its terminal: \(two.screenText.suffix(600))")
  }

  @Test func theTailHoldsNoTerminalAndNoSecret() throws {
    let daemon = try PulseAudioDaemon.start()
    defer { daemon.stop() }
    let secret = "hunter2-Quokka"
    let terminal = try PseudoTerminal(
      ["askpass", "Password for alice at host:"],
      environment: ["PULSE_SERVER": daemon.server, "OTC_SPEECH": "espeak", "OTC_RATE": "80"],
      stdinAndStderr: ("/dev/null", "/dev/null"))
    // The opening is said, then the field takes keys.
    #expect(try daemon.waitForStream("sink-inputs"))
    terminal.type(secret + "\r")
    #expect(terminal.waitForEnd() == .exited(0))
    #expect(terminal.stdoutText == secret + "\n")
    var found: pid_t?
    eventually {
      found = (try? RuntimeDirectory.opening(terminal.runtimeDirectory + "/otc")).flatMap(SpeechTail.speakingTail(in:));
      return found != nil
    }
    let tail = try #require(found, "a tail speaks the confirmation")
    // Held still while it is looked at, then ended.
    kill(tail, SIGSTOP)
    defer { kill(tail, SIGKILL) }

    let descriptors = try FileManager.default.contentsOfDirectory(atPath: "/proc/\(tail)/fd")
    let targets = descriptors.map {
      (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/\(tail)/fd/\($0)")) ?? "?"
    }
    #expect(!targets.contains { $0.hasPrefix("/dev/pts") || $0.hasPrefix("/dev/tty") || $0 == "/dev/ptmx" }, "\(targets)")
    #expect(targets.contains { $0.hasSuffix("voice.lock") }, "\(targets)")
    #expect(try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/\(tail)/fd/1") == "/dev/null")
    #expect(try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/\(tail)/fd/2") == "/dev/null")
    // A session of its own with no controlling terminal: stat's session and tty_nr fields.
    let stat = try String(contentsOfFile: "/proc/\(tail)/stat", encoding: .utf8)
    let fields = stat[stat.range(of: ") ")!.upperBound...].split(separator: " ")
    #expect(fields[3] == "\(tail)", "session")
    #expect(fields[4] == "0", "controlling terminal")
    #expect(try MemoryScan.occurrences(of: Array(secret.utf8), in: tail) == 0)
  }

  /// pinentry sends the D line at once and goes on serving gpg-agent while its last words
  /// are still being heard.
  @Test func pinentrySendsTheAnswerBeforeItsConfirmationIsHeard() throws {
    let daemon = try PulseAudioDaemon.start()
    defer { daemon.stop() }
    let capture = try MonitorCapture(daemon: daemon)
    defer { capture.stop() }
    let terminal = try PseudoTerminal(["-c", "sleep 600"], executable: "/bin/sh")
    let errors = FileManager.default.temporaryDirectory.appendingPathComponent("otc-pinentry-\(UUID().uuidString.prefix(8))").path
    defer { try? FileManager.default.removeItem(atPath: errors) }
    let peer = try AssuanPeer(
      ["pinentry"], environment: ["OTC_SPEECH": "espeak", "PULSE_SERVER": daemon.server, "OTC_RATE": "80"], errorPath: errors)
    #expect(peer.reply().last?.hasPrefix("OK") == true)
    for command in ["OPTION ttyname=\(terminal.devicePath)", "SETDESC Passphrase for the backup key"] {
      #expect(peer.ask(command) == ["OK"])
    }
    peer.send("GETPIN")
    #expect(terminal.waitFor("secure text field"))
    terminal.type("abc")
    #expect(terminal.waitFor("Bullet\r\nBullet\r\nBullet"))
    try daemon.holdSound(true)
    terminal.type("\r")
    // The answer came while nothing could sound.
    #expect(peer.reply() == ["D abc", "OK"])
    let released = monotonicSeconds()
    try daemon.holdSound(false)
    let afterwards = capture.soundingSamples(after: released, reaching: Self.second / 5)
    #expect(afterwards >= Self.second / 5, "\(afterwards) sounding samples after the answer")
    #expect(peer.ask("BYE").first?.hasPrefix("OK") == true)
    #expect(peer.waitForExit() == 0)
  }

  @Test(arguments: [Ending.cancelled, .timedOut, .inputEnded])
  func everyEndingHandsOffAtOnceAndItsReasonPlaysOn(_ ending: Ending) throws {
    let daemon = try PulseAudioDaemon.start()
    defer { daemon.stop() }
    let capture = try MonitorCapture(daemon: daemon)
    defer { capture.stop() }
    let environment = ["PULSE_SERVER": daemon.server, "OTC_RATE": "80"]
    var held = 0.0
    var ended = 0.0
    switch ending {
    case .cancelled, .timedOut:
      // A tenth of a second: the sink is held no longer than it must be (otc gives up a stream
      // the server has taken nothing from for 3 s).
      let arguments = ["prompt", "--speech", "espeak"] + (ending == .timedOut ? ["--timeout", "0.1"] : [])
      let terminal = try PseudoTerminal(arguments, environment: environment)
      #expect(terminal.waitFor("text field"), "\(terminal.screenText)")
      if ending == .cancelled {
        terminal.type("98")
        #expect(terminal.waitFor("Nine\r\nEight"))
        try daemon.holdSound(true)
        held = monotonicSeconds()
        terminal.type("\u{1B}")
      } else {
        // The limit counts from the first key (or once the opening has been heard, which a
        // held sink never lets happen).
        try daemon.holdSound(true)
        held = monotonicSeconds()
        terminal.type("9")
      }
      #expect(terminal.waitForEnd(timeout: 60) == .exited(ending == .cancelled ? 130 : 124))
      ended = monotonicSeconds()
      #expect(terminal.stdoutText.isEmpty)
    case .inputEnded:
      // Keys from standard input, which ends after two digits.
      try daemon.holdSound(true)
      held = monotonicSeconds()
      let result = try CommandRunner.run(["prompt", "--speech", "espeak"], stdin: "98", environment: environment)
      ended = monotonicSeconds()
      #expect(result.status == 1)
      #expect(result.stdout.isEmpty)
    }
    // otc has ended while nothing could sound; its reason is heard once the sink plays.
    let released = monotonicSeconds()
    try daemon.holdSound(false)
    let afterwards = capture.soundingSamples(after: released, reaching: Self.second / 5)
    #expect(
      afterwards >= Self.second / 5,
      """
      \(afterwards) sounding samples after otc exited; ended \(ended - held) s after the hold, let go \(released - ended) s \
      later
      """
    )
  }

  enum Ending: String, CustomTestStringConvertible {
    case cancelled, timedOut, inputEnded
    var testDescription: String { rawValue }
  }

  @Test func throughSpeechDispatcherTheWordsAreLeftQueuedAndTheNextOtcCancelsThem() throws {
    let pulse = try PulseAudioDaemon.start()
    defer { pulse.stop() }
    let server = try SpeechDispatcherDaemon(pulse: pulse)
    defer { server.stop() }
    let capture = try MonitorCapture(daemon: pulse)
    defer { capture.stop() }
    let runtime = FileManager.default.temporaryDirectory.appendingPathComponent("otc-run-\(UUID().uuidString.prefix(8))").path
    mkdir(runtime, 0o700)
    defer { try? FileManager.default.removeItem(atPath: runtime) }
    let environment = ["SPEECHD_ADDRESS": server.address, "XDG_RUNTIME_DIR": runtime]

    let one = try PseudoTerminal(["prompt", "--speech", "speechd", "--length", "4"], environment: environment)
    #expect(one.waitFor("text field"))
    one.type("985")
    #expect(one.waitFor("Nine\r\nEight\r\nFive"))
    try pulse.holdSound(true)
    one.type("3")
    #expect(one.waitForEnd() == .exited(0))
    #expect(one.stdoutText == "9853\n")
    // The confirmation was queued before otc left, and is spoken after it.
    #expect(server.received(fromClient: "otc").contains { $0.hasPrefix("Code complete") })
    #expect(FileManager.default.fileExists(atPath: runtime + "/otc/speechd-tail"))
    let released = monotonicSeconds()
    try pulse.holdSound(false)
    #expect(capture.firstSound(after: released, timeout: generousDeadline) != nil, "the confirmation is heard after otc exited")

    // The next otc cancels the old client's messages by its id, then speaks.
    let two = try PseudoTerminal(["prompt", "--speech", "speechd"], environment: environment)
    #expect(two.waitFor("text field"), "\(two.screenText)")
    #expect(eventually { server.received.contains { $0.range(of: #"^CANCEL [0-9]+"#, options: .regularExpression) != nil } })
    #expect(!FileManager.default.fileExists(atPath: runtime + "/otc/speechd-tail"))
    two.type("\u{1B}")
    #expect(two.waitForEnd() == .exited(130))
  }
}
