/// A transcript comparison as JUnit XML, the report CI dashboards read: one test case per
/// expected utterance (failing when it was missed or heard differently, with both in the
/// failure), and one failing case per utterance heard that was not expected.
///
/// A case is named by what it says, not where: the expected utterance, with "#2", "#3"
/// after a text said again, so that an utterance added near the top renames no case below
/// it and a dashboard keeps each one's history. Its line is an attribute and part of the
/// failure's message.
public enum JUnitReport {
  /// The XML for `alignment`, named `name` (the two files compared, say). `expected` and
  /// `heard` are the utterances' texts as the files hold them, for the cases' names; by
  /// default the alignment's own.
  public static func xml(
    name: String, alignment: [AlignedLine], expected: [String]? = nil, heard: [String]? = nil
  ) -> String {
    var occurrences: [String: Int] = [:]
    let cases = alignment.map { line in
      let isExtra = line.status == .extra
      let number = (isExtra ? line.heardLine : line.expectedLine) ?? 0
      let own = isExtra ? heard?[safe: number - 1] ?? line.heard : expected?[safe: number - 1] ?? line.expected
      let text = isExtra ? "extra: \(own ?? "")" : own ?? ""
      let occurrence = occurrences[text, default: 0] + 1
      occurrences[text] = occurrence
      let name = occurrence == 1 ? text : "\(text) #\(occurrence)"
      let message: String? =
        switch line.status {
        case .same: nil
        case .changed: "line \(number): heard differently"
        case .missing: "line \(number): not heard"
        case .extra: "heard line \(number): not expected"
        }
      return testCase(
        name, line: number,
        failure: message.map { ($0, "expected: \(line.expected ?? "nothing")\nheard: \(line.heard ?? "nothing")") })
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

  private static func testCase(_ name: String, line: Int, failure: (message: String, text: String)?) -> String {
    let opening = "    <testcase classname=\"otc.diff\" name=\"\(escaped(name))\" line=\"\(line)\""
    guard let failure else { return opening + "/>" }
    return opening + ">\n      <failure message=\"\(escaped(failure.message))\" type=\"TranscriptDifference\">"
      + escaped(failure.text) + "</failure>\n    </testcase>"
  }

  /// `text` safe inside XML 1.0 text and attributes: markup characters escaped, and the
  /// control characters XML cannot carry at all replaced by U+FFFD.
  public static func escaped(_ text: String) -> String {
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

extension Array {
  /// The element at `index`, or `nil` outside the array.
  fileprivate subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}
