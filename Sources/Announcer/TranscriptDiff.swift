import Foundation

/// What to overlook when comparing transcripts, for comparing across screen-reader
/// versions and user settings.
public struct DiffOptions: Hashable, Sendable {
  /// Compare without regard to letter case.
  public var ignoreCase = false
  /// Compare without punctuation (which also folds runs of white space into one space).
  public var ignorePunctuation = false
  /// Drop the hint phrases ("double tap to edit") of every language otc speaks.
  public var ignoreHints = false
  /// Fold runs of white space into one space and drop it at either end.
  public var ignoreWhitespace = false
  /// Compare utterances' texts without their tones, where both transcripts record tones.
  public var ignoreTone = false
  /// Compare utterances' texts without their events, where both transcripts record events.
  public var ignoreEvents = false

  /// Creates options that overlook nothing unless asked.
  public init(
    ignoreCase: Bool = false, ignorePunctuation: Bool = false, ignoreHints: Bool = false,
    ignoreWhitespace: Bool = false, ignoreTone: Bool = false, ignoreEvents: Bool = false
  ) {
    self.ignoreCase = ignoreCase
    self.ignorePunctuation = ignorePunctuation
    self.ignoreHints = ignoreHints
    self.ignoreWhitespace = ignoreWhitespace
    self.ignoreTone = ignoreTone
    self.ignoreEvents = ignoreEvents
  }

  /// The form of `line` that is compared: case, punctuation and white space normalised
  /// first, then hints dropped, so that adding an option only ever makes more lines equal.
  public func normalize(_ line: String) -> String {
    var result = line
    if ignorePunctuation {
      let kept = result.unicodeScalars.map { $0.properties.generalCategory.isPunctuation ? " " : Character($0) }
      result = String(kept)
    }
    if ignorePunctuation || ignoreWhitespace {
      result = result.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
    if ignoreCase { result = result.lowercased() }
    if ignoreHints { result = HintRemoval.removingHints(from: result) }
    return result
  }
}

/// Drops hint phrases from an utterance, matched word by word: whatever the letter case,
/// the punctuation around them ("…text field. Double tap to edit.") or a hyphen
/// ("double-tap to edit").
enum HintRemoval {
  /// Every hint otc's languages say, as lowercase words, and the wording otc's pt-BR used
  /// before it followed VoiceOver's, so older transcripts compare too.
  static let hints: [[String]] = (Language.allCases.map { $0.table.format(.editHint) } + ["toque duas vezes para editar"])
    .map { words(of: $0).map(\.text) }

  struct Word {
    var text: String
    var range: Range<String.Index>
  }

  /// The runs of letters and digits of `line`, lowercased.
  static func words(of line: String) -> [Word] {
    var words: [Word] = []
    var start: String.Index?
    var index = line.startIndex
    while index < line.endIndex {
      let isWordCharacter = line[index].isLetter || line[index].isNumber
      if isWordCharacter, start == nil { start = index }
      if !isWordCharacter, let begun = start {
        words.append(Word(text: line[begun..<index].lowercased(), range: begun..<index))
        start = nil
      }
      index = line.index(after: index)
    }
    if let begun = start { words.append(Word(text: line[begun...].lowercased(), range: begun..<line.endIndex)) }
    return words
  }

  /// `line` without any hint, and without the separator that joined each to the rest.
  static func removingHints(from line: String) -> String {
    var result = line
    var removedAtStart = false
    while true {
      let words = words(of: result)
      guard let (start, count) = firstHint(in: words) else { break }
      let end = start + count
      let range: Range<String.Index>
      if start > 0 {
        // ", double tap to edit", or ". Double tap to edit." at the end of the line.
        let upper = end == words.count ? result.endIndex : words[end - 1].range.upperBound
        range = words[start - 1].range.upperBound..<upper
      } else {
        // "Double tap to edit, nine": up to the next word.
        range = result.startIndex..<(end < words.count ? words[end].range.lowerBound : result.endIndex)
        removedAtStart = true
      }
      result.removeSubrange(range)
    }
    // A line that began with the hint keeps a capital first letter, as utterances do.
    if removedAtStart, let first = result.first, line.first?.isUppercase == true {
      result = first.uppercased() + result.dropFirst()
    }
    return result
  }

