import Announcer
import Foundation
import OTCTestSupport
import Testing
import Transcripts

/// `otc compare` and `otc diff`, run as a built binary, on the fixtures beside this file.
@Suite struct CompareAndDiffCommandTests {
  static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")
  func fixture(_ name: String) -> String { Self.fixtures.appendingPathComponent(name).path }

  /// diff's last line: the format each fixture was read as and its utterances.
  func read(
    _ expected: String, _ expectedFormat: String, _ expectedCount: Int, _ heard: String, _ heardFormat: String, _ heardCount: Int
  )
    -> String
  {
    """
    Read \(fixture(expected)) as \(expectedFormat), \(expectedCount) utterances; \(fixture(heard)) as \(heardFormat), \
    \(heardCount) utterances.
    """
  }

  func compareRows(_ arguments: [String]) throws -> [DesignCost] {
    let result = try CommandRunner.run(privately: ["compare", "--code", "985391", "--format", "json"] + arguments)
    #expect(result.status == 0)
    return try JSONDecoder().decode([DesignCost].self, from: Data(result.stdout.utf8))
  }

  /// Eight rows, four more with the single field's value read as a number, and one line
  /// on why that matters.
  @Test func compareListsTwelveRowsAsSentencesAndTheSpellOutNote() throws {
    let result = try CommandRunner.run(privately: ["compare", "--code", "985391"])
    #expect(result.status == 0)
    let lines = result.stdout.split(separator: "\n").map(String.init)
    #expect(lines.count == 13)
    #expect(lines[8].hasPrefix("single, forward, hints on, value read as a number: 1 swipe, 1 utterance, "))
    #expect(lines[12] == DesignComparison.spellOutNote.description)
    let spelledOnly = try CommandRunner.run(privately: ["compare", "--code", "985391", "--value-reading", "spelled"])
    #expect(spelledOnly.stdout.split(separator: "\n").count == 9)
    #expect(lines[0].hasPrefix("single, forward, hints on: 1 swipe, 1 utterance, 14 words, "))
    #expect(lines[6].hasPrefix("per-digit, backward, hints on: 6 swipes, 6 utterances, 42 words, "))
    #expect(lines[6].hasSuffix(" seconds, digits reversed"))
    #expect(lines.filter { $0.hasPrefix("single") }.allSatisfy { $0.hasSuffix("digits in code order") })
  }

  /// Read as a number, the value takes longer to hear than spelled out: espeak-ng says
  /// "nine hundred eighty-five thousand…", not six digits.
  @Test func aValueReadAsANumberIsSlowerToHear() throws {
    let rows = try compareRows([])
    let spelled = try #require(rows.first { $0.design == "single" && $0.hints && $0.valueReading == "spelled" })
    let number = try #require(rows.first { $0.design == "single" && $0.hints && $0.valueReading == "number" })
    #expect(number.seconds > spelled.seconds, "number \(number.seconds) s, spelled \(spelled.seconds) s")
  }

  @Test func perDigitWithHintsTakesMoreSecondsAndWords() throws {
    let rows = try compareRows([])
    let single = rows.filter { $0.design == "single" }
    for row in rows where row.design == "per-digit" && row.hints {
      #expect(single.allSatisfy { row.seconds > $0.seconds && row.words > $0.words })
    }
  }

