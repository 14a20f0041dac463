import Basics
import CSystem
import SafeIO
import Synchronization

/// The real terminal: standard input for keys, standard error for announcements; or a
/// terminal opened by name (`/dev/tty`, gpg-agent's `ttyname`) for both, when standard
/// input and output belong to a caller (askpass, pinentry).
///
/// When standard input is a terminal, `begin()` puts it in raw mode (no echo, no line
/// editing, Ctrl-C and Ctrl-Z as keys) and switches bracketed paste on; `end()` and every
/// way out — SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGTSTP, and a crash (SIGSEGV, SIGBUS,
/// SIGILL, SIGABRT, SIGFPE) — put it back as found, discarding keys typed too late.
/// When standard input is not a terminal, its bytes are the keys, untouched.
///
/// `begin()` and `end()` nest: a caller can enter raw mode before anything slow and leave
/// it only on the way out, around a prompt that begins and ends it again inside.
public final class PosixTerminal: Terminal {
  private let input: Int32
  private let output: Int32
  /// The descriptor this terminal opened itself, closed when it goes.
  private let owned: Int32?
  private let terminalType: String?
  private var depth = 0
  // One buffer for every read, zeroed once its bytes are handed on: typed digits do not
  // linger in freed memory.
  private var buffer = [UInt8](repeating: 0, count: 4096)
  /// Whether standard input is a terminal (raw mode applies).
  public let isInteractive: Bool
  /// Whether announcements are written as lines (on by default). Off when a screen reader
  /// would read them over otc's own voice (see `VoicePlan`).
  public var writesLines = true
  /// A descriptor that ends a wait for keys when it becomes readable (the braille
  /// display's routing keys); the read then gives no bytes, and the caller looks there.
  public var wakeDescriptor: Int32?

  /// The terminal's device number, as `/proc` shows a controlling terminal's (`nil` when
  /// keys come from a pipe or a file): the terminal itself, asked with `TIOCGDEV`, so that
  /// `/dev/tty` and `/dev/console` are the terminal they stand for (136:0, 4:1), never
  /// 5:0 or 5:1, as systemd's `get_ctty_devnr` names it.
  public var deviceNumber: Int? {
    isInteractive ? Self.deviceNumber(of: input) : nil
  }

  /// The device number of the terminal open as `descriptor`, as `deviceNumber` finds it.
  public static func deviceNumber(of descriptor: Int32) -> Int? {
    var device: UInt32 = 0
    if otc_ioctl(descriptor, getDevice, &device) == 0 { return Int(device) }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else { return nil }
    return Int(status.st_rdev)
  }

  /// `TIOCGDEV`, `_IOR('T', 0x32, unsigned int)`, which Glibc's module does not show.
  static let getDevice = UInt(0x8004_5432)

  /// Creates the terminal of this process: keys on standard input, lines on standard error.
  public init() {
    input = STDIN_FILENO
    output = STDERR_FILENO
    owned = nil
    terminalType = nil
    isInteractive = isatty(STDIN_FILENO) == 1
  }

  /// Opens the terminal at `path` for keys and lines (`/dev/tty`, the controlling
  /// terminal, by default). Fails when there is none, or `path` is not a terminal.
  /// `type` is the terminal's type when the environment's `TERM` is not its own
  /// (gpg-agent passes the user's as `OPTION ttytype`).
  public init(path: String = "/dev/tty", type: String? = nil) throws(TerminalError) {
    let fd = otc_open(path, O_RDWR | O_NOCTTY | O_CLOEXEC, 0)
    guard fd >= 0 else { throw TerminalError.last(or: ENXIO) }
    guard isatty(fd) == 1 else {
      close(fd)
      throw TerminalError(code: ENOTTY)
    }
    input = fd
    output = fd
    owned = fd
    terminalType = type
    isInteractive = true
  }

  deinit {
    if leavesLineOpen && Self.openLine.load(ordering: .relaxed) == output { Self.closeOpenLine() }
    if let owned { close(owned) }
  }

  public func begin() throws(TerminalError) {
    guard isInteractive else { return }
    depth += 1
    guard depth == 1 else { return }
    var original = termios()
    guard tcgetattr(input, &original) == 0 else { throw TerminalError.last(or: EIO) }
    var raw = original
    raw.c_lflag &= ~tcflag_t(ICANON | ECHO | ECHONL | ISIG | IEXTEN)
    raw.c_iflag &= ~tcflag_t(IXON | ICRNL | INLCR | IGNCR | ISTRIP | BRKINT)
    // Output processing stays on, so each announcement is a plain line ending in "\n".
    withUnsafeMutableBytes(of: &raw.c_cc) { cc in
      cc[Int(VMIN)] = 1
      cc[Int(VTIME)] = 0
    }
    // Bracketed paste is switched on on the terminal itself (through stderr when that is
    // the terminal, else through standard input's descriptor).
    let pasteFd = switchesBracketedPasteOn ? isatty(output) == 1 ? output : input : -1
    TerminalRestoration.arm(fd: input, original: original, raw: raw, pasteFd: pasteFd)
    TerminalRestoration.enterRaw()
  }

