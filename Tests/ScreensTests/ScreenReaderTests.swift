import Announcer
import Foundation
import Screens
import Testing

/// The four readers: what each takes from its format, as the platform's screen reader
/// would, and what each refuses.
@Suite struct ScreenReaderTests {
  static func read(_ text: String, as format: ScreenFormat? = nil) throws -> Screen {
    try ScreenFile.read(Array(text.utf8), as: format)
  }

  static func names(_ text: String) throws -> [String] {
    try read(text).focusStops.filter { $0.role == .textField }.map(\.name)
  }

  @Test func formatsAreToldFromTheirContent() throws {
    #expect(ScreenFile.detect(Array("<?xml version='1.0'?><hierarchy rotation=\"0\"/>".utf8)) == .uiautomator)
    #expect(ScreenFile.detect(Array("\u{FEFF}  <!doctype html><p>Hi".utf8)) == .html)
    #expect(ScreenFile.detect(Array("\n[{\"label\": \"A\"}]".utf8)) == .snapshot)
    #expect(ScreenFile.detect(Array("{\"elements\": []}".utf8)) == .snapshot)
    #expect(ScreenFile.detect(Array("- textbox \"Code\"".utf8)) == .aria)
    #expect(ScreenFile.detect(Array("plain words".utf8)) == nil)
    #expect(throws: ScreenError.self) { try Self.read("plain words") }
    // A byte order mark and white space before a snapshot's list: still the list.
    #expect(try Self.read("\u{FEFF}\n [{\"label\": \"Code\", \"traits\": [\"textField\"]}]").focusStops.map(\.name) == ["Code"])
  }