  /// The seconds come from real synthesis: a faster rate speaks the same words in less time.
  @Test func secondsChangeWithTheRate() throws {
    let normal = try compareRows([])
    let fast = try compareRows(["--rate", "350"])
    #expect(normal.map(\.words) == fast.map(\.words))
    for (slow, quick) in zip(normal, fast) { #expect(quick.seconds < slow.seconds * 0.8) }
    #expect(normal.allSatisfy { $0.seconds > 1 })
  }

  @Test func compareCsvHasAHeaderAndTwelveRows() throws {
    let result = try CommandRunner.run(privately: ["compare", "--code", "985391", "--format", "csv", "--lang", "bg"])
    let lines = result.stdout.split(separator: "\n")
    #expect(lines.count == 13)
    #expect(lines[0] == "design,direction,hints,swipes,utterances,words,seconds,digit_order,value_reading,screen_reader")
    #expect(lines[12].hasSuffix(",number,voiceover"))
  }

  /// Both screen readers side by side: each VoiceOver row, then TalkBack's, each named,
  /// and a note for each under the rows.
  @Test func compareHearsBothScreenReadersSideBySide() throws {
    let result = try CommandRunner.run(
      privately: ["compare", "--code", "985391", "--screen-reader", "both", "--value-reading", "spelled"])
    #expect(result.status == 0)
    let lines = result.stdout.split(separator: "\n").map(String.init)
    #expect(lines.count == 18)
    #expect(lines[0].hasPrefix("VoiceOver, single, forward, hints on: 1 swipe, 1 utterance, 14 words, "))
    #expect(lines[1].hasPrefix("TalkBack, single, forward, hints on: 1 swipe, 1 utterance, 14 words, "))
    #expect(lines[15].hasPrefix("TalkBack, per-digit, backward, hints off: 6 swipes, 6 utterances, 18 words, "))
    #expect(lines[16].contains("VoiceOver") && lines[17].contains("TalkBack"))
    let json = try JSONDecoder().decode(
      [DesignCost].self,
      from: Data(
        try CommandRunner.run(privately: ["compare", "--code", "985391", "--screen-reader", "talkback", "--format", "json"])
          .stdout.utf8))
    #expect(json.count == 12 && json.allSatisfy { $0.screenReader == "talkback" })
    let withTranscripts = try CommandRunner.run([
      "compare", "--transcript", fixture("per-digit.txt"), "--screen-reader", "talkback",
    ])
    #expect(withTranscripts.status == 64)
    #expect(withTranscripts.stderr.contains("--screen-reader chooses whose rows the designs get"))
  }

  @Test func compareRefusesABadCode() throws {
    let result = try CommandRunner.run(privately: ["compare", "--code", "98x"])
    #expect(result.status == 64)
    #expect(result.stderr == "otc compare: the code has the letter “x” at position 3; a code has only digits\n")
  }

  @Test func aTranscriptWithItselfIsIdentical() throws {
    let result = try CommandRunner.run(["diff", fixture("per-digit.txt"), fixture("per-digit.txt")])
    #expect(result.status == 0)
    #expect(result.stdout == "Identical: 6 utterances.\n\(read("per-digit.txt", "text", 6, "per-digit.txt", "text", 6))\n")
  }

  @Test func oneRemovedUtteranceIsOneMissingLine() throws {
    let result = try CommandRunner.run(["diff", fixture("per-digit.txt"), fixture("heard-missing-three.txt")])
    #expect(result.status == 1)
    #expect(
      result.stdout == "line 4: missing “Three, text field, double tap to edit”\n1 difference: 1 missing.\n"
        + read("per-digit.txt", "text", 6, "heard-missing-three.txt", "text", 5) + "\n")
  }

