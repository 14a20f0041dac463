import Foundation
import OTCTestSupport
import Testing

/// Issue 43: `otc boot ask`, the question cryptroot's keyscript runs at boot, end to end:
/// the built otc on a pseudo-terminal that stands for the console, with the environment
/// cryptroot gives a keyscript.
@Suite struct BootAskTests {
  /// A folder of the test's own, in the test process's scratch folder.
  let folder = scratchFolder + "/otc-boot-\(UUID().uuidString.prefix(8))"

  init() throws {
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
  }

  func file(_ name: String) -> String { (try? String(contentsOfFile: folder + "/" + name, encoding: .utf8)) ?? "" }

  /// The two programs that answer `otc boot ask`: the whole otc, and the boot otc the image
  /// holds, built with Embedded Swift by `make boot-otc` (which `make test` runs first).
  static let programs = ["otc", "boot otc"]

  /// Where `program` is; fails, saying how to build it, when the boot otc was not built.
  static func executable(_ program: String) throws -> String {
    guard program == "boot otc" else { return CommandRunner.binary.path }
    let path = CommandRunner.projectRoot.appendingPathComponent(".build/boot/otc").path
    try #require(FileManager.default.isExecutableFile(atPath: path), "no \(path): make boot-otc builds it (make test does)")
    return path
  }

  /// otc boot ask on the terminal, as the keyscript runs it: its standard input and error
  /// files, the console reached as /dev/tty.
  func ask(_ environment: [String: String], program: String = "otc") throws -> PseudoTerminal {
    var merged = ["OTC_SPEECH": "none", "OTC_TRANSCRIPT": folder + "/transcript"]
    merged.merge(environment) { $1 }
    return try PseudoTerminal(
      ["boot", "ask", "--console", "/dev/tty"], environment: merged, executable: try Self.executable(program),
      stdinAndStderr: ("/dev/null", folder + "/stderr"))
  }

