import Foundation
import OTCTestSupport
import SpeechOutput
import Testing

/// A folder of its own for one test's keys (0700, as the user's own config folder is),
/// removed however the test ends.
final class KeyFolder {
  let path: String

  init() throws {
    path = FileManager.default.temporaryDirectory.appendingPathComponent("otc-totp-\(UUID().uuidString.prefix(8))").path
    try FileManager.default.createDirectory(
      atPath: path, withIntermediateDirectories: false, attributes: [.posixPermissions: 0o700])
  }

  deinit { try? FileManager.default.removeItem(atPath: path) }

  func file(_ name: String) -> String { path + "/" + name }

  /// Writes `text` as the file `name`, with `mode`.
  @discardableResult
  func write(_ text: String, as name: String, mode: Int = 0o600) throws -> String {
    let path = file(name)
    #expect(FileManager.default.createFile(atPath: path, contents: Data(text.utf8), attributes: [.posixPermissions: mode]))
    return path
  }

  func read(_ name: String) -> String { (try? String(contentsOfFile: file(name), encoding: .utf8)) ?? "" }
}

/// oathtool's code, the reference every code of otc's is checked against.
func oathtool(_ arguments: [String]) throws -> String {
  let result = try CommandRunner.run(executable: URL(fileURLWithPath: "/usr/bin/oathtool"), arguments)
  try #require(result.status == 0, "oathtool \(arguments): \(result.stderr)")
  return result.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
}

/// The secret every test's key has, in the forms it must never be found in.
enum TestSecret {
  /// 20 random bytes: a word such as "abcdefghijklmnopqrst" is in memory for other reasons.
  static let bytes = (0..<20).map { _ in UInt8.random(in: 0...255) }
  /// The bytes in RFC 4648 base32, as a URI holds them.
  static let base32 = OTCTestSupport.base32(bytes)

  static func uri(_ type: String = "totp", issuer: String = "GitHub", extra: String = "") -> String {
    "otpauth://\(type)/\(issuer):alice@example.com?secret=\(base32)&issuer=\(issuer)\(extra)\n"
  }
}

