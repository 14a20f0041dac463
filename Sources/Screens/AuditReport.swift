import FoundationEssentials
import SafeIO
import Transcripts
import Utterances
import Wording

/// One file's audit as a report shows it: the file's name, what was read, and the audit,
/// or why there is none.
public struct AuditedFile: Sendable {
  /// The file as the user named it.
  public var path: String
  /// The audit; `nil` when the screen holds no code entry or could not be read.
  public var audit: Audit?
  /// The screen read; `nil` when it could not be read.
  public var screen: Screen?
  /// Why the file could not be read; `nil` when it was.
  public var unreadable: Message?

  /// Creates the audit of a file that was read.
  public init(path: String, screen: Screen, audit: Audit?) {
    self.path = path
    self.screen = screen
    self.audit = audit
  }

  /// Creates the entry of a file that could not be read, for `reason`.
  public init(path: String, unreadable reason: Message) {
    self.path = path
    self.unreadable = reason
  }

  /// What became of one file, as every report tells it.
  public enum Outcome: String, Sendable {
    /// It could not be read: a failure of the run, never passed over.
    case unreadable
    /// It was read, but holds no code entry: nothing was checked.
    case noCodeEntry = "no-code-entry"
    /// Its code entry has problems.
    case problems
    /// Its code entry was checked and has none.
    case passed
  }

  /// What became of the file.
  public var outcome: Outcome {
    if unreadable != nil { return .unreadable }
    guard let audit else { return .noCodeEntry }
    return audit.findings.isEmpty ? .passed : .problems
  }

  /// The code entry in words: "6 fields, from digit_1", "1 field, \"Code\"" or "a keypad of
  /// 12 keys, from \"1\"".
  var entry: Message {
    guard let fields = audit?.codeFields, let first = fields.first else { return Message(.entryNone) }
    if audit?.keypad == true { return Message(.entryKeypad, "\(fields.count)", .message(first.referenceMessage)) }
    return fields.count == 1
      ? Message(.entryOneField, .message(first.referenceMessage))
      : Message(.entryFields, "\(fields.count)", .message(first.referenceMessage))
  }

  /// The sentence for a file with no code entry: what was read and what was not found.
  var noEntrySentence: Message { Message(.auditNoEntry, .message(screen?.summary ?? Message(.nothingRead))) }
}

/// The audit's reports: text for a listener, JSON, SARIF 2.1.0 and JUnit XML.
public enum AuditReport {
  /// Where a finding is: "file:12" with its line.
  private static func place(_ file: AuditedFile, _ element: ScreenElement) -> String {
    let path = TerminalText.sanitized(file.path)
    return element.line.map { "\(path):\($0)" } ?? path
  }

  /// The exit status of a run over `files`: 2 when any file could not be read, whatever
  /// else was found (a report that misses a file must fail); else 1 when any problem was
  /// found; else 2 when no file held a code entry (nothing was checked); else 0. A file
  /// with no code entry beside checked ones is reported, and hides nothing.
  public static func exitStatus(_ files: [AuditedFile]) -> Int32 {
    let outcomes = files.map(\.outcome)
    if outcomes.contains(.unreadable) { return 2 }
    if outcomes.contains(.problems) { return 1 }
    if !outcomes.contains(.passed) { return 2 }
    return 0
  }

  /// One sentence a line, in `language`: what was read, each problem once with the fields
  /// it covers and its fix, what could not be checked, and the count. Every text from the
  /// file is made safe for a terminal.
  public static func text(_ files: [AuditedFile], in language: Language = .english) -> String {
    var lines: [String] = []
    func say(_ message: Message) { lines.append(safe(message.text(in: language))) }
    for file in files {
      guard let screen = file.screen else {
        say(Message(.auditNotRead, "\(file.path)", .message(file.unreadable ?? Message(.plainText, ""))))
        continue
      }
      guard let audit = file.audit else {
        say(Message(.fileSentence, "\(file.path)", .message(file.noEntrySentence)))
        continue
      }
      say(Message(.auditFileRead, "\(file.path)", .message(screen.summary), .message(file.entry)))
      for group in grouped(audit.findings) {
        say(line(file, group))
      }
      if let sentence = audit.notCheckableSentence { say(sentence) }
    }
    let problems = files.reduce(0) { $0 + ($1.audit?.problemCount ?? 0) }
    let unread = files.count(where: { $0.outcome == .unreadable })
    let unchecked = files.count(where: { $0.outcome == .noCodeEntry })
    var verdict: [Message] = []
    // With no code entry checked, there is no verdict on the design to give.
    if files.contains(where: { $0.audit != nil }) {
      // Green only for what was checked: a rule the format cannot show is said, as axe's
      // "incomplete" is, never taken for passed.
      let missing = Set(files.flatMap { $0.audit?.notCheckable ?? [] })
      let unchecked = AuditRule.allCases.filter { rule in rule.needs.map(missing.contains) ?? false }
      verdict.append(
        problems > 0
          ? .count(problems, one: .problemsFoundOne, many: .problemsFoundMany)
          : unchecked.isEmpty
            ? Message(.noProblemFound)
            : Message(.noProblemInWhatWasChecked, .message(.count(unchecked.count, one: .rulesOne, many: .rulesMany))))
    }
    if unread > 0 { verdict.append(.count(unread, one: .filesNotReadOne, many: .filesNotReadMany)) }
    if unchecked > 0, files.count > 1 {
      verdict.append(.count(unchecked, one: .filesWithoutEntryOne, many: .filesWithoutEntryMany))
    }
    if !verdict.isEmpty { lines.append(verdict.map { $0.text(in: language) }.joined(separator: "; ") + ".") }
    return lines.map { $0 + "\n" }.joined()
  }

