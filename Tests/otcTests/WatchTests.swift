import Basics
import Foundation
import OTCTestSupport
import Testing

/// What one `otc watch` run said, read from its transcript, and keys typed one at a time,
/// each once the one before has been heard.
struct WatchTranscript {
  let path: String

  /// What was said, a line a time.
  var said: [String] {
    let text = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
    return text.split(separator: "\n").compactMap { line in
      guard let data = line.data(using: .utf8),
        let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
      else { return nil }
      return object["text"] as? String
    }
  }

  /// Runs `command` under `otc watch --speech none` on a terminal of its own, its output on the terminal.
  func watch(_ command: [String], environment: [String: String] = [:]) throws -> PseudoTerminal {
    try PseudoTerminal(
      ["watch", "--speech", "none", "--transcript", path, "--"] + command, environment: environment, output: .terminal,
      size: (24, 80))
  }

  /// Types each of `keys`, once the one before has been said.
  func type(_ keys: [String], on terminal: PseudoTerminal) {
    for key in keys {
      let before = said.count
      terminal.type(key)
      #expect(eventually { said.count > before }, "\(key.debugDescription) was not heard: \(said)")
    }
  }

  /// Types `text` a character at a time, each once the one before has been said.
  func type(_ text: String, on terminal: PseudoTerminal) { type(text.map(String.init), on: terminal) }
}

/// `otc watch` with real programs that ask on their own terminal with echo off, the built
/// binary on a pseudo-terminal: the question heard as a secure text field, a word per key,
/// the program given exactly the bytes typed, and its exit status passed through.
@Suite struct WatchTests {
  let names: InstalledNames
  let run: WatchTranscript
  var said: [String] { run.said }

  init() throws {
    names = try InstalledNames()
    run = WatchTranscript(path: names.path("transcript.jsonl"))
  }

  func watch(_ command: [String], environment: [String: String] = [:]) throws -> PseudoTerminal {
    try run.watch(command, environment: environment)
  }

