import Foundation
import OTCTestSupport
import Testing

/// Links named as `make install` names them, in a folder of their own, removed with the
/// last reference to it (the test that made it is over).
final class InstalledNames: Sendable {
  let folder: URL

  deinit { try? FileManager.default.removeItem(at: folder) }

  init() throws {
    folder = FileManager.default.temporaryDirectory.appendingPathComponent("otc-real-\(UUID().uuidString.prefix(8))")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    for name in ["otc-askpass", "otc-pinentry"] {
      try FileManager.default.createSymbolicLink(
        atPath: folder.appendingPathComponent(name).path, withDestinationPath: CommandRunner.binary.path)
    }
  }

  /// Names that another user (nobody, running sudo) can run: the folder open to all and
  /// otc copied into it, whatever the permissions of the folder the project was built in.
  static func forAnotherUser() throws -> InstalledNames {
    let names = try InstalledNames()
    chmod(names.folder.path, 0o755)
    try copyExecutable(from: CommandRunner.binary.path, to: names.path("otc"))
    try FileManager.default.removeItem(atPath: names.path("otc-askpass"))
    try FileManager.default.createSymbolicLink(atPath: names.path("otc-askpass"), withDestinationPath: "otc")
    return names
  }

  func path(_ name: String) -> String { folder.appendingPathComponent(name).path }
  func file(_ name: String) -> String { (try? String(contentsOfFile: path(name), encoding: .utf8)) ?? "" }

  /// A copy of /etc/shadow in the folder (`shadow`), for a private mount namespace to bind
  /// over the real one, in which `users` have `password`: root's, group shadow's (as
  /// unix_chkpwd reads it for a user who is not root), 0640.
  func writeShadow(password: String, for users: [String]) throws {
    let hash = try CommandRunner.run(
      executable: URL(fileURLWithPath: "/usr/bin/python3"),
      ["-W", "ignore", "-c", "import crypt,sys; print(crypt.crypt(sys.argv[1], crypt.mksalt(crypt.METHOD_SHA512)))", password])
    try #require(hash.status == 0, "\(hash.stderr)")
    let shadow = try String(contentsOfFile: "/etc/shadow", encoding: .utf8).split(
      separator: "\n", omittingEmptySubsequences: false
    )
    .map { line in
      guard users.contains(where: { line.hasPrefix("\($0):") }) else { return String(line) }
      var fields = line.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
      fields[1] = hash.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
      return fields.joined(separator: ":")
    }.joined(separator: "\n")
    try shadow.write(toFile: path("shadow"), atomically: true, encoding: .utf8)
    chown(path("shadow"), 0, getgrnam("shadow")?.pointee.gr_gid ?? 0)
    chmod(path("shadow"), 0o640)
  }
}

/// ssh to a real sshd whose PAM asks for a TOTP code, with otc-askpass answering.
@Suite struct SSHWithAskpassTests {
  let names: InstalledNames
  let server: PrivateSSHServer

  init() throws {
    names = try InstalledNames()
    server = try PrivateSSHServer()
  }

  /// ssh with a throwaway known-hosts file: with `askingAboutTheHostKey`, an empty one
  /// that ssh writes into once the key is accepted.
  func ssh(askingAboutTheHostKey: Bool = false, tries: Int = 1) throws -> PseudoTerminal {
    let knownHosts =
      askingAboutTheHostKey
      ? ["-o", "StrictHostKeyChecking=ask", "-o", "UserKnownHostsFile=\(names.path("known_hosts"))"]
      : ["-o", "StrictHostKeyChecking=no", "-o", "UserKnownHostsFile=/dev/null"]
    return try PseudoTerminal(
      ["-F", "/dev/null", "-p", "\(server.port)"] + knownHosts + [
        "-o", "GlobalKnownHostsFile=/dev/null", "-o", "LogLevel=ERROR", "-o", "NumberOfPasswordPrompts=\(tries)",
        "\(server.user)@127.0.0.1", "true",
      ],
      environment: [
        "SSH_ASKPASS": names.path("otc-askpass"), "SSH_ASKPASS_REQUIRE": "force", "OTC_SPEECH": "none",
        "OTC_TRANSCRIPT": names.path("transcript.jsonl"),
      ],
      executable: "/usr/bin/ssh")
  }

  var question: String { "One-time password, secure text field, for \(server.user) at 127.0.0.1, is editing, empty" }

