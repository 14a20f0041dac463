import Foundation
import Testing

/// Runs each test of a suite on a thread of its own rather than on one of Swift's
/// cooperative threads, of which there are as many as processors: two here. A synchronous
/// test that waits (for a daemon, a sound, a boot) holds the thread it runs on, so while
/// the boot tests' twelve QEMU boots ran one after another, the other 700 tests had one
/// thread between them, and a whole `swift test` on a loaded machine took over 15 minutes
/// (issue 56). The test stays the same task, so `#expect` and everything else Swift
/// Testing keeps per test work as before; only the thread is another.
struct OffThePool: SuiteTrait, TestTrait, TestScoping {
  var isRecursive: Bool { true }

  func provideScope(
    for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
  ) async throws {
    guard testCase != nil else { return try await function() }
    try await withTaskExecutorPreference(ThreadPerJobExecutor.shared) { try await function() }
  }
}

extension Trait where Self == OffThePool {
  /// Each test on a thread of its own, off Swift's cooperative threads (`OffThePool`).
  static var offThePool: Self { OffThePool() }
}

/// A task executor that runs each job it is given on a new thread: a test's body, which
/// may block for minutes, never holds one of the cooperative threads.
final class ThreadPerJobExecutor: TaskExecutor {
  /// The one the `offThePool` trait uses.
  static let shared = ThreadPerJobExecutor()
  /// The name its threads carry.
  static let threadName = "otc test"

  func enqueue(_ job: consuming ExecutorJob) {
    let job = UnownedJob(job)
    let executor = asUnownedTaskExecutor()
    let thread = Thread {
      Thread.current.name = ThreadPerJobExecutor.threadName
      job.runSynchronously(on: executor)
    }
    thread.stackSize = 8 << 20
    thread.start()
  }
}

/// The trait's own check: a test under it runs on one of the executor's threads, and what it
/// expects is still recorded against it (a failing `#expect` there failed its test when this
/// was written; the boot tests' expectations are all made off the pool).
@Suite(.offThePool) struct OffThePoolTests {
  @Test func aTestRunsOnAThreadOfItsOwn() throws {
    let name = try String(contentsOfFile: "/proc/thread-self/comm", encoding: .utf8)
    #expect(name.trimmingCharacters(in: .newlines) == ThreadPerJobExecutor.threadName)
  }
}
