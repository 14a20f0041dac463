import SafeIO
import Wording

import CSystem

/// Where otc looks for the screen readers beside it. Every place can be moved, so that a
/// test can lay out a folder as the kernel or a screen reader would and point otc at it.
public struct ScreenReaderPlaces: Sendable {
  /// Speakup's sysfs folder (`/sys/accessibility/speakup`).
  public var speakup: String
  /// The process folder (`/proc`).
  public var processes: String
  /// Fenrir's settings file, for its `[remote] socketpath`.
  public var fenrirSettings: String
  /// Where BrlAPI's local sockets live, one per display number (`/var/lib/BrlAPI`).
  public var brlapiSockets: String
  /// Whether every terminal counts as a Linux console, as Speakup's folder given by
  /// `OTC_SPEAKUP_SYSFS` asks: a test's pseudo-terminal stands in for the console.
  public var anyTerminalIsConsole: Bool

  /// The system's places; `OTC_SPEAKUP_SYSFS` (for tests only) moves Speakup's folder and
  /// makes otc take its terminal for Speakup's console. A release build run as root
  /// ignores it: the variable would let whoever sets root's environment choose files root
  /// writes to.
  public static func system(environment: [String: String], user: uid_t = geteuid(), isRelease: Bool = isReleaseBuild)
    -> ScreenReaderPlaces
  {
    let honoured = !(isRelease && user == 0)
    let speakup = environment["OTC_SPEAKUP_SYSFS"].flatMap { honoured && $0.hasPrefix("/") ? $0 : nil }
    return ScreenReaderPlaces(
      speakup: speakup ?? "/sys/accessibility/speakup", processes: "/proc",
      fenrirSettings: "/etc/fenrirscreenreader/settings/settings.conf", brlapiSockets: "/var/lib/BrlAPI",
      anyTerminalIsConsole: speakup != nil)
  }

  public init(
    speakup: String, processes: String, fenrirSettings: String, brlapiSockets: String, anyTerminalIsConsole: Bool = false
  ) {
    self.speakup = speakup
    self.processes = processes
    self.fenrirSettings = fenrirSettings
    self.brlapiSockets = brlapiSockets
    self.anyTerminalIsConsole = anyTerminalIsConsole
  }
}

/// The screen readers found beside otc, and whether each reads the terminal otc asks on.
/// Found from files and sockets alone, in a few milliseconds, with no wait on any server.
public struct Surroundings: Equatable, Sendable {
  /// Speakup reading the Linux console otc asks on: its folder and its synthesizer.
  public var speakup: SpeakupFolder?
  /// Fenrir reading this terminal.
  public var fenrir: FenrirFound?
  /// An Orca of this user, with an accessibility bus, while otc asks in a desktop terminal.
  public var orca: pid_t?
  /// brltty's BrlAPI socket, when one answers: a braille display shows the terminal.
  public var braille: String?

  public init(speakup: SpeakupFolder? = nil, fenrir: FenrirFound? = nil, orca: pid_t? = nil, braille: String? = nil) {
    self.speakup = speakup
    self.fenrir = fenrir
    self.orca = orca
    self.braille = braille
  }

  /// The screen reader that speaks what appears on this terminal, if any: Speakup, then
  /// Fenrir, then Orca (one terminal is read by one of them).
  public var reader: ScreenReader? {
    if speakup != nil { return .speakup }
    if fenrir != nil { return .fenrir }
    if orca != nil { return .orca }
    return nil
  }

