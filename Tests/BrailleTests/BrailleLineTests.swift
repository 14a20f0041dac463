import Braille
import Testing

@Suite struct BrailleLineTests {
  @Test func aLineKeepsTheFieldPositionOfEachCell() {
    var line = BrailleLine("Code: ")
    line.append("9", position: 0)
    line.append("8", position: 1)
    line.markCursor()
    line.append("_ _")
    #expect(line.text == "Code: 98_ _")
    #expect(line.cursor == 8)
    #expect(line.positions == [nil, nil, nil, nil, nil, nil, 0, 1, nil, nil, nil])
  }
}

@Suite struct BrailleWindowTests {
  func line(_ length: Int, cursor: Int?) -> BrailleLine {
    var line = BrailleLine()
    for index in 0..<length { line.append(String(index % 10), position: index) }
    if let cursor { line.markCursor(at: cursor) }
    return line
  }

  @Test func aNewLineShowsTheWindowWithItsCursor() {
    var window = BrailleWindow(width: 10)
    let long = line(25, cursor: 23)
    window.follow(long)
    #expect(window.offset == 20)
    let (cells, cursor) = window.shown(long)
    #expect(cells.count == 10)
    #expect(String(String.UnicodeScalarView(cells)) == "01234     ")
    #expect(cursor == 3)
    // A cursor just past the last cell, at the end of a full window, opens the next one.
    window.follow(line(20, cursor: 20))
    #expect(window.offset == 20)
  }

  @Test func panningStopsAtEitherEnd() {
    var window = BrailleWindow(width: 10)
    let long = line(25, cursor: nil)
    window.follow(long)
    #expect(window.offset == 0)
    let moves = [window.panLeft(), window.panRight(over: long), window.panRight(over: long)]
    #expect(moves == [false, true, true])
    #expect(window.offset == 20)
    let more = [window.panRight(over: long), window.panLeft()]
    #expect(more == [false, true])
    #expect(window.offset == 10)
    #expect(window.shown(long).cursor == nil)
  }

  @Test func aRoutingKeyFindsTheFieldPositionUnderItsCell() {
    var window = BrailleWindow(width: 10)
    var long = BrailleLine("Label: ")
    long.append("98", position: 0)
    long.append("5", position: 2)
    window.follow(long)
    #expect(window.position(atCell: 7, of: long) == 0)
    #expect(window.position(atCell: 9, of: long) == 2)
    #expect(window.position(atCell: 2, of: long) == nil)
    #expect(window.position(atCell: 12, of: long) == nil)
  }
}

@Suite struct BrlAPIDeadlineTests {
  /// The time brltty has to take the display is 0.5 s unless OTC_BRAILLE_DEADLINE sets
  /// another, more than 0 and at most 60 seconds; anything else keeps the default.
  @Test(
    arguments: [
      (nil, 0.5), ("2", 2.0), ("0.25", 0.25), ("60", 60.0), ("0", 0.5), ("-1", 0.5), ("61", 0.5), ("soon", 0.5),
      ("nan", 0.5), ("", 0.5),
    ] as [(String?, Double)])
  func theDeadlineIsHalfASecondUnlessTheEnvironmentSetsASaneOne(text: String?, expected: Double) {
    let environment = text.map { ["OTC_BRAILLE_DEADLINE": $0] } ?? [:]
    #expect(BrlAPIDisplay.deadline(in: environment) == expected)
  }
}
