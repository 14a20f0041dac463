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
  /// is written, which the package takes too.
  @Test func theVersionIsTheChangelogs() throws {
    let changelog = Self.root.appendingPathComponent("debian/changelog")
    let first = try String(contentsOf: changelog, encoding: .utf8).prefix { $0 != "\n" }
    let version = first.drop { $0 != "(" }.dropFirst().prefix { $0 != ")" }
    #expect(first.hasPrefix("otc ("))
    #expect(!version.isEmpty)
    #expect(try CommandRunner.run(["--version"]).stdout == "\(version)\n")
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
