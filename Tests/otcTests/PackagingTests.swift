import Foundation
import OTCTestSupport
import Testing

/// What the Debian package relies on, checked in the source: one version, and no target
/// that otc links importing Foundation, which would bring ICU back into the binary.
/// `make deb-lint` and `make deb-check` check the package itself.
@Suite struct PackagingTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  /// `otc --version` is the version of debian/changelog's latest entry, the one place it
  /// is written, as dpkg reads it for the package (dpkg-parsechangelog, from dpkg-dev).
  @Test func theVersionIsTheChangelogs() throws {
    let parsed = try CommandRunner.run(
      executable: URL(fileURLWithPath: "/usr/bin/dpkg-parsechangelog"),
      ["-l", Self.root.appendingPathComponent("debian/changelog").path, "-S", "Version"])
    #expect(parsed.status == 0)
    #expect(!parsed.stdout.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty)
    #expect(try CommandRunner.run(["--version"]).stdout == parsed.stdout)
  }

  /// Every target linked into otc imports FoundationEssentials, never Foundation (nor a
  /// part of it): Foundation's CharacterSet, NSLock or String(format:) reach ICU, whose
  /// 45 MB of code and data would be in every installed otc again.
  @Test(arguments: [
    "Basics", "SafeIO", "Preferences", "CodeEntry", "Utterances", "Announcer", "Transcripts", "SpeechOutput",
    "ScreenReaders", "Braille", "TerminalPrompt", "Integrations", "otc",
  ])
  func noTargetOtcLinksImportsFoundation(target: String) throws {
    let folder = Self.root.appendingPathComponent("Sources/\(target)")
    let files = try #require(FileManager.default.enumerator(atPath: folder.path)).compactMap { $0 as? String }
      .filter { $0.hasSuffix(".swift") }
    #expect(!files.isEmpty)
    for file in files {
      let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
      let imports = text.split(separator: "\n").filter {
        let words = $0.split(separator: " ")
        return words.contains("import") && words.contains { $0 == "Foundation" || $0.hasPrefix("Foundation.") }
      }
      #expect(imports.isEmpty, "\(target)/\(file): \(imports)")
    }
  }
}
