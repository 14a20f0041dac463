import FoundationEssentials
import Glibc

/// A lock with a condition to wait on, as Foundation's `NSCondition` is, without
/// Foundation: one thread waits for a state that another changes and broadcasts.
public final class Condition: Lock, @unchecked Sendable {
  private let condition: UnsafeMutablePointer<pthread_cond_t>

  /// A condition whose lock is not held.
  public override init() {
    condition = .allocate(capacity: 1)
    condition.initialize(to: pthread_cond_t())
    pthread_cond_init(condition, nil)
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

  /// With the lock held: as `wait()`, but at most until `date`; false once `date` has
  /// passed, as `NSCondition.wait(until:)`.
  @discardableResult
  public func wait(until date: Date) -> Bool {
    let seconds = date.timeIntervalSince1970
    guard seconds.isFinite else {
      wait()
      return true
    }
    let whole = seconds.rounded(.down)
    var limit = timespec(tv_sec: Int(whole), tv_nsec: Int((seconds - whole) * 1e9))
    return pthread_cond_timedwait(condition, mutex, &limit) != ETIMEDOUT
  }

  /// Wakes every thread waiting.
  public func broadcast() { pthread_cond_broadcast(condition) }

  /// Wakes one thread waiting.
  public func signal() { pthread_cond_signal(condition) }
}
