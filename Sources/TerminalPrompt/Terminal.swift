import CSystem

/// What one read from the terminal gave.
public enum TerminalInput: Hashable, Sendable {
  /// Bytes typed (possibly none, after an interrupted wait).
  case bytes([UInt8])
  /// Nothing arrived within the time asked.
  case timedOut
  /// The input is over: end of a pipe, or the terminal went away.
  case endOfInput
}

/// Why the terminal could not be set up or read: the system's error number, told as the
/// system tells it ("Inappropriate ioctl for device").
public struct TerminalError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The system's error number (errno).
  public var code: Int32

  /// The error for `code`.
  public init(code: Int32) { self.code = code }

  /// The error errno holds now, or `fallback` when it holds none.
  public static func last(or fallback: Int32) -> TerminalError {
    let code = otc_errno()
    return TerminalError(code: code == 0 ? fallback : code)
  }

  /// The system's words for it.
  public var description: String { String(cString: strerror(code)) }
}

/// Where the prompt reads keys and writes its announcement lines.
public protocol Terminal: AnyObject {
  /// Switches to raw keys (when a terminal) and bracketed paste; undone by `end()`.
  func begin() throws(TerminalError)
  /// Puts the terminal back exactly as `begin()` found it.
  func end()
  /// Waits up to `timeout` seconds (for ever when `nil`) for bytes.
  func read(timeout: Double?) throws(TerminalError) -> TerminalInput
  /// Writes one announcement as one plain line on stderr.
  func announce(_ line: String)
  /// Whether Ctrl-Z stops otc here: not when this terminal is not one to stop on (askpass
  /// and pinentry are run by another program, which the shell would not see stopped), nor
  /// when stopping was ignored when otc started (nothing would bring it back).
  var canSuspend: Bool { get }
  /// Stops the process as Ctrl-Z would, with the terminal restored while stopped; returns
  /// once it is continued. Only called when `canSuspend`.
  func suspend()
  /// Seconds on a clock that only moves forward.
  func now() -> Double
}
