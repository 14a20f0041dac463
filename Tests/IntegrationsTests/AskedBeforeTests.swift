import Foundation
import Integrations
import SafeIO
import Testing

/// The memory behind "Try again": the same question from the same caller within a minute.
@Suite struct AskedBeforeTests {
  let directory: String

  init() throws {
    directory = FileManager.default.temporaryDirectory.appendingPathComponent("otc-asked-\(UUID().uuidString.prefix(8))").path
    try FileManager.default.createDirectory(
      atPath: directory, withIntermediateDirectories: false, attributes: [.posixPermissions: 0o700])
  }

  let sudo = Caller(process: 4242, started: 987_654, name: "sudo")

  @Test func theSameQuestionFromTheSameCallerWithinAMinuteIsAskedAgain() throws {
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let memory = AskedBefore(directory: try RuntimeDirectory.opening(directory))
    let now = Date().timeIntervalSince1970
    #expect(!memory.wasAsked("[sudo] password for nu: ", by: sudo, now: now))
    memory.remember("[sudo] password for nu: ", by: sudo, now: now)
    #expect(memory.wasAsked("[sudo] password for nu: ", by: sudo, now: now + 5))
    // Another question, another process, the same number started later, or a minute on: no.
    #expect(!memory.wasAsked("[sudo] password for root: ", by: sudo, now: now + 5))
    #expect(!memory.wasAsked("[sudo] password for nu: ", by: Caller(process: 4243, started: 987_654, name: "sudo"), now: now + 5))
    #expect(!memory.wasAsked("[sudo] password for nu: ", by: Caller(process: 4242, started: 999_999, name: "sudo"), now: now + 5))
    #expect(!memory.wasAsked("[sudo] password for nu: ", by: sudo, now: now + AskedBefore.lifetime + 1))
  }

  /// The record holds numbers only: never the question, never an answer; and it is 0600.
  @Test func theRecordHoldsNoWords() throws {
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let memory = AskedBefore(directory: try RuntimeDirectory.opening(directory))
    memory.remember("Password for alice at host: ", by: sudo)
    let path = directory + "/" + AskedBefore.recordName
    let text = try String(contentsOfFile: path, encoding: .utf8)
    #expect(!text.contains("alice") && !text.contains("Password"))
    #expect(text.split(separator: " ").count == 4)
    let mode = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int
    #expect(mode == 0o600)
  }

  /// A link planted where the record goes is never followed.
  @Test func aLinkInPlaceOfTheRecordIsNotFollowed() throws {
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let target = directory + "/elsewhere"
    try "4242 987654 0 0\n".write(toFile: target, atomically: true, encoding: .utf8)
    try FileManager.default.createSymbolicLink(atPath: directory + "/" + AskedBefore.recordName, withDestinationPath: target)
    let memory = AskedBefore(directory: try RuntimeDirectory.opening(directory))
    #expect(!memory.wasAsked("x", by: sudo))
    memory.remember("x", by: sudo)
    #expect(try String(contentsOfFile: target, encoding: .utf8) == "4242 987654 0 0\n")
  }

  /// This test process as /proc describes it.
  @Test func aCallerIsReadFromProc() throws {
    let me = try #require(Caller(process: getpid()))
    #expect(me.started > 0)
    #expect(!me.name.isEmpty)
    #expect(Caller(process: 0x3FFF_FFFF) == nil)
  }
}
