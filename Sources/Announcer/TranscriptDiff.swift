import Foundation

/// What to overlook when comparing transcripts, for comparing across screen-reader
/// versions and user settings.
public struct DiffOptions: Hashable, Sendable {
  /// Compare without regard to letter case.
  public var ignoreCase = false
  /// Compare without punctuation.
  public var ignorePunctuation = false
  /// Drop the hint phrases ("double tap to edit") of every language otc speaks.
  public var ignoreHints = false

  /// Creates options that overlook nothing unless asked.
  public init(ignoreCase: Bool = false, ignorePunctuation: Bool = false, ignoreHints: Bool = false) {
    self.ignoreCase = ignoreCase
    self.ignorePunctuation = ignorePunctuation
    self.ignoreHints = ignoreHints
  }

  /// The form of `line` that is compared.
  public func normalize(_ line: String) -> String {
    var result = line
    if ignoreHints {
      for language in Language.allCases {
        result = Self.removingHint(language.table.format(.editHint), from: result)
      }
    }
    if ignorePunctuation {
      let kept = result.unicodeScalars.map { $0.properties.generalCategory.isPunctuation ? " " : Character($0) }
      result = String(kept).split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
    if ignoreCase { result = result.lowercased() }
    return result
  }

  /// Removes ", hint" wherever it is a whole part of the line, in any letter case.
  private static func removingHint(_ hint: String, from line: String) -> String {
    var parts = line.components(separatedBy: ", ")
    parts.removeAll { $0.lowercased() == hint.lowercased() }
    guard !parts.isEmpty else { return "" }
    let joined = parts.joined(separator: ", ")
    // A line that began with the hint keeps a capital first letter, as utterances do.
    if line.lowercased().hasPrefix(hint.lowercased()), let first = joined.first {
      return first.uppercased() + joined.dropFirst()
    }
    return joined
  }
}

extension Unicode.GeneralCategory {
  var isPunctuation: Bool {
    switch self {
    case .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation, .initialPunctuation,
      .finalPunctuation, .otherPunctuation:
      true
    default: false
    }
  }
}

/// One difference between an expected transcript and the one heard.
public enum TranscriptDifference: Hashable, Sendable {
  /// Expected line `line` was heard differently.
  case changed(line: Int, expected: String, heard: String)
  /// Expected line `line` was not heard.
  case missing(line: Int, expected: String)
  /// Line `line` of what was heard was not expected.
  case extra(line: Int, heard: String)

  /// The difference as one sentence that reads well aloud.
  public var sentence: String {
    switch self {
    case .changed(let line, let expected, let heard): "line \(line): expected “\(expected)”, heard “\(heard)”"
    case .missing(let line, let expected): "line \(line): missing “\(expected)”"
    case .extra(let line, let heard): "line \(line): extra “\(heard)”"
    }
  }
}

/// Compares two transcripts line by line, aligned by the standard library's Myers diff, so
/// one extra utterance is one extra line rather than everything after it differing.
public enum TranscriptDiff {
  /// The differences from `expected` to `heard`, in order.
  public static func compare(expected: [String], heard: [String], options: DiffOptions = DiffOptions())
    -> [TranscriptDifference]
  {
    let left = expected.map(options.normalize)
    let right = heard.map(options.normalize)
    var removed = Set<Int>()
    var inserted = Set<Int>()
    for change in right.difference(from: left) {
      switch change {
      case .remove(let offset, _, _): removed.insert(offset)
      case .insert(let offset, _, _): inserted.insert(offset)
      }
    }
    var differences: [TranscriptDifference] = []
    var i = 0
    var j = 0
    while i < expected.count || j < heard.count {
      let isRemoved = i < expected.count && removed.contains(i)
      let isInserted = j < heard.count && inserted.contains(j)
      switch (isRemoved, isInserted) {
      case (true, true):
        differences.append(.changed(line: i + 1, expected: expected[i], heard: heard[j]))
        i += 1
        j += 1
      case (true, false):
        differences.append(.missing(line: i + 1, expected: expected[i]))
        i += 1
      case (false, true):
        differences.append(.extra(line: j + 1, heard: heard[j]))
        j += 1
      case (false, false):
        i += 1
        j += 1
      }
    }
    return differences
  }

  /// The closing line: how many differences of each kind, or that the two are identical.
  public static func summary(_ differences: [TranscriptDifference], expectedCount: Int) -> String {
    guard !differences.isEmpty else {
      return "Identical: \(expectedCount) utterance\(expectedCount == 1 ? "" : "s")."
    }
    var changed = 0
    var missing = 0
    var extra = 0
    for difference in differences {
      switch difference {
      case .changed: changed += 1
      case .missing: missing += 1
      case .extra: extra += 1
      }
    }
    let kinds = [(changed, "changed"), (missing, "missing"), (extra, "extra")].filter { $0.0 > 0 }.map { "\($0.0) \($0.1)" }
    let count = differences.count
    return "\(count) difference\(count == 1 ? "" : "s"): \(kinds.joined(separator: ", "))."
  }
}
