import Basics
import CSystem

/// Whether a question was taken back while it was asked: set by the terminal that watches
/// it, read by the session that answers for it.
public final class Withdrawal: @unchecked Sendable {
  private let lock = Lock()
  private var value = false

  public init() {}

  /// Whether the question was taken back.
  public var happened: Bool { lock.withLock { value } }

  func mark() { lock.withLock { value = true } }
}

/// A terminal whose input ends early when the question asked on it is taken back: in a
/// pause between keys, every `interval` seconds, it asks `isWithdrawn`, and once that is
/// true every read is the end of input. Keys are never held up by it: a key that is there
/// is read at once, with no check before it.
public final class WithdrawableTerminal: Terminal {
  private let base: any Terminal
  private let isWithdrawn: () -> Bool
  private let interval: Double
  /// Set once input ended because the question was taken back.
  public let withdrawal = Withdrawal()

  public init(_ base: any Terminal, interval: Double = 0.1, isWithdrawn: @escaping () -> Bool) {
    self.base = base
    self.interval = interval
    self.isWithdrawn = isWithdrawn
  }

  public func begin() throws(TerminalError) { try base.begin() }
  public func end() { base.end() }
  public func announce(_ line: String) { base.announce(line) }
  public var canSuspend: Bool { base.canSuspend }
  public func suspend() { base.suspend() }
  public func now() -> Double { base.now() }

  public func read(timeout: Double?) throws(TerminalError) -> TerminalInput {
    if withdrawal.happened { return .endOfInput }
    let start = base.now()
    while true {
      let left = timeout.map { max(0, $0 - (base.now() - start)) }
      let slice = min(left ?? interval, interval)
      let input = try base.read(timeout: slice)
      // Keys come first: whether the question still stands is asked only in a pause.
      guard case .timedOut = input else { return input }
      if isWithdrawn() {
        withdrawal.mark()
        return .endOfInput
      }
      if let left, left <= slice { return input }
    }
  }
}
