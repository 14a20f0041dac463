import Basics
import CProcess
import CSystem
import CodeEntry
import TerminalPrompt
import Utterances
import Wording

/// A program run on a pseudo-terminal of its own, with otc between it and the user's
/// terminal and invisible: every key goes to the program the moment it is read, every byte
/// the program writes goes to the terminal, and the window's size, job control, signals
/// and the exit status pass through. What passes is shown to `observer` afterwards; a key
/// is read into locked memory and wiped once it has gone and been counted.
///
/// The user's terminal is in raw mode while the program runs (the program's own terminal
/// does the line editing, as it would without otc) and is put back as found on every way
/// out otc can see: the program's end, SIGTERM, SIGHUP, SIGINT and SIGQUIT sent to otc,
/// and a stop (Ctrl-Z in a program that lets it stop otc's terminal too). A guard process
/// puts it back on the ways otc cannot see (SIGKILL, a crash).
public final class PassThrough {
  /// What the pass-through tells as it goes.
  public struct Observer {
    /// Bytes the program wrote (already on the terminal).
    public var output: (UnsafeRawBufferPointer) -> Void
    /// Keys the user typed (already with the program).
    public var keys: (UnsafeRawBufferPointer) -> Void
    /// Nothing has happened for a while, or the program's terminal may have changed: how
    /// long to wait before calling again (nil: only when something happens).
    public var idle: () -> Double?

    /// An observer of `output`, `keys` and `idle`.
    public init(
      output: @escaping (UnsafeRawBufferPointer) -> Void, keys: @escaping (UnsafeRawBufferPointer) -> Void,
      idle: @escaping () -> Double?
    ) {
      self.output = output
      self.keys = keys
      self.idle = idle
    }
  }

  /// How the program ended.
  public enum Ending {
    case exited(Int32)
    case signalled(Int32)
  }

  public let master: Int32
  public let child: pid_t
  private let input: Int32 = 0
  private let output: Int32 = 1
  private var saved = termios()
  private var raw = false
  private let signals: Int32
  /// The most output read and shown at once: a terminal gives at most 4 KB a read.
  static let outputBatch = 8192

  /// The signals otc follows while a program runs.
  private static let followed = [SIGCHLD, SIGWINCH, SIGTERM, SIGHUP, SIGINT, SIGQUIT, SIGCONT]
  private let keyBuffer = LockedBytes(capacity: 4096)
  /// What puts the user's terminal back if otc is killed (`nil` when it could not start).
  private var terminalGuard: TerminalGuardProcess?

  /// Blocks the signals a pass-through follows, in this thread and every thread started
  /// after it, and returns the descriptor they are read from: called before any other
  /// thread starts (speech's), since a signal is delivered to any thread that does not block
  /// it, and one delivered there would be lost.
  public static func followSignals() -> Int32 {
    followed.withUnsafeBufferPointer { otc_signal_descriptor($0.baseAddress, Int32($0.count)) }
  }

