import Foundation

/// Debian's Fenrir in its PTY mode (`fenrir -e`), started for one test as the user's
/// screen reader: it runs `script` in a terminal of its own inside the test's
/// pseudo-terminal, reads what appears there aloud through `speechd` (its speechdDriver),
/// and forwards the keys the test types. Its settings are Debian's with the speech
/// driver, no sounds, character echo on (the strictest case for a password), and its log
/// in a folder of the test's own. Its remote-control socket is always
/// `/tmp/fenrirscreenreader-PID.sock`: Fenrir 1.9.5 reads `[remote] socketpath` as a
/// number, which fails, and falls back to `/tmp/`. The test removes it, since Fenrir
/// does not when it is stopped.
public final class FenrirScreenReader: @unchecked Sendable {
  /// The folder holding the settings, the script, the socket and the answer.
  public let directory: URL
  /// The pseudo-terminal Fenrir runs on: the test types on it.
  public let terminal: PseudoTerminal

  /// Starts Fenrir running `command` (the built otc and its arguments) as its shell; the
  /// command's standard output goes to `answerPath`, its exit status to `statusPath`.
  /// `environment` is added to Fenrir's, which its terminal passes on.
  public init(speechd: SpeechDispatcherDaemon, command: [String], environment: [String: String] = [:]) throws {
    directory = FileManager.default.temporaryDirectory.appendingPathComponent("otc-fenrir-\(UUID().uuidString.prefix(8))")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let path = { [directory] (name: String) in directory.appendingPathComponent(name).path }
    // The command, then a wait for the end of the terminal: Fenrir reads the last lines
    // before its terminal closes, and a hang-up ends the wait.
    let quoted = command.map { "'" + $0.replacingOccurrences(of: "'", with: "'\\''") + "'" }.joined(separator: " ")
    let script = """
      #!/bin/sh
      \(quoted) >'\(path("answer"))'
      echo $? >'\(path("status"))'
      read -r _
      """
    try writeExecutable(Array(script.utf8), to: path("run.sh"), mode: 0o700)
    var settings = try String(contentsOfFile: "/etc/fenrirscreenreader/settings/settings.conf", encoding: .utf8)
    settings = Self.setting(settings, section: "sound", key: "enabled", to: "False")
    settings = Self.setting(settings, section: "speech", key: "driver", to: "speechdDriver")
    settings = Self.setting(settings, section: "keyboard", key: "charEcho", to: "True")
    settings = Self.setting(settings, section: "general", key: "debugFile", to: path("fenrir.log"))
    settings = Self.setting(settings, section: "general", key: "shell", to: path("run.sh"))
    try settings.write(toFile: path("settings.conf"), atomically: false, encoding: .utf8)
    var merged = environment
    merged["SPEECHD_ADDRESS"] = speechd.address
    merged["HOME"] = directory.path
    merged["PATH"] = "/usr/bin:/bin"
    terminal = try PseudoTerminal(
      ["-e", "-s", path("settings.conf")], environment: merged, executable: "/usr/bin/fenrir", size: (rows: 24, columns: 80))
  }

  deinit {
    let socket = socket
    // Fenrir and its helper processes share its process group (it leads its session).
    kill(-terminal.pid, SIGTERM)
    if terminal.waitForEnd(timeout: 5) == nil { kill(-terminal.pid, SIGKILL) }
    kill(-terminal.pid, SIGKILL)
    if let socket { unlink(socket) }
    try? FileManager.default.removeItem(at: directory)
  }

  /// What the command printed on its standard output, once it has exited; `nil` before.
  public var answer: String? {
    guard FileManager.default.fileExists(atPath: directory.appendingPathComponent("status").path) else { return nil }
    return (try? String(contentsOf: directory.appendingPathComponent("answer"), encoding: .utf8)) ?? ""
  }

  /// The command's exit status, once it has exited.
  public var status: Int32? {
    let text = try? String(contentsOf: directory.appendingPathComponent("status"), encoding: .utf8)
    return text.flatMap { Int32($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
  }

  /// Fenrir's remote-control socket, once it is there: named after the process that
  /// serves it, a child of Fenrir's.
  public var socket: String? {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: "/tmp")) ?? []
    return names.first { name in
      guard name.hasPrefix("fenrirscreenreader-"), name.hasSuffix(".sock"),
        let pid = Int(name.dropFirst("fenrirscreenreader-".count).dropLast(".sock".count)),
        let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
        let close = stat.lastIndex(of: ")")
      else { return false }
      return stat[stat.index(after: close)...].split(separator: " ").dropFirst().first == "\(terminal.pid)"
    }.map { "/tmp/" + $0 }
  }

  /// `text` (an INI file) with `key` in `[section]` set to `value`.
  static func setting(_ text: String, section: String, key: String, to value: String) -> String {
    var current = ""
    let lines = text.components(separatedBy: "\n").map { line -> String in
      if line.hasPrefix("[") { current = line }
      return current == "[\(section)]" && line.hasPrefix("\(key)=") ? "\(key)=\(value)" : line
    }
    return lines.joined(separator: "\n")
  }
}
