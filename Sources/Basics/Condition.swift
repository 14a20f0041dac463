import CSystem

/// A lock with a condition to wait on, as Foundation's `NSCondition` is, without
/// Foundation: one thread waits for a state that another changes and broadcasts.
public final class Condition: Lock, @unchecked Sendable {
  private let condition: UnsafeMutablePointer<pthread_cond_t>

  /// A condition whose lock is not held.
  public override init() {
    condition = .allocate(capacity: 1)
    condition.initialize(to: pthread_cond_t())
    // Timed waits run on the monotonic clock: a clock set back never stretches one.
    var attributes = pthread_condattr_t()
    pthread_condattr_init(&attributes)
    pthread_condattr_setclock(&attributes, CLOCK_MONOTONIC)
    pthread_cond_init(condition, &attributes)
    pthread_condattr_destroy(&attributes)
    super.init()
  }

  deinit {
    pthread_cond_destroy(condition)
    condition.deinitialize(count: 1)
    condition.deallocate()
  }

  /// With the lock held: gives it up until a broadcast (or a spurious wake-up), then takes
  /// it again.
  public func wait() { pthread_cond_wait(condition, mutex) }

  /// With the lock held: as `wait()`, but at most until `deadline`; false once it has
  /// passed.
  @discardableResult
  public func wait(until deadline: Instant) -> Bool {
    let limit = deadline.seconds
    guard limit.isFinite else {
      wait()
      return true
    }
    let whole = limit.rounded(.down)
    var time = timespec(tv_sec: Int(whole), tv_nsec: Int((limit - whole) * 1e9))
    return pthread_cond_timedwait(condition, mutex, &time) != ETIMEDOUT
  }

  /// Wakes every thread waiting.
  public func broadcast() { pthread_cond_broadcast(condition) }

  /// Wakes one thread waiting.
  public func signal() { pthread_cond_signal(condition) }
}
