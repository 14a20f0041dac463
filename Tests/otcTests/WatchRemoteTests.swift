import Foundation
import OTCTestSupport
import Testing

/// ssh under `otc watch` against the test's own sshd, which asks for root's password
/// (pam_unix, against a copy of /etc/shadow made for the test). The login question is asked
/// by the ssh client here, on its own terminal with echo off; once logged in, the terminal
/// here is raw and the other computer's questions are known by their words only, and
/// dropped when that computer echoes a key.
///
/// The remote programs are real: bash's `read -s`, Python's `getpass`, su (as nobody, to
/// root) and `openssl genrsa -aes256`, each given exactly the bytes typed; a question with
/// echo on and a script's `stty -echo` without a question say nothing (or are dropped).
@Suite struct WatchOverSSHTests {
  let names: InstalledNames
  let server: PrivateSSHServer
  let run: WatchTranscript
  var said: [String] { run.said }
  /// root's password in the copy of /etc/shadow sshd reads.
  let password = "rö ot\\pw 9"
  /// What each remote question is answered with, and its bytes in hexadecimal.
  let secret = "sé c\\r3t"
  let secretHex = "73c3a920635c723374"
  let login = "Password, secure text field, for root at 127.0.0.1, is editing, empty"

  init() throws {
    names = try InstalledNames()
    try names.writeShadow(password: password, for: ["root"])
    server = try PrivateSSHServer(shadow: names.path("shadow"))
    run = WatchTranscript(path: names.path("transcript.jsonl"))
  }

  /// `remote` run on the test's sshd, through ssh with a terminal there, under `otc watch`.
  func ssh(_ remote: String) throws -> PseudoTerminal {
    try run.watch(
      server.client(
        ["-tt", "-o", "NumberOfPasswordPrompts=1", "-o", "PreferredAuthentications=password"], login: "root@127.0.0.1",
        command: remote))
  }