  func type(_ keys: [String], on terminal: PseudoTerminal) { run.type(keys, on: terminal) }

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
    #expect(
      said == ["Password, secure text field, for python3, is editing, empty"] + Array(repeating: "Bullet", count: 6) + [
        "Bullet, deleted", "Entered",
      ])
    #expect(!names.file("transcript.jsonl").contains("a b"))
    #expect(try terminal.sttySettings() == terminal.settingsBeforeStart)
  }

  @Test func bashsReadMinusSGetsExactlyTheBytesTyped() throws {
    let terminal = try watch([
      "bash", "-c",
      #"read -r -s -p "PIN: " pin; echo; printf 'got %s\n' "$(printf %s "$pin" | od -An -tx1 | tr -d ' \n')"; exit 7"#,
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

  /// Hardening V, finding 3: a program in raw mode that writes all the time and reads no
  /// key for a while (a busy full-screen program, ssh on a slow link), and a 30 KB paste,
  /// more than its terminal holds. The keys wait; the program's output still flows, every
  /// pasted byte reaches it once it reads, and SIGTERM is obeyed while keys still wait.
  @Test func aPasteIntoABusyProgramNeverStopsItsOutputOrSignals() throws {
    let reading = names.path("read-now")
    // Each tick a 400-byte line, so that a terminal otc no longer reads fills in 30 of them.
    let busy = """
      import os, sys, time, tty
      tty.setraw(0)
      n = 0
      def tick():
          global n
          n += 1
          os.write(1, b"tick %d " % n + b"." * 380 + b"\\r\\n")
          time.sleep(0.02)
      def ticking(until):
          while not until():
              tick()
      ticking(lambda: os.path.exists(sys.argv[1]))
      got = 0
      while got < 30000:
          got += len(os.read(0, 65536))
      os.write(1, b"got %d bytes\\r\\n" % got)
      ticking(lambda: False)
      """
    let terminal = try watch(["python3", "-c", busy, reading])
    func lastTick() -> Int {
      let screen = terminal.screenText.suffix(2000)
      guard let range = screen.range(of: "tick ", options: .backwards) else { return 0 }
      return Int(screen[range.upperBound...].prefix { $0.isNumber }) ?? 0
    }
    func paste(_ count: Int) -> Thread {
      let pasted = Thread { terminal.type([UInt8](repeating: UInt8(ascii: "a"), count: count)) }
      pasted.start()
      return pasted
    }
    #expect(eventually { lastTick() > 0 }, "\(terminal.screenText.suffix(500))")
    let first = paste(30_000)
    // 150 ticks after the paste began: five times what the program's terminal holds.
    let atPaste = lastTick()
    #expect(eventually { lastTick() > atPaste + 150 }, "output stopped at tick \(lastTick()), the paste began at \(atPaste)")
    // Read at last: every byte, none twice.
    #expect(FileManager.default.createFile(atPath: reading, contents: Data()))
    #expect(terminal.waitFor("got 30000 bytes"), "\(terminal.screenText.suffix(500))")
    #expect(eventually { first.isFinished })
    // Another paste, more than the program's terminal holds (12 KB on Linux: otc then
    // holds keys it cannot pass on), which waits for ever now: SIGTERM still ends the
    // program, and otc.
    let second = paste(20_000)
    let again = lastTick()
    #expect(eventually { lastTick() > again + 150 }, "output stopped at tick \(lastTick())")
    terminal.send(SIGTERM)
    #expect(terminal.waitForEnd(timeout: 10) == .signalled(SIGTERM), "\(terminal.screenText.suffix(500))")
    #expect(try terminal.sttySettings() == terminal.settingsBeforeStart)
    #expect(eventually { second.isFinished }, "the second paste is still being written")
  }

  @Test func killedWithoutAChanceToPutItBackTheGuardDoesIt() throws {
    let terminal = try watch(["bash", "-c", "echo started; sleep 60"])
    #expect(terminal.waitFor("started"))
    #expect(try terminal.sttySettings() != terminal.settingsBeforeStart)
    terminal.send(SIGKILL)
    #expect(terminal.waitForEnd() == .signalled(SIGKILL))
    #expect(eventually { (try? terminal.sttySettings()) == terminal.settingsBeforeStart })
  }

  @Test func otcConfigSaysWhetherOtcWatchRunsAndWhatItUses() throws {
    let outside = try CommandRunner.run(["config"])
    #expect(
      outside.stdout.contains(
        """
        otc watch: not running here; it uses speech, voice, rate, pitch, volume, language, capitals, braille and \
        wait_for_speech; a hidden question is always a secure text field, without hints\n
        """
      ), "\(outside.stdout)")
    let inside = try CommandRunner.run(["config", "--lang", "bg"], environment: ["OTC_WATCH": "1"])
    #expect(inside.stdout.contains("otc watch: работи тук (OTC_WATCH е зададена); използва speech"), "\(inside.stdout)")
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

extension InstalledNames {
  /// A copy of /etc/shadow in which root and nobody have `password`, and a sudoers that
  /// lets nobody run anything with it (three tries, no lecture), for `asNobody`.
  func writeShadowAndSudoers(password: String) throws {
    try writeShadow(password: password, for: ["root", "nobody"])
    try "Defaults passwd_tries=3, !lecture\nnobody ALL=(ALL) ALL\n".write(
      toFile: path("sudoers"), atomically: true, encoding: .utf8)
    chmod(path("sudoers"), 0o440)
  }

  /// `command` (a shell's words) run as nobody in a private mount namespace where this
  /// folder's shadow and sudoers are /etc's, and /run is a tmpfs of its own.
  func asNobody(_ command: String) -> [String] {
    let script = """
      mount --bind \(path("sudoers")) /etc/sudoers && mount --bind \(path("shadow")) /etc/shadow \
      && mount -t tmpfs -o mode=755 tmpfs /run \
      && exec setpriv --reuid=nobody --regid=nogroup --clear-groups \(command)
      """
    return ["/usr/bin/unshare", "--mount", "/bin/sh", "-c", script]
  }
}

/// sudo without -A and su, asking on their own terminal under `otc watch`: each in a
/// private mount namespace whose /etc/shadow (and sudoers) is a copy made for the test, with
/// a password that holds a space, a backslash and a letter beyond ASCII; the program acts
/// only on exactly those bytes.
@Suite struct WatchWithSudoAndSuTests {
  let names: InstalledNames
  let password = "pä ss\\w0rd"
  var transcriptPath: String { names.path("transcript.jsonl") }
  var run: WatchTranscript { WatchTranscript(path: transcriptPath) }
  var said: [String] { run.said }

  init() throws {
    names = try InstalledNames.forAnotherUser()
    // root's and nobody's passwords are the test's, in the copy only.
    try names.writeShadowAndSudoers(password: password)
  }

  /// `command`, run as nobody in the namespace, under `otc watch` (as root, outside it).
  func watch(asNobody command: String) throws -> PseudoTerminal {
    try PseudoTerminal(
      ["watch", "--speech", "none", "--transcript", transcriptPath, "--"] + names.asNobody(command),
      environment: ["PATH": "/usr/sbin:/usr/bin:/sbin:/bin"], output: .terminal, size: (24, 80))
  }

  func type(_ text: String, on terminal: PseudoTerminal) { run.type(text, on: terminal) }

  @Test func sudoWithoutAskpassIsHeardAndRunsTheCommandAsRoot() throws {
    let terminal = try watch(asNobody: "sudo -k id -u")
    #expect(
      eventually { said.first == "Sudo password, secure text field, for nobody, is editing, empty" },
      "\(said) \(terminal.screenText)")
    type(password + "\r", on: terminal)
    #expect(terminal.waitForEnd() == .exited(0), "\(terminal.screenText)")
    #expect(terminal.screenText.hasSuffix("\r\n0\r\n"), "\(terminal.screenText)")
    #expect(said.filter { $0 == "Bullet" }.count == password.count)
    #expect(said.last == "Entered")
  }

  @Test func aWrongPasswordToSudoIsRefusedAndTheQuestionIsHeardAgain() throws {
    let terminal = try watch(asNobody: "sudo -k id -u")
    #expect(eventually { said.count == 1 }, "\(said)")
    type("wrong\r", on: terminal)
    #expect(
      eventually { said.last == "Sudo password, secure text field, for nobody, is editing, empty" && said.count > 2 }, "\(said)")
    type(password + "\r", on: terminal)
    #expect(terminal.waitForEnd() == .exited(0), "\(terminal.screenText)")
    #expect(terminal.screenText.contains("Sorry, try again."))
  }

  @Test func suToRootIsHeardAndRunsTheCommand() throws {
    let terminal = try watch(asNobody: "su -c 'id -u; exit 9' root")
    #expect(
      eventually { said.first == "Password, secure text field, for su, is editing, empty" }, "\(said) \(terminal.screenText)")
    type(password + "\r", on: terminal)
    #expect(terminal.waitForEnd() == .exited(9), "\(terminal.screenText)")
    #expect(terminal.screenText.contains("\r\n0\r\n"), "\(terminal.screenText)")
  }
}

