import Basics
import CProcess
import CSystem
import SafeIO
import Wording

/// One connection to Speech Dispatcher, speaking its protocol (SSIP) directly.
///
/// otc does not use libspeechd for this: against a server that answers garbage or drops
/// the connection mid-reply, libspeechd 0.11 dereferences a null reply (`strlen(NULL)`
/// in `get_param_str`) or calls `exit(1)` after printing to standard output (`ret_ok`'s
/// `SPD_FATAL`), and no deadline around it prevents either. Here every reply is checked
/// line by line, every read has a deadline, and a server that breaks the protocol is an
/// error, never a crash. Not thread-safe: one thread (the port's) owns a connection.
final class SSIPConnection {
  /// Where Speech Dispatcher listens, as `SPEECHD_ADDRESS` says.
  enum Address: Hashable, CustomStringConvertible {
    case unix(path: String)
    case inet(host: String, port: UInt16)

    /// `SPEECHD_ADDRESS` ("unix_socket:PATH", "inet_socket:HOST:PORT"), or the user's own
    /// socket, `$XDG_RUNTIME_DIR/speech-dispatcher/speechd.sock`, as libspeechd finds it.
    static func from(environment: [String: String]) throws(SpeechError) -> Address {
      let parts = (environment["SPEECHD_ADDRESS"] ?? "").split(separator: ":", omittingEmptySubsequences: false).map(String.init)
      switch parts.first ?? "" {
      case "", "unix_socket":
        if parts.count > 1, !parts[1].isEmpty { return .unix(path: parts[1...].joined(separator: ":")) }
        let runtime =
          environment["XDG_RUNTIME_DIR"].flatMap { $0.isEmpty ? nil : $0 }
          ?? ((environment["HOME"] ?? homeFolderOfThisUser() ?? "/") + "/.cache")
        return .unix(path: runtime + "/speech-dispatcher/speechd.sock")
      case "inet_socket":
        let host = parts.count > 1 && !parts[1].isEmpty ? parts[1] : "127.0.0.1"
        guard parts.count > 2 else { return .inet(host: host, port: 6560) }
        guard let port = UInt16(parts[2]), port > 0 else { throw .noSpeechDispatcher(Message(.ssipBadPort)) }
        return .inet(host: host, port: port)
      default:
        throw .noSpeechDispatcher(Message(.ssipUnknownMethod, "\(parts[0])"))
      }
    }

    var description: String {
      switch self {
      case .unix(let path): path
      case .inet(let host, let port): "\(host):\(port)"
      }
    }
  }

  /// One reply: its status code, its data lines ("245-1" gives "1"), its final text.
  struct Reply: Hashable {
    var code: Int
    var data: [String]
    var text: String

    var isSuccess: Bool { (200..<300).contains(code) }
  }

  /// An asynchronous notification (`702 END`, `703 CANCELED`, …): its code. Which
  /// message it is about does not matter here: every message on the connection is otc's.
  struct Event: Hashable {
    var code: Int
  }

  /// Notifications that say a message is over: spoken to its end, or cancelled.
  static let endCodes: Set<Int> = [702, 703]
  /// The longest line and the most lines one reply may have: a flood is a broken server.
  static let longestLine = 16 * 1024
  static let mostLines = 64

  private let descriptor: Int32
  private var received: [UInt8] = []
  private var closed = false
  /// Whether the server has sent anything at all: one that never did is not there, one
  /// that did and then failed is broken.
  private(set) var hasReceived = false

  private init(descriptor: Int32) {
    self.descriptor = descriptor
  }

  deinit { close() }

  /// Connects to `address` before `deadline`. With `autospawn`, a local server that is
  /// not running is started first with `speech-dispatcher --spawn` (or `SPEECHD_CMD`).
  static func open(
    _ address: Address, autospawn: Bool, environment: [String: String], deadline: Instant
  ) throws(SpeechError) -> SSIPConnection {
    do {
      return try connect(address, deadline: deadline)
    } catch {
      guard autospawn, case .unix(let path) = address else { throw error }
      try spawnServer(socketPath: path, environment: environment, deadline: deadline)
      return try connect(address, deadline: deadline)
    }
  }

