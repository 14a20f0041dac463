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

  /// Issue 41, point 7: the console agent's service is sandboxed and gives Speakup back
  /// when stopped, and systemd's own verifier takes both units without a word.
  @Test func theConsoleUnitIsSandboxedAndSystemdTakesIt() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("otc-unit-\(UUID().uuidString.prefix(8))")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let template = try String(
      contentsOf: Self.root.appendingPathComponent("systemd/otc-ask-password-console.service.in"), encoding: .utf8)
    let service = template.replacingOccurrences(of: "@BIN_DIR@", with: CommandRunner.binary.deletingLastPathComponent().path)
    for line in [
      "ProtectSystem=strict", "PrivateTmp=yes", "NoNewPrivileges=yes", "RestrictAddressFamilies=AF_UNIX",
      "SystemCallArchitectures=native", "RuntimeDirectory=otc", "RuntimeDirectoryMode=0700",
      "ReadWritePaths=-/run/systemd/ask-password-block",
      "ExecStopPost=-\(CommandRunner.binary.path) speakup-guard --give-back",
    ] {
      #expect(service.split(separator: "\n").contains { $0 == line }, "\(line)")
    }
    try service.write(to: folder.appendingPathComponent("otc-ask-password-console.service"), atomically: true, encoding: .utf8)
    try FileManager.default.copyItem(
      at: Self.root.appendingPathComponent("systemd/otc-ask-password-console.path"),
      to: folder.appendingPathComponent("otc-ask-password-console.path"))
    let verified = try CommandRunner.run(
      executable: URL(fileURLWithPath: "/usr/bin/systemd-analyze"),
      [
        "verify", "--man=no", folder.appendingPathComponent("otc-ask-password-console.service").path,
        folder.appendingPathComponent("otc-ask-password-console.path").path,
      ],
      environment: ["SYSTEMD_LOG_LEVEL": "warning"])
    #expect(verified.status == 0 && verified.stderr.isEmpty && verified.stdout.isEmpty, "\(verified.stdout)\(verified.stderr)")
  }

  /// Every target linked into otc (each a folder, and the folder of commands two of them
  /// share) imports FoundationEssentials, never Foundation (nor a part of it): Foundation's
  /// CharacterSet, NSLock or String(format:) reach ICU, whose 45 MB of code and data would
  /// be in every installed otc again.
  @Test(arguments: [
    "Basics", "SafeIO", "Preferences", "CodeEntry", "Utterances", "Announcer", "Transcripts", "SpeechOutput",
    "ScreenReaders", "Braille", "TerminalPrompt", "Integrations", "OTCCommandLine", "Commands", "otc",
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

  /// No target otc links calls into Foundation either, even without importing it: a
  /// module that imports TOMLKit sees Foundation's extensions through it, and
  /// `"text".contains("words")` there resolved to Foundation's `StringProtocol.contains`,
  /// which linked FoundationInternationalization and ICU into otc again (16.4 MB became
  /// 60.6 MB stripped, issue 41's build). The compiled objects of the build under test are
  /// read with nm: no symbol of the Foundation module is undefined in them.
  @Test(arguments: [
    "Basics", "SafeIO", "Preferences", "CodeEntry", "Utterances", "Announcer", "Transcripts", "SpeechOutput",
    "ScreenReaders", "Braille", "TerminalPrompt", "Integrations", "OTCCommandLine", "otc",
  ])
  func noTargetOtcLinksCallsIntoFoundation(target: String) throws {
    let objects = CommandRunner.binary.deletingLastPathComponent().appendingPathComponent("\(target).build")
    let files = try #require(FileManager.default.enumerator(atPath: objects.path)).compactMap { $0 as? String }
      .filter { $0.hasSuffix(".o") }
    #expect(!files.isEmpty, "\(objects.path)")
    for file in files {
      let symbols = try CommandRunner.run(
        executable: URL(fileURLWithPath: "/usr/bin/nm"), ["-u", objects.appendingPathComponent(file).path])
      #expect(symbols.status == 0)
      // Swift mangles the module Foundation as "10Foundation"; FoundationEssentials is "20FoundationEssentials".
      let foundation = symbols.stdout.split(separator: "\n").filter {
        $0.contains("10Foundation") || $0.contains("FoundationInternationalization")
      }
      #expect(foundation.isEmpty, "\(target)/\(file) calls into Foundation: \(foundation.prefix(3))")
    }
  }
}
