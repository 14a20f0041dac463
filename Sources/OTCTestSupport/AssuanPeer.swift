import Basics
import Foundation

/// The client side of an Assuan conversation, as gpg-agent holds it with a pinentry: the
/// program runs with its standard input and output on pipes, and each command's reply is
/// read up to its `OK` or `ERR` line.
public final class AssuanPeer: @unchecked Sendable {
  private let toChild: Int32
  private let fromChild: Int32
  private var pending: [UInt8] = []
  private var reaped = false
  /// The program's process.
  public let pid: pid_t

  /// Starts `executable` (the built otc by default) with `arguments`; its standard error
  /// goes to `errorPath`.
  public init(_ arguments: [String], environment: [String: String] = [:], errorPath: String, executable: String? = nil) throws {
    let input = try closeOnExecPipe()
    let output = try closeOnExecPipe()
    let actions: [Spawn.Action] =
      [
        .duplicate(input[0], to: 0), .duplicate(output[1], to: 1),
        .open(errorPath, flags: O_WRONLY | O_CREAT | O_TRUNC, mode: 0o600, as: 2),
      ]
      + (input + output).map { .close($0) }
    var merged = cleanEnvironment().environment
    merged.merge(environment) { $1 }
    // A session of its own: no controlling terminal, as gpg-agent's children have none.
    let spawned = Result {
      try spawn(executable ?? CommandRunner.binary.path, arguments, environment: merged, actions: actions, newSession: true)
    }
    close(input[0])
    close(output[1])
    toChild = input[1]
    fromChild = output[0]
    pid = try spawned.get()
  }

  deinit {
    close(toChild)
    close(fromChild)
    guard !reaped else { return }
    kill(pid, SIGKILL)
    Spawn.wait(for: pid)
  }

  /// Sends one command line.
  public func send(_ line: String) {
    let bytes = Array((line + "\n").utf8)
    _ = bytes.withUnsafeBytes { write(toChild, $0.baseAddress, $0.count) }
  }

  /// The lines of one reply, up to and including its `OK` or `ERR` line; what came before
  /// a deadline when the reply never ends.
  public func reply(timeout: Double = generousDeadline) -> [String] {
    replyBytes(timeout: timeout).map { String(decoding: $0, as: UTF8.self) }
  }

  /// The lines of one reply as the bytes that came, for data that need not be UTF-8.
  public func replyBytes(timeout: Double = generousDeadline) -> [[UInt8]] {
    var lines: [[UInt8]] = []
    let deadline = monotonicSeconds() + timeout
    while let line = readLine(until: deadline) {
      lines.append(line)
      if line.starts(with: Array("OK".utf8)) || line.starts(with: Array("ERR".utf8)) { break }
    }
    return lines
  }

  /// An Assuan data line's bytes, its percent escapes undone.
  public static func data(of line: [UInt8]) -> [UInt8]? {
    guard line.starts(with: Array("D ".utf8)) else { return nil }
    var bytes: [UInt8] = []
    var index = 2
    while index < line.count {
      if line[index] == UInt8(ascii: "%"), index + 2 < line.count,
        let value = UInt8(String(decoding: line[index + 1...index + 2], as: UTF8.self), radix: 16)
      {
        bytes.append(value)
        index += 3
      } else {
        bytes.append(line[index])
        index += 1
      }
    }
    return bytes
  }

  /// Sends a command and returns its reply.
  public func ask(_ line: String, timeout: Double = generousDeadline) -> [String] {
    send(line)
    return reply(timeout: timeout)
  }

  private func readLine(until deadline: Double) -> [UInt8]? {
    while true {
      if let newline = pending.firstIndex(of: 0x0A) {
        let line = Array(pending[..<newline])
        pending.removeSubrange(...newline)
        return line
      }
      let left = deadline - monotonicSeconds()
      guard left > 0 else { return nil }
      var descriptor = pollfd(fd: fromChild, events: Int16(POLLIN), revents: 0)
      let ready = poll(&descriptor, 1, Int32(min(left, 1) * 1000))
      if ready < 0 && errno == EINTR { continue }
      if ready <= 0 { continue }
      var buffer = [UInt8](repeating: 0, count: 4096)
      let count = buffer.withUnsafeMutableBytes { read(fromChild, $0.baseAddress, $0.count) }
      if count < 0 && errno == EINTR { continue }
      guard count > 0 else { return nil }
      pending += buffer[..<count]
    }
  }

  /// Waits for the program to exit and returns its exit status, or `nil` past `timeout`.
  public func waitForExit(timeout: Double = generousDeadline) -> Int32? {
    var status: Int32 = 0
    guard eventually(timeout: timeout, { Spawn.ended(pid).map { status = $0 } != nil }) else { return nil }
    reaped = true
    return (status >> 8) & 0xFF
  }
}
