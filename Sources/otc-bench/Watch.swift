import Basics
import Foundation
import OTCTestSupport

/// A program on a pseudo-terminal this benchmark holds the master side of, read and written
/// here with no thread between: a byte's round trip is timed as it happens.
final class BenchTerminal {
  let master: Int32
  let pid: pid_t

  init(_ command: [String], environment: [String: String] = ["PATH": "/usr/bin:/bin", "LANG": "C.UTF-8", "TERM": "xterm"]) throws
  {
    var master: Int32 = -1
    var slave: Int32 = -1
    guard openpty(&master, &slave, nil, nil, nil) == 0 else { throw POSIXError(.ENXIO) }
    _ = fcntl(master, F_SETFD, FD_CLOEXEC)
    _ = fcntl(slave, F_SETFD, FD_CLOEXEC)
    var window = winsize(ws_row: 24, ws_col: 80, ws_xpixel: 0, ws_ypixel: 0)
    _ = ioctl(master, UInt(TIOCSWINSZ), &window)
    var name = [CChar](repeating: 0, count: 128)
    guard ttyname_r(slave, &name, name.count) == 0 else { throw POSIXError(.ENOTTY) }
    let path = String(decoding: name.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    let started = Spawn.onTerminal(command, environment: environment.map { "\($0.key)=\($0.value)" }, terminal: path)
    close(slave)
    let pid: pid_t
    switch started {
    case .success(let child): pid = child
    case .failure(let failure):
      close(master)
      throw POSIXError(POSIXErrorCode(rawValue: failure.number) ?? .EINVAL)
    }
    self.master = master
    self.pid = pid
  }

  deinit {
    kill(pid, SIGKILL)
    Spawn.wait(for: pid)
    close(master)
  }

  /// Reads until `text` has come, or the program's terminal closes.
  @discardableResult
  func read(until text: String) -> Bool {
    let wanted = Array(text.utf8)
    var seen: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
      let count = Glibc.read(master, &buffer, buffer.count)
      guard count > 0 else { return false }
      seen += buffer[..<count]
      if seen.firstRange(of: wanted) != nil { return true }
      if seen.count > 65_536 { seen.removeFirst(seen.count - 4096) }
    }
  }

  /// Reads everything until the program's terminal closes: how many bytes.
  func readToEnd() -> Int {
    var total = 0
    var buffer = [UInt8](repeating: 0, count: 65_536)
    while true {
      let count = Glibc.read(master, &buffer, buffer.count)
      guard count > 0 else { return total }
      total += count
    }
  }

  /// Writes `text` as typed keys.
  func type(_ text: String) {
    let bytes = Array(text.utf8)
    _ = bytes.withUnsafeBytes { write(master, $0.baseAddress, $0.count) }
  }

  /// How the program ended.
  func wait() -> Int32 { Spawn.wait(for: pid) }
}

