/// A transcript comparison as JUnit XML, the report CI dashboards read: one test case per
/// expected utterance (failing when it was missed or heard differently, with both in the
/// failure), and one failing case per utterance heard that was not expected.
public enum JUnitReport {
  /// The XML for `alignment`, named `name` (the two files compared, say).
  public static func xml(name: String, alignment: [AlignedLine]) -> String {
    let cases = alignment.map { line in
      let name =
        line.status == .extra
        ? "extra line \(line.heardLine ?? 0) heard: \(line.heard ?? "")"
        : "line \(line.expectedLine ?? 0): \(line.expected ?? "")"
      let message: String? =
        switch line.status {
        case .same: nil
        case .changed: "heard differently"
        case .missing: "not heard"
        case .extra: "heard but not expected"
        }
      return testCase(
        name, failure: message.map { ($0, "expected: \(line.expected ?? "nothing")\nheard: \(line.heard ?? "nothing")") })
    }
    let failures = alignment.filter { $0.status != .same }.count
    let suite = escaped(name)
    return """
      <?xml version="1.0" encoding="UTF-8"?>
      <testsuites name="otc diff" tests="\(cases.count)" failures="\(failures)" errors="0">
        <testsuite name="\(suite)" tests="\(cases.count)" failures="\(failures)" errors="0" skipped="0">
      \(cases.joined(separator: "\n"))
        </testsuite>
      </testsuites>

      """
  }

  private static func testCase(_ name: String, failure: (message: String, text: String)?) -> String {
    let opening = "    <testcase classname=\"otc.diff\" name=\"\(escaped(name))\""
    guard let failure else { return opening + "/>" }
    return opening + ">\n      <failure message=\"\(escaped(failure.message))\" type=\"TranscriptDifference\">"
      + escaped(failure.text) + "</failure>\n    </testcase>"
  }

  /// `text` safe inside XML 1.0 text and attributes: markup characters escaped, and the
  /// control characters XML cannot carry at all replaced by U+FFFD.
  static func escaped(_ text: String) -> String {
    var result = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "'": result += "&apos;"
      case "\n": result += "&#10;"
      case "\t": result += "&#9;"
      case "\r": result += "&#13;"
      default:
        let allowed = scalar.value >= 0x20 && !(0xFFFE...0xFFFF).contains(scalar.value)
        result.unicodeScalars.append(allowed ? scalar : "\u{FFFD}")
      }
    }
    return result
  }
}
