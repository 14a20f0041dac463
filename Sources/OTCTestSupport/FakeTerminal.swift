import TerminalPrompt

/// An in-memory terminal: it hands out scripted bytes, keeps a virtual clock that moves
/// only when the script waits or a read times out, and records every announcement line.
public final class FakeTerminal: Terminal {
  /// One step of what the user does.
  public enum Step: Sendable {
    /// Bytes arriving in one read.
    case bytes([UInt8])
    /// Time passing with nothing typed.
    case wait(Double)
  }

  private var script: [Step]
  private var clock = 0.0
  /// Every announcement line, in order.
  public private(set) var lines: [String] = []
  /// Whether the terminal is between `begin()` and `end()`.
  public private(set) var isRaw = false
  /// How many times `begin()` and `end()` were called.
  public private(set) var begins = 0
  public private(set) var ends = 0
  /// How many times the prompt asked to be suspended.
  public private(set) var suspensions = 0

  /// Creates a terminal that will deliver `script`, then end of input.
  public init(_ script: [Step]) {
    self.script = script
  }

  /// A terminal where `text` is typed, each key in its own read.
  public convenience init(typing text: String) {
    self.init(text.map { .bytes(Array(String($0).utf8)) })
  }

  public func begin() throws(TerminalError) {
    begins += 1
    isRaw = true
  }

  public func end() {
    ends += 1
    isRaw = false
  }

  public func read(timeout: Double?) throws(TerminalError) -> TerminalInput {
    while let step = script.first {
      switch step {
      case .bytes(let bytes):
        script.removeFirst()
        return .bytes(bytes)
      case .wait(let seconds):
        if let timeout, timeout < seconds {
          clock += timeout
          script[0] = .wait(seconds - timeout)
          return .timedOut
        }
        clock += seconds
        script.removeFirst()
      }
    }
    return .endOfInput
  }

  public func announce(_ line: String) { lines.append(line) }
  /// Whether Ctrl-Z stops the prompt here (a terminal of its own, as `otc prompt` has).
  public var canSuspend = true
  /// How long the user stays away once stopped: the clock moves on by it.
  public var suspendedFor = 0.0
  public func suspend() {
    suspensions += 1
    clock += suspendedFor
  }
  public func now() -> Double { clock }
}
