import Basics
import Foundation

/// A private PulseAudio's null-sink monitor, captured by parec at 2 ms latency: each block
/// of samples as it arrives, with its arrival time and how many of its samples sound. What
/// reached the sound server, for the tests of the device path and the end-to-end benchmark.
public final class MonitorCapture: @unchecked Sendable {
  /// One block read from parec.
  public struct Block: Sendable {
    /// When it arrived, on the monotonic clock.
    public var time: Double
    /// Samples in it.
    public var samples: Int
    /// Samples louder than silence.
    public var sounding: Int
    /// The loudest sample's magnitude.
    public var peak: Int
    /// Where its samples begin in `audio(after:)`'s whole recording.
    public var offset: Int
  }

  private let recorder: ChildProcess
  private let fd: Int32
  private let keeper: Int32
  private let lock = NSLock()
  private var blocks: [Block] = []
  /// Every sample recorded, in order.
  private var recording: [Int16] = []
  private var reader: Thread?
  /// Left by the reader once it has read the FIFO to its end and closed it.
  private let readerEnded = DispatchSemaphore(value: 0)
  private var readerDone = false
  private var stopped = false

  /// The sample rate of the capture.
  public static let sampleRate = 22_050

  /// Starts parec on the monitor of `daemon`'s null sink `sink`, its FIFO in `daemon`'s
  /// folder, and waits until the recording stream is connected.
  public init(daemon: any SoundServer, sink: String = "otc_null") throws {
    let fifo = daemon.directory.appendingPathComponent("monitor-\(UUID().uuidString.prefix(6))").path
    guard mkfifo(fifo, 0o600) == 0 else { throw CaptureError(message: "cannot make a FIFO for parec") }
    // The reading end first (a child opening the FIFO to write would otherwise wait for
    // it while the parent waits for the child), and a writing end of our own, so that
    // reading never sees the end of the FIFO before parec has opened it.
    fd = open(fifo, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
    keeper = open(fifo, O_WRONLY | O_NONBLOCK | O_CLOEXEC)
    guard fd >= 0, keeper >= 0 else { throw CaptureError(message: "cannot open parec's FIFO") }
    _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) & ~O_NONBLOCK)
    let recordingBefore = try daemon.streams("source-outputs")
    recorder = try ChildProcess(
      "/usr/bin/parec",
      [
        "--server", daemon.server, "-d", "\(sink).monitor", "--format=s16le", "--rate=\(Self.sampleRate)",
        "--channels=1", "--raw", "--latency-msec=2",
      ],
      outputPath: fifo)
    let thread = Thread { [self] in
      var buffer = [Int16](repeating: 0, count: 2048)
      while true {
        let count = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
        if count < 0 && errno == EINTR { continue }
        guard count > 0 else { break }
        let now = monotonicSeconds()
        let samples = Array(buffer[..<(count / 2)])
        let sounding = SignalAnalysis.soundingSamples(samples)
        let peak = samples.reduce(0) { max($0, abs(Int($1))) }
        lock.withLock {
          blocks.append(Block(time: now, samples: count / 2, sounding: sounding, peak: peak, offset: recording.count))
          recording.append(contentsOf: samples)
        }
      }
      // The reader closes its own descriptor: one closed under it could be reused
      // meanwhile by a test beside this one (a new terminal's master), and read from here.
      close(fd)
      lock.withLock { readerDone = true }
      readerEnded.signal()
    }
    reader = thread
    thread.start()
    guard try eventually({ try daemon.streams("source-outputs") > recordingBefore }) else {
      stop()
      throw CaptureError(message: "parec did not start recording the monitor")
    }
  }

  /// When the first sounding block after `time` arrived, waiting at most `timeout` seconds.
  public func firstSound(after time: Double, timeout: Double) -> Double? {
    var found: Double?
    eventually(timeout: timeout) {
      found = lock.withLock { blocks.first { $0.time > time && $0.sounding > 0 }?.time }
      return found != nil
    }
    return found
  }

  /// The blocks that arrived after `time`, in order.
  public func blocks(after time: Double) -> [Block] { lock.withLock { blocks.filter { $0.time > time } } }

  /// The samples of the blocks that arrived after `time`, in order, as one recording.
  public func audio(after time: Double) -> [Int16] {
    lock.withLock {
      guard let first = blocks.first(where: { $0.time > time }) else { return [] }
      return Array(recording[first.offset...])
    }
  }

  /// When the last sounding block arrived, if any.
  public var lastSound: Double? { lock.withLock { blocks.last { $0.sounding > 0 }?.time } }

  /// Sounding samples in the blocks that arrived after `time`.
  public func soundingSamples(after time: Double) -> Int {
    blocks(after: time).reduce(0) { $0 + $1.sounding }
  }

  /// Sounding samples after `time` once something has sounded after it and the sink has
  /// then been quiet for `quiet` seconds (0 if nothing sounds within 20 seconds).
  public func soundingSamplesOnceQuiet(after time: Double, quiet: Double = 0.3) -> Int {
    guard firstSound(after: time, timeout: generousDeadline) != nil else { return 0 }
    waitForQuiet(quiet, timeout: generousDeadline)
    return soundingSamples(after: time)
  }

  /// Sounding samples after `time`, once they reach `samples` or `timeout` seconds have
  /// passed: a wait for words to be heard that assumes nothing about pauses in them, which
  /// a loaded machine lengthens.
  public func soundingSamples(after time: Double, reaching samples: Int, timeout: Double = generousDeadline) -> Int {
    var count = 0
    eventually(timeout: timeout) {
      count = soundingSamples(after: time)
      return count >= samples
    }
    return count
  }

  /// The sounding span (`SignalAnalysis.soundingSpan`) of what arrived after `time`, once
  /// something has sounded after it and the sink has then been quiet for `quiet` seconds:
  /// measured on the samples themselves, from the first that sounds, so an utterance whose
  /// start was lost is shorter by what was lost, whenever the test noticed it.
  public func soundingSpanOnceQuiet(after time: Double, quiet: Double = 0.3) -> Int {
    guard firstSound(after: time, timeout: generousDeadline) != nil else { return 0 }
    waitForQuiet(quiet, timeout: generousDeadline)
    return SignalAnalysis.soundingSpan(audio(after: time))
  }

  /// Waits until nothing has sounded for `quiet` seconds, at most `timeout` seconds.
  @discardableResult
  public func waitForQuiet(_ quiet: Double, timeout: Double) -> Bool {
    eventually(timeout: timeout) { monotonicSeconds() - (lastSound ?? 0) >= quiet }
  }

  /// Whether the reader still reads parec's FIFO (until `stop()`).
  public var isReading: Bool { lock.withLock { !readerDone } }

  /// Stops parec and the reader, once: with parec gone and the FIFO's last writing end
  /// closed, the reader reads its end and closes its descriptor itself. A reader that is
  /// not done within the deadline (a starved thread) is left to finish on its own.
  public func stop() {
    let first = lock.withLock {
      defer { stopped = true }
      return !stopped
    }
    guard first else { return }
    recorder.stop()
    close(keeper)
    _ = readerEnded.wait(timeout: .now() + generousDeadline)
  }

  struct CaptureError: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
  }
}
