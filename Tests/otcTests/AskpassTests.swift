import Foundation
import OTCTestSupport
import Testing
import Transcripts

/// The askpass contract ssh, sudo and git rely on, against the built binary run as
/// `otc-askpass`: the question is argv[1], the answer one line on stdout, the user is
/// asked on /dev/tty (stdin and stderr belong to the caller), and cancel, timeout or no
/// terminal is a non-zero exit with nothing on stdout.
@Suite struct AskpassTests {
  let names: InstalledNames
  var askpass: String { names.path("otc-askpass") }

  init() throws {
    names = try InstalledNames()
  }

  func path(_ name: String) -> String { names.path(name) }

  /// Runs otc-askpass as ssh does: the terminal is only its controlling terminal; stdin
  /// is a file holding a decoy answer, stderr a file.
  func start(_ question: String, environment: [String: String] = [:]) throws -> PseudoTerminal {
    try "111111\r999999\r".write(toFile: path("stdin"), atomically: true, encoding: .utf8)
    var merged = ["OTC_SPEECH": "none", "OTC_TRANSCRIPT": path("transcript.jsonl")]
    merged.merge(environment) { $1 }
    return try PseudoTerminal(
      [question], environment: merged, executable: askpass, stdinAndStderr: (path("stdin"), path("stderr")))
  }

  func file(_ name: String) -> String { names.file(name) }

  @Test func aOneTimeCodeIsTypedOnTheTerminalAndPrintedForTheCaller() throws {
    let terminal = try start("(alice@host) Verification code: ")
    #expect(terminal.waitFor("Verification code, text field, for alice at host, is editing, empty"))
    terminal.type("985391")
    terminal.type("\r")
    #expect(terminal.waitForEnd() == .exited(0))
    #expect(terminal.stdoutText == "985391\n")
    #expect(file("stderr").isEmpty)
    let transcript = file("transcript.jsonl")
    #expect(transcript.contains("\"text\":\"Verification code, text field, for alice at host, is editing, empty"))
    #expect(transcript.contains("\"text\":\"Nine\""))
  }

  /// A shared office keeps one-time codes unspoken through askpass, which takes no flags:
  /// OTC_SECURE=1 or `secure = true` in the config file says positions, never digits.
  @Test(arguments: ["environment", "config file"])
  func theSecureSettingKeepsACodesDigitsUnspoken(from place: String) throws {
    var environment: [String: String] = [:]
    if place == "environment" {
      environment["OTC_SECURE"] = "1"
    } else {
      try FileManager.default.createDirectory(atPath: path("config/otc"), withIntermediateDirectories: true)
      try "secure = true\n".write(toFile: path("config/otc/config.toml"), atomically: true, encoding: .utf8)
      environment["XDG_CONFIG_HOME"] = path("config")
    }
    let terminal = try start("Verification code: ", environment: environment)
    #expect(terminal.waitFor("Verification code, secure text field, is editing, empty"), "\(terminal.screenText)")
    terminal.type("985391")
    #expect(terminal.waitFor("Digit 6 entered"), "\(terminal.screenText)")
    terminal.type("\r")
    #expect(terminal.waitForEnd() == .exited(0))
    #expect(terminal.stdoutText == "985391\n")
    let transcript = file("transcript.jsonl")
    for place in [terminal.screenText, transcript] {
      for word in ["Nine", "nine", "Eight", "eight", "985391"] { #expect(!place.contains(word), "\(place)") }
    }
    #expect(transcript.contains("Digit 1 entered"))
  }

  /// Issue 27: a user name typed is heard with its capitals, and Left, Home, Right and
  /// Ctrl-Left review it, in each language otc speaks; the answer is what was typed.
  @Test(arguments: [
    ("en", "Capital A", "Question mark", "Al question mark"),
    ("pt-BR", "A em letra maiúscula", "Ponto de interrogação", "Al ponto de interrogação"),
    ("bg", "Главна буква A", "Въпросителен знак", "Al въпросителен знак"),
  ])
  func aUserNameIsHeardWithItsCapitalsAndReviewedByCharacter(language: String, capital: String, question: String, word: String)
    throws
  {
    let terminal = try start("Username for 'https://example.org': ", environment: ["OTC_LANGUAGE": language])
    #expect(terminal.waitFor("example.org"), "\(terminal.screenText)")
    terminal.type("A")
    #expect(terminal.waitFor(capital), "\(terminal.screenText)")
    terminal.type("l?")
    #expect(terminal.waitFor(question), "\(terminal.screenText)")
    #expect(
      terminal.screenText.contains("\nl\r\n") || terminal.screenText.contains("\nl\n"),
      "a small l stays small: \(terminal.screenText)")
    let before = terminal.screenText.count
    terminal.type("\u{1B}[D\u{1B}[D")  // Left, Left: the l
    #expect(eventually { terminal.screenText.dropFirst(before).contains("l") }, "\(terminal.screenText)")
    terminal.type("\u{1B}[H")  // Home: the capital again
    #expect(eventually { terminal.screenText.dropFirst(before).contains(capital) }, "\(terminal.screenText)")
    terminal.type("\u{1B}[1;5C")  // Ctrl-Right: the one word
    #expect(terminal.waitFor(word), "\(terminal.screenText)")
    terminal.type("\r")
    #expect(terminal.waitForEnd() == .exited(0))
    #expect(terminal.stdoutText == "Al?\n")
  }

