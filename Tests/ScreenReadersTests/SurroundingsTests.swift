import Foundation
import OTCTestSupport
import ScreenReaders
import Testing

/// Finding screen readers in folders laid out as `/proc`, Speakup's sysfs folder and
/// Fenrir's settings, built by each test.
@Suite struct SurroundingsTests {
  let root: URL

  init() throws {
    root = FileManager.default.temporaryDirectory.appendingPathComponent("otc-surroundings-\(UUID().uuidString.prefix(8))")
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
  }

  func write(_ path: String, _ text: String) throws {
    let url = root.appendingPathComponent(path)
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try text.write(to: url, atomically: false, encoding: .utf8)
  }

  /// A process in the fake `/proc`: its name, parent, terminal device number and user.
  func process(_ pid: Int, _ name: String, parent: Int, terminal: Int = 0, user: Int = Int(getuid()), arguments: [String] = [])
    throws
  {
    try write("proc/\(pid)/stat", "\(pid) (\(name)) S \(parent) \(pid) \(pid) \(terminal) -1 4194560 0 0")
    try write("proc/\(pid)/status", "Name:\t\(name)\nUid:\t\(user)\t\(user)\t\(user)\t\(user)\n")
    try write("proc/\(pid)/cmdline", (arguments.isEmpty ? [name] : arguments).joined(separator: "\0") + "\0")
  }

  func places(speakup: String = "speakup", console: Bool = false) -> ScreenReaderPlaces {
    ScreenReaderPlaces(
      speakup: root.appendingPathComponent(speakup).path, processes: root.appendingPathComponent("proc").path,
      fenrirSettings: root.appendingPathComponent("settings.conf").path,
      brlapiSockets: root.appendingPathComponent("BrlAPI").path,
      anyTerminalIsConsole: console)
  }

  /// /dev/tty2 is major 4, minor 2; /dev/pts/3 is major 136, minor 3.
  static let console = 4 << 8 | 2
  static let pseudoTerminal = 136 << 8 | 3

  @Test func nothingFoundOnAPlainMachine() throws {
    try process(100, "otc", parent: 50, terminal: Self.pseudoTerminal)
    try process(50, "bash", parent: 1, terminal: Self.pseudoTerminal)
    let found = Surroundings.detect(environment: [:], places: places(), process: 100)
    #expect(found == Surroundings())
    #expect(found.descriptions.map(\.description) == ["screen readers: none found beside otc"])
  }

  /// Issue 41, point 7: a release build run as root ignores the tests' variable, which
  /// would otherwise let whoever sets root's environment choose the files root writes to.
  @Test func aReleaseBuildRunAsRootIgnoresTheTestVariable() {
    let environment = ["OTC_SPEAKUP_SYSFS": "/tmp/planted"]
    let root = ScreenReaderPlaces.system(environment: environment, user: 0, isRelease: true)
    #expect(root.speakup == "/sys/accessibility/speakup" && !root.anyTerminalIsConsole)
    #expect(ScreenReaderPlaces.system(environment: environment, user: 1000, isRelease: true).speakup == "/tmp/planted")
    #expect(ScreenReaderPlaces.system(environment: environment, user: 0, isRelease: false).speakup == "/tmp/planted")
  }

  @Test func speakupReadsOnlyTheConsole() throws {
    try write("speakup/synth", "soft\n")
    try write("speakup/key_echo", "1\n")
    try write("speakup/silent", "")
    try process(100, "otc", parent: 1, terminal: Self.console)
    let found = Surroundings.detect(environment: [:], places: places(), process: 100)
    #expect(found.speakup?.synth == "soft")
    #expect(found.reader == .speakup)
    #expect(found.descriptions.first?.description.hasPrefix("screen reader: Speakup, synthesizer soft") == true)
    try process(100, "otc", parent: 1, terminal: Self.pseudoTerminal)
    #expect(Surroundings.detect(environment: [:], places: places(), process: 100).speakup == nil)
    #expect(Surroundings.detect(environment: [:], places: places(console: true), process: 100).speakup != nil)
  }

