import Wording
import Announcer
import FoundationEssentials
import Glibc

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
  /// Compare in one vocabulary of roles and states across screen readers
  /// (`RoleVocabulary`): parts in any order, case and punctuation aside.
  public var roles = false

  /// Creates options that overlook nothing unless asked.
  public init(
    ignoreCase: Bool = false, ignorePunctuation: Bool = false, ignoreHints: Bool = false,
    ignoreWhitespace: Bool = false, ignoreTone: Bool = false, ignoreEvents: Bool = false, roles: Bool = false
  ) {
    self.roles = roles
    self.ignoreCase = ignoreCase
    self.ignorePunctuation = ignorePunctuation
    self.ignoreHints = ignoreHints
    self.ignoreWhitespace = ignoreWhitespace
    self.ignoreTone = ignoreTone
    self.ignoreEvents = ignoreEvents
  }

  /// The options that overlook something, as the command line spells them ("--roles").
  public var flags: [String] {
    [
      (roles, "--roles"), (ignoreCase, "--ignore-case"), (ignorePunctuation, "--ignore-punctuation"),
      (ignoreHints, "--ignore-hints"), (ignoreWhitespace, "--ignore-whitespace"), (ignoreTone, "--ignore-tone"),
      (ignoreEvents, "--ignore-events"),
    ].filter { $0.0 }.map { $0.1 }
  }

  /// Whether lines compare exactly as they are, byte for byte (no option changes them).
  public var comparesExactly: Bool { !ignoreCase && !ignorePunctuation && !ignoreHints && !ignoreWhitespace && !roles }

  /// The form of `line` that is compared: case, punctuation and white space normalised
  /// first, then hints dropped, then roles and states put in one vocabulary, so that
  /// adding an option only ever makes more lines equal.
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
    if roles { result = RoleVocabulary.canonical(result) }
    return result
  }
}

/// Drops hint phrases from an utterance, matched word by word: whatever the letter case,
/// the punctuation around them ("…text field. Double tap to edit.") or a hyphen
/// ("double-tap to edit").
enum HintRemoval {
  /// Every hint of the vocabulary (VoiceOver's, TalkBack's, Orca's tutorial message) in
  /// each language, as lowercase words, longest first ("double tap to edit text" before
  /// "double tap to edit"), and the wording otc's pt-BR used before it followed
  /// VoiceOver's, so older transcripts compare too. NVDA has no hint of its own for a
  /// text field: what it says as help (an object's description) is the app's.
  static let hints = PhraseIndex(
    (RoleVocabulary.entries.filter { $0.concept == .hint }.map(\.words) + ["toque duas vezes para editar"]).map { ($0, .hint) })

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
      if let hint = hints.match(in: words, at: start) { return (start, hint.count) }
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

  /// The difference as one sentence that reads well aloud, in English.
  public var sentence: String { message.text(in: .english) }

