import Foundation
import OTCTestSupport
import Testing

/// `otc watch` with real programs that ask on their own terminal with echo off, the built
/// binary on a pseudo-terminal: the question heard as a secure text field, a word per key,
/// the program given exactly the bytes typed, and its exit status passed through.
@Suite struct WatchTests {
  let names: InstalledNames
  var transcriptPath: String { names.path("transcript.jsonl") }

  init() throws {
    names = try InstalledNames()
  }

  /// What was said, a line a time.
  var said: [String] {
    names.file("transcript.jsonl").split(separator: "\n").compactMap { line in
      guard let data = line.data(using: .utf8),
        let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
      else { return nil }
      return object["text"] as? String
    }
  }

  /// Runs `command` under `otc watch` on a terminal of its own, its output on the terminal.
  func watch(_ command: [String], environment: [String: String] = [:], size: (rows: Int, columns: Int)? = (24, 80)) throws
    -> PseudoTerminal
  {
    try PseudoTerminal(
      ["watch", "--speech", "none", "--transcript", transcriptPath, "--"] + command, environment: environment,
      output: .terminal, size: size)
  }

  /// Types `keys` one at a time, each once the one before has been said.
  func type(_ keys: [String], on terminal: PseudoTerminal) {
    for key in keys {
      let before = said.count
      terminal.type(key)
      #expect(eventually { said.count > before }, "\(key.debugDescription) was not heard: \(said)")
    }
  }

  /// The keys of a secret with a space, a backslash and a letter that is not ASCII, then one
  /// more character deleted again, then Return.
  let secretKeys = ["a", " ", "b", "\\", "é", "x", "\u{7F}", "\r"]
  /// What the program must receive: the secret's bytes in hexadecimal.
  let secretHex = "6120625cc3a9"

  @Test func pythonsGetpassGetsExactlyTheBytesTypedAndEachKeyIsHeard() throws {
    let terminal = try watch([
      "python3", "-c", "import getpass, sys; s = getpass.getpass('Password: '); print('got', s.encode().hex()); sys.exit(3)",
    ])
    #expect(eventually { said.first == "Password, secure text field, for python3, is editing, empty" }, "\(said)")
    type(secretKeys, on: terminal)
    #expect(terminal.waitFor("got \(secretHex)"), "\(terminal.screenText)")
    #expect(terminal.waitForEnd() == .exited(3))
    #expect(said == ["Password, secure text field, for python3, is editing, empty"] + Array(repeating: "Bullet", count: 6) + ["Bullet, deleted", "Entered"])
    #expect(!names.file("transcript.jsonl").contains("a b"))
    #expect(try terminal.sttySettings() == terminal.settingsBeforeStart)
  }

  @Test func bashsReadMinusSGetsExactlyTheBytesTyped() throws {
    let terminal = try watch([
      "bash", "-c", #"read -r -s -p "PIN: " pin; echo; printf 'got %s\n' "$(printf %s "$pin" | od -An -tx1 | tr -d ' \n')"; exit 7"#,
    ])
    #expect(eventually { said.first == "PIN, secure text field, for bash, is editing, empty" }, "\(said)")
    type(secretKeys, on: terminal)
    #expect(terminal.waitFor("got \(secretHex)"), "\(terminal.screenText)")
    #expect(terminal.waitForEnd() == .exited(7))
    #expect(said.last == "Entered")
  }

