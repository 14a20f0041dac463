import Announcer
import CodeEntry
import Foundation
import SafeIO
import OTCTestSupport
import SpeechOutput
import Testing

@testable import TerminalPrompt
import TranscriptRecording
import Transcripts

/// The prompt driven through a fake terminal and a fake synthesizer, key by key.
@Suite struct PromptTests {
  struct Run {
    var outcome: PromptOutcome
    var terminal: FakeTerminal
    var synthesizer: FakeSynthesizer
    var records: [Transcript.Record]
  }

  func run(_ terminal: FakeTerminal, _ settings: PromptSettings = PromptSettings()) throws -> Run {
    let synthesizer = FakeSynthesizer()
    let speaker = Speaker(synthesizer: synthesizer, sink: NullSink())
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("otc-\(UUID().uuidString).jsonl").path
    defer { try? FileManager.default.removeItem(atPath: path) }
    let recorder = TranscriptRecorder(file: try OutputFile(path: path))
    // Speech takes no virtual time here: the fake clock moves only when the script waits,
    // so it must not race ahead while the real speech thread works.
    let outcome = try Prompt(
      settings: settings, terminal: terminal, speaker: speaker, recorder: recorder, speechIsIdle: { true }
    ).run()
    try speaker.finish()
    try recorder.close()
    let records = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n").map {
      try JSONDecoder().decode(Transcript.Record.self, from: Data($0.utf8))
    }
    return Run(outcome: outcome, terminal: terminal, synthesizer: synthesizer, records: records)
  }

  /// Whether `spoken` appears in `lines` in the same order (speech may drop what a newer
  /// key interrupted, but never reorders or invents).
  func isInOrder(_ spoken: [String], within lines: [String]) -> Bool {
    var remaining = lines[...]
    for text in spoken {
      guard let index = remaining.firstIndex(of: text) else { return false }
      remaining = remaining[(index + 1)...]
    }
    return true
  }

  func code(_ text: String) -> [Digit] { text.compactMap { Digit($0) } }
  let opening = "Access code, text field, is editing, empty, 6 digits"

  @Test func typingTheCodeEchoesEachDigitAndSubmits() throws {
    let result = try run(FakeTerminal(typing: "985391"))
    #expect(result.outcome == .submitted(.code(code("985391"))))
    #expect(
      result.terminal.lines == [
        opening, "Nine", "Eight", "Five", "Three", "Nine", "One", "Code complete, nine eight five three nine one",
      ])
    #expect(result.records.map(\.text) == result.terminal.lines)
    #expect(isInOrder(result.synthesizer.spokenTexts, within: result.terminal.lines))
    #expect(result.synthesizer.spokenTexts.last == "Code complete, nine eight five three nine one")
    #expect(result.terminal.begins == 1 && result.terminal.ends == 1 && !result.terminal.isRaw)
  }

  @Test func backspaceSpeaksTheDeletedDigitLower() throws {
    let result = try run(FakeTerminal(typing: "98\u{7F}"))
    #expect(Array(result.terminal.lines.dropFirst()) == ["Nine", "Eight", "Eight, deleted", "Input ended after 1 of 6 digits"])
    let deleted = result.records.first { $0.event == "deleted" }
    #expect(deleted?.tone == "lowered")
    #expect(deleted?.parts == ["eight", "deleted"])
    #expect(result.outcome == .inputEnded(filled: 1, length: 6))
  }

  @Test func deleteKeyAndNothingToDelete() throws {
    let result = try run(FakeTerminal([.bytes(Array("\u{1B}[3~".utf8)), .bytes([0x39]), .bytes(Array("\u{1B}[3~".utf8))]))
    #expect(Array(result.terminal.lines.dropFirst().prefix(3)) == ["Nothing to delete", "Nine", "Nine, deleted"])
  }

  @Test func ctrlUClearsAndSaysSo() throws {
    let result = try run(FakeTerminal(typing: "985\u{15}"))
    #expect(result.terminal.lines[4] == "Cleared 3 digits")
  }

  @Test func aRejectedKeySaysWhyAndChangesNothing() throws {
    let result = try run(FakeTerminal(typing: "98x 5#391"))
    #expect(result.outcome == .submitted(.code(code("985391"))))
    #expect(result.terminal.lines.contains("Letter x is not a digit"))
    #expect(result.terminal.lines.contains("Space is not a digit"))
    #expect(result.terminal.lines.contains("Symbol number sign is not a digit"))
  }

  @Test func aControlKeyWithNoMeaningIsRejected() throws {
    let result = try run(FakeTerminal(typing: "\u{02}"))
    #expect(result.terminal.lines[1] == "Control key is not a digit")
  }

  @Test func aPasteGoesThroughThePasteRule() throws {
    let tooLong = try run(FakeTerminal([.bytes(Array("\u{1B}[200~9853912\u{1B}[201~".utf8))]))
    #expect(tooLong.terminal.lines[1] == "Paste has 7 digits, 6 fit")
    let good = try run(FakeTerminal([.bytes(Array("\u{1B}[200~985-391\u{1B}[201~".utf8))]))
    #expect(good.outcome == .submitted(.code(code("985391"))))
    #expect(good.terminal.lines[1] == "Pasted 6 digits, nine eight five three nine one")
  }

  @Test func leftAndRightReviewWithoutEditing() throws {
    let keys: [Key] = [.left, .left, .right, .home, .end, .right]
    let script: [FakeTerminal.Step] =
      "985".map { .bytes(Array(String($0).utf8)) }
      + keys.map { key in
        switch key {
        case .left: .bytes(Array("\u{1B}[D".utf8))
        case .right: .bytes(Array("\u{1B}[C".utf8))
        case .home: .bytes(Array("\u{1B}[H".utf8))
        default: .bytes(Array("\u{1B}[F".utf8))
        }
      }
    let result = try run(FakeTerminal(script))
    #expect(
      Array(result.terminal.lines[4...9]) == [
        "Digit 3 of 6, five", "Digit 2 of 6, eight", "Digit 3 of 6, five", "Digit 1 of 6, nine", "Digit 3 of 6, five",
        "Digit 3 of 6, five",
      ])
    #expect(result.outcome == .inputEnded(filled: 3, length: 6))
  }

  @Test func reviewWithNothingTyped() throws {
    let result = try run(FakeTerminal([.bytes(Array("\u{1B}[D".utf8))]))
    #expect(result.terminal.lines[1] == "Nothing typed yet")
  }

  @Test func upAndCtrlRReadEverythingTyped() throws {
    let result = try run(
      FakeTerminal([.bytes([0x39, 0x38]), .bytes(Array("\u{1B}[A".utf8)), .bytes([0x12]), .bytes(Array("\u{1B}[B".utf8))]))
    let readAll = "Access code, nine eight, text field, 2 of 6 digits, double tap to edit"
    #expect(Array(result.terminal.lines.suffix(4).prefix(3)) == [readAll, readAll, readAll])
  }

  @Test func enterOnAnIncompleteCodeSaysWhatIsMissing() throws {
    let result = try run(FakeTerminal(typing: "9853\r"))
    #expect(result.terminal.lines[5] == "4 of 6 digits, 2 missing")
  }

  /// Enter submits without saying "code complete" a second time; a change after the
  /// completion (a deletion, a digit again) makes Enter's completion worth saying again.
  @Test func withoutAutoSubmitEnterSubmits() throws {
    var settings = PromptSettings()
    settings.autoSubmit = false
    let result = try run(FakeTerminal(typing: "985391\r"), settings)
    #expect(result.outcome == .submitted(.code(code("985391"))))
    #expect(result.terminal.lines.filter { $0.hasPrefix("Code complete") }.count == 1)
    let changed = try run(FakeTerminal(typing: "985391\u{7F}1\r"), settings)
    #expect(changed.outcome == .submitted(.code(code("985391"))))
    #expect(changed.terminal.lines.filter { $0.hasPrefix("Code complete") }.count == 2)
  }

  @Test func escAndCtrlCCancel() throws {
    let escape = try run(FakeTerminal([.bytes([0x39]), .bytes([0x1B]), .wait(1)]))
    #expect(escape.outcome == .cancelled)
    #expect(escape.terminal.lines.last == "Cancelled")
    let interrupt = try run(FakeTerminal(typing: "9\u{03}"))
    #expect(interrupt.outcome == .cancelled)
  }

  @Test func aLoneEscapeIsToldApartFromASequence() throws {
    // ESC then "[D" within the escape delay is Left, not Esc.
    let result = try run(FakeTerminal([.bytes([0x39]), .bytes([0x1B]), .wait(0.01), .bytes(Array("[D".utf8))]))
    #expect(result.outcome == .inputEnded(filled: 1, length: 6))
    #expect(result.terminal.lines.contains("Digit 1 of 6, nine"))
  }

  @Test func theTimeoutWarnsTenSecondsBeforeThenTimesOut() throws {
    var settings = PromptSettings()
    settings.timeout = 30
    let result = try run(FakeTerminal([.bytes([0x39]), .wait(100)]), settings)
    #expect(result.outcome == .timedOut)
    #expect(result.terminal.lines[1] == "30 seconds to answer", "the opening says the limit")
    #expect(Array(result.terminal.lines.suffix(2)) == ["10 seconds left", "Timed out"])
  }

  /// Issue 27: the hint waits a second after the opening, as VoiceOver's hint delay; a key
  /// before then means the user needs none, and it is never said.
  @Test func theHintComesAfterAPauseUnlessAKeyComesFirst() throws {
    let quick = try run(FakeTerminal([.wait(0.5), .bytes(Array("985391".utf8))]))
    #expect(quick.outcome == .submitted(.code(code("985391"))))
    #expect(!quick.terminal.lines.contains("Double tap to edit"), "\(quick.terminal.lines)")
    let slow = try run(FakeTerminal([.wait(1.5), .bytes(Array("985391".utf8))]))
    #expect(slow.outcome == .submitted(.code(code("985391"))))
    #expect(Array(slow.terminal.lines.prefix(3)) == [opening, "Double tap to edit", "Nine"], "\(slow.terminal.lines)")
  }

  /// A short limit warns at a third of it, in whole seconds; under 3 seconds, not at all.
  @Test(arguments: [
    (1.0, nil), (2.5, nil), (3.0, "1 second left"), (6.0, "2 seconds left"), (15.0, "5 seconds left"), (90.0, "10 seconds left"),
  ])
  func aShortTimeoutWarnsAtAThird(timeout: Double, warning: String?) throws {
    var settings = PromptSettings()
    settings.timeout = timeout
    let result = try run(FakeTerminal([.wait(200)]), settings)
    #expect(result.outcome == .timedOut)
    // With no key, the hint comes a second after the opening (VoiceOver's hint delay).
    let hint = timeout > PromptTiming.hintDelay ? ["Double tap to edit"] : []
    let expected =
      [opening, "\(Int(timeout.rounded(.up))) second\(timeout > 1 ? "s" : "") to answer"] + hint + (warning.map { [$0] } ?? [])
      + ["Timed out"]
    #expect(result.terminal.lines == expected)
  }

  /// The clock starts once the opening has been spoken: a limit shorter than the opening
  /// is not used up by it. Here speech is busy for 6 seconds, the limit is 4, and the first
  /// key comes at 7 seconds: the code still goes in.
  @Test func theClockStartsWhenTheOpeningHasBeenHeard() throws {
    var settings = PromptSettings()
    settings.timeout = 4
    let terminal = FakeTerminal([.wait(7)] + "985391".map { .bytes(Array(String($0).utf8)) })
    let outcome = try Prompt(settings: settings, terminal: terminal, speech: { _, _ in }, speechIsIdle: { terminal.now() >= 6 })
      .run()
    #expect(outcome == .submitted(.code(code("985391"))))
    // With no speech to wait for, the same limit runs out before the key.
    let silent = FakeTerminal([.wait(7)] + "985391".map { .bytes(Array(String($0).utf8)) })
    #expect(try Prompt(settings: settings, terminal: silent, speech: { _, _ in }, speechIsIdle: { true }).run() == .timedOut)
  }

  @Test func ctrlDEndsInput() throws {
    let result = try run(FakeTerminal(typing: "9853\u{04}"))
    #expect(result.outcome == .inputEnded(filled: 4, length: 6))
    #expect(result.terminal.lines.last == "Input ended after 4 of 6 digits")
  }

  /// Ctrl-Z says that otc stops and how to bring it back, then stops; coming back, it says
  /// so and where the user was.
  @Test func ctrlZSaysItStopsThenWhereTheUserWas() throws {
    let result = try run(FakeTerminal(typing: "9\u{1A}"))
    #expect(result.terminal.suspensions == 1)
    #expect(
      Array(result.terminal.lines[2...4]) == [
        "Suspended; type fg to come back", "Back", "Access code, nine, text field, is editing, 1 of 6 digits",
      ])
  }

  /// Where otc cannot stop (a terminal another program asked on, or stopping ignored),
  /// Ctrl-Z is a refused key, in words.
  @Test func ctrlZWhereOtcCannotStopIsARefusedKey() throws {
    let terminal = FakeTerminal(typing: "9\u{1A}")
    terminal.canSuspend = false
    let result = try run(terminal)
    #expect(result.terminal.suspensions == 0)
    #expect(result.terminal.lines[2] == "Control key is not a digit")
  }

  /// The time limit does not run while otc is stopped: an hour away, the code still goes in.
  @Test func theTimeLimitWaitsWhileStopped() throws {
    var settings = PromptSettings()
    settings.timeout = 30
    let terminal = FakeTerminal(typing: "98\u{1A}5391")
    terminal.suspendedFor = 3600
    let result = try run(terminal, settings)
    #expect(result.outcome == .submitted(.code(code("985391"))))
  }

  /// A key that cuts the opening off before its time limit was heard has the limit said
  /// after its own words, until speech has been idle: the warning is never the first
  /// thing heard of the limit (issue 44).
  @Test func aKeyThatCutsTheLimitOffHasItSaidAfterIt() throws {
    var settings = PromptSettings()
    settings.timeout = 30
    let terminal = FakeTerminal([.bytes([0x39]), .wait(1), .bytes([0x38])])
    let speech = RecordingSpeech()
    let outcome = try Prompt(
      settings: settings, terminal: terminal, speech: speech.say, speechIsIdle: { terminal.now() >= 0.5 }
    ).run()
    #expect(outcome == .inputEnded(filled: 2, length: 6))
    #expect(
      terminal.lines == [
        opening, "30 seconds to answer", "Nine", "30 seconds to answer", "Eight", "Input ended after 2 of 6 digits",
      ])
  }

  /// Without auto-submit, the complete code is said with what submits it, once: reviewing
  /// it leaves it complete, and Enter then submits without saying it again.
  @Test func withoutAutoSubmitTheCompleteCodeSaysEnterSubmitsOnce() throws {
    var settings = PromptSettings()
    settings.autoSubmit = false
    let result = try run(FakeTerminal(typing: "985391\u{1B}[D\r"), settings)
    #expect(result.outcome == .submitted(.code(code("985391"))))
    #expect(
      result.terminal.lines.filter { $0.hasPrefix("Code complete") } == [
        "Code complete, nine eight five three nine one, Enter submits"
      ])
  }

  @Test func eachKeyInterruptsTheSpeechBeforeIt() throws {
    let terminal = FakeTerminal(typing: "98")
    let speaker = RecordingSpeech()
    _ = try Prompt(settings: PromptSettings(), terminal: terminal, speaker: nil, recorder: nil, speech: speaker.say).run()
    #expect(speaker.requests.map(\.text) == terminal.lines)
    #expect(speaker.requests.map(\.interrupting) == [false, true, true, true])
  }

  // MARK: Per-digit

  @Test func perDigitMovesFocusFieldToField() throws {
    var settings = PromptSettings(length: CodeLength(4)!)
    settings.design = .perDigit
    let script: [FakeTerminal.Step] = [
      .bytes([0x39]), .bytes([0x09]), .bytes(Array("\u{1B}[Z".utf8)), .bytes(Array("\u{1B}[D".utf8)), .bytes([0x38]),
    ]
    let result = try run(FakeTerminal(script), settings)
    // Each field focus lands on has the keyboard, so it is editing, and "double tap to
    // edit" no longer applies.
    #expect(
      result.terminal.lines == [
        "Digit 1 of 4, text field, is editing",
        "Nine",
        "Digit 2 of 4, text field, is editing",
        "Digit 3 of 4, text field, is editing",
        "Digit 2 of 4, text field, is editing",
        "Digit 1 of 4, nine, text field, is editing",
        "Eight",
        "Digit 2 of 4, text field, is editing",
        "Input ended after 1 of 4 digits",
      ])
  }

  /// At a keyboard the hint is said once, after the opening, and not again at each field
  /// focus moves to; F3 gives each digit its own field's position; Done on fields not all
  /// filled says which are empty.
  @Test func perDigitSaysTheHintOncePositionsByFieldAndTheEmptyFields() throws {
    var settings = PromptSettings(verbosity: Verbosity(keyboard: true))
    settings.design = .perDigit
    settings.autoSubmit = false
    let keys = ["\r", "5", "3", "9", "1", "\u{1B}OR", "\r"]
    let result = try run(FakeTerminal([.wait(3)] + keys.map { .bytes(Array($0.utf8)) }), settings)
    let lines = result.terminal.lines
    #expect(lines.filter { $0.contains("Backspace deletes") }.count == 1, "\(lines)")
    #expect(lines[1].hasPrefix("Type 6 digits"), "the hint, after the opening, before any key")
    #expect(lines.contains("Digit 6 of 6, text field, is editing"))
    #expect(lines.contains("Digit 2, five, digit 3, three, digit 4, nine, digit 5, one"))
    #expect(lines.contains("4 of 6 digits, 2 missing, digits 1 and 6 are empty"))
  }

  @Test func perDigitEnterIsNextThenDone() throws {
    var settings = PromptSettings(length: CodeLength(4)!)
    settings.design = .perDigit
    settings.autoSubmit = false
    let script: [FakeTerminal.Step] = [
      .bytes([0x0D]), .bytes(Array("234".utf8)), .bytes(Array("\u{1B}[H".utf8)), .bytes([0x31]), .bytes([0x0D]),
    ]
    let result = try run(FakeTerminal(script), settings)
    #expect(result.terminal.lines[1] == "Digit 2 of 4, text field, is editing")
    #expect(result.terminal.lines.contains("Code complete, one two three four, Enter submits"))
    #expect(result.outcome == .submitted(.code(code("1234"))))
  }

  @Test func perDigitUpReadsEveryField() throws {
    var settings = PromptSettings(length: CodeLength(4)!)
    settings.design = .perDigit
    let result = try run(FakeTerminal([.bytes([0x39]), .bytes(Array("\u{1B}[A".utf8))]), settings)
    #expect(result.terminal.lines[3] == "Nine, empty, empty, empty")
  }

  // MARK: Secure

  /// Secure mode never says a digit's value. The code 987978 has only digits that cannot be
  /// a position or a length of 6 (1–6), so any 7, 8 or 9 seen would be a leaked value.
  @Test(arguments: Language.allCases, FieldDesign.allCases)
  func secureTranscriptsHoldNoDigitValue(language: Language, design: FieldDesign) throws {
    let settings = PromptSettings(design: design, verbosity: Verbosity(language: language, secure: true), autoSubmit: false)
    let script: [FakeTerminal.Step] =
      "98797".map { .bytes(Array(String($0).utf8)) }
      + [
        .bytes(Array("\u{1B}[D".utf8)), .bytes([0x7F]), .bytes([0x37]), .bytes(Array("\u{1B}[A".utf8)), .bytes([0x38]),
        .bytes([0x0D]),
      ]
    let result = try run(FakeTerminal(script), settings)
    #expect(result.outcome == .submitted(.code(code("987978"))))
    for line in result.terminal.lines + result.synthesizer.spokenTexts + result.records.flatMap({ [$0.text] + $0.parts }) {
      #expect(SecureWords.digitWords(in: line, language: language).isEmpty, "\(line)")
      #expect(!line.contains { "789".contains($0) }, "\(line)")
    }
    #expect(result.terminal.lines.contains { $0.contains("2") || $0.contains("6") })
  }

  @Test func secureEchoSaysThePosition() throws {
    let settings = PromptSettings(verbosity: Verbosity(secure: true))
    let result = try run(FakeTerminal(typing: "98"), settings)
    #expect(Array(result.terminal.lines[1...2]) == ["Digit 1 of 6 entered", "Digit 2 of 6 entered"])
  }

  /// The secure prompt's field is VoiceOver's secure text field, the element `read
  /// --secure` gives (trait, then a count, never a value), with the count in digits of the
  /// length the prompt knows; a PIN, of no known length, counts digits alone.
  @Test func theSecureFieldIsASecureTextFieldCountingDigits() throws {
    let verbosity = Verbosity(hints: false, secure: true)
    let result = try run(FakeTerminal(typing: "98\u{1B}[A"), PromptSettings(verbosity: verbosity))
    #expect(result.terminal.lines.first == "Access code, secure text field, is editing, empty, 6 digits")
    #expect(result.terminal.lines.dropLast().last == "Access code, secure text field, 2 of 6 digits", "Up reads the field")
    let read = Announcer(verbosity: verbosity).utterance(for: FieldElement.codeField(digits: code("98"), length: 6))
    #expect(read.parts.prefix(2) == ["Access code", "secure text field"], "read --secure gives the same element")
    let pin = PromptSettings(length: nil, verbosity: verbosity, label: "PIN", autoSubmit: false)
    #expect(
      try run(FakeTerminal(typing: "987\u{1B}[A"), pin).terminal.lines.dropLast().last == "PIN, secure text field, 3 digits")
  }

  @Test(arguments: [Language.brazilianPortuguese, .bulgarian])
  func otherLanguagesSpeakTheirOwnWords(language: Language) throws {
    let settings = PromptSettings(verbosity: Verbosity(language: language))
    let result = try run(FakeTerminal(typing: "98x\u{7F}5391\u{1B}"), settings)
    let english = ["digit", "digits", "text", "field", "deleted", "letter", "code", "complete", "nine", "cancelled"]
    for line in result.terminal.lines {
      let words = line.lowercased().split { !$0.isLetter }.map(String.init)
      #expect(words.allSatisfy { !english.contains($0) }, "\(line)")
    }
  }
}

/// Records what the prompt asks to speak, with whether each request interrupts.
final class RecordingSpeech: @unchecked Sendable {
  struct Request {
    var text: String
    var interrupting: Bool
  }
  private(set) var requests: [Request] = []
  func say(_ utterance: Utterance, interrupting: Bool) {
    requests.append(Request(text: utterance.text, interrupting: interrupting))
  }
}