  private static func firstHint(in words: [Word]) -> (start: Int, count: Int)? {
    for start in words.indices {
      for hint in hints where start + hint.count <= words.count {
        if zip(words[start..<start + hint.count], hint).allSatisfy({ $0.text == $1 }) { return (start, hint.count) }
      }
    }
    return nil
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

/// One line of an alignment: an expected utterance and what was heard in its place.
public struct AlignedLine: Hashable, Sendable, Codable {
  /// How the two sides compare here.
  public enum Status: String, Hashable, Sendable, Codable {
    /// The same utterance on both sides (after whatever the options overlook).
    case same
    /// An expected utterance heard differently.
    case changed
    /// An expected utterance not heard.
    case missing
    /// An utterance heard that was not expected.
    case extra
  }

  /// How the two sides compare here.
  public var status: Status
  /// The expected utterance's line, counted from 1; none for an extra one.
  public var expectedLine: Int?
  /// The heard utterance's line, counted from 1; none for a missing one.
  public var heardLine: Int?
  /// What was expected, with its tone and event where they differ.
  public var expected: String?
  /// What was heard, with its tone and event where they differ.
  public var heard: String?

  /// The difference this line is, if any.
  public var difference: TranscriptDifference? {
    switch status {
    case .same: nil
    case .changed: .changed(line: expectedLine ?? 0, expected: expected ?? "", heard: heard ?? "")
    case .missing: .missing(line: expectedLine ?? 0, expected: expected ?? "")
    case .extra: .extra(line: heardLine ?? 0, heard: heard ?? "")
    }
  }
}

/// Compares two transcripts line by line, aligned by the standard library's Myers diff, so
/// one extra utterance is one extra line rather than everything after it differing.
///
/// Myers takes time in proportion to the lines times the differences, so two long and very
/// different transcripts would take minutes. Beyond `myersLimit` lines the alignment is
/// bounded: the common start and end are set aside, lines that occur once on each side
/// anchor the rest (as patience diff does), Myers aligns each stretch between anchors, and
/// a stretch still longer than the limit is aligned window by window of `myersLimit / 2`
/// lines a side. Inputs within the limit are aligned exactly as before.
public enum TranscriptDiff {
  /// The most lines, both sides together, that one Myers alignment is given.
  public static let myersLimit = 1_000

  /// The differences from `expected` to `heard`, in order.
  public static func compare(expected: [String], heard: [String], options: DiffOptions = DiffOptions())
    -> [TranscriptDifference]
  {
    compare(
      expected: expected.map { TranscriptEntry(text: $0) }, heard: heard.map { TranscriptEntry(text: $0) }, options: options)
  }

  /// The differences from `expected` to `heard`, in order, comparing each utterance's
  /// tone and event too where every utterance of both records one (otc's JSON Lines),
  /// unless `options` ignores them. A changed line whose tone or event differs names both.
  public static func compare(
    expected: [TranscriptEntry], heard: [TranscriptEntry], options: DiffOptions = DiffOptions()
  ) -> [TranscriptDifference] {
    alignment(expected: expected, heard: heard, options: options).compactMap(\.difference)
  }

  /// Every line of both transcripts, paired as `compare` pairs them: what a script or a
  /// test report needs (`otc diff --format json`, `--junit`).
  public static func alignment(
    expected: [TranscriptEntry], heard: [TranscriptEntry], options: DiffOptions = DiffOptions()
  ) -> [AlignedLine] {
    let all = expected + heard
    let tones = !options.ignoreTone && !all.isEmpty && all.allSatisfy { $0.tone != nil }
    let events = !options.ignoreEvents && !all.isEmpty && all.allSatisfy { $0.event != nil }
    // Lines become numbers once, so every comparison after is of integers.
    var numbers: [String: Int] = [:]
    func number(_ entry: TranscriptEntry) -> Int {
      var key = options.normalize(entry.text)
      if tones { key += "\u{1F}" + (entry.tone ?? "") }
      if events { key += "\u{1F}" + (entry.event ?? "") }
      if let known = numbers[key] { return known }
      numbers[key] = numbers.count
      return numbers.count - 1
    }
    let left = expected.map(number)
    let right = heard.map(number)
    let (removed, inserted) = Alignment.edits(left, right)
    func describe(_ entry: TranscriptEntry, beside other: TranscriptEntry) -> String {
      var marks: [String] = []
      if tones, entry.tone != other.tone { marks.append("tone \(entry.tone ?? "")") }
      if events, entry.event != other.event { marks.append("event \(entry.event ?? "")") }
      return marks.isEmpty ? entry.text : "\(entry.text) (\(marks.joined(separator: ", ")))"
    }
    return align(expected: expected.map(\.text), heard: heard.map(\.text), removed: removed, inserted: inserted) {
      (describe(expected[$0], beside: heard[$1]), describe(heard[$1], beside: expected[$0]))
    }
  }

  /// The differences, given which lines of each side an alignment left unmatched: a line
  /// out and a line in at the same place are one changed line.
  static func differences(expected: [String], heard: [String], removed: Set<Int>, inserted: Set<Int>)
    -> [TranscriptDifference]
  {
    align(expected: expected, heard: heard, removed: removed, inserted: inserted).compactMap(\.difference)
  }

  /// Every line of both sides, given which lines an alignment left unmatched.
  static func align(
    expected: [String], heard: [String], removed: Set<Int>, inserted: Set<Int>,
    describeChange: ((Int, Int) -> (expected: String, heard: String))? = nil
  ) -> [AlignedLine] {
    var lines: [AlignedLine] = []
    var i = 0
    var j = 0
    while i < expected.count || j < heard.count {
      let isRemoved = i < expected.count && removed.contains(i)
      let isInserted = j < heard.count && inserted.contains(j)
      switch (isRemoved, isInserted) {
      case (true, true):
        let (was, now) = describeChange?(i, j) ?? (expected[i], heard[j])
        lines.append(AlignedLine(status: .changed, expectedLine: i + 1, heardLine: j + 1, expected: was, heard: now))
        i += 1
        j += 1
      case (true, false):
        lines.append(AlignedLine(status: .missing, expectedLine: i + 1, expected: expected[i]))
        i += 1
      case (false, true):
        lines.append(AlignedLine(status: .extra, heardLine: j + 1, heard: heard[j]))
        j += 1
      case (false, false):
        if i < expected.count, j < heard.count {
          lines.append(AlignedLine(status: .same, expectedLine: i + 1, heardLine: j + 1, expected: expected[i], heard: heard[j]))
        }
        i += 1
        j += 1
      }
    }
    return lines
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

/// The bounded alignment behind `TranscriptDiff`: which lines of each side are not matched.
enum Alignment {
  static func edits(_ left: [Int], _ right: [Int]) -> (removed: Set<Int>, inserted: Set<Int>) {
    var removed = Set<Int>()
    var inserted = Set<Int>()
    var stretches = [(left: 0..<left.count, right: 0..<right.count)]
    while let (a, b) = stretches.popLast() {
      var a = a
      var b = b
      while let first = a.first, let other = b.first, left[first] == right[other] {
        a = a.dropFirst()
        b = b.dropFirst()
      }
      while let last = a.last, let other = b.last, left[last] == right[other] {
        a = a.dropLast()
        b = b.dropLast()
      }
      if a.isEmpty || b.isEmpty {
        removed.formUnion(a)
        inserted.formUnion(b)
      } else if a.count + b.count <= TranscriptDiff.myersLimit {
        myers(left, a, right, b, &removed, &inserted)
      } else if let anchors = Optional(uniqueAnchors(left, a, right, b)), !anchors.isEmpty {
        var startA = a.lowerBound
        var startB = b.lowerBound
        for (i, j) in anchors {
          stretches.append((startA..<i, startB..<j))
          startA = i + 1
          startB = j + 1
        }
        stretches.append((startA..<a.upperBound, startB..<b.upperBound))
      } else {
        // Nothing to anchor on: align window by window, each within Myers's limit.
        let window = TranscriptDiff.myersLimit / 2
        var i = a.lowerBound
        var j = b.lowerBound
        while i < a.upperBound || j < b.upperBound {
          let nextA = min(i + window, a.upperBound)
          let nextB = min(j + window, b.upperBound)
          myers(left, i..<nextA, right, j..<nextB, &removed, &inserted)
          i = nextA
          j = nextB
        }
      }
    }
    return (removed, inserted)
  }

  /// The standard library's Myers diff on one stretch of each side.
  private static func myers(
    _ left: [Int], _ a: Range<Int>, _ right: [Int], _ b: Range<Int>, _ removed: inout Set<Int>, _ inserted: inout Set<Int>
  ) {
    for change in right[b].difference(from: left[a]) {
      switch change {
      case .remove(let offset, _, _): removed.insert(a.lowerBound + offset)
      case .insert(let offset, _, _): inserted.insert(b.lowerBound + offset)
      }
    }
  }

  /// Pairs of positions of lines that occur exactly once in each stretch, the longest
  /// chain of them in order on both sides (a longest increasing subsequence).
  private static func uniqueAnchors(_ left: [Int], _ a: Range<Int>, _ right: [Int], _ b: Range<Int>) -> [(Int, Int)] {
    var counts: [Int: (left: Int, right: Int, at: Int)] = [:]
    for i in a { counts[left[i], default: (0, 0, 0)].left += 1 }
    for j in b {
      counts[right[j], default: (0, 0, 0)].right += 1
      counts[right[j]]!.at = j
    }
    var pairs: [(Int, Int)] = []
    for i in a {
      if let entry = counts[left[i]], entry.left == 1, entry.right == 1 { pairs.append((i, entry.at)) }
    }
    // Patience sorting on the right-hand positions.
    var tails: [Int] = []  // index into pairs of the smallest tail of each length
    var previous = [Int](repeating: -1, count: pairs.count)
    for (index, pair) in pairs.enumerated() {
      var low = 0
      var high = tails.count
      while low < high {
        let middle = (low + high) / 2
        if pairs[tails[middle]].1 < pair.1 { low = middle + 1 } else { high = middle }
      }
      if low > 0 { previous[index] = tails[low - 1] }
      if low == tails.count { tails.append(index) } else { tails[low] = index }
    }
    var chain: [(Int, Int)] = []
    var index = tails.last ?? -1
    while index >= 0 {
      chain.append(pairs[index])
      index = previous[index]
    }
    return chain.reversed()
  }
}
