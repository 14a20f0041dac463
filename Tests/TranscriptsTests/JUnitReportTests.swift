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
    #expect(xml.contains(#"<testcase classname="otc.diff" name="line 1: Nine, text field"/>"#))
    #expect(
      xml.contains(
        #"<failure message="heard differently" type="TranscriptDifference">expected: Eight, text field&#10;heard: Eight, text field, double tap to edit</failure>"#
      ))
    #expect(xml.contains("line 3: Five &lt;field&gt; &amp; &quot;more&quot;"))
    #expect(xml.components(separatedBy: "<testcase ").count - 1 == 3)
  }

  @Test func identicalTranscriptsHaveNoFailure() {
    let same = TranscriptDiff.alignment(expected: [TranscriptEntry(text: "Nine")], heard: [TranscriptEntry(text: "Nine")])
    let xml = JUnitReport.xml(name: "a", alignment: same)
    #expect(xml.contains(#"tests="1" failures="0""#))
    #expect(!xml.contains("<failure"))
  }
}
