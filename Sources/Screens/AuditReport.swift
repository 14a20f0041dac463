import FoundationEssentials
import SafeIO
import Transcripts

/// One file's audit as a report shows it: the file's name, what was read, and the audit,
/// or why there is none.
public struct AuditedFile: Sendable {
  /// The file as the user named it.
  public var path: String
  /// The audit; `nil` when the screen holds no code entry.
  public var audit: Audit?
  /// The screen read.
  public var screen: Screen

  /// Creates a file's audit.
  public init(path: String, screen: Screen, audit: Audit?) {
    self.path = path
    self.screen = screen
    self.audit = audit
  }

  /// The code entry in words: "6 fields, from digit_1" or "1 field, \"Code\"".
  var entry: String {
    guard let fields = audit?.codeFields, let first = fields.first else { return "no code entry" }
    return fields.count == 1 ? "1 field, \(first.reference)" : "\(fields.count) fields, from \(first.reference)"
  }
}

/// The audit's reports: text for a listener, JSON, SARIF 2.1.0 and JUnit XML.
public enum AuditReport {
  /// Where a finding is: "file:12" with its line.
  private static func place(_ file: AuditedFile, _ element: ScreenElement) -> String {
    let path = TerminalText.sanitized(file.path)
    return element.line.map { "\(path):\($0)" } ?? path
  }

  /// One sentence a line: what was read, each finding with its fix, what could not be
  /// checked, and the count. Every text from the file is made safe for a terminal.
  public static func text(_ files: [AuditedFile]) -> String {
    var lines: [String] = []
    for file in files {
      lines.append("\(TerminalText.sanitized(file.path)): \(file.screen.summary); the code entry: \(safe(file.entry)).")
      guard let audit = file.audit else { continue }
      for finding in audit.findings {
        lines.append(
          "\(place(file, finding.element)): \(finding.rule.rawValue): \(safe(finding.element.reference)): "
            + "\(finding.rule.summary) Heard: \(safe(finding.heard)). Fix: \(finding.fix)\(alikeSentence(finding))")
      }
      if let sentence = audit.notCheckableSentence { lines.append(sentence) }
    }
    let problems = files.reduce(0) { $0 + ($1.audit?.problemCount ?? 0) }
    // With no code entry checked, there is no verdict to give.
    if files.contains(where: { $0.audit != nil }) {
      lines.append(problems == 0 ? "No problem found." : "\(plural(problems, "problem")) found.")
    }
    return lines.map { $0 + "\n" }.joined()
  }

  private static func safe(_ text: String) -> String { TerminalText.sanitized(text) }

  /// " The same for 3 more fields after it." for a finding that stands for others; else "".
  static func alikeSentence(_ finding: AuditFinding) -> String {
    finding.alike == 0 ? "" : " The same for \(plural(finding.alike, "more field")) after it."
  }

  // MARK: JSON

  struct JSONFile: Encodable {
    var file: String
    var format: String
    var elements: Int
    var focusStops: Int
    var codeFields: [String]
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
        file: file.path, format: file.screen.format.rawValue, elements: file.screen.elements.count,
        focusStops: file.screen.focusStopCount, codeFields: file.audit?.codeFields.map(\.reference) ?? [],
        findings: (file.audit?.findings ?? []).map {
          JSONFinding(
            rule: $0.rule.rawValue, element: $0.element.reference, line: $0.element.line,
            bounds: $0.element.bounds.isEmpty ? nil : $0.element.bounds, summary: $0.rule.summary, heard: $0.heard, fix: $0.fix,
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
    var executionSuccessful = true
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
  /// for each finding at its file and line, and a note for what could not be checked.
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
      guard let audit = file.audit else { continue }
      for finding in audit.findings {
        results.append(
          SARIFResult(
            ruleId: finding.rule.rawValue, ruleIndex: ruleIndex[finding.rule] ?? 0,
            message: SARIFMessage(text: "\(finding.rule.summary) Heard: \(finding.heard). Fix: \(finding.fix)\(alikeSentence(finding))"),
            locations: [location(index, file, finding.element)]))
      }
      if let sentence = audit.notCheckableSentence {
        notes.append(SARIFNotification(message: SARIFMessage(text: sentence), locations: [location(index, file, nil)]))
      }
    }
    let run = SARIFRun(
      tool: SARIFTool(driver: SARIFDriver(version: version, rules: rules)),
      invocations: [SARIFInvocation(toolExecutionNotifications: notes)],
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
  /// element checked (failing on a finding), and a skipped case for each rule its format
  /// cannot check.
  public static func junit(_ files: [AuditedFile]) -> String {
    var suites: [String] = []
    var total = 0
    var failed = 0
    for file in files {
      var cases: [String] = []
      var failures = 0
      var skipped = 0
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
              + JUnitReport.escaped("not checkable from \(file.screen.format.description): \(fact.rawValue)") + "\"/>\n    </testcase>")
        }
      }
      total += cases.count
      failed += failures
      suites.append(
        "  <testsuite name=\"\(JUnitReport.escaped(file.path))\" tests=\"\(cases.count)\" failures=\"\(failures)\" errors=\"0\" skipped=\"\(skipped)\">\n"
          + cases.map { $0 + "\n" }.joined() + "  </testsuite>")
    }
    return """
      <?xml version="1.0" encoding="UTF-8"?>
      <testsuites name="otc audit" tests="\(total)" failures="\(failed)" errors="0">
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
