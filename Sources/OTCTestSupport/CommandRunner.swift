import Basics
import Foundation

/// Runs the built `otc` binary as a user or a script would, and captures what it did.
public enum CommandRunner {
  /// What one run of the binary produced.
  public struct Result: Sendable {
    public var stdout: String
    public var stderr: String
    public var status: Int32
  }

  /// The `otc` binary built beside the running tests.
  public static var binary: URL {
    let directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    let candidates = [directory, directory.deletingLastPathComponent()].map { $0.appendingPathComponent("otc") }
    return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) } ?? candidates[0]
  }

  /// The project's root: the first folder above the built binary with a Package.swift.
  public static var projectRoot: URL {
    var root = binary.deletingLastPathComponent()
    while root.path != "/" && !FileManager.default.fileExists(atPath: root.appendingPathComponent("Package.swift").path) {
      root = root.deletingLastPathComponent()
    }
    return root
  }

  /// Runs `otc` with `arguments`, feeding `stdin`, with `environment` added to a clean one.
  public static func run(
    _ arguments: [String], stdin: String = "", environment: [String: String] = [:]
  ) throws -> Result {
    try run(executable: binary, arguments, stdin: stdin, environment: environment)
  }

  /// Runs `otc` with `arguments` where `--code X` is given as `--code-file -` with X on
  /// standard input, the way the help recommends (and without `--code`'s warning).
  public static func run(privately arguments: [String], environment: [String: String] = [:]) throws -> Result {
    guard let index = arguments.firstIndex(of: "--code"), index + 1 < arguments.count else {
      return try run(arguments, environment: environment)
    }
    var rewritten = arguments
    rewritten.replaceSubrange(index...index + 1, with: ["--code-file", "-"])
    return try run(rewritten, stdin: arguments[index + 1], environment: environment)
  }

  /// Runs `executable` with `arguments`, feeding `stdin`, with `environment` added to a clean one.
  ///
  /// Spawned with posix_spawn and read with a poll loop that retries interrupted calls:
  /// Foundation's `FileHandle` traps on EINTR, which a busy test process does receive.
  public static func run(
    executable: URL, _ arguments: [String], stdin: String = "", environment: [String: String] = [:]
  ) throws -> Result {
    // The runtime folder outlives the run (see cleanEnvironment).
    var (base, _) = cleanEnvironment()
    base.merge(environment) { $1 }
    // Close-on-exec: a child that another test spawns meanwhile must not hold these open.
    let input = try closeOnExecPipe()
    let output = try closeOnExecPipe()
    let error = try closeOnExecPipe()
    let actions: [Spawn.Action] =
      [.duplicate(input[0], to: 0), .duplicate(output[1], to: 1), .duplicate(error[1], to: 2)]
      + (input + output + error).map { .close($0) }
    let spawned = Swift.Result { try spawn(executable.path, arguments, environment: base, actions: actions) }
    for fd in [input[0], output[1], error[1]] { close(fd) }
    guard case .success(let pid) = spawned else {
      for fd in [input[1], output[0], error[0]] { close(fd) }
      _ = try spawned.get()
      fatalError("unreachable")
    }
    let (stdout, stderr) = exchange(stdin: Array(stdin.utf8), writer: input[1], readers: (output[0], error[0]))
    let status = Spawn.wait(for: pid)
    let signal = status & 0x7F
    return Result(
      stdout: String(decoding: stdout, as: UTF8.self),
      stderr: String(decoding: stderr, as: UTF8.self),
      status: signal == 0 ? (status >> 8) & 0xFF : 128 + signal)
  }

  /// Writes `stdin` into `writer` (then closes it) while reading both `readers` to their end,
  /// all in one poll loop, so no full pipe can stall the child. Closes every descriptor.
  private static func exchange(stdin: [UInt8], writer: Int32, readers: (Int32, Int32)) -> ([UInt8], [UInt8]) {
    // A child that exits before reading all its input must give EPIPE here, not end the
    // test process: SIGPIPE is ignored (children still start with its default action).
    signal(SIGPIPE, SIG_IGN)
    var pending = stdin[...]
    var writing: Int32 = writer
    if pending.isEmpty {
      close(writing)
      writing = -1
    } else {
      _ = fcntl(writing, F_SETFL, fcntl(writing, F_GETFL) | O_NONBLOCK)
    }
    var open = [readers.0, readers.1]
    var collected: [[UInt8]] = [[], []]
    var buffer = [UInt8](repeating: 0, count: 65_536)
    while open.contains(where: { $0 >= 0 }) || writing >= 0 {
      var descriptors = open.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
      descriptors.append(pollfd(fd: writing, events: Int16(POLLOUT), revents: 0))
      if poll(&descriptors, nfds_t(descriptors.count), -1) < 0 {
        if errno == EINTR { continue }
        break
      }
      for index in 0..<2 where open[index] >= 0 && descriptors[index].revents != 0 {
        let count = buffer.withUnsafeMutableBytes { read(open[index], $0.baseAddress, $0.count) }
        if count < 0 && (errno == EINTR || errno == EAGAIN) { continue }
        if count <= 0 {
          close(open[index])
          open[index] = -1
        } else {
          collected[index].append(contentsOf: buffer[..<count])
        }
      }
      if writing >= 0 && descriptors[2].revents != 0 {
        let written = pending.withUnsafeBytes { write(writing, $0.baseAddress, $0.count) }
        if written > 0 { pending = pending.dropFirst(written) }
        if pending.isEmpty || (written < 0 && errno != EINTR && errno != EAGAIN) {
          close(writing)
          writing = -1
        }
      }
    }
    return (collected[0], collected[1])
  }
}
