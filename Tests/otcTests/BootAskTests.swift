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

  /// otc boot ask on the terminal, as the keyscript runs it: its standard input and error
  /// files, the console reached as /dev/tty.
  func ask(_ environment: [String: String]) throws -> PseudoTerminal {
    var merged = ["OTC_SPEECH": "none", "OTC_TRANSCRIPT": folder + "/transcript"]
    merged.merge(environment) { $1 }
    return try PseudoTerminal(
      ["boot", "ask", "--console", "/dev/tty"], environment: merged, stdinAndStderr: ("/dev/null", folder + "/stderr"))
  }

  @Test func thePassphraseGoesOutWithoutANewlineAndEscapeIsRefused() throws {
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let terminal = try ask(["CRYPTTAB_NAME": "cryptroot", "CRYPTTAB_TRIED": "0", "CRYPTTAB_OPTIONS": "luks"])
    #expect(terminal.waitFor("Passphrase for disk cryptroot"), "\(terminal.screenText)")
    #expect(terminal.screenText.contains("secure text field"))
    #expect(!terminal.screenText.contains("Wrong passphrase"))
    terminal.type("correct horse")
    #expect(terminal.waitFor(String(repeating: "Bullet\r\n", count: 13)))
    terminal.type("\u{1B}")
    #expect(terminal.waitFor("Escape does not cancel here: the disk needs its passphrase to start"))
    terminal.type(" battery\r")
    #expect(terminal.waitForEnd() == .exited(0), "\(file("stderr"))")
    #expect(terminal.stdoutText == "correct horse battery", "cryptsetup takes every byte as the key: no newline")
    let transcript = file("transcript")
    #expect(transcript.contains("Entered, 21 characters"), "\(transcript)")
    for word in ["correct", "horse", "battery"] { #expect(!transcript.contains(word)) }
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
}
