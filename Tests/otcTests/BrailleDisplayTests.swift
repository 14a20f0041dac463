import Foundation
import OTCTestSupport
import SafeIO
import Testing

/// The field on the braille display, against Debian's brltty with its Virtual driver as
/// the display: what brltty shows on it is recorded line by line, and its routing and
/// panning keys are pressed by the test.
@Suite struct BrailleDisplayTests {
  let display: VirtualBrailleDisplay

  init() throws {
    display = try VirtualBrailleDisplay()
  }

  /// brltty has a minute, not the half second a user's has, to take the display: on a
  /// loaded machine loading libbrlapi and brltty's answer can take longer.
  var environment: [String: String] {
    ["BRLAPI_HOST": display.host, "BRLAPI_AUTH": "none", "OTC_BRAILLE_DEADLINE": "60"]
  }

  func prompt(_ arguments: [String] = []) throws -> PseudoTerminal {
    try PseudoTerminal(["prompt", "--speech", "none"] + arguments, environment: environment)
  }

  /// Whether otc has given the display back. brltty redraws its own screen only when
  /// something changes, so the test pans: while otc holds the display, otc takes the key
  /// and its line stays; once it is given back, brltty takes it and shows its own screen.
  func givenBack(from label: String) -> Bool {
    eventually {
      display.press("FWINRT")
      return display.waitForLine(timeout: 0.2) { !$0.isEmpty && !$0.hasPrefix(label) }
    }
  }

  @Test func thePromptShowsItsLabelAndTheDigitsTypedWithTheCursorAtTheInsertionPoint() throws {
    let terminal = try prompt()
    #expect(display.waitForLine { $0 == "Access code: _ _ _ _ _ _" }, "\(display.lines)")
    terminal.type("985")
    #expect(display.waitForLine { $0 == "Access code: 985_ _ _" }, "\(display.lines)")
    terminal.type("x")
    // A message that is not about the field follows it, as far as the display's 40 cells go.
    #expect(display.waitForLine { $0 == "Access code: 985_ _ _  Letter x is not a" }, "\(display.lines)")
    terminal.type("391")
    #expect(terminal.waitForEnd() == .exited(0))
    #expect(terminal.stdoutText == "985391\n")
    #expect(givenBack(from: "Access code"), "\(display.lines)")
  }

  /// otc totp shows whose code, the code in its groups and its time left, never the key;
  /// Escape gives the display back.
  @Test func totpShowsTheCodeInItsGroupsWithItsTimeLeft() throws {
    let keys = try KeyFolder()
    let uri = try keys.write(TestSecret.uri(), as: "github.uri")
    let terminal = try PseudoTerminal(
      ["totp", "--uri-file", uri, "--speech", "none"], environment: environment, output: .terminal, size: (24, 80))
    let shape = /GitHub (\d{3}) (\d{3}), \d+ seconds? left/
    #expect(display.waitForLine { $0.wholeMatch(of: shape) != nil }, "\(display.lines)")
    let now = Int64(Date().timeIntervalSince1970)
    let shown = display.lines.compactMap { $0.wholeMatch(of: shape).map { String($0.1) + String($0.2) } }.last ?? ""
    let codes = try [now - 30, now, now + 30].map { try oathtool(["--totp", "-b", "--now=@\($0)", TestSecret.base32]) }
    #expect(codes.contains(shown), "\(shown) is none of \(codes)")
    #expect(!display.lines.joined().contains(TestSecret.base32))
    terminal.type([0x1b])
    #expect(terminal.waitForEnd() == .exited(0), "\(terminal.screenText)")
    #expect(givenBack(from: "GitHub"), "\(display.lines)")
  }

