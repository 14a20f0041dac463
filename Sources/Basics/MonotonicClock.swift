import CSystem

/// Seconds on the monotonic clock (`CLOCK_MONOTONIC`): for measuring waits, never for a date.
public func monotonicSeconds() -> Double {
  var time = timespec()
  clock_gettime(CLOCK_MONOTONIC, &time)
  return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}

/// A point on the monotonic clock: a deadline that setting the wall clock never moves.
/// What `Date` served for, without Foundation.
public struct Instant: Comparable, Hashable, Sendable {
  /// Seconds on the monotonic clock, as `monotonicSeconds()` gives them.
  public var seconds: Double

  /// The instant `seconds` on the monotonic clock.
  public init(seconds: Double) { self.seconds = seconds }

  /// Now.
  public static var now: Instant { Instant(seconds: monotonicSeconds()) }

  /// `interval` seconds from now.
  public static func after(_ interval: Double) -> Instant { Instant(seconds: monotonicSeconds() + interval) }

  /// `interval` seconds after this instant.
  public func adding(_ interval: Double) -> Instant { Instant(seconds: seconds + interval) }

  /// Seconds from now until this instant; less than 0 once it has passed.
  public var secondsLeft: Double { seconds - monotonicSeconds() }

  public static func < (lhs: Instant, rhs: Instant) -> Bool { lhs.seconds < rhs.seconds }
}

/// Seconds since 1970 on the wall clock (`CLOCK_REALTIME`): for a time another process
/// compares, kept in a file, never for measuring a wait.
public func wallClockSeconds() -> Double {
  var time = timespec()
  clock_gettime(CLOCK_REALTIME, &time)
  return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}
