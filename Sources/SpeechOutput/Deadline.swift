import Basics
import CSystem
import Wording

/// A start that can hang, run on a thread of its own and waited for at most a deadline.
///
/// espeak-ng's start and the audio device's both ask the sound server, and a server that
/// accepts and never answers holds them for ninety seconds; the user gets two.
enum Deadline {
  /// `body`'s result, or `nil` when it took longer than `seconds`. A result that comes
  /// after that is handed to `late` (a device to close) and otherwise dropped.
  static func run<T>(
    seconds: Double, named name: String, late: @escaping (T) -> Void = { _ in },
    _ body: @escaping () -> Result<T, SpeechError>
  ) -> Result<T, SpeechError>? {
    let attempt = Attempt(body: body, late: late)
    detachThread(named: name) { attempt.finish() }
    return attempt.wait(seconds: seconds)
  }

  /// What the user is told when the deadline passes.
  static func noAnswer(within seconds: Double) -> SpeechError {
    .noAudioDevice(Message(.soundServerNoAnswer, "\(Int(seconds))"))
  }

  /// One attempt, shared by the waiting caller and the starting thread.
  private final class Attempt<T>: @unchecked Sendable {
    private let condition = Condition()
    private let body: () -> Result<T, SpeechError>
    private let late: (T) -> Void
    private var result: Result<T, SpeechError>?
    private var abandoned = false

    init(body: @escaping () -> Result<T, SpeechError>, late: @escaping (T) -> Void) {
      self.body = body
      self.late = late
    }

    /// Runs the start (on its own thread) and hands the result over, or to `late`.
    func finish() {
      let outcome = body()
      condition.withLock {
        if abandoned {
          if case .success(let value) = outcome { late(value) }
          return
        }
        result = outcome
        condition.broadcast()
      }
    }

    /// The result, or `nil` if none came within `seconds` (the attempt is then abandoned).
    func wait(seconds: Double) -> Result<T, SpeechError>? {
      condition.withLock {
        let deadline = Instant.after(seconds)
        while result == nil, condition.wait(until: deadline) {}
        if result == nil { abandoned = true }
        return result
      }
    }
  }
}
