import Foundation
import OTCTestSupport
import Testing

/// otc inside Debian's Fenrir (PTY mode), both speaking through one private Speech
/// Dispatcher whose log records every message: each announcement is heard once.
@Suite struct FenrirTests {
  let pulse: PulseAudioDaemon
  let speechd: SpeechDispatcherDaemon

  init() throws {
    pulse = try PulseAudioDaemon.start()
    speechd = try SpeechDispatcherDaemon(pulse: pulse)
  }

  /// How many messages, of any client, contain `text`.
  func heard(_ text: String) -> Int { speechd.messages.count { $0.contains(text) } }

  @Test func aCodeIsHeardOnceWithFenrirReadingOtcsLines() throws {
    let fenrir = try FenrirScreenReader(speechd: speechd, command: [CommandRunner.binary.path, "prompt"])
    #expect(eventually { heard("Access code, text field") == 1 }, "\(speechd.messages)")
    // Each key waits until its echo has been heard: the count is then exact.
    var expected: [String: Int] = [:]
    for (key, word) in [("9", "Nine"), ("8", "Eight"), ("5", "Five"), ("3", "Three"), ("9", "Nine"), ("1", "One")] {
      expected[word, default: 0] += 1
      fenrir.terminal.type(key)
      #expect(eventually { heard(word) == expected[word] }, "after \(key): \(speechd.messages)")
    }
    #expect(eventually { fenrir.answer != nil })
    #expect(fenrir.answer == "985391\n")
    #expect(fenrir.status == 0)
    #expect(eventually { heard("Code complete, nine eight five three nine one") == 1 }, "\(speechd.messages)")
    // One voice: the opening, six echoes and the completion, each once, all Fenrir's.
    let messages = speechd.messages
    #expect(messages.count { $0.contains("Access code, text field") } == 1, "\(messages)")
    #expect(messages.count { $0.contains("Nine") } == 2)
    for word in ["Eight", "Five", "Three", "One"] { #expect(messages.count { $0.contains(word) } == 1, "\(word): \(messages)") }
    #expect(!messages.contains { $0.hasPrefix("CHAR") }, "otc did not speak itself: \(messages)")
    #expect(speechd.received(fromClient: "otc").isEmpty)
    #expect(!messages.contains { $0.contains("speaking through") })
  }

  @Test func aPasswordIsHeardAsOneBulletAKeyAndNeverItsLetters() throws {
    let fenrir = try FenrirScreenReader(
      speechd: speechd, command: [CommandRunner.binary.path, "askpass", "alice@example.org's password: "])
    #expect(eventually { heard("Password, secure text field") == 1 }, "\(speechd.messages)")
    for (index, key) in "hunter".enumerated() {
      fenrir.terminal.type(String(key))
      #expect(eventually { heard("Bullet") == index + 1 }, "after key \(index + 1): \(speechd.messages)")
    }
    fenrir.terminal.type("\r")
    #expect(eventually { fenrir.answer != nil })
    #expect(fenrir.answer == "hunter\n")
    #expect(eventually { heard("Entered") == 1 }, "\(speechd.messages)")
    let messages = speechd.messages
    #expect(messages.count { $0.contains("Password, secure text field") } == 1)
    #expect(messages.count { $0.contains("Bullet") } == 6)
    // Never a typed letter, from any client: not as a character, a word or inside a line.
    #expect(!messages.contains { $0.hasPrefix("CHAR") }, "\(messages)")
    for letter in ["h", "u", "n", "t", "e", "r"] {
      #expect(!messages.contains { $0.trimmingCharacters(in: .whitespaces).lowercased() == letter }, "\(letter): \(messages)")
    }
    #expect(!messages.contains { $0.contains("hunter") })
  }

  /// Told to speak beside Fenrir, otc speaks and writes no lines for Fenrir to read
  /// again; its opening goes as an important message, its echoes as messages.
  @Test func speechAskedForSpeaksOnceWithImportantOpening() throws {
    let fenrir = try FenrirScreenReader(
      speechd: speechd, command: [CommandRunner.binary.path, "prompt", "--speech", "speechd", "--length", "4"])
    #expect(eventually { heard("Access code, text field") == 1 }, "\(speechd.messages)")
    for (index, key) in ["4", "2", "4", "2"].enumerated() {
      fenrir.terminal.type(key)
      #expect(eventually { speechd.messages.count { $0.hasPrefix("CHAR") } == index + 1 }, "\(speechd.messages)")
    }
    #expect(eventually { fenrir.answer == "4242\n" })
    #expect(eventually { heard("Code complete") == 1 }, "\(speechd.messages)")
    let messages = speechd.messages
    #expect(messages.count { $0.contains("Access code, text field") } == 1, "\(messages)")
    #expect(!messages.contains { $0.contains("Four") || $0.contains("Two") }, "Fenrir read no echo line: \(messages)")
    let otc = speechd.received(fromClient: "otc")
    let opening = otc.firstIndex { $0.hasPrefix("Access code") }
    let firstKey = otc.firstIndex { $0.hasPrefix("CHAR") }
    #expect(opening.map { otc[..<$0].last { $0.hasPrefix("SET SELF PRIORITY") } } == "SET SELF PRIORITY important", "\(otc)")
    #expect(firstKey.map { otc[..<$0].last { $0.hasPrefix("SET SELF PRIORITY") } } == "SET SELF PRIORITY message", "\(otc)")
  }

  /// One voice under `otc watch`: Fenrir reads the question's line as it appears, otc adds
  /// the field and a word per key through the same Speech Dispatcher, and no typed letter
  /// is heard from either.
  @Test func otcWatchAddsTheFieldAndTheKeysToTheQuestionFenrirReads() throws {
    let fenrir = try FenrirScreenReader(
      speechd: speechd,
      command: [
        "/bin/sh", "-c", #"exec "$0" watch -- bash -c 'read -r -s -p "Your PIN: " p; echo; echo "got ${#p}"; exit 4' >/dev/tty"#,
        CommandRunner.binary.path,
      ])
    #expect(eventually { heard("Secure text field, for bash, is editing, empty") == 1 }, "\(speechd.messages)")
    for (index, key) in "kilo".enumerated() {
      fenrir.terminal.type(String(key))
      #expect(eventually { heard("Bullet") == index + 1 }, "after key \(index + 1): \(speechd.messages)")
    }
    fenrir.terminal.type("\r")
    #expect(eventually { fenrir.status != nil })
    #expect(fenrir.status == 4)
    #expect(eventually { heard("got 4") >= 1 && heard("Entered") == 1 }, "\(speechd.messages)")
    let messages = speechd.messages
    let otc = speechd.received(fromClient: "otc")
    // Fenrir said the question's line; otc did not say it again.
    #expect(messages.contains { $0.contains("Your PIN") }, "\(messages)")
    #expect(!otc.contains { $0.contains("PIN") }, "\(otc)")
    #expect(otc.contains { $0.contains("Secure text field, for bash") }, "\(otc)")
    #expect(messages.count { $0.contains("Bullet") } == 4)
    #expect(!messages.contains { $0.hasPrefix("CHAR") }, "\(messages)")
    for letter in ["k", "i", "l", "o"] {
      #expect(!messages.contains { $0.trimmingCharacters(in: .whitespaces).lowercased() == letter }, "\(letter): \(messages)")
    }
    #expect(!messages.contains { $0.contains("kilo") })
  }

  /// `otc totp` at a terminal Fenrir reads: the code is printed as its words and heard
  /// once, digit by digit, from Fenrir; the time left once; never the code as a number,
  /// and nothing from otc's own voice. Printed into a pipe, the same code is plain.
  @Test func aTOTPCodeIsHeardOnceDigitByDigit() throws {
    let keys = try KeyFolder()
    let uri = try keys.write(TestSecret.uri(issuer: "Acme"), as: "acme.uri")
    let code = try oathtool(["--totp", "-b", "--now=@1000000007", TestSecret.base32])
    let digits = code.map(String.init)
    let spelled = digits[0..<3].joined(separator: " ") + ", " + digits[3...].joined(separator: " ")
    let fenrir = try FenrirScreenReader(
      speechd: speechd,
      command: ["/bin/sh", "-c", #"exec "$0" totp --uri-file "$1" --at 1000000007 >/dev/tty"#, CommandRunner.binary.path, uri])
    #expect(eventually { fenrir.status != nil })
    #expect(fenrir.status == 0)
    #expect(eventually { heard(spelled) == 1 && heard("13 seconds left") == 1 }, "\(speechd.messages)")
    let messages = speechd.messages
    #expect(messages.count { $0.contains(spelled) } == 1, "\(messages)")
    #expect(messages.count { $0.contains("seconds left") } == 1, "\(messages)")
    #expect(!messages.contains { $0.contains(code) }, "never the code as one number: \(messages)")
    #expect(speechd.received(fromClient: "otc").isEmpty, "otc did not say it a second time")
    // Into a pipe: the plain code, for a script.
    let piped = try CommandRunner.run(["totp", "--uri-file", uri, "--at", "1000000007", "--speech", "none"])
    #expect(piped.stdout == code + "\n", "\(piped.stderr)")
  }

  @Test func aTranscriptPrintedOnFenrirsTerminalIsHeardOnce() throws {
    let fenrir = try FenrirScreenReader(
      speechd: speechd,
      command: ["/bin/sh", "-c", "printf 985391 | \"$0\" read --code-file - --no-hints >/dev/tty", CommandRunner.binary.path])
    #expect(eventually { fenrir.status != nil })
    #expect(fenrir.status == 0)
    #expect(eventually { heard("Access code, nine eight five three nine one, text field") == 1 }, "\(speechd.messages)")
    #expect(speechd.received(fromClient: "otc").isEmpty, "otc did not say it a second time")
  }

  @Test func otcConfigSaysFenrirReadsTheLines() throws {
    // otc config runs once Fenrir's remote control listens, and Enter is typed.
    let fenrir = try FenrirScreenReader(
      speechd: speechd, command: ["/bin/sh", "-c", "read -r _ && exec \"$0\" config", CommandRunner.binary.path])
    #expect(eventually { fenrir.socket != nil })
    fenrir.terminal.type("\r")
    #expect(eventually { fenrir.answer != nil })
    let report = fenrir.answer ?? ""
    #expect(
      report.contains("screen reader: Fenrir, process \(fenrir.terminal.pid), reads its own terminal (PTY mode)"), "\(report)")
    #expect(report.contains("remote socket \(fenrir.socket ?? "?")"), "\(report)")
    #expect(report.contains("who speaks: Fenrir reads otc's lines; otc does not speak"), "\(report)")
    // Speech Dispatcher's 380 ERR NOT YET IMPLEMENTED, said in words (issue 44).
    #expect(report.contains("speech dispatcher clients: unknown, this Speech Dispatcher cannot list its clients\n"), "\(report)")
  }

  /// Issue 73: every command that speaks, at a terminal Fenrir reads through the one
  /// Speech Dispatcher, is heard through it (what it says first heard once, from Fenrir or
  /// from otc's own client, never both), and the transcript it writes (`--transcript`, or
  /// `OTC_TRANSCRIPT` for the commands a program starts; `otc read`'s is its output) holds
  /// what was said and never the secret: the code typed in secure mode, the password, the
  /// disk's passphrase, the hidden answer, the TOTP code. `otc speak` keeps no transcript;
  /// "error" is an asking command ended by an error once its transcript was begun.
  @Test(arguments: ["prompt", "askpass", "pinentry", "agent", "boot ask", "watch", "totp", "read", "speak", "error"])
  func aSpeakingCommandIsHeardOnceAndItsTranscriptHoldsNoSecret(command: String) throws {
    let folder = try KeyFolder()
    let transcript = folder.path + "/said.jsonl"
    let otc = CommandRunner.binary.path
    var typed = ""
    var secrets: [String] = []
    var fenrir: FenrirScreenReader
    // What is heard first, found in the transcript once it is there.
    var first: (String) -> String = { $0 }
    // What the command gave its caller, checked once it has ended.
    var answered: (FenrirScreenReader) -> Bool = { $0.status == 0 }
    var asker: ChildProcess?
    switch command {
    case "prompt":
      typed = "985391"
      secrets = ["985391", "Nine", "Eight", "Five", "Three"]
      fenrir = try FenrirScreenReader(speechd: speechd, command: [otc, "prompt", "--secure", "--transcript", transcript])
      answered = { $0.answer == "985391\n" }
    case "askpass":
      typed = "hunter\r"
      secrets = ["hunter"]
      fenrir = try FenrirScreenReader(
        speechd: speechd, command: [otc, "askpass", "alice@example.org's password: "],
        environment: ["OTC_TRANSCRIPT": transcript])
      answered = { $0.answer == "hunter\n" }
    case "pinentry":
      // gpg-agent's side of the Assuan talk, written ahead: the pinentry asks on the
      // terminal OPTION ttyname names, Fenrir's, and answers on its standard output.
      typed = "hunter\r"
      secrets = ["hunter"]
      fenrir = try FenrirScreenReader(
        speechd: speechd,
        command: [
          "/bin/sh", "-c",
          #"printf 'OPTION ttyname=%s\nSETDESC Passphrase for the key of Alice\nGETPIN\nBYE\n' "$(tty)" | exec "$0" pinentry"#,
          otc,
        ],
        environment: ["OTC_TRANSCRIPT": transcript])
      answered = { $0.status == 0 && $0.answer?.contains("\nD hunter\n") == true }
    case "agent":
      // The agent in a mount namespace of its own with a tmpfs over /run (never the
      // machine's questions), answering Debian's systemd-ask-password asked inside it.
      typed = "kilo\r"
      secrets = ["kilo"]
      try """
      mount -t tmpfs -o mode=755 tmpfs /run || exit 70
      mkdir -p /run/systemd/ask-password
      echo $$ > '\(folder.file("pid"))'
      while [ ! -e '\(folder.file("go"))' ]; do sleep 0.05; done
      exec '\(otc)' agent --query
      """.write(toFile: folder.file("namespace.sh"), atomically: true, encoding: .utf8)
      fenrir = try FenrirScreenReader(
        speechd: speechd,
        command: ["/usr/bin/unshare", "--mount", "--propagation", "private", "/bin/sh", folder.file("namespace.sh")],
        environment: ["OTC_TRANSCRIPT": transcript])
      #expect(eventually { (try? String(contentsOfFile: folder.file("pid"), encoding: .utf8)) != nil })
      let pid = try String(contentsOfFile: folder.file("pid"), encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)
      asker = try ChildProcess(
        "/usr/bin/nsenter",
        ["--target", pid, "--mount", "--root", "--wd", "--", "/usr/bin/systemd-ask-password", "--no-tty"]
          + ["--id=cryptsetup:/dev/block/8:3", "Please enter passphrase for disk TEST (root)!"],
        outputPath: folder.file("asker.out"), errorPath: folder.file("asker.err"))
      let questions = "/proc/\(pid)/root/run/systemd/ask-password"
      #expect(
        eventually { ((try? FileManager.default.contentsOfDirectory(atPath: questions)) ?? []).contains { $0.hasPrefix("ask.") } }
      )
      _ = FileManager.default.createFile(atPath: folder.file("go"), contents: nil)
    case "boot ask":
      typed = "correct horse\r"
      secrets = ["correct", "horse"]
      fenrir = try FenrirScreenReader(
        speechd: speechd, command: [otc, "boot", "ask", "--console", "/dev/tty"],
        environment: [
          "OTC_TRANSCRIPT": transcript, "CRYPTTAB_NAME": "cryptroot", "CRYPTTAB_TRIED": "0", "CRYPTTAB_OPTIONS": "luks",
        ])
      answered = { $0.answer == "correct horse" }
    case "watch":
      typed = "kilo\r"
      secrets = ["kilo"]
      fenrir = try FenrirScreenReader(
        speechd: speechd,
        command: [
          "/bin/sh", "-c",
          #"exec "$0" watch --transcript "$1" -- bash -c 'read -r -s -p "Your PIN: " p; echo; exit 0' >/dev/tty"#,
          otc, transcript,
        ])
    case "totp":
      let uri = try folder.write(TestSecret.uri(issuer: "Acme"), as: "acme.uri")
      let code = try oathtool(["--totp", "-b", "--now=@1000000007", TestSecret.base32])
      secrets = [code, code.map(String.init).joined(separator: " ")]
      fenrir = try FenrirScreenReader(
        speechd: speechd,
        command: [
          "/bin/sh", "-c", #"exec "$0" totp --uri-file "$1" --at 1000000007 --transcript "$2" >/dev/tty"#, otc, uri, transcript,
        ])
      // The transcript keeps the code out ("Acme, code shown"); what is heard has it.
      first = { _ in "Acme, " }
    case "read":
      // Read into a pipe, its transcript: otc's own voice says it, once.
      secrets = ["985391", "Nine", "Eight", "Five", "Three"]
      fenrir = try FenrirScreenReader(
        speechd: speechd,
        command: [
          "/bin/sh", "-c", #"printf 985391 | "$0" read --code-file - --secure --format json >"$1""#, otc, folder.file("read.txt"),
        ])
    case "speak":
      fenrir = try FenrirScreenReader(speechd: speechd, command: [otc, "speak", "Your key is ready"])
      first = { _ in "Your key is ready" }
    default:
      // The prompt's outputs open (the transcript begun), then speech fails: Fenrir reads
      // the error's line, otc adds it to the transcript and does not say it again.
      fenrir = try FenrirScreenReader(
        speechd: speechd, command: [otc, "prompt", "--speech", "espeak", "--transcript", transcript],
        environment: ["PULSE_SERVER": "unix:/nonexistent"])
      first = { _ in "no audio device could be opened" }
      answered = { $0.status == 1 }
    }
    let recordedPath = command == "read" ? folder.file("read.txt") : transcript
    // The first thing said is in the transcript; once it is heard, the keys are typed.
    if command != "speak" {
      #expect(eventually { self.firstSaid(recordedPath) != nil }, "\(command): nothing recorded")
    }
    let heardFirst = first(firstSaid(recordedPath) ?? "?")
    #expect(eventually { heard(heardFirst) >= 1 }, "\(command): \(heardFirst) not heard: \(speechd.messages)")
    // Typed once the question is heard: otc's terminal is raw by then, and echoes nothing.
    fenrir.terminal.type(typed)
    #expect(eventually { fenrir.status != nil }, "\(command) did not end: \(fenrir.terminal.screenText)")
    #expect(answered(fenrir), "\(command): ended \(fenrir.status ?? -1), answered \(fenrir.answer ?? "")")
    if let asker {
      #expect(asker.wait() == 0)
      #expect(try String(contentsOfFile: folder.file("asker.out"), encoding: .utf8) == "kilo\n")
    }
    let recorded = (try? String(contentsOfFile: recordedPath, encoding: .utf8)) ?? ""
    let messages = speechd.messages
    // One voice: the first words once, whoever said them.
    #expect(messages.count { $0.contains(heardFirst) } == 1, "\(command): \(heardFirst) in \(messages)")
    #expect(!messages.contains { $0.hasPrefix("CHAR") }, "\(command): a key was echoed: \(messages)")
    for secret in secrets {
      #expect(!recorded.contains(secret), "\(command): the transcript holds \(secret): \(recorded)")
      if command != "totp" {
        #expect(!messages.contains { $0.contains(secret) }, "\(command): \(secret) was said: \(messages)")
      }
    }
    switch command {
    case "speak": #expect(speechd.received(fromClient: "otc").contains { $0.contains("Your key is ready") })
    case "error":
      #expect(recorded.contains("Error: no audio device could be opened"), "\(recorded)")
      #expect(!speechd.received(fromClient: "otc").contains { $0.contains("audio device") }, "Fenrir read it; otc did not")
    case "read": #expect(recorded.split(separator: "\n").count >= 1, "\(recorded)")
    default: #expect(recorded.split(separator: "\n").count >= 2, "\(command): \(recorded)")
    }
  }

  /// The text of the first utterance a JSON Lines transcript holds.
  func firstSaid(_ path: String) -> String? {
    guard let text = try? String(contentsOfFile: path, encoding: .utf8), let line = text.split(separator: "\n").first,
      let record = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
    else { return nil }
    return record["text"] as? String
  }
}
