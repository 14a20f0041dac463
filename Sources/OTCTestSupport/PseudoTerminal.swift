import Basics
import Foundation

/// Runs the built `otc` on a pseudo-terminal, as a user at a real terminal would: its
/// stdin and stderr are the terminal (its controlling terminal, in a session of its own),
/// and its stdout is a pipe, as in `code=$(otc prompt)`.
public final class PseudoTerminal: @unchecked Sendable {
  /// How the process ended.
  public enum Ending: Hashable, Sendable {
    case exited(Int32)
    case signalled(Int32)
  }

  /// What the process's stdout is.
  public enum Output: Sendable {
    /// A pipe the test reads, as in `code=$(otc prompt)`.
    case pipe
    /// Closed: no file descriptor 1 at all.
    case closed
    /// A pipe whose reader has gone: writing raises SIGPIPE / EPIPE.
    case broken
    /// The terminal itself, as at an interactive shell (`screenText` holds it).
    case terminal
  }

  private let master: Int32
  private let slave: Int32
  /// The terminal's device path, /dev/pts/N.
  public let devicePath: String
  /// The terminal's settings as `stty -g` printed them before the process started: what
  /// every way out must restore.
  public let settingsBeforeStart: String
  /// The process's runtime folder (`XDG_RUNTIME_DIR`): its own, unless the test gave one.
  public let runtimeDirectory: String
  private let stdoutRead: Int32
  public let pid: pid_t
  /// What the reading threads fill, shared with them: they hold this, never the terminal,
  /// so a terminal that goes while one of them is still running (its deinit waits 10 s for
  /// them, which a loaded machine once outlasted: L21, issue 42) frees nothing they use.
  private final class Received: @unchecked Sendable {
    let lock = NSLock()
    var screen = Data()
    var output = Data()
    var stopReading = false
  }
  private let received = Received()
  private var ending: Ending?
  private var readers: [Thread] = []
  private let screenReader = DispatchGroup()
  private let allReaders = DispatchGroup()
  private var masterOpen = true
  private var slaveOpen = true

  /// Starts `otc` (or `executable`) with `arguments` on a new pseudo-terminal.
  ///
  /// With `stdinAndStderr` set, the terminal is only the controlling terminal (reached
  /// through /dev/tty, as askpass helpers are): standard input comes from that file
  /// (/dev/null, say) and standard error goes to the other, as when ssh runs its askpass.
  /// `size` sets the terminal's rows and columns (a new one has none).
  public init(
    _ arguments: [String], environment: [String: String] = [:], output: Output = .pipe, executable: String? = nil,
    stdinAndStderr: (input: String, error: String)? = nil, size: (rows: Int, columns: Int)? = nil
  ) throws {
    var master: Int32 = -1
    var slave: Int32 = -1
    // Close-on-exec, so that children other tests spawn meanwhile never hold this terminal.
    let opened = spawnLock.withLock {
      guard openpty(&master, &slave, nil, nil, nil) == 0 else { return false }
      _ = fcntl(master, F_SETFD, FD_CLOEXEC)
      _ = fcntl(slave, F_SETFD, FD_CLOEXEC)
      return true
    }
    guard opened else { throw POSIXError(.ENXIO) }
    // A size, for a program that lays out a screen of its own (a screen reader's terminal).
    if let size {
      var window = winsize(ws_row: UInt16(size.rows), ws_col: UInt16(size.columns), ws_xpixel: 0, ws_ypixel: 0)
      _ = ioctl(master, UInt(TIOCSWINSZ), &window)
    }
    self.master = master
    self.slave = slave
    // ttyname_r: tests open terminals in parallel, and ttyname's buffer is shared.
    var name = [CChar](repeating: 0, count: 256)
    guard ttyname_r(slave, &name, name.count) == 0 else { throw POSIXError(.ENOTTY) }
    devicePath = String(decoding: name.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    settingsBeforeStart = try Self.stty(devicePath)
    let pipeEnds = try closeOnExecPipe()
    stdoutRead = pipeEnds[0]

    var actions: [Spawn.Action] = []
    // After setsid, the first terminal opened without O_NOCTTY becomes the controlling one.
    // The descriptor that opens the terminal only to make it the controlling one: one the
    // parent's own descriptors (closed below) do not use.
    let carrier = ([3, 4, 5, 6, 7] as [Int32]).first { ![master, slave, pipeEnds[0], pipeEnds[1]].contains($0) }!
    if let streams = stdinAndStderr {
      actions.append(.open(devicePath, flags: O_RDWR, as: carrier))
      actions.append(.open(streams.input, flags: O_RDONLY, as: 0))
      actions.append(.open(streams.error, flags: O_WRONLY | O_CREAT | O_TRUNC, mode: 0o600, as: 2))
    } else {
      actions.append(.open(devicePath, flags: O_RDWR, as: 0))
    }
    if case .closed = output {
      actions.append(.close(1))
    } else if case .terminal = output, stdinAndStderr == nil {
      actions.append(.duplicate(0, to: 1))
    } else {
      actions.append(.duplicate(pipeEnds[1], to: 1))
    }
    if stdinAndStderr == nil {
      actions.append(.duplicate(0, to: 2))
    } else {
      actions.append(.close(carrier))
    }
    actions += [master, slave, pipeEnds[0], pipeEnds[1]].map { .close($0) }
    var (merged, ownRuntimeDirectory) = cleanEnvironment(terminal: true)
    merged.merge(environment) { $1 }
    runtimeDirectory = merged["XDG_RUNTIME_DIR"] ?? ownRuntimeDirectory
    let program = executable ?? CommandRunner.binary.path
    let spawned = Result { try spawn(program, arguments, environment: merged, actions: actions, newSession: true) }
    close(pipeEnds[1])
    if case .broken = output { close(pipeEnds[0]) }
    pid = try spawned.get()
    screenReader.enter()
    allReaders.enter()
    let received = received
    let (screenReader, allReaders, stdoutRead, masterRead) = (screenReader, allReaders, stdoutRead, self.master)
    readers = [
      Thread {
        Self.drain(masterRead, into: received) { $0.screen.append($1) }
        screenReader.leave()
        allReaders.leave()
      }
    ]
    if case .pipe = output {
      allReaders.enter()
      readers.append(
        Thread {
          Self.drain(stdoutRead, into: received) { $0.output.append($1) }
          // Its own descriptor, closed by the only thread that reads it.
          close(stdoutRead)
          allReaders.leave()
        })
    }
    readers.forEach { $0.start() }
  }

  deinit {
    if ending == nil {
      kill(pid, SIGKILL)
      _ = waitForEnd(timeout: 5)
    }
    received.lock.withLock { received.stopReading = true }
    // A reader still running after this (a starved thread) keeps its descriptor open: one
    // closed under it could be reused by a test running beside it.
    guard allReaders.wait(timeout: .now() + 10) == .success else { return }
    if masterOpen { close(master) }
    if slaveOpen { close(slave) }
    // The runtime folder stays (see cleanEnvironment).
  }

  /// Hangs the terminal up, as when a terminal window closes: the master side goes away.
  public func hangUp() {
    received.lock.withLock { received.stopReading = true }
    // Never closed under its reader: a descriptor closed while a thread still reads it can
    // be reused by a test beside this one, whose terminal that thread would then read.
    guard screenReader.wait(timeout: .now() + generousDeadline) == .success else { return }
    close(master)
    masterOpen = false
    // The parent's slave is what keeps the device alive; the child is left with a dead one.
    closeSlave()
  }

  private func closeSlave() {
    guard slaveOpen else { return }
    close(slave)
    slaveOpen = false
  }

  private static func drain(_ fd: Int32, into received: Received, _ append: (Received, Data) -> Void) {
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
      // Poll briefly so the reader can be stopped before its descriptor closes.
      var descriptor = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
      if received.lock.withLock({ received.stopReading }) { return }
      if poll(&descriptor, 1, 50) == 0 { continue }
      let count = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
      if count < 0 && errno == EINTR { continue }
      if count <= 0 { return }
      received.lock.withLock { append(received, Data(buffer[..<count])) }
    }
  }

