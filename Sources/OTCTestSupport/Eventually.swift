import Foundation

/// Waits until `condition` holds, checking it every few milliseconds, for at most
/// `timeout` seconds: the one way tests wait for something to happen. True if it held.
///
/// The deadline is generous on purpose: on a loaded machine a condition can take seconds,
/// and a passing test never waits longer than the condition itself takes.
@discardableResult
public func eventually(timeout: Double = 20, _ condition: () throws -> Bool) rethrows -> Bool {
  let deadline = monotonicNow() + timeout
  while true {
    if try condition() { return true }
    if monotonicNow() >= deadline { return false }
    // Pacing between two checks of the condition, not a wait for a result.
    usleep(2_000)
  }
}

/// Seconds on the monotonic clock.
public func monotonicNow() -> Double {
  var time = timespec()
  clock_gettime(CLOCK_MONOTONIC, &time)
  return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}

/// Whether a Unix-domain socket at `path` accepts a connection now.
public func unixSocketAnswers(_ path: String) -> Bool {
  let fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
  guard fd >= 0 else { return false }
  defer { close(fd) }
  var address = sockaddr_un()
  address.sun_family = sa_family_t(AF_UNIX)
  let bytes = Array(path.utf8)
  guard bytes.count < MemoryLayout.size(ofValue: address.sun_path) else { return false }
  withUnsafeMutableBytes(of: &address.sun_path) { buffer in
    for (index, byte) in bytes.enumerated() { buffer[index] = byte }
  }
  return withUnsafePointer(to: &address) {
    $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
      connect(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) == 0
    }
  }
}
