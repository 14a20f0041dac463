import Foundation
import OTCTestSupport
import Testing

/// Codes and transcript files that are empty, huge, binary or not UTF-8, for read and diff.
@Suite struct BadFileCatalogueTests {
  struct Entry: CustomTestStringConvertible, Sendable {
    var name: String
    var contents: [UInt8]
    var readStatus: Int32
    var readMessage: String
    var diffStatus: Int32
    /// How diff's one line on stderr begins when it cannot compare (FILE is the path).
    var diffMessage = "cannot compare FILE"
    var testDescription: String { name }
  }

  static let catalogue: [Entry] = [
    Entry(
      name: "empty", contents: [], readStatus: 64, readMessage: "the code is empty; give 4 to 12 digits", diffStatus: 2,
      diffMessage: "FILE read as text: the file is empty; nothing to compare"),
    Entry(
      name: "only a newline", contents: [0x0A], readStatus: 64, readMessage: "the code is empty; give 4 to 12 digits",
      diffStatus: 2,
      diffMessage: "FILE read as text: it has only blank lines; nothing to compare"),
    Entry(
      name: "huge", contents: Array(repeating: 0x37, count: 1 << 20), readStatus: 1,
      readMessage: "cannot read the code from FILE: it is larger than 4 KB", diffStatus: 1),
    Entry(
      name: "binary", contents: [0x39, 0x00, 0x38, 0x35, 0x33, 0x39], readStatus: 64,
      readMessage: "the code has a control character (U+0) at position 2; a code has only digits", diffStatus: 2),
    Entry(
      name: "not UTF-8", contents: [0x39, 0x38, 0xFF, 0x35], readStatus: 1,
      readMessage: "cannot read the code from FILE: it is not UTF-8 text", diffStatus: 2),
    Entry(
      name: "a byte-order mark", contents: [0xEF, 0xBB, 0xBF] + Array("985391".utf8), readStatus: 0, readMessage: "",
      diffStatus: 1),
  ]

  func withFile<T>(_ bytes: [UInt8], _ body: (String) throws -> T) throws -> T {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("otc-bad-\(UUID().uuidString)").path
    _ = FileManager.default.createFile(atPath: path, contents: Data(bytes))
    defer { try? FileManager.default.removeItem(atPath: path) }
    return try body(path)
  }

  @Test(arguments: catalogue)
  func readSaysWhatIsWrongWithTheCodeFile(entry: Entry) throws {
    let result = try withFile(entry.contents) { path in
      (try CommandRunner.run(["read", "--code-file", path, "--speech", "none"]), path)
    }
    #expect(result.0.status == entry.readStatus)
    if entry.readStatus == 0 {
      #expect(result.0.stdout == "Access code, nine eight five three nine one, text field, double tap to edit\n")
    } else {
      #expect(result.0.stderr == "otc read: \(entry.readMessage.replacingOccurrences(of: "FILE", with: result.1))\n")
      #expect(result.0.stdout.isEmpty)
    }
  }

  @Test(arguments: catalogue)
  func diffComparesOrSaysWhyItCannot(entry: Entry) throws {
    let expected = "Access code, nine eight five three nine one, text field, double tap to edit\n"
    let (result, path) = try withFile(Array(expected.utf8)) { expectedPath in
      try withFile(entry.contents) { path in (try CommandRunner.run(["diff", expectedPath, path]), path) }
    }
    #expect(result.status == entry.diffStatus, "\(result.stdout)\(result.stderr)")
    if entry.diffStatus == 2 {
      #expect(result.stderr.hasPrefix("otc diff: " + entry.diffMessage.replacingOccurrences(of: "FILE", with: path)))
      #expect(result.stdout.isEmpty)
    }
  }

  @Test func aHugeCodeOnTheCommandLineIsRefusedInOneLine() throws {
    let result = try CommandRunner.run(["read", "--code", String(repeating: "9", count: 100_000), "--speech", "none"])
    #expect(result.status == 64)
    #expect(
      result.stderr == """
        otc read: the code given with --code shows in the process list; --code-file - keeps it out
        otc read: the code has 100000 digits; a code has at most 12

        """)
  }
}
