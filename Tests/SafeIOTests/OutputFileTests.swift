import Foundation
import Testing

@testable import SafeIO

/// Outputs as an attacker or an unlucky user would meet them: devices, links, FIFOs,
/// existing files with their own modes, a full disk.
@Suite struct OutputFileTests {
  let folder: URL

  init() throws {
    folder = FileManager.default.temporaryDirectory.appendingPathComponent("otc-output-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  }

  func path(_ name: String) -> String { folder.appendingPathComponent(name).path }

  func mode(_ path: String) throws -> Int {
    (try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int) ?? -1
  }

  @Test func aNewFileIs0600WhateverTheUmask() throws {
    let old = umask(0o022)
    defer { umask(old) }
    let file = try OutputFile(path: path("new.jsonl"))
    try file.write(Array("x".utf8))
    try file.close()
    #expect(try mode(path("new.jsonl")) == 0o600)
  }

  @Test func anExistingFileKeepsItsModeAndIsEmptiedOnlyByTruncate() throws {
    let existing = path("kept")
    try Data("old contents".utf8).write(to: URL(fileURLWithPath: existing))
    chmod(existing, 0o640)
    let file = try OutputFile(path: existing)
    #expect(try String(contentsOfFile: existing, encoding: .utf8) == "old contents", "opening alone empties nothing")
    try file.truncate()
    try file.write(Array("new".utf8))
    try file.close()
    #expect(try String(contentsOfFile: existing, encoding: .utf8) == "new")
    #expect(try mode(existing) == 0o640, "never widened, never narrowed")
  }

  /// `mknod mynull c 1 3`: a character device is written into, never replaced.
  @Test func aCharacterDeviceIsWrittenIntoNotReplaced() throws {
    let device = path("mynull")
    #expect(mknod(device, S_IFCHR | 0o666, dev_t((1 << 8) | 3)) == 0, "mknod needs root")
    let file = try OutputFile(path: device)
    #expect(file.kind == .characterDevice)
    try file.truncate()
    try file.write(Array("nine eight five".utf8))
    try file.overwrite(Array("RIFF".utf8), at: 0)
    try file.close()
    var status = stat()
    #expect(lstat(device, &status) == 0 && status.st_mode & S_IFMT == S_IFCHR, "still the device")
  }

  /// A symlink planted where the output goes (in a sticky folder, say) is refused: its
  /// target is neither followed, truncated nor replaced.
  @Test func aSymbolicLinkIsRefusedAndItsTargetUntouched() throws {
    let target = path("root-owned")
    try Data("precious".utf8).write(to: URL(fileURLWithPath: target))
    let link = path("planted.wav")
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: target)
    #expect(throws: FileError(path: link, why: .link)) {
      try OutputFile(path: link)
    }
    #expect(try String(contentsOfFile: target, encoding: .utf8) == "precious")
    #expect(throws: FileError.self) { try OutputFile(path: "/proc/self/fd/1") }
  }

  @Test func aFIFOWithNoReaderFailsAtOnce() throws {
    let fifo = path("fifo")
    try #require(mkfifo(fifo, 0o600) == 0)
    let start = Date()
    #expect(throws: FileError(path: fifo, why: .fifoWithoutReader)) { try OutputFile(path: fifo) }
    #expect(Date().timeIntervalSince(start) < 5)
  }

  @Test func aFIFOWithAReaderIsWrittenIntoNotReplaced() throws {
    let fifo = path("fifo")
    try #require(mkfifo(fifo, 0o600) == 0)
    let reader = open(fifo, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
    try #require(reader >= 0)
    defer { close(reader) }
    let file = try OutputFile(path: fifo)
    #expect(file.kind == .fifo)
    try file.truncate()
    try file.write(Array("hello".utf8))
    try file.close()
    var buffer = [UInt8](repeating: 0, count: 16)
    let count = read(reader, &buffer, 16)
    #expect(count == 5)
    var status = stat()
    #expect(lstat(fifo, &status) == 0 && status.st_mode & S_IFMT == S_IFIFO)
  }

  /// (A read-only file system is tested end to end, in a private mount namespace.)
  @Test func aFolderAndAMissingFolderAreSaidPlainly() throws {
    #expect(throws: FileError(path: folder.path, why: .folder)) { try OutputFile(path: folder.path) }
    #expect(throws: FileError(path: path("no/such/x"), why: .system(ENOENT))) {
      try OutputFile(path: path("no/such/x"))
    }
  }

