import Foundation
import OTCTestSupport
import Testing

/// A test process ends with the runner that started it. `swift test` stopped by `timeout`
/// (SIGTERM) left its test process running, orphaned, booting QEMU beside the next run
/// (issue 56); SIGKILL, which no runner can pass on, would leave it too. Here the test
/// bundle itself is started again, under a shell as its runner, running only this test as
/// a holder: it starts a process of its own (as a test starts a daemon) and waits. The
/// shell is then stopped by each signal in turn, and the holder, what it started and its
/// scratch folder must all be gone (CTestScratch.h).
@Suite struct TestRunnerTests {
  /// Set in the holder's environment: the file it reports to.
  static let reportVariable = "OTC_TEST_RUNNER_HOLDER_REPORT"
  /// Set in the holder's environment when it starts one daemon of each kind the tests do.
  static let daemonsVariable = "OTC_TEST_RUNNER_HOLDER_DAEMONS"

  @Test func aTestProcessEndsWithTheRunnerThatStartedItAndTakesItsDaemons() throws {
    if let report = ProcessInfo.processInfo.environment[Self.reportVariable] {
      try Self.hold(reportingTo: report, daemons: ProcessInfo.processInfo.environment[Self.daemonsVariable] != nil)
      return
    }
    for signal in [SIGKILL, SIGTERM, SIGINT] {
      try Self.stopTheRunner(with: signal)
    }
  }

