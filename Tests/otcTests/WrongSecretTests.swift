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

/// Issue 41, point 2: a question from another program is always asked. A bad setting
/// falls back to the default, and otc says, aloud and on the line, which it ignored and
/// why; a config file otc must not trust is ignored the same way.
@Suite struct AlwaysAskedTests {
  static let badConfig = "rate = 9000\nvoice = \"no-such-voice\"\n"
  static let rateIgnored = "Setting ignored: the config file, line 1: rate must be a whole number from 80 to 700"

  /// A config folder holding `text`, with `mode`.
  func config(in names: InstalledNames, _ text: String, mode: mode_t = 0o644) throws -> String {
    try FileManager.default.createDirectory(atPath: names.path("config/otc"), withIntermediateDirectories: true)
    try text.write(toFile: names.path("config/otc/config.toml"), atomically: true, encoding: .utf8)
    chmod(names.path("config/otc/config.toml"), mode)
    return names.path("config")
  }

  @Test func askpassAsksWithABadSettingAndSaysWhatItIgnored() throws {
    let names = try InstalledNames()
    defer { try? FileManager.default.removeItem(at: names.folder) }
    try "".write(toFile: names.path("stdin"), atomically: true, encoding: .utf8)
    let terminal = try PseudoTerminal(
      ["Password:"],
      environment: [
        "OTC_SPEECH": "none", "OTC_TRANSCRIPT": names.path("transcript.jsonl"),
        "XDG_CONFIG_HOME": try config(in: names, Self.badConfig),
      ],
      executable: names.path("otc-askpass"), stdinAndStderr: (names.path("stdin"), names.path("stderr")))
    #expect(terminal.waitFor(Self.rateIgnored), "\(terminal.screenText)")
    #expect(terminal.waitFor("Password, secure text field, is editing, empty"), "\(terminal.screenText)")
    terminal.type("pa55")
    terminal.type("\r")
    #expect(terminal.waitForEnd() == .exited(0))
    #expect(terminal.stdoutText == "pa55\n")
    let errors = names.file("stderr")
    #expect(errors.contains("otc askpass: ignored \(names.path("config/otc/config.toml")), line 1: rate must be"), "\(errors)")
    #expect(errors.contains("no-such-voice"), "\(errors)")
    // Said, not only printed: the transcript holds what was spoken, before the question.
    let transcript = names.file("transcript.jsonl")
    let said = try #require(transcript.range(of: "Setting ignored"))
    let asked = try #require(transcript.range(of: "Password, secure text field"))
    #expect(said.lowerBound < asked.lowerBound)
    #expect(transcript.contains("no-such-voice"))
  }

  @Test func askpassAsksWhenTheConfigFileIsNotToBeTrusted() throws {
    let names = try InstalledNames()
    defer { try? FileManager.default.removeItem(at: names.folder) }
    try "".write(toFile: names.path("stdin"), atomically: true, encoding: .utf8)
    let terminal = try PseudoTerminal(
      ["Verification code:"],
      environment: ["OTC_SPEECH": "none", "XDG_CONFIG_HOME": try config(in: names, "rate = 300\n", mode: 0o666)],
      executable: names.path("otc-askpass"), stdinAndStderr: (names.path("stdin"), names.path("stderr")))
    #expect(terminal.waitFor("Setting ignored: the config file: group or others may write it (mode 666)"), "\(terminal.screenText)")
    #expect(terminal.waitFor("Verification code, text field"), "\(terminal.screenText)")
    terminal.type("985391")
    terminal.type("\r")
    #expect(terminal.waitForEnd() == .exited(0))
    #expect(terminal.stdoutText == "985391\n")
  }

  @Test func pinentryAsksWithABadSettingAndSaysWhatItIgnored() throws {
    let names = try InstalledNames()
    defer { try? FileManager.default.removeItem(at: names.folder) }
    let terminal = try PseudoTerminal(["-c", "sleep 600"], executable: "/bin/sh")
    let peer = try AssuanPeer(
      [], environment: ["OTC_SPEECH": "none", "XDG_CONFIG_HOME": try config(in: names, Self.badConfig)],
      errorPath: names.path("stderr"), executable: names.path("otc-pinentry"))
    #expect(peer.reply().last?.hasPrefix("OK") == true)
    for command in ["OPTION ttyname=\(terminal.devicePath)", "SETPROMPT Passphrase:"] { #expect(peer.ask(command) == ["OK"]) }
    peer.send("GETPIN")
    #expect(terminal.waitFor(Self.rateIgnored), "\(terminal.screenText)")
    #expect(terminal.waitFor("Passphrase, secure text field"), "\(terminal.screenText)")
    terminal.type("pa55\r")
    #expect(peer.reply() == ["D pa55", "OK"])
    #expect(peer.ask("BYE").first?.hasPrefix("OK") == true)
    #expect(peer.waitForExit() == 0)
    #expect(names.file("stderr").contains("otc pinentry: ignored"))
  }
}