  /// /dev/full fails every write with ENOSPC, as a full disk does.
  @Test func aFullDiskIsAnErrorWithThePath() throws {
    let file = try OutputFile(path: "/dev/full")
    #expect(throws: FileError(path: "/dev/full", why: .system(ENOSPC))) {
      try file.write(Array("nine".utf8))
    }
  }

  @Test func aBrokenPipeIsAnErrorNotADeath() throws {
    let fifo = path("fifo")
    try #require(mkfifo(fifo, 0o600) == 0)
    let reader = open(fifo, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
    let file = try OutputFile(path: fifo)
    close(reader)
    signal(SIGPIPE, SIG_IGN)
    #expect(throws: FileError(path: fifo, why: .system(EPIPE))) { try file.write(Array("x".utf8)) }
  }
}

@Suite struct InputFileTests {
  @Test func aFIFOAndProcessSubstitutionAreRead() throws {
    let fifo = FileManager.default.temporaryDirectory.appendingPathComponent("otc-in-\(UUID().uuidString)").path
    try #require(mkfifo(fifo, 0o600) == 0)
    defer { unlink(fifo) }
    let writer = Thread {
      let fd = open(fifo, O_WRONLY | O_CLOEXEC)
      _ = "123456\n".withCString { write(fd, $0, 7) }
      close(fd)
    }
    writer.start()
    #expect(try InputFile.read(fifo, limit: 4096) == Array("123456\n".utf8))
  }

  @Test func aLargerInputIsAnErrorSayingTheLimit() throws {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("otc-big-\(UUID().uuidString)")
    try Data(repeating: 0x31, count: 5000).write(to: file)
    defer { try? FileManager.default.removeItem(at: file) }
    #expect(throws: FileError(path: file.path, why: .tooLarge("4 KB"))) {
      try InputFile.read(file.path, limit: 4096)
    }
    // An endless source stops at the limit instead of growing without end.
    #expect(throws: FileError(path: "/dev/zero", why: .tooLarge("4 KB"))) {
      try InputFile.read("/dev/zero", limit: 4096)
    }
  }

  @Test func aFolderAndAMissingFileAreSaidPlainly() {
    #expect(throws: FileError(path: "/tmp", why: .folder)) { try InputFile.read("/tmp", limit: 10) }
    #expect(throws: FileError(path: "/nonexistent/x", why: .system(ENOENT))) {
      try InputFile.read("/nonexistent/x", limit: 10)
    }
  }
}

@Suite struct TerminalTextTests {
  @Test func escapeSequencesAndControlsAreRemoved() {
    let hostile = "X\u{1B}]0;evil\u{07}\u{1B}[2J\u{1B}[31mRED\u{9B}31m\u{7F}\u{0}end"
    let clean = TerminalText.sanitized(hostile)
    #expect(clean == "X]0;evil[2J[31mRED31mend")
    #expect(!clean.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) })
  }

  /// Issue 57, point 6: the bidirectional marks go too, as the overrides did.
  @Test func bidirectionalMarksAreRemoved() {
    #expect(TerminalText.sanitized("code\u{200F}123\u{200E}4\u{061C}56\u{202E}") == "code123456")
    #expect(TerminalText.sanitized("שלום") == "שלום")
  }

  @Test func lineBreaksAndTabsBecomeSpacesAndTextIsKept() {
    #expect(TerminalText.sanitized("a\nb\tc\r") == "a b c ")
    #expect(TerminalText.sanitized("Código de acesso, нула") == "Código de acesso, нула")
  }

  @Test func anErrorsPathIsSanitized() {
    #expect(FileError(path: "a\u{1B}[2Jb", why: .system(ENOENT)).description == "a[2Jb: No such file or directory")
  }
}