  /// The difference as one sentence that reads well aloud.
  public var message: Message {
    switch self {
    case .changed(let line, let expected, let heard): Message(.diffLineChanged, "\(line)", "\(expected)", "\(heard)")
    case .missing(let line, let expected): Message(.diffLineMissing, "\(line)", "\(expected)")
    case .extra(let line, let heard): Message(.diffLineExtra, "\(line)", "\(heard)")
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
    var lines: [AlignedLine] = []
    visitAlignment(expected: expected, heard: heard, options: options) { lines.append($0) }
    return lines
  }

  /// The alignment, one line at a time, without holding it whole: what `otc diff` prints
  /// a line at a time, so that comparing two large logs takes memory for the logs, not
  /// for the report as well.
  public static func visitAlignment(
    expected: [TranscriptEntry], heard: [TranscriptEntry], options: DiffOptions = DiffOptions(),
    _ body: (AlignedLine) throws -> Void
  ) rethrows {
    let tones =
      !options.ignoreTone && (!expected.isEmpty || !heard.isEmpty)
      && expected.allSatisfy { $0.tone != nil } && heard.allSatisfy { $0.tone != nil }
    let events =
      !options.ignoreEvents && (!expected.isEmpty || !heard.isEmpty)
      && expected.allSatisfy { $0.event != nil } && heard.allSatisfy { $0.event != nil }
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
    let distinct = numbers.count
    numbers = [:]
    let edits = Alignment.edits(left, right, distinct: distinct)
    func describe(_ entry: TranscriptEntry, beside other: TranscriptEntry) -> String {
      var marks: [String] = []
      if tones, entry.tone != other.tone { marks.append("tone \(entry.tone ?? "")") }
      if events, entry.event != other.event { marks.append("event \(entry.event ?? "")") }
      return marks.isEmpty ? entry.text : "\(entry.text) (\(marks.joined(separator: ", ")))"
    }
    try walk(
      expected: Lines(count: expected.count) { expected[$0].text }, heard: Lines(count: heard.count) { heard[$0].text },
      edits: edits, body: body
    ) {
      (describe(expected[$0], beside: heard[$1]), describe(heard[$1], beside: expected[$0]))
    }
  }

  /// The alignment of two plain-text transcripts, one line at a time, compared byte for
  /// byte (no option applies): what `otc diff` uses for large plain logs.
  public static func visitAlignment(
    expected: PlainTranscript, heard: PlainTranscript, _ body: (AlignedLine) throws -> Void
  ) rethrows {
    let (left, right, distinct) = PlainTranscript.numbers(expected, heard)
    let edits = Alignment.edits(left, right, distinct: distinct)
    try walk(
      expected: Lines(count: expected.count, text: expected.line), heard: Lines(count: heard.count, text: heard.line),
      edits: edits, body: body)
  }

  /// The differences that `removed` and `inserted` (line offsets) make.
  static func differences(expected: [String], heard: [String], removed: Set<Int>, inserted: Set<Int>)
    -> [TranscriptDifference]
  {
    let edits = Alignment.Edits(
      removed: expected.indices.map(removed.contains), inserted: heard.indices.map(inserted.contains))
    var found: [TranscriptDifference] = []
    walk(
      expected: Lines(count: expected.count) { expected[$0] }, heard: Lines(count: heard.count) { heard[$0] }, edits: edits
    ) { line in
      if let difference = line.difference { found.append(difference) }
    }
    return found
  }

  /// One side's lines, by number: the texts are made only for what is reported.
  struct Lines {
    var count: Int
    var text: (Int) -> String
  }

  /// Walks both transcripts along `edits`, calling `body` with each aligned line: a
  /// removed line beside an inserted one is a change.
  static func walk(
    expected: Lines, heard: Lines, edits: Alignment.Edits, body: (AlignedLine) throws -> Void,
    describeChange: ((Int, Int) -> (expected: String, heard: String))? = nil
  ) rethrows {
    var i = 0
    var j = 0
    while i < expected.count || j < heard.count {
      let isRemoved = i < expected.count && edits.removed[i]
      let isInserted = j < heard.count && edits.inserted[j]
      switch (isRemoved, isInserted) {
      case (true, true):
        let (was, now) = describeChange?(i, j) ?? (expected.text(i), heard.text(j))
        try body(AlignedLine(status: .changed, expectedLine: i + 1, heardLine: j + 1, expected: was, heard: now))
        i += 1
        j += 1
      case (true, false):
        try body(AlignedLine(status: .missing, expectedLine: i + 1, expected: expected.text(i)))
        i += 1
      case (false, true):
        try body(AlignedLine(status: .extra, heardLine: j + 1, heard: heard.text(j)))
        j += 1
      case (false, false):
        if i < expected.count, j < heard.count {
          try body(
            AlignedLine(status: .same, expectedLine: i + 1, heardLine: j + 1, expected: expected.text(i), heard: heard.text(j)))
        }
        i += 1
        j += 1
      }
    }
  }

  /// How many differences of each kind, as `summary` says them.
  public struct Tally: Sendable {
    public var changed = 0
    public var missing = 0
    public var extra = 0
    /// Lines the options made the same whose words differ: the two are equivalent, not identical.
    public var reworded = 0
    public var count: Int { changed + missing + extra }

    /// An empty tally.
    public init() {}

    /// Counts `line`'s difference, if it has one.
    public mutating func add(_ line: AlignedLine) {
      switch line.status {
      case .same: if line.expected != line.heard { reworded += 1 }
      case .changed: changed += 1
      case .missing: missing += 1
      case .extra: extra += 1
      }
    }
  }

  /// What each file was read as and how many utterances it holds, as one sentence:
  /// "Read a.txt as text, 6 utterances; b.log as an NVDA log, 6 utterances."
  public static func readSentence(
    expected: (name: String, format: ReadTranscript.Format, count: Int),
    heard: (name: String, format: ReadTranscript.Format, count: Int)
  ) -> Message {
    Message(
      .diffRead, "\(expected.name)", .message(expected.format.message),
      .message(.count(expected.count, one: .utterancesOne, many: .utterancesMany)), "\(heard.name)",
      .message(heard.format.message), .message(.count(heard.count, one: .utterancesOne, many: .utterancesMany)))
  }

  /// One sentence for a tally of differences. With none, the two are "Identical" only
  /// when every line is worded the same; lines that only `options` made equal are
  /// "Equivalent under" those options.
  public static func summary(_ tally: Tally, expectedCount: Int, options: DiffOptions = DiffOptions()) -> Message {
    guard tally.count > 0 else {
      let utterances = Message.count(expectedCount, one: .utterancesOne, many: .utterancesMany)
      guard tally.reworded > 0 else { return Message(.diffIdentical, .message(utterances)) }
      return options.flags.isEmpty
        ? Message(.diffEquivalent, .message(utterances), "\(tally.reworded)")
        : Message(.diffEquivalentUnder, "\(options.flags.joined(separator: " "))", .message(utterances), "\(tally.reworded)")
    }
    let kinds = [(tally.changed, MessageKey.diffChanged), (tally.missing, .diffMissing), (tally.extra, .diffExtra)]
      .filter { $0.0 > 0 }.map { Message($0.1, "\($0.0)") }
    let listed = kinds.dropFirst().reduce(kinds[0]) { Message(.listPair, .message($0), .message($1)) }
    return Message(
      .diffSummary, .message(.count(tally.count, one: .differencesOne, many: .differencesMany)), .message(listed))
  }

  public static func summary(_ differences: [TranscriptDifference], expectedCount: Int) -> Message {
    var tally = Tally()
    for difference in differences {
      switch difference {
      case .changed: tally.changed += 1
      case .missing: tally.missing += 1
      case .extra: tally.extra += 1
      }
    }
    return summary(tally, expectedCount: expectedCount)
  }

  /// One sentence for a whole alignment: its differences, or whether the two are
  /// identical or only equivalent under `options`.
  public static func summary(_ alignment: [AlignedLine], expectedCount: Int, options: DiffOptions) -> Message {
    var tally = Tally()
    for line in alignment { tally.add(line) }
    return summary(tally, expectedCount: expectedCount, options: options)
  }

}

/// The bounded alignment behind `TranscriptDiff`: which lines of each side are not matched.
enum Alignment {
  /// Which lines of each side are not in the other: one flag a line.
  struct Edits {
    var removed: [Bool]
    var inserted: [Bool]
  }

