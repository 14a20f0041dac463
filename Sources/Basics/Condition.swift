import FoundationEssentials
import Glibc

/// A lock with a condition to wait on, as Foundation's `NSCondition` is, without
/// Foundation: one thread waits for a state that another changes and broadcasts.
public final class Condition: @unchecked Sendable {
  private let mutex: UnsafeMutablePointer<pthread_mutex_t>
  private let condition: UnsafeMutablePointer<pthread_cond_t>

  /// A condition whose lock is not held.
  public init() {
    mutex = .allocate(capacity: 1)
    mutex.initialize(to: pthread_mutex_t())
    pthread_mutex_init(mutex, nil)
    condition = .allocate(capacity: 1)
    condition.initialize(to: pthread_cond_t())
    pthread_cond_init(condition, nil)
  }

  deinit {
    pthread_cond_destroy(condition)
    condition.deinitialize(count: 1)
    condition.deallocate()
    pthread_mutex_destroy(mutex)
    mutex.deinitialize(count: 1)
    mutex.deallocate()
  }

  /// Takes the lock, waiting for it.
  public func lock() { pthread_mutex_lock(mutex) }

  /// Gives the lock back.
  public func unlock() { pthread_mutex_unlock(mutex) }

  /// Runs `body` holding the lock.
  public func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
    lock()
    defer { unlock() }
    return try body()
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
