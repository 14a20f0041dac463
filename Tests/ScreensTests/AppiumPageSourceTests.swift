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
    let dump = #"<?xml version='1.0' encoding='UTF-8' standalone='yes' ?><hierarchy rotation="0"><node class="android.widget.Button" text="OK" clickable="true"/></hierarchy>"#
    let appium = #"<?xml version="1.0" encoding="UTF-8"?><hierarchy index="0" class="hierarchy" rotation="0"><!-- <node> --><android.widget.Button class="android.widget.Button" text="OK" clickable="true"/></hierarchy>"#
    #expect(ScreenFile.detect(Array(dump.utf8)) == .uiautomator)
    #expect(ScreenFile.detect(Array(appium.utf8)) == .appiumAndroid)
    #expect(ScreenFile.detect(Array("<hierarchy rotation=\"0\"></hierarchy>".utf8)) == .uiautomator)
    #expect(ScreenFile.detect(Array("<hierarchy><nodes/></hierarchy>".utf8)) == .appiumAndroid)
    // Read alike, and each says what it was.
    let fromDump = try Self.read(dump)
    let fromAppium = try Self.read(appium)
    #expect(fromDump.format == .uiautomator && fromAppium.format == .appiumAndroid)
    #expect(fromDump.elements.map(\.name) == fromAppium.elements.map(\.name))
    #expect(fromAppium.summary == "an Appium page source of an Android app, 1 element, 1 focus stop")
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
      <android.widget.FrameLayout displayed="false"><android.widget.TextView text="Hidden too" displayed="true"/></android.widget.FrameLayout>\
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