  @Test func opensslsTwoQuestionsAreHeardAndTheKeyOpensWithThePassphrase() throws {
    let key = names.path("key.pem")
    let terminal = try watch(["openssl", "genrsa", "-aes256", "-out", key, "1024"])
    #expect(eventually { said.first == "PEM pass phrase, secure text field, for openssl, is editing, empty" }, "\(said)")
    type(["p", "ä", " ", "\\", "x", "\r"], on: terminal)
    #expect(
      eventually { said.last?.hasPrefix("Verifying - Enter PEM pass phrase, secure text field") == true }, "\(said)")
    type(["p", "ä", " ", "\\", "x", "\r"], on: terminal)
    #expect(terminal.waitForEnd() == .exited(0), "\(terminal.screenText)")
    let check = try CommandRunner.run(
      executable: URL(fileURLWithPath: "/usr/bin/openssl"), ["rsa", "-in", key, "-passin", "pass:pä \\x", "-noout", "-check"])
    #expect(check.status == 0, "\(check.stderr)")
  }

  @Test(arguments: [
    ["bash", "-c", "stty -echo; echo working; sleep 0.3; stty echo; echo done"],
    ["bash", "-c", #"stty -echo; printf 'Loading:'; stty echo; sleep 0.3; echo; echo done"#],
  ])
  func echoOffWithoutAQuestionSaysNothing(command: [String]) throws {
    let terminal = try watch(command)
    #expect(terminal.waitForEnd() == .exited(0), "\(terminal.screenText)")
    #expect(terminal.screenText.contains("done"))
    #expect(said.isEmpty, "\(said)")
  }

  @Test func aQuestionWithEchoOnSaysNothing() throws {
    let terminal = try watch(["bash", "-c", #"read -r -p "Name: " name; echo "got $name""#])
    #expect(terminal.waitFor("Name: "))
    terminal.type("bob\r")
    #expect(terminal.waitFor("got bob"))
    #expect(terminal.waitForEnd() == .exited(0))
    #expect(said.isEmpty, "\(said)")
  }

  @Test(arguments: [
    (["vi", "-u", "NONE", "-c", "startinsert"], ":q!\r", "abc\u{1B}", "~"),
    (["less", "/etc/os-release"], "q", "G", "(END)"),
    (["top", "-d", "0.2"], "q", "1", "PID"),
  ])
  func fullScreenProgramsInRawModeSayNothing(command: [String], quit: String, keys: String, drawn: String) throws {
    let terminal = try watch(command)
    // Each draws its screen, takes keys, and quits. A key typed before a program has set
    // its terminal up may be flushed by it (top's TCSAFLUSH), so the quit key is typed
    // again until it is taken.
    #expect(eventually { terminal.screenText.contains(drawn) }, "\(terminal.screenText)")
    terminal.type(keys)
    var ending: PseudoTerminal.Ending?
    #expect(
      eventually(pacing: 0.2) {
        terminal.type(quit)
        ending = terminal.waitForEnd(timeout: 0.3)
        return ending != nil
      })
    #expect(ending == .exited(0), "\(terminal.screenText)")
    #expect(said.isEmpty, "\(said)")
    #expect(try terminal.sttySettings() == terminal.settingsBeforeStart)
  }

  @Test func anInteractiveShellWithJobControlResizeAndCtrlC() throws {
    let terminal = try watch(["bash", "--norc", "--noprofile", "-i"], environment: ["PS1": "prompt> ", "TERM": "xterm"])
    #expect(terminal.waitFor("prompt> "))
    terminal.type("echo ordinary-$((6*7))\r")
    #expect(terminal.waitFor("ordinary-42"))
    // A hidden question, twice.
    terminal.type(#"read -r -s -p "Passphrase: " one; echo; read -r -s -p "PIN: " two; echo "lengths ${#one} ${#two}""# + "\r")
    #expect(eventually { said.first == "Passphrase, secure text field, for bash, is editing, empty" }, "\(said)")
    type(["s", "e", "\r"], on: terminal)
    #expect(eventually { said.last == "PIN, secure text field, for bash, is editing, empty" }, "\(said)")
    type(["1", "2", "3", "\r"], on: terminal)
    #expect(terminal.waitFor("lengths 2 3"))
    // A job suspended and resumed.
    // The job is in the foreground once it has written, and sleep is what it runs then.
    terminal.type("sh -c 'echo running-$((2*2)); exec sleep 30'\r")
    #expect(terminal.waitFor("running-4"))
    terminal.type([0x1A])
    #expect(terminal.waitFor("Stopped"), "\(terminal.screenText)")
    terminal.type("fg\r")
    // bash names the job again as it continues it.
    #expect(eventually { terminal.screenText.components(separatedBy: "exec sleep 30").count > 3 }, "\(terminal.screenText)")
    // Ctrl-C reaches the job, not otc.
    terminal.type([0x03])
    terminal.type("echo after-$((1+1))\r")
    #expect(terminal.waitFor("after-2"), "\(terminal.screenText)")
    // A resized window is the program's too.
    terminal.resize(rows: 30, columns: 101)
    terminal.type("tput cols\r")
    #expect(terminal.waitFor("101\r\n"), "\(terminal.screenText)")
    terminal.type("exit 5\r")
    #expect(terminal.waitForEnd() == .exited(5))
    #expect(said.count == 9, "\(said)")
    #expect(try terminal.sttySettings() == terminal.settingsBeforeStart)
  }

  @Test func killedWhileAProgramRunsTheTerminalIsPutBack() throws {
    let terminal = try watch(["bash", "-c", "echo started; sleep 60"])
    #expect(terminal.waitFor("started"))
    #expect(try terminal.sttySettings() != terminal.settingsBeforeStart)
    terminal.send(SIGTERM)
    #expect(terminal.waitForEnd() == .signalled(SIGTERM))
    #expect(try terminal.sttySettings() == terminal.settingsBeforeStart)
  }

  @Test func insideOtcWatchOrWithoutATerminalTheCommandRunsDirectly() throws {
    let terminal = try watch([
      "bash", "-c", #"echo "level $OTC_WATCH"; exec "$0" watch -- bash -c 'echo "inner $OTC_WATCH"; exit 4'"#,
      CommandRunner.binary.path,
    ])
    #expect(terminal.waitForEnd() == .exited(4), "\(terminal.screenText)")
    #expect(terminal.screenText.contains("level 1"))
    #expect(terminal.screenText.contains("inner 1"))
    let result = try CommandRunner.run(["watch", "--", "bash", "-c", "test -t 0 || echo no-terminal; exit 6"])
    #expect(result.status == 6)
    #expect(result.stdout == "no-terminal\n")
  }

  @Test func aProgramThatCannotBeRunIsExit127() throws {
    let terminal = try watch(["/nonexistent/program"])
    #expect(terminal.waitForEnd() == .exited(127), "\(terminal.screenText)")
    #expect(terminal.screenText.contains("otc watch: cannot run /nonexistent/program"))
  }
}
