import Basics
import Glibc
import Testing

/// `Spawn`, the one place otc starts and waits for programs: what the program is given
/// (arguments, environment, descriptors, signals, session) is checked from inside it.
@Suite struct SpawnTests {
  /// Runs `script` under /bin/sh with `actions` after its standard output is made a pipe,
  /// and returns what it printed and its exit code.
  func run(
    _ script: String, environment: [String]? = nil, newSession: Bool = false, searchingPath: Bool = false,
    program: String = "/bin/sh"
  ) throws -> (output: String, code: Int32, pid: pid_t) {
    var ends: [Int32] = [-1, -1]
    #expect(pipe(&ends) == 0)
    for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
    defer { close(ends[0]) }
    let started = Spawn.start(
      [program, "-c", script, "otc-spawn-test"], environment: environment,
      actions: [.duplicate(ends[1], to: 1), .open("/dev/null", flags: O_RDONLY, as: 0)], searchingPath: searchingPath,
      newSession: newSession)
    close(ends[1])
    let pid = try started.get()
    return (readToTheEnd(ends[0]), Spawn.exitCode(Spawn.wait(for: pid)), pid)
  }

  @Test func argumentsAndEnvironmentArriveAsGiven() throws {
    let result = try run(#"printf '%s|%s|%s' "$0" "$OTC_SPAWN" "${HOME-unset}""#, environment: ["OTC_SPAWN=a b=c"])
    #expect(result.output == "otc-spawn-test|a b=c|unset", "exactly the environment given, no more")
    #expect(result.code == 0)
  }

  @Test func theExitCodeIsTheProgramsAndASignalIsMinusOne() throws {
    #expect(try run("exit 7").code == 7)
    #expect(try run("kill -KILL $$").code == -1)
  }

  @Test func aProgramIsFoundInPathOnlyWhenAsked() throws {
    #expect(try run("echo found", environment: ["PATH=/usr/bin:/bin"], searchingPath: true, program: "sh").output == "found\n")
    #expect(throws: Spawn.Failure(ENOENT)) { try run("true", program: "sh") }
  }

  /// A thread that blocks or ignores a signal (as otc's signal descriptor blocks SIGTERM)
  /// does not pass that on.
  @Test func theProgramStartsWithNoSignalBlockedOrIgnored() throws {
    var blocked = sigset_t()
    sigemptyset(&blocked)
    sigaddset(&blocked, SIGUSR1)
    var previous = sigset_t()
    pthread_sigmask(SIG_BLOCK, &blocked, &previous)
    let ignored = signal(SIGUSR2, SIG_IGN)
    defer {
      signal(SIGUSR2, ignored)
      pthread_sigmask(SIG_SETMASK, &previous, nil)
    }
    let status = try run("exec grep -E '^Sig(Blk|Ign)' /proc/self/status").output
    #expect(status.contains("SigBlk:\t0000000000000000"), "\(status)")
    // Of the standard signals (1 to 31) none is ignored; glibc's own above them are its business.
    let ignoredSet = status.split(separator: "\n").first { $0.hasPrefix("SigIgn:") }.flatMap {
      UInt64($0.dropFirst(8), radix: 16)
    }
    #expect(ignoredSet.map { $0 & 0x7FFF_FFFF } == 0, "\(status)")
  }

  @Test func aNewSessionIsAskedFor() throws {
    let session = "cut -d' ' -f6 /proc/$$/stat"
    let own = try run(session, newSession: true)
    #expect(own.output == "\(own.pid)\n", "the program leads a session of its own")
    let shared = try run(session)
    #expect(shared.output == "\(getsid(0))\n", "the program stays in otc's session")
  }

  @Test func endedIsNilWhileTheProgramRunsAndItsStatusOnceItHasEnded() throws {
    var ends: [Int32] = [-1, -1]
    #expect(pipe(&ends) == 0)
    for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
    defer { close(ends[0]) }
    // The program reads its standard input until this side closes it.
    let pid = try Spawn.start(["/bin/sh", "-c", "cat >/dev/null; exit 3"], actions: [.duplicate(ends[0], to: 0)]).get()
    #expect(Spawn.ended(pid) == nil)
    close(ends[1])
    var status: Int32?
    #expect(
      waitUntil {
        status = Spawn.ended(pid); return status != nil
      })
    #expect(status.map(Spawn.exitCode) == 3)
    #expect(Spawn.wait(for: pid) == -1, "reaped once only")
  }

  @Test func aDetachedProgramGetsItsInputAndNothingElse() throws {
    var input: [Int32] = [-1, -1]
    var output: [Int32] = [-1, -1]
    #expect(pipe(&input) == 0 && pipe(&output) == 0)
    for end in input + output { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
    defer { close(output[0]) }
    // The program writes to descriptor 3 (the held one) what it read, then which of its
    // descriptors 0 to 9 are open, tried with the shell's own redirection.
    let script =
      #"""
      read -r word; printf '%s|' "$word" >&3; for fd in 0 1 2 3 4 5 6 7 8 9; do (: >&$fd) 2>/dev/null && printf '%s ' $fd >&3; \#
      done
      """#
    let started = Spawn.detached("/bin/sh", ["sh", "-c", script], input: input[0], held: output[1])
    close(input[0])
    close(output[1])
    _ = try started.get()
    _ = "word\n".withCString { write(input[1], $0, 5) }
    close(input[1])
    let said = readToTheEnd(output[0])
    #expect(said.hasPrefix("word|"), "\(said)")
    let descriptors = said.dropFirst(5).split(separator: " ").compactMap { Int($0) }
    #expect(descriptors == [0, 1, 2, 3], "its input, /dev/null twice and the held one, no other: \(said)")
  }

  @Test func aCStringArrayEndsInNull() {
    let strings = ["otc", "", "ünïcode", "a=b"]
    withCStringArray(strings) { array in
      #expect(array.count == strings.count + 1)
      #expect(array.last! == nil)
      #expect(array.dropLast().map { String(cString: $0!) } == strings)
    }
  }
}

/// What `descriptor` gives until its end, as text.
private func readToTheEnd(_ descriptor: Int32) -> String {
  var bytes: [UInt8] = []
  var buffer = [UInt8](repeating: 0, count: 4096)
  while true {
    let count = read(descriptor, &buffer, buffer.count)
    if count < 0 && errno == EINTR { continue }
    guard count > 0 else { break }
    bytes += buffer[..<count]
  }
  return String(decoding: bytes, as: UTF8.self)
}

/// Polls `condition` every 2 ms for at most 60 s.
private func waitUntil(_ condition: () -> Bool) -> Bool {
  let deadline = monotonicSeconds() + 60
  while !condition() {
    if monotonicSeconds() > deadline { return false }
    usleep(2_000)
  }
  return true
}
