import Basics
import CSystem

/// One started `otc terminal-guard`: it is given the terminal (as its descriptor 3), the
/// settings to put back and whether to switch bracketed paste off, then waits for its pipe
/// to end. otc writes "done" before it closes the pipe on its own way out; a pipe that
/// ends without it (the kernel closes it however otc dies) makes the guard restore.
public final class TerminalGuardProcess {
  /// The command otc starts the guard as (`otc terminal-guard`).
  public static let commandName = "terminal-guard"

  /// The byte that tells the guard otc has put the terminal back itself.
  private static let done = UInt8(ascii: "D")
  /// The bytes after the settings: bracketed paste to switch off, or not.
  private static let pasteOff = UInt8(ascii: "P")
  private static let pasteKept = UInt8(ascii: "N")

  private var pipeEnd: Int32

  /// Starts the guard of `terminal`, to be put back as `settings` say; `nil` when it
  /// cannot start (otc goes on without it).
  public init?(terminal: Int32, settings: termios, bracketedPaste: Bool) {
    var ends: [Int32] = [-1, -1]
    guard pipe(&ends) == 0 else { return nil }
    for end in ends { _ = otc_fcntl(end, F_SETFD, FD_CLOEXEC) }
    defer { close(ends[0]) }
    // A copy above 3: the guard's standard input becomes the pipe before its descriptor 3
    // becomes the terminal, and the terminal may be otc's standard input.
    let held = otc_fcntl(terminal, F_DUPFD_CLOEXEC, 10)
    guard held >= 0 else {
      close(ends[1])
      return nil
    }
    defer { close(held) }
    var message = withUnsafeBytes(of: settings) { Array($0) }
    message.append(bracketedPaste ? Self.pasteOff : Self.pasteKept)
    guard case .success = Spawn.detached("/proc/self/exe", ["otc", Self.commandName], input: ends[0], held: held),
      message.withUnsafeBytes({ write(ends[1], $0.baseAddress, $0.count) }) == message.count
    else {
      close(ends[1])
      return nil
    }
    pipeEnd = ends[1]
  }

  deinit { release() }

  /// Tells the guard the terminal is back as found, and lets it go.
  public func release() {
    guard pipeEnd >= 0 else { return }
    var byte = Self.done
    _ = write(pipeEnd, &byte, 1)
    close(pipeEnd)
    pipeEnd = -1
  }

  /// The guard's own work (`otc terminal-guard`): reads the settings from standard input,
  /// then waits; when the pipe ends without otc saying it put the terminal back itself,
  /// switches bracketed paste off if asked and puts descriptor 3 (the terminal) back.
  public static func guardTerminal() {
    var message = [UInt8](repeating: 0, count: MemoryLayout<termios>.size + 1)
    var filled = 0
    while filled < message.count {
      let count = message.withUnsafeMutableBytes { read(STDIN_FILENO, $0.baseAddress! + filled, $0.count - filled) }
      if count < 0 && otc_errno() == EINTR { continue }
      guard count > 0 else { return }
      filled += count
    }
    var byte: UInt8 = 0
    while true {
      let count = read(STDIN_FILENO, &byte, 1)
      if count < 0 && otc_errno() == EINTR { continue }
      if count > 0 && byte == done { return }
      if count <= 0 { break }
    }
    if message[message.count - 1] == pasteOff {
      let off = Array("\u{1B}[?2004l".utf8)
      _ = off.withUnsafeBytes { write(3, $0.baseAddress, $0.count) }
    }
    var settings = termios()
    withUnsafeMutableBytes(of: &settings) { $0.copyBytes(from: message[..<MemoryLayout<termios>.size]) }
    tcsetattr(3, TCSAFLUSH, &settings)
  }
}