  /// Whether `begin()` switches bracketed paste on: at a terminal, never a dumb one or one
  /// whose type is not known.
  public var switchesBracketedPasteOn: Bool {
    let term = terminalType ?? environmentValue("TERM") ?? ""
    return isInteractive && term != "dumb" && !term.isEmpty
  }

  public func end() {
    guard isInteractive, depth > 0 else { return }
    depth -= 1
    guard depth == 0 else { return }
    if leavesLineOpen { Self.closeOpenLine() }
    TerminalRestoration.disarm(echo: !keepsEchoOffAtEnd)
  }

  /// Whether each line is left open, the cursor at its end, until the next line, `end()`
  /// or `closeOpenLine()` ends it. On a console that brltty reads without BrlAPI (Debian's
  /// braille hook at boot), the display shows the line the cursor is on: a line ended at
  /// once would leave it on the blank line below, and the question would never be on the
  /// display. Off by default: elsewhere lines end as they are written.
  public var leavesLineOpen = false

  /// The descriptor whose last line is open, or -1: one for the process, as the console is.
  private static let openLine = Atomic<Int32>(-1)

  /// Ends the line an announcement left open, if any: called before anything else is
  /// written to the terminal (an error on standard error), so that it starts a line of its
  /// own rather than running on after the question.
  public static func closeOpenLine() {
    let descriptor = openLine.exchange(-1, ordering: .relaxed)
    if descriptor >= 0 { writeAll(descriptor, [0x0A]) }
  }

  /// Whether `end` gives the terminal its mode back with echo off, in the same step: at
  /// boot, once the passphrase is given, keys typed while cryptsetup tries it must not show
  /// on the console (the askpass script turns echo on when the disk opens). A signal's
  /// restore still puts echo back.
  public var keepsEchoOffAtEnd = false

  /// Drops the keys typed before the question (`tcflush`): at boot, those typed while the
  /// last passphrase was being tried, which must not count for the next one.
  public func discardTypedAhead() {
    guard isInteractive else { return }
    tcflush(input, TCIFLUSH)
  }

  /// A file removed if a signal ends otc while the terminal is in raw mode, as it is
  /// removed on every other way out (the agent's wall block); `nil` for none.
  public static func removeOnFatalSignal(_ path: String?) {
    TerminalRestoration.setRemovable(path)
  }

  public var canSuspend: Bool { isInteractive && owned == nil && !TerminalRestoration.stopIgnored }

  public func suspend() {
    TerminalRestoration.suspend()
  }

  public func read(timeout: Double?) throws(TerminalError) -> TerminalInput {
    var descriptors = [
      pollfd(fd: input, events: Int16(POLLIN), revents: 0), pollfd(fd: wakeDescriptor ?? -1, events: Int16(POLLIN), revents: 0),
    ]
    // Clamped: a long limit waits in several polls rather than overflowing one.
    let milliseconds = timeout.map { Int32(min(max(0, ($0 * 1000).rounded(.up)), 3_600_000)) } ?? -1
    let ready = poll(&descriptors, 2, milliseconds)
    if ready < 0 {
      if otc_errno() == EINTR { return .bytes([]) }  // a signal (SIGWINCH, SIGCONT): wait again
      throw TerminalError.last(or: EIO)
    }
    if ready == 0 { return .timedOut }
    if descriptors[0].revents == 0 { return .bytes([]) }  // only the wake descriptor
    let count = buffer.withUnsafeMutableBytes { otc_read(input, $0.baseAddress, $0.count) }
    if count < 0 {
      if otc_errno() == EINTR || otc_errno() == EAGAIN { return .bytes([]) }
      return .endOfInput  // EIO: the terminal went away
    }
    if count == 0 { return .endOfInput }
    defer { buffer.withUnsafeMutableBytes { _ = memset($0.baseAddress!, 0, count) } }
    return .bytes(Array(buffer[..<count]))
  }

  public func announce(_ line: String) {
    guard writesLines else { return }
    let text = TerminalText.sanitized(line)
    guard leavesLineOpen else { return writeAll(output, Array((text + "\n").utf8)) }
    let open = Self.openLine.exchange(output, ordering: .relaxed)
    if open >= 0 && open != output { writeAll(open, [0x0A]) }
    writeAll(output, Array(((open == output ? "\n" : "") + text).utf8))
  }

  public func now() -> Double { monotonicSeconds() }
}

/// Writes every byte, retrying short writes and EINTR.
func writeAll(_ fd: Int32, _ bytes: [UInt8]) {
  var offset = 0
  while offset < bytes.count {
    let written = bytes[offset...].withUnsafeBytes { otc_write(fd, $0.baseAddress, $0.count) }
    if written < 0 {
      if otc_errno() == EINTR { continue }
      return
    }
    offset += written
  }
}