  @Test func changedAndExtraLinesAreSaidInWords() throws {
    let result = try CommandRunner.run(["diff", fixture("per-digit.txt"), fixture("heard-changed-and-extra.txt")])
    #expect(result.status == 1)
    #expect(
      result.stdout == """
        line 3: expected “Five, text field, double tap to edit”, heard “Five, text field”
        line 7: extra “Code complete”
        2 differences: 1 changed, 1 extra.
        \(read("per-digit.txt", "text", 6, "heard-changed-and-extra.txt", "text", 7))

        """)
  }

  @Test(arguments: [("per-digit.jsonl", "JSON Lines"), ("guidepup-per-digit.json", "a JSON array of phrases")])
  func everyFormatComparesWithTheTextForm(name: String, format: String) throws {
    let result = try CommandRunner.run(["diff", fixture("per-digit.txt"), fixture(name)])
    #expect(result.status == 0)
    #expect(result.stdout == "Identical: 6 utterances.\n\(read("per-digit.txt", "text", 6, name, format, 6))\n")
  }

  /// What `read` writes as text and as JSON Lines are the same transcript to `diff`.
  @Test func readsTextAndJsonLinesTwinsCompareAsIdentical() throws {
    let directory = FileManager.default.temporaryDirectory
    let text = directory.appendingPathComponent("otc-\(UUID().uuidString).txt").path
    let json = directory.appendingPathComponent("otc-\(UUID().uuidString).jsonl").path
    defer {
      try? FileManager.default.removeItem(atPath: text)
      try? FileManager.default.removeItem(atPath: json)
    }
    for language in ["en", "pt-BR", "bg"] {
      let arguments = ["read", "--code", "985391", "--mode", "per-digit", "--speech", "none", "--lang", language]
      try CommandRunner.run(arguments).stdout.write(toFile: text, atomically: true, encoding: .utf8)
      try CommandRunner.run(arguments + ["--format", "json"]).stdout.write(toFile: json, atomically: true, encoding: .utf8)
      #expect(try CommandRunner.run(["diff", text, json]).status == 0)
    }
  }

  /// With --ignore-hints, hints-on and hints-off per-digit transcripts are equal in every
  /// language, whatever the form: equivalent under the option, not identical.
  @Test(arguments: ["en", "pt-BR", "bg"])
  func ignoreHintsAcrossLanguages(language: String) throws {
    let directory = FileManager.default.temporaryDirectory
    let on = directory.appendingPathComponent("otc-\(UUID().uuidString).jsonl").path
    let off = directory.appendingPathComponent("otc-\(UUID().uuidString).txt").path
    defer {
      try? FileManager.default.removeItem(atPath: on)
      try? FileManager.default.removeItem(atPath: off)
    }
    let arguments = ["read", "--code", "985391", "--mode", "per-digit", "--speech", "none", "--lang", language]
    try CommandRunner.run(arguments + ["--format", "json"]).stdout.write(toFile: on, atomically: true, encoding: .utf8)
    try CommandRunner.run(arguments + ["--no-hints"]).stdout.write(toFile: off, atomically: true, encoding: .utf8)
    #expect(try CommandRunner.run(["diff", on, off]).status == 1)
    let ignoring = try CommandRunner.run(["diff", "--ignore-hints", on, off])
    #expect(ignoring.status == 0)
    #expect(
      ignoring.stdout
        == """
        Equivalent under --ignore-hints: 6 utterances, 6 worded differently.\nRead \(on) as JSON Lines, 6 utterances; \(off) \
        as text, 6 utterances.\n
        """
    )
  }

  /// A deletion's tone changed from lowered to normal is a difference in otc's JSON Lines;
  /// --ignore-tone lets it pass.
  @Test func aToneChangeFailsTheDiff() throws {
    let directory = FileManager.default.temporaryDirectory
    let expected = directory.appendingPathComponent("otc-\(UUID().uuidString).jsonl").path
    let heard = directory.appendingPathComponent("otc-\(UUID().uuidString).jsonl").path
    defer {
      try? FileManager.default.removeItem(atPath: expected)
      try? FileManager.default.removeItem(atPath: heard)
    }
    let lines = [
      #"{"event":"inserted","index":0,"lang":"en","text":"Nine","tone":"normal"}"#,
      #"{"event":"deleted","index":1,"lang":"en","text":"Nine, deleted","tone":"lowered"}"#,
    ]
    try (lines.joined(separator: "\n") + "\n").write(toFile: expected, atomically: true, encoding: .utf8)
    try (lines.joined(separator: "\n").replacingOccurrences(of: "lowered", with: "normal") + "\n")
      .write(toFile: heard, atomically: true, encoding: .utf8)
    let result = try CommandRunner.run(["diff", expected, heard])
    #expect(result.status == 1)
    #expect(
      result.stdout
        == "line 2: expected “Nine, deleted (tone lowered)”, heard “Nine, deleted (tone normal)”\n1 difference: 1 changed.\n"
        + "Read \(expected) as JSON Lines, 2 utterances; \(heard) as JSON Lines, 2 utterances.\n")
    #expect(try CommandRunner.run(["diff", "--ignore-tone", expected, heard]).status == 0)
  }

  /// --junit writes a report that xmllint accepts, one test case per expected utterance;
  /// --format json prints the alignment; the exit codes stay 0, 1 and 2.
  @Test func junitAndJSONReports() throws {
    let directory = FileManager.default.temporaryDirectory
    let report = directory.appendingPathComponent("otc-\(UUID().uuidString).xml").path
    defer { try? FileManager.default.removeItem(atPath: report) }
    let result = try CommandRunner.run(
      ["diff", fixture("per-digit.txt"), fixture("heard-changed-and-extra.txt"), "--junit", report, "--format", "json"])
    #expect(result.status == 1, "\(result.stderr)")
    let lint = try CommandRunner.run(executable: URL(fileURLWithPath: "/usr/bin/xmllint"), ["--noout", report])
    #expect(lint.status == 0, "\(lint.stderr)")
    let xml = try String(contentsOfFile: report, encoding: .utf8)
    #expect(xml.contains(#"<testcase classname="otc.diff" name="Nine, text field, double tap to edit" line="1"/>"#))
    #expect(xml.contains("<failure message="))
    struct Report: Decodable {
      var identical: Bool
      var expectedCount: Int
      var alignment: [AlignedLine]
    }
    let json = try JSONDecoder().decode(Report.self, from: Data(result.stdout.utf8))
    #expect(!json.identical)
    #expect(json.alignment.filter { $0.expectedLine != nil }.count == json.expectedCount)
    #expect(json.alignment.contains { $0.status != .same })

    let same = try CommandRunner.run(["diff", fixture("per-digit.txt"), fixture("per-digit.txt"), "--junit", report])
    #expect(same.status == 0)
    #expect(try CommandRunner.run(executable: URL(fileURLWithPath: "/usr/bin/xmllint"), ["--noout", report]).status == 0)
    #expect(try String(contentsOfFile: report, encoding: .utf8).contains(#"failures="0""#))
  }

  /// compare --transcript measures a user's own transcripts, in any form diff reads, with
  /// the design rows' figures: the per-digit recording costs more than the single field's.
  @Test func compareMeasuresTranscriptFiles() throws {
    let text = try CommandRunner.run([
      "compare", "--transcript", fixture("per-digit.txt"), "--transcript", fixture("per-digit.jsonl"),
    ])
    #expect(text.status == 0, "\(text.stderr)")
    let lines = text.stdout.split(separator: "\n").map(String.init)
    #expect(lines.count == 2)
    #expect(lines[0].hasPrefix("\(fixture("per-digit.txt")): 6 utterances, "), "\(lines[0])")
    let json = try CommandRunner.run(
      [
        "compare", "--transcript", fixture("per-digit.txt"), "--transcript", fixture("heard-missing-three.txt"), "--format",
        "json",
      ])
    let rows = try JSONDecoder().decode([TranscriptCost].self, from: Data(json.stdout.utf8))
    #expect(rows.count == 2)
    #expect(rows[0].utterances == 6 && rows[1].utterances == 5)
    #expect(rows[0].seconds > rows[1].seconds, "\(rows)")
    let both = try CommandRunner.run(["compare", "--code", "985391", "--transcript", fixture("per-digit.txt")])
    #expect(both.status == 64)
    let missing = try CommandRunner.run(["compare", "--transcript", "/nonexistent/heard.txt"])
    #expect(missing.status == 1)
    #expect(missing.stderr == "otc compare: cannot read /nonexistent/heard.txt: No such file or directory\n")
  }

  /// Issue 31's false passes: a format forced on the wrong log, two different files read
  /// as a format neither is, and two empty files are exit 2, naming the format and why;
  /// --allow-empty compares them.
  @Test func nothingReadIsNeverAPass() throws {
    let nvda = fixture("nvda-single.log")
    let orca = fixture("orca-single.log")
    let forced = try CommandRunner.run(["diff", "--from", "orca", nvda, nvda])
    #expect(forced.status == 2)
    #expect(forced.stdout.isEmpty)
    #expect(
      forced.stderr
        == "otc diff: \(nvda) read as an Orca debug log: no SPEECH OUTPUT lines; nothing to compare (--allow-empty compares it)\n"
    )
    let neither = try CommandRunner.run(["diff", "--from", "speechd", orca, nvda])
    #expect(neither.status == 2)
    #expect(neither.stderr.split(separator: "\n").count == 2)
    #expect(neither.stderr.contains("\(orca) read as a Speech Dispatcher log: no SSIP lines from a client"))
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("otc-empty-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let first = directory.appendingPathComponent("a.txt").path
    let second = directory.appendingPathComponent("b.txt").path
    for path in [first, second] { _ = FileManager.default.createFile(atPath: path, contents: Data()) }
    let empty = try CommandRunner.run(["diff", first, second])
    #expect(empty.status == 2)
    #expect(empty.stderr.contains("\(first) read as text: the file is empty"))
    let allowed = try CommandRunner.run(["diff", "--allow-empty", first, second])
    #expect(allowed.status == 0)
    #expect(allowed.stdout == "Identical: 0 utterances.\nRead \(first) as text, 0 utterances; \(second) as text, 0 utterances.\n")
    #expect(try CommandRunner.run(["diff", "--allow-empty", "--format", "json", first, second]).status == 0)
  }

  /// --format json names the format each file was read as.
  @Test func theJSONReportNamesBothFormats() throws {
    let result = try CommandRunner.run([
      "diff", "--format", "json", "--roles", "--ignore-hints", fixture("orca-single.log"), fixture("nvda-single.log"),
    ])
    #expect(result.status == 0, "\(result.stderr)")
    struct Report: Decodable {
      var identical: Bool
      var expectedFormat: String
      var heardFormat: String
      var expectedCount: Int
      var heardCount: Int
    }
    let report = try JSONDecoder().decode(Report.self, from: Data(result.stdout.utf8))
    #expect(report.identical)
    #expect(report.expectedFormat == "Orca debug log" && report.heardFormat == "NVDA log")
    #expect(report.expectedCount == 1 && report.heardCount == 1)
  }

  /// An NVDA log, an Orca log and otc's VoiceOver and TalkBack models of the same screen
  /// compare equal with --roles --ignore-hints, in the built binary; without --roles they
  /// differ on every line.
  @Test func fourScreenReadersOfOneScreenCompareEqual() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("otc-roles-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    var models: [String] = []
    for reader in ["voiceover", "talkback"] {
      let path = directory.appendingPathComponent("\(reader).txt").path
      let read = try CommandRunner.run(
        ["read", "--code-file", "-", "--screen-reader", reader, "--speech", "none"], stdin: "985391")
      try read.stdout.write(toFile: path, atomically: true, encoding: .utf8)
      models.append(path)
    }
    for model in models {
      for log in [fixture("nvda-single.log"), fixture("orca-single.log")] {
        let equal = try CommandRunner.run(["diff", "--roles", "--ignore-hints", model, log])
        #expect(equal.status == 0, "\(model) against \(log): \(equal.stdout)")
        // Their words differ: equal by roles, never "Identical" (issue 44).
        #expect(equal.stdout.hasPrefix("Equivalent under --roles --ignore-hints: "), "\(equal.stdout)")
        #expect(try CommandRunner.run(["diff", "--ignore-hints", model, log]).status == 1)
      }
    }
    #expect(try CommandRunner.run(["diff", "--roles", models[0], models[1]]).status == 0)
  }

  /// JUnit cases are named by what they say, so an utterance inserted at the top renames
  /// none below it; the line is an attribute.
  @Test func junitNamesSurviveAnInsertedLine() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("otc-junit-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let original = try String(contentsOfFile: fixture("per-digit.txt"), encoding: .utf8)
    let inserted = directory.appendingPathComponent("inserted.txt").path
    try ("Enter the code sent to your phone\n" + original).write(toFile: inserted, atomically: true, encoding: .utf8)
    func names(_ expected: String) throws -> [String] {
      let report = directory.appendingPathComponent("report.xml").path
      _ = try CommandRunner.run(["diff", expected, fixture("per-digit.txt"), "--junit", report])
      let xml = try String(contentsOfFile: report, encoding: .utf8)
      return xml.split(separator: "\n").filter { $0.contains("<testcase") }.map { line in
        let start = line.range(of: " name=\"")!.upperBound
        return String(line[start...].prefix { $0 != "\"" })
      }
    }
    let before = try names(fixture("per-digit.txt"))
    let after = try names(inserted)
    #expect(
      before == [
        "Nine, text field, double tap to edit", "Eight, text field, double tap to edit",
        "Five, text field, double tap to edit", "Three, text field, double tap to edit",
        "Nine, text field, double tap to edit #2", "One, text field, double tap to edit",
      ])
    #expect(after == ["Enter the code sent to your phone"] + before)
  }

  /// --quiet leaves standard error empty on success, in every command that has it, and
  /// OTC_QUIET does the same; an error is still written.
  @Test func quietPrintsNothingButErrors() throws {
    let loud = try CommandRunner.run(["read", "--code", "985391", "--speech", "none"])
    #expect(loud.stderr.contains("process list"))
    for arguments in [
      ["read", "--code", "985391", "--speech", "none", "--quiet"],
      ["compare", "--code", "985391", "--quiet"],
      ["diff", "--quiet", fixture("per-digit.txt"), fixture("per-digit.txt")],
    ] {
      let quiet = try CommandRunner.run(arguments)
      #expect(quiet.status == 0)
      #expect(quiet.stderr.isEmpty, "\(arguments): \(quiet.stderr)")
      #expect(!quiet.stdout.isEmpty)
    }
    let environment = try CommandRunner.run(["read", "--code", "985391", "--speech", "none"], environment: ["OTC_QUIET": "1"])
    #expect(environment.stderr.isEmpty)
    let notQuiet = try CommandRunner.run(["read", "--code", "985391", "--speech", "none"], environment: ["OTC_QUIET": "0"])
    #expect(!notQuiet.stderr.isEmpty)
    let error = try CommandRunner.run(["read", "--code", "98x", "--speech", "none", "--quiet"])
    #expect(error.status == 64)
    #expect(error.stderr == "otc read: the code has the letter “x” at position 3; a code has only digits\n")
  }

  @Test func aMissingFileCannotBeCompared() throws {
    let result = try CommandRunner.run(["diff", fixture("per-digit.txt"), "/nonexistent/heard.txt"])
    #expect(result.status == 2)
    #expect(result.stdout.isEmpty)
    #expect(result.stderr == "otc diff: cannot read /nonexistent/heard.txt: No such file or directory\n")
  }

  @Test func aBinaryFileCannotBeCompared() throws {
    let result = try CommandRunner.run(["diff", fixture("binary.bin"), fixture("per-digit.txt")])
    #expect(result.status == 2)
    #expect(result.stderr == "otc diff: cannot compare \(fixture("binary.bin")): it is a binary file, not a transcript\n")
  }

  @Test func anUnknownFormatCannotBeCompared() throws {
    let result = try CommandRunner.run(["diff", fixture("per-digit.txt"), fixture("not-a-transcript.json")])
    #expect(result.status == 2)
    #expect(
      result.stderr.contains(
        "not-a-transcript.json: it starts like a JSON array but is neither an array of strings nor of objects with a text"))
  }
}