  /// The findings with the fields of one rule together: a rule of each field found on
  /// several fields is one group, heard once.
  static func grouped(_ findings: [AuditFinding]) -> [[AuditFinding]] {
    var groups: [[AuditFinding]] = []
    for finding in findings {
      if finding.rule.perField, let last = groups.last?.last, last.rule == finding.rule {
        groups[groups.count - 1].append(finding)
      } else {
        groups.append([finding])
      }
    }
    return groups
  }

  /// One line of the text report for a rule's findings: "field-unnamed: 6 fields,
  /// digit-1 to digit-6: …", the first field's words heard, and the fix for them all.
  private static func line(_ file: AuditedFile, _ group: [AuditFinding]) -> Message {
    let first = group[0]
    let count = group.reduce(0) { $0 + 1 + $1.alike }
    guard count > 1 else {
      return Message(
        .auditFinding, "\(place(file, first.element))", "\(first.rule.rawValue)", .message(first.element.referenceMessage),
        .message(first.rule.message), .message(first.heard), .message(first.fix))
    }
    let last = group[group.count - 1]
    let span =
      last.alike > 0
      ? Message(.fieldsFrom, .message(first.element.referenceMessage))
      : Message(.fieldsFromTo, .message(first.element.referenceMessage), .message(last.element.referenceMessage))
    return Message(
      .auditFindingGroup, "\(place(file, first.element))", "\(first.rule.rawValue)", "\(count)", .message(span),
      .message(first.rule.message), .message(first.heard), .message(groupFix(group)))
  }

  /// The fix for every field of a group: the position a field's fix names becomes the
  /// range.
  static func groupFix(_ group: [AuditFinding]) -> Message {
    let fix = group[0].fix
    // A fix that names one field's position ("Digit 2 of 6") names the range for them all.
    guard fix.key == .fixNameByPosition || fix.key == .fixNameDigit, case .text(let total) = fix.values.last else { return fix }
    return Message(.fixNameEachRange, "\(total)", "\(total)", "\(total)")
  }

  private static func safe(_ text: String) -> String { TerminalText.sanitized(text) }

  /// " The same for 3 more fields after it." for a finding that stands for others; else "".
  static func alikeSentence(_ finding: AuditFinding) -> String {
    finding.alike == 0 ? "" : " The same for \(plural(finding.alike, "more field")) after it."
  }

  // MARK: JSON

  struct JSONFile: Encodable {
    var file: String
    /// unreadable, no-code-entry, problems or passed.
    var outcome: String
    /// Why the file could not be read; absent when it was.
    var error: String?
    var format: String?
    var elements: Int?
    var focusStops: Int?
    var codeFields: [String]
    /// `true` when the code entry is a PIN keypad (`codeFields` are its keys); absent else.
    var keypad: Bool?
    var findings: [JSONFinding]
    var notCheckable: [String]
  }

  struct JSONFinding: Encodable {
    var rule: String
    var element: String
    var line: Int?
    var bounds: String?
    var summary: String
    var heard: String
    var fix: String
    /// Further fields with the same problem, told by this finding; absent when none.
    var alike: Int?
  }

  /// The files' audits as one JSON array, keys sorted.
  public static func json(_ files: [AuditedFile]) -> String {
    let rows = files.map { file in
      JSONFile(
        file: file.path, outcome: file.outcome.rawValue, error: file.unreadable?.description,
        format: file.screen?.format.rawValue,
        elements: file.screen?.elements.count, focusStops: file.screen?.focusStopCount,
        codeFields: file.audit?.codeFields.map(\.reference) ?? [],
        keypad: file.audit?.keypad == true ? true : nil,
        findings: (file.audit?.findings ?? []).map {
          JSONFinding(
            rule: $0.rule.rawValue, element: $0.element.reference, line: $0.element.line,
            bounds: $0.element.bounds.isEmpty ? nil : $0.element.bounds, summary: $0.rule.summary, heard: $0.heard.description,
            fix: $0.fix.description,
            alike: $0.alike == 0 ? nil : $0.alike)
        },
        notCheckable: (file.audit?.notCheckable ?? []).map(\.rawValue))
    }
    return encoded(rows)
  }

