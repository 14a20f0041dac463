import Foundation
import OTCTestSupport
import SpeechOutput
import Testing

/// `otc read --screen`, `otc compare --screen` and `otc audit`, run as a built binary on
/// the example screens (Examples/screens), their reports checked by the programs that
/// read them: SARIF against the 2.1.0 schema (python3-jsonschema), JUnit by xmllint.
@Suite struct ScreenCommandTests {
  static let examples = CommandRunner.projectRoot.appendingPathComponent("Examples/screens")
  static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")
  static let goldens = CommandRunner.projectRoot.appendingPathComponent("Tests/ScreensTests/Fixtures/golden")

  func example(_ name: String) -> String { Self.examples.appendingPathComponent(name).path }

  /// A scratch folder for one test, removed after it however it ends.
  func withFolder<T>(_ body: (URL) throws -> T) throws -> T {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("otc-screens-\(UUID().uuidString.prefix(8))")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    return try body(folder)
  }

  /// The golden section for one reading.
  func golden(_ file: String, _ section: String) throws -> String {
    let text = try String(contentsOf: Self.goldens.appendingPathComponent(file + ".transcripts.txt"), encoding: .utf8)
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let start = try #require(lines.firstIndex(of: "## \(section)"))
    let rest = lines[(start + 1)...]
    let end = rest.firstIndex { $0.hasPrefix("## ") } ?? lines.count - 1
    return lines[(start + 1)..<end].map { $0 + "\n" }.joined()
  }

