import Basics
import Announcer
import CodeEntry
import FoundationEssentials
import Glibc
import Wording

/// The listening cost of one code-field design, swiping one way, with hints on or off.
public struct DesignCost: Hashable, Sendable, Codable {
  /// "single" or "per-digit".
  public var design: String
  /// "forward" or "backward".
  public var direction: String
  /// Whether hints were spoken.
  public var hints: Bool
  /// Swipes to hear the whole code.
  public var swipes: Int
  /// Utterances heard.
  public var utterances: Int
  /// Words heard, a number read as a number counted in the words it is said in.
  public var words: Int
  /// Seconds of speech, measured by synthesis.
  public var seconds: Double
  /// Whether the digits arrive in code order (false: reversed).
  public var digitsInCodeOrder: Bool
  /// How the single field's value is read: "spelled" (digit by digit) or "number".
  public var valueReading: String = ValueReading.spelled.rawValue
  /// The screen reader heard: "voiceover" or "talkback".
  public var screenReader: String = ScreenReaderModel.voiceOver.rawValue

  /// Creates a row.
  public init(
    design: String, direction: String, hints: Bool, swipes: Int, utterances: Int, words: Int, seconds: Double,
    digitsInCodeOrder: Bool, valueReading: String = ValueReading.spelled.rawValue,
    screenReader: String = ScreenReaderModel.voiceOver.rawValue
  ) {
    self.design = design
    self.direction = direction
    self.hints = hints
    self.swipes = swipes
    self.utterances = utterances
    self.words = words
    self.seconds = seconds
    self.digitsInCodeOrder = digitsInCodeOrder
    self.valueReading = valueReading
    self.screenReader = screenReader
  }

  /// The row as one sentence for listening, in English.
  public var sentence: String { sentence(namingTheScreenReader: false) }

  /// The row as one sentence, in English, beginning with the screen reader's name when
  /// rows of several, or of TalkBack, are heard.
  public func sentence(namingTheScreenReader naming: Bool) -> String {
    message(namingTheScreenReader: naming).text(in: .english)
  }

  /// The row as one sentence for listening, beginning with the screen reader's name when
  /// rows of several, or of TalkBack, are heard.
  public func message(namingTheScreenReader naming: Bool) -> Message {
    let hintWords = Message(hints ? .hintsOn : .hintsOff)
    let row = Message(
      .designRow, "\(design)", "\(direction)",
      .message(valueReading == ValueReading.number.rawValue ? Message(.valueReadAsNumber, .message(hintWords)) : hintWords),
      .message(.count(swipes, one: .swipesOne, many: .swipesMany)),
      .message(.count(utterances, one: .utterancesOne, many: .utterancesMany)),
      .message(.count(words, one: .wordsOne, many: .wordsMany)), .message(Message(.secondsCount, "\(seconds.fixed(1))")),
      .message(Message(digitsInCodeOrder ? .digitsInCodeOrder : .digitsReversed)))
    guard naming else { return row }
    return Message(.listPair, "\(ScreenReaderModel(rawValue: screenReader)?.name ?? screenReader)", .message(row))
  }
}

/// The listening cost of a transcript a user recorded: the same figures as a design's,
/// for comparing two recordings (a screen reader's version against another, say).
public struct TranscriptCost: Hashable, Sendable, Codable {
  /// The transcript's name (its file).
  public var name: String
  /// Utterances heard.
  public var utterances: Int
  /// Words heard, a run of three digits or more counted digit by digit, as it is spoken.
  public var words: Int
  /// Seconds of speech, measured by synthesis.
  public var seconds: Double

  /// Measures `lines`, named `name`; `measure` gives the seconds one utterance takes.
  public static func measure(name: String, lines: [String], language: Language, measure: (Utterance) throws -> Double)
    rethrows -> TranscriptCost
  {
    let seconds = try lines.reduce(0) { try $0 + measure(Utterance(event: "transcript", parts: [$1], language: language)) }
    return TranscriptCost(
      name: name, utterances: lines.count,
      words: lines.reduce(0) { $0 + NumberWords.count(in: $1, language: language, numeralsAsNumbers: false) },
      seconds: (seconds * 100).rounded() / 100)
  }

  /// The row as one sentence for listening, in English.
  public var sentence: String { message.text(in: .english) }

  /// The row as one sentence for listening.
  public var message: Message {
    Message(
      .transcriptCostRow, "\(name)", .message(.count(utterances, one: .utterancesOne, many: .utterancesMany)),
      .message(.count(words, one: .wordsOne, many: .wordsMany)), .message(Message(.secondsCount, "\(seconds.fixed(1))")))
  }