  /// The edits that turn `left` into `right`, lines numbered `0..<distinct`.
  static func edits(_ left: [Int], _ right: [Int], distinct: Int) -> Edits {
    var edits = Edits(removed: Array(repeating: false, count: left.count), inserted: Array(repeating: false, count: right.count))
    // Counts by line number, reused by every stretch (a dictionary of a million lines
    // would take more memory than the lines themselves).
    var counts = Counts(distinct: distinct)
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
        mark(a, in: &edits.removed)
        mark(b, in: &edits.inserted)
      } else if a.count + b.count <= TranscriptDiff.myersLimit {
        myers(left, a, right, b, &edits)
      } else if let anchors = Optional(uniqueAnchors(left, a, right, b, &counts)), !anchors.isEmpty {
        var startA = a.lowerBound
        var startB = b.lowerBound
        for (i, j) in anchors {
          stretches.append((startA..<i, startB..<j))
          startA = i + 1
          startB = j + 1
        }
        stretches.append((startA..<a.upperBound, startB..<b.upperBound))
      } else {
        // Nothing to anchor on: align window by window, each within Myers's limit. A
        // window with no line in common (all unique lines out of order) needs no Myers.
        let window = TranscriptDiff.myersLimit / 2
        var i = a.lowerBound
        var j = b.lowerBound
        while i < a.upperBound || j < b.upperBound {
          let nextA = min(i + window, a.upperBound)
          let nextB = min(j + window, b.upperBound)
          let windowLines = Set(left[i..<nextA])
          if right[j..<nextB].contains(where: windowLines.contains) {
            myers(left, i..<nextA, right, j..<nextB, &edits)
          } else {
            mark(i..<nextA, in: &edits.removed)
            mark(j..<nextB, in: &edits.inserted)
          }
          i = nextA
          j = nextB
        }
      }
    }
    return edits
  }

  private static func mark(_ range: Range<Int>, in flags: inout [Bool]) {
    for index in range { flags[index] = true }
  }

  private static func myers(_ left: [Int], _ a: Range<Int>, _ right: [Int], _ b: Range<Int>, _ edits: inout Edits) {
    for change in right[b].difference(from: left[a]) {
      switch change {
      case .remove(let offset, _, _): edits.removed[a.lowerBound + offset] = true
      case .insert(let offset, _, _): edits.inserted[b.lowerBound + offset] = true
      }
    }
  }

  /// Pairs of positions of lines that occur exactly once in each stretch, the longest
  /// chain of them in order on both sides (a longest increasing subsequence).
  /// How often each line occurs on each side of one stretch, and where on the right.
  struct Counts {
    var left: [Int32]
    var right: [Int32]
    var at: [Int32]

    init(distinct: Int) {
      left = Array(repeating: 0, count: distinct)
      right = Array(repeating: 0, count: distinct)
      at = Array(repeating: 0, count: distinct)
    }
  }

  private static func uniqueAnchors(
    _ left: [Int], _ a: Range<Int>, _ right: [Int], _ b: Range<Int>, _ counts: inout Counts
  ) -> [(Int, Int)] {
    for i in a { counts.left[left[i]] &+= 1 }
    for j in b {
      counts.right[right[j]] &+= 1
      counts.at[right[j]] = Int32(j)
    }
    var pairs: [(Int, Int)] = []
    for i in a where counts.left[left[i]] == 1 && counts.right[left[i]] == 1 {
      pairs.append((i, Int(counts.at[left[i]])))
    }
    // Back to zero for the next stretch, touching only what this one set.
    for i in a { counts.left[left[i]] = 0 }
    for j in b { counts.right[right[j]] = 0 }
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
