import CSystem

#if !hasFeature(Embedded)
  import FoundationEssentials
#endif

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

  /// With the lock held: as `wait()`, but at most until `limit` on the monotonic clock
  /// (`monotonicSeconds()`); false once it has passed.
  @discardableResult
  public func wait(untilMonotonic limit: Double) -> Bool {
    guard limit.isFinite else {
      wait()
      return true
    }
    let whole = limit.rounded(.down)
    var time = timespec(tv_sec: Int(whole), tv_nsec: Int((limit - whole) * 1e9))
    return pthread_cond_timedwait(condition, mutex, &time) != ETIMEDOUT
  }

  #if !hasFeature(Embedded)
    /// With the lock held: as `wait()`, but at most until `date`; false once `date` has
    /// passed, as `NSCondition.wait(until:)`.
    @discardableResult
    public func wait(until date: Date) -> Bool {
      let left = date.timeIntervalSinceNow
      return wait(untilMonotonic: left.isFinite ? monotonicSeconds() + left : .infinity)
    }
  #endif

  /// Wakes every thread waiting.
  public func broadcast() { pthread_cond_broadcast(condition) }

  /// Wakes one thread waiting.
  public func signal() { pthread_cond_signal(condition) }
}
