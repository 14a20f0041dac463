import CSystem

/// A mutual-exclusion lock, as Foundation's `NSLock` is, without Foundation.
///
/// For a class whose several fields one lock guards; a single value is better in
/// Synchronization's `Mutex`. `Condition` is a lock with a condition to wait on.
public class Lock: @unchecked Sendable {
  let mutex: UnsafeMutablePointer<pthread_mutex_t>

  /// A lock, not held.
  public init() {
    mutex = .allocate(capacity: 1)
    mutex.initialize(to: pthread_mutex_t())
    pthread_mutex_init(mutex, nil)
  }

  deinit {
    pthread_mutex_destroy(mutex)
    mutex.deinitialize(count: 1)
    mutex.deallocate()
  }

  /// Takes the lock, waiting for it.
  public func lock() { pthread_mutex_lock(mutex) }

  /// Gives the lock back.
  public func unlock() { pthread_mutex_unlock(mutex) }

  /// Runs `body` holding the lock.
  public final func withLock<Result, Failure: Error>(_ body: () throws(Failure) -> Result) throws(Failure) -> Result {
    lock()
    defer { unlock() }
    return try body()
  }
}

/// One value a lock guards, as Synchronization's `Mutex` holds one, which Embedded Swift
/// does not have.
public final class Locked<Value>: @unchecked Sendable {
  private let lock = Lock()
  private var value: Value

  /// `value`, guarded from now on.
  public init(_ value: Value) { self.value = value }

  /// Runs `body` on the value, holding the lock.
  public func withLock<Result, Failure: Error>(_ body: (inout Value) throws(Failure) -> Result) throws(Failure) -> Result {
    lock.lock()
    defer { lock.unlock() }
    return try body(&value)
  }
}