  /// Issue 57: a test process killed by SIGKILL, which runs no handler of its own, still
  /// takes every daemon it started: its reaper (CTestScratch.c) ends each process whose
  /// environment names its folder, and removes the folder. The holder starts PulseAudio,
  /// PipeWire (with WirePlumber, pipewire-pulse and D-Bus), Speech Dispatcher, brltty and
  /// sshd, as the tests do; before, a PulseAudio and a Speech Dispatcher were found after a
  /// stopped run, and brltty after a crashed one.
  @Test func aTestProcessKilledBySIGKILLTakesEveryKindOfDaemon() throws {
    guard ProcessInfo.processInfo.environment[Self.reportVariable] == nil else { return }
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("otc-killed-\(UUID().uuidString.prefix(8))").path
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let report = folder + "/report"
    let runner = try ChildProcess(
      "/bin/sh",
      [
        "-c", "\"$@\" & wait", "sh", CommandLine.arguments[0], "--testing-library", "swift-testing", "--filter",
        "aTestProcessEndsWithTheRunnerThatStartedItAndTakesItsDaemons",
      ],
      environment: [Self.reportVariable: report, Self.daemonsVariable: "1"], outputPath: folder + "/output",
      errorPath: folder + "/errors")
    defer { runner.stop(signal: SIGKILL) }
    var reported: [String] = []
    let started = eventually(timeout: generousDeadline) {
      reported = ((try? String(contentsOfFile: report, encoding: .utf8)) ?? "").split(separator: " ").map {
        $0.trimmingCharacters(in: .whitespacesAndNewlines)
      }
      return reported.count == 3
    }
    let errors = { (try? String(contentsOfFile: folder + "/errors", encoding: .utf8)) ?? "" }
    try #require(started, "the holder never reported: \(errors().suffix(2000))")
    let holder = pid_t(reported[0]) ?? 0
    let scratch = reported[2]
    let before = Self.processes(naming: scratch)
    defer { for (pid, _) in Self.processes(naming: scratch) { kill(pid, SIGKILL) } }
    let names = Set(before.map(\.name))
    for daemon in ["pulseaudio", "pipewire", "wireplumber", "dbus-daemon", "speech-dispatch", "brltty", "sshd", "sleep"] {
      #expect(names.contains(daemon), "\(daemon) runs for the holder: \(names.sorted())")
    }

    kill(holder, SIGKILL)
    #expect(eventually(timeout: generousDeadline) { !Self.isRunning(holder) }, "the holder was killed")
    #expect(
      eventually(timeout: generousDeadline) { Self.processes(naming: scratch).isEmpty },
      "left after the holder was killed: \(Self.processes(naming: scratch).map(\.name))")
    #expect(eventually(timeout: generousDeadline) { !FileManager.default.fileExists(atPath: scratch) }, "its folder is gone")
  }

  /// Every live process whose environment or command line holds `marker`, with its name
  /// (comm): sshd writes its title over its environment.
  static func processes(naming marker: String) -> [(pid: pid_t, name: String)] {
    let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
    return entries.compactMap { entry -> (pid_t, String)? in
      guard let pid = pid_t(entry), pid != getpid(), isRunning(pid),
        ["environ", "cmdline"].contains(where: { file in
          FileManager.default.contents(atPath: "/proc/\(pid)/\(file)")?.range(of: Data(marker.utf8)) != nil
        })
      else { return nil }
      let name = (try? String(contentsOfFile: "/proc/\(pid)/comm", encoding: .utf8)) ?? ""
      return (pid, name.trimmingCharacters(in: .whitespacesAndNewlines))
    }
  }

  /// The holder: starts `sleep` (and with `daemons`, one daemon of each kind the tests
  /// start), says its own process id, the sleeper's and its scratch folder, then waits to be
  /// ended (at most ten minutes, when nothing ends it).
  static func hold(reportingTo report: String, daemons: Bool) throws {
    let sleeper = try ChildProcess("/bin/sleep", ["600"])
    var kept: [AnyObject] = []
    if daemons {
      let pulse = try PulseAudioDaemon.start()
      kept += [
        pulse, try PipeWireDaemon.start(), try SpeechDispatcherDaemon(pulse: pulse), try VirtualBrailleDisplay(),
        try PrivateSSHServer(),
      ]
    }
    let line = "\(getpid()) \(sleeper.pid) \(scratchFolder)\n"
    try line.write(toFile: report + ".part", atomically: false, encoding: .utf8)
    guard rename(report + ".part", report) == 0 else { return }
    var left = 600.0
    while left > 0 {
      Thread.sleep(forTimeInterval: 1)
      left -= 1
    }
    withExtendedLifetime(kept) {}
  }

  static func stopTheRunner(with signal: Int32) throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("otc-runner-\(UUID().uuidString.prefix(8))").path
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let report = folder + "/report"
    let bundle = CommandLine.arguments[0]
    // The shell is the runner: it starts the bundle as its child and waits, as swift test does.
    let runner = try ChildProcess(
      "/bin/sh", ["-c", "\"$@\" & wait", "sh", bundle, "--testing-library", "swift-testing", "--filter", "TestRunnerTests"],
      environment: [reportVariable: report], outputPath: folder + "/output", errorPath: folder + "/errors")
    var reported: [String] = []
    let started = eventually(timeout: generousDeadline) {
      reported = ((try? String(contentsOfFile: report, encoding: .utf8)) ?? "").split(separator: " ").map {
        $0.trimmingCharacters(in: .whitespacesAndNewlines)
      }
      return reported.count == 3
    }
    let holder = started ? pid_t(reported[0]) ?? 0 : 0
    let sleeper = started ? pid_t(reported[1]) ?? 0 : 0
    defer {
      // Whatever the outcome, nothing this test started is left.
      for pid in [sleeper, holder] where pid > 0 { kill(pid, SIGKILL) }
      runner.stop(signal: SIGKILL)
    }
    let errors = { (try? String(contentsOfFile: folder + "/errors", encoding: .utf8)) ?? "" }
    try #require(started, "the holder never reported: \(errors().suffix(2000))")
    let scratch = reported[2]
    #expect(isRunning(holder) && isRunning(sleeper), "both run before the runner is stopped")
    #expect(FileManager.default.fileExists(atPath: scratch))

    kill(runner.pid, signal)
    #expect(runner.wait() != 0, "the runner ended by signal \(signal)")
    #expect(
      eventually(timeout: generousDeadline) { !isRunning(holder) }, "the test process ended with its runner (signal \(signal))")
    #expect(eventually(timeout: generousDeadline) { !isRunning(sleeper) }, "what it started ended too (signal \(signal))")
    #expect(eventually(timeout: generousDeadline) { !FileManager.default.fileExists(atPath: scratch) }, "its folder is gone")
  }

  /// Whether `pid` is a live process, not a zombie: the holder is the shell's child, and the
  /// sleeper the holder's, so neither is reaped here.
  static func isRunning(_ pid: pid_t) -> Bool {
    guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
      let end = stat.lastIndex(of: ")")
    else { return false }
    let state = stat[stat.index(end, offsetBy: 2)...].prefix(1)
    return state != "Z" && state != "X"
  }
}
