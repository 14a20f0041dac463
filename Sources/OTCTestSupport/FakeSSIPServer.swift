import Foundation

/// A Speech Dispatcher that is not one: a Unix-domain socket speaking broken SSIP, for
/// the tests of a server that answers the connection and then fails otc. `stop()` closes
/// it and every connection; so does `deinit`.
public final class FakeSSIPServer: @unchecked Sendable {
  /// How the server fails.
  public enum Behaviour: Sendable, Hashable, CustomStringConvertible {
    /// Every command gets a reply that is not SSIP (text, a bare status, a cut line),
    /// chosen by `seed` so that each run is repeatable.
    case garbage(seed: UInt64)
    /// The first `lines` commands get a proper reply; after that, silence.
    case answersThenSilence(lines: Int)
    /// The first `lines` commands get a proper reply; the next one half of a reply, and
    /// the connection is closed.
    case dropsMidReply(after: Int)

    public var description: String {
      switch self {
      case .garbage(let seed): "garbage (seed \(seed))"
      case .answersThenSilence(let lines): "\(lines) answers, then silence"
      case .dropsMidReply(let after): "\(after) answers, then the connection dropped mid-reply"
      }
    }
  }

  /// The socket's path; `SPEECHD_ADDRESS` is `unix_socket:` and this.
  public var path: String { server.path }
  /// What to set `SPEECHD_ADDRESS` to.
  public var address: String { "unix_socket:\(path)" }
  private let log = CommandLog()
  private let server: UnixSocketServer

  /// Every command line received, kept apart from the server so that its connections'
  /// threads never hold the server itself.
  private final class CommandLog: @unchecked Sendable {
    private let lock = NSLock()
    private var lines: [String] = []
    func append(_ line: String) { lock.withLock { lines.append(line) } }
    var all: [String] { lock.withLock { lines } }
  }

  /// Listens at a new path in the temporary folder.
  public init(_ behaviour: Behaviour) throws {
    server = try UnixSocketServer(prefix: "otc-ssip") { [log] connection, isStopping in
      Self.serve(connection, behaviour: behaviour, log: log, isStopping: isStopping)
    }
  }

  deinit { stop() }

  /// Every command line received, on every connection.
  public var received: [String] { log.all }

  /// Closes the socket and every connection, and removes the path.
  public func stop() { server.stop() }

  private static func serve(_ connection: Int32, behaviour: Behaviour, log: CommandLog, isStopping: () -> Bool) {
    var pending: [UInt8] = []
    var answered = 0
    var random = behaviour.seed
    var buffer = [UInt8](repeating: 0, count: 4096)
    while !isStopping() {
      var descriptor = pollfd(fd: connection, events: Int16(POLLIN), revents: 0)
      guard poll(&descriptor, 1, 50) > 0 else { continue }
      let count = read(connection, &buffer, buffer.count)
      guard count > 0 else { return }
      pending += buffer[..<count]
      while let end = pending.firstIndex(of: 0x0A) {
        let line = String(decoding: pending[..<end], as: UTF8.self).trimmingCharacters(in: .newlines)
        pending.removeSubrange(...end)
        log.append(line)
        let reply: [UInt8]
        switch behaviour {
        case .garbage:
          random = random &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
          reply = Self.garbage[Int(random >> 33) % Self.garbage.count]
        case .answersThenSilence(let lines):
          guard answered < lines else { continue }
          reply = Self.properReply(to: line)
        case .dropsMidReply(let after):
          guard answered < after else {
            _ = Self.properReply(to: line).prefix(5).withUnsafeBytes { write(connection, $0.baseAddress, $0.count) }
            shutdown(connection, Int32(SHUT_RDWR))
            return
          }
          reply = Self.properReply(to: line)
        }
        answered += 1
        guard reply.withUnsafeBytes({ write(connection, $0.baseAddress, $0.count) }) == reply.count else { return }
      }
    }
  }

  /// Replies a broken server might send: not SSIP, a status with no text, a reply with
  /// data lines and no end, an event no one asked for, an empty line, binary.
  static let garbage: [[UInt8]] = [
    Array("garbage\r\n".utf8), Array("999\r\n".utf8), Array("\r\n".utf8), Array("2".utf8),
    Array("251-\r\n".utf8), Array("OK\r\n".utf8), Array("245-\r\n245 OK CLIENT ID SENT\r\n".utf8),
    Array("251 OK GET RETURNED\r\n".utf8), Array("700-1\r\n700-2\r\n700 END\r\n".utf8),
    [0xFF, 0xFE, 0x00, 0x41, 0x0D, 0x0A], Array("300 ERR\r\n".utf8), Array("-\r\n".utf8),
    Array("245-not a number\r\n245 OK CLIENT ID SENT\r\n".utf8), Array("225-\r\n".utf8),
  ]

  /// What Speech Dispatcher answers to `line`, near enough for an SSIP client.
  static func properReply(to line: String) -> [UInt8] {
    let upper = line.uppercased()
    let reply: String
    if upper.hasPrefix("SET SELF CLIENT_NAME") {
      reply = "208 OK CLIENT NAME SET\r\n"
    } else if upper.hasPrefix("HISTORY GET CLIENT_ID") {
      reply = "245-1\r\n245 OK CLIENT ID SENT\r\n"
    } else if upper.hasPrefix("GET OUTPUT_MODULE") {
      reply = "251-espeak-ng\r\n251 OK GET RETURNED\r\n"
    } else if upper.hasPrefix("GET VOICE_PITCH") {
      reply = "251-0\r\n251 OK GET RETURNED\r\n"
    } else if upper.hasPrefix("SPEAK") || upper.hasPrefix("CHAR") {
      reply = "225-1\r\n225 OK MESSAGE QUEUED\r\n"
    } else if upper == "." {
      reply = "225-1\r\n225 OK MESSAGE QUEUED\r\n"
    } else {
      reply = "200 OK\r\n"
    }
    return Array(reply.utf8)
  }
}

extension FakeSSIPServer.Behaviour {
  fileprivate var seed: UInt64 {
    if case .garbage(let seed) = self { return seed }
    return 0
  }
}
