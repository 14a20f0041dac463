import Basics
import CTestScratch
import Foundation
import SafeIO

/// otc-peak could not run a program or report on it.
public struct PeakMemoryError: Error, CustomStringConvertible {
  public let description: String
}

/// A child process started with posix_spawn and reaped with waitpid by its owner.
///
/// Foundation's `Process` reaps children from one shared thread that can block on a
/// long-lived child (a sound server), so a short-lived one is never seen to exit; tests
/// that keep a daemon running use this instead.
public final class ChildProcess: @unchecked Sendable {
  /// The child's process id.
  public let pid: pid_t
  private var exited = false

  /// Starts `path` with `arguments`, its stdin from `inputPath` (or /dev/null), its stdout
  /// into `outputPath` and its stderr into `errorPath` (or /dev/null), and `environment`
  /// added to this process's.
  public init(
    _ path: String, _ arguments: [String], environment: [String: String] = [:], inputPath: String? = nil,
    outputPath: String? = nil, errorPath: String? = nil
  ) throws {
    let actions: [Spawn.Action] = [
      .open(inputPath ?? "/dev/null", flags: O_RDONLY | O_NOCTTY, as: 0),
      .open(outputPath ?? "/dev/null", flags: O_WRONLY | O_CREAT | O_TRUNC, mode: 0o644, as: 1),
      .open(errorPath ?? "/dev/null", flags: O_WRONLY | O_CREAT | O_TRUNC, mode: 0o644, as: 2),
    ]
    var merged = ProcessInfo.processInfo.environment
    merged.merge(environment) { $1 }
    pid = try spawn(path, arguments, environment: merged, actions: actions)
  }

  /// Whether the child is still running (reaping it if it has ended).
  public var isRunning: Bool {
    guard !exited else { return false }
    if Spawn.ended(pid) != nil { exited = true }
    return !exited
  }

  /// Waits for the child to end and returns its exit status (-1 if it died by a signal).
  public func wait() -> Int32 {
    let status = Spawn.wait(for: pid)
    exited = true
    return Spawn.exitCode(status)
  }

  /// otc-peak, built beside otc (Sources/otc-peak/main.c).
  public static let peakTool = CommandRunner.binary.deletingLastPathComponent().appendingPathComponent("otc-peak").path

  /// Runs `path` with `arguments` to its end, as `init` would start it, through otc-peak:
  /// its exit status (-1 if it died by a signal) and its own peak resident memory in
  /// kilobytes. A child this process spawns directly would be counted at no less than
  /// this process's own peak, which Linux folds into it at exec.
  public static func runMeasuringPeak(
    _ path: String, _ arguments: [String], environment: [String: String] = [:], inputPath: String? = nil
  ) throws -> (status: Int32, peakKilobytes: Int) {
    let report = FileManager.default.temporaryDirectory.appendingPathComponent("otc-peak-\(UUID().uuidString.prefix(8))").path
    defer { unlink(report) }
    let toolStatus = try ChildProcess(peakTool, [report, path] + arguments, environment: environment, inputPath: inputPath).wait()
    let words = ((try? String(contentsOfFile: report, encoding: .utf8)) ?? "").split(whereSeparator: \.isWhitespace)
    guard toolStatus == 0, words.count == 2, let status = Int32(words[0]), let peak = Int(words[1]) else {
      throw PeakMemoryError(description: "otc-peak could not run \(path) (it ended with \(toolStatus))")
    }
    return (status, peak)
  }

  /// Waits until a Unix socket at `path` accepts connections; `false` once the child has
  /// ended, or after the deadline. A daemon's start is waited for with it.
  public func waitUntilListening(at path: String) -> Bool {
    var answered = false
    eventually {
      answered = unixSocketListens(path); return answered || !isRunning
    }
    return answered
  }

  /// Sends `signal` and waits for the child to end.
  public func stop(signal: Int32 = SIGTERM) {
    guard !exited else { return }
    kill(pid, signal)
    Spawn.wait(for: pid)
    exited = true
  }

  deinit { stop(signal: SIGKILL) }
}

