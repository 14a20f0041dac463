/// Text made safe to write on a terminal.
///
/// Labels, transcripts, file and voice names come from outside; an escape sequence in one
/// could retitle the window, clear the screen, or swallow every later line. Everything otc
/// writes on a terminal passes through `sanitized(_:)`.
public enum TerminalText {
  /// `text` without C0 controls (ESC among them), DEL or C1 controls; a tab or a line
  /// break becomes a space, so one line stays one line.
  public static func sanitized(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: isControl) else { return text }
    var result = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      if scalar == "\t" || scalar == "\n" || scalar == "\r" {
        result.append(" ")
      } else if !isControl(scalar) {
        result.append(scalar)
      }
    }
    return String(result)
  }

  /// C0 (U+0000–U+001F), DEL (U+007F) and C1 (U+0080–U+009F).
  public static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
  }
}