  @Test func aSpeakupWithoutSynthesizerIsNotSpeaking() throws {
    try write("speakup/synth", "none\n")
    try process(100, "otc", parent: 1, terminal: Self.console)
    #expect(Surroundings.detect(environment: [:], places: places(), process: 100).speakup == nil)
  }

  @Test func fenrirInPTYModeIsAnAncestor() throws {
    try process(100, "otc", parent: 90, terminal: Self.pseudoTerminal)
    try process(90, "bash", parent: 80, terminal: Self.pseudoTerminal)
    try process(
      80, "fenrir", parent: 1, arguments: ["/usr/bin/python3", "/usr/bin/fenrir", "-e", "-s", root.path + "/mine.conf"])
    try write("mine.conf", "[speech]\nenabled=True\n[remote]\nenable=True\nsocketpath=\(root.path)/sockets/\n")
    let found = Surroundings.detect(environment: [:], places: places(), process: 100)
    #expect(found.fenrir == FenrirFound(pid: 80, mode: .pty, socket: nil))
    #expect(found.reader == .fenrir)
  }

  /// pinentry has no terminal of its own: gpg-agent names the one to ask on.
  @Test func aTerminalNamedByAnotherProgramIsLookedAtThroughItsShell() throws {
    try process(100, "otc", parent: 95)
    try process(95, "gpg-agent", parent: 1)
    try process(90, "bash", parent: 80, terminal: Self.pseudoTerminal)
    try process(80, "fenrir", parent: 1)
    #expect(Surroundings.detect(environment: [:], places: places(), process: 100).fenrir == nil, "no terminal named")
    let found = Surroundings.detect(environment: [:], places: places(), process: 100, terminal: Self.pseudoTerminal)
    #expect(found.fenrir?.pid == 80 && found.fenrir?.mode == .pty)
    try write("speakup/synth", "soft\n")
    #expect(Surroundings.detect(environment: [:], places: places(), process: 100, terminal: Self.console).speakup != nil)
  }

  @Test func fenrirsConsoleDaemonReadsOnlyTheConsole() throws {
    try process(100, "otc", parent: 1, terminal: Self.console)
    try process(70, "fenrir", parent: 1)
    #expect(Surroundings.detect(environment: [:], places: places(), process: 100).fenrir?.mode == .console)
    try process(100, "otc", parent: 1, terminal: Self.pseudoTerminal)
    #expect(Surroundings.detect(environment: [:], places: places(), process: 100).fenrir == nil)
  }

  @Test func orcaNeedsItsUserAndAnAccessibilityBus() throws {
    try process(100, "otc", parent: 1, terminal: Self.pseudoTerminal)
    try process(60, "orca", parent: 1)
    #expect(Surroundings.detect(environment: [:], places: places(), process: 100).orca == nil, "no bus")
    let environment = ["AT_SPI_BUS_ADDRESS": "unix:path=/run/user/1000/at-spi/bus_0"]
    #expect(Surroundings.detect(environment: environment, places: places(), process: 100).orca == 60)
    try process(60, "orca", parent: 1, user: Int(getuid()) + 1)
    #expect(Surroundings.detect(environment: environment, places: places(), process: 100).orca == nil, "another user's Orca")
  }

  @Test func brailleIsABrlAPISocketThatListens() throws {
    try process(100, "otc", parent: 1, terminal: Self.pseudoTerminal)
    try FileManager.default.createDirectory(at: root.appendingPathComponent("BrlAPI"), withIntermediateDirectories: true)
    let path = root.appendingPathComponent("BrlAPI/3").path
    let listener = try listeningSocket(at: path)
    defer { close(listener) }
    #expect(Surroundings.detect(environment: ["BRLAPI_HOST": ":3"], places: places(), process: 100).braille == path)
    #expect(Surroundings.detect(environment: [:], places: places(), process: 100).braille == nil, "display 0 has no socket")
    #expect(Surroundings.detect(environment: ["BRLAPI_HOST": "remote:3"], places: places(), process: 100).braille == nil)
  }
}