@Suite struct TOTPCommandTests {
  @Test func theCodeIsPrintedAloneAndSaidDigitByDigitWithTheTimeApart() throws {
    let keys = try KeyFolder()
    let uri = try keys.write(TestSecret.uri(), as: "github.uri")
    let wav = keys.file("said.wav")
    let transcript = keys.file("said.jsonl")
    let result = try CommandRunner.run([
      "totp", "--uri-file", uri, "--at", "1000000007", "--wav", wav, "--transcript", transcript,
    ])
    let expected = try oathtool(["--totp", "-b", "--now=@1000000007", TestSecret.base32])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout == expected + "\n")
    // The code is in no transcript: its words are, with "code shown" for the digits, and
    // the seconds left (30 - 1000000007 % 30 = 13) said apart.
    let said = WatchTranscript(path: transcript).said
    #expect(said == ["GitHub, code shown", "13 seconds left"])
    for text in [result.stdout, result.stderr, keys.read("said.jsonl")] {
      #expect(!text.contains(TestSecret.base32) && !text.contains("otpauth"))
    }
    #expect(!keys.read("said.jsonl").contains(expected))
    // What was heard is the code said digit by digit, in two groups, then the time: as long
    // as those words, and clearly not the number the digits would make.
    let spelled = expected.map(String.init)
    let digits = "GitHub, \(spelled[0..<3].joined(separator: " ")), \(spelled[3...].joined(separator: " "))"
    let heard = SignalAnalysis.soundingSamples(try WAVFile.decode(Data(contentsOf: URL(fileURLWithPath: wav))).samples)
    let expectedLength = try SignalAnalysis.soundingLength(of: digits) + SignalAnalysis.soundingLength(of: "13 seconds left")
    #expect(abs(heard - expectedLength) < expectedLength / 10, "heard \(heard) samples, the digits' words take \(expectedLength)")
  }

  @Test func aCodeAboutToExpireIsNeverGivenAndKeysWorkAtATerminal() throws {
    let daemon = try SoundServerKind.pulseAudio.start()
    defer { daemon.stop() }
    let capture = try MonitorCapture(daemon: daemon)
    defer { capture.stop() }
    let keys = try KeyFolder()
    // A 10-second period and 7 seconds at least: started with 4 to 6 seconds left, otc must wait.
    let uri = try keys.write(TestSecret.uri(extra: "&period=10"), as: "short.uri")
    #expect(eventually(timeout: 30, pacing: 0.05) { (4...5).contains(Int(Date().timeIntervalSince1970) % 10) })
    let transcript = WatchTranscript(path: keys.file("said.jsonl"))
    let terminal = try PseudoTerminal(
      ["totp", "--uri-file", uri, "--min-seconds", "7", "--speech", "espeak", "--transcript", transcript.path],
      environment: ["PULSE_SERVER": daemon.server], output: .terminal, size: (24, 80))
    #expect(eventually { transcript.said.first?.hasPrefix("New code in ") ?? false }, "\(transcript.said)")
    // The code comes once the next period has begun, with its whole time left.
    #expect(eventually { transcript.said.contains("GitHub, code shown") }, "\(transcript.said)")
    let givenAt = Int64(Date().timeIntervalSince1970)
    let said = transcript.said
    let left = try #require(said.firstIndex(of: "GitHub, code shown").map { said.count > $0 + 1 ? said[$0 + 1] : "" })
    let seconds = Int(left.split(separator: " ").first ?? "") ?? 0
    #expect(seconds >= 7, "\(said)")
    let code = try oathtool(["--totp", "-b", "-s", "10s", "--now=@\(givenAt)", TestSecret.base32])
    #expect(terminal.waitFor(code), "\(terminal.screenText)")
    // It was heard, digit by digit.
    let digits = try SignalAnalysis.soundingLength(of: "GitHub, 1 2 3, 4 5 6")
    #expect(capture.soundingSamples(after: 0, reaching: digits / 2) >= digits / 2, "the code is heard")
    #expect(eventually { transcript.said.last?.hasPrefix("Space repeats the code") ?? false }, "\(transcript.said)")
    // Space repeats it, T says the time left.
    transcript.type([" "], on: terminal)
    #expect(eventually { transcript.said.suffix(2).first == "GitHub, code shown" }, "\(transcript.said)")
    let before = transcript.said.count
    terminal.type("t")
    #expect(eventually { transcript.said.count > before && transcript.said.last!.hasSuffix("left") }, "\(transcript.said)")
    // The next period's code is said as it comes.
    #expect(eventually { transcript.said.contains("New code, code shown") }, "\(transcript.said)")
    let next = try oathtool(["--totp", "-b", "-s", "10s", "--now=@\(givenAt + 10)", TestSecret.base32])
    #expect(terminal.waitFor(next), "\(terminal.screenText)")
    // Escape ends it, the terminal as it was.
    terminal.type([0x1b])
    #expect(terminal.waitForEnd() == .exited(0), "\(terminal.screenText)")
    #expect(try terminal.sttySettings() == terminal.settingsBeforeStart)
    #expect(!terminal.screenText.contains(TestSecret.base32))
    #expect(!(try String(contentsOfFile: transcript.path, encoding: .utf8)).contains(code))
  }

  /// Hardening V, finding 8: killed at a terminal where it waits for keys (SIGKILL, which
  /// no handler sees), otc totp's terminal is put back as found, bracketed paste off.
  @Test func killedAtATerminalItsTerminalIsPutBack() throws {
    let keys = try KeyFolder()
    let uri = try keys.write(TestSecret.uri(), as: "github.uri")
    let transcript = WatchTranscript(path: keys.file("said.jsonl"))
    let terminal = try PseudoTerminal(
      ["totp", "--uri-file", uri, "--min-seconds", "0", "--speech", "none", "--transcript", transcript.path],
      output: .terminal, size: (24, 80))
    #expect(eventually { transcript.said.last?.hasPrefix("Space repeats the code") ?? false }, "\(transcript.said)")
    #expect(try terminal.sttySettings() != terminal.settingsBeforeStart)
    let pasteOn = "\u{1B}[?2004h"
    let pasteOff = "\u{1B}[?2004l"
    #expect(terminal.waitFor(pasteOn), "bracketed paste was never switched on")
    terminal.send(SIGKILL)
    #expect(terminal.waitForEnd() == .signalled(SIGKILL))
    #expect(eventually { (try? terminal.sttySettings()) == terminal.settingsBeforeStart })
    #expect(
      eventually {
        let screen = terminal.screenText
        guard let on = screen.range(of: pasteOn, options: .backwards) else { return false }
        return screen[on.upperBound...].contains(pasteOff)
      }, "bracketed paste was left on")
  }

  @Test func aKeyOthersCanReadOrReplaceIsRefused() throws {
    let keys = try KeyFolder()
    let open = try keys.write(TestSecret.uri(), as: "open.uri", mode: 0o644)
    let refused = try CommandRunner.run(["totp", "--uri-file", open, "--at", "59", "--speech", "none"])
    #expect(refused.status == 1)
    #expect(refused.stdout.isEmpty)
    #expect(refused.stderr.contains("can be read or written by others (mode 0644)"), "\(refused.stderr)")
    // A folder others can write, where another user could swap the key.
    let shared = keys.file("shared")
    try FileManager.default.createDirectory(
      atPath: shared, withIntermediateDirectories: false, attributes: [.posixPermissions: 0o777])
    try keys.write(TestSecret.uri(), as: "shared/key.uri")
    let swapped = try CommandRunner.run(["totp", "--uri-file", shared + "/key.uri", "--at", "59", "--speech", "none"])
    #expect(swapped.status == 1)
    #expect(swapped.stderr.contains("can be written by others"), "\(swapped.stderr)")
    // A link is never followed.
    let link = keys.file("link.uri")
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: keys.file("open.uri"))
    #expect(try CommandRunner.run(["totp", "--uri-file", link, "--at", "59", "--speech", "none"]).status == 1)
    // A malformed URI names the parameter, never the secret.
    let bad = try keys.write(TestSecret.uri(extra: "&digits=9"), as: "bad.uri")
    let malformed = try CommandRunner.run(["totp", "--uri-file", bad, "--at", "59", "--speech", "none"])
    #expect(malformed.status == 1)
    #expect(malformed.stderr.contains("digits parameter is not 6, 7 or 8"), "\(malformed.stderr)")
    #expect(!malformed.stderr.contains(TestSecret.base32))
    // No key at all, at a terminal: told where one comes from.
    let none = try PseudoTerminal(["totp", "--speech", "none"])
    #expect(none.waitForEnd() == .exited(64))
    #expect(none.screenText.contains("give a key"), "\(none.screenText)")
  }

  /// Hardening V, finding 2: a URI whose key has slipped into another parameter's value (a
  /// lost or escaped `&`) or into the type's place is refused without a piece of the key on
  /// standard error, which is read aloud and kept in logs: from a file, standard input and `--add`.
  @Test func aMalformedURIsErrorNeverQuotesTheKey() throws {
    let keys = try KeyFolder()
    let key = TestSecret.base32
    let shapes = [
      "otpauth://totp/Example:alice?issuer=Example&period=30%26secret%3D\(key)",
      "otpauth://totp/Example:alice?secret=AAAA&period=30%26secret%3D\(key)",
      "otpauth://totp/x?secret=AAAA&digits=6secret=\(key)",
      "otpauth://totp/x?secret=AAAA&algorithm=SHA1secret=\(key)",
      "otpauth://hotp/x?secret=AAAA&counter=0secret=\(key)",
      "otpauth://\(key)/x?secret=AAAA",
      "otpauth://totp/x?\(key)=1&\(key)=2",
    ]
    // Every 6-character piece of the key, in lower case: quoted in any case, it is a leak.
    let pieces = (0...(key.count - 6)).map { String(Array(key.lowercased())[$0..<($0 + 6)]) }
    for (number, shape) in shapes.enumerated() {
      let file = try keys.write(shape + "\n", as: "shape-\(number).uri")
      let runs = [
        try CommandRunner.run(["totp", "--uri-file", file, "--at", "59", "--speech", "none"]),
        try CommandRunner.run(["totp", "--at", "59", "--speech", "none"], stdin: shape + "\n"),
        try CommandRunner.run(
          ["totp", "--add", "shape\(number)"], stdin: shape + "\n", environment: ["XDG_CONFIG_HOME": keys.path]),
      ]
      for run in runs {
        #expect(run.status == 1, "\(shape): \(run.stderr)")
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.contains("otpauth URI"), "\(shape): \(run.stderr)")
        let told = run.stderr.lowercased()
        #expect(!pieces.contains { told.contains($0) }, "\(shape): \(run.stderr)")
      }
      #expect(!FileManager.default.fileExists(atPath: keys.file("otc/totp/shape\(number)")))
    }
  }

  @Test func aKeptKeyIsUsedByName() throws {
    let keys = try KeyFolder()
    let environment = ["XDG_CONFIG_HOME": keys.path]
    let added = try CommandRunner.run(["totp", "--add", "github"], stdin: TestSecret.uri(), environment: environment)
    #expect(added.status == 0, "\(added.stderr)")
    #expect(!added.stderr.contains(TestSecret.base32))
    let stored = keys.file("otc/totp/github")
    let attributes = try FileManager.default.attributesOfItem(atPath: stored)
    #expect((attributes[.posixPermissions] as? Int) == 0o600)
    #expect((try FileManager.default.attributesOfItem(atPath: keys.file("otc/totp"))[.posixPermissions] as? Int) == 0o700)
    let code = try CommandRunner.run(["totp", "github", "--at", "59", "--speech", "none"], environment: environment)
    #expect(code.stdout == (try oathtool(["--totp", "-b", "--now=@59", TestSecret.base32])) + "\n", "\(code.stderr)")
    // Adding again never replaces the key kept.
    let again = try CommandRunner.run(
      ["totp", "--add", "github"], stdin: TestSecret.uri(issuer: "Other"), environment: environment)
    #expect(again.status == 1)
    #expect(again.stderr.contains("already a key"), "\(again.stderr)")
    #expect(keys.read("otc/totp/github") == TestSecret.uri())
    #expect(try CommandRunner.run(["totp", "../github", "--speech", "none"], environment: environment).status == 64)
    let missing = try CommandRunner.run(["totp", "gitlab", "--speech", "none"], environment: environment)
    #expect(missing.status == 1)
    #expect(missing.stderr.contains("there is no key named gitlab"), "\(missing.stderr)")
  }

  /// HOTP: each run's code is the next counter's, also when runs start together.
  @Test func hotpCountersMoveOnOncePerRun() throws {
    let keys = try KeyFolder()
    let environment = ["XDG_CONFIG_HOME": keys.path]
    let added = try CommandRunner.run(
      ["totp", "--add", "bank"], stdin: TestSecret.uri("hotp", issuer: "Bank", extra: "&counter=5"), environment: environment)
    #expect(added.status == 0, "\(added.stderr)")
    let first = try CommandRunner.run(["totp", "bank", "--speech", "none"], environment: environment)
    #expect(first.stdout == (try oathtool(["--hotp", "-b", "-c", "5", TestSecret.base32])) + "\n", "\(first.stderr)")
    #expect(keys.read("otc/totp/bank").contains("counter=6"))
    let runs = 6
    let codes = Locked<[String]>([])
    DispatchQueue.concurrentPerform(iterations: runs) { _ in
      let result = try? CommandRunner.run(["totp", "bank", "--speech", "none"], environment: environment)
      codes.withLock { $0.append(result?.stdout.trimmingCharacters(in: .newlines) ?? "failed") }
    }
    let expected = try (6..<(6 + runs)).map { try oathtool(["--hotp", "-b", "-c", "\($0)", TestSecret.base32]) }
    #expect(codes.withLock { $0 }.sorted() == expected.sorted())
    #expect(keys.read("otc/totp/bank") == TestSecret.uri("hotp", issuer: "Bank", extra: "&counter=\(6 + runs)"))
    #expect((try FileManager.default.attributesOfItem(atPath: keys.file("otc/totp/bank"))[.posixPermissions] as? Int) == 0o600)
    #expect(try FileManager.default.contentsOfDirectory(atPath: keys.file("otc/totp")) == ["bank"])
  }

  /// pass-otp's store: a real pass, with its own GnuPG home and store.
  @Test func aPassEntrysOTPAuthLineIsUsed() throws {
    // gpg-agent's socket path must fit in a sockaddr_un.
    let home = "/tmp/otc-gpg-\(UUID().uuidString.prefix(8))"
    let keys = try KeyFolder()
    try FileManager.default.createDirectory(
      atPath: home, withIntermediateDirectories: false, attributes: [.posixPermissions: 0o700])
    defer {
      _ = try? CommandRunner.run(
        executable: URL(fileURLWithPath: "/usr/bin/gpgconf"), ["--kill", "gpg-agent"], environment: ["GNUPGHOME": home])
      try? FileManager.default.removeItem(atPath: home)
    }
    let environment = [
      "GNUPGHOME": home, "PASSWORD_STORE_DIR": keys.file("store"), "PATH": "/usr/bin:/bin", "HOME": keys.path,
    ]
    func run(_ program: String, _ arguments: [String], stdin: String = "") throws -> CommandRunner.Result {
      try CommandRunner.run(executable: URL(fileURLWithPath: program), arguments, stdin: stdin, environment: environment)
    }
    let generated = try run(
      "/usr/bin/gpg",
      ["--batch", "--passphrase", "", "--quick-gen-key", "otc test <otc@example.com>", "future-default", "default", "never"])
    try #require(generated.status == 0, "\(generated.stderr)")
    try #require(try run("/usr/bin/pass", ["init", "otc@example.com"]).status == 0)
    let inserted = try run("/usr/bin/pass", ["insert", "-m", "totp/github"], stdin: "hunter2\nuser: alice\n" + TestSecret.uri())
    try #require(inserted.status == 0, "\(inserted.stderr)")
    let result = try CommandRunner.run(
      ["totp", "--pass", "totp/github", "--at", "1234567890", "--speech", "none"], environment: environment)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout == (try oathtool(["--totp", "-b", "--now=@1234567890", TestSecret.base32])) + "\n")
    #expect(!result.stdout.contains("hunter2") && !result.stderr.contains("hunter2"))
    let missing = try CommandRunner.run(["totp", "--pass", "totp/none", "--speech", "none"], environment: environment)
    #expect(missing.status == 1)
    #expect(missing.stderr.contains("pass show failed"), "\(missing.stderr)")
  }

  /// The key, its base32 and its URI are nowhere in otc's memory once the code is out,
  /// while its words are still being said (into a FIFO nobody reads yet).
  @Test func theKeyIsWipedOnceTheCodeIsOut() throws {
    let keys = try KeyFolder()
    let uri = try keys.write(TestSecret.uri(), as: "github.uri")
    let fifo = keys.file("said.wav")
    try #require(mkfifo(fifo, 0o600) == 0)
    let reader = open(fifo, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
    defer { close(reader) }
    let terminal = try PseudoTerminal(["totp", "--uri-file", uri, "--at", "59", "--speech", "none", "--wav", fifo])
    let code = try oathtool(["--totp", "-b", "--now=@59", TestSecret.base32])
    #expect(eventually { terminal.stdoutText == code + "\n" })
    #expect(try MemoryScan.occurrences(of: TestSecret.bytes, in: terminal.pid) == 0, "the key's bytes")
    #expect(try MemoryScan.occurrences(of: Array(TestSecret.base32.utf8), in: terminal.pid) == 0, "its base32")
    #expect(try MemoryScan.occurrences(of: Array("secret=".utf8), in: terminal.pid) == 0, "its URI")
    // The scan itself works: a word of the help otc holds is found.
    #expect(try MemoryScan.occurrences(of: Array("seconds left".utf8), in: terminal.pid) > 0)
    terminal.send(SIGTERM)
    #expect(terminal.waitForEnd() != nil)
  }
}