  @Test func theCurrentCodeTypedInTheTerminalLogsIn() throws {
    let terminal = try ssh()
    #expect(terminal.waitFor(question), "\(terminal.screenText)")
    terminal.type(try server.pam.codes()[0] + "\r")
    #expect(terminal.waitForEnd(timeout: 60) == .exited(0), "\(terminal.screenText)")
    let transcript = names.file("transcript.jsonl")
    #expect(transcript.contains("\"event\":\"focus\""))
    #expect(transcript.contains("\"text\":\"\(question)"))
  }

  /// Issue 27: ssh's question about an unknown host key is a plain question. "yes" is
  /// heard as typed and ssh goes on to log in; F4 spells the fingerprint in groups.
  @Test func yesToAnUnknownHostKeyIsHeardAndSshGoesOn() throws {
    let terminal = try ssh(askingAboutTheHostKey: true)
    let question =
      "Unknown host 127.0.0.1 port \(server.port), ED25519 key; connect anyway? Type yes or no, text field, is editing, empty"
    #expect(terminal.waitFor(question), "\(terminal.screenText)")
    terminal.type("\u{1B}OS")
    let fingerprint = try server.hostKeyFingerprint()
    let firstGroup = Array(fingerprint.dropFirst("SHA256:".count).prefix(4)).map {
      $0.isUppercase ? "capital \($0)" : $0 == "/" ? "slash" : $0 == "+" ? "plus sign" : String($0)
    }
    #expect(terminal.waitFor("Fingerprint, S H A 256, \(firstGroup.joined(separator: " ")), "), "\(terminal.screenText)")
    #expect(!terminal.screenText.contains(question + ", " + fingerprint), "the fingerprint is never read whole in the opening")
    // What was typed is heard: Up reads the field with its value.
    terminal.type("yes\u{1B}[A")
    #expect(terminal.waitFor("Type yes or no, yes, text field"), "\(terminal.screenText)")
    terminal.type("\r")
    #expect(terminal.waitFor(self.question), "\(terminal.screenText)")
    terminal.type(try server.pam.codes()[0] + "\r")
    #expect(terminal.waitForEnd(timeout: 60) == .exited(0), "\(terminal.screenText)")
    #expect(names.file("known_hosts").contains("[127.0.0.1]:\(server.port)"))
  }

  /// A wrong code, then the same question from the same ssh: "Try again" first. Esc at
  /// it says what ssh does (an empty answer, and on to the next question).
  @Test func aWrongCodeThenTheSameQuestionSaysTryAgain() throws {
    let terminal = try ssh(tries: 3)
    #expect(terminal.waitFor(question), "\(terminal.screenText)")
    terminal.type(try server.pam.wrongCode() + "\r")
    #expect(terminal.waitFor("Try again"), "\(terminal.screenText)")
    terminal.type("\u{1B}")
    #expect(terminal.waitFor("Cancelled, ssh will go on to the next question"), "\(terminal.screenText)")
    #expect(
      eventually(timeout: generousDeadline) { terminal.screenText.components(separatedBy: "Try again").count == 3 },
      "\(terminal.screenText)")
    terminal.type(try server.pam.codes()[0] + "\r")
    #expect(terminal.waitForEnd(timeout: 60) == .exited(0), "\(terminal.screenText)")
  }

  /// "no" refuses: ssh stops, and the key is not remembered.
  @Test func noToAnUnknownHostKeyRefusesIt() throws {
    let terminal = try ssh(askingAboutTheHostKey: true)
    #expect(terminal.waitFor("Unknown host 127.0.0.1"), "\(terminal.screenText)")
    terminal.type("no\r")
    #expect(terminal.waitForEnd(timeout: 60) == .exited(255), "\(terminal.screenText)")
    #expect(terminal.screenText.contains("Host key verification failed"))
    #expect(!names.file("known_hosts").contains("127.0.0.1"))
  }

  @Test func aWrongCodeIsRefused() throws {
    let terminal = try ssh()
    #expect(terminal.waitFor(question), "\(terminal.screenText)")
    terminal.type(try server.pam.wrongCode() + "\r")
    let ending = terminal.waitForEnd(timeout: 60)
    #expect(ending != nil && ending != .exited(0), "\(terminal.screenText)")
  }
}

/// gpg with a temporary GNUPGHOME whose gpg-agent runs otc-pinentry.
@Suite struct GPGWithPinentryTests {
  let names: InstalledNames
  let home: String
  let passphrase = "Tr0ub4dor&3x"

