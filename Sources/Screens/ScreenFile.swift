import SafeIO

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

  /// The format `bytes` are in, from how they begin: `<hierarchy` within an XML document
  /// is a uiautomator dump, or Appium's page source of an Android app when its first
  /// element inside is not a `<node>`; any other markup HTML, `[` or `{` AccessibilitySnapshot's
  /// JSON, `-` an ARIA snapshot; `nil` when none fits.
  public static func detect(_ bytes: [UInt8]) -> ScreenFormat? {
    let start = content(of: bytes)
    switch start.first {
    case UInt8(ascii: "<"):
      let head = String(decoding: start.prefix(4096), as: UTF8.self)
      if head.contains("<AppiumAUT") || head.contains("<XCUIElementType") { return .appiumIOS }
      guard let root = head.firstRange(of: "<hierarchy") else { return .html }
      return UIAutomatorDump.firstChildIsNode(head[root.upperBound...]) ? .uiautomator : .appiumAndroid
    case UInt8(ascii: "["), UInt8(ascii: "{"):
      let head = String(decoding: start.prefix(4096), as: UTF8.self)
      if MaestroHierarchy.looksLikeHierarchy(head) { return .maestro }
      if ChromeAXTree.looksLikeTree(head) { return .chromeAXTree }
      return .snapshot
    case UInt8(ascii: "-"): return .aria
    default:
      let head = Substring(String(decoding: start.prefix(64), as: UTF8.self))
      return XCUITestScreen.isDescription(head) ? .xcuitestDescription : nil
    }
  }

  /// `bytes` from their first character that is not a byte order mark or white space.
  static func content(of bytes: [UInt8]) -> ArraySlice<UInt8> {
    var start = bytes[...]
    if start.starts(with: [0xEF, 0xBB, 0xBF]) { start = start.dropFirst(3) }
    return start.drop { $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }
  }

  /// The screen in `bytes`, read as `format`, or as the format found.
  public static func read(_ bytes: [UInt8], as format: ScreenFormat? = nil) throws(ScreenError) -> Screen {
    guard let format = format ?? detect(bytes) else {
      throw ScreenError(
        "otc cannot tell its format: it is not XML, HTML, JSON, an ARIA snapshot or an XCUITest description. Name the format with --from")
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