/// ssh and gpg asking on their own terminal under `otc watch`: ssh's keyboard-interactive
/// question from the test's own sshd (a one-time password, from pam_oath), and gpg's
/// passphrase with `--pinentry-mode loopback`.
@Suite struct WatchWithSSHAndGPGTests {
  let names: InstalledNames
  let run: WatchTranscript
  var said: [String] { run.said }

  init() throws {
    names = try InstalledNames()
    run = WatchTranscript(path: names.path("transcript.jsonl"))
  }

  func watch(_ command: [String], environment: [String: String] = [:]) throws -> PseudoTerminal {
    try run.watch(command, environment: environment)
  }

  func type(_ text: String, on terminal: PseudoTerminal) { run.type(text, on: terminal) }

  @Test func sshsQuestionOnTheTerminalIsHeardAndTheCodeLogsIn() throws {
    let server = try PrivateSSHServer()
    let terminal = try watch(
      server.client(["-o", "NumberOfPasswordPrompts=1"], login: "\(server.user)@127.0.0.1", command: "echo logged-in; exit 8"))
    let question = "One-time password, secure text field, for \(server.user) at 127.0.0.1, is editing, empty"
    #expect(eventually { said.first == question }, "\(said) \(terminal.screenText)")
    type(try server.pam.codes()[0] + "\r", on: terminal)
    #expect(terminal.waitForEnd(timeout: 60) == .exited(8), "\(terminal.screenText)")
    #expect(terminal.screenText.contains("logged-in"))
    #expect(said.last == "Entered")
  }

