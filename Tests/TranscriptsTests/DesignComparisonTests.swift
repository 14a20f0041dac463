import Announcer
import CodeEntry
import Foundation
import Testing
import Transcripts

@Suite struct DesignComparisonTests {
  let code = "985391".compactMap { Digit($0) }

  /// A stand-in for synthesis: a tenth of a second a word.
  func rows(_ language: Language = .english) -> [DesignCost] {
    DesignComparison.rows(code: code, language: language) { Double($0.text.split(separator: " ").count) / 10 }
  }

  @Test func eightRowsEveryDesignDirectionAndHint() {
    let rows = rows()
    #expect(rows.count == 8)
    #expect(Set(rows.map { "\($0.design) \($0.direction) \($0.hints)" }).count == 8)
  }

  @Test func aNumberReadingAddsFourSingleFieldRows() {
    let rows = DesignComparison.rows(code: code, language: .english, readings: [.spelled, .number]) {
      Double($0.text.split(separator: " ").count) / 10
    }
    #expect(rows.count == 12)
    let number = rows.filter { $0.valueReading == "number" }
    #expect(number.count == 4 && number.allSatisfy { $0.design == "single" })
    #expect(number.first?.sentence.hasPrefix("single, forward, hints on, value read as a number: ") == true)
    let read = Announcer(verbosity: Verbosity(valueReading: .number)).utterance(for: .codeField(digits: code, length: 6))
    #expect(read.text == "Access code, 985391, text field, double tap to edit")
    #expect(read.numeralsAsNumbers)
    // The number counts in the words it is said in: "nine hundred eighty-five thousand
    // three hundred ninety-one" is 7, one more than the six digits spelled.
    let spelledWords = rows.first { $0.design == "single" && $0.hints && $0.valueReading == "spelled" }?.words
    #expect(spelledWords == 14 && number.first?.words == 15)
  }

  /// A recorded transcript's words are counted as they are heard: a code's digits one by
  /// one, as otc speaks a run of three or more, and a short number as the number it is.
  @Test func aTranscriptCountsDigitsAsTheyAreHeard() {
    let cost = TranscriptCost.measure(
      name: "t", lines: ["Code 985391", "30 seconds to answer"], language: .english, measure: { _ in 1 })
    #expect(cost.words == 1 + 6 + 4)
  }

  @Test func perDigitWithHintsCostsMoreThanTheSingleField() {
    let rows = rows()
    let single = rows.filter { $0.design == "single" }
    for row in rows where row.design == "per-digit" && row.hints {
      #expect(single.allSatisfy { row.words > $0.words && row.seconds > $0.seconds })
      #expect(row.swipes == 6 && row.utterances == 6)
    }
  }

  @Test func onlyBackwardPerDigitReversesTheDigits() {
    for row in rows() {
      #expect(row.digitsInCodeOrder == !(row.design == "per-digit" && row.direction == "backward"))
    }
  }

  @Test func theTextFormIsOneSentenceARow() {
    let row = rows().first { $0.design == "per-digit" && $0.direction == "backward" && $0.hints }!
    #expect(row.sentence == "per-digit, backward, hints on: 6 swipes, 6 utterances, 42 words, 4.2 seconds, digits reversed")
    let single = rows().first { $0.design == "single" && $0.hints }!
    #expect(single.sentence == "single, forward, hints on: 1 swipe, 1 utterance, 14 words, 1.4 seconds, digits in code order")
  }

  /// With both screen readers, each VoiceOver row is followed by TalkBack's, named.
  @Test func bothScreenReadersSideBySide() {
    let code = "985391".compactMap { Digit($0) }
    let rows = DesignComparison.rows(code: code, language: .english, readers: [.voiceOver, .talkBack]) {
      Double($0.text.split(separator: " ").count) / 10
    }
    #expect(rows.count == 16)
    #expect(rows.map(\.screenReader) == Array(repeating: ["voiceover", "talkback"], count: 8).flatMap { $0 })
    #expect(
      zip(rows, rows.dropFirst()).enumerated().filter { $0.offset % 2 == 0 }.allSatisfy {
        $0.element.0.design == $0.element.1.design && $0.element.0.direction == $0.element.1.direction
          && $0.element.0.hints == $0.element.1.hints
      })
    #expect(rows[1].sentence(namingTheScreenReader: true).hasPrefix("TalkBack, single, forward, hints on: 1 swipe"))
    #expect(DesignComparison.csv(rows).split(separator: "\n")[2].hasSuffix(",spelled,talkback"))
  }

  @Test func csvAndJsonCarryTheSameRows() throws {
    let rows = rows()
    let csv = DesignComparison.csv(rows).split(separator: "\n")
    #expect(csv.count == 9)
    #expect(csv[0] == "design,direction,hints,swipes,utterances,words,seconds,digit_order,value_reading,screen_reader")
    #expect(csv[7] == "per-digit,backward,on,6,6,42,4.20,reversed,spelled,voiceover")
    let decoded = try JSONDecoder().decode([DesignCost].self, from: Data(DesignComparison.json(rows).utf8))
    #expect(decoded.map(\.words) == rows.map(\.words))
  }
}