  /// Sets the terminal's window size, as a terminal window resized does: the kernel sends
  /// SIGWINCH to the terminal's foreground process group.
  public func resize(rows: Int, columns: Int) {
    var window = winsize(ws_row: UInt16(rows), ws_col: UInt16(columns), ws_xpixel: 0, ws_ypixel: 0)
    _ = ioctl(master, UInt(TIOCSWINSZ), &window)
  }

  /// Types `text` on the terminal's keyboard.
  public func type(_ text: String) { type(Array(text.utf8)) }

  /// Sends `bytes` as typed keys.
  public func type(_ bytes: [UInt8]) {
    _ = bytes.withUnsafeBytes { write(master, $0.baseAddress, $0.count) }
  }

  /// What the process wrote on the terminal so far (its stderr).
  public var screenText: String { received.lock.withLock { String(decoding: received.screen, as: UTF8.self) } }

  /// What the process wrote on stdout so far.
  public var stdoutText: String { received.lock.withLock { String(decoding: received.output, as: UTF8.self) } }

  /// What the process wrote on stdout so far, as bytes (a secret need not be UTF-8).
  public var stdoutBytes: [UInt8] { received.lock.withLock { Array(received.output) } }

  /// Waits until the terminal shows `text`; false on timeout.
  @discardableResult
  public func waitFor(_ text: String, timeout: Double = generousDeadline) -> Bool {
    eventually(timeout: timeout) { screenText.contains(text) }
  }

  /// The terminal's settings as `stty -g` prints them.
  public func sttySettings() throws -> String { try Self.stty(devicePath) }

  private static func stty(_ devicePath: String) throws -> String {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("otc-stty-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: file) }
    let stty = try ChildProcess("/bin/stty", ["-g"], inputPath: devicePath, outputPath: file)
    _ = stty.wait()
    return try String(contentsOfFile: file, encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)
  }

  /// Sends `signal` to the process.
  public func send(_ signal: Int32) { kill(pid, signal) }

  /// Waits for the process to end, then for everything it wrote to be read; `nil` on timeout.
  public func waitForEnd(timeout: Double = generousDeadline) -> Ending? {
    if let ending { return ending }
    var status: Int32 = 0
    guard eventually(timeout: timeout, { Spawn.ended(pid).map { status = $0 } != nil }) else { return nil }
    let signal = status & 0x7F
    ending = signal == 0 ? .exited((status >> 8) & 0xFF) : .signalled(signal)
    // With the child gone and the parent's copy of the slave closed, the master yields what
    // is still buffered and then ends, and the stdout pipe ends: the readers finish.
    closeSlave()
    _ = allReaders.wait(timeout: .now() + 10)
    return ending
  }
}
