import Foundation
import OTCTestSupport
import Testing

/// `scripts/embedded-check.sh` compiles the targets the boot otc is made of with Embedded
/// Swift, as `make boot-otc` builds it (a step of `make test`). Here it is run over a
/// copy of those targets' sources into which a Foundation call, a key path or a Codable
/// conformance has slipped (or, into Basics, Glibc's overlay): each fails the check, naming
/// the target and the reason.
@Suite struct EmbeddedCheckTests {
  static let targets = [
    "CSystem", "CProcess", "CDumpable", "CBrlAPI", "CPulse", "CEspeakNG", "CPCAudio", "CodeEntry", "Utterances", "Wording",
    "Announcer", "Basics", "SafeIO",
    "ScreenReaders", "TranscriptRecording", "Braille", "SpeechOutput", "Preferences", "TerminalPrompt", "Integrations",
    "CommandRuntime", "BootCommands", "BootProgram", "otc-boot",
  ]

  /// Copies the pure targets into a folder of its own, adds `slipped` to `target` as a
  /// file of its own, runs the check over the copy and removes it.
  static func check(with slipped: String, into target: String = "CodeEntry") throws -> CommandRunner.Result {
    let root = scratchFolder + "/embedded-\(UUID().uuidString.prefix(8))"
    defer { try? FileManager.default.removeItem(atPath: root) }
    let sources = CommandRunner.projectRoot.appendingPathComponent("Sources")
    for target in targets {
      try FileManager.default.createDirectory(atPath: root + "/Sources", withIntermediateDirectories: true)
      try FileManager.default.copyItem(
        atPath: sources.appendingPathComponent(target).path, toPath: root + "/Sources/" + target)
    }
    try slipped.write(toFile: root + "/Sources/\(target)/Slipped.swift", atomically: false, encoding: .utf8)
    // The toolchain's swiftc, wherever it is installed (the runner's PATH is /usr/bin:/bin).
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin"
    let swiftc =
      path.split(separator: ":").map { "\($0)/swiftc" }.first { FileManager.default.isExecutableFile(atPath: $0) } ?? "swiftc"
    return try CommandRunner.run(
      executable: CommandRunner.projectRoot.appendingPathComponent("scripts/embedded-check.sh"), [root],
      environment: ["SWIFTC": swiftc, "TMPDIR": scratchFolder])
  }

  @Test(arguments: [
    ("import FoundationEssentials\nlet slipped = Date()\n", "CodeEntry", "no such module 'FoundationEssentials'"),
    (
      "public struct Slipped { public var digits: [Digit] }\npublic let slipped = [Slipped]().map(\\.digits)\n", "CodeEntry",
      "key path"
    ),
    ("public struct Slipped: Codable { var digit = 1 }\n", "CodeEntry", "Codable"),
    ("import Glibc\npublic let slipped = getpid()\n", "Basics", "no such module 'Glibc'"),
  ])
  func whatEmbeddedSwiftCannotBuildFailsTheCheck(_ slipped: String, _ target: String, _ reason: String) throws {
    let result = try Self.check(with: slipped, into: target)
    #expect(result.status == 1, "\(result.stdout)\(result.stderr)")
    #expect(result.stderr.contains("embedded-check: \(target) does not build"), "\(result.stderr)")
    #expect(result.stderr.contains(reason), "\(result.stderr)")
  }

  /// The same copy with pure Swift added builds, every target: what fails above is the
  /// slip, not the copy.
  @Test func theCopyWithPureSwiftAddedBuilds() throws {
    let result = try Self.check(with: "public let slipped = Digit(\"3\")\n")
    #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
    #expect(result.stdout.contains("embedded-check: otc-boot builds with Embedded Swift"), "\(result.stdout)")
  }
}
