import Announcer
import CodeEntry
import Foundation
import Screens
import Testing

/// The example screens (Examples/screens), each format with a good and a bad code screen,
/// against their golden transcripts: every focus stop forward and backward, for VoiceOver
/// and TalkBack, in each language, with hints; and the audit's findings.
///
/// With OTC_RECORD_GOLDENS=1 the goldens are written anew, and the test fails, so that a
/// recording is never taken for a pass: read the new files before committing them.
@Suite struct ScreenGoldenTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()
  static let examples = root.appendingPathComponent("Examples/screens")
  static let goldens = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/golden")

  static let files = [
    "android-good.xml", "android-bad.xml", "ios-good.json", "ios-bad.json", "web-good.html", "web-bad.html",
    "web-good.aria.yml", "web-bad.aria.yml",
  ]

  static func screen(_ name: String) throws -> Screen {
    let bytes = try [UInt8](Data(contentsOf: examples.appendingPathComponent(name)))
    return try ScreenFile.read(bytes)
  }

  /// Every reading of `screen`, in sections: "## voiceover forward en" and its lines.
  static func transcripts(_ screen: Screen) -> String {
    var text = ""
    for reader in ScreenReaderModel.allCases {
      for direction in SwipeDirection.allCases {
        for language in Language.allCases {
          let speech = ScreenSpeech(reader: reader, verbosity: Verbosity(language: language))
          text += "## \(reader.rawValue) \(direction.rawValue) \(language.rawValue)\n"
          text += speech.utterances(for: screen, direction: direction).map { $0.text + "\n" }.joined()
        }
      }
    }
    return text
  }

  /// The audit's text report, its seconds measured as half a second an utterance so that
  /// it needs no synthesizer.
  static func audit(_ name: String, _ screen: Screen) throws -> String {
    let speech = ScreenSpeech(reader: screen.platformReader, verbosity: Verbosity())
    let audit = try Audit.check(screen, speech: speech) { _ in 0.5 }
    return AuditReport.text([AuditedFile(path: name, screen: screen, audit: audit)])
  }

  static func compare(_ actual: String, golden name: String) throws {
    let url = goldens.appendingPathComponent(name)
    if ProcessInfo.processInfo.environment["OTC_RECORD_GOLDENS"] == "1" {
      try actual.write(to: url, atomically: true, encoding: .utf8)
      Issue.record("recorded \(name); read it, then run the tests without OTC_RECORD_GOLDENS")
      return
    }
    let expected = try String(contentsOf: url, encoding: .utf8)
    #expect(actual == expected, "\(name) differs from its golden")
  }

  @Test(arguments: files)
  func utterancesMatchTheGolden(_ name: String) throws {
    try Self.compare(Self.transcripts(Self.screen(name)), golden: name + ".transcripts.txt")
  }

  @Test(arguments: files)
  func auditMatchesTheGolden(_ name: String) throws {
    try Self.compare(Self.audit(name, Self.screen(name)), golden: name + ".audit.txt")
  }

  @Test(arguments: files)
  func goodScreensPassAndBadOnesFail(_ name: String) throws {
    let screen = try Self.screen(name)
    let audit = try #require(try Audit.check(screen, speech: ScreenSpeech(reader: .voiceOver, verbosity: Verbosity())) { _ in 0 })
    #expect(audit.findings.isEmpty == name.contains("-good"), "\(name): \(audit.findings.map(\.rule.rawValue))")
    // Each format is found from its content.
    let expected: ScreenFormat =
      name.hasSuffix(".xml") ? .uiautomator : name.hasSuffix(".json") ? .snapshot : name.hasSuffix(".html") ? .html : .aria
    #expect(screen.format == expected)
  }
}

/// The fixtures of Tests/ScreensTests/Fixtures: `screens`, screens written after the
/// shapes of real apps' exports in each format, and `web`, the pages of the browser
/// comparison with the trees Chromium gave of them: each file's format, its reading by
/// VoiceOver and TalkBack forward in English, and its audit, against one golden a file
/// (`Fixtures/golden/` and the file's path, `.txt`). OTC_RECORD_GOLDENS=1 writes them anew
/// and fails.
@Suite struct ScreenFixtureGoldenTests {
  static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")
  static let goldens = fixtures.appendingPathComponent("golden")

  /// Each fixture's path inside Fixtures.
  static let files: [String] = {
    func listed(_ folder: String, _ keep: (String) -> Bool) -> [String] {
      ((try? FileManager.default.contentsOfDirectory(atPath: fixtures.appendingPathComponent(folder).path)) ?? []).filter(keep)
        .sorted()
        .map { "\(folder)/\($0)" }
    }
    return listed("screens") { _ in true } + listed("web") { $0.hasSuffix(".html") }
      + listed("web/chromium") { $0.hasSuffix(".ax.json") }
  }()

  /// Everything a team learns of the file, in sections.
  static func reading(_ path: String) throws -> String {
    let name = URL(fileURLWithPath: path).lastPathComponent
    let bytes = try [UInt8](Data(contentsOf: fixtures.appendingPathComponent(path)))
    let screen = try ScreenFile.read(bytes)
    var text = "## format\n\(screen.format.rawValue): \(screen.summary)\n"
    for reader in ScreenReaderModel.allCases {
      let speech = ScreenSpeech(reader: reader, verbosity: Verbosity())
      text += "## \(reader.rawValue) forward en\n"
      text += speech.utterances(for: screen, direction: .forward).map { $0.text + "\n" }.joined()
    }
    let speech = ScreenSpeech(reader: screen.platformReader, verbosity: Verbosity())
    let audit = try Audit.check(screen, speech: speech) { _ in 0.5 }
    text += "## audit\n" + AuditReport.text([AuditedFile(path: name, screen: screen, audit: audit)])
    return text
  }

  /// Issue 58: at least 30 screens over at least 6 formats, at least 12 of them code
  /// screens, here and in Examples/screens together (the web pages counted once, their
  /// trees apart: each is the format a team exports).
  @Test func thereAreThirtyScreensInSixFormats() throws {
    let examples = ScreenGoldenTests.files.map { (ScreenGoldenTests.examples, $0) }
    let all = examples + Self.files.map { (Self.fixtures, $0) }
    var formats = Set<ScreenFormat>()
    var codeScreens = 0
    for (folder, name) in all {
      let screen = try ScreenFile.read([UInt8](Data(contentsOf: folder.appendingPathComponent(name))))
      formats.insert(screen.format)
      if screen.codeEntry != nil { codeScreens += 1 }
    }
    #expect(all.count >= 30, "\(all.count) screens")
    #expect(formats.count >= 6, "\(formats)")
    #expect(codeScreens >= 12, "\(codeScreens) code screens")
  }

  @Test(arguments: files)
  func readingMatchesTheGolden(_ name: String) throws {
    let url = Self.goldens.appendingPathComponent(name + ".txt")
    let actual = try Self.reading(name)
    if ProcessInfo.processInfo.environment["OTC_RECORD_GOLDENS"] == "1" {
      try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try actual.write(to: url, atomically: true, encoding: .utf8)
      Issue.record("recorded \(name); read it, then run the tests without OTC_RECORD_GOLDENS")
      return
    }
    let expected = try String(contentsOf: url, encoding: .utf8)
    #expect(actual == expected, "\(name) differs from its golden")
  }
}
