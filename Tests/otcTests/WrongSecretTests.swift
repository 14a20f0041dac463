import Foundation
import OTCTestSupport
import Testing

/// Issue 41, point 1: nothing is ever sent that differs from what was typed. A PIN asked
/// by another program takes every character the program could take (FIDO2 and OpenPGP
/// card PINs may hold letters and symbols, and a wrong one counts against the card's
/// retry counter), through the built binary as ssh and gpg-agent run it.
@Suite struct WrongSecretTests {
  /// What is typed: letters, digits and symbols, as a card PIN may hold.
  static let typed = "ab12cd34!Z#"

  @Test(arguments: [
    "Enter PIN for ED25519-SK key /root/.ssh/id_ed25519_sk: ",  // OpenSSH's FIDO key
    "Enter PIN for ECDSA-SK key /home/alice/.ssh/id_ecdsa_sk: ",
    "Enter PIN for 'SoftHSM token': ",  // OpenSSH's PKCS#11 provider
    "PIN: ",
  ])
  func askpassSendsAPINExactlyAsTyped(question: String) throws {
    let names = try InstalledNames()
    defer { try? FileManager.default.removeItem(at: names.folder) }
    try "".write(toFile: names.path("stdin"), atomically: true, encoding: .utf8)
    let terminal = try PseudoTerminal(
      [question], environment: ["OTC_SPEECH": "none", "OTC_TRANSCRIPT": names.path("transcript.jsonl")],
      executable: names.path("otc-askpass"), stdinAndStderr: (names.path("stdin"), names.path("stderr")))
    #expect(terminal.waitFor("PIN, secure text field"), "\(terminal.screenText)")
    terminal.type(Self.typed)
    terminal.type("\r")
    #expect(terminal.waitForEnd() == .exited(0))
    #expect(terminal.stdoutText == Self.typed + "\n")
    #expect(!names.file("transcript.jsonl").contains("ab12"))
  }

  /// gpg-agent asks a card's PIN as `SETPROMPT PIN` with the card in `SETDESC`; the
  /// answer reaches it whole.
  @Test(arguments: [
    ["SETPROMPT PIN:", "SETDESC Please unlock the card%0A%0ANumber: D2760001240103040006123456780000%0AHolder: Nu Tester"],
    ["SETPROMPT PIN:", "SETDESC |A|Please enter the Admin PIN%0A%0ANumber: D2760001240103040006123456780000"],
    ["SETPROMPT PIN:"],
  ])
  func pinentrySendsACardPINExactlyAsTyped(commands: [String]) throws {
    let names = try InstalledNames()
    defer { try? FileManager.default.removeItem(at: names.folder) }
    let terminal = try PseudoTerminal(["-c", "sleep 600"], executable: "/bin/sh")
    let peer = try AssuanPeer(
      [], environment: ["OTC_SPEECH": "none"], errorPath: names.path("stderr"), executable: names.path("otc-pinentry"))
    #expect(peer.reply().last?.hasPrefix("OK") == true)
    for command in ["OPTION ttyname=\(terminal.devicePath)"] + commands { #expect(peer.ask(command) == ["OK"], "\(command)") }
    peer.send("GETPIN")
    #expect(terminal.waitFor("secure text field"), "\(terminal.screenText)")
    terminal.type(Self.typed)
    terminal.type("\r")
    #expect(peer.reply() == ["D \(Self.typed)", "OK"])
    #expect(peer.ask("BYE").first?.hasPrefix("OK") == true)
    #expect(peer.waitForExit() == 0)
  }
}
