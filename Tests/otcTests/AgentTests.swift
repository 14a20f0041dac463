import Foundation
import OTCTestSupport
import SafeIO
import Testing

/// `otc agent` answering Debian's real `systemd-ask-password`. Each test runs in a private
/// mount namespace with a tmpfs over `/run`, so the machine's own questions are never
/// seen or answered: the agent runs in it on a pseudo-terminal, and each asker is started
/// inside it, and inside its root, with nsenter.
@Suite final class AgentTests {
  let folder: URL

  init() throws {
    folder = FileManager.default.temporaryDirectory.appendingPathComponent("otc-agent-\(UUID().uuidString.prefix(8))")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    chmod(folder.path, 0o755)
  }

  deinit { try? FileManager.default.removeItem(at: folder) }

  func path(_ name: String) -> String { folder.appendingPathComponent(name).path }
  func file(_ name: String) -> String? { try? String(contentsOfFile: path(name), encoding: .utf8) }

  /// The namespace, with the agent started once the test creates the file `go`, so that
  /// askers can be waiting before it looks; the agent's arguments follow `otc agent`.
  func agent(
    _ arguments: [String], as user: String? = nil, binary: String = CommandRunner.binary.path, environment: [String: String] = [:]
  ) throws -> PseudoTerminal {
    let run = user.map { "setpriv --reuid=\($0) --regid=nogroup --clear-groups " } ?? ""
    try """
    mount -t tmpfs -o mode=755 tmpfs /run || exit 70
    mkdir -p /run/systemd/ask-password
    # Another user's runtime folder, as systemd makes it, inside this /run: nothing of
    # theirs lands in the machine's /tmp.
    mkdir -p -m 700 /run/user/65534 && chown 65534 /run/user/65534
    : > '\(path("ready"))'
    while [ ! -e '\(path("go"))' ]; do sleep 0.05; done
    exec \(run)'\(binary)' agent \(arguments.joined(separator: " "))
    """.write(toFile: path("namespace.sh"), atomically: true, encoding: .utf8)
    let terminal = try PseudoTerminal(
      ["--mount", "--propagation", "private", "/bin/sh", path("namespace.sh")],
      environment: environment.merging(["OTC_TRANSCRIPT": path("transcript.jsonl")]) { $1 },
      executable: "/usr/bin/unshare")
    #expect(eventually { FileManager.default.fileExists(atPath: path("ready")) }, "\(terminal.screenText)")
    return terminal
  }

  func go() { _ = FileManager.default.createFile(atPath: path("go"), contents: nil) }

  /// nsenter into the agent's mount namespace, and its root: entering a mount namespace
  /// alone starts at the namespace's own root, which under a chroot is not the agent's, and
  /// would be the machine's own /run.
  func inside(_ terminal: PseudoTerminal) -> [String] { ["--target", "\(terminal.pid)", "--mount", "--root", "--wd", "--"] }

  /// Debian's systemd-ask-password, asking inside the agent's namespace; its answer goes
  /// to `NAME.out`, its complaints to `NAME.err`.
  func asker(_ name: String, in terminal: PseudoTerminal, _ arguments: [String]) throws -> ChildProcess {
    let asker = try ChildProcess(
      "/usr/bin/nsenter", inside(terminal) + ["/usr/bin/systemd-ask-password", "--no-tty"] + arguments,
      outputPath: path("\(name).out"), errorPath: path("\(name).err"))
    return asker
  }

  /// How many questions wait in the namespace's folder.
  func questions(in terminal: PseudoTerminal) -> Int {
    let names =
      (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(terminal.pid)/root/run/systemd/ask-password")) ?? []
    return names.count { $0.hasPrefix("ask.") }
  }

  /// Every utterance's text in the transcript.
  var transcriptTexts: [String] {
    (file("transcript.jsonl") ?? "").split(separator: "\n").compactMap { line in
      (try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])?["text"] as? String
    }
  }

  static let disk = ["--id=cryptsetup:/dev/block/8:3", "Please enter passphrase for disk TEST (root)!"]

