import Basics
import Foundation
import OTCTestSupport
import Testing
import Transcripts

/// Issue 13's failures, each reproduced against the built binary as an attacker or an
/// unlucky user met it, and each now holding.
@Suite struct OutputHardeningTests {
  let folder: URL
  let code = "985391"

  init() throws {
    folder = FileManager.default.temporaryDirectory.appendingPathComponent("otc-harden-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  }

  func path(_ name: String) -> String { folder.appendingPathComponent(name).path }

  func prompt(_ arguments: [String]) throws -> CommandRunner.Result {
    try CommandRunner.run(["prompt", "--speech", "none"] + arguments, stdin: code)
  }

  func fileType(_ path: String) -> mode_t {
    var status = stat()
    return lstat(path, &status) == 0 ? status.st_mode & S_IFMT : 0
  }

  func mode(_ path: String) -> mode_t {
    var status = stat()
    return stat(path, &status) == 0 ? status.st_mode & 0o7777 : 0
  }

  /// 1. A character device, a magic link and a FIFO given as the transcript are written
  /// into (or refused), never replaced by a regular file.
  @Test func aDeviceOrFIFOTranscriptIsWrittenIntoNotReplaced() throws {
    let device = path("mynull")
    try #require(mknod(device, S_IFCHR | 0o666, dev_t((1 << 8) | 3)) == 0)
    let onDevice = try prompt(["--transcript", device])
    #expect(onDevice.status == 0, "\(onDevice.stderr)")
    #expect(onDevice.stdout == code + "\n")
    #expect(fileType(device) == S_IFCHR)

    let link = try prompt(["--transcript", "/proc/self/fd/1"])
    #expect(link.status == 1)
    #expect(link.stderr.contains("symbolic link"))
    #expect(link.stdout.isEmpty)

    let fifo = path("fifo")
    try #require(mkfifo(fifo, 0o600) == 0)
    let reader = open(fifo, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
    defer { close(reader) }
    let intoFIFO = try prompt(["--transcript", fifo])
    #expect(intoFIFO.status == 0, "\(intoFIFO.stderr)")
    var buffer = [UInt8](repeating: 0, count: 65_536)
    let count = read(reader, &buffer, buffer.count)
    #expect(count > 0 && String(decoding: buffer[..<max(count, 0)], as: UTF8.self).contains("\"event\""))
    #expect(fileType(fifo) == S_IFIFO)
  }

  /// 2. A symlink planted where the WAV goes is refused; its target keeps its contents.
  @Test func aPlantedSymlinkForTheWAVIsRefused() throws {
    let target = path("root-owned")
    try "precious".write(toFile: target, atomically: true, encoding: .utf8)
    let link = path("planted.wav")
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: target)
    let result = try prompt(["--wav", link])
    #expect(result.status == 1)
    #expect(result.stderr.contains("otc prompt: cannot write the WAV file \(link): it is a symbolic link"))
    #expect(try String(contentsOfFile: target, encoding: .utf8) == "precious")
  }

  /// 3. New outputs are 0600 under umask 022, and an existing file keeps its mode.
  @Test func newOutputsAre0600AndExistingModesAreKept() throws {
    let existing = path("kept.jsonl")
    try "old".write(toFile: existing, atomically: true, encoding: .utf8)
    chmod(existing, 0o600)
    let script = "umask 022; exec \"$0\" prompt --speech none --transcript \"$1\" --wav \"$2\""
    for transcript in [path("new.jsonl"), existing] {
      let wav = path(UUID().uuidString + ".wav")
      let result = try CommandRunner.run(
        executable: URL(fileURLWithPath: "/bin/sh"), ["-c", script, CommandRunner.binary.path, transcript, wav],
        stdin: code)
      #expect(result.status == 0, "\(result.stderr)")
      #expect(mode(transcript) == 0o600)
      #expect(mode(wav) == 0o600)
    }
  }

  /// 4. A later output that fails to open costs an earlier one nothing.
  @Test func aFailingOutputLeavesTheOthersUntouched() throws {
    let transcript = path("t.jsonl")
    try "the old transcript\n".write(toFile: transcript, atomically: true, encoding: .utf8)
    let result = try prompt(["--transcript", transcript, "--wav", "/nonexistent/x.wav"])
    #expect(result.status == 1)
    #expect(result.stderr.contains("/nonexistent/x.wav: No such file or directory"))
    #expect(try String(contentsOfFile: transcript, encoding: .utf8) == "the old transcript\n")
  }

  /// 5. A full disk is an error with the path, and no code on stdout.
  @Test func aFullDiskIsReported() throws {
    let result = try prompt(["--transcript", "/dev/full"])
    #expect(result.status == 1)
    #expect(result.stderr.contains("cannot write the transcript /dev/full: No space left on device"), "\(result.stderr)")
    // The failure, told once, ends the run: nothing after it names how (CommandEnded).
    #expect(result.stderr.split(separator: "\n").last?.hasPrefix("otc prompt: cannot write the transcript") == true)
    #expect(result.stdout.isEmpty)
    let wav = try prompt(["--wav", "/dev/full"])
    #expect(wav.status == 1, "\(wav.stderr)")
    #expect(wav.stderr.contains("/dev/full: No space left on device"))
  }

  /// 6. A FIFO with no reader as the WAV fails at once instead of hanging.
  @Test func aFIFOWithNoReaderFailsAtOnce() throws {
    let fifo = path("fifo.wav")
    try #require(mkfifo(fifo, 0o600) == 0)
    let start = monotonicSeconds()
    let result = try prompt(["--wav", fifo])
    #expect(result.status == 1)
    #expect(result.stderr.contains("\(fifo): it is a FIFO with no reader"))
    #expect(monotonicSeconds() - start < 10)
  }

  /// 7. Process substitution, /dev/stdin and FIFOs are read; folders, missing folders and
  /// read-only file systems are said plainly; an endless input stops at the limit.
  @Test func inputsOfEveryKindAreReadAndBadOnesSaidPlainly() throws {
    let bash = URL(fileURLWithPath: "/bin/bash")
    let otc = CommandRunner.binary.path
    let substitution = try CommandRunner.run(
      executable: bash, ["-c", "\"$0\" read --speech none --code-file <(echo 123456)", otc])
    #expect(substitution.status == 0, "\(substitution.stderr)")
    #expect(substitution.stdout.contains("one two three four five six"))
    let devStdin = try CommandRunner.run(["read", "--speech", "none", "--code-file", "/dev/stdin"], stdin: "123456\n")
    #expect(devStdin.status == 0, "\(devStdin.stderr)")
    let diff = try CommandRunner.run(
      executable: bash, ["-c", "\"$0\" diff <(printf 'Nine\\nEight\\n') <(printf 'Nine\\nEight\\n')", otc])
    #expect(diff.status == 0, "\(diff.stderr)")

    let folderAsCode = try CommandRunner.run(["read", "--speech", "none", "--code-file", folder.path])
    #expect(folderAsCode.stderr == "otc read: cannot read the code from \(folder.path): it is a folder\n")
    let folderAsTranscript = try prompt(["--transcript", folder.path])
    #expect(folderAsTranscript.stderr.contains("\(folder.path): it is a folder"))
    let missing = try prompt(["--transcript", path("no/such/t.jsonl")])
    #expect(missing.stderr.contains("no/such/t.jsonl: No such file or directory"))

    let endless = try CommandRunner.run(
      executable: bash, ["-c", "yes 1 | \"$0\" read --speech none --code-file -", otc])
    #expect(endless.status == 1)
    #expect(endless.stderr == "otc read: cannot read the code from standard input: it is larger than 4 KB\n")
  }

  /// 7. A read-only file system, in a private mount namespace so nothing else sees it.
  @Test func aReadOnlyFileSystemIsSaidPlainly() throws {
    let script = """
      mount --bind "$1" "$1" && mount -o remount,bind,ro "$1" && \
      exec "$0" prompt --speech none --transcript "$1/t.jsonl"
      """
    let result = try CommandRunner.run(
      executable: URL(fileURLWithPath: "/usr/bin/unshare"),
      ["--mount", "--propagation", "private", "/bin/sh", "-c", script, CommandRunner.binary.path, folder.path],
      stdin: code)
    #expect(result.status == 1)
    #expect(result.stderr.contains("t.jsonl: Read-only file system"), "\(result.stderr)")
  }

  /// 10. Numbers past what a timer can hold are usage errors, not crashes.
  @Test(arguments: ["3000000", "inf", "1e308", "nan", "-5", "0"])
  func anImpossibleTimeoutIsAUsageError(value: String) throws {
    let result = try prompt(["--timeout", value])
    #expect(result.status == 64, "\(result.stderr)")
    #expect(result.stderr.contains("timeout"))
  }

  /// 13. Control characters from outside never reach a terminal: labels, transcripts
  /// compared by diff, file and voice names in errors.
  @Test func controlCharactersFromOutsideAreStripped() throws {
    let hostile = "X\u{1B}]0;evil\u{07}\u{1B}[2J\u{1B}[31mRED"
    let read = try CommandRunner.run(["read", "--speech", "none", "--code-file", "-", "--label", hostile], stdin: code)
    #expect(read.status == 0)
    #expect(!read.stdout.contains("\u{1B}") && !read.stdout.contains("\u{07}"))
    #expect(read.stdout.hasPrefix("X]0;evil[2J[31mRED, nine"))

    let expected = path("expected.txt")
    let heard = path("heard.txt")
    try "Nine, text field\n".write(toFile: expected, atomically: true, encoding: .utf8)
    try "Nine\u{1B}[2J, text field\u{9B}\n".write(toFile: heard, atomically: true, encoding: .utf8)
    let diff = try CommandRunner.run(["diff", expected, heard])
    #expect(diff.status == 1)
    #expect(!diff.stdout.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x9B })

    let badPath = try CommandRunner.run(["read", "--speech", "none", "--code-file", path("\u{1B}[2Jcode")])
    #expect(badPath.status == 1)
    #expect(!badPath.stderr.contains("\u{1B}"))
    let badVoice = try CommandRunner.run(["speak", "nine", "--voice", "\u{1B}[2Jx", "--wav", "/dev/null"])
    #expect(badVoice.status == 1)
    #expect(!badVoice.stderr.contains("\u{1B}"), "\(badVoice.stderr)")
  }

  /// 14. Secure mode names the kind of a refused key, never which one, in speech, on
  /// stderr and in the transcript.
  @Test func secureModeNeverNamesARefusedKey() throws {
    let transcript = path("secure.jsonl")
    let keys = "s\u{1B}[200~hunter2\u{1B}[201~" + code
    let result = try CommandRunner.run(
      ["prompt", "--speech", "none", "--secure", "--transcript", transcript], stdin: keys)
    #expect(result.status == 0)
    let recorded = try String(contentsOfFile: transcript, encoding: .utf8)
    for text in [result.stderr, recorded] {
      #expect(text.contains("A letter is not a digit"), "\(text)")
      #expect(text.contains("Paste has a letter in the code"), "\(text)")
      for leaked in ["Letter s", "letter r", "hunter", " s ", " r "] { #expect(!text.contains(leaked), "\(leaked)") }
    }
  }

  /// 15. The help says exactly where the code goes.
  @Test func theHelpSaysWhereTheCodeGoes() throws {
    let help = try CommandRunner.run(["prompt", "--help"]).stdout.replacingOccurrences(of: "\n", with: " ")
      .split(separator: " ").joined(separator: " ")
    #expect(help.contains("in normal mode these say the digits as words"))
    #expect(help.contains("With --secure no digit is spoken, written to standard error or recorded"))
  }
}

/// Issue 13's terminal failures, through a pseudo-terminal: the terminal is never left
/// raw, nothing typed is echoed, and no key reaches the shell.
@Suite struct TerminalHardeningTests {
  let code = "985391"
  let opening = "Access code, text field, is editing, empty, 6 digits"

  func temporaryPath(_ name: String) -> String {
    FileManager.default.temporaryDirectory.appendingPathComponent("otc-\(UUID().uuidString.prefix(8))-\(name)").path
  }

  /// Waits until otc has put the terminal in raw mode.
  func waitForRawMode(_ terminal: PseudoTerminal) throws -> Bool {
    try eventually { try terminal.sttySettings() != terminal.settingsBeforeStart }
  }

  /// 8. A sound server that accepts and never answers: raw mode comes first, so keys typed
  /// during the stall are not echoed, and otc goes on with text after 2 seconds.
  @Test func aHungSoundServerNeitherStallsNorEchoes() throws {
    let server = try SilentServer()
    defer { server.stop() }
    let start = monotonicSeconds()
    let terminal = try PseudoTerminal(
      ["prompt", "--secure", "--speech", "auto"],
      environment: ["PULSE_SERVER": "unix:\(server.path)", "ALSA_CONFIG_PATH": "/dev/null"])
    #expect(try waitForRawMode(terminal))
    #expect(!terminal.screenText.contains("Access code"), "raw mode before the sound server is asked")
    terminal.type(code)
    #expect(terminal.waitForEnd() == .exited(0))
    #expect(monotonicSeconds() - start < 15)
    #expect(terminal.stdoutText == code + "\n")
    let screen = terminal.screenText
    #expect(!screen.contains("98539"), "nothing typed was echoed")
    #expect(screen.contains("(the sound server did not answer within 2 seconds); continuing with text only"), "\(screen)")
    #expect(try terminal.sttySettings() == terminal.settingsBeforeStart)
  }

  /// The time otc waits for the sound server is OTC_SPEECH_DEADLINE's where it is set (at
  /// boot, 10 s), 2 s otherwise; anything but 0 to 60 seconds keeps 2.
  @Test(arguments: [("3", 3), ("0", 2), ("soon", 2)])
  func theSoundServersDeadlineIsOtcSpeechDeadlines(setting: String, seconds: Int) throws {
    let server = try SilentServer()
    defer { server.stop() }
    let terminal = try PseudoTerminal(
      ["prompt", "--secure", "--speech", "auto"],
      environment: ["PULSE_SERVER": "unix:\(server.path)", "ALSA_CONFIG_PATH": "/dev/null", "OTC_SPEECH_DEADLINE": setting])
    #expect(terminal.waitFor("did not answer within"), "\(terminal.screenText)")
    terminal.type(code)
    #expect(terminal.waitForEnd() == .exited(0))
    #expect(terminal.stdoutText == code + "\n")
    #expect(terminal.screenText.contains("(the sound server did not answer within \(seconds) seconds)"), "\(terminal.screenText)")
  }

  /// 9. A WAV reader that goes away mid-prompt: a write error reported, never a death by
  /// SIGPIPE with the terminal left raw.
  @Test func aReaderGoingAwayIsAnErrorNotSIGPIPE() throws {
    let fifo = temporaryPath("fifo.wav")
    try #require(mkfifo(fifo, 0o600) == 0)
    defer { unlink(fifo) }
    let reader = open(fifo, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
    try #require(reader >= 0)
    let terminal = try PseudoTerminal(["prompt", "--speech", "none", "--wav", fifo])
    #expect(terminal.waitFor(opening))
    var buffer = [UInt8](repeating: 0, count: 100)
    #expect(eventually { read(reader, &buffer, 100) > 0 }, "otc is writing the WAV")
    close(reader)
    terminal.type(code)
    #expect(terminal.waitForEnd() == .exited(1))
    #expect(terminal.screenText.contains("\(fifo): Broken pipe"))
    #expect(try terminal.sttySettings() == terminal.settingsBeforeStart)

    // And stderr going away under a pipeline: otc finishes its work.
    let piped = try CommandRunner.run(
      executable: URL(fileURLWithPath: "/bin/bash"),
      [
        "-c", "printf 985391 | \"$0\" prompt --speech none 2>&1 >/dev/null | head -c10 >/dev/null; echo ${PIPESTATUS[1]}",
        CommandRunner.binary.path,
      ])
    #expect(piped.stdout == "0\n")
  }

  /// 10. A crash inside libespeak-ng (its data corrupted) restores the terminal first.
  @Test func aCrashInsideEspeakRestoresTheTerminal() throws {
    let data = try #require(
      (try? FileManager.default.contentsOfDirectory(atPath: "/usr/lib"))?.lazy
        .map { "/usr/lib/\($0)/espeak-ng-data" }.first { FileManager.default.fileExists(atPath: $0 + "/phontab") })
    let corrupted = temporaryPath("espeak-ng-data")
    try FileManager.default.createDirectory(atPath: corrupted, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: corrupted) }
    for entry in try FileManager.default.contentsOfDirectory(atPath: data) where entry != "phontab" {
      try FileManager.default.createSymbolicLink(atPath: corrupted + "/" + entry, withDestinationPath: data + "/" + entry)
    }
    // Every seventh byte of the phoneme table overwritten: espeak-ng 1.51 reads past it.
    var table = [UInt8](try Data(contentsOf: URL(fileURLWithPath: data + "/phontab")))
    for index in stride(from: 0, to: table.count, by: 7) { table[index] = UInt8((index * 131 + 17) & 0xFF) }
    try Data(table).write(to: URL(fileURLWithPath: corrupted + "/phontab"))

    let terminal = try PseudoTerminal(
      ["prompt", "--speech", "none", "--wav", "/dev/null"],
      environment: ["ESPEAK_DATA_PATH": corrupted, "SWIFT_BACKTRACE": "enable=no"])
    let ending = terminal.waitForEnd()
    #expect(ending == .signalled(SIGSEGV), "\(String(describing: ending))")
    #expect(try terminal.sttySettings() == terminal.settingsBeforeStart)
  }

  /// 11. Inside `code=$(otc prompt)` some shells ignore SIGTSTP, and `trap '' HUP` ignores
  /// hang-ups: otc keeps both ignored, so Ctrl-Z never freezes it with nothing to wake it.
  @Test func inheritedIgnoresOfStopAndHangUpAreKept() throws {
    let terminal = try PseudoTerminal(
      ["-c", "trap '' TSTP HUP; exec \"$0\" prompt --speech none", CommandRunner.binary.path], executable: "/bin/sh")
    #expect(terminal.waitFor(opening))
    terminal.send(SIGHUP)
    terminal.type([0x1A])  // Ctrl-Z
    terminal.type(code)
    #expect(terminal.waitForEnd() == .exited(0))
    #expect(terminal.stdoutText == code + "\n")
    #expect(try terminal.sttySettings() == terminal.settingsBeforeStart)
  }

  /// 12. Keys typed after the code, while otc is still speaking, are neither echoed nor
  /// left for the shell: raw mode lasts until the end, which discards them.
  @Test func keysTypedAfterTheCodeNeverReachTheShell() throws {
    let fifo = temporaryPath("slow.wav")
    try #require(mkfifo(fifo, 0o600) == 0)
    defer { unlink(fifo) }
    let reader = open(fifo, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
    try #require(reader >= 0)
    defer { close(reader) }
    // Nobody reads the FIFO yet: once its buffer fills, otc is still speaking.
    let terminal = try PseudoTerminal(["prompt", "--speech", "none", "--wav", fifo])
    #expect(terminal.waitFor(opening))
    terminal.type(code)
    #expect(terminal.waitFor("Code complete"))
    terminal.type("7777\n")
    #expect(try terminal.sttySettings() != terminal.settingsBeforeStart, "still raw while speaking")
    // The keys are in the terminal's input before otc may finish: a write to a
    // pseudo-terminal's master reaches its slave later, through a kernel worker, which a
    // loaded machine can delay past otc's end (L19, issue 42: the keys then came after the
    // terminal was restored, and were echoed and left for the shell, as they would be
    // for any keys typed after a program's end).
    let inputSide = open(terminal.devicePath, O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC)
    try #require(inputSide >= 0)
    defer { close(inputSide) }
    #expect(
      eventually {
        var queued: Int32 = 0
        return ioctl(inputSide, UInt(FIONREAD), &queued) == 0 && queued >= 5
      }, "the keys typed are in the terminal's input")
    var buffer = [UInt8](repeating: 0, count: 65_536)
    #expect(eventually { read(reader, &buffer, buffer.count) == 0 }, "the WAV is read to its end")
    #expect(terminal.waitForEnd() == .exited(0))
    #expect(!terminal.screenText.contains("7777"))
    let slave = open(terminal.devicePath, O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC)
    defer { close(slave) }
    var pending = [UInt8](repeating: 0, count: 64)
    #expect(read(slave, &pending, pending.count) < 0 && errno == EAGAIN, "no key is left for the shell")
  }

  /// 13. A hostile label neither retitles the window, clears the screen nor colours it.
  @Test func aHostileLabelIsPrintedPlainly() throws {
    let terminal = try PseudoTerminal(["prompt", "--speech", "none", "--label", "X\u{1B}]0;evil\u{07}\u{1B}[2J\u{1B}[31mRED"])
    #expect(terminal.waitFor("X]0;evil[2J[31mRED, text field"))
    terminal.type(code)
    #expect(terminal.waitForEnd() == .exited(0))
    let screen = terminal.screenText
    for sequence in ["\u{1B}]0;", "\u{1B}[2J", "\u{1B}[31m", "\u{07}"] { #expect(!screen.contains(sequence)) }
  }

  /// 16. The sound server dying after the prompt opened: the code typed is printed and
  /// the exit is 0, with one warning.
  @Test func aSoundServerDyingMidPromptStillDeliversTheCode() throws {
    let daemon = try PulseAudioDaemon.start()
    defer { daemon.stop() }
    let terminal = try PseudoTerminal(["prompt", "--speech", "espeak"], environment: ["PULSE_SERVER": daemon.server])
    #expect(terminal.waitFor(opening))
    #expect(try daemon.waitForStream("sink-inputs"))
    daemon.stop()
    terminal.type(code)
    #expect(terminal.waitForEnd() == .exited(0))
    #expect(terminal.stdoutText == code + "\n")
    #expect(terminal.screenText.contains("otc prompt: the audio device failed"), "\(terminal.screenText)")
    #expect(try terminal.sttySettings() == terminal.settingsBeforeStart)
  }
}

/// 17. The code in memory while speech finishes after submission: no ASCII copy at all
/// (the burst of typed bytes is wiped once decoded), and the digits in one buffer only,
/// the outcome about to be printed. gcore found four ASCII copies before.
@Suite struct CodeInMemoryTests {
  @Test(arguments: [(false, false), (true, true)])
  func theCodeIsHeldOnceAndNeverAsText(secure: Bool, oneByOne: Bool) throws {
    let code = "472916"
    let fifo = FileManager.default.temporaryDirectory.appendingPathComponent("otc-mem-\(UUID().uuidString.prefix(8)).wav").path
    try #require(mkfifo(fifo, 0o600) == 0)
    defer { unlink(fifo) }
    let reader = open(fifo, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
    defer { close(reader) }
    // Nobody reads the WAV until the scan is done: otc is still speaking, the code not yet out.
    let terminal = try PseudoTerminal(["prompt", "--speech", "none", "--wav", fifo] + (secure ? ["--secure"] : []))
    #expect(terminal.waitFor("Access code"))
    if oneByOne {
      for index in 1...6 {
        terminal.type(String(Array(code)[index - 1]))
        #expect(terminal.waitFor(index < 6 ? "Digit \(index) of 6" : "Code complete"))
      }
    } else {
      terminal.type(code)
    }
    #expect(terminal.waitFor("Code complete"))
    let ascii = try MemoryScan.occurrences(of: Array(code.utf8), in: terminal.pid)
    let values = try MemoryScan.occurrences(of: code.map { UInt8($0.wholeNumberValue!) }, in: terminal.pid)
    // The scan itself works: what was just said is found.
    #expect(try MemoryScan.occurrences(of: Array("Code complete".utf8), in: terminal.pid) > 0)
    #expect(ascii == 0)
    #expect(values <= 1)
    var buffer = [UInt8](repeating: 0, count: 65_536)
    #expect(eventually { read(reader, &buffer, buffer.count) == 0 })
    #expect(terminal.waitForEnd() == .exited(0))
    #expect(terminal.stdoutText == code + "\n")
  }
}

/// Issue 24, point 4: a secret-holding otc leaves no core file, even asked for one with
/// SIGQUIT under an unlimited core size, and holds what is typed in locked memory.
@Suite struct SecretMemoryTests {
  /// The number after `field` in one of /proc/PID's files.
  func number(_ field: String, in file: String, of pid: pid_t) throws -> String {
    let text = try String(contentsOfFile: "/proc/\(pid)/\(file)", encoding: .utf8)
    let line = try #require(text.split(separator: "\n").first { $0.hasPrefix(field) })
    return String(line.dropFirst(field.count).split(whereSeparator: \.isWhitespace).first ?? "")
  }

  @Test(arguments: ["askpass", "prompt"])
  func sigquitLeavesNoCoreFile(command: String) throws {
    let names = try InstalledNames()
    defer { try? FileManager.default.removeItem(at: names.folder) }
    let program = command == "askpass" ? names.path("otc-askpass") : CommandRunner.binary.path
    let arguments = command == "askpass" ? "'Password:'" : "prompt --secure --speech none"
    let script = "ulimit -c unlimited && cd \"$1\" && exec \"$0\" \(arguments)"
    let terminal = try PseudoTerminal(
      ["-c", script, program, names.folder.path], environment: ["OTC_SPEECH": "none"], executable: "/bin/sh")
    #expect(terminal.waitFor("secure text field, is editing, empty"), "\(terminal.screenText)")
    terminal.type(command == "askpass" ? "hunter2" : "985")
    #expect(terminal.waitFor(command == "askpass" ? "Bullet" : "3 of 6"), "\(terminal.screenText)")
    #expect(try number("Max core file size", in: "limits", of: terminal.pid) == "0")
    if command == "askpass" {
      let locked = Int(try number("VmLck:", in: "status", of: terminal.pid)) ?? 0
      #expect(locked > 0, "the typed password is in locked memory: VmLck \(locked) kB")
    }
    terminal.send(SIGQUIT)
    #expect(terminal.waitForEnd() == .signalled(SIGQUIT))
    let left = try FileManager.default.contentsOfDirectory(atPath: names.folder.path).filter { $0.hasPrefix("core") }
    #expect(left.isEmpty, "a core file was written: \(left)")
    #expect(try terminal.sttySettings() == terminal.settingsBeforeStart)
  }
}

/// Issue 24, point 5: a bracketed paste that never ends, against the built prompt in a
/// pseudo-terminal: memory stays bounded, the paste is refused after its deadline, and
/// Esc then cancels with the terminal restored.
@Suite struct EndlessPasteTests {
  func highWaterKilobytes(_ pid: pid_t) -> Int {
    let status = (try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8)) ?? ""
    let line = status.split(separator: "\n").first { $0.hasPrefix("VmHWM:") } ?? ""
    return Int(line.dropFirst("VmHWM:".count).split(whereSeparator: \.isWhitespace).first ?? "") ?? 0
  }

  @Test func anEndlessPasteIsBoundedAndEscapeStillCancels() throws {
    let terminal = try PseudoTerminal(["prompt", "--speech", "none"])
    #expect(terminal.waitFor("Access code, text field, is editing, empty"))
    let before = highWaterKilobytes(terminal.pid)
    terminal.type("\u{1B}[200~")
    let chunk = [UInt8](repeating: UInt8(ascii: "7"), count: 64 * 1024)
    for _ in 0..<128 { terminal.type(chunk) }  // 8 MiB, Esc and Enter among none of it
    terminal.type("\u{1B}\r\u{03}")  // swallowed by the open paste
    #expect(terminal.waitFor("Paste refused, it did not end; keys work again"), "\(terminal.screenText.suffix(300))")
    let growth = highWaterKilobytes(terminal.pid) - before
    #expect(growth < 4096, "memory grew by \(growth) kB for an 8 MiB paste")
    terminal.type("\u{1B}")
    #expect(terminal.waitForEnd() == .exited(130))
    #expect(terminal.stdoutText.isEmpty)
    #expect(try terminal.sttySettings() == terminal.settingsBeforeStart)
  }
}

/// Issue 24, point 6: a config file that is a FIFO is refused at once, instead of
/// blocking otc config, askpass and pinentry for ever; askpass then asks all the same.
@Suite struct ConfigFileHardeningTests {
  @Test(arguments: [["config"], ["askpass", "Password:"]])
  func aFIFOConfigIsRefusedAtOnce(arguments: [String]) throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("otc-fifo-\(UUID().uuidString.prefix(8))")
    try FileManager.default.createDirectory(at: folder.appendingPathComponent("otc"), withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let fifo = folder.appendingPathComponent("otc/config.toml").path
    try #require(mkfifo(fifo, 0o600) == 0)
    let terminal = try PseudoTerminal(arguments, environment: ["XDG_CONFIG_HOME": folder.path, "OTC_SPEECH": "none"])
    if arguments == ["config"] {
      #expect(terminal.waitForEnd(timeout: 10) == .exited(64), "a settings error, as any bad config file: \(terminal.screenText)")
    } else {
      // Issue 41: a question from another program is still asked, saying why the file
      // was ignored.
      #expect(terminal.waitFor("Password, secure text field"), "\(terminal.screenText)")
      terminal.type("\u{1B}")
      #expect(terminal.waitForEnd(timeout: 10) == .exited(130))
    }
    #expect(terminal.screenText.contains("\(fifo): it is a FIFO, not a regular file"), "\(terminal.screenText)")
    #expect(terminal.stdoutText.isEmpty)
  }
}

/// Issue 24, point 6: bidirectional controls and line separators from outside never
/// reach a terminal: they could reorder what a label shows.
@Suite struct BidiHardeningTests {
  @Test func bidiControlsInAnAskedQuestionNeverReachTheTerminal() throws {
    let names = try InstalledNames()
    defer { try? FileManager.default.removeItem(at: names.folder) }
    try "".write(toFile: names.path("stdin"), atomically: true, encoding: .utf8)
    let question = "Pass\u{202E}drow\u{202C}\u{2066}x\u{2069}\u{2028}y\u{2029}z:"
    let terminal = try PseudoTerminal(
      [question], environment: ["OTC_SPEECH": "none"], executable: names.path("otc-askpass"),
      stdinAndStderr: (names.path("stdin"), names.path("stderr")))
    #expect(terminal.waitFor("secure text field, is editing, empty"), "\(terminal.screenText)")
    terminal.type("\u{1B}")
    #expect(terminal.waitForEnd() == .exited(130))
    let bidi: [UInt32] = [0x202A, 0x202B, 0x202C, 0x202D, 0x202E, 0x2066, 0x2067, 0x2068, 0x2069, 0x2028, 0x2029]
    #expect(!terminal.screenText.unicodeScalars.contains { bidi.contains($0.value) }, "\(terminal.screenText.debugDescription)")
  }
}