  private static func connect(_ address: Address, deadline: Instant) throws(SpeechError) -> SSIPConnection {
    switch address {
    case .unix(let path):
      let connection = try withUnixSocketAddress(path) { address, length throws(SpeechError) in
        try connect(family: AF_UNIX, address, length: length, named: path, deadline: deadline)
      }
      guard let connection else { throw .noSpeechDispatcher(Message(.ssipPathTooLong, "\(path)")) }
      return connection
    case .inet(let host, let port):
      var hints = addrinfo()
      hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
      var found: UnsafeMutablePointer<addrinfo>?
      guard getaddrinfo(host, String(port), &hints, &found) == 0, let first = found else {
        throw .noSpeechDispatcher(Message(.ssipNoHost, "\(host)"))
      }
      defer { freeaddrinfo(found) }
      return try connect(
        family: first.pointee.ai_family, first.pointee.ai_addr, length: first.pointee.ai_addrlen, named: "\(address)",
        deadline: deadline)
    }
  }

  private static func connect(
    family: Int32, _ address: UnsafePointer<sockaddr>, length: socklen_t, named name: String, deadline: Instant
  ) throws(SpeechError) -> SSIPConnection {
    let descriptor = socket(family, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue) | Int32(SOCK_NONBLOCK.rawValue), 0)
    guard descriptor >= 0 else { throw .noSpeechDispatcher(Message(.plainText, "\(String(cString: strerror(otc_errno())))")) }
    let connection = SSIPConnection(descriptor: descriptor)
    if otc_connect(descriptor, address, length) != 0 {
      guard otc_errno() == EINPROGRESS || otc_errno() == EAGAIN else {
        throw .noSpeechDispatcher(Message(.fileProblem, "\(name)", "\(String(cString: strerror(otc_errno())))"))
      }
      guard connection.wait(for: Int16(POLLOUT), until: deadline) else {
        throw .noSpeechDispatcher(Message(.ssipNoAccept))
      }
      var failure: Int32 = 0
      var size = socklen_t(MemoryLayout<Int32>.size)
      getsockopt(descriptor, SOL_SOCKET, SO_ERROR, &failure, &size)
      guard failure == 0 else {
        throw .noSpeechDispatcher(Message(.fileProblem, "\(name)", "\(String(cString: strerror(failure)))"))
      }
    }
    return connection
  }

  /// Starts a server for `socketPath` and waits (until `deadline`) for it to be up.
  private static func spawnServer(socketPath: String, environment: [String: String], deadline: Instant) throws(SpeechError) {
    let command = environment["SPEECHD_CMD"] ?? "speech-dispatcher"
    let arguments = [command, "--spawn", "--communication-method", "unix_socket", "--socket-path", socketPath]
    let quiet = [Int32(0), 1, 2].map { Spawn.Action.open("/dev/null", flags: O_RDWR, as: $0) }
    guard case .success(let pid) = Spawn.start(arguments, actions: quiet, searchingPath: true) else {
      throw .noSpeechDispatcher(Message(.ssipCannotStart, "\(command)"))
    }
    // `--spawn` forks the server and exits once it is up.
    while Instant.now < deadline {
      if Spawn.ended(pid) != nil { return }
      usleep(10_000)
    }
    throw .noSpeechDispatcher(Message(.ssipStartedLate, "\(command)"))
  }

  /// The server's process, for a local socket (`SO_PEERCRED`); `nil` over the network.
  var peerProcess: pid_t? {
    let process = otc_peer_process(descriptor)
    return process > 0 ? process : nil
  }

  /// Closes the connection; later commands fail.
  func close() {
    guard !closed else { return }
    closed = true
    otc_close(descriptor)
  }

  /// Sends `line` and reads its reply before `deadline`, handing any notification that
  /// comes first to `events`. A reply that is not SSIP, a closed connection or no reply
  /// in time is an error; a reply with an error status is returned as it is.
  func command(_ line: String, deadline: Instant, events: (Event) -> Void) throws(SpeechError) -> Reply {
    try send(Array((line + "\r\n").utf8), deadline: deadline)
    while true {
      let reply = try readReply(until: deadline)
      if (700..<800).contains(reply.code) {
        events(Event(code: reply.code))
        continue
      }
      return reply
    }
  }

  /// Reads the notifications that have come, waiting only for the rest of one that has
  /// begun (until `deadline`). A reply no command asked for, or a closed connection, is
  /// an error.
  func readEvents(deadline: Instant, events: (Event) -> Void) throws(SpeechError) {
    while received.contains(0x0A) || wait(for: Int16(POLLIN), until: .now) {
      let reply = try readReply(until: deadline)
      guard (700..<800).contains(reply.code) else { throw .brokenSpeechDispatcher(Message(.ssipUnaskedReply)) }
      events(Event(code: reply.code))
    }
  }

  /// The descriptor to poll for notifications.
  var pollDescriptor: Int32 { descriptor }

  private func send(_ bytes: [UInt8], deadline: Instant) throws(SpeechError) {
    var offset = 0
    while offset < bytes.count {
      let written = bytes[offset...].withUnsafeBytes { otc_send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
      if written > 0 {
        offset += written
      } else if written < 0 && (otc_errno() == EAGAIN || otc_errno() == EINTR) {
        guard wait(for: Int16(POLLOUT), until: deadline) else { throw .brokenSpeechDispatcher(Message(.ssipStoppedReading)) }
      } else {
        throw .brokenSpeechDispatcher(Message(.ssipConnectionLost, "\(String(cString: strerror(otc_errno())))"))
      }
    }
  }

  /// Waits until the socket is ready for `events`, or `deadline` passes.
  private func wait(for events: Int16, until deadline: Instant) -> Bool {
    while true {
      let remaining = deadline.secondsLeft
      var descriptor = pollfd(fd: self.descriptor, events: events, revents: 0)
      let ready = poll(&descriptor, 1, Int32(max(0, (remaining * 1000).rounded(.up))))
      if ready > 0 { return true }
      if ready < 0 && otc_errno() == EINTR { continue }
      return false
    }
  }

  /// One line, without its line break, read before `deadline`.
  private func readLine(until deadline: Instant) throws(SpeechError) -> String {
    while true {
      if let end = received.firstIndex(of: 0x0A) {
        var line = Array(received[..<end])
        received.removeSubrange(...end)
        if line.last == 0x0D { line.removeLast() }
        guard let text = String(validating: line, as: UTF8.self) else {
          throw .brokenSpeechDispatcher(Message(.ssipNotUTF8))
        }
        return text
      }
      guard received.count <= Self.longestLine else {
        throw .brokenSpeechDispatcher(Message(.ssipLineTooLong, "\(Self.longestLine)"))
      }
      guard wait(for: Int16(POLLIN), until: deadline) else { throw .brokenSpeechDispatcher(Message(.ssipStoppedAnswering)) }
      var buffer = [UInt8](repeating: 0, count: 4096)
      let count = recv(descriptor, &buffer, buffer.count, 0)
      if count > 0 {
        hasReceived = true
        received += buffer[..<count]
      } else if count < 0 && (otc_errno() == EAGAIN || otc_errno() == EINTR) {
        continue
      } else {
        throw .brokenSpeechDispatcher(
          count == 0 ? Message(.ssipClosed) : Message(.plainText, "\(String(cString: strerror(otc_errno())))"))
      }
    }
  }

  /// One whole reply: "NNN-data" lines, then "NNN text", all with the same code.
  private func readReply(until deadline: Instant) throws(SpeechError) -> Reply {
    var data: [String] = []
    var code: Int?
    while data.count <= Self.mostLines {
      let line = try readLine(until: deadline)
      let scalars = Array(line.unicodeScalars)
      guard scalars.count >= 4, scalars[..<3].allSatisfy({ ("0"..."9").contains($0) }),
        scalars[3] == "-" || scalars[3] == " ", let lineCode = Int(String(line.prefix(3))), (100..<800).contains(lineCode)
      else {
        throw .brokenSpeechDispatcher(Message(.ssipNotSSIP))
      }
      guard code == nil || code == lineCode else { throw .brokenSpeechDispatcher(Message(.ssipMixedReplies)) }
      code = lineCode
      let rest = String(line.dropFirst(4))
      if scalars[3] == " " { return Reply(code: lineCode, data: data, text: rest) }
      data.append(rest)
    }
    throw .brokenSpeechDispatcher(Message(.ssipReplyTooLong, "\(Self.mostLines)"))
  }

  /// Text as SSIP's `SPEAK` data: one line (a line break inside would let the text run
  /// commands), and a first dot doubled, so that no line is the end marker.
  static func speakData(_ text: String) -> String {
    let line = String(text.map { $0.isNewline ? " " : $0 })
    return line.hasPrefix(".") ? "." + line : line
  }

  /// Sends `SPEAK`, the text and the end marker.
  func speak(_ text: String, deadline: Instant, events: (Event) -> Void) throws(SpeechError) {
    let started = try command("SPEAK", deadline: deadline, events: events)
    guard started.code == 230 else {
      throw .brokenSpeechDispatcher(Message(.ssipRefusedMessage, "\(started.code) \(started.text)"))
    }
    let queued = try command(Self.speakData(text) + "\r\n.", deadline: deadline, events: events)
    guard queued.isSuccess else {
      throw .brokenSpeechDispatcher(Message(.ssipRefusedMessage, "\(queued.code) \(queued.text)"))
    }
  }
}