  /// Issue 57, point 6: the parsers are loaded by the path Debian installs them at. A
  /// libxml2 and a libyaml planted in a folder LD_LIBRARY_PATH names (built here with the
  /// toolchain's clang, each leaving a file when loaded) are never loaded, and the screens
  /// are read by Debian's.
  @Test(arguments: ["android-bad.xml", "web-bad.html", "web-good.aria.yml"])
  func aPlantedParserIsNeverLoaded(_ file: String) throws {
    try withFolder { folder in
      let source = folder.appendingPathComponent("planted.c")
      try """
      #include <stdio.h>
      __attribute__((constructor)) static void planted(void) {
        FILE *file = fopen("\(folder.path)/loaded", "w");
        if (file) fclose(file);
      }
      """.write(to: source, atomically: true, encoding: .utf8)
      for library in ["libxml2.so.2", "libyaml-0.so.2"] {
        let built = try CommandRunner.run(
          executable: URL(fileURLWithPath: "/bin/sh"),
          ["-c", "clang -shared -fPIC -o \"$1\" \"$2\"", "sh", folder.appendingPathComponent(library).path, source.path],
          environment: ["PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"])
        try #require(built.status == 0, "\(built.stderr)")
      }
      let result = try CommandRunner.run(
        ["read", "--screen", example(file), "--speech", "none"], environment: ["LD_LIBRARY_PATH": folder.path])
      #expect(result.status == 0, "\(result.stderr)")
      #expect(result.stderr.contains(" elements, ") && !result.stdout.isEmpty, "\(result.stderr)")
      #expect(
        !FileManager.default.fileExists(atPath: folder.appendingPathComponent("loaded").path), "a planted parser was loaded")
    }
  }

  @Test(arguments: [
    ("android-bad.xml", ["--lang", "pt-BR", "--direction", "backward"], "talkback backward pt-BR"),
    ("ios-good.json", ["--lang", "bg"], "voiceover forward bg"),
    ("web-bad.html", ["--screen-reader", "talkback"], "talkback forward en"),
    ("web-good.aria.yml", ["--direction", "backward"], "voiceover backward en"),
  ])
  func readSaysEachFocusStopAsTheGoldenHasIt(_ file: String, _ options: [String], _ section: String) throws {
    let result = try CommandRunner.run(["read", "--screen", example(file), "--speech", "none"] + options)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout == (try golden(file, section)))
    // Which format was read, and how many elements, on standard error, in the language asked for.
    let (read, elements) =
      switch section.split(separator: " ").last {
      case "pt-BR": ("lido", " elementos, ")
      case "bg": ("прочетен", " елемента, ")
      default: ("read", " elements, ")
      }
    #expect(result.stderr.hasPrefix("otc read: \(read) \(example(file)): "), "\(result.stderr)")
    #expect(result.stderr.contains(elements), "\(result.stderr)")
  }

  /// The screen reader: the platform's by default, the settings' choice (OTC_SCREEN_READER
  /// here) over it, the flag over both; for read, audit and compare alike.
  @Test func theScreenReaderIsThePlatformsUnlessChosen() throws {
    let ios = example("ios-good.json")
    let field = "Verification code, Edit box, Double-tap to edit text"
    let chosen = ["OTC_SCREEN_READER": "talkback"]
    #expect(try CommandRunner.run(["read", "--screen", ios, "--speech", "none"]).stdout.contains("text field, empty"))
    #expect(try CommandRunner.run(["read", "--screen", ios, "--speech", "none"], environment: chosen).stdout.contains(field))
    let flagged = try CommandRunner.run(
      ["read", "--screen", ios, "--speech", "none", "--screen-reader", "voiceover"], environment: chosen)
    #expect(flagged.stdout.contains("text field, empty"))
    let bad = example("ios-bad.json")
    #expect(
      try CommandRunner.run(["audit", bad], environment: chosen).stdout.contains(
        "Heard on the first: \"Password, Edit box, Double-tap to edit text\""))
    #expect(
      try CommandRunner.run(["audit", bad, "--screen-reader", "voiceover"], environment: chosen).stdout.contains(
        "Heard on the first: \"Digit, secure text field"))
    let rows = try CommandRunner.run(privately: ["compare", "--screen", ios, "--code", "985391", "--quiet"], environment: chosen)
    #expect(rows.stdout.contains("TalkBack, screen, forward"))
  }

  @Test func readWritesJSONLinesAndAWAVFile() throws {
    try withFolder { folder in
      let wav = folder.appendingPathComponent("screen.wav").path
      let result = try CommandRunner.run(
        ["read", "--screen", example("web-good.html"), "--format", "json", "--speech", "none", "--wav", wav, "--quiet"])
      #expect(result.status == 0, "\(result.stderr)")
      let lines = result.stdout.split(separator: "\n")
      try #require(lines.count == 6)
      #expect(lines[3].contains("\"Verification code, text field, empty, double tap to edit\""))
      let contents = try WAVFile.decode(Data(contentsOf: URL(fileURLWithPath: wav)))
      // Six utterances of speech: seconds of it, not a click.
      #expect(contents.seconds > 4, "\(contents.seconds) s")
      #expect(result.stderr.isEmpty)
    }
  }

  @Test func readRefusesWhatItCannotRead() throws {
    try withFolder { folder in
      let empty = folder.appendingPathComponent("empty.xml")
      try "<hierarchy rotation=\"0\"></hierarchy>".write(to: empty, atomically: true, encoding: .utf8)
      let result = try CommandRunner.run(["read", "--screen", empty.path, "--speech", "none"])
      #expect(result.status == 2)
      #expect(result.stdout.isEmpty)
      #expect(result.stderr == "otc read: cannot read the screen in \(empty.path): its <hierarchy> holds no node\n")
      let forced = try CommandRunner.run([
        "read", "--screen", example("web-good.html"), "--from", "uiautomator", "--speech", "none",
      ])
      #expect(forced.status == 2)
      #expect(forced.stderr.hasPrefix("otc read: cannot read the screen in \(example("web-good.html")) as a uiautomator dump: "))
      let both = try CommandRunner.run(["read", "--screen", example("web-good.html"), "--code-file", "-"], stdin: "985391")
      #expect(both.status == 64)
    }
  }

  @Test func auditExitsZeroOneOrTwo() throws {
    for file in ["android-good.xml", "ios-good.json", "web-good.html", "web-good.aria.yml"] {
      let result = try CommandRunner.run(["audit", example(file)])
      #expect(result.status == 0, "\(file): \(result.stdout)")
      // A format that cannot show a rule's fact is green only for what it showed (issue 75).
      let verdict = file.hasSuffix(".html") ? "No problem found." : "No problem found in what could be checked (not checkable: "
      #expect(result.stdout.split(separator: "\n").last?.hasPrefix(verdict) == true, "\(file): \(result.stdout)")
    }
    for file in ["android-bad.xml", "ios-bad.json", "web-bad.html", "web-bad.aria.yml"] {
      let result = try CommandRunner.run(["audit", example(file)])
      #expect(result.status == 1, "\(file): \(result.stderr)")
      #expect(result.stdout.contains(": code-split-into-fields: "))
    }
    // A good screen and a bad one: problems.
    #expect(try CommandRunner.run(["audit", example("web-good.html"), example("web-bad.html")]).status == 1)
    try withFolder { folder in
      let none = folder.appendingPathComponent("login.html")
      try "<h1>Sign in</h1><label for=u>User name</label><input id=u>".write(to: none, atomically: true, encoding: .utf8)
      let noEntry = try CommandRunner.run(["audit", none.path])
      // Nothing checked: exit 2, the reason in the report, and no verdict.
      #expect(noEntry.status == 2)
      #expect(noEntry.stdout.contains("\(none.path): an HTML page, 3 elements, 3 focus stops, but no code entry: "))
      #expect(!noEntry.stdout.contains("No problem found"))
      // A file that cannot be read among good ones is still exit 2: nothing is passed unseen.
      let missing = try CommandRunner.run(["audit", example("web-good.html"), folder.appendingPathComponent("gone.xml").path])
      #expect(missing.status == 2)
      #expect(missing.stderr.contains("cannot read"))
      #expect(missing.stdout.hasSuffix("No problem found; 1 file not read.\n"), "\(missing.stdout)")
      // A screen with no code entry beside a bad one hides none of its problems; beside a
      // good one, it fails nothing.
      #expect(try CommandRunner.run(["audit", none.path, example("web-bad.html")]).status == 1)
      let beside = try CommandRunner.run(["audit", none.path, example("web-good.html")])
      #expect(beside.status == 0)
      #expect(beside.stdout.hasSuffix("No problem found; 1 file with no code entry.\n"), "\(beside.stdout)")
    }
  }

  /// Issue 58, point 4: a batch of a good screen, a bad one, one that cannot be read and
  /// one with no code entry gives each its outcome in every report, and exit 2 (a file
  /// not read wins); SARIF says the run did not succeed and why (validated against the
  /// schema), JUnit has an error case (xmllint) and a skipped one.
  @Test func aBatchGivesEachFileItsOutcomeInEveryReport() throws {
    try withFolder { folder in
      let none = folder.appendingPathComponent("login.html")
      try "<h1>Sign in</h1><label for=u>User name</label><input id=u>".write(to: none, atomically: true, encoding: .utf8)
      let broken = folder.appendingPathComponent("broken.xml")
      try "<hierarchy><node class=\"x\"".write(to: broken, atomically: true, encoding: .utf8)
      let files = [example("web-good.html"), example("android-bad.xml"), broken.path, none.path]
      let junit = folder.appendingPathComponent("audit.xml").path
      let sarif = try CommandRunner.run(["audit", "--format", "sarif", "--junit", junit, "--quiet"] + files)
      #expect(sarif.status == 2)
      #expect(
        sarif.stderr.contains("cannot read the screen in \(broken.path): line 1: it is not well-formed XML"), "\(sarif.stderr)")
      let log = folder.appendingPathComponent("audit.sarif")
      try sarif.stdout.write(to: log, atomically: true, encoding: .utf8)
      let check = """
        import json, sys, jsonschema
        schema = json.load(open(sys.argv[1]))
        log = json.load(open(sys.argv[2]))
        jsonschema.Draft4Validator(schema).validate(log)
        invocation = log["runs"][0]["invocations"][0]
        print(invocation["executionSuccessful"], invocation["exitCode"], len(log["runs"][0]["results"]))
        for note in invocation["toolExecutionNotifications"]:
            print(note["level"], note["locations"][0]["physicalLocation"]["artifactLocation"]["index"], \
        note["message"]["text"][:40])
        """
      let schema = Self.fixtures.appendingPathComponent("sarif-schema-2.1.0.json").path
      let validated = try CommandRunner.run(
        executable: URL(fileURLWithPath: "/usr/bin/python3"), ["-c", check, schema, log.path])
      #expect(validated.status == 0, "\(validated.stderr)")
      let lines = validated.stdout.split(separator: "\n").map(String.init)
      // 13 results, all the bad dump's; a note for what it cannot show, an error for the
      // broken file, a note for the one with no code entry.
      #expect(lines.first == "False 2 13")
      #expect(lines.contains("error 2 \(String("\(broken.path) could not be read: line 1: it".prefix(40)))"), "\(lines)")
      #expect(lines.contains { $0.hasPrefix("note 3 \(none.path.prefix(30))") }, "\(lines)")
      #expect(lines.contains { $0.hasPrefix("note 1 Not checkable from a uiautomator dump") }, "\(lines)")

      let lint = try CommandRunner.run(executable: URL(fileURLWithPath: "/usr/bin/xmllint"), ["--noout", junit])
      #expect(lint.status == 0, "\(lint.stderr)")
      let xml = try String(contentsOfFile: junit, encoding: .utf8)
      #expect(xml.contains(#"errors="1">"#) && xml.contains(#"<testsuites name="otc audit""#))
      #expect(
        xml.contains(
          #"<testcase classname="otc.audit" name="read">"# + "\n"
            + #"      <error message="the file could not be read" type="unreadable">line 1: it is not well-formed XML"#))
      #expect(xml.contains(#"<testcase classname="otc.audit" name="code entry">"# + "\n" + #"      <skipped message=""#))

      struct File: Decodable {
        var file: String
        var outcome: String
        var error: String?
      }
      let json = try CommandRunner.run(["audit", "--format", "json", "--quiet"] + files)
      #expect(json.status == 2)
      let outcomes = try JSONDecoder().decode([File].self, from: Data(json.stdout.utf8))
      #expect(outcomes.map(\.outcome) == ["passed", "problems", "unreadable", "no-code-entry"])
      #expect(outcomes[2].error?.hasPrefix("line 1: it is not well-formed XML") == true)

      // Without the file it cannot read: the problems win over the screen with no code entry.
      let rest = try CommandRunner.run(["audit", "--quiet"] + files.filter { $0 != broken.path })
      #expect(rest.status == 1)
      #expect(rest.stdout.hasSuffix("13 problems found; 1 file with no code entry.\n"), "\(rest.stdout)")
    }
  }

  /// Issue 58, point 4: the text report names a rule found on several fields once, with
  /// the fields it covers, so a listener hears it once; SARIF keeps a result a field.
  @Test func theTextReportSaysEachProblemOnce() throws {
    let text = try CommandRunner.run(["audit", example("web-bad.html")])
    let unnamed = text.stdout.split(separator: "\n").filter { $0.contains(": field-unnamed: ") }
    #expect(unnamed.count == 1)
    #expect(unnamed.first?.contains(": field-unnamed: 6 fields, digit-1 to digit-6: ") == true, "\(unnamed)")
    #expect(unnamed.first?.contains("\"Digit 1 of 6\" to \"Digit 6 of 6\"") == true, "\(unnamed)")
    let sarif = try CommandRunner.run(["audit", "--format", "sarif", example("web-bad.html")])
    #expect(sarif.stdout.components(separatedBy: "\"ruleId\" : \"field-unnamed\"").count - 1 == 6)
  }

  @Test func auditQuotesTheMeasuredCostOfSplitFields() throws {
    let result = try CommandRunner.run(["audit", example("ios-bad.json")])
    let line = try #require(result.stdout.split(separator: "\n").first { $0.contains("code-split-into-fields") })
    // Seconds measured by espeak-ng: the split fields take longer than one field.
    let numbers = line.matches(of: /([0-9]+\.[0-9]) seconds/).compactMap { Double($0.output.1) }
    try #require(numbers.count == 2, "\(line)")
    #expect(numbers[0] > numbers[1] * 3, "\(line)")
    #expect(result.stdout.contains("Not checkable from an AccessibilitySnapshot file: focusable containers around fields."))
  }

  @Test func sarifValidatesAgainstTheSchema() throws {
    try withFolder { folder in
      let sarif = folder.appendingPathComponent("audit.sarif")
      let result = try CommandRunner.run(
        ["audit", "--format", "sarif", example("android-bad.xml"), example("web-bad.html"), example("web-good.aria.yml")])
      #expect(result.status == 1)
      try result.stdout.write(to: sarif, atomically: true, encoding: .utf8)
      let schema = Self.fixtures.appendingPathComponent("sarif-schema-2.1.0.json").path
      let check = """
        import json, sys, jsonschema
        schema = json.load(open(sys.argv[1]))
        log = json.load(open(sys.argv[2]))
        jsonschema.Draft4Validator(schema).validate(log)
        print(len(log["runs"][0]["results"]), len(log["runs"][0]["invocations"][0]["toolExecutionNotifications"]))
        """
      let validated = try CommandRunner.run(
        executable: URL(fileURLWithPath: "/usr/bin/python3"), ["-c", check, schema, sarif.path])
      #expect(validated.status == 0, "\(validated.stderr)")
      // 13 problems in the dump and 8 in the page; two files with what they cannot show.
      #expect(validated.stdout == "21 2\n")
      // A broken log is refused by the same check: the validation is real.
      try result.stdout.replacing("\"2.1.0\"", with: "\"9.9\"").write(to: sarif, atomically: true, encoding: .utf8)
      let broken = try CommandRunner.run(executable: URL(fileURLWithPath: "/usr/bin/python3"), ["-c", check, schema, sarif.path])
      #expect(broken.status != 0)
    }
  }

  @Test func junitHasACasePerRuleAndElement() throws {
    try withFolder { folder in
      let report = folder.appendingPathComponent("audit.xml").path
      let result = try CommandRunner.run(["audit", "--junit", report, "--format", "json", example("web-bad.html")])
      #expect(result.status == 1)
      let lint = try CommandRunner.run(executable: URL(fileURLWithPath: "/usr/bin/xmllint"), ["--noout", report])
      #expect(lint.status == 0, "\(lint.stderr)")
      let xml = try String(contentsOfFile: report, encoding: .utf8)
      // Per field: unnamed, position, two stops, secure, 6 fields each = 24; per entry:
      // split, hint missing, hint repeated, read as a number = 4.
      #expect(xml.contains(#"<testsuites name="otc audit" tests="28" failures="8" errors="0">"#))
      #expect(xml.contains(#"<testcase classname="otc.audit" name="field-unnamed: digit-3" line="12">"#))
      #expect(xml.contains(#"<testcase classname="otc.audit" name="two-focus-stops-per-field: digit-3" line="12"/>"#))
      struct File: Decodable {
        var format: String
        var findings: [Finding]
        var notCheckable: [String]
      }
      struct Finding: Decodable { var rule, element, heard, fix: String }
      let files = try JSONDecoder().decode([File].self, from: Data(result.stdout.utf8))
      #expect(files.map(\.format) == ["html"])
      #expect(files[0].findings.count == 8)
      #expect(files[0].notCheckable.isEmpty)
    }
  }

  @Test func compareScreenPutsTheScreenBesideTheDesigns() throws {
    let result = try CommandRunner.run(privately: [
      "compare", "--screen", example("android-bad.xml"), "--code", "985391", "--quiet",
    ])
    #expect(result.status == 0, "\(result.stderr)")
    let lines = result.stdout.split(separator: "\n").map(String.init)
    #expect(lines.filter { $0.hasPrefix("TalkBack, screen, ") }.count == 4)
    #expect(lines.contains { $0.hasPrefix("TalkBack, screen, forward, hints on: 11 swipes, 11 utterances, ") })
    #expect(lines.contains { $0.hasPrefix("TalkBack, screen, backward, hints off: ") && $0.hasSuffix("digits reversed") })
    // The empty fields of a screen need a code to hold; the screen's own is used when
    // every field holds its digit.
    let empty = try CommandRunner.run(["compare", "--screen", example("ios-good.json")])
    #expect(empty.status == 2)
    #expect(empty.stderr.contains("its code fields are empty"))
  }

  @Test func hostileFilesEndInExitTwoWithAReason() throws {
    try withFolder { folder in
      func file(_ name: String, _ bytes: [UInt8]) throws -> String {
        let url = folder.appendingPathComponent(name)
        try Data(bytes).write(to: url)
        return url.path
      }
      let large = try file("large.html", [UInt8](repeating: 0x20, count: 50 << 20))
      let deep = try file(
        "deep.xml",
        Array(
          ("<hierarchy>" + String(repeating: "<node>", count: 10_000) + String(repeating: "</node>", count: 10_000)
            + "</hierarchy>").utf8))
      // An ARIA snapshot's first line, then bytes that are not UTF-8.
      let invalid = try file("invalid.yml", Array("- textbox ".utf8) + [0xC3, 0x28, 0xFF, 0x0A])
      var laughs = "<!ENTITY a0 \"hahahahaha\">"
      for level in 1...9 { laughs += "<!ENTITY a\(level) \"" + String(repeating: "&a\(level - 1);", count: 10) + "\">" }
      let bomb = try file(
        "bomb.xml",
        Array("<?xml version=\"1.0\"?><!DOCTYPE hierarchy [\(laughs)]><hierarchy><node text=\"&a9;\"/></hierarchy>".utf8))
      let cases = [
        (large, "it is larger than 16 MB"), (deep, "Excessive depth in document: 256"), (invalid, "not well-formed YAML"),
        (bomb, "entity reference loop"),
      ]
      for (path, reason) in cases {
        let result = try CommandRunner.run(["audit", path])
        #expect(result.status == 2, "\(path)")
        #expect(result.stderr.contains(reason), "\(result.stderr)")
        // The report names the file, and gives no verdict.
        #expect(result.stdout.hasPrefix("\(path): not read: "), "\(result.stdout)")
        #expect(result.stdout.hasSuffix("\n1 file not read.\n"), "\(result.stdout)")
      }
    }
  }
}