/// A value behind a lock, for the runs started together.
final class Locked<Value>: @unchecked Sendable {
  private var value: Value
  private let lock = NSLock()
  init(_ value: Value) { self.value = value }
  func withLock<R>(_ body: (inout Value) -> R) -> R {
    lock.lock()
    defer { lock.unlock() }
    return body(&value)
  }
}

/// Hardening V, finding 5: a clipboard in a file, behind a stand-in for xclip's three uses
/// (copy from standard input, `-o` to read it back, `-i /dev/null` to empty it), with
/// every call logged; and otc totp at a terminal, C pressed once.
final class FileClipboard {
  let folder: KeyFolder
  var contents: String { folder.read("clipboard") }
  var calls: [String] { folder.read("calls").split(separator: "\n").map(String.init) }

  init() throws {
    folder = try KeyFolder()
    // Shell built-ins only, and what -o gave is logged: a failure says what was compared.
    let program = """
      #!/bin/sh
      dir=${0%/*}
      echo "$*" >> "$dir/calls"
      case "$*" in
        *"-i /dev/null"*) : > "$dir/clipboard" ;;
        *"-o"*) IFS= read -r held < "$dir/clipboard"; echo "gave [$held]" >> "$dir/calls"; printf %s "$held" ;;
        *) IFS= read -r held; printf %s "$held" > "$dir/clipboard" ;;
      esac
      """
    // Written as a program is (see writeExecutable): a Foundation write's descriptor, which
    // a child another test spawned meanwhile could inherit, made it "no clipboard program".
    try writeExecutable(Array((program + "\n").utf8), to: folder.file("xclip"))
  }

