// Trimming text without Foundation's CharacterSet: otc links FoundationEssentials only,
// which keeps ICU (45 MB of code and data) out of the binary (docs/DESIGN.md, "One small
// binary"). The sets are Foundation's own, scalar by scalar, so nothing trims differently.

extension StringProtocol {
  /// This text without spaces and tabs at either end: Foundation's `.whitespaces`
  /// (a tab, or any space separator, no-break spaces among them).
  public func trimmingWhitespace() -> String { trimming { $0.isBlank } }

  /// This text without line breaks at either end: Foundation's `.newlines` (U+000A to
  /// U+000D, U+0085, the line and paragraph separators).
  public func trimmingNewlines() -> String { trimming { $0.isLineBreak } }

  /// This text without spaces, tabs or line breaks at either end: Foundation's
  /// `.whitespacesAndNewlines`.
  public func trimmingWhitespaceAndNewlines() -> String {
    trimming { $0.isBlank || $0.isLineBreak }
  }

  /// This text without any of the characters of `set` at either end.
  public func trimming(charactersIn set: String) -> String {
    let scalars = Set(set.unicodeScalars)
    return trimming { scalars.contains($0) }
  }

  /// This text without the scalars at either end for which `isTrimmed` holds.
  public func trimming(where isTrimmed: (Unicode.Scalar) -> Bool) -> String {
    let scalars = unicodeScalars
    guard let first = scalars.firstIndex(where: { !isTrimmed($0) }),
      let last = scalars.lastIndex(where: { !isTrimmed($0) })
    else { return "" }
    return String(String.UnicodeScalarView(scalars[first...last]))
  }
}

extension Unicode.Scalar {
  /// A tab, a space separator (general category Zs) or a zero-width space, which was Zs
  /// once and still is to Foundation: Foundation's `.whitespaces`.
  var isBlank: Bool { self == "\t" || value == 0x200B || properties.generalCategory == .spaceSeparator }

  /// A line break as Foundation's `.newlines` counts them.
  var isLineBreak: Bool {
    (0x0A...0x0D).contains(value) || value == 0x85 || value == 0x2028 || value == 0x2029
  }
}
