import Foundation
import OTCTestSupport

/// A private PulseAudio's null-sink monitor, captured by parec at 2 ms latency: for each
/// block of samples that arrives, when it arrived and whether any sample in it sounds.
final class MonitorCapture: @unchecked Sendable {
  private let recorder: ChildProcess
  private let fd: Int32
  private let keeper: Int32
  private let lock = NSLock()
  private var blocks: [(time: Double, sounding: Bool)] = []
  private var reader: Thread?
  private var done = false

  init(server: String, folder: URL) throws {
    let fifo = folder.appendingPathComponent("monitor-\(UUID().uuidString.prefix(6))").path
    guard mkfifo(fifo, 0o600) == 0 else { throw BenchError("cannot make a FIFO for parec") }
    // The reading end first (a child opening the FIFO to write would otherwise wait for
    // it while the parent waits for the child), and a writing end of our own, so that
    // reading never sees the end of the FIFO before parec has opened it.
    fd = open(fifo, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
    keeper = open(fifo, O_WRONLY | O_NONBLOCK | O_CLOEXEC)
    guard fd >= 0, keeper >= 0 else { throw BenchError("cannot open parec's FIFO") }
    _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) & ~O_NONBLOCK)
    recorder = try ChildProcess(
      "/usr/bin/parec",
      [
        "--server", server, "-d", "otc_null.monitor", "--format=s16le", "--rate=22050", "--channels=1", "--raw",
        "--latency-msec=2",
      ],
      outputPath: fifo)
    let thread = Thread { [self] in
      var buffer = [Int16](repeating: 0, count: 2048)
      while true {
        let count = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
        if count < 0 && errno == EINTR { continue }
        guard count > 0 else { break }
        let now = monotonicSeconds()
        let sounding = SignalAnalysis.soundingSamples(Array(buffer[..<(count / 2)])) > 0
        lock.withLock { blocks.append((now, sounding)) }
      }
      lock.withLock { done = true }
    }
    reader = thread
    thread.start()
  }

  /// When the first sounding block after `time` arrived, waiting at most `timeout` seconds.
  func firstSound(after time: Double, timeout: Double) -> Double? {
    let deadline = monotonicSeconds() + timeout
    while monotonicSeconds() < deadline {
      if let found = lock.withLock({ blocks.first { $0.time > time && $0.sounding } }) { return found.time }
      usleep(200)
    }
    return nil
  }

  /// When the last sounding block arrived, if any.
  var lastSound: Double? { lock.withLock { blocks.last { $0.sounding }?.time } }

  /// Waits until nothing has sounded for `quiet` seconds, at most `timeout` seconds.
  @discardableResult
  func waitForQuiet(_ quiet: Double, timeout: Double) -> Bool {
    let deadline = monotonicSeconds() + timeout
    while monotonicSeconds() < deadline {
      if monotonicSeconds() - (lastSound ?? 0) >= quiet { return true }
      usleep(1000)
    }
    return false
  }

  func stop() {
    recorder.stop()
    close(keeper)
    close(fd)
  }
}

/// Key → first sounding sample at the sink, for `otc prompt` speaking through `mode`: a
/// digit typed in silence into the prompt's pseudo-terminal, then Backspace so the code
/// never fills, each once the monitor has been quiet for 0.3 s.
func endToEndKeyEcho(
  otc: String, mode: String, keys: Int, environment: [String: String], capture: MonitorCapture
) throws -> Distribution {
  let terminal = try PseudoTerminal(
    ["prompt", "--speech", mode, "--length", "12", "--no-auto-submit", "--no-hints"], environment: environment,
    executable: otc)
  guard terminal.waitFor("text field", timeout: 20) else { throw BenchError("otc prompt --speech \(mode) did not open") }
  _ = capture.firstSound(after: 0, timeout: 5)
  capture.waitForQuiet(0.3, timeout: 20)
  var latencies: [Double] = []
  for index in 0..<keys {
    let typed = monotonicSeconds()
    terminal.type("\(index % 10)")
    guard let heard = capture.firstSound(after: typed, timeout: 5) else {
      throw BenchError("the echo of a key typed into otc prompt --speech \(mode) never reached the sink")
    }
    latencies.append(heard - typed)
    capture.waitForQuiet(0.3, timeout: 20)
    let deleted = monotonicSeconds()
    terminal.type("\u{7F}")
    _ = capture.firstSound(after: deleted, timeout: 5)
    capture.waitForQuiet(0.3, timeout: 20)
  }
  terminal.type("\u{1B}")
  _ = terminal.waitForEnd(timeout: 20)
  return Distribution(latencies)
}
