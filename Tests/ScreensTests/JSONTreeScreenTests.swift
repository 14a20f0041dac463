import Announcer
import Screens
import Testing

/// Maestro's hierarchy and Chrome's accessibility tree: told from their content and from
/// AccessibilitySnapshot's JSON, and read as their platform's screen reader reads them.
@Suite struct JSONTreeScreenTests {
  static func read(_ text: String, as format: ScreenFormat? = nil) throws -> Screen {
    try ScreenFile.read(Array(text.utf8), as: format)
  }

  static func said(_ screen: Screen, _ reader: ScreenReaderModel? = nil) -> [String] {
    ScreenSpeech(reader: reader ?? screen.platformReader, verbosity: Verbosity()).utterances(for: screen, direction: .forward)
      .map(\.text)
  }

  @Test func eachJSONShapeIsToldFromItsContent() {
    #expect(ScreenFile.detect(Array(#"{ "attributes" : { }, "children" : [ ] }"#.utf8)) == .maestro)
    #expect(
      ScreenFile.detect(Array(#"{"nodes":[{"nodeId":"1","ignored":false,"role":{"type":"role","value":"RootWebArea"}}]}"#.utf8))
        == .chromeAXTree)
    #expect(ScreenFile.detect(Array(#"[{"nodeId":"1","childIds":[]}]"#.utf8)) == .chromeAXTree)
    #expect(ScreenFile.detect(Array(#"[{"label":"Code","traits":["textField"]}]"#.utf8)) == .snapshot)
    #expect(ScreenFile.detect(Array(#"{"elements":[{"label":"Code"}]}"#.utf8)) == .snapshot)
  }

  /// Maestro's Android hierarchy is the dump it copied: TalkBack's stops and words, the
  /// booleans beside the attributes used where the attributes lack them; its missing
  /// `password` makes secure entry not checkable.
  @Test func maestrosAndroidHierarchyIsReadAsTheDump() throws {
    let screen = try Self.read(
      """
      {"attributes":{},"children":[{"attributes":{"class":"android.widget.EditText","hintText":"Code","resource-id":"a:id/otp"},\
      "children":[],"clickable":true},{"attributes":{"class":"android.widget.Switch","text":"Remember"},"children":[],\
      "clickable":true,"checked":true},{"attributes":{},"children":[]}]}
      """)
    #expect(screen.format == .maestro && screen.platformReader == .talkBack)
    #expect(Self.said(screen) == ["Code, Edit box, Double-tap to edit text", "On, Remember, Switch, Double-tap to toggle"])
    #expect(!screen.facts.contains(.secureEntry) && screen.facts.contains(.nesting))
  }

  /// Maestro's iOS hierarchy has no element type: a placeholder says a field, a node that
  /// holds others is a container, VoiceOver reads it.
  @Test func maestrosIOSHierarchyIsReadByVoiceOver() throws {
    let screen = try Self.read(
      """
      {"attributes":{"accessibilityText":"App"},"children":[{"attributes":{"accessibilityText":"Enter the code"},"children":[]},\
      {"attributes":{"hintText":"123456","resource-id":"otp","enabled":"false"},"children":[]}]}
      """)
    #expect(screen.platformReader == .voiceOver)
    #expect(Self.said(screen) == ["Enter the code", "123456, dimmed, text field, empty, double tap to edit"])
  }

  /// Chrome's tree: its names and roles as they are, the document's title no stop, a
  /// link's and a button's text no stop of their own, an ignored node's children read,
  /// states from its properties.
  @Test func chromesTreeIsUsedAsItIs() throws {
    let tree = """
      {"nodes":[
      {"nodeId":"1","ignored":false,"role":{"type":"role","value":"RootWebArea"},"name":{"type":"computedString","value":"Sign \
      in"},\
      "properties":[{"name":"focusable","value":{"type":"booleanOrUndefined","value":true}}],"childIds":["2"]},
      {"nodeId":"2","ignored":true,"role":{"type":"role","value":"none"},"childIds":["3","5","7"]},
      {"nodeId":"3","ignored":false,"role":{"type":"role","value":"link"},"name":{"type":"computedString","value":"Home \
      Acme"},"childIds":["4"]},
      {"nodeId":"4","ignored":false,"role":{"type":"role","value":"StaticText"},\
      "name":{"type":"computedString","value":"Home"},"childIds":[]},
      {"nodeId":"5","ignored":false,"role":{"type":"role","value":"spinbutton"},\
      "name":{"type":"computedString","value":"Verification code"},"value":{"type":"string","value":""},\
      "properties":[{"name":"disabled","value":{"type":"boolean","value":true}}],"childIds":[]},
      {"nodeId":"7","ignored":false,"role":{"type":"role","value":"checkbox"},"name":{"type":"computedString","value":"Remember \
      me"},\
      "properties":[{"name":"checked","value":{"type":"tristate","value":"true"}}],"childIds":["7"]}
      ]}
      """
    let screen = try Self.read(tree)
    #expect(screen.format == .chromeAXTree)
    #expect(
      Self.said(screen) == [
        "Home Acme, link", "Verification code, dimmed, text field, empty, double tap to edit", "Remember me, checked, checkbox",
      ])
    // The field is disabled: no code can be typed there yet, so it is no code entry (issue 75).
    #expect(screen.codeEntry == nil)
  }

  @Test func aTreeThatIsNotOneIsRefused() throws {
    #expect(throws: ScreenError.self) { try Self.read(#"{"nodes":[]}"#, as: .chromeAXTree) }
    #expect(throws: ScreenError.self) { try Self.read(#"{"nodes":[{"nodeId":"1","ignored":true}]}"#, as: .chromeAXTree) }
    #expect(throws: ScreenError.self) { try Self.read(#"{"attributes":{},"children":[]}"#, as: .maestro) }
    #expect(throws: ScreenError.self) { try Self.read("[1,2]", as: .maestro) }
  }
}