  @Test func otcConfigSaysTheFieldIsShownOnTheDisplay() throws {
    let result = try CommandRunner.run(privately: ["config"], environment: environment)
    #expect(result.status == 0)
    #expect(
      result.stdout.contains(
        "braille display: otc shows the field on it while it asks (BrlAPI socket /var/lib/BrlAPI/\(display.host.dropFirst()))"),
      "\(result.stdout)")
    let off = try CommandRunner.run(privately: ["config", "--braille", "off"], environment: environment)
    #expect(off.stdout.contains("braille display: not used, braille is off"), "\(off.stdout)")
  }

  @Test func perDigitFieldsAreCellsWithTheFocusedOneUnderTheCursor() throws {
    let terminal = try prompt(["--mode", "per-digit"])
    #expect(display.waitForLine { $0 == "Access code: _ _ _ _ _ _" }, "\(display.lines)")
    terminal.type("98")
    #expect(display.waitForLine { $0 == "Access code: 9 8 _ _ _ _" }, "\(display.lines)")
    terminal.type("\u{1B}")
    #expect(terminal.waitForEnd() == .exited(130))
  }

  @Test func aSecureCodeShowsStarsAndNeverADigit() throws {
    let terminal = try prompt(["--secure"])
    #expect(display.waitForLine { $0 == "Access code: _ _ _ _ _ _" }, "\(display.lines)")
    terminal.type("985")
    #expect(display.waitForLine { $0 == "Access code: ***_ _ _" }, "\(display.lines)")
    terminal.type("391")
    #expect(terminal.waitForEnd() == .exited(0))
    #expect(givenBack(from: "Access code"), "\(display.lines)")
    for line in display.lines where line.hasPrefix("Access code") {
      #expect(!line.contains { $0.isNumber && $0 != "6" }, "a digit on the display: \(line)")
    }
  }

  @Test func aPasswordShowsAStarForEachCharacterAndNeverACharacter() throws {
    let terminal = try PseudoTerminal(["askpass", "Password:"], environment: environment.merging(["OTC_SPEECH": "none"]) { $1 })
    #expect(display.waitForLine { $0 == "Password:" || $0 == "Password: " || $0.hasPrefix("Password: ") }, "\(display.lines)")
    terminal.type("zqxj")
    #expect(display.waitForLine { $0 == "Password: ****" }, "\(display.lines)")
    terminal.type("\r")
    #expect(terminal.waitForEnd() == .exited(0))
    #expect(terminal.stdoutText == "zqxj\n")
    #expect(givenBack(from: "Password"), "\(display.lines)")
    for line in display.lines {
      #expect(!line.contains { "zqxj".contains($0) }, "a typed character on the display: \(line)")
    }
  }

  /// pinentry asks on the terminal gpg-agent names, and has none of its own: the display
  /// shows the passphrase as stars while it asks, and is given back when it has the answer.
  @Test func pinentryShowsThePassphraseAsStarsAndGivesTheDisplayBack() throws {
    let terminal = try PseudoTerminal(["-c", "sleep 600"], executable: "/bin/sh")
    let errors = NSTemporaryDirectory() + "otc-braille-pinentry-\(UUID().uuidString.prefix(8))"
    defer { try? FileManager.default.removeItem(atPath: errors) }
    let peer = try AssuanPeer(["pinentry"], environment: environment.merging(["OTC_SPEECH": "none"]) { $1 }, errorPath: errors)
    #expect(peer.reply().last?.hasPrefix("OK") == true)
    for command in ["OPTION ttyname=\(terminal.devicePath)", "SETDESC Enter passphrase", "SETPROMPT Passphrase:"] {
      #expect(peer.ask(command) == ["OK"], "\(command)")
    }
    peer.send("GETPIN")
    #expect(display.waitForLine { $0 == "Enter passphrase:" }, "\(display.lines)")
    terminal.type("ab")
    #expect(display.waitForLine { $0 == "Enter passphrase: **" }, "\(display.lines)")
    terminal.type("\r")
    #expect(peer.reply() == ["D ab", "OK"])
    #expect(givenBack(from: "Enter passphrase"), "\(display.lines)")
    #expect(peer.ask("BYE").first?.hasPrefix("OK") == true)
    #expect(peer.waitForExit() == 0)
    #expect(!display.lines.contains { $0.contains("ab") }, "\(display.lines)")
  }

  @Test(arguments: ["escape", "SIGTERM", "SIGKILL"])
  func theDisplayIsGivenBackOnEveryWayOut(way: String) throws {
    let terminal = try prompt()
    #expect(display.waitForLine { $0 == "Access code: _ _ _ _ _ _" }, "\(display.lines)")
    terminal.type("98")
    #expect(display.waitForLine { $0 == "Access code: 98_ _ _ _" }, "\(display.lines)")
    switch way {
    case "escape":
      terminal.type("\u{1B}")
      #expect(terminal.waitForEnd() == .exited(130))
    case "SIGTERM":
      terminal.send(SIGTERM)
      #expect(terminal.waitForEnd() == .signalled(SIGTERM))
    default:
      terminal.send(SIGKILL)
      #expect(terminal.waitForEnd() == .signalled(SIGKILL))
    }
    #expect(givenBack(from: "Access code"), "\(display.lines)")
  }

  /// brltty going away while otc asks costs nothing but the display: otc says so once and
  /// the code is still typed, heard and given.
  @Test func brlttyDyingWhileOtcAsksIsSaidOnceAndTheCodeStillGoesOut() throws {
    let terminal = try prompt()
    #expect(display.waitForLine { $0 == "Access code: _ _ _ _ _ _" }, "\(display.lines)")
    display.stop()
    #expect(terminal.waitFor("the braille display is not used"), "\(terminal.screenText)")
    terminal.type("985391")
    #expect(terminal.waitForEnd() == .exited(0))
    #expect(terminal.stdoutText == "985391\n")
    #expect(terminal.screenText.components(separatedBy: "the braille display is not used").count == 2, "\(terminal.screenText)")
  }

  @Test func aRoutingKeyMovesTheReviewCursorToItsCell() throws {
    let terminal = try prompt()
    terminal.type("985")
    #expect(display.waitForLine { $0 == "Access code: 985_ _ _" }, "\(display.lines)")
    // "Access code: " is 13 cells: the 8 is on cell 14.
    display.press("route 14")
    #expect(terminal.waitFor("Digit 2 of 6, eight"), "\(terminal.screenText)")
    display.press("route 30")  // past the field: nothing
    terminal.type("\u{1B}")
    #expect(terminal.waitForEnd() == .exited(130))
  }

  @Test func panningShowsTheRestOfALongLine() throws {
    // What is asked, cut before "for": "The passphrase of the disk encryption key: " is 43
    // cells, so the window with the cursor, the second, starts at "y: ".
    let question = "Enter the passphrase of the disk encryption key for the root file system:"
    let terminal = try PseudoTerminal(["askpass", question], environment: environment.merging(["OTC_SPEECH": "none"]) { $1 })
    #expect(display.waitForLine { $0 == "y:" }, "\(display.lines)")
    terminal.type("ab")
    #expect(display.waitForLine { $0 == "y: **" }, "\(display.lines)")
    display.press("FWINLT")
    #expect(display.waitForLine { $0 == "The passphrase of the disk encryption ke" }, "\(display.lines)")
    display.press("FWINRT")
    #expect(display.waitForLine { $0 == "y: **" }, "\(display.lines)")
    // A key typed after panning shows the window with the cursor again.
    display.press("FWINLT")
    #expect(display.waitForLine { $0.hasPrefix("The passphrase") }, "\(display.lines)")
    terminal.type("c")
    #expect(display.waitForLine { $0 == "y: ***" }, "\(display.lines)")
    terminal.type("\u{1B}")
    #expect(terminal.waitForEnd() != nil)
  }
}