  /// The same with the boot otc the image holds, built with Embedded Swift (the agent at
  /// boot under dracut): the same words, the same bytes sent.
  @Test(arguments: BootAskTests.programs) func aDiskPassphraseIsAskedAsAListenerNeedsItAndSentAsTyped(program: String) throws {
    let terminal = try agent(["--query", "--speech", "none"], binary: try BootAskTests.executable(program))
    let asker = try asker("disk", in: terminal, Self.disk)
    #expect(eventually { questions(in: terminal) == 1 })
    go()
    #expect(
      terminal.waitFor("Passphrase for disk TEST, root file system, secure text field, is editing, empty"),
      "\(terminal.screenText)")
    // The user listens to the end: the hint comes a second after the opening.
    #expect(terminal.waitFor("Type, then Enter; Backspace deletes; Escape cancels"))
    terminal.type("Zq ÿx\r")
    #expect(asker.wait() == 0)
    #expect(file("disk.out") == "Zq ÿx\n", "spaces and non-ASCII sent as typed")
    #expect(terminal.waitForEnd() == .exited(0))
    #expect(terminal.screenText.components(separatedBy: "Bullet").count - 1 == 5)
    let texts = transcriptTexts
    #expect(!texts.contains { $0.contains("Z") || $0.contains("ÿ") || $0 == "q" || $0 == "x" }, "no typed character: \(texts)")
    // Examples/agent keeps this transcript beside the stock agent's.
    let example = ExamplesTests.examples.appendingPathComponent("agent/otc-agent.txt")
    #expect(texts == (try String(contentsOf: example, encoding: .utf8)).split(separator: "\n").map(String.init), "\(texts)")
  }

  /// Issue 57, point 3: the disk gets every byte typed (Latin-1, a Tab, the joiners, the
  /// soft hyphen, a byte order mark, C1 controls, a bell), as systemd-ask-password prints it.
  @Test(arguments: BootAskTests.programs) func everyByteTypedIsSent(program: String) throws {
    let terminal = try agent(["--query", "--speech", "none"], binary: try BootAskTests.executable(program))
    let asker = try asker("disk", in: terminal, Self.disk)
    #expect(eventually { questions(in: terminal) == 1 })
    go()
    #expect(terminal.waitFor("secure text field, is editing, empty"), "\(terminal.screenText)")
    terminal.type(TypedSecrets.all)
    terminal.type("\r")
    #expect(asker.wait() == 0)
    #expect(FileManager.default.contents(atPath: path("disk.out")).map(Array.init) == TypedSecrets.all + [0x0A])
    #expect(terminal.waitForEnd() == .exited(0))
  }

  @Test func aQuestionThatShowsWhatIsTypedIsAPlainField() throws {
    let terminal = try agent(["--query", "--speech", "none"])
    let asker = try asker("plain", in: terminal, ["--echo=yes", "User name:"])
    #expect(eventually { questions(in: terminal) == 1 })
    go()
    #expect(terminal.waitFor("User name, text field, is editing, empty"), "\(terminal.screenText)")
    terminal.type("al\r")
    #expect(asker.wait() == 0)
    #expect(file("plain.out") == "al\n")
  }

  @Test func escapeCancelsAndTheAskerFails() throws {
    let terminal = try agent(["--query", "--speech", "none"])
    let asker = try asker("cancelled", in: terminal, Self.disk)
    #expect(eventually { questions(in: terminal) == 1 })
    go()
    #expect(terminal.waitFor("secure text field"))
    terminal.type("ab\u{1B}")
    #expect(asker.wait() != 0)
    #expect(file("cancelled.err")?.contains("Operation canceled") == true, "\(file("cancelled.err") ?? "")")
    #expect(file("cancelled.out") == "")
    #expect(terminal.waitForEnd() == .exited(0))
  }

  @Test func aQuestionWhoseTimePassesIsWithdrawnAndNothingMoreIsAsked() throws {
    let terminal = try agent(["--query", "--speech", "none"])
    let asker = try asker("late", in: terminal, ["--timeout=2"] + Self.disk)
    #expect(eventually { questions(in: terminal) == 1 })
    go()
    #expect(terminal.waitFor("secure text field"))
    terminal.type("a")
    #expect(terminal.waitFor("The question was withdrawn"), "\(terminal.screenText)")
    #expect(asker.wait() != 0)
    #expect(terminal.waitForEnd() == .exited(0))
    #expect(!terminal.screenText.contains("Entered"))
  }

  @Test func anAskerKilledWhileAskedWithdrawsItsQuestion() throws {
    let terminal = try agent(["--query", "--speech", "none"])
    let asker = try asker("killed", in: terminal, Self.disk)
    #expect(eventually { questions(in: terminal) == 1 })
    go()
    #expect(terminal.waitFor("secure text field"))
    asker.stop(signal: SIGKILL)
    #expect(terminal.waitFor("The question was withdrawn"), "\(terminal.screenText)")
    #expect(terminal.waitForEnd() == .exited(0))
  }

  @Test func anAskerKilledBeforeTheAgentLooksIsSkipped() throws {
    let terminal = try agent(["--query", "--speech", "none"])
    let asker = try asker("gone", in: terminal, Self.disk)
    #expect(eventually { questions(in: terminal) == 1 })
    asker.stop(signal: SIGKILL)
    go()
    #expect(terminal.waitForEnd() == .exited(0))
    #expect(!terminal.screenText.contains("secure text field"), "\(terminal.screenText)")
  }

  @Test func twoQuestionsAreAskedOneAtATimeOldestFirst() throws {
    let terminal = try agent(["--query", "--speech", "none"])
    let first = try asker(
      "first", in: terminal, ["--id=cryptsetup:/dev/block/8:3", "Please enter passphrase for disk ONE (root)!"])
    #expect(eventually { questions(in: terminal) == 1 })
    let second = try asker(
      "second", in: terminal, ["--id=cryptsetup:/dev/block/8:4", "Please enter passphrase for disk TWO (home)!"])
    #expect(eventually { questions(in: terminal) == 2 })
    go()
    #expect(
      terminal.waitFor("Passphrase for disk ONE, root file system, secure text field, 1 more question waiting"),
      "\(terminal.screenText)")
    terminal.type("one\r")
    #expect(first.wait() == 0)
    #expect(terminal.waitFor("Passphrase for disk TWO, volume home, secure text field, is editing"), "\(terminal.screenText)")
    terminal.type("two\r")
    #expect(second.wait() == 0)
    #expect((file("first.out"), file("second.out")) == ("one\n", "two\n"))
    #expect(terminal.waitForEnd() == .exited(0))
  }

  /// Issue 44: `--query` with nothing waiting says so, on the terminal and in the
  /// transcript (and so in speech), and exits 0, as there was nothing to fail. The
  /// transcript is `--transcript`'s when given, before OTC_TRANSCRIPT, and timed.
  @Test func askedWithNothingWaitingTheAgentSaysSo() throws {
    let terminal = try agent(["--query", "--speech", "none", "--transcript", path("own.jsonl")])
    go()
    #expect(terminal.waitForEnd() == .exited(0))
    #expect(terminal.screenText.contains("No question is waiting"), "\(terminal.screenText)")
    let records = (file("own.jsonl") ?? "").split(separator: "\n").compactMap { line in
      try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
    }
    #expect(records.map { $0["text"] as? String } == ["No question is waiting"])
    #expect(records.first?["time"] is Double, "\(records)")
    #expect(file("transcript.jsonl") == nil, "the flag names the transcript, not OTC_TRANSCRIPT")
  }

  /// Issue 44: `--watch` says that it waits as it starts, then answers as it did.
  @Test func watchingSaysItWaitsAsItStarts() throws {
    let terminal = try agent(["--watch", "--speech", "none"], environment: ["LANG": "pt_BR.UTF-8"])
    go()
    #expect(terminal.waitFor("Esperando perguntas; Control C para"), "\(terminal.screenText)")
    let asker = try asker("started", in: terminal, ["Password for the backup:"])
    #expect(terminal.waitFor("Password for the backup, campo de texto seguro"), "\(terminal.screenText)")
    terminal.type("first\r")
    #expect(asker.wait() == 0)
    #expect(file("started.out") == "first\n")
    #expect(transcriptTexts.first == "Esperando perguntas; Control C para")
    terminal.send(SIGTERM)
    #expect(terminal.waitForEnd() == .signalled(SIGTERM))
  }

  @Test func watchingAnswersQuestionsAsTheyCome() throws {
    let terminal = try agent(["--watch", "--speech", "none"])
    go()
    for (index, answer) in ["first", "second"].enumerated() {
      let asker = try asker("watched\(index)", in: terminal, ["Password for the backup \(index + 1):"])
      #expect(terminal.waitFor("Password for the backup \(index + 1), secure text field"), "\(terminal.screenText)")
      terminal.type(answer + "\r")
      #expect(asker.wait() == 0)
      #expect(file("watched\(index).out") == answer + "\n")
    }
    terminal.send(SIGTERM)
    #expect(terminal.waitForEnd() == .signalled(SIGTERM))
  }

  /// `--console=DEVICE` asks on that terminal, and wall leaves it alone meanwhile: a file
  /// named by its device number in /run/systemd/ask-password-block, gone once answered.
  @Test func onTheConsoleWallMessagesAreBlockedWhileAsking() throws {
    let terminal = try agent(["--watch", "--console=\"$(tty)\"", "--speech", "none"])
    var status = stat()
    #expect(stat(terminal.devicePath, &status) == 0)
    let device = DeviceNumber(Int(status.st_rdev))
    let block = "/proc/\(terminal.pid)/root/run/systemd/ask-password-block/\(device.major):\(device.minor)"
    go()
    let first = try asker("console", in: terminal, Self.disk)
    #expect(terminal.waitFor("Passphrase for disk TEST, root file system, secure text field"), "\(terminal.screenText)")
    // On the console, as at every boot, the agent starts without a word: the disk's
    // question is the first thing heard.
    #expect(!terminal.screenText.contains("Waiting for questions"))
    #expect(FileManager.default.fileExists(atPath: block), "\(block)")
    var blockStatus = stat()
    #expect(lstat(block, &blockStatus) == 0 && blockStatus.st_mode & S_IFMT == S_IFIFO, "a FIFO, as systemd's wall looks for")
    terminal.type("abc\r")
    #expect(first.wait() == 0)
    #expect(file("console.out") == "abc\n")
    #expect(eventually { !FileManager.default.fileExists(atPath: block) })
    // Ended by a signal while it asks, it removes the block too (checked through a
    // process that keeps the namespace open).
    let keeper = try ChildProcess("/usr/bin/nsenter", inside(terminal) + ["/bin/sleep", "600"])
    let second = try asker("interrupted", in: terminal, Self.disk)
    // The second question on the screen, not the first's lines still there.
    #expect(
      eventually { terminal.screenText.components(separatedBy: "Passphrase for disk TEST").count == 3 }, "\(terminal.screenText)")
    #expect(eventually { FileManager.default.fileExists(atPath: block) })
    terminal.send(SIGTERM)
    #expect(terminal.waitForEnd() == .signalled(SIGTERM))
    let kept = block.replacingOccurrences(of: "/proc/\(terminal.pid)/", with: "/proc/\(keeper.pid)/")
    #expect(!FileManager.default.fileExists(atPath: kept), "\(kept)")
    second.stop()
    keeper.stop()
  }

  /// Issue 41, point 2: one bad setting never leaves a disk unasked.
  @Test func aBadSettingIsSaidAndTheQuestionStillAsked() throws {
    try FileManager.default.createDirectory(atPath: path("config/otc"), withIntermediateDirectories: true)
    try "rate = 9000\n".write(toFile: path("config/otc/config.toml"), atomically: true, encoding: .utf8)
    let terminal = try agent(["--query", "--speech", "none"], environment: ["XDG_CONFIG_HOME": path("config")])
    let asker = try asker("bad", in: terminal, Self.disk)
    #expect(eventually { questions(in: terminal) == 1 })
    go()
    #expect(
      terminal.waitFor("Setting ignored: the config file, line 1: rate must be a whole number from 80 to 700"),
      "\(terminal.screenText)")
    #expect(terminal.waitFor("Passphrase for disk TEST, root file system, secure text field"), "\(terminal.screenText)")
    terminal.type("abc\r")
    #expect(asker.wait() == 0)
    #expect(file("bad.out") == "abc\n")
    #expect(terminal.waitForEnd() == .exited(0))
    #expect(transcriptTexts.first?.hasPrefix("Setting ignored") == true, "\(transcriptTexts)")
  }

  /// Issue 41, point 7: asked on /dev/tty, the block is named after the terminal /dev/tty
  /// stands for (the pseudo-terminal's 136:N), as systemd's `get_ctty_devnr` names it, not
  /// /dev/tty's own 5:0; and it is a FIFO held open for reading, which is what makes
  /// systemd's wall skip the terminal.
  @Test func theWallBlockIsTheTerminalAskedOnAndAFIFOHeldOpen() throws {
    let terminal = try agent(["--query", "--speech", "none"])
    let asker = try asker("tty", in: terminal, Self.disk)
    #expect(eventually { questions(in: terminal) == 1 })
    go()
    #expect(terminal.waitFor("Passphrase for disk TEST, root file system, secure text field"), "\(terminal.screenText)")
    var status = stat()
    #expect(stat(terminal.devicePath, &status) == 0)
    let device = DeviceNumber(Int(status.st_rdev))
    let folder = "/proc/\(terminal.pid)/root/run/systemd/ask-password-block"
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
    #expect(names == ["\(device.major):\(device.minor)"], "\(names)")
    var block = stat()
    #expect(lstat(folder + "/\(device.major):\(device.minor)", &block) == 0 && block.st_mode & S_IFMT == S_IFIFO)
    // Held open for reading: a writer, as wall is, can open it without waiting.
    let writer = open(folder + "/\(device.major):\(device.minor)", O_WRONLY | O_NONBLOCK | O_CLOEXEC)
    #expect(writer >= 0, "wall could not open the FIFO: \(String(cString: strerror(errno)))")
    if writer >= 0 { close(writer) }
    terminal.type("abc\r")
    #expect(asker.wait() == 0)
    #expect(terminal.waitForEnd() == .exited(0))
  }

  /// Issue 41, point 7: `Silent=1` (systemd-ask-password --echo=no) asks for no feedback
  /// per key and no count: nothing is said or shown of what is typed.
  @Test func aSilentQuestionSaysNothingOfWhatIsTyped() throws {
    let terminal = try agent(["--query", "--speech", "none"])
    let asker = try asker("silent", in: terminal, ["--echo=no"] + Self.disk)
    #expect(eventually { questions(in: terminal) == 1 })
    go()
    #expect(terminal.waitFor("Passphrase for disk TEST, root file system, secure text field"), "\(terminal.screenText)")
    terminal.type("abc")
    terminal.type("\u{7F}d\r")
    #expect(asker.wait() == 0)
    #expect(file("silent.out") == "abd\n")
    #expect(terminal.waitForEnd() == .exited(0))
    let texts = transcriptTexts
    #expect(texts.contains("Entered"), "\(texts)")
    #expect(!texts.contains { $0.contains("Bullet") || $0.contains("character") }, "\(texts)")
    #expect(!terminal.screenText.contains("Bullet") && !terminal.screenText.contains("3 characters"), "\(terminal.screenText)")
  }

  @Test func anAnswerFromAnotherUserIsRefusedAndOtcSaysWhy() throws {
    let names = try InstalledNames.forAnotherUser()
    _ = FileManager.default.createFile(atPath: path("transcript.jsonl"), contents: nil, attributes: [.posixPermissions: 0o666])
    let terminal = try agent(["--query", "--speech", "none"], as: "nobody", binary: names.path("otc"))
    let asker = try asker("refused", in: terminal, ["--timeout=30"] + Self.disk)
    #expect(eventually { questions(in: terminal) == 1 })
    go()
    #expect(terminal.waitFor("Otc is not root: systemd takes no answer from it"), "\(terminal.screenText)")
    terminal.type("secret\r")
    #expect(terminal.waitFor("only root may answer systemd's questions"), "\(terminal.screenText)")
    #expect(terminal.waitForEnd() == .exited(1))
    #expect(asker.isRunning, "the asker still waits for an answer it can take: \(terminal.screenText)")
    #expect(file("refused.out") == "")
    asker.stop()
  }
}