  init() throws {
    names = try InstalledNames()
    // Short: gpg-agent's socket path must fit in a sockaddr_un.
    home = "/tmp/otc-gpg-\(UUID().uuidString.prefix(8))"
    try FileManager.default.createDirectory(
      atPath: home, withIntermediateDirectories: false, attributes: [.posixPermissions: 0o700])
    try """
    pinentry-program \(names.path("otc-pinentry"))
    default-cache-ttl 0
    max-cache-ttl 0

    """.write(toFile: home + "/gpg-agent.conf", atomically: true, encoding: .utf8)
    try "secret data\n".write(toFile: names.path("plain.txt"), atomically: true, encoding: .utf8)
  }

  var agentEnvironment: [String: String] {
    ["GNUPGHOME": home, "OTC_SPEECH": "none", "OTC_TRANSCRIPT": names.path("transcript.jsonl")]
  }

  /// gpg in a pseudo-terminal, with GPG_TTY set to it as a user's shell sets it.
  func gpg(_ arguments: [String]) throws -> PseudoTerminal {
    let quoted = arguments.map { "'\($0)'" }.joined(separator: " ")
    return try PseudoTerminal(
      ["-c", "GPG_TTY=$(tty) exec gpg --pinentry-mode ask \(quoted)"],
      environment: agentEnvironment, executable: "/bin/sh")
  }

  /// Stops this test's gpg-agent and removes its folder.
  func stopAgent() {
    _ = try? CommandRunner.run(
      executable: URL(fileURLWithPath: "/usr/bin/gpgconf"), ["--kill", "gpg-agent"], environment: ["GNUPGHOME": home])
    try? FileManager.default.removeItem(atPath: home)
    try? FileManager.default.removeItem(at: names.folder)
  }

  @Test func aSymmetricFileIsEncryptedWithARepeatedPassphraseAndDecryptedAgain() throws {
    defer { stopAgent() }
    let encrypted = names.path("plain.txt.gpg")
    let encrypt = try gpg(["--no-symkey-cache", "--symmetric", "-o", encrypted, names.path("plain.txt")])
    #expect(encrypt.waitFor("secure text field"), "\(encrypt.screenText)")
    encrypt.type(passphrase + "\r")
    #expect(encrypt.waitFor("Repeat, secure text field"), "\(encrypt.screenText)")
    encrypt.type(passphrase + "\r")
    #expect(encrypt.waitForEnd(timeout: 60) == .exited(0), "\(encrypt.screenText)")

    let decrypted = names.path("decrypted.txt")
    let decrypt = try gpg(["--no-symkey-cache", "-o", decrypted, "--decrypt", encrypted])
    #expect(decrypt.waitFor("secure text field"), "\(decrypt.screenText)")
    decrypt.type(passphrase + "\r")
    #expect(decrypt.waitForEnd(timeout: 60) == .exited(0), "\(decrypt.screenText)")
    #expect(names.file("decrypted.txt") == "secret data\n")

    let wrong = try gpg(["--no-symkey-cache", "-o", names.path("wrong.txt"), "--decrypt", encrypted])
    #expect(wrong.waitFor("secure text field"), "\(wrong.screenText)")
    wrong.type("not the passphrase\r")
    let ending = wrong.waitForEnd(timeout: 60)
    #expect(ending != nil && ending != .exited(0))
    #expect(!FileManager.default.fileExists(atPath: names.path("wrong.txt")))

    for place in [encrypt.screenText, decrypt.screenText, wrong.screenText, names.file("transcript.jsonl")] {
      #expect(!place.contains(passphrase) && !place.contains("not the passphrase"))
    }
  }