/// A BrlAPI that accepts a connection and never answers, and one that is not there.
@Suite struct BrailleServerFaultTests {
  /// The default deadline, and the one OTC_BRAILLE_DEADLINE sets.
  @Test(arguments: [(nil, "0.5 s", 0), ("3", "3.0 s", 450)] as [(String?, String, Int)])
  func aBrlAPIThatAcceptsAndHangsHoldsNoKeyUpAndIsSaidOnce(deadline: String?, said: String, offset: Int) throws {
    let number = 29_000 + offset + Int(getpid() % 450)
    let path = VirtualBrailleDisplay.socketDirectory + "/\(number)"
    let server = try SilentServer(at: path)
    defer {
      server.stop()
      unlink(path)
    }
    var environment = ["BRLAPI_HOST": ":\(number)", "BRLAPI_AUTH": "none"]
    environment["OTC_BRAILLE_DEADLINE"] = deadline
    let terminal = try PseudoTerminal(["prompt", "--speech", "none", "--braille", "on"], environment: environment)
    #expect(terminal.waitFor("Access code"))
    // A key before the deadline is echoed while the server still has not answered.
    terminal.type("9")
    #expect(terminal.waitFor("Nine"))
    #expect(terminal.waitFor("did not answer within \(said)"), "\(terminal.screenText)")
    terminal.type("85391")
    #expect(terminal.waitForEnd() == .exited(0))
    #expect(terminal.stdoutText == "985391\n")
    // Connected to (otc looks for the socket first, then libbrlapi connects), and said once.
    #expect(server.connectionCount >= 1)
    #expect(terminal.screenText.components(separatedBy: "did not answer within").count == 2, "\(terminal.screenText)")
  }

