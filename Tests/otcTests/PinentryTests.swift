import Foundation
import OTCTestSupport
import Testing

/// The pinentry side of the Assuan protocol, as gpg-agent speaks it, against the built
/// binary run as `otc-pinentry`. The terminal named by `OPTION ttyname` is a pseudo-
/// terminal whose only other user is an idle shell, as a user's terminal is while gpg waits.
@Suite struct PinentryTests {
  let names: InstalledNames
  var pinentry: String { names.path("otc-pinentry") }

  init() throws {
    names = try InstalledNames()
  }

  func path(_ name: String) -> String { names.path(name) }
  func file(_ name: String) -> String { names.file(name) }

  func start() throws -> AssuanPeer {
    let peer = try AssuanPeer(
      ["--display", ":0", "--no-global-grab"], environment: ["OTC_SPEECH": "none", "OTC_TRANSCRIPT": path("transcript.jsonl")],
      errorPath: path("stderr"), executable: pinentry)
    #expect(peer.reply().last?.hasPrefix("OK") == true)
    return peer
  }

  /// A terminal for the pinentry to ask on.
  func userTerminal() throws -> PseudoTerminal {
    try PseudoTerminal(["-c", "sleep 600"], executable: "/bin/sh")
  }

  /// A pinentry told to ask on a new terminal, after `commands` (each answered OK).
  func startOnTerminal(_ commands: [String]) throws -> (PseudoTerminal, AssuanPeer) {
    let terminal = try userTerminal()
    let peer = try start()
    for command in ["OPTION ttyname=\(terminal.devicePath)"] + commands {
      #expect(peer.ask(command) == ["OK"], "\(command)")
    }
    return (terminal, peer)
  }

  @Test func everyCommandGpgAgentSendsIsAnswered() throws {
    let peer = try start()
    for command in [
      "OPTION ttyname=/dev/pts/999", "OPTION ttytype=xterm", "OPTION lc-ctype=C.UTF-8", "OPTION lc-messages=C",
      "OPTION allow-external-password-cache", "OPTION unknown-option=1", "SETDESC Please enter%0Athe PIN",
      "SETPROMPT PIN:", "SETTITLE title", "SETERROR Bad PIN", "SETOK _OK", "SETCANCEL _Cancel", "SETNOTOK _No",
      "SETTIMEOUT 30", "SETKEYINFO n/ABCDEF", "SETREPEAT Repeat:", "SETREPEATERROR does not match",
      "SETQUALITYBAR", "SETQUALITYBAR_TT tip", "SETGENPIN", "RESET",
    ] {
      #expect(peer.ask(command) == ["OK"], "\(command)")
    }
    #expect(peer.ask("GETINFO flavor") == ["D otc", "OK"])
    #expect(peer.ask("GETINFO pid") == ["D \(peer.pid)", "OK"])
    #expect(peer.ask("GETINFO version").first?.hasPrefix("D 0.") == true)
    #expect(peer.ask("GETINFO ttyinfo").first?.hasPrefix("D ") == true)
    #expect(peer.ask("NOSUCHCOMMAND").first?.hasPrefix("ERR ") == true)
    #expect(peer.ask("BYE").first?.hasPrefix("OK") == true)
    #expect(peer.waitForExit() == 0)
  }

