import Announcer
import Screens
import Testing

/// Appium's page source, told from its content and read as the screen reader of its
/// platform reads it.
@Suite struct AppiumAndroidPageSourceTests {
  static func read(_ text: String, as format: ScreenFormat? = nil) throws -> Screen {
    try ScreenFile.read(Array(text.utf8), as: format)
  }

  /// A plain dump's elements are `<node>`s; Appium's are tagged by class. A comment or a
  /// declaration before the first one changes nothing; an empty hierarchy is a dump's.
  @Test func theTwoAndroidShapesAreToldApart() throws {
    let dump =
      #"""
      <?xml version='1.0' encoding='UTF-8' standalone='yes' ?><hierarchy rotation="0"><node class="android.widget.Button" \#
      text="OK" clickable="true"/></hierarchy>
      """#
    let appium =
      #"""
      <?xml version="1.0" encoding="UTF-8"?><hierarchy index="0" class="hierarchy" rotation="0"><!-- <node> \#
      --><android.widget.Button class="android.widget.Button" text="OK" clickable="true"/></hierarchy>
      """#
    #expect(ScreenFile.detect(Array(dump.utf8)) == .uiautomator)
    #expect(ScreenFile.detect(Array(appium.utf8)) == .appiumAndroid)
    #expect(ScreenFile.detect(Array("<hierarchy rotation=\"0\"></hierarchy>".utf8)) == .uiautomator)
    #expect(ScreenFile.detect(Array("<hierarchy><nodes/></hierarchy>".utf8)) == .appiumAndroid)
    // Read alike, and each says what it was.
    let fromDump = try Self.read(dump)
    let fromAppium = try Self.read(appium)
    #expect(fromDump.format == .uiautomator && fromAppium.format == .appiumAndroid)
    #expect(fromDump.elements.map(\.name) == fromAppium.elements.map(\.name))
    #expect(fromAppium.summary.description == "an Appium page source of an Android app, 1 element, 1 focus stop")
    // TalkBack is Android's reader whichever shape.
    #expect(ScreenFormat.appiumAndroid.platformReader == .talkBack)
  }

  /// The class is the tag when no attribute names it, so a field is still a field.
  @Test func theTagIsTheClassWhenNoAttributeSaysIt() throws {
    let screen = try Self.read(#"<hierarchy><android.widget.EditText resource-id="otp" focusable="true"/></hierarchy>"#)
    #expect(screen.elements.first?.role == .textField)
  }

  /// `displayed="false"`: off the screen, with all it holds; its text is in nobody's name.
  @Test func whatIsNotDisplayedIsNotRead() throws {
    let screen = try Self.read(
      """
      <hierarchy class="hierarchy"><android.widget.LinearLayout clickable="true" displayed="true">\
      <android.widget.TextView text="Resend" displayed="true"/>\
      <android.widget.TextView text="Code expired" displayed="false"/></android.widget.LinearLayout>\
      <android.widget.FrameLayout displayed="false"><android.widget.TextView text="Hidden too" \
      displayed="true"/></android.widget.FrameLayout>\
      </hierarchy>
      """)
    #expect(screen.focusStops.map(\.name) == ["Resend"])
  }

  /// Appium's `showing-hint`: the text an empty field shows is its hint, read as TalkBack
  /// reads a hint, never as if typed.
  @Test func aHintShownAsTextIsAHint() throws {
    let screen = try Self.read(
      #"<hierarchy><android.widget.EditText text="Password" password="true" showing-hint="true" focusable="true"/></hierarchy>"#)
    let field = try #require(screen.elements.first)
    #expect(field.value.isEmpty && field.hint == "Password")
    let said = ScreenSpeech(reader: .talkBack, verbosity: Verbosity()).utterance(for: field).text
    #expect(!said.contains("8 characters"), "\(said)")
  }
}

/// Appium's page source of an iOS app and XCUITest's description, read as VoiceOver on
/// iOS reads them.
@Suite struct XCUITestScreenTests {
  static func read(_ text: String, as format: ScreenFormat? = nil) throws -> Screen {
    try ScreenFile.read(Array(text.utf8), as: format)
  }

  static func said(_ screen: Screen) -> [String] {
    ScreenSpeech(reader: .voiceOver, verbosity: Verbosity()).utterances(for: screen, direction: .forward).map(\.text)
  }

  static func element(_ type: String, _ attributes: String, children: String = "") -> String {
    "<XCUIElementType\(type) type=\"XCUIElementType\(type)\" \(attributes)>\(children)</XCUIElementType\(type)>"
  }

  @Test func eachShapeIsToldFromItsContent() {
    #expect(
      ScreenFile.detect(Array("<?xml version=\"1.0\"?><AppiumAUT><XCUIElementTypeApplication/></AppiumAUT>".utf8)) == .appiumIOS)
    #expect(ScreenFile.detect(Array("<XCUIElementTypeApplication type=\"XCUIElementTypeApplication\"/>".utf8)) == .appiumIOS)
    #expect(
      ScreenFile.detect(Array("Attributes: Application, 0x1, pid: 1, label: 'A'\nElement subtree:\n".utf8))
        == .xcuitestDescription)
    #expect(ScreenFile.detect(Array("Element subtree:\n →Application, 0x1".utf8)) == .xcuitestDescription)
    #expect(ScreenFile.detect(Array("Application is not a screen".utf8)) == nil)
    #expect(ScreenFormat.appiumIOS.platformReader == .voiceOver && ScreenFormat.xcuitestDescription.platformReader == .voiceOver)
  }

  /// An accessible element is a stop, and hides what it holds; one not visible is off
  /// the screen with all it holds; `name` is the identifier when it differs from the label.
  @Test func accessibleElementsAreStopsAndHideWhatTheyHold() throws {
    let button = Self.element(
      "Button", #"name="go" label="Continue" enabled="false" visible="true" accessible="true""#,
      children: Self.element("StaticText", #"value="Continue" label="Continue" accessible="true""#))
    let hidden = Self.element(
      "Other", #"visible="false" accessible="false""#,
      children: Self.element("StaticText", #"label="Gone" accessible="true" visible="true""#))
    let screen = try Self.read(
      "<AppiumAUT>" + Self.element("Application", #"accessible="false""#, children: button + hidden) + "</AppiumAUT>")
    #expect(Self.said(screen) == ["Continue, dimmed, button"])
    #expect(screen.focusStops.first?.identifier == "go")
  }

  /// XCUITest reports an empty field's placeholder as its value: no value; a secure
  /// field's bullets are its characters; a switch's 1 is on.
  @Test func fieldsAndSwitchesAreSaidAsVoiceOverSaysThem() throws {
    let screen = try Self.read(
      Self.element(
        "Application", #"accessible="false""#,
        children: Self.element("TextField", #"name="code" label="" value="Code" placeholderValue="Code" accessible="true""#)
          + Self.element("SecureTextField", #"label="PIN" value="•••" accessible="true""#)
          + Self.element("Switch", #"label="Remember me" value="1" accessible="true""#)
          + Self.element("StaticText", #"label="Sign in" traits="Header" accessible="true""#)))
    #expect(
      Self.said(screen) == [
        "Code, text field, empty, double tap to edit", "PIN, secure text field, 3 characters, double tap to edit",
        "Remember me, on, switch button", "Sign in, heading",
      ])
    #expect(screen.elements.first { $0.role == .textField }?.hint == "Code")
  }

  /// The description: the subtree only (not the path or the query chain), depth by
  /// indentation, flags at the end, a key's words inside a quoted label kept in it.
  @Test func theDescriptionIsReadLineByLine() throws {
    let text = """
      Attributes: Application, 0x1, pid: 7, label: 'App'
      Element subtree:
       →Application, 0x1, pid: 7, label: 'App'
          Window (Main), 0x2, {{0.0, 0.0}, {390.0, 844.0}}
            Button, 0x3, {{20.0, 40.0}, {100.0, 44.0}}, identifier: 'next', label: 'Next, value: soon', Disabled
            Cell, 0x4, {{0.0, 100.0}, {390.0, 44.0}}, label: 'Row'
              StaticText, 0x5, {{20.0, 110.0}, {100.0, 20.0}}, label: 'Inside'
            Cell, 0x6, {{0.0, 150.0}, {390.0, 44.0}}, label: 'Whole row'
            Button, 0x7, {{0.0, 200.0}, {44.0, 44.0}}, label: 'Home', Selected
      Path to element:
       →Application, 0x1, pid: 7, label: 'App'
      Query chain:
       →Find: Target Application 'com.example'
        Output: {
          Application, 0x1, pid: 7, label: 'App'
        }
      """
    let screen = try Self.read(text)
    #expect(screen.format == .xcuitestDescription)
    #expect(Self.said(screen) == ["Next, value: soon, dimmed, button", "Inside", "Whole row", "Selected, Home, button"])
    let next = try #require(screen.elements.first { $0.identifier == "next" })
    #expect(next.frame == ScreenFrame(x: 20, y: 40, width: 100, height: 44) && next.line == 5)
  }

  /// Hardening V, finding 8: a description saved with CRLF line ends (as on Windows, or by
  /// a CI's log) is read as the same description with LF.
  @Test func aDescriptionWithCRLFLineEndsIsReadTheSame() throws {
    let text = """
      Attributes: Application, 0x1, pid: 7, label: 'App'
      Element subtree:
       →Application, 0x1, pid: 7, label: 'App'
          Window (Main), 0x2, {{0.0, 0.0}, {390.0, 844.0}}
            TextField, 0x3, {{20.0, 40.0}, {300.0, 44.0}}, identifier: 'otp', label: 'Code', placeholderValue: '000000', value: \
      000000
            Button, 0x4, {{20.0, 100.0}, {100.0, 44.0}}, label: 'Verify', Disabled
      Path to element:
       →Application, 0x1, pid: 7, label: 'App'

      """
    let plain = try Self.read(text)
    let crlf = try Self.read(text.replacingOccurrences(of: "\n", with: "\r\n"))
    #expect(crlf.format == .xcuitestDescription)
    #expect(Self.said(crlf) == Self.said(plain))
    #expect(Self.said(crlf).last == "Verify, dimmed, button", "\(Self.said(crlf))")
    #expect(crlf.elements.map(\.line) == plain.elements.map(\.line))
  }

  /// Hardening V, finding 6: the shapes that took over 10 s (each flag, or each key after a
  /// quote that never closes, rescanned the line) are read, and read right: every flag is
  /// taken off the line's end, and the keys after an open quote belong to its value. Their
  /// time is otc-bench's (BENCHMARKS.md), never a unit test's.
  @Test func aLineOfManyFlagsOrAnOpenQuoteIsReadRight() throws {
    let flags =
      "Element subtree:\n →Application, 0x1, label: 'App'\n    Button, 0x2, label: 'Go'"
      + String(repeating: ", Disabled", count: 8_000) + ", Selected\n"
    let flagged = try Self.read(flags)
    let button = try #require(flagged.elements.first { $0.name == "Go" })
    #expect(!button.enabled && button.selected)
    let quoted =
      "Element subtree:\n →Application, 0x1, label: 'App'\n    Button, 0x2, label: 'Go"
      + String(repeating: ", value: x", count: 32_000) + "\n"
    let open = try Self.read(quoted)
    let name = try #require(open.elements.first { $0.role == .button }?.name)
    #expect(name.hasPrefix("'Go, value: x, value: x"), "\(name.prefix(60))")
    #expect(name.utf8.count == 3 + 32_000 * ", value: x".utf8.count)
  }

  /// What is not a description's line is refused with its line; so is nesting past 256.
  @Test func aBrokenDescriptionIsRefusedWithItsLine() throws {
    #expect(throws: ScreenError.self) { try Self.read("Element subtree:\n →Application, 0x1\n    ???, 0x2\n") }
    let deep =
      "Element subtree:\n"
      + (0..<300).map { String(repeating: " ", count: $0 * 2 + 1) + "Other, 0x\($0), label: 'x'" }.joined(separator: "\n")
    do {
      _ = try Self.read(deep)
      Issue.record("300 levels were read")
    } catch let error as ScreenError {
      #expect(error.reason.contains("nested deeper than 256"), "\(error)")
    }
  }
}