  @Test func gpgsLoopbackPassphraseIsHeardAndTheFileOpensWithIt() throws {
    // Short: gpg-agent's socket path must fit in a sockaddr_un.
    let home = "/tmp/otc-gpg-\(UUID().uuidString.prefix(8))"
    try FileManager.default.createDirectory(
      atPath: home, withIntermediateDirectories: false, attributes: [.posixPermissions: 0o700])
    defer {
      _ = try? CommandRunner.run(
        executable: URL(fileURLWithPath: "/usr/bin/gpgconf"), ["--kill", "gpg-agent"], environment: ["GNUPGHOME": home])
      try? FileManager.default.removeItem(atPath: home)
    }
    try "secret data\n".write(toFile: names.path("plain.txt"), atomically: true, encoding: .utf8)
    let passphrase = "kä y\\9"
    let encrypted = names.path("plain.txt.gpg")
    let terminal = try watch(
      ["gpg", "--pinentry-mode", "loopback", "--no-symkey-cache", "--symmetric", "-o", encrypted, names.path("plain.txt")],
      environment: ["GNUPGHOME": home])
    #expect(
      eventually { said.first?.hasSuffix("secure text field, for gpg, is editing, empty") == true },
      "\(said) \(terminal.screenText)")
    // In loopback mode gpg asks once, even for a new passphrase.
    type(passphrase + "\r", on: terminal)
    #expect(terminal.waitForEnd(timeout: 60) == .exited(0), "\(terminal.screenText)")
    #expect(said.count == passphrase.count + 2, "\(said)")
    let decrypt = try CommandRunner.run(
      executable: URL(fileURLWithPath: "/usr/bin/gpg"),
      ["--batch", "--pinentry-mode", "loopback", "--passphrase-fd", "0", "--decrypt", encrypted], stdin: passphrase,
      environment: ["GNUPGHOME": home])
    #expect(decrypt.stdout == "secret data\n", "\(decrypt.stderr)")
    #expect(!names.file("transcript.jsonl").contains("kä"))
  }
}

/// `otc watch` speaking into a private sound server, its null sink's monitor recorded: the
/// question's field is heard, then each key's word, and the program goes on.
@Suite struct WatchSoundTests {
  /// Each real program's question, heard at the sink of a private PulseAudio, then its
  /// first key's word; Ctrl-C then ends the program. Bash's also on PipeWire.
  enum Program: String, CaseIterable, Sendable {
    case bash, python3, openssl, gpg, su, sudo, ssh
  }