/// Held while spawning and while making descriptors close-on-exec, so that a child spawned
/// by one test never inherits a pipe or terminal another test has just opened.
let spawnLock = NSLock()

/// A pipe whose two ends are closed in every child (the dup2 into a child's 0, 1 or 2
/// clears the flag there, so the child that should have it still gets it).
func closeOnExecPipe() throws -> [Int32] {
  try spawnLock.withLock {
    var ends: [Int32] = [-1, -1]
    guard pipe(&ends) == 0 else { throw POSIXError(.EMFILE) }
    for fd in ends { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
    return ends
  }
}

/// The clean environment a test runs otc in, with a runtime folder of its own
/// (`XDG_RUNTIME_DIR`, 0700): what one otc leaves for the next (the lock of a tail still
/// speaking) then never reaches an otc of another test running in parallel.
///
/// The folder is not removed when the run ends: the speech tail otc leaves behind may
/// still be starting, and a tail whose folder has gone uses root's shared `/run/otc`,
/// where the tails of tests running in parallel silence each other (seen on a loaded
/// machine as a reason never heard). It is in the test process's scratch folder, which
/// goes with every tail's daemons when the process ends, however it ends (CTestScratch.h).
func cleanEnvironment(terminal: Bool = false) -> (environment: [String: String], runtimeDirectory: String) {
  let runtime = scratchFolder + "/otc-run-\(UUID().uuidString.prefix(8))"
  mkdir(runtime, 0o700)
  var environment = ["PATH": "/usr/bin:/bin", "LANG": "C.UTF-8", "HOME": NSTemporaryDirectory(), "XDG_RUNTIME_DIR": runtime]
  if terminal { environment["TERM"] = "xterm" }
  return (environment, runtime)
}

/// The folder this test process makes everything in (`TMPDIR` points at it), removed with
/// the daemons it started when the process ends, however it ends: CTestScratch.h.
public var scratchFolder: String {
  otc_test_scratch().map { String(cString: $0) } ?? FileManager.default.temporaryDirectory.path
}

/// Spawns `path` with `arguments` and exactly `environment`, its descriptors arranged by
/// `actions`, under the spawn lock (`Spawn.start`: no signal blocked and default handlers,
/// whatever the test runner set; some block SIGTERM in their threads).
func spawn(
  _ path: String, _ arguments: [String], environment: [String: String], actions: [Spawn.Action], newSession: Bool = false
) throws -> pid_t {
  let variables = environment.map { "\($0.key)=\($0.value)" }
  let started = spawnLock.withLock {
    Spawn.start([path] + arguments, environment: variables, actions: actions, newSession: newSession)
  }
  switch started {
  case .success(let child): return child
  case .failure(let failure): throw POSIXError(POSIXErrorCode(rawValue: failure.number) ?? .EINVAL)
  }
}

/// Copies the program at `source` to `destination`, mode 0755, for a test that runs it as
/// another user. Written as `writeExecutable(_:to:mode:)` writes.
public func copyExecutable(from source: String, to destination: String) throws {
  try writeExecutable(InputBytes.all(of: source), to: destination)
}

/// Writes `contents` as a new program at `destination` (which must not exist), for a test
/// that runs it. The file is written through a close-on-exec descriptor under the spawn
/// lock: a child another test spawned meanwhile never holds it open for writing, which
/// would make running it fail with ETXTBSY ("text file busy"; the shell's status 126).
public func writeExecutable(_ contents: [UInt8], to destination: String, mode: mode_t = 0o755) throws {
  try spawnLock.withLock {
    let fd = open(destination, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode)
    guard fd >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
    defer { close(fd) }
    var offset = 0
    while offset < contents.count {
      let written = contents[offset...].withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
      if written < 0 {
        if errno == EINTR { continue }
        throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
      }
      offset += written
    }
    fchmod(fd, mode)
  }
}

/// A whole file's bytes, for test helpers.
enum InputBytes {
  static func all(of path: String) throws -> [UInt8] {
    guard let data = FileManager.default.contents(atPath: path) else { throw POSIXError(.ENOENT) }
    return [UInt8](data)
  }
}
