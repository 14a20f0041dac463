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

  /// Issue 73: each command that speaks while a user types, at a terminal Fenrir reads
  /// through the one Speech Dispatcher, is heard through it (its question once, from
  /// Fenrir or from otc's own client, never both), and the transcript it writes holds what
  /// was said and never the secret: the code typed in secure mode, the password, the
  /// hidden answer, the TOTP code.
  @Test(arguments: ["prompt", "askpass", "watch", "totp"])
  func aSpeakingCommandIsHeardOnceAndItsTranscriptHoldsNoSecret(command: String) throws {
    let folder = try KeyFolder()
    let transcript = folder.path + "/said.jsonl"
    let otc = CommandRunner.binary.path
    var typed = ""
    var secrets: [String]
    let fenrir: FenrirScreenReader
    switch command {
    case "prompt":
      typed = "985391"
      secrets = ["985391", "Nine", "Eight", "Five", "Three"]
      fenrir = try FenrirScreenReader(speechd: speechd, command: [otc, "prompt", "--secure", "--transcript", transcript])
    case "askpass":
      typed = "hunter\r"
      secrets = ["hunter"]
      fenrir = try FenrirScreenReader(
        speechd: speechd, command: [otc, "askpass", "alice@example.org's password: "],
        environment: ["OTC_TRANSCRIPT": transcript])
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
    default:
      let uri = try folder.write(TestSecret.uri(issuer: "Acme"), as: "acme.uri")
      let code = try oathtool(["--totp", "-b", "--now=@1000000007", TestSecret.base32])
      secrets = [code, code.map(String.init).joined(separator: " ")]
      fenrir = try FenrirScreenReader(
        speechd: speechd,
        command: [
          "/bin/sh", "-c", #"exec "$0" totp --uri-file "$1" --at 1000000007 --transcript "$2" >/dev/tty"#, otc, uri, transcript,
        ])
    }
    // The first thing said is in the transcript; once it is heard, the keys are typed.
    #expect(eventually { self.firstSaid(transcript) != nil }, "\(command): nothing recorded")
    // otc totp's transcript keeps the code out ("Acme, code shown"); what is heard has it.
    let first = command == "totp" ? "Acme, " : firstSaid(transcript) ?? "?"
    #expect(eventually { heard(first) >= 1 }, "\(command): \(first) not heard: \(speechd.messages)")
    // Typed once the question is heard: otc's terminal is raw by then, and echoes nothing.
    fenrir.terminal.type(typed)
    #expect(eventually { fenrir.status != nil }, "\(command) did not end: \(fenrir.terminal.screenText)")
    let recorded = (try? String(contentsOfFile: transcript, encoding: .utf8)) ?? ""
    let messages = speechd.messages
    // One voice: the question once, whoever said it.
    #expect(messages.count { $0.contains(first) } == 1, "\(command): \(first) in \(messages)")
    #expect(!messages.contains { $0.hasPrefix("CHAR") }, "\(command): a key was echoed: \(messages)")
    for secret in secrets {
      #expect(!recorded.contains(secret), "\(command): the transcript holds \(secret): \(recorded)")
      if command != "totp" {
        #expect(!messages.contains { $0.contains(secret) }, "\(command): \(secret) was said: \(messages)")
      }
    }
    #expect(recorded.split(separator: "\n").count >= 2, "\(command): \(recorded)")
  }

  /// The text of the first utterance a JSON Lines transcript holds.
  func firstSaid(_ path: String) -> String? {
    guard let text = try? String(contentsOfFile: path, encoding: .utf8), let line = text.split(separator: "\n").first,
      let record = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
    else { return nil }
    return record["text"] as? String
  }
}
