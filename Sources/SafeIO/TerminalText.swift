/// Text made safe to write on a terminal.
///
/// Labels, transcripts, file and voice names come from outside; an escape sequence in one
/// could retitle the window, clear the screen, or swallow every later line. Everything otc
/// writes on a terminal passes through `sanitized(_:)`.
public enum TerminalText {
  /// `text` without C0 controls (ESC among them), DEL, C1 controls or bidirectional
  /// controls and marks (which could make a label show in another order than it reads);
  /// a tab, a line break or a line or paragraph separator becomes a space, so one line
  /// stays one line.
  public static func sanitized(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: isControl) else { return text }
    var result = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      if ["\t", "\n", "\r", "\u{2028}", "\u{2029}"].contains(scalar) {
        result.append(" ")
      } else if !isControl(scalar) {
        result.append(scalar)
      }
    }
    return String(result)
  }

  /// C0 (U+0000–U+001F), DEL (U+007F), C1 (U+0080–U+009F), the bidirectional embeddings,
  /// overrides and isolates (U+202A–U+202E, U+2066–U+2069), the bidirectional marks
  /// (U+200E, U+200F and the Arabic letter mark U+061C, which move what follows them as
  /// much as an override can), and the line and paragraph separators (U+2028, U+2029).
  public static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0..<0x20, 0x7F...0x9F, 0x202A...0x202E, 0x2066...0x2069, 0x200E, 0x200F, 0x061C, 0x2028, 0x2029: true
    default: false
    }
  }
}