  /// gpg's description wraps a sentence over two lines and ends in a full stop: heard as
  /// one sentence, with no stray break before the field's kind (issue 44).
  @Test func aPassphraseIsAskedOnTheNamedTerminalAndSentPercentEscaped() throws {
    let (terminal, peer) = try startOnTerminal([
      "SETDESC Please enter the passphrase%0Ato unlock 100%25 of it.", "SETPROMPT Passphrase:",
    ])
    peer.send("GETPIN")
    #expect(
      terminal.waitFor("Please enter the passphrase to unlock 100% of it, secure text field, is editing, empty"),
      "\(terminal.screenText)")
    // A bracketed paste of a copied line: its final line break is not part of it.
    terminal.type("\u{1B}[200~50% off\n\u{1B}[201~")
    #expect(terminal.waitFor("Pasted 7 characters"))
    terminal.type("\r")
    #expect(peer.reply() == ["D 50%25 off", "OK"])
  }

  /// Issue 24, point 3: a time limit no timer can hold is refused with ERR, and the
  /// pinentry goes on (it used to die by SIGILL on inf, 1e309 and 99999999999999999999).
  @Test(arguments: ["inf", "nan", "1e309", "-1", "99999999999999999999", "86401", "soon"])
  func anImpossibleTimeoutIsRefusedAndThePinentryGoesOn(value: String) throws {
    let (terminal, peer) = try startOnTerminal(["SETDESC Enter passphrase", "SETPROMPT Passphrase:"])
    let refused = peer.ask("SETTIMEOUT \(value)")
    #expect(refused.first?.hasPrefix("ERR ") == true && refused.first?.contains("arameter") == true, "\(refused)")
    peer.send("GETPIN")
    #expect(terminal.waitFor("Enter passphrase, secure text field, is editing, empty"), "\(terminal.screenText)")
    terminal.type("x\r")
    #expect(peer.reply() == ["D x", "OK"])
    #expect(!terminal.screenText.contains("seconds"), "no time limit was set")
    #expect(peer.ask("BYE").first?.hasPrefix("OK") == true)
    #expect(peer.waitForExit() == 0)
  }

  @Test func zeroIsNoTimeLimitAndAValidOneIsSaid() throws {
    let (terminal, peer) = try startOnTerminal(["SETDESC Enter passphrase", "SETPROMPT Passphrase:", "SETTIMEOUT 0"])
    peer.send("GETPIN")
    #expect(terminal.waitFor("Enter passphrase, secure text field, is editing, empty"), "\(terminal.screenText)")
    terminal.type("x\r")
    #expect(peer.reply() == ["D x", "OK"])
    #expect(peer.ask("SETTIMEOUT 30") == ["OK"])
    peer.send("GETPIN")
    #expect(terminal.waitFor("30 seconds"), "\(terminal.screenText)")
    terminal.type("y\r")
    #expect(peer.reply() == ["D y", "OK"])
  }

  @Test func aRepeatedPassphraseIsAskedTwiceAndAMismatchIsSaid() throws {
    let (terminal, peer) = try startOnTerminal(["SETDESC Enter passphrase", "SETPROMPT Passphrase:", "SETREPEAT Repeat:"])
    peer.send("GETPIN")
    #expect(terminal.waitFor("Enter passphrase, secure text field"))
    terminal.type("first\r")
    #expect(terminal.waitFor("Repeat, secure text field"))
    terminal.type("other\r")
    #expect(terminal.waitFor("The entries differ; try again"))
    #expect(eventually { terminal.screenText.components(separatedBy: "Enter passphrase, secure text field").count == 3 })
    terminal.type("second\r")
    #expect(eventually { terminal.screenText.components(separatedBy: "Repeat, secure text field").count == 3 })
    terminal.type("second\r")
    #expect(peer.reply() == ["S PIN_REPEATED", "D second", "OK"])
    // Everything said has reached the screen before looking for what must not be there.
    #expect(eventually { terminal.screenText.components(separatedBy: "Entered").count == 5 })
    for secret in ["first", "other", "second"] {
      #expect(!terminal.screenText.contains(secret))
      #expect(!file("transcript.jsonl").contains(secret))
      #expect(!file("stderr").contains(secret))
    }
  }

  @Test func anErrorIsSpokenBeforeAskingAndCancelIsGpgsCancel() throws {
    let (terminal, peer) = try startOnTerminal(["SETDESC Unlock card", "SETPROMPT PIN:", "SETERROR Bad PIN (try 2 of 3)"])
    peer.send("GETPIN")
    // Issue 27: after the error, the short label only; gpg's prompt ("PIN") names a
    // description that does not say it.
    #expect(terminal.waitFor("Bad PIN (try 2 of 3)\r\nPIN, Unlock card\r\n"), "\(terminal.screenText)")
    terminal.type("12\u{1B}")
    #expect(peer.reply().first?.hasPrefix("ERR 83886179 Operation cancelled") == true)
    #expect(!file("transcript.jsonl").contains("two"))
  }

  /// Issue 41: a card's PIN may hold any character, so it is a secure text field.
  @Test func aPINIsASecureTextFieldSubmittedByEnterAndNeverSpoken() throws {
    let (terminal, peer) = try startOnTerminal(["SETPROMPT PIN:"])
    peer.send("GETPIN")
    #expect(terminal.waitFor("PIN, secure text field, is editing, empty"))
    terminal.type("1234567\r")
    #expect(peer.reply() == ["D 1234567", "OK"])
    #expect(!terminal.screenText.lowercased().contains("seven"))
  }

  /// Issue 57, point 3: the passphrase gpg-agent gets is every byte typed (Latin-1, a Tab,
  /// the joiners, the soft hyphen, a byte order mark, C1 controls, a bell).
  @Test func everyByteTypedIsSent() throws {
    let (terminal, peer) = try startOnTerminal(["SETPROMPT Passphrase:"])
    peer.send("GETPIN")
    #expect(terminal.waitFor("Passphrase, secure text field, is editing, empty"))
    terminal.type(TypedSecrets.all)
    terminal.type("\r")
    let reply = peer.replyBytes()
    #expect(reply.count == 2 && reply.last == Array("OK".utf8), "\(reply)")
    #expect(reply.first.flatMap(AssuanPeer.data(of:)) == TypedSecrets.all)
  }

  @Test func inBrazilianPortugueseWhenGpgAgentsMessagesAre() throws {
    let (terminal, peer) = try startOnTerminal(["OPTION lc-messages=pt_BR.UTF-8", "SETDESC Digite a frase secreta"])
    peer.send("GETPIN")
    #expect(terminal.waitFor("Digite a frase secreta, campo de texto seguro, em edição, vazio"))
    terminal.type("x\r")
    #expect(peer.reply() == ["D x", "OK"])
  }

  @Test(arguments: [("y", "OK"), ("n", "ERR 83886194"), ("\u{1B}", "ERR 83886179")])
  func confirmIsAnsweredByOneKey(key: String, reply: String) throws {
    let (terminal, peer) = try startOnTerminal([
      "SETDESC Do you really want to delete the key?", "SETOK _Delete", "SETCANCEL _Keep",
    ])
    peer.send("CONFIRM")
    #expect(terminal.waitFor("Do you really want to delete the key?, Y: Delete; N: Keep"))
    terminal.type(key)
    #expect(peer.reply().first?.hasPrefix(reply) == true)
  }

  @Test func aTimeoutIsGpgsTimeout() throws {
    let (terminal, peer) = try startOnTerminal(["SETTIMEOUT 1"])
    #expect(peer.ask("GETPIN").first?.hasPrefix("ERR 83886142") == true)
    #expect(terminal.waitFor("Timed out"))
  }

  @Test func aMessageIsSaidAndAnsweredAtOnce() throws {
    let (terminal, _) = try startOnTerminal(["SETDESC The card was removed", "MESSAGE"])
    #expect(terminal.waitFor("The card was removed"))
  }

  @Test func withoutATerminalGetpinFailsAsPinentryDoes() throws {
    let peer = try start()
    #expect(peer.ask("OPTION ttyname=\(path("missing"))") == ["OK"])
    #expect(peer.ask("GETPIN").first?.hasPrefix("ERR ") == true)
    #expect(file("stderr").contains("no terminal to ask on"))
  }
}
