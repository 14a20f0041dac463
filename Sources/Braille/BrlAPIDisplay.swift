import Basics
import CBrlAPI
import CSystem
import SafeIO
import Wording

/// The braille display, reached through brltty's BrlAPI while otc asks: otc takes the
/// display for its terminal, shows one line, and gives the display back when it closes or
/// its process ends (brltty gives a terminal back when its client's socket closes, so a
/// signal or a crash gives it back too).
///
/// Every call into libbrlapi happens on one thread of its own, which owns the connection:
/// a server that accepts and never answers holds that thread, never a key. `show` only
/// leaves the latest line for it; a routing key pressed on the display comes back as a
/// field position from `takeRoutes`, and `keyDescriptor` becomes readable when one waits.
/// Panning is done here. What cannot be done (no server, no answer within the deadline,
/// a connection lost) is reported once through `onFailure`, and otc goes on without it.
public final class BrlAPIDisplay: @unchecked Sendable {
  /// Where and how to connect.
  public struct Settings: Sendable {
    /// BrlAPI's host (":1" is local display 1), or `nil` for libbrlapi's default
    /// (`BRLAPI_HOST`, else display 0).
    public var host: String?
    /// The authorization (`BRLAPI_AUTH`'s form), or `nil` for libbrlapi's default.
    public var auth: String?
    /// The virtual console otc asks on (`/dev/tty3` is 3), or `nil` on a pseudo-terminal,
    /// where the terminal is found from `WINDOWPATH` or `XDG_VTNR`.
    public var tty: Int?
    /// How long the server has to take the display for otc, in seconds.
    public var deadline: Double

    public init(host: String?, auth: String?, tty: Int?, deadline: Double = BrlAPIDisplay.deadline) {
      self.host = host
      self.auth = auth
      self.tty = tty
      self.deadline = deadline
    }
  }

  /// How long a server has to take the display for otc: as long as Speech Dispatcher's
  /// first answer may take. The prompt never waits for it.
  public static let deadline = 0.5

  /// The deadline `OTC_BRAILLE_DEADLINE` sets (seconds, more than 0 and at most 60: a
  /// slow machine, and the tests, whose brltty a loaded machine may keep longer), else
  /// `deadline`.
  public static func deadline(in environment: [String: String]) -> Double {
    Basics.deadline("OTC_BRAILLE_DEADLINE", in: environment, standard: deadline)
  }

  /// The widest display otc writes to. libbrlapi writes a line of as many cells as the
  /// server says into a packet of 4,096 bytes, 4 a cell, without a bound: a server that
  /// says 1,020 cells or more would overflow it. The widest real displays have 80 cells.
  public static let widest = 255

  /// Where BrlAPI's local sockets are, one per display number (compiled into libbrlapi).
  public static let socketDirectory = "/var/lib/BrlAPI"

  private enum State {
    case connecting
    case ready
    case closing
    case over
  }

  /// Guards what follows; broadcast when `state` changes, for the deadline's thread and
  /// `close` waiting on it.
  private let lock = Condition()
  private var state = State.connecting
  private var pending: BrailleLine?
  private var routes: [Int] = []
  private var reported = false
  private let settings: Settings
  private let onFailure: @Sendable (Message) -> Void
  private let wake: (read: Int32, write: Int32)
  private let keys: (read: Int32, write: Int32)

  /// Starts connecting at once, on the display's own thread; returns without waiting.
  public init(settings: Settings, onFailure: @escaping @Sendable (Message) -> Void) {
    self.settings = settings
    self.onFailure = onFailure
    wake = nonBlockingPipe() ?? (-1, -1)
    keys = nonBlockingPipe() ?? (-1, -1)
    detachThread(named: "otc braille") { [self] in work() }
    // The deadline waits on a thread of its own: the display's may be held in libbrlapi.
    let limit = Instant.after(settings.deadline)
    detachThread(named: "otc braille wait") { [self] in
      let late = lock.withLock {
        while state == .connecting, lock.wait(until: limit) {}
        return state == .connecting
      }
      if late {
        fail(Message(.brlapiNoAnswer, "\(settings.deadline)"))
      }
    }
  }

  /// Readable when a routing key waits in `takeRoutes`.
  public var keyDescriptor: Int32 { keys.read }

  /// Whether the display shows otc's line now.
  public var isShowing: Bool { lock.withLock { state == .ready } }

  /// Shows `line`, replacing any line not yet written; returns at once.
  public func show(_ line: BrailleLine) {
    lock.withLock { pending = line }
    poke(wake.write)
  }