  @Test func htmlFieldsAreNamedAsAccnameNamesThem() throws {
    // aria-labelledby wins over aria-label, which wins over <label>, then title, then
    // placeholder.
    let html = """
      <span id=a>Code</span><span id=b>sent by SMS</span>
      <input aria-labelledby="a b" aria-label="ignored">
      <input aria-label="Labelled" id=x title="ignored"><label for=x>ignored</label>
      <label for=y>By its label</label><input id=y title="ignored" placeholder="ignored">
      <label>Wrapped <input title="ignored"></label>
      <input title="By its title" placeholder="ignored">
      <input placeholder="By its placeholder">
      <input aria-label="   " placeholder="Blank label passed over">
      <input aria-labelledby="missing" placeholder="Missing ids passed over">
      <input>
      """
    #expect(
      try Self.names(html) == [
        "Code sent by SMS", "Labelled", "By its label", "Wrapped", "By its title", "By its placeholder",
        "Blank label passed over", "Missing ids passed over", "",
      ])
  }

  @Test func hiddenElementsAreNotRead() throws {
    let screen = try Self.read(
      """
      <p hidden>Hidden paragraph</p><div aria-hidden="true"><input aria-label="Hidden field"></div>
      <input type=hidden name=csrf value=123><script>var code = 1</script><p>Shown</p>
      """)
    #expect(screen.focusStops.map(\.name) == ["Shown"])
  }

  @Test func htmlFieldsKeepWhatTheAuditChecks() throws {
    let field = try #require(
      try Self.read("<input aria-label=Code type=password autocomplete=\"ONE-TIME-CODE\" maxlength=6 inputmode=numeric value=12>")
        .focusStops.first)
    #expect(field.secure == true)
    #expect(field.autofill == ["one-time-code"])
    #expect(field.maxLength == 6)
    #expect(field.numeric == true)
    #expect(field.value == "12")
    #expect(field.line == 1)
  }

  @Test func uiautomatorStopsFollowTalkBacksFocusRule() throws {
    let dump = """
      <?xml version='1.0' encoding='UTF-8' standalone='yes' ?>
      <hierarchy rotation="0">
      <node class="android.widget.FrameLayout" bounds="[0,0][10,10]">
        <node class="android.widget.TextView" text="Title" bounds="[0,0][1,1]"/>
        <node class="android.widget.LinearLayout" clickable="true" focusable="true" bounds="[0,1][1,2]">
          <node class="android.widget.TextView" text="Remember" bounds="[0,1][1,2]"/>
          <node class="android.widget.TextView" text="this phone" bounds="[0,1][1,2]"/>
        </node>
        <node class="android.widget.EditText" text="123" hint="Code" password="false" resource-id="app:id/code" \
      bounds="[0,2][1,3]"/>
        <node class="android.widget.EditText" text="Code" hint="Code" password="true" bounds="[0,3][1,4]"/>
        <node class="android.widget.FrameLayout" clickable="true" bounds="[0,4][1,5]"/>
      </node>
      </hierarchy>
      """
    let stops = try Self.read(dump).focusStops
    // The row says what it holds as one stop; the texts inside it are no stops of their
    // own; an empty clickable frame takes focus all the same (TalkBack's shouldFocusNode:
    // "Focus, is focusable and cannot keep search children"), saying only its hint.
    #expect(stops.map(\.name) == ["Title", "Remember this phone", "", "", ""])
    #expect(stops[2].value == "123" && stops[2].hint == "Code" && stops[2].identifier == "app:id/code")
    // An empty field whose dump shows its hint as its text holds nothing.
    #expect(stops[3].value == "" && stops[3].secure == true)
    let talkBack = ScreenSpeech(reader: .talkBack, verbosity: Verbosity())
    #expect(
      stops.map { talkBack.utterance(for: $0).text } == [
        "Title", "Remember this phone, Double-tap to activate", "123, Edit box, Code, Double-tap to edit text",
        "Password, Edit box, Double-tap to edit text", "Double-tap to activate",
      ])
  }

  @Test func ariaSnapshotsAreReadWithTheirNesting() throws {
    let yaml = """
      - heading "Verify \\"now\\"" [level=1]
      - paragraph: Enter the code
      - group "Code":
        - textbox "Digit 1 of 2": "4"
        - textbox "Digit 2 of 2"
      - button "Verify":
        - textbox "Inside a button"
      - link "Resend":
        - /url: /resend
      - textbox:
        - /placeholder: Your code
      """
    let screen = try Self.read(yaml)
    #expect(
      screen.focusStops.map(\.name) == [
        "Verify \"now\"", "Enter the code", "Digit 1 of 2", "Digit 2 of 2", "Verify", "Inside a button", "Resend", "",
      ])
    #expect(screen.focusStops[2].value == "4")
    #expect(screen.focusStops[5].insideFocusStop == true)
    #expect(screen.focusStops[2].insideFocusStop == false)
    #expect(screen.focusStops[7].hint == "Your code")
    #expect(throws: ScreenError.self) { try Self.read("- &a textbox \"x\"\n- *a\n") }
    #expect(throws: ScreenError.self) { try Self.read("- textbox \"unclosed\n") }
    #expect(throws: ScreenError.self) { try Self.read("- [a, b\n") }
  }

  @Test func snapshotElementsAreReadInVoiceOversOrder() throws {
    let json = """
      {"elements": [
        {"label": "Verify", "traits": ["header"]},
        {"label": "Code", "value": "", "traits": ["textField"], "identifier": "code", "frame": {"x": 1, "y": 2, "width": 3, \
      "height": 4}},
        {"label": "Go", "traits": ["button"]},
        {"label": "Pin", "description": "Pin, secure text field"}
      ]}
      """
    let screen = try Self.read(json)
    #expect(screen.focusStops.map(\.role) == [.heading, .textField, .button, .textField])
    #expect(screen.focusStops[1].bounds == "x 1, y 2, 3 by 4")
    #expect(throws: ScreenError.self) { try Self.read("{\"other\": 1}") }
    #expect(throws: ScreenError.self) { try Self.read("[]") }
    #expect(throws: ScreenError.self) { try Self.read("[{\"label\": 5}]") }
  }

  @Test func formatCanBeForced() throws {
    // An HTML fragment that names a hierarchy is still HTML when asked.
    let text = "<p>A <hierarchy> of ideas</p><input aria-label=Code>"
    #expect(ScreenFile.detect(Array(text.utf8)) == .uiautomator)
    #expect(try Self.read(text, as: .html).focusStops.map(\.name) == ["A of ideas", "Code"])
    #expect(throws: ScreenError.self) { try Self.read(text, as: .uiautomator) }
  }
}