  @Test(arguments: programs) func thePassphraseGoesOutWithoutANewlineAndEscapeIsRefused(program: String) throws {
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let terminal = try ask(["CRYPTTAB_NAME": "cryptroot", "CRYPTTAB_TRIED": "0", "CRYPTTAB_OPTIONS": "luks"], program: program)
    #expect(terminal.waitFor("Passphrase for disk cryptroot"), "\(terminal.screenText)")
    #expect(terminal.screenText.contains("secure text field"))
    #expect(!terminal.screenText.contains("Wrong passphrase"))
    terminal.type("correct horse")
    #expect(terminal.waitFor(String(repeating: "\r\nBullet", count: 13)))
    // The cursor stays on the line last said, where brltty reading the console (Debian's
    // braille hook, without BrlAPI) shows it: the line ends only when the next one starts.
    #expect(terminal.screenText.hasSuffix("\r\nBullet"), "\(terminal.screenText.suffix(40))")
    terminal.type("\u{1B}")
    #expect(terminal.waitFor("Escape does not cancel here: the disk needs its passphrase to start"))
    terminal.type(" battery\r")
    #expect(terminal.waitForEnd() == .exited(0), "\(file("stderr"))")
    #expect(terminal.stdoutText == "correct horse battery", "cryptsetup takes every byte as the key: no newline")
    // At the end the last line is ended: what the console shows next starts a line of its own.
    #expect(terminal.screenText.contains("Bullet\r\nEntered\r\n"), "\(terminal.screenText.suffix(60))")
    let transcript = file("transcript")
    #expect(transcript.contains("Entered"), "\(transcript)")
    // Issue 57, point 6: nothing of the passphrase's length stays on the console or in the
    // transcript once it is given.
    for place in [terminal.screenText, transcript] { #expect(!place.contains("21 characters")) }
    for word in ["correct", "horse", "battery"] { #expect(!transcript.contains(word)) }
    // Answered, otc gives the console its mode back with echo off, in one step: a key typed
    // while cryptsetup tries the passphrase never shows.
    #expect(try Self.withoutEcho(terminal.settingsBeforeStart) == terminal.sttySettings())
  }

  /// The passphrase's process cannot dump core: `otc boot ask` takes a secret (it did not
  /// say so, and was left out when the commands that do were a list of names).
  @Test(arguments: programs) func thePassphrasesProcessCannotDumpCore(program: String) throws {
    defer { try? FileManager.default.removeItem(atPath: folder) }
    // Asked under an unlimited core size, as a shell may give it.
    let terminal = try PseudoTerminal(
      ["-c", "ulimit -c unlimited && exec \"$0\" boot ask --console /dev/tty", try Self.executable(program)],
      environment: ["OTC_SPEECH": "none", "CRYPTTAB_NAME": "cryptroot"], executable: "/bin/sh",
      stdinAndStderr: ("/dev/null", folder + "/stderr"))
    #expect(terminal.waitFor("Passphrase for disk cryptroot"), "\(terminal.screenText)")
    let limits = try String(contentsOfFile: "/proc/\(terminal.pid)/limits", encoding: .utf8)
    let core = limits.split(separator: "\n").first { $0.hasPrefix("Max core file size") }
    #expect(core?.split(whereSeparator: \.isWhitespace).dropFirst(4).first == "0", "\(core ?? "")")
    terminal.type("\u{04}")
    _ = terminal.waitForEnd()
  }

  /// Ended without an answer, the console's mode is given back whole, echo on.
  @Test func endedWithoutAnAnswerTheConsoleEchoesAgain() throws {
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let terminal = try ask(["CRYPTTAB_NAME": "cryptroot"])
    #expect(terminal.waitFor("Passphrase for disk cryptroot"), "\(terminal.screenText)")
    terminal.type("ab\u{04}")
    #expect(terminal.waitForEnd() == .exited(1), "\(file("stderr"))")
    #expect(terminal.stdoutText.isEmpty)
    #expect(try terminal.sttySettings() == terminal.settingsBeforeStart)
  }

  /// `stty -g` settings with ECHO cleared in the local flags (the fourth field, in hex).
  static func withoutEcho(_ settings: String) -> String {
    var fields = settings.split(separator: ":").map(String.init)
    guard fields.count > 3, let local = UInt32(fields[3], radix: 16) else { return settings }
    fields[3] = String(local & ~UInt32(ECHO), radix: 16)
    return fields.joined(separator: ":")
  }

  /// Issue 57, point 3: the passphrase goes to cryptsetup exactly as typed: Latin-1 bytes,
  /// a Tab, the joiners, the soft hyphen, a byte order mark, C1 controls and a bell, none
  /// dropped, none refused (a dropped one cost a try at boot).
  @Test func everyByteTypedIsThePassphrase() throws {
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let terminal = try ask(["CRYPTTAB_NAME": "cryptroot", "CRYPTTAB_TRIED": "0", "CRYPTTAB_OPTIONS": "luks"])
    #expect(terminal.waitFor("Passphrase for disk cryptroot"), "\(terminal.screenText)")
    terminal.type(TypedSecrets.all)
    terminal.type("\r")
    #expect(terminal.waitForEnd() == .exited(0), "\(file("stderr"))")
    #expect(terminal.stdoutBytes == TypedSecrets.all, "\(terminal.stdoutBytes)")
    for refusal in ["Unreadable", "does nothing here", "Not printable"] { #expect(!terminal.screenText.contains(refusal)) }
  }

  @Test func afterAWrongPassphraseTheAttemptIsSaidFirst() throws {
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let terminal = try ask(["CRYPTTAB_NAME": "cryptroot", "CRYPTTAB_TRIED": "1", "CRYPTTAB_OPTIONS": "luks,tries=3"])
    #expect(terminal.waitFor("Wrong passphrase. Attempt 2 of 3\r\nPassphrase for disk cryptroot"), "\(terminal.screenText)")
    terminal.type("x\r")
    #expect(terminal.waitForEnd() == .exited(0))
    #expect(terminal.stdoutText == "x")
  }

  @Test func withoutADiskItSaysWhyAndAsksNothing() throws {
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let terminal = try ask([:])
    #expect(terminal.waitForEnd() == .exited(64))
    #expect(terminal.stdoutText.isEmpty)
    #expect(file("stderr").contains("CRYPTTAB_NAME is not set"), "\(file("stderr"))")
  }

  /// The file otc's askpass looks for: made just before the passphrase goes out, so that
  /// Debian's prompt never asks the same try again; not made when nothing was answered.
  @Test func theAnsweringFileIsMadeJustBeforeThePassphrase() throws {
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let answering = folder + "/answering"
    let terminal = try PseudoTerminal(
      ["boot", "ask", "--console", "/dev/tty", "--answering-file", answering],
      environment: ["OTC_SPEECH": "none", "CRYPTTAB_NAME": "cryptroot"], stdinAndStderr: ("/dev/null", folder + "/stderr"))
    #expect(terminal.waitFor("Passphrase for disk cryptroot"), "\(terminal.screenText)")
    #expect(!FileManager.default.fileExists(atPath: answering), "made before any answer")
    terminal.type("abc\r")
    #expect(terminal.waitForEnd() == .exited(0), "\(file("stderr"))")
    #expect(terminal.stdoutText == "abc")
    var status = stat()
    #expect(lstat(answering, &status) == 0 && status.st_mode & S_IFMT == S_IFREG && status.st_mode & 0o777 == 0o600)

    // One already there (another try's, or planted) is not reused: no passphrase goes out.
    let again = try PseudoTerminal(
      ["boot", "ask", "--console", "/dev/tty", "--answering-file", answering],
      environment: ["OTC_SPEECH": "none", "CRYPTTAB_NAME": "cryptroot"], stdinAndStderr: ("/dev/null", folder + "/stderr2"))
    #expect(again.waitFor("Passphrase for disk cryptroot"), "\(again.screenText)")
    again.type("abc\r")
    #expect(again.waitForEnd() == .exited(1))
    #expect(again.stdoutText.isEmpty)
    #expect(file("stderr2").contains("cannot make \(answering)"), "\(file("stderr2"))")

    // Input that ends with no answer makes no file.
    try FileManager.default.removeItem(atPath: answering)
    let ended = try PseudoTerminal(
      ["boot", "ask", "--console", "/dev/tty", "--answering-file", answering],
      environment: ["OTC_SPEECH": "none", "CRYPTTAB_NAME": "cryptroot"], stdinAndStderr: ("/dev/null", folder + "/stderr3"))
    #expect(ended.waitFor("Passphrase for disk cryptroot"), "\(ended.screenText)")
    ended.hangUp()
    #expect(ended.waitForEnd() != .exited(0))
    #expect(!FileManager.default.fileExists(atPath: answering))
  }

  /// Once the disk's mapping appears, "Disk cryptroot unlocked": a line on the console (a
  /// braille display reads it there), and the same words spoken.
  @Test func anUnlockedDiskIsSaidOnTheConsole() throws {
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let terminal = try PseudoTerminal(
      ["boot", "unlocked", "--console", "/dev/tty"],
      environment: ["OTC_SPEECH": "none", "CRYPTTAB_NAME": "cryptroot", "OTC_LANGUAGE": "pt-BR"],
      stdinAndStderr: ("/dev/null", folder + "/stderr"))
    #expect(terminal.waitForEnd() == .exited(0), "\(file("stderr"))")
    #expect(terminal.screenText == "Disco cryptroot desbloqueado\r\n", "\(terminal.screenText)")
  }

  /// Writes `bytes` into the FIFO at `path` and closes it, as cryptroot-unlock does
  /// (`printf '%s' "$REPLY" > /lib/cryptsetup/passfifo`).
  func give(_ bytes: String, through path: String) throws {
    let writer = open(path, O_WRONLY | O_CLOEXEC)
    try #require(writer >= 0, "\(String(cString: strerror(errno)))")
    let data = Array(bytes.utf8)
    #expect(write(writer, data, data.count) == data.count)
    close(writer)
  }

  /// A passphrase given through the FIFO while otc asks (cryptroot-unlock over SSH) is the
  /// answer: otc stops asking, says so, makes the answering file and writes it, with no
  /// newline. What was typed on the console meanwhile is not part of it, and a writer that
  /// closes without writing is passed over.
  @Test func aPassphraseGivenThroughTheFIFOIsTheAnswerAndSaidSo() throws {
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let fifo = folder + "/passfifo"
    let answering = folder + "/answering"
    #expect(mkfifo(fifo, 0o600) == 0)
    // The askpass that runs otc holds the FIFO too, as cryptroot-unlock needs.
    let holder = open(fifo, O_RDONLY | O_NONBLOCK)
    defer { close(holder) }
    let terminal = try PseudoTerminal(
      ["boot", "ask", "--console", "/dev/tty", "--answering-file", answering, "--passfifo", fifo],
      environment: ["OTC_SPEECH": "none", "CRYPTTAB_NAME": "cryptroot", "OTC_TRANSCRIPT": folder + "/transcript"],
      stdinAndStderr: ("/dev/null", folder + "/stderr"))
    #expect(terminal.waitFor("Passphrase for disk cryptroot"), "\(terminal.screenText)")
    terminal.type("typed")
    #expect(terminal.waitFor(String(repeating: "\r\nBullet", count: 5)))
    try give("", through: fifo)
    terminal.type("x")
    #expect(terminal.waitFor(String(repeating: "\r\nBullet", count: 6)), "an empty write ends nothing")
    try give("given elsewhere", through: fifo)
    #expect(terminal.waitForEnd() == .exited(0), "\(file("stderr"))")
    #expect(terminal.stdoutText == "given elsewhere", "the FIFO's bytes alone, with no newline")
    #expect(terminal.screenText.contains("Passphrase for disk cryptroot given remotely"), "\(terminal.screenText)")
    #expect(FileManager.default.fileExists(atPath: answering))
    let transcript = file("transcript")
    #expect(transcript.contains("given remotely"), "\(transcript)")
    for word in ["given elsewhere", "typed"] { #expect(!transcript.contains(word)) }
    #expect(file("stderr").isEmpty, "\(file("stderr"))")
  }

  /// A FIFO anyone may write to, or a file that is not a FIFO, is not read: said, and the
  /// console still asks.
  @Test(arguments: ["open", "regular"])
  func aFIFOOthersCanWriteIsNotRead(kind: String) throws {
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let fifo = folder + "/passfifo"
    if kind == "open" {
      #expect(mkfifo(fifo, 0o600) == 0 && chmod(fifo, 0o622) == 0)
    } else {
      #expect(FileManager.default.createFile(atPath: fifo, contents: Data("planted".utf8)))
    }
    let terminal = try PseudoTerminal(
      ["boot", "ask", "--console", "/dev/tty", "--passfifo", fifo],
      environment: ["OTC_SPEECH": "none", "CRYPTTAB_NAME": "cryptroot"], stdinAndStderr: ("/dev/null", folder + "/stderr"))
    #expect(terminal.waitFor("Passphrase for disk cryptroot"), "\(terminal.screenText)")
    terminal.type("typed\r")
    #expect(terminal.waitForEnd() == .exited(0), "\(file("stderr"))")
    #expect(terminal.stdoutText == "typed")
    let why = kind == "open" ? "is not this user's alone" : "is not a FIFO"
    #expect(file("stderr").contains("\(why)"), "\(file("stderr"))")
    #expect(file("stderr").contains("the passphrase can only be typed here"), "\(file("stderr"))")
  }

  /// A console the line cannot reach is said on stderr; the words are still spoken.
  @Test func aConsoleThatCannotBeWrittenIsSaid() throws {
    let result = try CommandRunner.run(
      ["boot", "unlocked", "--name", "cryptroot", "--console", "/nonexistent/console"], environment: ["OTC_SPEECH": "none"])
    #expect(result.status == 0)
    #expect(result.stderr.contains("cannot write to /nonexistent/console: No such file or directory"), "\(result.stderr)")
  }

  /// Turning speech at boot on or off changes the boot image and /etc: root only, said so.
  @Test(arguments: [["enable"], ["disable"]])
  func enableAndDisableNeedRoot(command: [String]) throws {
    let result = try CommandRunner.run(
      executable: URL(fileURLWithPath: "/usr/bin/setpriv"),
      ["--reuid=65534", "--regid=65534", "--clear-groups", CommandRunner.binary.path, "boot"] + command)
    #expect(result.status == 1)
    #expect(result.stderr.contains("this needs root"), "\(result.stderr)")
  }

  @Test func statusOfAnImageThatIsNotThereIsExitOne() throws {
    let result = try CommandRunner.run(["boot", "status", "--image", "/nonexistent/initrd.img"])
    #expect(result.status == 1)
    #expect(result.stderr.contains("cannot read the image /nonexistent/initrd.img"), "\(result.stderr)")
  }
}
