import CSystem

/// Seconds on the monotonic clock (`CLOCK_MONOTONIC`): for measuring waits, never for a date.
public func monotonicSeconds() -> Double {
  var time = timespec()
  clock_gettime(CLOCK_MONOTONIC, &time)
  return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}
