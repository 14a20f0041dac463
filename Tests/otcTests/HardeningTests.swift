import Foundation
import OTCTestSupport
import Testing

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
    let reader = open(fifo, O_RDONLY | O_NONBLOCK)
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
    #expect(result.stdout.isEmpty)
    let wav = try prompt(["--wav", "/dev/full"])
    #expect(wav.status == 1, "\(wav.stderr)")
    #expect(wav.stderr.contains("/dev/full: No space left on device"))
  }

  /// 6. A FIFO with no reader as the WAV fails at once instead of hanging.
  @Test func aFIFOWithNoReaderFailsAtOnce() throws {
    let fifo = path("fifo.wav")
    try #require(mkfifo(fifo, 0o600) == 0)
    let start = monotonicNow()
    let result = try prompt(["--wav", fifo])
    #expect(result.status == 1)
    #expect(result.stderr.contains("\(fifo): it is a FIFO with no reader"))
    #expect(monotonicNow() - start < 10)
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