  @Test func aWrongPassphraseForAKeyIsSaidAsGpgAgentSaysIt() throws {
    defer { stopAgent() }
    let generate = try CommandRunner.run(
      executable: URL(fileURLWithPath: "/usr/bin/gpg"),
      [
        "--batch", "--pinentry-mode", "loopback", "--passphrase", passphrase, "--quick-gen-key", "Nu Tester <test@example.org>",
        "ed25519", "sign", "never",
      ],
      // gpg-agent starts here, and its children (the pinentry) keep this environment.
      environment: agentEnvironment)
    try #require(generate.status == 0, "\(generate.stderr)")
    let sign = try gpg(["-u", "test@example.org", "-o", names.path("signed.gpg"), "--sign", names.path("plain.txt")])
    // Issue 27: what is asked (gpg's SETPROMPT, "Passphrase") and whose key first, the
    // field second; the key's id and date only on F4.
    let opening = "Passphrase, secure text field, for Nu Tester's key, is editing, empty"
    #expect(sign.waitFor(opening + "\r\n"), "\(sign.screenText)")
    #expect(!sign.screenText.contains("ID "), "the key id waits for F4")
    sign.type("\u{1B}OS")
    #expect(sign.waitFor("Test@example.org, 255-bit EDDSA key, ID, "), "\(sign.screenText)")
    #expect(sign.screenText.contains(", created "))
    sign.type("wrong guess\r")
    // Asked again: the error and the short label, nothing more.
    #expect(sign.waitFor("Bad Passphrase (try 2 of 3)\r\nPassphrase, for Nu Tester's key\r\n"), "\(sign.screenText)")
    sign.type(passphrase + "\r")
    #expect(sign.waitForEnd(timeout: 60) == .exited(0), "\(sign.screenText)")
    #expect(names.file("transcript.jsonl").contains("\"event\":\"error\""))
  }
}

/// sudo -A with a TOTP PAM module, answered by otc-askpass: sudoers and PAM's sudo service
/// are temporary copies bind-mounted in a private mount namespace, and sudo is run by
/// nobody (root is never asked).
@Suite struct SudoWithAskpassTests {
  let names: InstalledNames
  let pam: OneTimePasswordPAM

  init() throws {
    // nobody runs the askpass.
    names = try InstalledNames.forAnotherUser()
    pam = try OneTimePasswordPAM(service: "sudo", user: "nobody", in: names.folder.path)
    try "Defaults passwd_tries=1, !lecture\nnobody ALL=(ALL) ALL\n".write(
      toFile: names.path("sudoers"), atomically: true, encoding: .utf8)
    chmod(names.path("sudoers"), 0o440)
    // The transcript exists before nobody writes into it, and keeps its mode.
    _ = FileManager.default.createFile(
      atPath: names.path("transcript.jsonl"), contents: nil, attributes: [.posixPermissions: 0o666])
  }

  func sudo() throws -> PseudoTerminal {
    let script = """
      mount --bind \(names.path("sudoers")) /etc/sudoers && mount --bind \(pam.folder) /etc/pam.d \
      && mount -t tmpfs -o mode=755 tmpfs /run && mkdir -p -m 700 /run/user/65534 && chown 65534 /run/user/65534 \
      && exec setpriv --reuid=nobody --regid=nogroup --clear-groups sudo -A -k id -u
      """
    return try PseudoTerminal(
      ["--mount", "/bin/sh", "-c", script],
      environment: [
        "SUDO_ASKPASS": names.path("otc-askpass"), "OTC_SPEECH": "none", "OTC_TRANSCRIPT": names.path("transcript.jsonl"),
        "PATH": "/usr/sbin:/usr/bin:/sbin:/bin",
      ],
      executable: "/usr/bin/unshare")
  }

  @Test func theCurrentCodeRunsTheCommandAsRoot() throws {
    defer { try? FileManager.default.removeItem(at: names.folder) }
    let terminal = try sudo()
    #expect(terminal.waitFor("One-time password, secure text field, for nobody, is editing, empty"), "\(terminal.screenText)")
    terminal.type(try pam.codes()[0] + "\r")
    #expect(terminal.waitForEnd(timeout: 60) == .exited(0), "\(terminal.screenText)")
    #expect(terminal.stdoutText == "0\n")
    #expect(names.file("transcript.jsonl").contains("\"text\":\"One-time password, secure text field, for nobody"))
  }

  @Test func aWrongCodeOrACancelRunsNothing() throws {
    defer { try? FileManager.default.removeItem(at: names.folder) }
    let wrong = try sudo()
    #expect(wrong.waitFor("One-time password, secure text field, for nobody"), "\(wrong.screenText)")
    wrong.type(try pam.wrongCode() + "\r")
    #expect(wrong.waitForEnd(timeout: 60) == .exited(1), "\(wrong.screenText)")
    #expect(wrong.stdoutText.isEmpty)

    let cancelled = try sudo()
    #expect(cancelled.waitFor("One-time password, secure text field, for nobody"), "\(cancelled.screenText)")
    cancelled.type("12\u{1B}")
    #expect(cancelled.waitForEnd(timeout: 60) == .exited(1), "\(cancelled.screenText)")
    #expect(cancelled.stdoutText.isEmpty)
  }
}

