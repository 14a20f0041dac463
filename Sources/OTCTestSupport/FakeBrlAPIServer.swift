import Foundation

/// A BrlAPI server in BrlAPI's folder that speaks just enough of the protocol (version 8:
/// the version, no authorization, the display's size, acknowledgements) to be connected
/// to, then misbehaves as a hostile local user's server would: it sends an exception
/// packet, or says its display is wider than any there is. It records the type of every
/// packet it receives.
public final class FakeBrlAPIServer: @unchecked Sendable {
  /// How it misbehaves.
  public enum Behaviour: Sendable {
    /// Answers as brltty does, then sends an exception packet for the first line written.
    case exceptionOnWrite
    /// Answers the size request with this many cells.
    case width(UInt32)
  }

  private let server: UnixSocketServer

  /// Listens at `/var/lib/BrlAPI/NUMBER`.
  public init(number: Int, behaviour: Behaviour) throws {
    let box = Recorder()
    server = try UnixSocketServer(path: VirtualBrailleDisplay.socketDirectory + "/\(number)") { connection, isStopping in
      Self.serve(connection, behaviour: behaviour, isStopping: isStopping) { box.append($0) }
    }
    recorder = box
  }

  private let recorder: Recorder

  /// The socket's path.
  public var path: String { server.path }
  /// How many connections it has accepted.
  public var connectionCount: Int { server.connectionCount }
  /// The type of every packet received, in order ("v", "s", "t", "w"…).
  public var received: [String] {
    recorder.all.map { String(UnicodeScalar(UInt8(truncatingIfNeeded: $0))) }
  }

  /// Closes the socket and every connection, and removes the path.
  public func stop() { server.stop() }

  private final class Recorder: @unchecked Sendable {
    private let lock = NSLock()
    private var types: [UInt32] = []
    func append(_ type: UInt32) { lock.withLock { types.append(type) } }
    var all: [UInt32] { lock.withLock { types } }
  }

  private static func send(_ connection: Int32, _ type: Character, _ words: [UInt32], bytes: [UInt8] = []) {
    var payload: [UInt8] = []
    for word in words { payload += withUnsafeBytes(of: word.bigEndian) { Array($0) } }
    payload += bytes
    var packet = withUnsafeBytes(of: UInt32(payload.count).bigEndian) { Array($0) }
    packet += withUnsafeBytes(of: UInt32(type.asciiValue!).bigEndian) { Array($0) }
    packet += payload
    _ = packet.withUnsafeBytes { Glibc.send(connection, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
  }

  /// Reads exactly `count` bytes; `nil` when the connection ends.
  private static func read(_ connection: Int32, _ count: Int) -> [UInt8]? {
    var bytes = [UInt8](repeating: 0, count: count)
    var offset = 0
    while offset < count {
      let got = bytes.withUnsafeMutableBytes { Glibc.read(connection, $0.baseAddress! + offset, count - offset) }
      if got < 0 && errno == EINTR { continue }
      guard got > 0 else { return nil }
      offset += got
    }
    return bytes
  }

  private static func word(_ bytes: [UInt8], at offset: Int) -> UInt32 {
    bytes[offset..<(offset + 4)].reduce(0) { $0 << 8 | UInt32($1) }
  }

  private static func serve(
    _ connection: Int32, behaviour: Behaviour, isStopping: @escaping @Sendable () -> Bool, record: (UInt32) -> Void
  ) {
    send(connection, "v", [8])
    var authorized = false
    while !isStopping() {
      guard let header = read(connection, 8) else { return }
      let size = Int(word(header, at: 0))
      let type = word(header, at: 4)
      guard size <= 1 << 16, let payload = read(connection, size) else { return }
      record(type)
      switch UnicodeScalar(UInt8(truncatingIfNeeded: type)) {
      case "v" where !authorized:
        authorized = true
        send(connection, "a", [UInt32(Character("N").asciiValue!)])
      case "s":
        if case .width(let cells) = behaviour { send(connection, "s", [cells, 1]) } else { send(connection, "s", [40, 1]) }
      case "w":
        // An exception: the error's code, the packet's type, and the packet.
        if case .exceptionOnWrite = behaviour { send(connection, "E", [1, type], bytes: Array(payload.prefix(64))) }
      case "t", "m", "u", "L":
        send(connection, "A", [])
      default:
        continue
      }
    }
  }
}
