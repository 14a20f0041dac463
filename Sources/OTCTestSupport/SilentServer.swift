import Foundation

/// A Unix-domain socket that accepts every connection and never answers: a sound or
/// speech server that has hung. `stop()` closes it and every connection.
public final class SilentServer: @unchecked Sendable {
  private let server: UnixSocketServer

  /// Listens at a new path in the temporary folder.
  public init() throws {
    server = try UnixSocketServer(prefix: "otc-silent") { _, _ in }
  }

  /// Listens at `path`, where a program looks for its server (BrlAPI's folder).
  public init(at path: String) throws {
    server = try UnixSocketServer(path: path) { _, _ in }
  }

  /// The socket's path.
  public var path: String { server.path }

  /// How many connections it has accepted.
  public var connectionCount: Int { server.connectionCount }

  /// Closes the socket and every connection, and removes the path.
  public func stop() { server.stop() }
}