  @Test func aCodeOfKnownLengthIsSubmittedByItsLastDigit() throws {
    let terminal = try start("Enter your 6-digit OTP: ")
    #expect(terminal.waitFor("Your 6-digit OTP, text field, is editing, empty, 6 digits"))
    terminal.type("123456")
    #expect(terminal.waitForEnd() == .exited(0))
    #expect(terminal.stdoutText == "123456\n")
  }

  /// Nothing typed is shown, spoken or recorded; the review keys (issue 27) say
  /// positions, never a character.
  @Test func aPasswordIsNeverShownSpokenOrRecorded() throws {
    let terminal = try start("alice@host's password: ")
    #expect(terminal.waitFor("Password, secure text field, for alice at host, is editing, empty"))
    terminal.type("Zq7#xW")
    #expect(terminal.waitFor("Bullet"))
    terminal.type("\u{1B}[D")
    #expect(terminal.waitFor("Character 6 of 6"), "\(terminal.screenText)")
    terminal.type("\u{1B}[H")
    #expect(terminal.waitFor("Character 1 of 6"), "\(terminal.screenText)")
    terminal.type("\r")
    #expect(terminal.waitForEnd() == .exited(0))
    #expect(terminal.stdoutText == "Zq7#xW\n")
    for place in [terminal.screenText, file("stderr"), file("transcript.jsonl")] {
      for secret in ["Zq7", "xW", "#", "number sign", "Capital Z", "\"q\""] { #expect(!place.contains(secret), "\(place)") }
    }
    #expect(file("transcript.jsonl").contains("\"text\":\"Entered\""))
    #expect(!file("transcript.jsonl").contains("6 characters"))
  }

  /// Issue 57, point 3: ssh, sudo and git get every byte typed (Latin-1, a Tab, the
  /// joiners, the soft hyphen, a byte order mark, C1 controls, a bell), then the newline.
  @Test func everyByteTypedIsTheAnswer() throws {
    let terminal = try start("alice@host's password: ")
    #expect(terminal.waitFor("Password, secure text field, for alice at host, is editing, empty"))
    terminal.type(TypedSecrets.all)
    terminal.type("\r")
    #expect(terminal.waitForEnd() == .exited(0))
    #expect(terminal.stdoutBytes == TypedSecrets.all + [0x0A])
    #expect(!file("transcript.jsonl").contains("Unreadable"))
  }

  /// Issue 24, point 1: questions that opened a plain field or a code field for a
  /// password now open the secure text field; nothing typed is shown, said or recorded,
  /// and letters are taken.
  @Test(arguments: ["Login password:", "Username and password:", "Password + OTP:", "Passphrase for 2FA backup key:"])
  func aPasswordBesideAnotherWordIsStillSecure(question: String) throws {
    let terminal = try start(question)
    #expect(terminal.waitFor("secure text field"), "\(terminal.screenText)")
    #expect(terminal.waitFor("is editing, empty"), "\(terminal.screenText)")
    terminal.type("Hun7er")
    #expect(eventually { terminal.screenText.components(separatedBy: "Bullet").count == 7 }, "\(terminal.screenText)")
    terminal.type("\r")
    #expect(terminal.waitForEnd() == .exited(0))
    #expect(terminal.stdoutText == "Hun7er\n")
    for place in [terminal.screenText, file("stderr"), file("transcript.jsonl")] {
      for secret in ["Hun", "\"H\"", "\"U\"", "seven", "Seven", "not a digit"] { #expect(!place.contains(secret), "\(place)") }
    }
  }

  @Test func aUserNameIsEchoedAsText() throws {
    let terminal = try start("Username for 'https://github.com': ")
    #expect(terminal.waitFor("Username, text field, for github.com, is editing, empty"))
    terminal.type("bob\r")
    #expect(terminal.waitForEnd() == .exited(0))
    #expect(terminal.stdoutText == "bob\n")
    #expect(terminal.screenText.contains("b\r\no\r\nb\r\n"), "a small letter stays small on the screen and a braille display")
  }

  @Test func cancellingPrintsNothingAndExitsNonZero() throws {
    let terminal = try start("[sudo] password for alice: ")
    #expect(terminal.waitFor("Sudo password, secure text field, for alice"))
    terminal.type("abc\u{1B}")
    #expect(terminal.waitForEnd() == .exited(130))
    #expect(terminal.stdoutText.isEmpty)
    #expect(try terminal.sttySettings() == terminal.settingsBeforeStart)
  }

  /// ssh, not otc, is the shell's job: stopping otc alone would leave the user stuck, so
  /// Ctrl-Z is a refused key here.
  @Test func ctrlZDoesNotStopTheAskpass() throws {
    let terminal = try start("Verification code:")
    #expect(terminal.waitFor("Verification code, text field, is editing, empty"))
    terminal.type("\u{1A}")
    #expect(terminal.waitFor("Control key is not a digit"))
    terminal.type("4321\r")
    #expect(terminal.waitForEnd() == .exited(0))
    #expect(terminal.stdoutText == "4321\n")
  }

  /// The host-key question's last line alone is said in words; "y", which ssh would refuse
  /// and ask again for, is refused here in words and can be corrected (issue 44).
  @Test func aYesOrNoQuestionTakesOnlyWhatSshTakes() throws {
    let terminal = try start("Are you sure you want to continue connecting (yes/no/[fingerprint])? ")
    #expect(
      terminal.waitFor("Are you sure you want to continue connecting? Type yes, no or the fingerprint, text field, is editing"),
      "\(terminal.screenText)")
    terminal.type("y\r")
    #expect(terminal.waitFor("\r\nType yes, no or the fingerprint\r\n"), "\(terminal.screenText)")
    terminal.type("es\r")
    #expect(terminal.waitForEnd() == .exited(0))
    #expect(terminal.stdoutText == "yes\n")
  }

  @Test func withoutAControllingTerminalItSaysSoAndExitsOne() throws {
    // setsid: a session of its own, so the terminal the tests may run from is not reachable.
    let result = try CommandRunner.run(
      executable: URL(fileURLWithPath: "/usr/bin/setsid"), ["-w", askpass, "Password:"],
      environment: ["OTC_SPEECH": "none"])
    #expect(result.status == 1)
    #expect(result.stdout.isEmpty)
    #expect(result.stderr.contains("otc askpass: no terminal to ask on"))
  }

  @Test(arguments: [("y", Int32(0)), ("\r", 0), ("n", 1), ("\u{1B}", 1)])
  func aConfirmationIsAnsweredByTheExitStatus(key: String, status: Int32) throws {
    let terminal = try start("Allow use of key id_ed25519?", environment: ["SSH_ASKPASS_PROMPT": "confirm"])
    #expect(terminal.waitFor("Allow use of key id_ed25519?, Y for yes, N for no"))
    terminal.type(key)
    #expect(terminal.waitForEnd() == .exited(status))
    #expect(terminal.stdoutText.isEmpty)
  }

  @Test func aNotificationIsSaidAndNeedsNoKey() throws {
    let terminal = try start("Confirm user presence for key ED25519-SK", environment: ["SSH_ASKPASS_PROMPT": "none"])
    #expect(terminal.waitForEnd() == .exited(0))
    #expect(terminal.screenText.contains("Confirm user presence for key ED25519-SK"))
    #expect(terminal.stdoutText.isEmpty)
  }

  @Test func eachQuestionAddsToTheTranscript() throws {
    for _ in 0..<2 {
      let terminal = try start("Token:")
      #expect(terminal.waitFor("Token, text field"))
      terminal.type("4321\r")
      #expect(terminal.waitForEnd() == .exited(0))
    }
    #expect(file("transcript.jsonl").components(separatedBy: "\"text\":\"Token, text field").count == 3)
  }
}
