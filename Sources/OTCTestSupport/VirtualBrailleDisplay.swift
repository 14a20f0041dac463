import Foundation
import SafeIO

/// Debian's brltty with its Virtual driver as the braille display beside otc: brltty
/// serves BrlAPI on a local display number of its own (`host`), and this object is the
/// display, connected to the driver's socket, recording every line brltty shows on it and
/// pressing its keys ("route 3", "FWINRT").
///
/// BrlAPI's local sockets live in `/var/lib/BrlAPI`, a path compiled into libbrlapi: each
/// display takes a number no other running display uses, and `stop` (also on deinit)
/// kills brltty (it does not end on SIGTERM while it waits for a display) and removes its
/// socket there.
public final class VirtualBrailleDisplay: @unchecked Sendable {
  /// Where BrlAPI's local sockets are.
  public static let socketDirectory = "/var/lib/BrlAPI"
  /// How many cells the display says it has.
  public static let width = 40

  /// `BRLAPI_HOST` for this display (":N").
  public let host: String
  private let number: Int
  private let folder: String
  private let brltty: ChildProcess
  private let connection: Int32
  private let recording = Recording()
  private let lock = NSLock()
  private var stopped = false

  /// The lines shown, shared with the thread that reads them (which must not hold the
  /// display itself, or it would never be freed and stopped).
  private final class Recording: @unchecked Sendable {
    let lock = NSLock()
    var shown: [String] = []
  }

  private static let numbers = NSLock()
  nonisolated(unsafe) private static var next = 0

  /// Starts brltty on a fresh display number and connects the display to it.
  public init() throws {
    folder = NSTemporaryDirectory() + "otc-brltty-\(getpid())-\(UUID().uuidString.prefix(8))"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    number = Self.freeNumber()
    host = ":\(number)"
    let driverSocket = folder + "/virtual.sock"
    let brltty = try ChildProcess(
      "/usr/bin/brltty",
      [
        "-n", "-e", "-f", "/dev/null", "-b", "vr", "-d", "server:" + driverSocket, "-x", "no", "-s", "no",
        "-A", "host=\(host),auth=none", "-l", "info",
      ],
      errorPath: folder + "/brltty.log")
    self.brltty = brltty
    var descriptor: Int32 = -1
    _ = eventually(timeout: generousDeadline) {
      descriptor = Self.connect(to: driverSocket)
      return descriptor >= 0 || !brltty.isRunning
    }
    guard descriptor >= 0 else {
      let log = (try? String(contentsOfFile: self.folder + "/brltty.log", encoding: .utf8)) ?? ""
      brltty.stop(signal: SIGKILL)
      Self.remove(number: number, folder: folder)
      throw PulseAudioDaemon.DaemonError(
        message: "brltty's Virtual driver never listened on \(driverSocket): \(log.suffix(2000))")
    }
    let connection = descriptor
    self.connection = connection
    let cells = Array("cells \(Self.width)\n".utf8)
    _ = cells.withUnsafeBytes { Glibc.write(connection, $0.baseAddress, $0.count) }
    let recording = recording
    Thread.detachNewThread { Self.record(connection, into: recording) }
    // brltty answers BrlAPI only once its start-up message is over (about a second).
    let ready = eventually(timeout: generousDeadline) {
      let line = recording.lock.withLock { recording.shown.last ?? "" }
      return !line.isEmpty && !line.hasPrefix("BRLTTY ") && unixSocketListens(Self.socketDirectory + "/\(number)")
    }
    guard ready else {
      stop()
      throw PulseAudioDaemon.DaemonError(message: "brltty never served BrlAPI on \(host): \(log.suffix(2000))")
    }
  }

  deinit { stop() }

  /// Every line the display showed, in order, without the spaces that pad it.
  public var lines: [String] { recording.lock.withLock { recording.shown } }

  /// The line the display shows now.
  public var current: String { recording.lock.withLock { recording.shown.last ?? "" } }

  /// Waits until the display shows a line for which `matches` holds.
  public func waitForLine(timeout: Double = generousDeadline, _ matches: (String) -> Bool) -> Bool {
    eventually(timeout: timeout) { matches(current) }
  }

  /// Presses a key of the display: a brltty command by name, with its argument ("route 3",
  /// "FWINRT").
  public func press(_ command: String) {
    let bytes = Array((command + "\n").utf8)
    _ = bytes.withUnsafeBytes { Glibc.write(connection, $0.baseAddress, $0.count) }
  }

  /// Kills brltty and removes its BrlAPI socket; the display's lines stay readable.
  public func stop() {
    let first = lock.withLock {
      defer { stopped = true }
      return !stopped
    }
    guard first else { return }
    shutdown(connection, Int32(SHUT_RDWR))
    brltty.stop(signal: SIGKILL)
    Self.remove(number: number, folder: folder)
  }

  /// brltty's own log, for a failing test's message.
  public var log: String { (try? String(contentsOfFile: folder + "/brltty.log", encoding: .utf8)) ?? "" }

  private static func record(_ connection: Int32, into recording: Recording) {
    var pending: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
      let count = buffer.withUnsafeMutableBytes { Glibc.read(connection, $0.baseAddress, $0.count) }
      if count < 0 && errno == EINTR { continue }
      guard count > 0 else { break }
      pending += buffer[..<count]
      while let end = pending.firstIndex(of: 0x0A) {
        let line = String(decoding: pending[..<end], as: UTF8.self)
        pending.removeSubrange(...end)
        // brltty says `Visual "…"` for the text shown and `Braille "…"` for its dots.
        guard line.hasPrefix("Visual \""), line.hasSuffix("\"") else { continue }
        var text = String(line.dropFirst(8).dropLast())
        while text.hasSuffix(" ") { text.removeLast() }
        recording.lock.withLock { recording.shown.append(text) }
      }
    }
    close(connection)
  }

  private static func connect(to path: String) -> Int32 {
    let descriptor = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
    guard descriptor >= 0 else { return -1 }
    let connected = withUnixSocketAddress(path) { address, length in Glibc.connect(descriptor, address, length) == 0 } ?? false
    if connected {
      _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
      return descriptor
    }
    close(descriptor)
    return -1
  }

  /// A display number that no socket in BrlAPI's folder has, unique in this process.
  private static func freeNumber() -> Int {
    numbers.withLock {
      while true {
        next += 1
        let number = 20_000 + Int(getpid() % 2_000) * 20 + next % 20
        if !FileManager.default.fileExists(atPath: socketDirectory + "/\(number)") { return number }
      }
    }
  }

  private static func remove(number: Int, folder: String) {
    unlink(socketDirectory + "/\(number)")
    unlink(socketDirectory + "/.\(number)")
    try? FileManager.default.removeItem(atPath: folder)
  }
}
