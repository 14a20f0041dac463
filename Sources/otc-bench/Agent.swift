import Basics
import Foundation
import OTCTestSupport
import SafeIO

/// A systemd password agent in a private mount namespace (a tmpfs over `/run`), on a
/// pseudo-terminal, with questions written into its folder by this process as
/// systemd-ask-password writes them: an `ask.*` file renamed into place (`IN_MOVED_TO`),
/// whose `Socket` is a datagram socket of this process's.
final class AgentUnderTest {
  let terminal: PseudoTerminal
  private let folder: URL
  private let socket: Int32
  private let socketPath: String
  private var asked = 0

  /// Starts `command` (otc agent --watch, or systemd's console agent) in the namespace.
  init(_ command: [String], environment: [String: String]) throws {
    folder = FileManager.default.temporaryDirectory.appendingPathComponent("otc-bench-agent-\(UUID().uuidString.prefix(8))")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let ready = folder.appendingPathComponent("ready").path
    let script = folder.appendingPathComponent("namespace.sh").path
    try """
    mount -t tmpfs -o mode=755 tmpfs /run || exit 70
    mkdir -p /run/systemd/ask-password
    : > '\(ready)'
    exec \(command.map { "'\($0)'" }.joined(separator: " "))
    """.write(toFile: script, atomically: false, encoding: .utf8)
    terminal = try PseudoTerminal(
      ["--mount", "--propagation", "private", "/bin/sh", script], environment: environment, executable: "/usr/bin/unshare")
    guard eventually({ FileManager.default.fileExists(atPath: ready) }) else {
      throw BenchError("the agent's namespace did not start")
    }
    // The socket, bound inside the namespace's /run through the agent's root.
    socketPath = "/run/systemd/ask-password/sck.bench"
    socket = Glibc.socket(AF_UNIX, Int32(SOCK_DGRAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
    let bound = withUnixSocketAddress("/proc/\(terminal.pid)/root" + socketPath) { bind(socket, $0, $1) }
    guard bound == 0 else { throw BenchError("cannot bind the question's socket: \(String(cString: strerror(errno)))") }
  }

  deinit {
    terminal.send(SIGTERM)
    if terminal.waitForEnd(timeout: 5) == nil { terminal.send(SIGKILL) }
    close(socket)
    try? FileManager.default.removeItem(at: folder)
  }

  private var questions: String { "/proc/\(terminal.pid)/root/run/systemd/ask-password" }

  /// Writes a disk question and returns when it was renamed into place.
  func ask() throws -> Double {
    asked += 1
    let message = "Please enter passphrase for disk TEST\(asked) (root)!"
    let text = """
      [Ask]
      PID=\(getpid())
      Socket=\(socketPath)
      AcceptCached=0
      Echo=0
      NotAfter=0
      Silent=0
      Message=\(message)
      Id=cryptsetup:/dev/block/8:\(asked)

      """
    let temporary = "\(questions)/tmp.\(asked)"
    try text.write(toFile: temporary, atomically: false, encoding: .utf8)
    let written = monotonicSeconds()
    guard rename(temporary, "\(questions)/ask.\(asked)") == 0 else { throw BenchError("cannot write the question") }
    return written
  }

  /// Waits for the answer the agent sends, then takes the question back, as its asker does.
  func answered() throws {
    var descriptor = pollfd(fd: socket, events: Int16(POLLIN), revents: 0)
    guard poll(&descriptor, 1, 20_000) == 1 else { throw BenchError("the agent never answered") }
    var buffer = [UInt8](repeating: 0, count: 256)
    _ = buffer.withUnsafeMutableBytes { recv(socket, $0.baseAddress, $0.count, 0) }
    unlink("\(questions)/ask.\(asked)")
  }

  /// When `text` first shows on the terminal after `count` earlier showings of it.
  func shown(_ text: String, times count: Int, timeout: Double = 20) -> Double? {
    let deadline = monotonicSeconds() + timeout
    while monotonicSeconds() < deadline {
      if terminal.screenText.components(separatedBy: text).count - 1 > count { return monotonicSeconds() }
      usleep(200)
    }
    return nil
  }
}

/// otc agent against systemd's console agent, `trials` questions each: from the question
/// file written to otc's first sound at the sink, and to the stock agent's question on
/// screen; from a key to otc's first sound, and to the stock agent's `*`.
func agentLatencies(otc: String, environment: [String: String], capture: MonitorCapture, trials: Int) throws
  -> (otcQuestion: Distribution, otcKey: Distribution, stockQuestion: Distribution, stockKey: Distribution)
{
  var otcQuestion: [Double] = []
  var otcKey: [Double] = []
  do {
    let agent = try AgentUnderTest(
      [otc, "agent", "--watch", "--speech", "espeak"], environment: environment.merging(["OTC_HINTS": "0"]) { $1 })
    // It says that it waits as it starts: the first question comes once that is over.
    guard agent.shown("Waiting for questions", times: 0) != nil else { throw BenchError("otc agent never said that it waits") }
    for _ in 0..<trials {
      capture.waitForQuiet(quietBetweenKeys, timeout: 20)
      let written = try agent.ask()
      guard let heard = capture.firstSound(after: written, timeout: generousDeadline) else {
        throw BenchError("otc agent's question was never heard")
      }
      otcQuestion.append(heard - written)
      capture.waitForQuiet(quietBetweenKeys, timeout: 20)
      let typed = monotonicSeconds()
      agent.terminal.type("x")
      guard let echo = capture.firstSound(after: typed, timeout: generousDeadline) else {
        throw BenchError("otc agent's key was never heard")
      }
      otcKey.append(echo - typed)
      agent.terminal.type("\r")
      try agent.answered()
    }
  }
  var stockQuestion: [Double] = []
  var stockKey: [Double] = []
  do {
    let agent = try AgentUnderTest(["/usr/bin/systemd-tty-ask-password-agent", "--watch"], environment: environment)
    for index in 0..<trials {
      let written = try agent.ask()
      guard let shown = agent.shown("Please enter passphrase", times: index) else {
        throw BenchError("the stock agent never showed its question")
      }
      stockQuestion.append(shown - written)
      let stars = agent.terminal.screenText.filter { $0 == "*" }.count
      let typed = monotonicSeconds()
      agent.terminal.type("x")
      guard let star = agent.shown("*", times: stars) else { throw BenchError("the stock agent never showed a star") }
      stockKey.append(star - typed)
      agent.terminal.type("\r")
      try agent.answered()
    }
  }
  return (Distribution(otcQuestion), Distribution(otcKey), Distribution(stockQuestion), Distribution(stockKey))
}
