import Announcer
import Screens
import Testing

/// Checkboxes, radio buttons, switches, disabled and selected controls, as VoiceOver and
/// TalkBack say them. TalkBack's rules are read from google/talkback at 26a27dc (the
/// commit of Tests/AnnouncerTests/TalkBackStrings.json), each test naming its place; its
/// words are its string resources, checked word for word by TalkBackStringsTests.
@Suite struct ControlStateTests {
  static func said(_ text: String, _ reader: ScreenReaderModel, language: Language = .english, hints: Bool = true) throws
    -> [String]
  {
    let screen = try ScreenFile.read(Array(text.utf8))
    return ScreenSpeech(reader: reader, verbosity: Verbosity(language: language, hints: hints)).utterances(
      for: screen, direction: .forward
    )
    .map(\.text)
  }

  static func android(_ nodes: String) -> String { "<hierarchy rotation=\"0\">\(nodes)</hierarchy>" }

  /// TalkBack's default description order is state, name, role
  /// (res/values/donottranslate.xml, pref_node_desc_order_default; GlobalVariables), and a
  /// checkable node's state is "checked" or "not checked" before the name
  /// (compositor/roledescription/TreeNodesDescription.java, nodeStatusDescription); its
  /// usage hint is "to toggle" (compositor/hint/ClickableHint.java, checkableHint).
  @Test func talkBackSaysACheckboxsStateFirst() throws {
    let dump = Self.android(
      #"""
      <node class="android.widget.CheckBox" text="Remember me" checkable="true" checked="false" clickable="true" \#
      focusable="true"/>
      """#
        + #"<node class="android.widget.RadioButton" text="Text message" checkable="true" checked="true" clickable="true"/>"#)
    #expect(
      try Self.said(dump, .talkBack) == [
        "Not checked, Remember me, Check box, Double-tap to toggle", "Checked, Text message, Radio button, Double-tap to toggle",
      ])
    #expect(
      try Self.said(dump, .talkBack, hints: false) == [
        "Not checked, Remember me, Check box", "Checked, Text message, Radio button",
      ])
    #expect(
      try Self.said(dump, .talkBack, language: .brazilianPortuguese).first
        == "Não selecionado, Remember me, Caixa de seleção, Tocar duas vezes para alternar")
    #expect(
      try Self.said(dump, .talkBack, language: .bulgarian).first
        == "Не е отметнато, Remember me, Квадратче за отметка, Двукратно докосване за превключване")
  }

  /// A switch's state is its on or off, said first in the same order
  /// (compositor/roledescription/SwitchDescription.java, stateDescription).
  @Test func talkBackSaysASwitchOnOrOff() throws {
    let dump = Self.android(
      #"<node class="androidx.appcompat.widget.SwitchCompat" text="Dark mode" checkable="true" checked="true" clickable="true"/>"#
    )
    #expect(try Self.said(dump, .talkBack) == ["On, Dark mode, Switch, Double-tap to toggle"])
    #expect(try Self.said(dump, .voiceOver) == ["Dark mode, on, switch button"])
  }

  /// "disabled" is always a postfix of the description, "selected" a prefix
  /// (TreeNodesDescription.java, aggregateNodeTreeDescription); a heading is never said
  /// disabled (AccessibilityNodeFeedbackUtils.java, announceDisabled).
  @Test func talkBackSaysDisabledLastAndSelectedFirst() throws {
    let dump = Self.android(
      #"<node class="android.widget.Button" text="Verify" enabled="false" clickable="true" focusable="true"/>"#
        + #"<node class="android.widget.TextView" text="Settings" heading="true" enabled="false"/>"#
        + #"<node class="android.widget.Button" text="Home" selected="true" clickable="true"/>"#
        + #"<node class="android.widget.EditText" hint="Code" enabled="false" focusable="true"/>"#)
    #expect(
      try Self.said(dump, .talkBack) == [
        "Verify, Button, disabled, Double-tap to activate", "Settings, Heading", "Selected, Home, Button, Double-tap to activate",
        "Code, Edit box, disabled, Double-tap to edit text",
      ])
    #expect(
      try Self.said(dump, .voiceOver) == [
        "Verify, dimmed, button", "Settings, heading", "Selected, Home, button",
        "Code, dimmed, text field, empty, double tap to edit",
      ])
  }

  /// The web's controls: an input checkbox or radio button named by its label, checked by
  /// its attribute; ARIA's roles with `aria-checked`; disabled by `disabled` (a fieldset's
  /// too) or `aria-disabled`; VoiceOver's order, label, value, dimmed, trait.
  @Test func theWebsCheckboxesSwitchesAndDisabledControls() throws {
    let page = """
      <fieldset disabled><input type=checkbox id=r checked><label for=r>Remember me</label></fieldset>
      <label><input type=radio name=m> Text message</label>
      <span role=checkbox aria-checked=false tabindex=0>Email me</span>
      <input type=checkbox role=switch aria-label="Dark mode">
      <div role=switch aria-checked=true aria-disabled=true>Sync</div>
      <button aria-disabled=true>Continue</button>
      """
    let said = try Self.said(page, .voiceOver)
    #expect(said.contains("Remember me, checked, dimmed, checkbox"))
    #expect(said.contains("Text message, not checked, radio button"))
    #expect(said.contains("Email me, not checked, checkbox"))
    #expect(said.contains("Dark mode, off, switch button"))
    #expect(said.contains("Sync, on, dimmed, switch button"))
    #expect(said.contains("Continue, dimmed, button"))
    #expect(try Self.said(page, .talkBack).contains("Checked, Remember me, Check box, disabled, Double-tap to toggle"))
  }

  /// Playwright's ARIA snapshot, as its MCP server and `ariaSnapshot({ ref: true })` write
  /// it: `[ref=…]` says nothing heard; a generic node's text is kept; checkboxes and
  /// switches with `[checked]`, `[checked=false]`, controls with `[disabled]`; a bracket in
  /// a quoted name is the name's.
  @Test func ariaSnapshotsKeepGenericTextAndStates() throws {
    let yaml = """
      - main [ref=e2]:
        - generic [ref=e4]: We sent a code
        - textbox "One-time code" [ref=e5]
        - checkbox "Trust this browser" [checked] [ref=e6]
        - checkbox "Email me [weekly]" [ref=e7]
        - switch "Dark mode" [checked=false]
        - button "Verify" [disabled] [ref=e8]
      """
    #expect(
      try Self.said(yaml, .voiceOver) == [
        "We sent a code", "One-time code, text field, empty, double tap to edit", "Trust this browser, checked, checkbox",
        "Email me [weekly], not checked, checkbox", "Dark mode, off, switch button", "Verify, dimmed, button",
      ])
  }
}
