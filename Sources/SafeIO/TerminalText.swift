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

/// Overwriting secrets in memory that nobody reads again.
public enum Secret {
  /// Overwrites the storage of `array` with zeros, so a code it held does not linger in
  /// freed memory for a core dump to find. For arrays of plain values (bytes, digits) that
  /// no one reads after this.
  public static func wipe<Element: BitwiseCopyable>(_ array: [Element]) {
    array.withUnsafeBufferPointer { buffer in
      guard let base = buffer.baseAddress else { return }
      UnsafeMutableRawPointer(mutating: base).initializeMemory(as: UInt8.self, repeating: 0, count: buffer.count * MemoryLayout<Element>.stride)
    }
  }
}