/// Examples/screens/audit-screens.sh, the CI script a team copies: a problem not yet
/// accepted fails the build, an accepted one does not, a fixed one is said.
@Suite struct AuditScreensScriptTests {
  static let script = CommandRunner.projectRoot.appendingPathComponent("Examples/screens/audit-screens.sh").path

  func run(in folder: URL, _ arguments: [String]) throws -> CommandRunner.Result {
    let quoted = arguments.map { "'\($0)'" }.joined(separator: " ")
    return try CommandRunner.run(
      executable: URL(fileURLWithPath: "/bin/sh"), ["-c", "cd '\(folder.path)' && '\(Self.script)' \(quoted)"],
      environment: ["OTC": CommandRunner.binary.path])
  }

  @Test func aNewProblemFailsTheBuildAndAnAcceptedOneDoesNot() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("otc-ci-\(UUID().uuidString.prefix(8))")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let bad = CommandRunner.projectRoot.appendingPathComponent("Examples/screens/web-bad.html").path
    let good = CommandRunner.projectRoot.appendingPathComponent("Examples/screens/web-good.html").path
    let accepted = folder.appendingPathComponent("accepted.tsv").path
    try "".write(toFile: accepted, atomically: true, encoding: .utf8)

    let first = try run(in: folder, [accepted, bad])
    #expect(first.status == 1, "\(first.stderr)")
    #expect(first.stderr.contains("new problem: \(bad)\tcode-split-into-fields\tdigit-1\n"))
    #expect(first.stderr.hasSuffix("8 problems, 8 new.\n"))
    // The reports for the dashboards are written where it runs.
    #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("otc-audit.sarif").path))
    #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("otc-audit.xml").path))

    // Every problem accepted: the build passes.
    let keys = first.stderr.split(separator: "\n").compactMap { $0.hasPrefix("new problem: ") ? $0.dropFirst(13) + "\n" : nil }
    try keys.joined().write(toFile: accepted, atomically: true, encoding: .utf8)
    let second = try run(in: folder, [accepted, bad])
    #expect(second.status == 0, "\(second.stderr)")
    #expect(second.stderr.hasSuffix("8 problems, 0 new.\n"))

    // One accepted problem fixed: said, and still a pass.
    let fixed = try run(in: folder, [accepted, good])
    #expect(fixed.status == 0)
    #expect(fixed.stderr.contains("fixed, remove it from \(accepted): \(bad)\tcode-split-into-fields\tdigit-1"))

    // A screen it cannot read stops the build.
    let unreadable = try run(in: folder, [accepted, folder.appendingPathComponent("missing.xml").path])
    #expect(unreadable.status == 2)
  }
}