  /// Starts `command` (looked up in PATH) with `environment` on a new pseudo-terminal set
  /// as the user's terminal is, the size of its window. `signals` is `followSignals()`'s.
  public init(command: [String], environment: [String: String], signals: Int32) throws(PassThroughError) {
    guard tcgetattr(input, &saved) == 0 else { throw PassThroughError.terminal(.readSettings, otc_errno()) }
    var master: Int32 = -1
    var slave: Int32 = -1
    guard openpty(&master, &slave, nil, nil, nil) == 0 else {
      throw PassThroughError.terminal(.openPseudoTerminal, otc_errno())
    }
    _ = otc_fcntl(master, F_SETFD, FD_CLOEXEC)
    _ = otc_fcntl(slave, F_SETFD, FD_CLOEXEC)
    var name = [CChar](repeating: 0, count: 128)
    guard ttyname_r(slave, &name, name.count) == 0 else {
      close(master)
      close(slave)
      throw PassThroughError.terminal(.namePseudoTerminal, otc_errno())
    }
    let path = String(decoding: name.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    // The program's terminal starts as the user's is, and the size of the window.
    var settings = saved
    tcsetattr(slave, TCSANOW, &settings)
    Self.copyWindowSize(from: input, to: slave)
    // The signals otc follows are read from a descriptor, never run as handlers; the
    // program starts with none blocked.
    self.signals = signals
    let started = Spawn.onTerminal(command, environment: environment.map { "\($0.key)=\($0.value)" }, terminal: path)
    close(slave)
    let pid: pid_t
    switch started {
    case .success(let child): pid = child
    case .failure(let failure):
      close(master)
      throw PassThroughError.start(command[0], failure.number)
    }
    _ = otc_fcntl(master, F_SETFL, otc_fcntl(master, F_GETFL, 0) | O_NONBLOCK)
    self.master = master
    child = pid
    terminalGuard = TerminalGuardProcess(terminal: input, settings: saved, bracketedPaste: false)
    enterRaw()
  }

  deinit {
    restore()
    terminalGuard?.release()
    close(master)
  }

  private func enterRaw() {
    var settings = saved
    cfmakeraw(&settings)
    raw = tcsetattr(input, TCSANOW, &settings) == 0
  }

  /// Puts the user's terminal back as it was found (keys typed ahead stay for the shell).
  public func restore() {
    guard raw else { return }
    tcsetattr(input, TCSADRAIN, &saved)
    raw = false
  }

  /// The program's terminal now: canonical with echo off, or raw for a program that
  /// carries another computer's terminal (ssh), and its control characters.
  public func discipline() -> LineDiscipline {
    var settings = termios()
    guard tcgetattr(master, &settings) == 0 else { return LineDiscipline(hidesLine: false) }
    let canonical = settings.c_lflag & tcflag_t(ICANON) != 0
    let echo = settings.c_lflag & tcflag_t(ECHO) != 0
    let characters = withUnsafeBytes(of: settings.c_cc) { Array($0) }
    func control(_ index: Int32) -> UInt8? {
      let value = characters[Int(index)]
      return value == 0 || value == 0xFF ? nil : value
    }
    // ssh's terminal here is raw: the other computer's line discipline, which it carries,
    // is taken to be a standard one.
    if !canonical, let program = foregroundProgram(), LineDiscipline.remoteTerminalPrograms.contains(program) {
      return LineDiscipline(hidesLine: false, remote: true)
    }
    let signalling = settings.c_lflag & tcflag_t(ISIG) != 0
    let controls = LineControls(
      erase: control(VERASE), kill: control(VKILL),
      wordErase: settings.c_lflag & tcflag_t(IEXTEN) != 0 ? control(VWERASE) : nil, endOfFile: control(VEOF),
      endsOfLine: [control(VEOL), control(VEOL2)].compactMap { $0 },
      signals: signalling ? [control(VINTR), control(VQUIT), control(VSUSP)].compactMap { $0 } : [],
      literalNext: settings.c_lflag & tcflag_t(IEXTEN) != 0 ? control(VLNEXT) : nil,
      returnIsNewline: settings.c_iflag & tcflag_t(ICRNL) != 0, ignoresReturn: settings.c_iflag & tcflag_t(IGNCR) != 0)
    return LineDiscipline(hidesLine: canonical && !echo, controls: controls)
  }

  /// The command name of the program the terminal is reading for (its foreground process
  /// group's leader), as `/proc` gives it.
  public func foregroundProgram() -> String? {
    let group = tcgetpgrp(master)
    guard group > 0 else { return nil }
    let descriptor = otc_open("/proc/\(group)/comm", O_RDONLY | O_CLOEXEC, 0)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    var bytes = [UInt8](repeating: 0, count: 64)
    let count = read(descriptor, &bytes, bytes.count)
    guard count > 0 else { return nil }
    return String(decoding: bytes[..<count], as: UTF8.self).trimmingWhitespaceAndNewlines()
  }

  /// Passes keys and output until the program ends, then returns how it ended, with the
  /// user's terminal restored.
  public func run(_ observer: Observer) -> Ending {
    var outputBuffer = [UInt8](repeating: 0, count: Self.outputBatch)
    var inputOpen = true
    var masterOpen = true
    var ending: Ending?
    var stopSignal: Int32?
    var stopDeadline: Double?
    // Keys read but not yet taken by the program's terminal (a program that reads none for
    // a while fills it): they wait in `keyBuffer` from `keysSent` on, and the user's
    // terminal is not read until they have gone, while output and signals go on.
    var keysSent = 0
    // Whether the program's terminal said it had room and then took nothing: it is then
    // asked again in 10 ms rather than trusted again at once.
    var stalled = false
    /// Wipes the keys, sent or not.
    func dropKeys() {
      keyBuffer.wipe()
      keysSent = 0
    }
    func sendKeys(roomWasSaid: Bool) {
      let before = keysSent
      keyBuffer.withUnsafeBytes { keys in
        while keysSent < keys.count {
          let written = write(master, keys.baseAddress! + keysSent, keys.count - keysSent)
          if written > 0 {
            keysSent += written
          } else if written < 0 && otc_errno() == EINTR {
            continue
          } else if written < 0 && otc_errno() == EAGAIN {
            break
          } else {
            // The program's terminal is gone: the keys have nowhere to go.
            keysSent = keys.count
            return
          }
        }
        if keysSent > before { observer.keys(UnsafeRawBufferPointer(rebasing: keys[before..<keysSent])) }
      }
      stalled = roomWasSaid && keysSent == before
      if keysSent == keyBuffer.count { dropKeys() }
    }
    while ending == nil {
      let waiting = keysSent < keyBuffer.count
      var descriptors = [
        pollfd(fd: inputOpen && !waiting ? input : -1, events: Int16(POLLIN), revents: 0),
        pollfd(fd: masterOpen ? master : -1, events: Int16(POLLIN) | (waiting && !stalled ? Int16(POLLOUT) : 0), revents: 0),
        pollfd(fd: signals, events: Int16(POLLIN), revents: 0),
      ]
      var timeout: Int32 = -1
      if let wait = observer.idle() { timeout = Int32(max(1, wait * 1000)) }
      // A terminal that said it had room and took nothing is tried again in a moment.
      if waiting && stalled { timeout = timeout < 0 ? 10 : min(timeout, 10) }
      // Once its terminal has closed, the program's end is looked for as well as awaited.
      if !masterOpen { timeout = timeout < 0 ? 100 : min(timeout, 100) }
      if let stopDeadline {
        timeout = min(timeout < 0 ? Int32.max : timeout, Int32(max(1, (stopDeadline - monotonicSeconds()) * 1000)))
      }
      let ready = poll(&descriptors, nfds_t(descriptors.count), timeout)
      if ready < 0 && otc_errno() != EINTR { break }
      if !masterOpen, ending == nil, let ended = waitForChild(block: false) {
        ending = ended
        break
      }
      if let deadline = stopDeadline, monotonicSeconds() >= deadline, let signal = stopSignal {
        // The program did not end when asked: otc ends, and takes it with it.
        kill(child, SIGKILL)
        Spawn.wait(for: child)
        ending = .signalled(signal)
        break
      }
      if masterOpen, descriptors[1].revents & Int16(POLLIN | POLLHUP | POLLERR) != 0 {
        // EIO: every descriptor of the program's terminal has closed; its end comes as SIGCHLD.
        if showOutput(&outputBuffer, observer).closed { masterOpen = false }
      }
      if waiting {
        if masterOpen {
          if stalled || descriptors[1].revents & Int16(POLLOUT) != 0 { sendKeys(roomWasSaid: true) }
        } else {
          dropKeys()
        }
      }
      if inputOpen, !waiting, descriptors[0].revents & Int16(POLLIN | POLLHUP | POLLERR) != 0 {
        let count = keyBuffer.fill { read(input, $0.baseAddress, $0.count) }
        if count > 0 {
          sendKeys(roomWasSaid: false)
        } else if count == 0 || (otc_errno() != EAGAIN && otc_errno() != EINTR) {
          // The user's terminal is gone: the program's terminal hangs up as a closed window's does.
          inputOpen = false
          kill(child, SIGHUP)
          stopSignal = SIGHUP
          stopDeadline = monotonicSeconds() + 3
        }
      }
      if descriptors[2].revents & Int16(POLLIN) != 0 {
        while case let signal = otc_next_signal(signals), signal > 0 {
          switch signal {
          case SIGWINCH:
            Self.copyWindowSize(from: input, to: master)
          case SIGCHLD:
            // Reaped already when its terminal closed first.
            if ending == nil, let ended = waitForChild(block: false) { ending = ended }
          case SIGCONT:
            break
          default:
            // SIGTERM, SIGHUP, SIGINT, SIGQUIT: the program's to answer; otc ends with it,
            // or on its own within 3 seconds.
            kill(child, signal)
            if signal == SIGHUP { kill(-child, SIGHUP) }
            stopSignal = signal
            stopDeadline = stopDeadline ?? monotonicSeconds() + 3
          }
        }
      }
    }
    // What the program wrote last is shown before otc goes; keys it never took are wiped.
    dropKeys()
    drain(&outputBuffer, observer)
    restore()
    terminalGuard?.release()
    terminalGuard = nil
    return ending ?? .exited(1)
  }

  /// Reaps the program if it has ended; when it has stopped (Ctrl-Z with nothing in it to
  /// catch it), otc stops too with the user's terminal as found, and continues it when
  /// continued itself.
  private func waitForChild(block: Bool) -> Ending? {
    while true {
      var status: Int32 = 0
      let reaped = waitpid(child, &status, (block ? 0 : WNOHANG) | WUNTRACED)
      if reaped == 0 { return nil }
      if reaped < 0 { return otc_errno() == EINTR ? nil : .exited(1) }
      let signalNumber = status & 0x7F
      if signalNumber == 0x7F {
        // Stopped.
        restore()
        kill(getpid(), SIGSTOP)
        enterRaw()
        Self.copyWindowSize(from: input, to: master)
        kill(child, SIGCONT)
        if !block { return nil }
        continue
      }
      if signalNumber == 0 { return .exited((status >> 8) & 0xFF) }
      return .signalled(signalNumber)
    }
  }

  /// Shows what one read of the program's terminal gives (the terminal holds 4 KB for a
  /// read), and returns how many bytes were shown and whether the terminal has closed. One
  /// read a wake-up, not as many as are ready: reading on until the terminal is empty kept
  /// `cat` waiting behind otc's larger writes, 80% of its bare speed against 92% (measured
  /// with otc-bench --watch and a C harness on 2 cores).
  private func showOutput(_ buffer: inout [UInt8], _ observer: Observer) -> (shown: Int, closed: Bool) {
    var count = 0
    repeat {
      count = buffer.withUnsafeMutableBytes { read(master, $0.baseAddress, $0.count) }
    } while count < 0 && otc_errno() == EINTR
    guard count > 0 else { return (0, count == 0 || otc_errno() != EAGAIN) }
    buffer.withUnsafeBytes { bytes in
      let chunk = UnsafeRawBufferPointer(rebasing: bytes[..<count])
      writeAll(output, chunk)
      observer.output(chunk)
    }
    return (count, false)
  }

  /// Shows what the program left written when it ended.
  private func drain(_ buffer: inout [UInt8], _ observer: Observer) {
    while showOutput(&buffer, observer).shown > 0 {}
  }

  /// Gives `to` the window size `from` has.
  private static func copyWindowSize(from: Int32, to: Int32) {
    var size = winsize()
    if otc_ioctl(from, UInt(TIOCGWINSZ), &size) == 0 { _ = otc_ioctl(to, UInt(TIOCSWINSZ), &size) }
  }

  /// Shows `bytes` on the user's terminal (blocking, unless a shell left it non-blocking).
  private func writeAll(_ descriptor: Int32, _ bytes: UnsafeRawBufferPointer) {
    var offset = 0
    while offset < bytes.count {
      let written = write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
      if written < 0 {
        if otc_errno() == EINTR { continue }
        if otc_errno() == EAGAIN {
          var room = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
          _ = poll(&room, 1, 100)
          continue
        }
        return
      }
      offset += written
    }
  }
}

/// Why a program could not be run through otc.
public enum PassThroughError: Error, CustomStringConvertible, ExplainedError {
  /// The terminal could not be set up: which step, and the system's error.
  case terminal(TerminalStep, Int32)
  /// The program could not be started: which, and the system's error.
  case start(String, Int32)

  /// A step of setting up the terminals.
  public enum TerminalStep: Sendable {
    case readSettings, openPseudoTerminal, namePseudoTerminal
  }

  /// What the user is told.
  public var message: Message {
    switch self {
    case .terminal(let step, let error):
      let key: MessageKey =
        switch step {
        case .readSettings: .terminalSettingsUnreadable
        case .openPseudoTerminal: .noPseudoTerminal
        case .namePseudoTerminal: .pseudoTerminalUnnamed
        }
      return Message(key, "\(String(cString: strerror(error)))")
    case .start(let program, let error): return Message(.cannotRun, "\(program)", "\(String(cString: strerror(error)))")
    }
  }

  public var description: String { message.text(in: .english) }
}
