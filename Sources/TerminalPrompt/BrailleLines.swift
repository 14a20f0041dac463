import Announcer
import Braille
import CodeEntry
import SafeIO

/// The events that are about the field itself, which the field on the display already
/// shows: the line then has no message after it.
private let fieldEvents: Set<String> = [
  "focus", "inserted", "deleted", "pasted", "cleared", "review", "hint", "element", "question",
]

extension BrailleLine {
  /// What is asked and the field, as a braille display shows it: "Code: 985_ _ _" for the
  /// single field with the cursor at the insertion point, "Code: 9 8 5 _ _ _" for one
  /// field per digit with the cursor on the focused one, "Password: ***" for a secure
  /// field. A secure field shows one star a character, never a character. Each cell of
  /// the entry knows its position, for routing keys.
  public static func field(label: String, elements: [FieldElement], secure: Bool) -> BrailleLine {
    var line = BrailleLine(TerminalText.sanitized(label) + ": ")
    var cursor: Int?
    for (index, element) in elements.enumerated() {
      switch element {
      case .codeField(let digits, let length):
        for (position, digit) in digits.enumerated() { line.append(secure ? "*" : String(digit.character), position: position) }
        line.markCursor()
        let blanks = max(0, (length ?? 0) - digits.count)
        line.append(Array(repeating: "_", count: blanks).joined(separator: " "))
      case .digitField(_, let digit, _, let focused):
        if index > 0 { line.append(" ") }
        if focused { cursor = line.cells.count }
        line.append(digit.map { secure ? "*" : String($0.character) } ?? "_", position: index)
      case .textField(let characters, let count):
        if let characters, !secure {
          for (position, character) in characters.enumerated() {
            line.append(TerminalText.sanitized(String(character)), position: position)
          }
        } else {
          for position in 0..<count { line.append("*", position: position) }
        }
        line.markCursor()
      }
    }
    if let cursor { line.markCursor(at: cursor) }
    return line
  }

  /// Adds `said` after two spaces, unless it is about the field, which the line shows.
  public mutating func appendMessage(_ said: Utterance?) {
    guard let said, !fieldEvents.contains(said.event) else { return }
    append("  " + TerminalText.sanitized(said.text))
  }
}

extension ConfirmSession {
  public func brailleLine(after said: Utterance?) -> BrailleLine {
    var line = BrailleLine(TerminalText.sanitized(question))
    line.appendMessage(said)
    return line
  }
}
