import CProcess
import CSystem

/// Starting and waiting for other programs: the one place otc and its tests call
/// `posix_spawn`, build an argument vector, or wait for a child with `EINTR` handled, as
/// swift-nio keeps its system calls in `NIOPosix/System.swift`.
///
/// Every start here passes the environment and descriptors explicitly. Descriptors the
/// caller made should be close-on-exec (`pipe` then `FD_CLOEXEC`), so that only the
/// duplicates named in `actions` reach the program.
public enum Spawn {
  /// What a program started by `start` is given in place of one of otc's descriptors.
  public enum Action: Sendable, Hashable {
    /// Its descriptor `target` is a copy of otc's `source`.
    case duplicate(Int32, to: Int32)
    /// Its descriptor `target` is `path`, opened with `flags` (and `mode` when it creates it).
    case open(String, flags: Int32, mode: mode_t = 0, as: Int32)
    /// Its descriptor is closed.
    case close(Int32)
  }

  /// Why a program did not start: the error number `posix_spawn` gave.
  public struct Failure: Error, CustomStringConvertible, Sendable, Equatable {
    /// The error number (`ENOENT` when there is no such program).
    public let number: Int32

    /// Creates a failure for `number`.
    public init(_ number: Int32) { self.number = number }

    /// The system's words for it.
    public var description: String { String(cString: strerror(number)) }
  }

  /// Starts `arguments[0]` with `arguments`, found in `PATH` when `searchingPath` and it has
  /// no slash, with `environment` (`KEY=value` strings; `nil` is otc's own) and its
  /// descriptors changed by `actions`, in order; in a session of its own (no controlling
  /// terminal) when `newSession`. It starts with every signal at its default and none
  /// blocked, whatever otc's thread blocks or ignores. The caller waits for it (`wait(for:)`).
  public static func start(
    _ arguments: [String], environment: [String]? = nil, actions: [Action] = [], searchingPath: Bool = false,
    newSession: Bool = false
  ) -> Result<pid_t, Failure> {
    precondition(!arguments.isEmpty, "a program to start")
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    otc_spawn_attributes(&attributes, newSession ? 1 : 0)
    var fileActions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&fileActions)
    defer { posix_spawn_file_actions_destroy(&fileActions) }
    for action in actions {
      switch action {
      case .duplicate(let source, let target): posix_spawn_file_actions_adddup2(&fileActions, source, target)
      case .open(let path, let flags, let mode, let target):
        posix_spawn_file_actions_addopen(&fileActions, target, path, flags, mode)
      case .close(let descriptor): posix_spawn_file_actions_addclose(&fileActions, descriptor)
      }
    }
    var pid = pid_t()
    let started = withCStringArray(arguments) { argv in
      let run = { (envp: UnsafePointer<UnsafeMutablePointer<CChar>?>?) in
        searchingPath
          ? posix_spawnp(&pid, arguments[0], &fileActions, &attributes, argv, envp)
          : posix_spawn(&pid, arguments[0], &fileActions, &attributes, argv, envp)
      }
      guard let environment else { return run(otc_environment()) }
      return withCStringArray(environment) { envp in run(envp) }
    }
    return started == 0 ? .success(pid) : .failure(Failure(started))
  }

  /// Starts `path` with `arguments` detached (`otc_spawn_detached`): a session of its own,
  /// `input` as its standard input, /dev/null as its output and error, `held` (when not
  /// -1) as its descriptor 3 and no other. Nobody waits for it; a thread reaps it.
  public static func detached(_ path: String, _ arguments: [String], input: Int32, held: Int32 = -1)
    -> Result<pid_t, Failure>
  {
    var pid = pid_t()
    let started = withCStringArray(arguments) { otc_spawn_detached(path, $0, input, held, &pid) }
    return started == 0 ? .success(pid) : .failure(Failure(started))
  }

  /// Starts `arguments[0]` (found in `PATH`) with `environment` in a session of its own whose
  /// controlling terminal, standard input, output and error are the terminal at
  /// `terminal` (`otc_spawn_on_terminal`). The caller waits for it.
  public static func onTerminal(_ arguments: [String], environment: [String], terminal: String) -> Result<pid_t, Failure> {
    var pid = pid_t()
    let started = withCStringArray(arguments) { argv in
      withCStringArray(environment) { envp in otc_spawn_on_terminal(arguments[0], argv, envp, terminal, &pid) }
    }
    return started == 0 ? .success(pid) : .failure(Failure(started))
  }

  /// Waits until `pid` ends, through any signal's interruption, and returns its wait
  /// status; -1 when it is no child of this process (already reaped).
  @discardableResult
  public static func wait(for pid: pid_t) -> Int32 {
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 {
      if otc_errno() != EINTR { return -1 }
    }
    return status
  }

  /// The wait status of `pid` if it has ended (and reaps it), else `nil` at once.
  public static func ended(_ pid: pid_t) -> Int32? {
    var status: Int32 = 0
    while true {
      let reaped = waitpid(pid, &status, WNOHANG)
      if reaped == pid { return status }
      if reaped < 0 && otc_errno() == EINTR { continue }
      return reaped < 0 ? -1 : nil
    }
  }

  /// The exit code in a wait status, or -1 when a signal ended the program (or it was
  /// never waited for).
  public static func exitCode(_ status: Int32) -> Int32 {
    status != -1 && status & 0x7F == 0 ? (status >> 8) & 0xFF : -1
  }

  /// Replaces this process with `arguments[0]` (found in `PATH`), keeping its environment;
  /// returns only when that fails, with the error number.
  public static func replacingThisProcess(_ arguments: [String]) -> Int32 {
    withCStringArray(arguments) { argv in
      execvp(arguments[0], argv)
      return otc_errno()
    }
  }
}

/// Calls `body` with `strings` as a C array of C strings ended by a null pointer (an
/// argument or environment vector), which lives until `body` returns.
public func withCStringArray<Value, Failure: Error>(
  _ strings: [String], _ body: ([UnsafeMutablePointer<CChar>?]) throws(Failure) -> Value
) throws(Failure) -> Value {
  let array = strings.map { heapCString($0) } + [nil]
  defer { array.forEach { free($0) } }
  return try body(array)
}

/// A copy of `string` as a C string on the heap, for a C library that keeps the pointer
/// (libassuan's command names) or a signal handler that reads it. The caller frees it with
/// `free`, or never when it must live as long as the process.
public func heapCString(_ string: String) -> UnsafeMutablePointer<CChar> {
  guard let copy = strdup(string) else { fatalError("out of memory copying a C string") }
  return copy
}