/// What `otc watch` costs a program it runs, bare against through otc: `cat` of a large
/// file at the terminal, and a key's round trip to a program that echoes it (raw mode, as
/// an editor reads keys).
func watchPassThroughFigures(otc: String, scratch: URL, megabytes: Int, pairs: Int, keys: Int) throws -> [Figure] {
  let file = scratch.appendingPathComponent("watch-cat.txt")
  let line = Data((String(repeating: "otc watch passes this through unchanged. ", count: 2).prefix(79) + "\n").utf8)
  var block = Data()
  while block.count < 1 << 20 { block.append(line) }
  // Written in place: a release build refuses the temporary names atomic writes take.
  let descriptor = open(file.path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
  guard descriptor >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
  let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
  for _ in 0..<megabytes { handle.write(block) }
  try handle.close()
  defer { try? FileManager.default.removeItem(at: file) }
  let bytes = Double(megabytes * block.count)

  func catSeconds(_ command: [String]) throws -> (seconds: Double, shown: Int) {
    let start = monotonicSeconds()
    let terminal = try BenchTerminal(command)
    let shown = terminal.readToEnd()
    let seconds = monotonicSeconds() - start
    _ = terminal.wait()
    return (seconds, shown)
  }
  var bare: [Double] = []
  var through: [Double] = []
  var shares: [Double] = []
  var scriptShares: [Double] = []
  // Pairs, bare and through otc back to back, each pair in the other order from the one
  // before, and the share taken pair by pair: this machine's speed drifts by a third from
  // one second to the next (its neighbours), and a pair shares the moment. util-linux's
  // script, the plainest pass-through there is, beside each pair: what any costs here.
  for pair in 0..<pairs {
    let plainCommand = ["cat", file.path]
    let watchedCommand = [otc, "watch", "--speech", "none", "--", "cat", file.path]
    let first = try catSeconds(pair % 2 == 0 ? plainCommand : watchedCommand)
    let second = try catSeconds(pair % 2 == 0 ? watchedCommand : plainCommand)
    let (plain, watched) = pair % 2 == 0 ? (first, second) : (second, first)
    let script = try catSeconds(["script", "-qfec", "cat '\(file.path)'", "/dev/null"])
    guard watched.shown == plain.shown else {
      throw POSIXError(
        .EIO, userInfo: [NSLocalizedDescriptionKey: "otc watch showed \(watched.shown) bytes, cat alone \(plain.shown)"])
    }
    bare.append(bytes / plain.seconds / 1e6)
    through.append(bytes / watched.seconds / 1e6)
    shares.append(plain.seconds / watched.seconds * 100)
    scriptShares.append(plain.seconds / script.seconds * 100)
  }
  let share = Distribution(shares).median

  // A key's round trip: to the program and back to the terminal, which is at least what
  // otc adds on the way in.
  let echo =
    """
    import os, tty\ntty.setraw(0)\nos.write(1, b'ready')\nwhile True:\n  b = os.read(0, 1)\n  os.write(1, b)\n  if b == b'q': \
    break\n
    """
  func roundTrips(_ command: [String]) throws -> Distribution {
    let terminal = try BenchTerminal(command)
    // Keys only once the program reads them raw: setting raw mode flushes what came before.
    terminal.read(until: "ready")
    var times: [Double] = []
    for index in 0..<keys {
      let key = String("abcdefghij".randomElement()!)
      let start = monotonicSeconds()
      terminal.type(key)
      terminal.read(until: key)
      if index > 0 { times.append(monotonicSeconds() - start) }
    }
    terminal.type("q")
    _ = terminal.readToEnd()
    _ = terminal.wait()
    return Distribution(times)
  }
  let bareKeys = try roundTrips(["python3", "-c", echo])
  let watchedKeys = try roundTrips([otc, "watch", "--speech", "none", "--", "python3", "-c", echo])
  let added99 = (watchedKeys.percentile(99) - bareKeys.percentile(99)) * 1000
  return [
    Figure(name: "otc watch: cat of \(megabytes) MB at the terminal, bare", value: Distribution(bare).median, unit: "MB/s"),
    Figure(
      name: "otc watch: cat of \(megabytes) MB at the terminal, through otc watch", value: Distribution(through).median,
      unit: "MB/s"),
    Figure(
      name: "otc watch: throughput of cat against bare, median of pairs", value: share, unit: "%", target: "at least 90%",
      met: share >= 90),
    Figure(
      name: "util-linux script (the plainest pass-through): throughput of cat against bare, median of pairs",
      value: Distribution(scriptShares).median, unit: "%"),
    Figure(
      name: "otc watch: a key's round trip to a raw-mode program, bare p99", value: bareKeys.percentile(99) * 1000, unit: "ms"),
    Figure(
      name: "otc watch: a key's round trip to a raw-mode program, added p99", value: added99, unit: "ms",
      target: "at most 1 ms (the key's way in is at most this)", met: added99 <= 1),
  ]
}

/// What a listener hears under `otc watch`: from a hidden question's line appearing on the
/// terminal to its first sound at the sink, and from a key to its word's first sound.
func watchSoundFigures(otc: String, environment: [String: String], capture: MonitorCapture, trials: Int) throws -> [Figure] {
  var questions: [Double] = []
  var keys: [Double] = []
  var merged = ["PATH": "/usr/bin:/bin", "LANG": "C.UTF-8", "TERM": "xterm", "HOME": NSTemporaryDirectory()]
  merged.merge(environment) { $1 }
  for _ in 0..<trials {
    capture.waitForQuiet(0.5, timeout: 60)
    let terminal = try BenchTerminal(
      [otc, "watch", "--speech", "espeak", "--", "bash", "-c", #"read -r -s -p "Password: " p; echo; echo "read ${#p}""#],
      environment: merged)
    terminal.read(until: "Password: ")
    let shown = monotonicSeconds()
    if let heard = capture.firstSound(after: shown, timeout: generousDeadline) { questions.append(heard - shown) }
    capture.waitForQuiet(0.3, timeout: 60)
    let typed = monotonicSeconds()
    terminal.type("x")
    if let heard = capture.firstSound(after: typed, timeout: generousDeadline) { keys.append(heard - typed) }
    capture.waitForQuiet(0.3, timeout: 60)
    terminal.type("\r")
    terminal.read(until: "read 1")
    _ = terminal.readToEnd()
    _ = terminal.wait()
  }
  let question = Distribution(questions)
  let key = Distribution(keys)
  return [
    Figure(
      name: "otc watch: a hidden question's line on the terminal to its first sound p50", value: question.median * 1000,
      unit: "ms",
      target: "at most 300 ms", met: question.median * 1000 <= 300),
    Figure(
      name: "otc watch: a hidden question's line on the terminal to its first sound p90", value: question.percentile(90) * 1000,
      unit: "ms"),
    Figure(name: "otc watch: a key to its word's first sound p50", value: key.median * 1000, unit: "ms"),
    Figure(name: "otc watch: a key to its word's first sound p90", value: key.percentile(90) * 1000, unit: "ms"),
  ]
}