  /// Someone copies `text`, as another program would.
  func copy(_ text: String) throws { try folder.write(text, as: "clipboard") }

  /// Runs otc totp at a terminal under X with this clipboard, presses C once the keys are
  /// said, and returns the code copied once it is on the clipboard; Escape ends the run.
  func copyACode() throws -> String {
    let uri = try folder.write(TestSecret.uri(), as: "github.uri")
    let transcript = WatchTranscript(path: folder.file("said.jsonl"))
    let path = folder.path + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
    let environment = ["DISPLAY": ":99", "WAYLAND_DISPLAY": "", "PATH": path]
    let terminal = try PseudoTerminal(
      ["totp", "--uri-file", uri, "--min-seconds", "0", "--speech", "none", "--transcript", transcript.path],
      environment: environment, output: .terminal, size: (24, 80))
    #expect(eventually { transcript.said.last?.hasPrefix("Space repeats the code") ?? false }, "\(transcript.said)")
    terminal.type("c")
    #expect(eventually { transcript.said.last == "Copied; cleared in 45 seconds" }, "\(transcript.said)")
    let code = contents
    #expect(code.count == 6 && code.allSatisfy(\.isNumber), "\(code)")
    terminal.type([0x1b])
    #expect(terminal.waitForEnd() == .exited(0), "\(terminal.screenText)")
    return code
  }