  @Test(arguments: [(Program.bash, SoundServerKind.pipeWire)] + Program.allCases.map { ($0, SoundServerKind.pulseAudio) })
  func eachProgramsQuestionAndAKeyAreHeard(_ program: Program, on kind: SoundServerKind) throws {
    let daemon = try kind.start()
    defer { daemon.stop() }
    let capture = try MonitorCapture(daemon: daemon)
    defer { capture.stop() }
    let names = try InstalledNames.forAnotherUser()
    try names.writeShadowAndSudoers(password: "s3cret")
    var server: PrivateSSHServer?
    // gpg-agent's socket path must fit in a sockaddr_un.
    let home = "/tmp/otc-gpg-\(UUID().uuidString.prefix(8))"
    defer {
      if program == .gpg {
        _ = try? CommandRunner.run(
          executable: URL(fileURLWithPath: "/usr/bin/gpgconf"), ["--kill", "gpg-agent"], environment: ["GNUPGHOME": home])
        try? FileManager.default.removeItem(atPath: home)
      }
    }
    var environment = ["PULSE_SERVER": daemon.server, "PATH": "/usr/sbin:/usr/bin:/sbin:/bin"]
    let command: [String]
    let question: String
    switch program {
    case .bash:
      command = ["bash", "-c", #"read -r -s -p "PIN: " pin; echo; echo "got ${#pin}""#]
      question = "PIN, secure text field, for bash"
    case .python3:
      command = ["python3", "-c", "import getpass; getpass.getpass('Passphrase: ')"]
      question = "Passphrase, secure text field, for python3"
    case .openssl:
      command = ["openssl", "genrsa", "-aes256", "-out", names.path("key.pem"), "2048"]
      question = "PEM pass phrase, secure text field, for openssl"
    case .gpg:
      try FileManager.default.createDirectory(
        atPath: home, withIntermediateDirectories: false, attributes: [.posixPermissions: 0o700])
      try "data\n".write(toFile: names.path("plain.txt"), atomically: true, encoding: .utf8)
      environment["GNUPGHOME"] = home
      command = ["gpg", "--pinentry-mode", "loopback", "--symmetric", "-o", names.path("plain.gpg"), names.path("plain.txt")]
      question = "secure text field, for gpg"
    case .su:
      command = names.asNobody("su -c true root")
      question = "Password, secure text field, for su"
    case .sudo:
      command = names.asNobody("sudo -k true")
      question = "Sudo password, secure text field, for nobody"
    case .ssh:
      server = try PrivateSSHServer(shadow: names.path("shadow"))
      command = server!.client(["-o", "PreferredAuthentications=password"], login: "root@127.0.0.1", command: "true")
      question = "Password, secure text field, for root at 127.0.0.1"
    }
    let terminal = try PseudoTerminal(
      ["watch", "--speech", "espeak", "--transcript", names.path("transcript.jsonl"), "--"] + command,
      environment: environment, output: .terminal, size: (24, 80))
    let opening = try #require(capture.firstSound(after: 0, timeout: generousDeadline), "the question's field is heard")
    #expect(opening > 0)
    #expect(
      eventually { names.file("transcript.jsonl").contains(question) }, "\(names.file("transcript.jsonl")) \(terminal.screenText)"
    )
    #expect(capture.waitForQuiet(0.5, timeout: 60))
    let typed = monotonicSeconds()
    terminal.type("4")
    let bullet = try SignalAnalysis.soundingLength(of: "Bullet")
    #expect(capture.soundingSamples(after: typed, reaching: bullet / 2) >= bullet / 2, "the key's word is heard")
    #expect(capture.waitForQuiet(0.5, timeout: 60))
    // Ctrl-C: the program's, which ends it at its question.
    terminal.type([0x03])
    #expect(terminal.waitForEnd() != nil, "\(terminal.screenText)")
    withExtendedLifetime(server) {}
  }
}

/// Hardening V, finding 8: a Bulgarian question whose name holds "Л" (D0 9B in UTF-8, the
/// byte C1 calls CSI) is heard whole, at a private PulseAudio's sink, in Bulgarian.
@Suite struct WatchBulgarianQuestionTests {
  @Test func aQuestionWithLIsHeard() throws {
    let daemon = try SoundServerKind.pulseAudio.start()
    defer { daemon.stop() }
    let capture = try MonitorCapture(daemon: daemon)
    defer { capture.stop() }
    let names = try InstalledNames()
    let transcript = WatchTranscript(path: names.path("transcript.jsonl"))
    let terminal = try PseudoTerminal(
      [
        "watch", "--lang", "bg", "--speech", "espeak", "--transcript", transcript.path, "--", "bash", "-c",
        #"read -r -s -p "Парола за Любомир: " p; echo; echo "got ${#p}""#,
      ],
      environment: ["PULSE_SERVER": daemon.server], output: .terminal, size: (24, 80))
    #expect(eventually { transcript.said.first?.contains("Любомир") ?? false }, "\(transcript.said) \(terminal.screenText)")
    let opening = try #require(transcript.said.first)
    #expect(opening.hasPrefix("Парола, "), "\(opening)")
    #expect(capture.firstSound(after: 0, timeout: generousDeadline) != nil, "the question's field is heard")
    // Heard whole: as long as its words take, not a broken line's.
    let words = try SignalAnalysis.soundingLength(of: opening, language: .bulgarian)
    #expect(capture.soundingSamples(after: 0, reaching: words / 2) >= words / 2, "\(opening)")
    transcript.type(["4", "\r"], on: terminal)
    #expect(terminal.waitFor("got 1"), "\(terminal.screenText)")
    #expect(terminal.waitForEnd() == .exited(0))
  }
}