  /// Rows as CSV with a header line.
  public static func csv(_ rows: [TranscriptCost]) -> String {
    "transcript,utterances,words,seconds\n"
      + rows.map { "\($0.name.replacing(",", with: " ")),\($0.utterances),\($0.words),\($0.seconds.fixed(2))\n" }
      .joined()
  }

  /// Rows as a JSON array, keys sorted.
  public static func json(_ rows: [TranscriptCost]) -> String { jsonArray(rows) }
}

/// "1 word", "6 words": a count as it is said.
public func plural(_ count: Int, _ noun: String) -> String { "\(count) \(noun)\(count == 1 ? "" : "s")" }

/// `rows` as a pretty JSON array, keys sorted, one newline after. Encoding plain values
/// cannot fail.
private func jsonArray(_ rows: some Encodable) -> String {
  let encoder = JSONEncoder()
  encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
  return String(decoding: try! encoder.encode(rows), as: UTF8.self) + "\n"
}

/// Puts the field designs side by side for one code: single and per-digit, forward and
/// backward, hints on and off.
public enum DesignComparison {
  /// What a listener is told once, under the rows: why the single field's reading matters.
  public static let spellOutNote = Message(.voiceOverSpellOutNote)

  /// The same for TalkBack, whose app marks the text with a TtsSpan.
  public static let talkBackSpellOutNote = Message(.talkBackSpellOutNote)

  /// What a listener is told under the rows of `readers`.
  public static func notes(for readers: [ScreenReaderModel]) -> [Message] {
    readers.map { $0 == .voiceOver ? spellOutNote : talkBackSpellOutNote }
  }

  /// The eight rows, and four more for each further way of reading the single field's
  /// value in `readings`, for each screen reader of `readers`, side by side: each row of
  /// the first is followed by the same row of the next. `measure` gives the seconds one
  /// utterance takes to speak.
  public static func rows(
    code: [Digit], language: Language, readings: [ValueReading] = [.spelled], readers: [ScreenReaderModel] = [.voiceOver],
    measure: (Utterance) throws -> Double
  ) rethrows -> [DesignCost] {
    var rows: [DesignCost] = []
    let cases =
      FieldDesign.allCases.flatMap { design in
        readings.contains(.spelled) || design == .perDigit ? [(design, ValueReading.spelled)] : []
      } + readings.filter { $0 != .spelled }.map { (FieldDesign.single, $0) }
    for (design, reading) in cases {
      for direction in SwipeDirection.allCases {
        for hints in [true, false] {
          for reader in readers {
            let screen = ScreenReading(
              reader: reader, design: design, direction: direction,
              verbosity: Verbosity(language: language, hints: hints, valueReading: reading))
            let heard = screen.elements(showing: code)
            let utterances = screen.utterances(for: heard)
            let seconds = try utterances.reduce(0) { try $0 + measure($1) }
            rows.append(
              DesignCost(
                design: design.rawValue, direction: direction.rawValue, hints: hints, swipes: heard.count,
                utterances: utterances.count,
                words: utterances.reduce(0) {
                  $0 + NumberWords.count(in: $1.text, language: language, numeralsAsNumbers: $1.numeralsAsNumbers)
                },
                seconds: seconds,
                digitsInCodeOrder: arriveInCodeOrder(heard), valueReading: reading.rawValue,
                screenReader: reader.rawValue))
          }
        }
      }
    }
    return rows
  }

  /// Whether the digits reach the listener first to last: the single field says them in
  /// order; per-digit fields do only when their positions rise.
  private static func arriveInCodeOrder(_ elements: [FieldElement]) -> Bool {
    let positions = elements.compactMap { element -> Int? in
      if case .digitField(let position, _, _, _) = element { return position }
      return nil
    }
    return zip(positions, positions.dropFirst()).allSatisfy { $0 < $1 }
  }

  /// The rows as CSV with a header line.
  public static func csv(_ rows: [DesignCost]) -> String {
    var text = "design,direction,hints,swipes,utterances,words,seconds,digit_order,value_reading,screen_reader\n"
    for row in rows {
      text +=
        "\(row.design),\(row.direction),\(row.hints ? "on" : "off"),\(row.swipes),\(row.utterances),"
        + "\(row.words),\(row.seconds.fixed(2)),\(row.digitsInCodeOrder ? "code" : "reversed"),"
        + "\(row.valueReading),\(row.screenReader)\n"
    }
    return text
  }

  /// The rows as a JSON array, keys sorted.
  public static func json(_ rows: [DesignCost]) -> String {
    jsonArray(
      rows.map { row -> DesignCost in
        var copy = row
        copy.seconds = (row.seconds * 100).rounded() / 100
        return copy
      })
  }
}