  /// The field positions of the routing keys pressed since the last call, in order.
  public func takeRoutes() -> [Int] {
    var byte: UInt8 = 0
    while otc_read(keys.read, &byte, 1) == 1 {}
    return lock.withLock {
      defer { routes.removeAll() }
      return routes
    }
  }

  /// Gives the display back and closes the connection, waiting at most `deadline`
  /// seconds; a connection still being made is abandoned, and ends with the process.
  public func close(deadline: Double = 0.2) {
    let waits = lock.withLock {
      switch state {
      case .ready:
        change(to: .closing)
        return true
      case .connecting:
        change(to: .over)
        return false
      case .closing, .over:
        return false
      }
    }
    guard waits else { return }
    poke(wake.write)
    let limit = Instant.after(deadline)
    lock.withLock {
      while state != .over, lock.wait(until: limit) {}
    }
  }

  /// With the lock held: moves to `next`, and wakes whoever waits for a change.
  private func change(to next: State) {
    state = next
    lock.broadcast()
  }

  // MARK: - The display's thread

  private func work() {
    // libbrlapi is loaded, not linked: without it (the initramfs) there is no display to reach.
    guard otc_brlapi_load() == 1 else {
      return fail(Message(.brlapiNotLoaded, "\(otc_brlapi_load_error().map { String(cString: $0) } ?? "?")"))
    }
    guard let handle = OpaquePointer(malloc(brlapi_getHandleSize())) else { return fail(Message(.outOfMemory)) }
    if let refusal = Self.refusal(of: settings.host, asUser: geteuid()) { return fail(refusal) }
    guard let descriptor = connect(handle) else { return }
    var width: UInt32 = 0
    var height: UInt32 = 0
    guard brlapi__getDisplaySize(handle, &width, &height) == 0, width > 0, width <= Self.widest else {
      _ = brlapi__leaveTtyMode(handle)
      brlapi__closeConnection(handle)
      return fail(
        width == 0
          ? Message(.brlapiNoDisplay)
          : width > Self.widest
            ? Message(.brlapiTooWide, "\(width)", "\(Self.widest)") : Message(.plainText, "\(Self.lastError())"))
    }
    var window = BrailleWindow(width: Int(width))
    var line = BrailleLine()
    while true {
      var descriptors = [
        pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0), pollfd(fd: wake.read, events: Int16(POLLIN), revents: 0),
      ]
      if poll(&descriptors, 2, -1) < 0 {
        if otc_errno() == EINTR { continue }
        return lose(handle, Message(.plainText, "\(Self.describe(otc_errno()))"))
      }
      if descriptors[1].revents != 0 {
        var byte: UInt8 = 0
        while otc_read(wake.read, &byte, 1) == 1 {}
        let (closing, next) = lock.withLock { () -> (Bool, BrailleLine?) in
          defer { pending = nil }
          return (state != .ready, pending)
        }
        if closing {
          _ = brlapi__leaveTtyMode(handle)
          brlapi__closeConnection(handle)
          lock.withLock { change(to: .over) }
          return
        }
        if let next, next != line {
          line = next
          window.follow(line)
          guard write(line, window, handle) else { return lose(handle, Message(.plainText, "\(Self.lastError())")) }
        }
      }
      if descriptors[0].revents != 0 {
        guard readKeys(handle, &window, line) else { return lose(handle, Message(.brlapiLost)) }
      }
    }
  }

  /// Opens the connection and takes the terminal; `nil` after saying why.
  private func connect(_ handle: OpaquePointer) -> Int32? {
    var wanted = brlapi_connectionSettings_t(auth: nil, host: nil)
    let auth = settings.auth.map(heapCString)
    let host = settings.host.map(heapCString)
    defer {
      free(auth)
      free(host)
    }
    wanted.auth = UnsafePointer(auth)
    wanted.host = UnsafePointer(host)
    let descriptor = brlapi__openConnection(handle, &wanted, nil)
    guard descriptor >= 0 else {
      fail(Message(.brlapiCannotConnect, "\(Self.lastError())"))
      return nil
    }
    // libbrlapi's own handler ends the process on an exception packet, and opening the
    // connection puts it back: this one, set now on the handle opening made, does nothing,
    // and the call that failed says so.
    _ = brlapi__setExceptionHandler(handle) { _, _, _, _, _ in }
    let entered =
      settings.tty.map { brlapi__enterTtyMode(handle, Int32($0), nil) >= 0 }
      ?? (brlapi__enterTtyModeWithPath(handle, nil, 0, nil) >= 0)
    guard entered else {
      let error = Self.lastError()
      brlapi__closeConnection(handle)
      fail(Message(.brlapiCannotTake, "\(error)"))
      return nil
    }
    _ = brlapi__ignoreKeys(handle, brlapi_rangeType_all, nil, 0)
    var ranges = [
      brlapi_range_t(first: otc_brlapi_route, last: otc_brlapi_route_last),
      brlapi_range_t(first: otc_brlapi_pan_left, last: otc_brlapi_pan_left),
      brlapi_range_t(first: otc_brlapi_pan_right, last: otc_brlapi_pan_right),
    ]
    _ = brlapi__acceptKeyRanges(handle, &ranges, UInt32(ranges.count))
    let abandoned = lock.withLock {
      guard state == .connecting else { return true }
      change(to: .ready)
      return false
    }
    if abandoned {
      _ = brlapi__leaveTtyMode(handle)
      brlapi__closeConnection(handle)
      return nil
    }
    return descriptor
  }

  private func write(_ line: BrailleLine, _ window: BrailleWindow, _ handle: OpaquePointer) -> Bool {
    let (cells, cursor) = window.shown(line)
    var text = cells.map { wchar_t(bitPattern: $0.value) }
    text.append(0)
    return brlapi__writeWText(handle, cursor.map { Int32($0 + 1) } ?? 0, &text) >= 0
  }

  /// Reads every key waiting; `false` when the connection is gone.
  private func readKeys(_ handle: OpaquePointer, _ window: inout BrailleWindow, _ line: BrailleLine) -> Bool {
    while true {
      var code: brlapi_keyCode_t = 0
      let result = brlapi__readKey(handle, 0, &code)
      if result < 0 { return false }
      if result == 0 { return true }
      var key = brlapi_expandedKeyCode_t()
      guard brlapi_expandKeyCode(code, &key) == 0 else { continue }
      switch brlapi_keyCode_t(key.command) {
      case otc_brlapi_command_route:
        guard let position = window.position(atCell: Int(key.argument), of: line) else { continue }
        lock.withLock { routes.append(position) }
        poke(keys.write)
      case otc_brlapi_command_pan_left:
        if window.panLeft(), !write(line, window, handle) { return false }
      case otc_brlapi_command_pan_right:
        if window.panRight(over: line), !write(line, window, handle) { return false }
      default:
        continue
      }
    }
  }

  /// Why otc, running as `user`, must not connect to `host` (`nil` is libbrlapi's default,
  /// display 0), or `nil` when it may. Root uses a local display only through a socket
  /// that root or brltty's own user owns: `/var/lib/BrlAPI` may be written by anyone, and
  /// a server planted there would be sent the question, the count of what is typed and an
  /// authorization key. With no socket there, root does not connect at all, for libbrlapi
  /// would then try TCP on 127.0.0.1, where any user may listen.
  static func refusal(of host: String?, asUser user: uid_t, directory: String = socketDirectory) -> Message? {
    guard host.map({ $0.isEmpty || $0.hasPrefix(":") }) ?? true else { return nil }
    let number = host.map { String($0.dropFirst()) }.flatMap { $0.isEmpty ? nil : $0 } ?? "0"
    return socketRefusal(directory + "/" + number, user: user, account: "brltty").map {
      Message($0.key == .noSocketAt ? .brlapiCannotConnect : .brlapiRefused, .message($0))
    }
  }

  private func lose(_ handle: OpaquePointer, _ why: Message) {
    brlapi__closeConnection(handle)
    let wasClosing = lock.withLock {
      guard state == .closing else { return false }
      change(to: .over)
      return true
    }
    if !wasClosing { fail(why) }
  }

  /// Says once why the display is not used, and stops using it; nothing once it was
  /// closed, when the display no longer matters.
  private func fail(_ why: Message) {
    let first = lock.withLock {
      guard state == .connecting || state == .ready, !reported else { return false }
      change(to: .over)
      reported = true
      return true
    }
    if first { onFailure(why) }
  }

  private func poke(_ descriptor: Int32) {
    var byte: UInt8 = 1
    _ = otc_write(descriptor, &byte, 1)
  }

  /// libbrlapi's last error on this thread, in words.
  private static func lastError() -> String {
    var buffer = [CChar](repeating: 0, count: 256)
    _ = brlapi_strerror_r(brlapi_error_location(), &buffer, buffer.count)
    return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }

  private static func describe(_ error: Int32) -> String {
    String(cString: strerror(error))
  }
}