/// What is typed under `otc watch` passes through otc and is not kept: once the line is
/// entered, otc's memory holds no copy of it, typed key by key or pasted at once.
@Suite struct WatchMemoryTests {
  @Test(arguments: [false, true])
  func aTypedSecretIsNowhereInOtcsMemoryOnceTheLineEnds(pasted: Bool) throws {
    let names = try InstalledNames()
    let secret = "W4tch-S3cret-pässphrase!"
    let terminal = try PseudoTerminal(
      [
        "watch", "--speech", "none", "--transcript", names.path("transcript.jsonl"), "--", "bash", "-c",
        #"read -r -s -p "Password: " p; echo; echo "read ${#p}"; sleep 60"#,
      ],
      output: .terminal, size: (24, 80))
    #expect(eventually { names.file("transcript.jsonl").contains("Password, secure text field") })
    if pasted {
      terminal.type(secret)
    } else {
      for (index, character) in secret.enumerated() {
        terminal.type(String(character))
        #expect(eventually { names.file("transcript.jsonl").components(separatedBy: "\"Bullet\"").count > index + 1 })
      }
    }
    terminal.type("\r")
    #expect(terminal.waitFor("read \(secret.count)"), "\(terminal.screenText)")
    // The scan itself works: the question's line, which otc keeps, is found.
    #expect(try MemoryScan.occurrences(of: Array("Password: ".utf8), in: terminal.pid) > 0)
    #expect(try MemoryScan.occurrences(of: Array(secret.utf8), in: terminal.pid) == 0)
    #expect(try MemoryScan.occurrences(of: Array(secret.utf8.prefix(12)), in: terminal.pid) == 0)
    #expect(!names.file("transcript.jsonl").contains("S3cret"))
    terminal.send(SIGTERM)
    #expect(terminal.waitForEnd() != nil)
  }
}

/// Speakup under `otc watch`: quiet only while a hidden question is open and otc speaks for
/// it (its key echo would say each typed character), given back once the line is entered.
/// A folder laid out as the kernel's `/sys/accessibility/speakup` stands in for it, as in
/// SpeakupTests.
@Suite struct WatchSpeakupTests {
  @Test func speakupIsQuietOnlyWhileAHiddenQuestionIsOpen() throws {
    let names = try InstalledNames()
    let pulse = try PulseAudioDaemon.start()
    defer { pulse.stop() }
    let folder = names.folder.appendingPathComponent("speakup")
    try SpeakupTests.layOut(folder)
    func file(_ name: String) -> String {
      (try? String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)) ?? "?"
    }
    let run = WatchTranscript(path: names.path("transcript.jsonl"))
    let terminal = try PseudoTerminal(
      [
        "watch", "--speech", "espeak", "--transcript", run.path, "--", "bash", "-c",
        #"echo before; sleep 0.2; read -r -s -p "Password: " p; echo; echo "read ${#p}"; sleep 60"#,
      ],
      environment: ["OTC_SPEAKUP_SYSFS": folder.path, "PULSE_SERVER": pulse.server], output: .terminal, size: (24, 80))
    #expect(terminal.waitFor("before"))
    #expect(file("silent") == "", "Speakup reads the terminal until a question opens")
    // Speakup has read the question's line: otc adds the field.
    #expect(eventually { run.said.first == "Secure text field, for bash, is editing, empty" }, "\(run.said)")
    #expect(
      eventually { file("silent") == "7\n" && file("key_echo") == "0\n" },
      "silent \(file("silent")), key_echo \(file("key_echo"))")
    run.type(["s", "\r"], on: terminal)
    #expect(terminal.waitFor("read 1"))
    #expect(
      eventually { file("silent") == "6\n" && file("key_echo") == "1\n" },
      "silent \(file("silent")), key_echo \(file("key_echo"))")
    terminal.send(SIGTERM)
    #expect(terminal.waitForEnd() != nil)
  }
}
