import Foundation
import Screens
import Testing

/// Issue 75, point 3: what a page hides is not read, whether by an attribute, a closed
/// dialog or a template, or by its styles: a `style` attribute and the page's own rules for
/// classes and ids, with the cascade's order (specificity, then the later rule, the
/// attribute over both, `!important` over all), and only the selectors otc can match.
@Suite struct PageStylesTests {
  /// The names read on the page whose body is `body`, under `style`'s rules.
  static func read(_ body: String, style: String = "") throws -> [String] {
    let page = "<!DOCTYPE html><html><head><style>\(style)</style></head><body>\(body)</body></html>"
    return try ScreenFile.read(Array(page.utf8), as: .html).elements.map(\.name)
  }

  @Test func aClassOrIdRuleHides() throws {
    let style = ".otp-expired, #wait { display: none } .toast { visibility: hidden }"
    let read = try Self.read(
      "<p class=\"note otp-expired\">OTP has expired</p><p id=\"wait\">Wait</p><div class=\"toast\">Sent</div><p>Shown</p>",
      style: style)
    #expect(read == ["Shown"])
  }

  @Test func theCascadeDecides() throws {
    let style = """
      .toast { visibility: hidden } .toast.is-visible { visibility: visible }
      div.banner { display: none !important } #main-banner { display: block }
      .plain { display: none }
      """
    let read = try Self.read(
      """
      <div class="toast">Hidden toast</div><div class="toast is-visible">Shown toast</div>
      <div class="banner" id="main-banner">Important wins</div>
      <p class="plain" style="display: block">The attribute wins</p>
      <p style="display:none">Hidden by its attribute</p>
      """,
      style: style)
    #expect(read == ["Shown toast", "The attribute wins"])
  }

  @Test func combinatorsAreFollowedAndTheRestPassedOver() throws {
    let style = """
      /* .menu { display: none } is a comment */
      .menu > li.old { display: none }
      nav .gone { display: none }
      @media (max-width: 480px) { .desktop { display: none } }
      a:hover, input[type=text], .a + .b { display: none }
      """
    let read = try Self.read(
      """
      <ul class="menu"><li class="old"><a href="/o">Old</a></li><li><a href="/n">New</a></li></ul>
      <ul><li class="old"><a href="/k">Kept, not in the menu</a></li></ul>
      <nav><div><span class="gone">Gone</span></div></nav>
      <p class="desktop">Desktop help</p><a href="/h">Hover</a>
      """,
      style: style)
    #expect(read == ["New", "Kept, not in the menu", "Desktop help", "Hover"])
  }

  @Test func closedDialogsTemplatesAndHiddenAttributesAreNotRead() throws {
    let read = try Self.read(
      """
      <dialog><p>Leave?</p><button>Leave</button></dialog><dialog open><button>OK</button></dialog>
      <template><button>Remove</button></template><div hidden><button>Gone</button></div>
      <div aria-hidden="true"><button>Decorative</button></div><button>Send</button>
      """)
    #expect(read == ["OK", "Send"])
  }

  @Test func aNameLeavesOutWhatTheStylesHide() throws {
    let read = try Self.read(
      "<button>Pay <span class=\"price\">now</span><span class=\"spinner\">Loading</span></button>",
      style: ".spinner { display: none }")
    #expect(read == ["Pay now"])
  }

  /// Point 3: a link's name from children the styles make blocks sets them apart, as
  /// Chromium does ("메이아이 서울", not "메이아이서울"); children made inline join.
  @Test func blocksMadeByStylesAreSetApartInANameAndInlinesJoin() throws {
    let read = try Self.read(
      """
      <a href="/job/1"><span class="company">메이아이</span><span class="location">서울</span></a>
      <a href="/job/2"><span style="display: flex">Data</span><span style="display:inline-block">Engineer</span></a>
      <button><div class="price">12</div><div class="price">.99</div></button>
      <a href="/job/3"><span class="tag">New</span><span>!</span></a>
      """,
      style: ".company, .location { display: block } div.price { display: inline } .tag { display: contents }")
    #expect(read == ["메이아이 서울", "Data Engineer", "12.99", "New!"])
  }

  /// Point 3: a label that holds its field and names it with `for` names it once.
  @Test func aLabelThatHoldsAndPointsNamesOnce() throws {
    let page = "<label for=\"dark\"><input type=\"checkbox\" id=\"dark\"> Dark Mode</label>"
    let screen = try ScreenFile.read(Array(page.utf8), as: .html)
    #expect(screen.elements.first?.name == "Dark Mode")
  }
}