/// The terminal state that signal handlers restore. Signal handlers cannot capture
/// context, so this is process-wide by necessity; it is set only by `PosixTerminal`.
enum TerminalRestoration {
  nonisolated(unsafe) private static var fd: Int32 = -1
  nonisolated(unsafe) private static var pasteFd: Int32 = -1
  nonisolated(unsafe) private static var original = termios()
  nonisolated(unsafe) private static var raw = termios()
  nonisolated(unsafe) private static var armed: sig_atomic_t = 0
  nonisolated(unsafe) private static var previous: [Int32: sigaction] = [:]
  /// Whether SIGTSTP was ignored when otc started (`code=$(otc prompt)` in some shells):
  /// then Ctrl-Z does not stop otc either, since nothing would bring it back.
  nonisolated(unsafe) private(set) static var stopIgnored = false

  nonisolated(unsafe) private static var removable: UnsafeMutablePointer<CChar>?

  static let fatalSignals: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGQUIT]

  static func setRemovable(_ path: String?) {
    let old = removable
    removable = path.map(heapCString)
    free(old)
  }
  static let crashSignals: [Int32] = [SIGSEGV, SIGBUS, SIGILL, SIGABRT, SIGFPE]
  private static let pasteOn: [UInt8] = Array("\u{1B}[?2004h".utf8)
  private static let pasteOff: [UInt8] = Array("\u{1B}[?2004l".utf8)

  static func arm(fd newFd: Int32, original newOriginal: termios, raw newRaw: termios, pasteFd newPasteFd: Int32) {
    fd = newFd
    pasteFd = newPasteFd
    original = newOriginal
    raw = newRaw
    armed = 1
    for signal in fatalSignals + [SIGTSTP] + crashSignals {
      var old = sigaction()
      sigaction(signal, nil, &old)
      // A signal the caller chose to ignore (`trap '' HUP`, SIGTSTP in `$(…)`) stays ignored.
      // SIG_IGN is the handler address 1.
      let ignored = old.__sigaction_handler.sa_handler.map { unsafeBitCast($0, to: Int.self) == 1 } ?? false
      if ignored && !crashSignals.contains(signal) {
        if signal == SIGTSTP { stopIgnored = true }
        continue
      }
      var action = sigaction()
      action.__sigaction_handler.sa_handler = signal == SIGTSTP ? onStop : crashSignals.contains(signal) ? onCrash : onFatal
      sigemptyset(&action.sa_mask)
      action.sa_flags = crashSignals.contains(signal) ? Int32(truncatingIfNeeded: Int(SA_RESETHAND) | Int(SA_NODEFER)) : 0
      sigaction(signal, &action, nil)
      previous[signal] = old
    }
  }

  // Raw mode keeps keys typed ahead (TCSADRAIN); restoring drops keys typed after the end
  // (TCSAFLUSH), so an extra digit never reaches the shell as a command.
  static func enterRaw() {
    tcsetattr(fd, TCSADRAIN, &raw)
    if pasteFd >= 0 { writeAll(pasteFd, pasteOn) }
  }

  static func restore(echo: Bool = true) {
    if pasteFd >= 0 { writeAll(pasteFd, pasteOff) }
    var settings = original
    if !echo { settings.c_lflag &= ~tcflag_t(ECHO) }
    tcsetattr(fd, TCSAFLUSH, &settings)
  }

  static func disarm(echo: Bool = true) {
    guard armed == 1 else { return }
    restore(echo: echo)
    armed = 0
    for (signal, old) in previous {
      var action = old
      sigaction(signal, &action, nil)
    }
    previous = [:]
  }

  static func suspend() {
    guard !stopIgnored else { return }
    restore()
    kill(getpid(), SIGSTOP)
    // Continued: raw again.
    enterRaw()
  }

  /// Restores the terminal, then dies by the same signal so the parent sees the real cause.
  private static let onFatal: @convention(c) (Int32) -> Void = { signal in
    if TerminalRestoration.armed == 1 { TerminalRestoration.restore() }
    if let path = TerminalRestoration.removable { unlink(path) }
    otc_default_signal_action(signal)
    raise(signal)
  }

  /// Restores the terminal after a crash, then lets the crash go on to its default end
  /// (the handler was reset by SA_RESETHAND, so raising again ends the process).
  private static let onCrash: @convention(c) (Int32) -> Void = { signal in
    if TerminalRestoration.armed == 1 { TerminalRestoration.restore() }
    raise(signal)
  }

  /// Restores the terminal while stopped (by SIGSTOP, which cannot be caught, so the
  /// handler is not re-entered); raw again once continued.
  private static let onStop: @convention(c) (Int32) -> Void = { _ in
    guard TerminalRestoration.armed == 1 else { return }
    TerminalRestoration.restore()
    kill(getpid(), SIGSTOP)
    TerminalRestoration.enterRaw()
  }
}
