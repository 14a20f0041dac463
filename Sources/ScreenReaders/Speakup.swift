import Basics
import CSystem
import SafeIO

/// Speakup's sysfs folder (`/sys/accessibility/speakup`), as far as otc uses it: the
/// synthesizer it speaks through (`synth`, "none" when it has none), the character echo of
/// typed keys (`key_echo`) and the silence switch (`silent`, write-only).
///
/// `silent` takes one digit: bit 1 sets (1) or clears (0) the bits named by the others;
/// 2 names the "shut up" bit (and flushes what is being said), 4 the "killed" bit. otc
/// writes 7 (both set, flushed) to silence Speakup and 6 (both cleared) to give its voice
/// back; the user's own "off" switch (another bit) is never touched.
public struct SpeakupFolder: Equatable, Sendable {
  /// The folder.
  public var path: String
  /// The synthesizer's name ("soft" for espeakup).
  public var synth: String
  /// Whether this process may silence it (both files writable: root, as a rule).
  public var canSilence: Bool

  /// The folder at `path`, when Speakup is loaded there.
  public init?(path: String) {
    guard let synth = Self.read(path + "/synth") else { return nil }
    let writable = access(path + "/silent", W_OK) == 0 && access(path + "/key_echo", W_OK) == 0
    self.init(path: path, synth: synth, canSilence: writable)
  }

  public init(path: String, synth: String, canSilence: Bool) {
    self.path = path
    self.synth = synth
    self.canSilence = canSilence
  }

  /// Whether Speakup speaks: it has a synthesizer.
  public var isSpeaking: Bool { !synth.isEmpty && synth != "none" }

  /// The key echo in force ("0" off, else which keys are echoed).
  public var keyEcho: String? { Self.read(path + "/key_echo") }

  /// What `silent` is given to silence Speakup, and to give its voice back.
  public static let silence = "7"
  public static let speakAgain = "6"

  static func read(_ path: String) -> String? {
    guard let text = SystemFiles.text(at: path) else { return nil }
    return String(decoding: Array(text.utf8.prefix(64)), as: UTF8.self).trimmingWhitespaceAndNewlines()
  }

  /// Writes `value` and a newline to the file `name`; whether it was all written.
  @discardableResult
  func write(_ name: String, _ value: String) -> Bool {
    let fd = otc_open(path + "/" + name, O_WRONLY | O_NOFOLLOW | O_CLOEXEC, 0)
    guard fd >= 0 else { return false }
    defer { close(fd) }
    let bytes = Array((value + "\n").utf8)
    return bytes.withUnsafeBytes { otc_write(fd, $0.baseAddress, $0.count) } == bytes.count
  }

  /// Gives Speakup its voice and its key echo back.
  public func restore(keyEcho: String) {
    write("key_echo", keyEcho)
    write("silent", Self.speakAgain)
  }
}

/// Speakup kept quiet while otc speaks for itself, and given back on every way out.
///
/// Before silencing it, otc starts a guard (`otc speakup-guard`, its own session, no
/// terminal) whose standard input is a pipe only otc, and the process that finishes
/// otc's last words, hold. When the last of them ends, however it ends (exit, a signal,
/// a crash, SIGKILL), the kernel closes the pipe and the guard restores `silent` and
/// `key_echo`. Only a guard killed with otc (a whole service's processes at once) cannot
/// run; for that, what is to be given back is also recorded in the runtime folder while
/// Speakup is quiet (`recordName`), and `giveBack(from:)` (the console unit's
/// `ExecStopPost=`) restores it from there. Otherwise Speakup's own key (kill or off) or
/// `echo 6 > /sys/accessibility/speakup/silent` gives it back.
public final class SpeakupQuiet: @unchecked Sendable {
  /// The write end of the guard's pipe: handed to the process that finishes speaking, so
  /// that Speakup speaks again only after otc's last word. -1 once released.
  public private(set) var heldDescriptor: Int32

  private init(heldDescriptor: Int32) {
    self.heldDescriptor = heldDescriptor
  }

  deinit { release() }

  /// Closes this process's end of the guard's pipe: once no other process holds it (the
  /// tail finishing otc's words), the guard gives Speakup back.
  public func release() {
    guard heldDescriptor >= 0 else { return }
    close(heldDescriptor)
    heldDescriptor = -1
  }

  /// Starts the guard with `executable` and `arguments` (to which the folder and the key
  /// echo to restore are added), then silences Speakup in `folder`. `nil`, with Speakup
  /// untouched, when the guard cannot be started: its voice is never taken without one.
  public static func begin(
    folder: SpeakupFolder, executable: String, arguments: [String], record: RuntimeDirectory? = nil
  ) -> SpeakupQuiet? {
    guard let keyEcho = folder.keyEcho, !folder.path.contains("\n"), keyEcho.allSatisfy({ $0.isNumber }) else { return nil }
    var ends: [Int32] = [-1, -1]
    guard pipe(&ends) == 0 else { return nil }
    for end in ends { _ = otc_fcntl(end, F_SETFD, FD_CLOEXEC) }
    defer { close(ends[0]) }
    guard case .success = Spawn.detached(executable, arguments + [folder.path, keyEcho], input: ends[0]) else {
      close(ends[1])
      return nil
    }
    record?.write(folder.path + "\n" + keyEcho + "\n", name: recordName)
    guard folder.write("key_echo", "0"), folder.write("silent", SpeakupFolder.silence) else {
      folder.restore(keyEcho: keyEcho)
      _ = record?.read(name: recordName, limit: 4096, lifetime: .infinity, removing: true)
      close(ends[1])
      return nil
    }
    return SpeakupQuiet(heldDescriptor: ends[1])
  }

  /// The record, in the runtime folder, of a Speakup otc keeps quiet: its folder and the
  /// key echo to give back.
  public static let recordName = "speakup"

  /// Gives Speakup back as the record in `directory` says, and removes the record; nothing
  /// when there is none (otc is not keeping Speakup quiet). For a service stopped while it
  /// asked, whose guard was stopped with it.
  public static func giveBack(from directory: RuntimeDirectory) {
    guard let text = directory.read(name: recordName, limit: 4096, lifetime: .infinity, removing: true) else { return }
    let lines = text.split(separator: "\n").map(String.init)
    guard lines.count == 2, lines[1].allSatisfy({ $0.isNumber }), let folder = SpeakupFolder(path: lines[0]) else { return }
    folder.restore(keyEcho: lines[1])
  }

  /// The guard's own work: waits until its standard input ends (every holder of the pipe
  /// is gone), then gives Speakup in `folder` its voice and `keyEcho` back.
  public static func guardUntilReleased(folder path: String, keyEcho: String, record: RuntimeDirectory? = nil) {
    var byte: UInt8 = 0
    while true {
      let count = read(STDIN_FILENO, &byte, 1)
      if count == 0 || (count < 0 && otc_errno() != EINTR) { break }
    }
    _ = record?.read(name: recordName, limit: 4096, lifetime: .infinity, removing: true)
    guard let folder = SpeakupFolder(path: path) else { return }
    folder.restore(keyEcho: keyEcho)
  }
}
