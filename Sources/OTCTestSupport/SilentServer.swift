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
    listener = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
    guard listener >= 0 else { throw POSIXError(.EMFILE) }
    var address = sockaddr_un()
    address.sun_family = sa_family_t(AF_UNIX)
    withUnsafeMutableBytes(of: &address.sun_path) { buffer in
      for (index, byte) in path.utf8.enumerated() { buffer[index] = byte }
    }
    let bound = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(listener, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
    }
    guard bound == 0, listen(listener, 16) == 0 else {
      close(listener)
      throw POSIXError(.EADDRINUSE)
    }
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
