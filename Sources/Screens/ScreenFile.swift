import Announcer
import SafeIO
import Wording

/// Reads a screen from a file's bytes, its format found from its content or named.
public enum ScreenFile {
  /// The largest file read: a real dump is well under 1 MB; 16 MB holds some 50,000
  /// elements.
  public static let limit = 16 << 20

  /// The most elements a uiautomator dump or a web page holds: far more than any app's
  /// or page's screen (a long page has tens of thousands), few enough that reading any
  /// file up to `limit` stays within seconds and 300 MB. A file with more is refused as
  /// soon as the reading meets the one past them.
  public static let mostElements = 250_000

  /// The most attributes their elements hold together, for the same reason.
  public static let mostAttributes = 1_000_000

  /// The format `bytes` are in: the first of `recognisers` that claims them, or `nil`
  /// when none does.
  public static func detect(_ bytes: [UInt8]) -> ScreenFormat? {
    let head = Substring(String(decoding: content(of: bytes).prefix(headLength), as: UTF8.self))
    return recognisers.first { $0.claims(head) }?.format
  }

  /// How much of a file its recognisers look at: its first 4 KB, from its first
  /// character that is not a byte order mark or white space.
  static let headLength = 4096

  /// The recognisers, in the order they are tried (libmagic's way: each a small test of
  /// how a format begins, the most particular first). Markup first: an Appium page source
  /// of an iOS app, then a `<hierarchy>` (a uiautomator dump when its first element inside
  /// is a `<node>`, else Appium's of an Android app), then HTML. Then JSON: Maestro's
  /// hierarchy, Chrome's accessibility tree, AccessibilitySnapshot's elements. Then text:
  /// an ARIA snapshot, an XCUITest description. A file none claims is refused, with the
  /// formats tried named.
  public static let recognisers: [ScreenRecogniser] = [
    ScreenRecogniser(.appiumIOS) { head in
      head.first == "<" && (head.contains("<AppiumAUT") || head.contains("<XCUIElementType"))
    },
    ScreenRecogniser(.uiautomator) { head in
      guard head.first == "<", let root = head.firstRange(of: "<hierarchy") else { return false }
      return UIAutomatorDump.firstChildIsNode(head[root.upperBound...])
    },
    ScreenRecogniser(.appiumAndroid) { head in
      guard head.first == "<", let root = head.firstRange(of: "<hierarchy") else { return false }
      return !UIAutomatorDump.firstChildIsNode(head[root.upperBound...])
    },
    ScreenRecogniser(.html, claims: HTMLScreen.looksLikeHTML),
    ScreenRecogniser(.maestro) { MaestroHierarchy.looksLikeHierarchy(String($0)) },
    ScreenRecogniser(.chromeAXTree) { head in (head.first == "{" || head.first == "[") && ChromeAXTree.looksLikeTree(String(head))
    },
    ScreenRecogniser(.snapshot, claims: SnapshotJSON.looksLikeElements),
    ScreenRecogniser(.aria, claims: AriaSnapshot.looksLikeSnapshot),
    ScreenRecogniser(.xcuitestDescription, claims: XCUITestScreen.isDescription),
  ]

  /// `bytes` from their first character that is not a byte order mark or white space.
  static func content(of bytes: [UInt8]) -> ArraySlice<UInt8> {
    var start = bytes[...]
    if start.starts(with: [0xEF, 0xBB, 0xBF]) { start = start.dropFirst(3) }
    return start.drop { $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }
  }

  /// The screen in `bytes`, read as `format`, or as the format found.
  public static func read(_ bytes: [UInt8], as format: ScreenFormat? = nil) throws(ScreenError) -> Screen {
    guard let format = format ?? detect(bytes) else {
      let tried = recognisers.map(\.format.rawValue).joined(separator: ", ")
      throw ScreenError(Message(.screenFormatUnknown, "\(tried)"))
    }
    var screen: Screen
    switch format {
    case .uiautomator, .appiumAndroid: screen = try UIAutomatorDump.screen(MarkupDocument.parse(bytes, html: false))
    case .appiumIOS: screen = try XCUITestScreen.screen(MarkupDocument.parse(bytes, html: false))
    case .xcuitestDescription: screen = try XCUITestScreen.description(bytes)
    case .maestro: screen = try MaestroHierarchy.screen(bytes)
    case .chromeAXTree: screen = try ChromeAXTree.screen(bytes)
    case .html: screen = try HTMLScreen.screen(MarkupDocument.parse(bytes, html: true))
    case .snapshot: screen = try SnapshotJSON.screen(bytes)
    case .aria: screen = try AriaSnapshot.screen(bytes)
    }
    // Whatever the file says reaches a terminal, a speech server or a report only as
    // text made safe: no control character, no bidi override.
    for index in screen.elements.indices {
      screen.elements[index].name = TerminalText.sanitized(screen.elements[index].name)
      screen.elements[index].value = TerminalText.sanitized(screen.elements[index].value)
      screen.elements[index].hint = TerminalText.sanitized(screen.elements[index].hint)
      screen.elements[index].identifier = TerminalText.sanitized(screen.elements[index].identifier)
      screen.elements[index].bounds = TerminalText.sanitized(screen.elements[index].bounds)
      screen.elements[index].autofill = screen.elements[index].autofill?.map(TerminalText.sanitized)
    }
    return screen
  }
}

/// One screen format's recogniser: whether a file's head (its first 4 KB as text, from
/// its first character that is not a byte order mark or white space) is in that format.
public struct ScreenRecogniser: Sendable {
  /// The format it recognises.
  public let format: ScreenFormat
  /// Whether `head` is in `format`.
  public let claims: @Sendable (Substring) -> Bool

  /// A recogniser of `format` by `claims`.
  init(_ format: ScreenFormat, claims: @escaping @Sendable (Substring) -> Bool) {
    self.format = format
    self.claims = claims
  }
}
