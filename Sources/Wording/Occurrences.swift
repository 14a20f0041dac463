extension StringProtocol {
  /// Where `needle` first occurs in the text, matched by characters; `nil` when it does not.
  /// The string processing library's `firstRange(of:)` is not in Embedded Swift, which
  /// builds the boot otc.
  package func firstOccurrence(of needle: some StringProtocol) -> Range<Index>? {
    guard !needle.isEmpty else { return startIndex..<startIndex }
    var index = startIndex
    while index < endIndex {
      if self[index...].hasPrefix(needle) { return index..<self.index(index, offsetBy: needle.count) }
      index = self.index(after: index)
    }
    return nil
  }

  /// The parts of the text between occurrences of `separator`, empty parts kept: what
  /// `split(separator:omittingEmptySubsequences: false)` gives for a string separator,
  /// without the string processing library.
  package func parts(between separator: some StringProtocol) -> [SubSequence] {
    guard !separator.isEmpty else { return [self[...]] }
    var parts: [SubSequence] = []
    var rest = self[...]
    while let found = rest.firstOccurrence(of: separator) {
      parts.append(rest[..<found.lowerBound])
      rest = rest[found.upperBound...]
    }
    parts.append(rest)
    return parts
  }

  /// The text with every `target` replaced by `replacement`, left to right.
  package func replacingEvery(_ target: String, with replacement: String) -> String {
    parts(between: target).map { String($0) }.joined(separator: replacement)
  }
}
