import Announcer
import Screens
import Testing

/// TalkBack's rule for which nodes take focus, one test a rule, each naming its place in
/// google/talkback at 26a27dc: utils/src/main/java/com/google/android/accessibility/utils/
/// AccessibilityNodeInfoUtils.java (AccessibilityNodeInfoUtils below).
@Suite struct TalkBackFocusRuleTests {
  static func stops(_ nodes: String) throws -> [String] {
    let screen = try ScreenFile.read(Array("<hierarchy rotation=\"0\">\(nodes)</hierarchy>".utf8))
    return ScreenSpeech(reader: .talkBack, verbosity: Verbosity()).utterances(for: screen, direction: .forward).map(\.text)
  }

  /// AccessibilityNodeInfoUtils.shouldFocusNode: "Don't focus, is not visible".
  @Test func whatIsNotVisibleNeverTakesFocus() throws {
    #expect(
      try Self.stops(
        #"""
        <node class="android.widget.Button" text="Hidden" clickable="true" displayed="false"/><node \#
        class="android.widget.Button" text="Shown" clickable="true"/>
        """#
      ) == ["Shown, Button, Double-tap to activate"])
  }

  /// shouldFocusNode: "Focus, is focusable and cannot keep search children": a focusable
  /// node with no children takes focus though it has nothing to say.
  @Test func aFocusableLeafTakesFocusWithNothingToSay() throws {
    #expect(try Self.stops(#"<node class="android.view.View" clickable="true"/>"#) == ["Double-tap to activate"])
  }

  /// shouldFocusNode: "Don't focus, is focusable but has nothing to speak": a focusable
  /// container whose children all take focus themselves is passed over, and they are not.
  @Test func aFocusableContainerWithNothingOfItsOwnIsPassedOver() throws {
    let said = try Self.stops(
      #"<node class="android.widget.LinearLayout" clickable="true" focusable="true">"#
        + #"""
        <node class="android.widget.Button" text="Yes" clickable="true"/><node class="android.widget.Button" text="No" \#
        clickable="true"/></node>
        """#
    )
    #expect(said == ["Yes, Button, Double-tap to activate", "No, Button, Double-tap to activate"])
  }

  /// isSpeakingNode and hasNonActionableSpeakingChildren: a focusable row speaks the
  /// texts it holds that take no focus, as one stop; they are no stops of their own
  /// (shouldFocusNode: a node with text takes focus only with no focusable ancestor).
  @Test func aFocusableRowSpeaksItsTexts() throws {
    let said = try Self.stops(
      #"<node class="android.widget.TextView" text="Alone"/><node class="android.widget.LinearLayout" clickable="true">"#
        + #"<node class="android.widget.TextView" text="Wi-Fi"/><node class="android.widget.TextView" text="Connected"/>"#
        + #"<node class="android.widget.Button" text="Forget" clickable="true"/></node>"#)
    #expect(said == ["Alone", "Wi-Fi Connected, Double-tap to activate", "Forget, Button, Double-tap to activate"])
  }

  /// isTopLevelScrollItem and hasNonActionableSpeakingChildren: a list's rows that speak
  /// take focus each, though not clickable, and the list, which is not clickable, says
  /// nothing of them: it is no stop (it read every row at once before).
  @Test func aListsRowsAreStopsAndTheListIsNone() throws {
    var rows = ""
    for row in 1...3 {
      rows +=
        #"""
        <node class="android.widget.LinearLayout"><node class="android.widget.TextView" text="Payment \#(row)"/><node \#
        class="android.widget.TextView" text="12.00 EUR"/></node>
        """#
    }
    let said = try Self.stops(
      #"<node class="androidx.recyclerview.widget.RecyclerView" focusable="true" scrollable="true">\#(rows)</node>"#)
    #expect(said == ["Payment 1 12.00 EUR", "Payment 2 12.00 EUR", "Payment 3 12.00 EUR"])
  }

  /// isScrollItem: a drop-down list (Spinner) is no scrolling container: its item is not a
  /// stop of its own, and the spinner, clickable, says it, a drop-down list (value_spinner).
  @Test func aSpinnersItemIsNoScrollItem() throws {
    let said = try Self.stops(
      #"""
      <node class="android.widget.Spinner" clickable="true" scrollable="true"><node class="android.widget.TextView" \#
      text="Portugal"/></node>
      """#
    )
    #expect(said == ["Portugal, Drop down list, Double-tap to activate"])
  }

  /// isSpeakingNode: "Speaking, is checkable": a checkbox with no text speaks its state.
  @Test func aCheckableNodeSpeaksWithoutText() throws {
    #expect(
      try Self.stops(
        #"""
        <node class="android.widget.CheckBox" checkable="true" checked="false" clickable="true"><node \#
        class="android.view.View"/></node>
        """#
      )
        == ["Not checked, Check box, Double-tap to toggle"])
  }

  /// TalkBack's service asks for no views that are not important for accessibility
  /// (res/xml-v33/accessibilityservice.xml: no flagIncludeNotImportantViews): a node
  /// Appium marks `a11y-important="false"` says nothing and takes no focus, and its
  /// children hang from its parent, here a list's rows.
  @Test func aNodeNotImportantForAccessibilityIsNotInTalkBacksTree() throws {
    let said = try Self.stops(
      #"<android.widget.TextView class="android.widget.TextView" text="Decoration" a11y-important="false"/>"#
        + #"<android.widget.ListView class="android.widget.ListView" scrollable="true">"#
        + #"<android.widget.FrameLayout class="android.widget.FrameLayout" a11y-important="false">"#
          + #"""
          <android.widget.TextView class="android.widget.TextView" text="Row one"/><android.widget.TextView \#
          class="android.widget.TextView" text="Row two"/>
          """#
        + #"</android.widget.FrameLayout></android.widget.ListView>"#)
    #expect(said == ["Row one", "Row two"])
  }

  /// compositor/hint/ClickableHint.java: "to activate" is said of what can be clicked
  /// (clickableHint, isClickable); a node that only takes focus has no usage hint.
  @Test func onlyWhatCanBeClickedIsToldToBeActivated() throws {
    #expect(
      try Self.stops(
        #"""
        <node class="android.widget.TextView" text="Balance 42.00" focusable="true"/><node class="android.widget.Button" \#
        text="Pay" clickable="true"/>
        """#
      )
        == ["Balance 42.00", "Pay, Button, Double-tap to activate"])
  }
}