  // MARK: SARIF

  struct SARIFLog: Encodable {
    var schema = "https://json.schemastore.org/sarif-2.1.0.json"
    var version = "2.1.0"
    var runs: [SARIFRun]
    enum CodingKeys: String, CodingKey {
      case schema = "$schema"
      case version, runs
    }
  }

  struct SARIFRun: Encodable {
    var tool: SARIFTool
    var invocations: [SARIFInvocation]
    var artifacts: [SARIFArtifact]
    var results: [SARIFResult]
  }

  struct SARIFTool: Encodable { var driver: SARIFDriver }

  struct SARIFDriver: Encodable {
    var name = "otc"
    var version: String
    var rules: [SARIFRule]
  }

  struct SARIFRule: Encodable {
    var id: String
    var shortDescription: SARIFMessage
    var help: SARIFMessage
    var defaultConfiguration = SARIFConfiguration()
  }

  struct SARIFConfiguration: Encodable { var level = "warning" }

  struct SARIFMessage: Encodable { var text: String }

  struct SARIFInvocation: Encodable {
    var executionSuccessful: Bool
    var exitCode: Int32
    var toolExecutionNotifications: [SARIFNotification]
  }

  struct SARIFNotification: Encodable {
    var level = "note"
    var message: SARIFMessage
    var locations: [SARIFLocation]
  }

  struct SARIFArtifact: Encodable { var location: SARIFArtifactLocation }

  struct SARIFArtifactLocation: Encodable {
    var uri: String
    var index: Int?
  }

  struct SARIFResult: Encodable {
    var ruleId: String
    var ruleIndex: Int
    var level = "warning"
    var message: SARIFMessage
    var locations: [SARIFLocation]
  }

  struct SARIFLocation: Encodable {
    var physicalLocation: SARIFPhysical
    var logicalLocations: [SARIFLogical]?
  }

  struct SARIFPhysical: Encodable {
    var artifactLocation: SARIFArtifactLocation
    var region: SARIFRegion?
  }

  struct SARIFRegion: Encodable { var startLine: Int }

  struct SARIFLogical: Encodable {
    var name: String
    var kind = "element"
  }

  /// The files' audits as one SARIF 2.1.0 log: a rule for each of otc's rules, a result
  /// for each finding at its file and line, a note for what could not be checked and for
  /// a file with no code entry, and an error for a file that could not be read, which
  /// makes the run's execution unsuccessful.
  public static func sarif(_ files: [AuditedFile], version: String) -> String {
    let rules = AuditRule.allCases.map { rule in
      SARIFRule(
        id: rule.rawValue, shortDescription: SARIFMessage(text: rule.summary),
        help: SARIFMessage(text: "docs/screens.md, \"\(rule.rawValue)\""))
    }
    let ruleIndex = Dictionary(uniqueKeysWithValues: AuditRule.allCases.enumerated().map { ($0.element, $0.offset) })
    func location(_ index: Int, _ file: AuditedFile, _ element: ScreenElement?) -> SARIFLocation {
      SARIFLocation(
        physicalLocation: SARIFPhysical(
          artifactLocation: SARIFArtifactLocation(uri: uri(file.path), index: index),
          region: element?.line.flatMap { $0 > 0 ? SARIFRegion(startLine: $0) : nil }),
        logicalLocations: element.map { [SARIFLogical(name: $0.reference)] })
    }
    var results: [SARIFResult] = []
    var notes: [SARIFNotification] = []
    for (index, file) in files.enumerated() {
      if let reason = file.unreadable {
        notes.append(
          SARIFNotification(
            level: "error", message: SARIFMessage(text: "\(file.path) could not be read: \(reason)"),
            locations: [location(index, file, nil)]))
        continue
      }
      guard let audit = file.audit else {
        notes.append(
          SARIFNotification(
            message: SARIFMessage(text: Message(.fileSentence, "\(file.path)", .message(file.noEntrySentence)).description),
            locations: [location(index, file, nil)]))
        continue
      }
      for finding in audit.findings {
        results.append(
          SARIFResult(
            ruleId: finding.rule.rawValue, ruleIndex: ruleIndex[finding.rule] ?? 0,
            message: SARIFMessage(
              text: "\(finding.rule.summary) Heard: \(finding.heard). Fix: \(finding.fix)\(alikeSentence(finding))"),
            locations: [location(index, file, finding.element)]))
      }
      if let sentence = audit.notCheckableSentence {
        notes.append(
          SARIFNotification(message: SARIFMessage(text: sentence.description), locations: [location(index, file, nil)]))
      }
    }
    let run = SARIFRun(
      tool: SARIFTool(driver: SARIFDriver(version: version, rules: rules)),
      invocations: [
        SARIFInvocation(
          executionSuccessful: !files.contains { $0.outcome == .unreadable }, exitCode: exitStatus(files),
          toolExecutionNotifications: notes)
      ],
      artifacts: files.map { SARIFArtifact(location: SARIFArtifactLocation(uri: uri($0.path))) }, results: results)
    return encoded(SARIFLog(runs: [run]))
  }

