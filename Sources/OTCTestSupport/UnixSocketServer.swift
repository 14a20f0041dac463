import Foundation
import SafeIO

/// A Unix-domain socket in the temporary folder that accepts every connection and hands
/// each to `serve` on a thread of its own. `stop()` shuts every connection down (so a
/// `serve` blocked in a read returns), waits for the threads, closes everything and
/// removes the path. The servers tests stand up in place of a real one are built on it.
public final class UnixSocketServer: @unchecked Sendable {
  /// The socket's path.
  public let path: String
  private let listener: Int32
  private let lock = NSLock()
  private var connections: [Int32] = []
  private var stopped = false
  private let threads = DispatchGroup()

  /// Listens at a new path named `prefix` and a random part; `serve` gets each
  /// connection, and a way to ask whether the server is stopping. The connection stays
  /// open after `serve` returns, until `stop()`.
  public convenience init(
    prefix: String, serve: @escaping @Sendable (Int32, _ isStopping: @escaping @Sendable () -> Bool) -> Void
  ) throws {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString.prefix(8))").path
    try self.init(path: path, serve: serve)
  }

  /// Listens at `path`, which a program looks for in a fixed place (BrlAPI's folder). A
  /// socket already there that nothing listens on, left by a test run that was killed, is
  /// removed first; one a live server holds is not (the bind then fails).
  public init(path: String, serve: @escaping @Sendable (Int32, _ isStopping: @escaping @Sendable () -> Bool) -> Void) throws {
    self.path = path
    var status = stat()
    if lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFSOCK, !unixSocketListens(path) { unlink(path) }
    listener = try listeningSocket(at: path)
    threads.enter()
    Thread { [self] in
      while !isStopping() {
        var descriptor = pollfd(fd: listener, events: Int16(POLLIN), revents: 0)
        guard poll(&descriptor, 1, 50) > 0 else { continue }
        let connection = accept(listener, nil, nil)
        guard connection >= 0 else { continue }
        lock.withLock { connections.append(connection) }
        threads.enter()
        Thread { [self] in
          serve(connection) { [self] in isStopping() }
          threads.leave()
        }.start()
      }
      threads.leave()
    }.start()
  }

  private func isStopping() -> Bool { lock.withLock { stopped } }

  /// How many connections it has accepted.
  public var connectionCount: Int { lock.withLock { connections.count } }

  /// Closes the socket and every connection, and removes the path; once only.
  public func stop() {
    let already = lock.withLock {
      defer { stopped = true }
      return stopped
    }
    guard !already else { return }
    lock.withLock { connections.forEach { shutdown($0, Int32(SHUT_RDWR)) } }
    threads.wait()
    lock.withLock {
      connections.forEach { close($0) }
      connections = []
    }
    close(listener)
    unlink(path)
  }
}

/// A listening Unix-domain stream socket at `path`.
public func listeningSocket(at path: String) throws -> Int32 {
  let listener = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
  guard listener >= 0 else { throw POSIXError(.EMFILE) }
  let bound = withUnixSocketAddress(path) { bind(listener, $0, $1) }
  guard bound == 0, listen(listener, 16) == 0 else {
    close(listener)
    throw POSIXError(.EADDRINUSE)
  }
  return listener
}
