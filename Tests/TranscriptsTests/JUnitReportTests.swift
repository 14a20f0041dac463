import Announcer
import Testing
import Transcripts

@Suite struct JUnitReportTests {
  let alignment = TranscriptDiff.alignment(
    expected: ["Nine, text field", "Eight, text field", "Five <field> & \"more\""].map { TranscriptEntry(text: $0) },
    heard: ["Nine, text field", "Eight, text field, double tap to edit", "Code complete"].map { TranscriptEntry(text: $0) })

  @Test func oneCasePerExpectedUtteranceAndOnePerExtraOne() {
    let xml = JUnitReport.xml(name: "expected.txt against heard.txt", alignment: alignment)
    #expect(xml.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites name=\"otc diff\" tests=\"3\" failures=\"2\""))
    #expect(xml.contains(#"<testcase classname="otc.diff" name="Nine, text field" line="1"/>"#))
    #expect(
      xml.contains(
        #"""
        <failure message="line 2: heard differently" type="TranscriptDifference">expected: Eight, text field&#10;heard: Eight, \#
        text field, double tap to edit</failure>
        """#
      ))
    #expect(xml.contains(#"name="Five &lt;field&gt; &amp; &quot;more&quot;" line="3""#))
    #expect(xml.components(separatedBy: "<testcase ").count - 1 == 3)
  }

  /// Cases are named by what they say: an utterance added at the top renames none of
  /// the cases below it; a repeated text is told apart by its occurrence, not its line.
  @Test func namesSurviveAnInsertedLine() {
    func names(_ lines: [String]) -> [String] {
      let entries = lines.map { TranscriptEntry(text: $0) }
      let xml = JUnitReport.xml(name: "a", alignment: TranscriptDiff.alignment(expected: entries, heard: entries))
      return xml.split(separator: "\n").compactMap { line in
        guard line.contains("<testcase"), let start = line.range(of: " name=\"") else { return nil }
        return String(line[start.upperBound...].prefix { $0 != "\"" })
      }
    }
    let before = names(["Nine, text field", "Nine, text field", "Eight, text field"])
    let after = names(["Code field", "Nine, text field", "Nine, text field", "Eight, text field"])
    #expect(before == ["Nine, text field", "Nine, text field #2", "Eight, text field"])
    #expect(Array(after.dropFirst()) == before)
  }

  @Test func identicalTranscriptsHaveNoFailure() {
    let same = TranscriptDiff.alignment(expected: [TranscriptEntry(text: "Nine")], heard: [TranscriptEntry(text: "Nine")])
    let xml = JUnitReport.xml(name: "a", alignment: same)
    #expect(xml.contains(#"tests="1" failures="0""#))
    #expect(!xml.contains("<failure"))
  }
}
