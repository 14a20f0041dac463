import SafeIO

import CSystem

/// What `/proc` (or a folder laid out like it) says about processes: names, parents,
/// owners and controlling terminals. A process that ends while it is read is skipped.
struct ProcessTable {
  let root: String

  struct Entry: Equatable {
    var pid: pid_t
    var name: String
    var parent: pid_t
    /// The controlling terminal's device number, 0 for none.
    var terminal: Int
  }

  /// One process's name, parent and terminal, from its `stat` file.
  func entry(_ pid: pid_t) -> Entry? {
    guard let text = read("\(root)/\(pid)/stat"),
      let open = text.firstIndex(of: "("), let close = text.lastIndex(of: ")")
    else { return nil }
    let name = String(text[text.index(after: open)..<close])
    // After the name: state, ppid, pgrp, session, tty_nr.
    let fields = text[text.index(after: close)...].split(separator: " ")
    guard fields.count > 4, let parent = pid_t(fields[1]), let terminal = Int(fields[4]) else { return nil }
    return Entry(pid: pid, name: name, parent: parent, terminal: terminal)
  }

  /// The real user of a process, from its `status` file.
  func user(_ pid: pid_t) -> uid_t? {
    guard let text = read("\(root)/\(pid)/status") else { return nil }
    for line in text.split(separator: "\n") where line.hasPrefix("Uid:") {
      return line.split(whereSeparator: { $0 == "\t" || $0 == " " }).dropFirst().first.flatMap { uid_t($0) }
    }
    return nil
  }

  /// The command line's words.
  func arguments(_ pid: pid_t) -> [String] {
    guard let text = read("\(root)/\(pid)/cmdline") else { return [] }
    return text.split(separator: "\0", omittingEmptySubsequences: false).map(String.init).filter { !$0.isEmpty }
  }

  /// `pid`'s parent, grandparent and so on, nearest first, up to (not including) pid 1.
  func ancestors(of pid: pid_t) -> [Entry] {
    var chain: [Entry] = []
    var current = entry(pid)?.parent ?? 0
    while current > 1, chain.count < 64, let found = entry(current) {
      chain.append(found)
      current = found.parent
    }
    return chain
  }

  /// Every process whose name is `name`, with its real user.
  func processes(named name: String) -> [(pid: pid_t, user: uid_t)] {
    guard let names = SystemFiles.names(in: root) else { return [] }
    return names.compactMap { pid_t($0) }.sorted().compactMap { pid in
      guard entry(pid)?.name == name, let user = user(pid) else { return nil }
      return (pid, user)
    }
  }

  /// The first process, other than `other`, whose controlling terminal is `terminal`.
  func process(controlling terminal: Int, besides other: pid_t) -> pid_t? {
    guard let names = SystemFiles.names(in: root) else { return nil }
    return names.compactMap { pid_t($0) }.sorted().first { $0 != other && entry($0)?.terminal == terminal }
  }

  /// Whether a terminal's device number is a Linux virtual console (`/dev/tty1` to
  /// `/dev/tty63`, major 4) or `/dev/console` (5, 1): the terminals Speakup and Fenrir's
  /// console mode read.
  static func isConsole(_ terminal: Int) -> Bool {
    guard terminal != 0 else { return false }
    let device = DeviceNumber(terminal)
    return device.virtualConsole != nil || device.isSystemConsole
  }

  private func read(_ path: String) -> String? {
    SystemFiles.text(at: path)
  }
}