/// Issue 27: a wrong answer is said when the caller asks again. sudo -A with pam_unix and a
/// password for nobody in a copy of /etc/shadow, bind-mounted with sudoers in a private
/// mount namespace; the machine's own files are never touched.
@Suite struct SudoPasswordRetryTests {
  let names: InstalledNames
  let password = "c0rrect-h0rse"

  init() throws {
    names = try InstalledNames.forAnotherUser()
    try names.writeShadow(password: password, for: ["nobody"])
    try "Defaults passwd_tries=3, !lecture\nnobody ALL=(ALL) ALL\n".write(
      toFile: names.path("sudoers"), atomically: true, encoding: .utf8)
    chmod(names.path("sudoers"), 0o440)
    // nobody's own runtime folder, where otc keeps which question was asked (sudo drops the
    // variable, so otc finds nobody's /run/user/65534, which sudo() makes in its own /run).
    try FileManager.default.createDirectory(atPath: names.path("run"), withIntermediateDirectories: false)
    chown(names.path("run"), 65534, 65534)
    chmod(names.path("run"), 0o700)
    _ = FileManager.default.createFile(
      atPath: names.path("transcript.jsonl"), contents: nil, attributes: [.posixPermissions: 0o666])
  }

  func sudo() throws -> PseudoTerminal {
    let script = """
      mount --bind \(names.path("sudoers")) /etc/sudoers && mount --bind \(names.path("shadow")) /etc/shadow \
      && mount -t tmpfs -o mode=755 tmpfs /run && mkdir -p -m 700 /run/user/65534 && chown 65534 /run/user/65534 \
      && exec setpriv --reuid=nobody --regid=nogroup --clear-groups sudo -A -k id -u
      """
    return try PseudoTerminal(
      ["--mount", "/bin/sh", "-c", script],
      environment: [
        "SUDO_ASKPASS": names.path("otc-askpass"), "OTC_SPEECH": "none", "OTC_TRANSCRIPT": names.path("transcript.jsonl"),
        "PATH": "/usr/sbin:/usr/bin:/sbin:/bin", "XDG_RUNTIME_DIR": names.path("run"),
      ],
      executable: "/usr/bin/unshare")
  }

  @Test func aWrongPasswordThenTheRightOneSaysTryAgain() throws {
    defer { try? FileManager.default.removeItem(at: names.folder) }
    let terminal = try sudo()
    let question = "Sudo password, secure text field, for nobody, is editing, empty"
    #expect(terminal.waitFor(question), "\(terminal.screenText)")
    #expect(!terminal.screenText.contains("Try again"))
    terminal.type("wrong guess\r")
    #expect(terminal.waitFor("Try again"), "\(terminal.screenText)")
    #expect(
      eventually { terminal.screenText.components(separatedBy: "Try again").last?.contains(question) == true },
      "\(terminal.screenText)")
    terminal.type(password + "\r")
    #expect(terminal.waitForEnd(timeout: 60) == .exited(0), "\(terminal.screenText)")
    #expect(terminal.stdoutText == "0\n")
    // What was kept between the two runs: a process, its start, a hash and a time.
    let state = try String(contentsOfFile: names.path("run/otc/asked"), encoding: .utf8)
    for secret in [password, "wrong guess", "sudo", "nobody", "password"] { #expect(!state.contains(secret), "\(state)") }
    let fields = state.split(separator: "\n").first.map { $0.split(separator: " ") } ?? []
    #expect(fields.count == 4, "\(state)")
    for place in [terminal.screenText, names.file("transcript.jsonl")] {
      #expect(!place.contains(password) && !place.contains("wrong guess"))
    }
  }

  /// sudo stops when the question is cancelled: "no password was provided".
  @Test func cancellingSaysThatSudoWillStop() throws {
    defer { try? FileManager.default.removeItem(at: names.folder) }
    let terminal = try sudo()
    #expect(terminal.waitFor("Sudo password, secure text field, for nobody"), "\(terminal.screenText)")
    terminal.type("\u{1B}")
    #expect(terminal.waitFor("Cancelled, sudo will stop"), "\(terminal.screenText)")
    #expect(terminal.waitForEnd(timeout: 60) == .exited(1), "\(terminal.screenText)")
    #expect(terminal.screenText.contains("no password was provided"))
  }
}