  /// Looks for every screen reader. `environment` gives the user's runtime folder, BrlAPI's
  /// address and the desktop's variables. `terminal` is the device number of the terminal
  /// otc asks on, when it is not `process`'s controlling terminal (pinentry asks on the one
  /// gpg-agent names, and has none of its own).
  public static func detect(
    environment: [String: String], places: ScreenReaderPlaces? = nil, process: pid_t = getpid(), terminal: Int? = nil
  ) -> Surroundings {
    let places = places ?? .system(environment: environment)
    let table = ProcessTable(root: places.processes)
    let own = table.entry(process)?.terminal ?? 0
    let device = terminal ?? own
    let console = places.anyTerminalIsConsole || ProcessTable.isConsole(device)
    var found = Surroundings()
    if console, let folder = SpeakupFolder(path: places.speakup), folder.isSpeaking { found.speakup = folder }
    // Fenrir in PTY mode is an ancestor of the process whose terminal it reads: otc, or,
    // when otc asks on a terminal that is not its own (pinentry on the one gpg-agent
    // names), the first process that has that terminal as its own. Only then is /proc
    // searched.
    let owner = device == own || device == 0 ? process : table.process(controlling: device, besides: process) ?? process
    found.fenrir = FenrirFound.find(table: table, process: owner, console: console, settings: places.fenrirSettings)
    if !console { found.orca = Self.orca(table: table, environment: environment) }
    found.braille = Self.brlapiSocket(environment: environment, directory: places.brlapiSockets)
    return found
  }

  /// An `orca` process of this user (or of the user sudo was run by), when an AT-SPI bus
  /// is there for it to read the desktop through.
  static func orca(table: ProcessTable, environment: [String: String]) -> pid_t? {
    let runtime = environment["XDG_RUNTIME_DIR"] ?? ""
    let hasBus =
      environment["AT_SPI_BUS_ADDRESS"].map { !$0.isEmpty } == true
      || (!runtime.isEmpty && SystemFiles.exists(runtime + "/at-spi"))
    guard hasBus else { return nil }
    var users: Set<uid_t> = [getuid()]
    if let sudo = environment["SUDO_UID"].flatMap({ uid_t($0) }) { users.insert(sudo) }
    return table.processes(named: "orca").first { users.contains($0.user) }?.pid
  }

  /// BrlAPI's local socket for `BRLAPI_HOST` (":1" is display 1; no host is display 0),
  /// when something listens on it; for root, only one root or brltty owns. A remote host is
  /// not looked at.
  static func brlapiSocket(environment: [String: String], directory: String) -> String? {
    let host = environment["BRLAPI_HOST"] ?? ""
    guard host.isEmpty || host.hasPrefix(":") else { return nil }
    let number = host.isEmpty ? "0" : String(host.dropFirst())
    guard !number.isEmpty, number.allSatisfy({ $0.isNumber }) else { return nil }
    let path = directory + "/" + number
    // Root never even probes a socket another user may have planted.
    guard socketRefusal(path, user: geteuid(), account: "brltty") == nil else { return nil }
    return unixSocketListens(path) ? path : nil
  }
}

/// Whether this is a release build (`-c release`), which honours no test-only variable as root.
#if DEBUG
  public let isReleaseBuild = false
#else
  public let isReleaseBuild = true
#endif

/// The screen readers otc knows how to share a terminal with.
public enum ScreenReader: String, Sendable {
  case speakup = "Speakup"
  case fenrir = "Fenrir"
  case orca = "Orca"
}

extension Surroundings {
  /// One line for each screen reader and braille display found, for `otc config`.
  public var descriptions: [Message] {
    var lines: [Message] = []
    if let speakup { lines.append(Message(.speakupReads, "\(speakup.synth)", "\(speakup.path)")) }
    if let fenrir {
      lines.append(
        fenrir.socket.map { Message(.fenrirReadsWithSocket, "\(fenrir.pid)", "\(fenrir.mode.rawValue)", "\($0)") }
          ?? Message(.fenrirReadsNoSocket, "\(fenrir.pid)", "\(fenrir.mode.rawValue)"))
    }
    if let orca { lines.append(Message(.orcaReads, "\(orca)")) }
    if let braille { lines.append(Message(.brlttyShows, "\(braille)")) }
    if lines.isEmpty { lines.append(Message(.noScreenReaders)) }
    return lines
  }

}
