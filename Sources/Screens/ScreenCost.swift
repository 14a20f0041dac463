import Announcer
import CodeEntry
import Transcripts
import Utterances

/// What a real screen's code entry costs a listener, in the figures `otc compare` gives
/// the two designs otc knows: the swipes from the code entry's first field to its last,
/// the utterances and words heard on the way, their seconds, and whether the digits
/// arrive in code order.
public enum ScreenCost {
  /// The screen's fields holding `code`: a single field its digits (as the app hands
  /// them to the screen reader, a number), split fields one digit each. `nil` when the
  /// screen holds no code entry, or split fields that are not as many as the digits.
  public static func filled(_ screen: Screen, with code: [Digit]) -> Screen? {
    guard let fields = screen.codeEntry else { return nil }
    guard fields.count == 1 || fields.count == code.count else { return nil }
    var filled = screen
    for (offset, field) in fields.enumerated() {
      guard let index = filled.elements.firstIndex(of: field) else { return nil }
      filled.elements[index].value =
        fields.count == 1 ? String(code.map(\.character)) : String(code[offset].character)
    }
    return filled
  }

  /// The digits the screen's code entry holds, when every field holds its digit.
  public static func code(in screen: Screen) -> [Digit]? {
    guard let fields = screen.codeEntry else { return nil }
    let digits = fields.flatMap { $0.value.compactMap(Digit.init) }
    let expected = fields.count == 1 ? fields[0].value.count : fields.count
    return digits.count == expected && (CodeLength.minimum...CodeLength.maximum).contains(digits.count) ? digits : nil
  }

  /// The screen's four rows, forward and backward, hints on and off, for `reader` in
  /// `language`; `measure` gives the seconds one utterance takes.
  public static func rows(
    _ screen: Screen, reader: ScreenReaderModel, language: Language, measure: (Utterance) throws -> Double
  ) rethrows -> [DesignCost] {
    guard let fields = screen.codeEntry else { return [] }
    var rows: [DesignCost] = []
    for direction in SwipeDirection.allCases {
      for hints in [true, false] {
        let speech = ScreenSpeech(reader: reader, verbosity: Verbosity(language: language, hints: hints))
        let stops = speech.stops(of: screen, direction: direction)
        let positions = fields.compactMap { field in stops.firstIndex(of: field) }
        guard let first = positions.min(), let last = positions.max() else { continue }
        let heard = stops[first...last].map(speech.utterance(for:))
        var seconds = 0.0
        for utterance in heard { seconds += try measure(utterance) }
        rows.append(
          DesignCost(
            design: "screen", direction: direction.rawValue, hints: hints, swipes: heard.count, utterances: heard.count,
            words: heard.reduce(0) {
              $0 + NumberWords.count(in: $1.text, language: language, numeralsAsNumbers: $1.numeralsAsNumbers)
            },
            seconds: seconds, digitsInCodeOrder: fields.count == 1 || direction == .forward,
            valueReading: (fields.count == 1 ? ValueReading.number : .spelled).rawValue, screenReader: reader.rawValue))
      }
    }
    return rows
  }
}
