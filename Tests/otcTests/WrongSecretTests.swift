import Foundation
import OTCTestSupport
import Testing

extension InstalledNames {
  /// otc-askpass asked `question` as ssh runs it: on its controlling terminal, with an
  /// empty standard input and standard error in a file, speech off and `environment`.
  func askpass(_ question: String, environment: [String: String] = [:]) throws -> PseudoTerminal {
    try "".write(toFile: path("stdin"), atomically: true, encoding: .utf8)
    return try PseudoTerminal(
      [question], environment: ["OTC_SPEECH": "none", "OTC_TRANSCRIPT": path("transcript.jsonl")].merging(environment) { $1 },
      executable: path("otc-askpass"), stdinAndStderr: (path("stdin"), path("stderr")))
  }

  /// otc-pinentry told to ask on a new terminal (an idle shell's), after `commands`.
  func pinentry(_ commands: [String], environment: [String: String] = [:]) throws -> (PseudoTerminal, AssuanPeer) {
    let terminal = try PseudoTerminal(["-c", "sleep 600"], executable: "/bin/sh")
    let peer = try AssuanPeer(
      [], environment: ["OTC_SPEECH": "none"].merging(environment) { $1 }, errorPath: path("stderr"),
      executable: path("otc-pinentry"))
    #expect(peer.reply().last?.hasPrefix("OK") == true)
    for command in ["OPTION ttyname=\(terminal.devicePath)"] + commands { #expect(peer.ask(command) == ["OK"], "\(command)") }
    return (terminal, peer)
  }
}

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
    let terminal = try names.askpass(question)
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
    let (terminal, peer) = try names.pinentry(commands)
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
    let terminal = try names.askpass("Password:", environment: ["XDG_CONFIG_HOME": try config(in: names, Self.badConfig)])
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
    let terminal = try names.askpass(
      "Verification code:", environment: ["XDG_CONFIG_HOME": try config(in: names, "rate = 300\n", mode: 0o666)])
    #expect(
      terminal.waitFor("Setting ignored: the config file: group or others may write it (mode 666)"), "\(terminal.screenText)")
    #expect(terminal.waitFor("Verification code, text field"), "\(terminal.screenText)")
    terminal.type("985391")
    terminal.type("\r")
    #expect(terminal.waitForEnd() == .exited(0))
    #expect(terminal.stdoutText == "985391\n")
  }

  @Test func pinentryAsksWithABadSettingAndSaysWhatItIgnored() throws {
    let names = try InstalledNames()
    defer { try? FileManager.default.removeItem(at: names.folder) }
    let (terminal, peer) = try names.pinentry(
      ["SETPROMPT Passphrase:"], environment: ["XDG_CONFIG_HOME": try config(in: names, Self.badConfig)])
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

/// Issue 41, point 3, through the built binary as root, in a private mount namespace with
/// its own `/run` and `/tmp` (the machine's are never touched): the runtime folder is never
/// one another user controls, and one they made first in `/tmp` no longer costs root the
/// silencing of older speech.
@Suite struct RuntimeFolderTests {
  /// Runs `otc read` in the namespace, with an older tail (a process holding the voice
  /// lock in root's folder, `/run/otc`) still speaking, `/tmp/otc-0` made first by nobody,
  /// and `XDG_RUNTIME_DIR` as given. Returns what the run left: otc's status, its stderr,
  /// and the older tail's status (143 when otc ended it).
  func run(runtime: String?) throws -> (status: String, errors: String, tail: String, folder: String) {
    // In /var/tmp: the namespace mounts its own /tmp over the test's folder.
    let folder = "/var/tmp/otc-rtf-\(UUID().uuidString.prefix(8))"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let variable = runtime.map { "export XDG_RUNTIME_DIR='\($0)'" } ?? "unset XDG_RUNTIME_DIR"
    try """
    mount -t tmpfs -o mode=755 tmpfs /run || exit 70
    mount -t tmpfs -o mode=1777 tmpfs /tmp || exit 70
    mkdir -m 777 /tmp/otc-0 && chown nobody /tmp/otc-0 && chmod 777 /tmp/otc-0
    mkdir -m 700 /run/otc
    python3 -c 'import fcntl,sys,time; f=open("/run/otc/voice.lock","w"); fcntl.lockf(f, fcntl.LOCK_EX); \
    open(sys.argv[1],"w").close(); time.sleep(30)' '\(folder)/holding' &
    holder=$!
    while [ ! -e '\(folder)/holding' ]; do sleep 0.05; done
    \(variable)
    '\(CommandRunner.binary.path)' read --code 985391 --speech auto --wav '\(folder)/out.wav' 2> '\(folder)/stderr'
    echo $? > '\(folder)/status'
    wait $holder
    echo $? > '\(folder)/tail'
    ls -A /tmp/otc-0 > '\(folder)/tmp-otc-0'
    """.write(toFile: folder + "/namespace.sh", atomically: true, encoding: .utf8)
    let namespace = try ChildProcess(
      "/usr/bin/unshare", ["--mount", "--propagation", "private", "/bin/sh", folder + "/namespace.sh"])
    #expect(namespace.wait() == 0)
    func file(_ name: String) -> String {
      ((try? String(contentsOfFile: folder + "/" + name, encoding: .utf8)) ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
    }
    #expect(file("tmp-otc-0").isEmpty, "nothing is written into the folder another user made")
    return (file("status"), file("stderr"), file("tail"), folder)
  }

  @Test func aFolderInTmpMadeFirstByAnotherUserNeitherStopsSilencingNorIsSaid() throws {
    try #require(geteuid() == 0, "root's folder is what is tested")
    let result = try run(runtime: nil)
    #expect(result.status == "0", "\(result.errors)")
    #expect(!result.errors.contains("runtime folder"), "\(result.errors)")
    #expect(result.tail == "143", "the older speech was ended by SIGTERM")
  }

  @Test func aRuntimeFolderOfAnotherUserIsNotUsedAndNothingIsMadeInIt() throws {
    try #require(geteuid() == 0, "root's folder is what is tested")
    let other = "/var/tmp/otc-xdg-\(UUID().uuidString.prefix(8))"
    defer { try? FileManager.default.removeItem(atPath: other) }
    for (owner, mode) in [(65534 as uid_t, 0o700 as mode_t), (0, 0o755)] {
      mkdir(other, mode)
      chmod(other, mode)
      chown(other, owner, 65534)
      let result = try run(runtime: other)
      #expect(result.status == "0", "\(result.errors)")
      #expect(result.tail == "143", "root's own folder silenced the older speech")
      #expect(
        (try? FileManager.default.contentsOfDirectory(atPath: other)) == [],
        "nothing made in \(other): \((try? FileManager.default.contentsOfDirectory(atPath: other)) ?? [])")
      rmdir(other)
    }
  }
}