  /// A path as a relative URI reference: each byte outside the unreserved set and "/"
  /// percent-encoded.
  static func uri(_ path: String) -> String {
    var result = ""
    for byte in path.utf8 {
      let scalar = Unicode.Scalar(byte)
      if (("0"..."9").contains(scalar) || ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
        || "-._~/".unicodeScalars.contains(scalar)) && byte < 0x80
      {
        result.unicodeScalars.append(scalar)
      } else {
        result += "%" + String(byte, radix: 16, uppercase: true).leftPadded(2)
      }
    }
    return result
  }

  // MARK: JUnit

  /// The files' audits as JUnit XML: a suite for each file, a case for each rule and
  /// element checked (failing on a finding), a skipped case for each rule its format
  /// cannot check; an error case for a file that could not be read, and a skipped one for
  /// a file with no code entry.
  public static func junit(_ files: [AuditedFile]) -> String {
    var suites: [String] = []
    var total = 0
    var failed = 0
    var errored = 0
    for file in files {
      var cases: [String] = []
      var failures = 0
      var skipped = 0
      var errors = 0
      if let reason = file.unreadable {
        errors += 1
        cases.append(
          """
              <testcase classname=\"otc.audit\" name=\"read\">\n      <error message=\"the file could not be read\" \
          type=\"unreadable\">
          """
            + JUnitReport.escaped(reason.description) + "</error>\n    </testcase>")
      } else if file.audit == nil {
        skipped += 1
        cases.append(
          "    <testcase classname=\"otc.audit\" name=\"code entry\">\n      <skipped message=\""
            + JUnitReport.escaped(file.noEntrySentence.description) + "\"/>\n    </testcase>")
      }
      if let audit = file.audit {
        // A rule of the whole code entry has one case, whichever field its finding names;
        // a rule of each field one for each field listed and one for the rest.
        for check in audit.checks {
          let rule = check.rule
          let element = check.element
          let covered = check.alike == 0 ? "" : " and \(plural(check.alike, "more field"))"
          let name = JUnitReport.escaped("\(rule.rawValue): \(element.reference)\(covered)")
          let opening = "    <testcase classname=\"otc.audit\" name=\"\(name)\"" + (element.line.map { " line=\"\($0)\"" } ?? "")
          if let finding = check.finding {
            failures += 1
            cases.append(
              opening + ">\n      <failure message=\"\(JUnitReport.escaped(rule.summary))\" type=\"\(rule.rawValue)\">"
                + JUnitReport.escaped("Heard: \(finding.heard).\nFix: \(finding.fix)\(alikeSentence(finding))")
                + "</failure>\n    </testcase>")
          } else {
            cases.append(opening + "/>")
          }
        }
        for rule in AuditRule.allCases {
          guard let fact = rule.needs, audit.notCheckable.contains(fact) else { continue }
          skipped += 1
          cases.append(
            "    <testcase classname=\"otc.audit\" name=\"\(JUnitReport.escaped(rule.rawValue))\">\n      <skipped message=\""
              + JUnitReport.escaped("not checkable from \(audit.screen.format.description): \(fact.rawValue)")
              + "\"/>\n    </testcase>")
        }
      }
      total += cases.count
      failed += failures
      errored += errors
      suites.append(
        """
          <testsuite name=\"\(JUnitReport.escaped(file.path))\" tests=\"\(cases.count)\" failures=\"\(failures)\" \
        errors=\"\(errors)\" skipped=\"\(skipped)\">\n
        """
          + cases.map { $0 + "\n" }.joined() + "  </testsuite>")
    }
    return """
      <?xml version="1.0" encoding="UTF-8"?>
      <testsuites name="otc audit" tests="\(total)" failures="\(failed)" errors="\(errored)">
      \(suites.joined(separator: "\n"))
      </testsuites>

      """
  }

  private static func encoded(_ value: some Encodable) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
    return String(decoding: try! encoder.encode(value), as: UTF8.self) + "\n"
  }
}

extension String {
  fileprivate func leftPadded(_ width: Int) -> String {
    count >= width ? self : String(repeating: "0", count: width - count) + self
  }
}
