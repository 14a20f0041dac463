@testable import Screens
import Testing

/// ASCII text, most of every screen, is read by its bytes without Unicode's tables (a
/// 16 MB snapshot has 582,000 names); each fast path gives what the character-by-character
/// path gives, on text made to reach every branch.
@Suite struct ASCIIPathTests {
  static let pieces = [
    "textbox", "button", "-", " ", "  ", "\t", "\n", "\"", "\\", "\\n", "\\\"", "/", "Digit", "7", "[level=1]", "x", ":",
    "\u{1F}",
  ]

  /// Texts of up to eight pieces, from a fixed seed.
  static func texts(count: Int) -> [String] {
    var seed: UInt64 = 0xA5C11
    func next(_ bound: Int) -> Int {
      seed = seed &* 6364136223846793005 &+ 1442695040888963407
      return Int((seed >> 33) % UInt64(bound))
    }
    return (0..<count).map { _ in (0..<next(9)).map { _ in pieces[next(pieces.count)] }.joined() }
  }

  @Test func aHeadingIsReadAsCharactersReadIt() {
    for text in Self.texts(count: 3000) {
      let trimmed = text.collapsed
      let bytewise = Result { () throws(ScreenError) in try AriaSnapshot.asciiHeading(trimmed, line: 1) }
      let characterwise = Result { () throws(ScreenError) in try AriaSnapshot.characterHeading(trimmed, line: 1) }
      #expect("\(bytewise)" == "\(characterwise)", "\(text.debugDescription)")
    }
  }

  @Test func whiteSpaceIsCollapsedAsCharactersCollapseIt() {
    for text in Self.texts(count: 3000) {
      #expect(text.collapsed == text.split(whereSeparator: { $0.isWhitespace || $0.isNewline }).joined(separator: " "))
    }
  }
}
