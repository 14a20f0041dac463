import Foundation

/// A Unix-domain socket that accepts every connection and never answers: a sound or
/// speech server that has hung. `stop()` closes it and every connection.
public final class SilentServer: @unchecked Sendable {
  /// The socket's path.
  public let path: String
  private let listener: Int32
  private let lock = NSLock()
  private var connections: [Int32] = []
  private var stopped = false
  private let acceptor = DispatchGroup()

  /// Listens at a new path in the temporary folder.
  public init() throws {
    path = FileManager.default.temporaryDirectory.appendingPathComponent("otc-silent-\(UUID().uuidString.prefix(8))").path
    listener = try listeningSocket(at: path)
    acceptor.enter()
    Thread { [self] in
      while true {
        var descriptor = pollfd(fd: listener, events: Int16(POLLIN), revents: 0)
        if lock.withLock({ stopped }) { break }
        guard poll(&descriptor, 1, 50) > 0 else { continue }
        let connection = accept(listener, nil, nil)
        if connection >= 0 { lock.withLock { connections.append(connection) } }
      }
      acceptor.leave()
    }.start()
  }

  /// How many connections it has accepted.
  public var connectionCount: Int { lock.withLock { connections.count } }

  /// Closes the socket and every connection, and removes the path.
  public func stop() {
    lock.withLock { stopped = true }
    acceptor.wait()
    lock.withLock {
      connections.forEach { close($0) }
      connections = []
    }
    close(listener)
    unlink(path)
  }
}