  /// Issue 41, points 4 and 5: a BrlAPI server any local user can plant. One that sends
  /// an exception packet, and one that says its display has 2,000 cells, end neither otc
  /// nor the question; the code still goes out.
  @Test(arguments: [(FakeBrlAPIServer.Behaviour.exceptionOnWrite, 100), (.width(2000), 200)])
  func aHostileBrlAPIServerNeitherEndsOtcNorTheQuestion(behaviour: FakeBrlAPIServer.Behaviour, offset: Int) throws {
    let number = 27_000 + offset + Int(getpid() % 90)
    let server = try FakeBrlAPIServer(number: number, behaviour: behaviour)
    defer { server.stop() }
    let terminal = try PseudoTerminal(
      ["prompt", "--speech", "none", "--braille", "on"], environment: ["BRLAPI_HOST": ":\(number)", "BRLAPI_AUTH": "none"])
    #expect(terminal.waitFor("Access code"), "\(terminal.screenText)")
    #expect(eventually { server.received.contains("s") }, "\(server.received)")
    terminal.type("98")
    #expect(terminal.waitFor("Eight"), "\(terminal.screenText)")
    // The display's size comes on braille's own thread, which a loaded machine may run
    // after the last key: a failure found once the question has ended is not said (the
    // run is over), so the code is finished only once it has been.
    if case .width = behaviour {
      #expect(terminal.waitFor("says its display has 2000 cells"), "\(terminal.screenText)")
    }
    terminal.type("5391")
    #expect(terminal.waitForEnd() == .exited(0), "\(terminal.screenText)")
    #expect(terminal.stdoutText == "985391\n")
    if case .width = behaviour {
      #expect(terminal.screenText.components(separatedBy: "says its display has 2000 cells").count == 2, "\(terminal.screenText)")
      #expect(!server.received.contains("w"), "nothing written to a display wider than otc writes to")
    } else {
      #expect(server.received.contains("w"), "\(server.received)")
    }
  }

  /// As root, a socket in BrlAPI's folder that another user owns is never connected to:
  /// no question, no count of keys and no authorization key reach it.
  @Test func rootNeverConnectsToABrlAPISocketAnotherUserOwns() throws {
    try #require(geteuid() == 0, "root's refusal is what is tested")
    let number = 27_400 + Int(getpid() % 90)
    let server = try FakeBrlAPIServer(number: number, behaviour: .width(40))
    defer { server.stop() }
    #expect(chown(server.path, 65534, 65534) == 0)
    let terminal = try PseudoTerminal(
      ["prompt", "--speech", "none", "--braille", "on"], environment: ["BRLAPI_HOST": ":\(number)", "BRLAPI_AUTH": "none"])
    #expect(terminal.waitFor("belongs to another user (uid 65534), not root or brltty"), "\(terminal.screenText)")
    terminal.type("985391")
    #expect(terminal.waitForEnd() == .exited(0))
    #expect(terminal.stdoutText == "985391\n")
    #expect(server.connectionCount == 0)
  }

  /// A socket in BrlAPI's folder that nothing listens on, left by a test run that was
  /// killed, does not stop the next fake server there (a run failed on one).
  @Test func aSocketLeftByAKilledRunDoesNotStopTheNextServer() throws {
    let path = VirtualBrailleDisplay.socketDirectory + "/\(28_500 + Int(getpid() % 400))"
    let left = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
    #expect(withUnixSocketAddress(path, { bind(left, $0, $1) == 0 }) == true)
    close(left)
    #expect(FileManager.default.fileExists(atPath: path) && !unixSocketListens(path))
    let server = try SilentServer(at: path)
    defer { server.stop() }
    #expect(unixSocketListens(path))
  }

  @Test func brailleOnWithNoBrlAPISaysSoOnceAndAsks() throws {
    let terminal = try PseudoTerminal(
      ["prompt", "--speech", "none", "--braille", "on"], environment: ["BRLAPI_HOST": ":28999", "BRLAPI_AUTH": "none"])
    #expect(terminal.waitFor("the braille display is not used: BrlAPI :28999 cannot connect"), "\(terminal.screenText)")
    terminal.type("985391")
    #expect(terminal.waitForEnd() == .exited(0))
    #expect(terminal.screenText.components(separatedBy: "braille display is not used").count == 2)
  }
}