  /// Waits, for up to a minute and a half, until the clearer has ended: each process
  /// started from this folder (the clearer, holding the stand-in's path in its arguments)
  /// is found while it sleeps, then followed by its pid, which it keeps when it execs the
  /// stand-in. Polling for "no process names the folder" alone could be fooled by the
  /// instant of that exec, when the kernel shows an empty command line.
  func waitForTheClearer() -> Bool {
    let clearers = processes { String(decoding: $0, as: UTF8.self).contains(folder.path) }
    #expect(!clearers.isEmpty, "no clearer was running")
    return eventually(timeout: 90) { clearers.allSatisfy { !Self.isRunning($0) } }
  }

  /// The pids of the processes whose command line `matches`.
  private func processes(_ matches: ([UInt8]) -> Bool) -> [String] {
    let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
    return entries.filter { pid in
      guard pid.allSatisfy(\.isNumber), let arguments = FileManager.default.contents(atPath: "/proc/\(pid)/cmdline") else {
        return false
      }
      return matches(Array(arguments))
    }
  }

  /// Whether the process `pid` still runs: present, and not a zombie left to be reaped.
  private static func isRunning(_ pid: String) -> Bool {
    guard let stat = FileManager.default.contents(atPath: "/proc/\(pid)/stat") else { return false }
    // "pid (name) S ...": the state follows the last parenthesis.
    let text = String(decoding: stat, as: UTF8.self)
    guard let close = text.lastIndex(of: ")") else { return false }
    return text[text.index(after: close)...].trimmingCharacters(in: .whitespaces).first != "Z"
  }
}

@Suite struct TOTPClipboardTests {
  @Test func theCodeIsClearedFromTheClipboardAfter45Seconds() throws {
    let clipboard = try FileClipboard()
    let code = try clipboard.copyACode()
    #expect(clipboard.waitForTheClearer())
    #expect(clipboard.calls.contains("-selection clipboard -i /dev/null"), "\(clipboard.calls)")
    #expect(clipboard.contents.isEmpty, "\(clipboard.contents) after \(code)")
  }

  @Test func whatTheUserCopiedSinceIsKept() throws {
    let clipboard = try FileClipboard()
    _ = try clipboard.copyACode()
    try clipboard.copy("the user's own copy")
    #expect(clipboard.waitForTheClearer())
    // It looked, and left the user's copy alone.
    #expect(clipboard.calls.contains("-selection clipboard -o"), "\(clipboard.calls)")
    #expect(!clipboard.calls.contains("-selection clipboard -i /dev/null"), "\(clipboard.calls)")
    #expect(clipboard.contents == "the user's own copy")
  }
}
