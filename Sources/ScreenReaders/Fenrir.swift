import Basics
import SafeIO

import CSystem

/// Fenrir reading the terminal otc asks on: either otc runs inside Fenrir's own terminal
/// (`fenrir -e`, its PTY mode, an ancestor of otc) or Fenrir's console daemon reads the
/// Linux console otc is on.
public struct FenrirFound: Equatable, Sendable {
  public enum Mode: String, Sendable {
    case pty = "its own terminal (PTY mode)"
    case console = "the Linux console"
  }

  /// The Fenrir process.
  public var pid: pid_t
  public var mode: Mode
  /// Its remote-control socket, when it has one (`[remote] enable=True`).
  public var socket: String?

  public init(pid: pid_t, mode: Mode, socket: String?) {
    self.pid = pid
    self.mode = mode
    self.socket = socket
  }

  /// Finds the Fenrir that reads `process`'s terminal.
  static func find(table: ProcessTable, process: pid_t, console: Bool, settings: String) -> FenrirFound? {
    if let ancestor = table.ancestors(of: process).first(where: { $0.name == "fenrir" }) {
      let directories = socketDirectories(settings: settingsFile(of: ancestor.pid, table: table) ?? settings)
      let socket = directories.lazy.compactMap { ptySocket(in: $0, fenrir: ancestor.pid, table: table) }.first
      return FenrirFound(pid: ancestor.pid, mode: .pty, socket: socket)
    }
    guard console, let daemon = table.processes(named: "fenrir").first else { return nil }
    let socket = socketDirectories(settings: settings).map { $0 + "fenrirscreenreader-deamon.sock" }
      .first(where: unixSocketListens)
    return FenrirFound(pid: daemon.pid, mode: .console, socket: socket)
  }

  /// The settings file a Fenrir was started with (`-s FILE` or `--setting FILE`).
  static func settingsFile(of pid: pid_t, table: ProcessTable) -> String? {
    let words = table.arguments(pid)
    guard let flag = words.firstIndex(where: { $0 == "-s" || $0 == "--setting" }), flag + 1 < words.count else { return nil }
    return words[flag + 1]
  }

  /// Where a Fenrir with the settings file `settings` may have put its socket: its
  /// `socketpath`, then `/tmp/`. Fenrir 1.9.5 reads socketpath as a number, fails, and
  /// uses /tmp/ whatever its settings say.
  static func socketDirectories(settings: String) -> [String] {
    let configured = socketDirectory(settings: settings)
    return configured == "/tmp/" ? [configured] : [configured, "/tmp/"]
  }

  /// `[remote] socketpath` from a Fenrir settings file: the prefix of its socket names,
  /// `/tmp/` when the file does not say.
  static func socketDirectory(settings path: String) -> String {
    guard let text = SystemFiles.text(at: path) else { return "/tmp/" }
    var section = ""
    for raw in text.split(whereSeparator: { $0.isNewline }) {
      let line = raw.trimmingWhitespace()
      if line.hasPrefix("[") {
        section = line
      } else if section == "[remote]", line.hasPrefix("socketpath=") {
        let value = String(line.dropFirst("socketpath=".count))
        return value.isEmpty ? "/tmp/" : value
      }
    }
    return "/tmp/"
  }

  /// The socket of a Fenrir in PTY mode: `fenrirscreenreader-PID.sock`, where PID is the
  /// Fenrir process or the child that serves its remote control.
  static func ptySocket(in directory: String, fenrir: pid_t, table: ProcessTable) -> String? {
    guard let names = SystemFiles.names(in: directory.hasSuffix("/") ? directory : directory + "/")
    else { return nil }
    for name in names.sorted() where name.hasPrefix("fenrirscreenreader-") && name.hasSuffix(".sock") {
      guard let pid = pid_t(name.dropFirst("fenrirscreenreader-".count).dropLast(".sock".count)) else { continue }
      guard pid == fenrir || table.entry(pid)?.parent == fenrir else { continue }
      let path = directory + name
      if unixSocketListens(path) { return path }
    }
    return nil
  }
}
