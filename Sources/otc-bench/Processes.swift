import Basics
import Foundation
import OTCTestSupport

/// One child process run to its end: how long it took and its peak memory.
struct ProcessRun {
  var seconds: Double
  /// The program's own peak resident memory when it was measured (`measuringPeak`), else 0.
  var peakResidentKilobytes: Int
  var status: Int32
}

/// Runs `path` with `arguments` to its end, stdin from `inputPath` (or /dev/null), stdout
/// and stderr to /dev/null; its wall time, and with `measuringPeak` its peak resident
/// memory, started by otc-peak (whose own fork, about a millisecond, is then in the time).
func runProcess(_ path: String, _ arguments: [String], inputPath: String? = nil, measuringPeak: Bool = false) throws -> ProcessRun
{
  let start = monotonicSeconds()
  guard measuringPeak else {
    let status = try ChildProcess(path, arguments, inputPath: inputPath).wait()
    return ProcessRun(seconds: monotonicSeconds() - start, peakResidentKilobytes: 0, status: status)
  }
  let (status, peak) = try ChildProcess.runMeasuringPeak(path, arguments, inputPath: inputPath)
  return ProcessRun(seconds: monotonicSeconds() - start, peakResidentKilobytes: peak, status: status)
}

/// Spawns `path` and returns the seconds until its stdout yields the first audio sample
/// louder than silence, after a WAV header of `headerBytes`; the process is then ended.
func secondsToFirstSound(_ path: String, _ arguments: [String], headerBytes: Int = 44) throws -> Double {
  var pipeEnds: [Int32] = [-1, -1]
  guard pipe(&pipeEnds) == 0 else { throw BenchError("cannot make a pipe") }
  let actions: [Spawn.Action] = [
    .open("/dev/null", flags: O_RDONLY, as: 0), .duplicate(pipeEnds[1], to: 1), .open("/dev/null", flags: O_WRONLY, as: 2),
    .close(pipeEnds[0]), .close(pipeEnds[1]),
  ]
  let start = monotonicSeconds()
  let spawned = Spawn.start([path] + arguments, actions: actions)
  close(pipeEnds[1])
  let pid: pid_t
  switch spawned {
  case .success(let child): pid = child
  case .failure(let failure):
    close(pipeEnds[0])
    throw BenchError("cannot start \(path): \(failure)")
  }
  defer {
    close(pipeEnds[0])
    kill(pid, SIGKILL)
    Spawn.wait(for: pid)
  }
  var seen = 0
  var pending: UInt8?
  var buffer = [UInt8](repeating: 0, count: 4096)
  while true {
    let count = buffer.withUnsafeMutableBytes { read(pipeEnds[0], $0.baseAddress, $0.count) }
    if count < 0 && errno == EINTR { continue }
    guard count > 0 else { throw BenchError("\(path) ended without sound") }
    for byte in buffer[..<count] {
      seen += 1
      guard seen > headerBytes else { continue }
      if let low = pending {
        let sample = Int16(bitPattern: UInt16(low) | UInt16(byte) << 8)
        pending = nil
        if abs(Int32(sample)) > 64 { return monotonicSeconds() - start }
      } else {
        pending = byte
      }
    }
  }
}

/// The first executable called `name` in the folders of `PATH`, as a shell would find it.
func executableOnPath(_ name: String) -> String? {
  let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
  return folders.map { "\($0)/\(name)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
}

func cpuSeconds() -> Double {
  var time = timespec()
  clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
  return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}

struct BenchError: Error, CustomStringConvertible {
  var description: String
  init(_ description: String) { self.description = description }
}

/// Percentiles of a sample, nearest rank.
struct Distribution {
  let sorted: [Double]
  init(_ values: [Double]) { sorted = values.sorted() }
  func percentile(_ p: Double) -> Double {
    guard !sorted.isEmpty else { return .nan }
    let rank = Int((p / 100 * Double(sorted.count)).rounded(.up)) - 1
    return sorted[min(max(rank, 0), sorted.count - 1)]
  }
  var median: Double { percentile(50) }
  var minimum: Double { sorted.first ?? .nan }
  var maximum: Double { sorted.last ?? .nan }
}
