import Announcer
import Braille
import CodeEntry
import OTCTestSupport
import Testing

@testable import TerminalPrompt

/// The line a braille display shows for each field, built from plain values, and the
/// prompt loop showing it and taking the routing keys.
@Suite struct BrailleFieldLineTests {
  func digits(_ text: String) -> [Digit] { text.map { Digit($0)! } }

  @Test func theSingleFieldShowsTheDigitsThenTheBlanksWithTheCursorAtTheInsertionPoint() {
    let line = BrailleLine.field(label: "Code", elements: [.codeField(digits: digits("985"), length: 6)], secure: false)
    #expect(line.text == "Code: 985_ _ _")
    #expect(line.cursor == 9)
    #expect(line.positions[6...8] == [0, 1, 2])
    #expect(line.positions[9...].allSatisfy { $0 == nil })
  }

  @Test func aCodeOfUnknownLengthHasNoBlanks() {
    let line = BrailleLine.field(label: "PIN", elements: [.codeField(digits: digits("12"), length: nil)], secure: false)
    #expect(line.text == "PIN: 12")
    #expect(line.cursor == 7)
  }

  @Test func perDigitFieldsAreCellsWithTheCursorOnTheFocusedOne() {
    let elements: [FieldElement] = (1...4).map {
      .digitField(position: $0, digit: $0 <= 2 ? Digit(value: UInt8($0))! : nil, length: 4, focused: $0 == 3)
    }
    let line = BrailleLine.field(label: "Code", elements: elements, secure: false)
    #expect(line.text == "Code: 1 2 _ _")
    #expect(line.cursor == 10)
    #expect(line.positions[10] == 2)
  }

  @Test func aSecureFieldShowsAStarForEachCharacterAndNeverACharacter() {
    let code = BrailleLine.field(label: "Code", elements: [.codeField(digits: digits("985"), length: 6)], secure: true)
    #expect(code.text == "Code: ***_ _ _")
    let perDigit = BrailleLine.field(
      label: "Code", elements: [.digitField(position: 1, digit: Digit("7")!, length: 1, focused: true)], secure: true)
    #expect(perDigit.text == "Code: *")
    let password = BrailleLine.field(label: "Password", elements: [.textField(characters: nil, count: 4)], secure: true)
    #expect(password.text == "Password: ****")
    #expect(password.cursor == 14)
    // Characters handed over with a secure setting are still not shown.
    let typed = BrailleLine.field(label: "Password", elements: [.textField(characters: Array("hunter"), count: 6)], secure: true)
    #expect(typed.text == "Password: ******")
  }

  @Test func aPlainTextFieldShowsItsCharactersWithControlCharactersMadeSafe() {
    let line = BrailleLine.field(
      label: "User\u{202E}name", elements: [.textField(characters: ["a", "\u{7}", "b"], count: 3)], secure: false)
    #expect(!line.text.unicodeScalars.contains { $0.value < 0x20 || $0 == "\u{202E}" })
    #expect(line.text.hasSuffix("a b") || line.text.hasSuffix("ab"))
  }

  @Test func aMessageFollowsTheFieldUnlessItIsAboutTheField() {
    var line = BrailleLine.field(label: "Code", elements: [.codeField(digits: [], length: 6)], secure: false)
    line.appendMessage(Utterance(event: "inserted", parts: ["Nine"], language: .english))
    #expect(line.text == "Code: _ _ _ _ _ _")
    line.appendMessage(Utterance(event: "rejected", parts: ["Letter x is not a digit"], language: .english))
    #expect(line.text == "Code: _ _ _ _ _ _  Letter x is not a digit")
  }

  @Test func theSessionShowsTheLabelAndMovesTheReviewCursorOnARoutingKey() {
    var session = PromptSession(settings: PromptSettings(label: "Code"))
    _ = session.handle(.character("9"))
    _ = session.handle(.character("8"))
    #expect(session.brailleLine(after: nil).text == "Code: 98_ _ _ _")
    let step = session.handle(.route(0))
    #expect(step.utterances.map(\.text) == ["Digit 1 of 6, nine"])
    // Past the last digit typed: the last.
    #expect(session.handle(.route(5)).utterances.map(\.text) == ["Digit 2 of 6, eight"])
  }

  @Test func aSecureTextSessionShowsStars() {
    var session = PromptSession(settings: PromptSettings(length: nil, kind: .secureText, label: "Password"))
    for character in "pw1" { _ = session.handle(.character(character)) }
    #expect(session.brailleLine(after: nil).text == "Password: ***")
  }

  /// A display that records what it is shown and hands out routing keys once.
  final class FakeDisplay: BrailleOutput, @unchecked Sendable {
    var shown: [String] = []
    var routes: [Int]
    init(routes: [Int]) { self.routes = routes }
    func show(_ line: BrailleLine) { shown.append(line.text) }
    func takeRoutes() -> [Int] {
      // Handed out only once something was typed, as a user reads before routing.
      guard shown.count > 2 else { return [] }
      defer { routes = [] }
      return routes
    }
  }

  @Test func thePromptShowsEveryChangeAndTakesRoutingKeysAsKeys() throws {
    let display = FakeDisplay(routes: [1])
    let terminal = FakeTerminal([.bytes([0x39]), .bytes([0x38]), .wait(0.1), .bytes([0x1B])])
    let outcome = try Prompt(
      settings: PromptSettings(label: "Code"), terminal: terminal, speechIsIdle: { true }, braille: display
    ).run()
    #expect(outcome == .cancelled)
    #expect(display.shown.first == "Code: _ _ _ _ _ _")
    #expect(display.shown.contains("Code: 98_ _ _ _"))
    #expect(terminal.lines.contains("Digit 2 of 6, eight"), "\(terminal.lines)")
    #expect(display.shown.last?.hasPrefix("Code: 98_ _ _ _  Cancelled") == true, "\(display.shown)")
  }
}