  /// Answers ssh's password question once it is heard; how much had been said by the end.
  func logIn(on terminal: PseudoTerminal) -> Int {
    #expect(
      eventually { said.first == login },
      "\(said) \(terminal.screenText) \((try? String(contentsOfFile: server.logPath, encoding: .utf8)) ?? "")")
    run.type(password + "\r", on: terminal)
    #expect(said.last == "Entered")
    return said.count
  }

  @Test func thePasswordLoginIsHeardAndTheRemoteExitStatusPassesThrough() throws {
    let terminal = try ssh("echo logged-in-$((6*7)); exit 8")
    let count = logIn(on: terminal)
    #expect(
      terminal.waitForEnd(timeout: 60) == .exited(8),
      "\(terminal.screenText) \((try? String(contentsOfFile: server.logPath, encoding: .utf8)) ?? "")")
    #expect(terminal.screenText.contains("logged-in-42"))
    #expect(count == password.count + 2, "\(said)")
    #expect(said.filter { $0 == "Bullet" }.count == password.count)
    #expect(!names.file("transcript.jsonl").contains("rö"))
  }

  /// A hidden question on the other computer: its words, then a word per key with no echo.
  struct Hidden: Sendable, CustomTestStringConvertible {
    let program: String
    let command: String
    let questions: [String]
    let status: Int32
    var testDescription: String { program }
  }

  static let hidden = [
    Hidden(
      program: "bash read -s",
      command: #"read -r -s -p "PIN: " p; echo; printf "got %s\n" "$(printf %s "$p" | od -An -tx1 | tr -d ' \n')"; exit 3"#,
      questions: ["PIN, secure text field, for ssh, is editing, empty"], status: 3),
    Hidden(
      program: "python3 getpass",
      command: #"python3 -c 'import getpass, sys; print("got " + getpass.getpass("Passphrase: ").encode().hex()); sys.exit(4)'"#,
      questions: ["Passphrase, secure text field, for ssh, is editing, empty"], status: 4),
  ]

  @Test(arguments: hidden)
  func aHiddenQuestionOnTheOtherComputerIsHeardByItsWords(_ prompt: Hidden) throws {
    let terminal = try ssh(prompt.command)
    let before = logIn(on: terminal)
    #expect(eventually { said.count > before && said.last == prompt.questions[0] }, "\(said) \(terminal.screenText)")
    run.type(secret + "\r", on: terminal)
    #expect(terminal.waitForEnd(timeout: 60) == .exited(prompt.status), "\(terminal.screenText)")
    #expect(terminal.screenText.contains("got \(secretHex)"), "\(terminal.screenText)")
    #expect(Array(said[before...]) == [prompt.questions[0]] + Array(repeating: "Bullet", count: secret.count) + ["Entered"])
    #expect(!names.file("transcript.jsonl").contains("sé"))
  }

  @Test func suToRootOnTheOtherComputerIsHeardAndRunsTheCommand() throws {
    // sshd's namespace has the test's /etc/shadow: nobody there asks su for root's password.
    let terminal = try ssh("setpriv --reuid=nobody --regid=nogroup --clear-groups su -c 'id -u; exit 6' root")
    let before = logIn(on: terminal)
    #expect(
      eventually { said.count > before && said.last == "Password, secure text field, for ssh, is editing, empty" },
      "\(said) \(terminal.screenText)")
    run.type(password + "\r", on: terminal)
    #expect(terminal.waitForEnd(timeout: 60) == .exited(6), "\(terminal.screenText)")
    #expect(terminal.screenText.contains("\r\n0\r\n"), "\(terminal.screenText)")
  }

  @Test func opensslsTwoQuestionsOnTheOtherComputerAreHeardAndTheKeyOpens() throws {
    let key = names.path("remote.key")
    let terminal = try ssh("openssl genrsa -aes256 -out \(key) 2048")
    let before = logIn(on: terminal)
    #expect(
      eventually { said.count > before && said.last == "PEM pass phrase, secure text field, for ssh, is editing, empty" },
      "\(said) \(terminal.screenText)")
    run.type(secret + "\r", on: terminal)
    #expect(
      eventually { said.last == "Verifying - Enter PEM pass phrase, secure text field, for ssh, is editing, empty" },
      "\(said) \(terminal.screenText)")
    run.type(secret + "\r", on: terminal)
    #expect(terminal.waitForEnd(timeout: 120) == .exited(0), "\(terminal.screenText)")
    let check = try CommandRunner.run(
      executable: URL(fileURLWithPath: "/usr/bin/openssl"), ["rsa", "-in", key, "-passin", "stdin", "-noout", "-check"],
      stdin: secret + "\n")
    #expect(check.status == 0 && check.stdout.contains("RSA key ok"), "\(check.stderr)")
  }

  @Test func aQuestionThatNamesNoSecretOrNoQuestionAtAllSaysNothing() throws {
    let terminal = try ssh(
      #"read -r -p "Name: " n; echo "hello $n"; stty -echo; echo "Loading:"; sleep 0.2; stty echo; echo done"#)
    let before = logIn(on: terminal)
    #expect(terminal.waitFor("Name: "))
    terminal.type("bob\r")
    #expect(terminal.waitForEnd(timeout: 60) == .exited(0), "\(terminal.screenText)")
    #expect(terminal.screenText.contains("hello bob"))
    #expect(said.count == before, "\(said)")
  }

  /// The one the words get wrong: a question that names a password while the other
  /// computer echoes. The field is said, and dropped at the first key echoed.
  @Test func aPasswordQuestionWithEchoOnIsDroppedAtTheFirstEchoedKey() throws {
    let terminal = try ssh(#"read -r -p "Password hint: " h; echo "hint is $h""#)
    let before = logIn(on: terminal)
    #expect(eventually { said.count > before }, "\(said)")
    terminal.type("b")
    #expect(terminal.waitFor("hint: b"))
    terminal.type("ob\r")
    #expect(terminal.waitForEnd(timeout: 60) == .exited(0), "\(terminal.screenText)")
    #expect(terminal.screenText.contains("hint is bob"))
    #expect(Array(said[before...]) == ["Password hint, secure text field, for ssh, is editing, empty", "Bullet"])
  }
}

/// Hardening V, finding 4: what the user types at another computer's shell comes back as
/// that computer's echo, and a line such as "scp code.tar.gz backup:" ends in a colon and
/// names a code. A stand-in for ssh (a program named ssh, its terminal raw, as ssh's is)
/// echoes each key as a remote shell does, and asks for a password by itself after
/// "sudo true": only that question is heard.
extension WatchTests {
  /// A remote shell in miniature: a prompt, each key echoed, Ctrl-U clearing the line, and
  /// "sudo true" answered by a password question that echoes nothing.
  static let remoteShell = #"""
    #!/usr/bin/python3
    import os, sys, tty
    tty.setraw(0)
    def out(text): os.write(1, text.encode())
    out("alice@host:~$ ")
    line = ""
    while True:
        key = os.read(0, 1).decode()
        if key == "\r":
            out("\r\n")
            if line == "sudo true":
                out("[sudo] password for alice: ")
                secret = ""
                while (key := os.read(0, 1).decode()) != "\r":
                    secret += key
                out("\r\ngot %d characters\r\n" % len(secret))
                sys.exit(5)
            line = ""
            out("alice@host:~$ ")
        elif key == "\x15":
            out("\r\x1b[Kalice@host:~$ ")
            line = ""
        else:
            line += key
            out(key)
    """#

  @Test func theUsersOwnTypingIsNeverAQuestionAndTheOtherComputersIs() throws {
    let program = names.path("ssh")
    try Self.remoteShell.write(toFile: program, atomically: false, encoding: .utf8)
    chmod(program, 0o755)
    let terminal = try run.watch([program])
    #expect(terminal.waitFor("alice@host:~$ "))
    for typed in ["scp code.tar.gz backup:", "ls code?", "grep -n token:"] {
      // A key at a time, each once its echo is on the screen, as a person types.
      var echoed = "$ "
      for character in typed {
        echoed.append(character)
        terminal.type(String(character))
        #expect(terminal.waitFor(echoed), "\(terminal.screenText)")
      }
      // The line holds, for far longer than a question needs to be heard, and says nothing.
      #expect(!eventually(timeout: 1.5) { !said.isEmpty }, "\(typed): \(said)")
      terminal.type("\u{15}")
    }
    // The other computer's own question, on a line of its own, is heard.
    for character in "sudo true\r" { terminal.type(String(character)) }
    #expect(eventually { said.first == "Sudo password, secure text field, for alice, is editing, empty" }, "\(said)")
    run.type(["p", "w", "\r"], on: terminal)
    #expect(terminal.waitFor("got 2 characters"), "\(terminal.screenText)")
    #expect(terminal.waitForEnd() == .exited(5))
    #expect(said == ["Sudo password, secure text field, for alice, is editing, empty", "Bullet", "Bullet", "Entered"], "\(said)")
  }
}

/// The field on the braille display while a hidden question is open, against Debian's
/// brltty with its Virtual driver, and the display given back once the line is entered.
@Suite struct WatchBrailleTests {
  let names: InstalledNames
  let display: VirtualBrailleDisplay
  let run: WatchTranscript

  init() throws {
    names = try InstalledNames()
    display = try VirtualBrailleDisplay()
    run = WatchTranscript(path: names.path("transcript.jsonl"))
  }

  @Test func theFieldIsOnTheDisplayWhileTheQuestionIsOpenAndGivenBackAfter() throws {
    let terminal = try run.watch(
      ["bash", "-c", #"read -r -s -p "PIN: " p; echo; echo "got ${#p}"; read -r line; exit 2"#],
      environment: ["BRLAPI_HOST": display.host, "BRLAPI_AUTH": "none", "OTC_BRAILLE_DEADLINE": "60"])
    #expect(display.waitForLine { $0 == "PIN:" }, "\(display.lines)")
    run.type(["4", "2"], on: terminal)
    #expect(display.waitForLine { $0 == "PIN: **" }, "\(display.lines)")
    run.type(["\u{7F}"], on: terminal)
    #expect(display.waitForLine { $0 == "PIN: *" }, "\(display.lines)")
    run.type(["\r"], on: terminal)
    #expect(terminal.waitFor("got 1"))
    // Given back while the program still runs: brltty takes the panning key again.
    #expect(
      eventually {
        display.press("FWINRT")
        return display.waitForLine(timeout: 0.2) { !$0.isEmpty && !$0.hasPrefix("PIN") }
      }, "\(display.lines)")
    terminal.type("\r")
    #expect(terminal.waitForEnd() == .exited(2))
    #expect(!display.lines.contains { $0.contains("4") }, "\(display.lines)")
  }
}
