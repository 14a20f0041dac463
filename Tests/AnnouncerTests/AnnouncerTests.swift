import Announcer
import CodeEntry
import Testing

@Suite struct AnnouncerTests {
  let code = "985391".compactMap { Digit($0) }
  func digit(_ value: UInt8) -> Digit { Digit(value: value)! }
  func announcer(_ language: Language = .english, hints: Bool = true, secure: Bool = false) -> Announcer {
    Announcer(verbosity: Verbosity(language: language, hints: hints, secure: secure))
  }

  @Test func theSingleFieldSaysTheWholeCodeDigitByDigit() {
    let utterance = announcer().utterance(for: .codeField(digits: code, length: 6))
    #expect(utterance.text == "Access code, nine eight five three nine one, text field, double tap to edit")
    #expect(utterance.parts == ["Access code", "nine eight five three nine one", "text field", "double tap to edit"])
  }

  @Test func aPerDigitFieldIsValueTraitHint() {
    let element = FieldElement.digitField(position: 1, digit: digit(9), length: 6, focused: false)
    #expect(announcer().utterance(for: element).text == "Nine, text field, double tap to edit")
    #expect(announcer(hints: false).utterance(for: element).text == "Nine, text field")
  }

  @Test func anEmptyFieldSaysItsStateAndLength() {
    #expect(
      announcer().utterance(for: .codeField(digits: [], length: 6)).text
        == "Access code, text field, empty, 6 digits, double tap to edit")
    #expect(
      announcer(hints: false).utterance(for: .codeField(digits: Array(code.prefix(4)), length: 6)).text
        == "Access code, nine eight five three, text field, 4 of 6 digits")
    let empty = FieldElement.digitField(position: 2, digit: nil, length: 6, focused: true)
    #expect(announcer().utterance(for: empty).text == "Text field, double tap to edit")
  }

  /// A field that already has the keyboard (a prompt's opening) says so after its trait,
  /// in every language, and drops "double tap to edit", which no longer applies.
  @Test(arguments: [
    (Language.english, "Access code, text field, is editing, empty, 6 digits", "Digit 1 of 6, text field, is editing"),
    (
      .brazilianPortuguese, "Código de acesso, campo de texto, em edição, vazio, 6 dígitos",
      "Dígito 1 de 6, campo de texto, em edição"
    ),
    (.bulgarian, "Код за достъп, текстово поле, редактира се, празно, 6 цифри", "Цифра 1 от 6, текстово поле, редактира се"),
  ])
  func aFieldBeingEditedSaysSoAfterItsTrait(language: Language, single: String, perDigit: String) {
    let empty = FieldElement.codeField(digits: [], length: 6)
    let firstDigit = FieldElement.digitField(position: 1, digit: nil, length: 6, focused: true)
    #expect(announcer(language).focusUtterance(for: empty, editing: true).text == single)
    #expect(announcer(language).focusUtterance(for: firstDigit, editing: true).text == perDigit)
    #expect(announcer(language).focusUtterance(for: empty).text != single, "only a field being edited says it")
    let keyboard = Announcer(verbosity: Verbosity(language: language, keyboard: true))
    let withKeys = keyboard.focusUtterance(for: empty, editing: true).parts
    #expect(withKeys.count == 6, "the keyboard hint stays: \(withKeys)")
    let secure = Announcer(verbosity: Verbosity(language: language, secure: true)).focusUtterance(for: empty, editing: true)
    let plain = announcer(language).focusUtterance(for: empty, editing: true).parts
    #expect(secure.parts[1] != plain[1] && secure.parts[2] == plain[2], "a secure text field, being edited: \(secure.parts)")
  }

  /// A field double-tapped says its value as a swipe onto it does: a value read as a
  /// number goes to the synthesizer as a number.
  @Test func anActivatedFieldReadsItsValueAsTheSwipeDoes() {
    let field = FieldElement.codeField(digits: code, length: 6)
    let number = Announcer(verbosity: Verbosity(hints: false, valueReading: .number))
    #expect(number.activated(field).parts == ["Access code", "text field", "is editing", "985391", "insertion point at end"])
    #expect(number.activated(field).numeralsAsNumbers && number.utterance(for: field).numeralsAsNumbers)
    #expect(announcer().activated(field).parts[3] == "nine eight five three nine one")
    #expect(!announcer().activated(field).numeralsAsNumbers)
  }

  @Test func aCustomLabelReplacesTheDefault() {
    let custom = Announcer(verbosity: Verbosity(), label: "Bank code")
    #expect(
      custom.utterance(for: .codeField(digits: code, length: 6)).text
        == "Bank code, nine eight five three nine one, text field, double tap to edit")
  }

  @Test func theFirstLetterIsCapitalisedInEveryScript() {
    let bulgarian = announcer(.bulgarian).utterance(for: .digitField(position: 1, digit: digit(9), length: 6, focused: false))
    #expect(bulgarian.text == "Девет, текстово поле, докоснете двукратно за редактиране")
  }

  @Test func everyEventHasItsUtterance() {
    let english = announcer()
    let expectations: [(CodeEvent, String, Tone)] = [
      (.inserted(digit(9), position: 1, filled: 1, length: 6), "Nine", .raised),
      (.deleted(digit(8), position: 2, filled: 1, length: 6), "Eight, deleted", .lowered),
      (.rejected(.letter("x")), "Letter x is not a digit", .normal),
      (.rejected(.space), "Space is not a digit", .normal),
      (.rejected(.controlCharacter(0)), "Control key is not a digit", .normal),
      (.rejected(.symbol("#")), "Symbol number sign is not a digit", .normal),
      (.rejected(.full(length: 6)), "Code already has 6 digits", .normal),
      (.rejected(.pasteHasNoDigits), "Paste has no digits", .normal),
      (.rejected(.pasteTooLong(digits: 7, fit: 6)), "Paste has 7 digits, 6 fit", .normal),
      (.rejected(.pasteTooLong(digits: 7, fit: 1)), "Paste has 7 digits, 1 fits", .normal),
      (.rejected(.pasteHasSeveralNumbers(count: 2)), "Paste has 2 separate numbers", .normal),
      (.rejected(.pasteHasLetterInCode("a")), "Paste has letter a in the code", .normal),
      (.pasted(code, position: 1, filled: 6, length: 6), "Pasted 6 digits, nine eight five three nine one", .normal),
      (.cleared(count: 1), "Cleared 1 digit", .normal),
      (.cleared(count: 3), "Cleared 3 digits", .normal),
      (.nothingToDelete, "Nothing to delete", .normal),
      (.completed(code), "Code complete, nine eight five three nine one", .normal),
      (.focusMoved(position: 3, length: 6), "Digit 3 of 6", .normal),
      (.incomplete(filled: 4, length: 6), "4 of 6 digits, 2 missing", .normal),
      (.incomplete(filled: 4, length: 6, empty: [1, 6]), "4 of 6 digits, 2 missing, digits 1 and 6 are empty", .normal),
      (.incomplete(filled: 3, length: 6, empty: [1, 2, 6]), "3 of 6 digits, 3 missing, digits 1, 2 and 6 are empty", .normal),
      (.incomplete(filled: 5, length: 6, empty: [3]), "5 of 6 digits, 1 missing, digit 3 is empty", .normal),
      (.inserted(Digit("9")!, position: 4, filled: 4, length: 6, afterReview: true), "Nine, added at the end", .raised),
    ]
    for (event, text, tone) in expectations {
      let utterance = english.utterance(for: event)
      #expect(utterance.text == text)
      #expect(utterance.tone == tone)
      #expect(utterance.event == event.name)
    }
  }

  /// In secure mode no utterance may carry a digit's value, in any language.
  @Test(arguments: Language.allCases)
  func secureModeNeverSpeaksADigitValue(language: Language) {
    let secure = announcer(language, secure: true)
    let events: [CodeEvent] = [
      .inserted(digit(9), position: 1, filled: 1, length: 6),
      .deleted(digit(8), position: 2, filled: 1, length: 6),
      .pasted(code, position: 1, filled: 6, length: 6),
      .completed(code),
    ]
    var texts = secure.utterances(for: events).map(\.text)
    texts.append(secure.utterance(for: .codeField(digits: code, length: 6)).text)
    texts.append(secure.utterance(for: .digitField(position: 1, digit: digit(9), length: 6, focused: false)).text)
    let digitWords = (0...9).map { language.table.format(Phrase.word(forDigit: UInt8($0))).lowercased() }
    // VoiceOver's pt-BR hint is "dê dois toques para editar": a fixed phrase, the same
    // whatever the code, so it is taken out before looking for digit words.
    let hint = language.table.format(.editHint).lowercased()
    for text in texts {
      let words = text.lowercased().replacingOccurrences(of: hint, with: "").split { !$0.isLetter }.map(String.init)
      #expect(Set(words).isDisjoint(with: digitWords), "\(text)")
      // Numerals may only be the positions and lengths used above (1, 2, 6), never 9, 8, 5, 3.
      let numerals = Set(text.split { !$0.isNumber }.map(String.init))
      #expect(numerals.isSubset(of: ["1", "2", "6"]), "\(text)")
    }
  }

  @Test func pastedAndCompletedSpeakTheDigitsAsWords() {
    let text = announcer(.brazilianPortuguese).utterance(for: .completed(code)).text
    #expect(text == "Código completo, nove oito cinco três nove um")
    let hasNumeral = text.contains { $0.isNumber }
    #expect(!hasNumeral)
  }

  /// F3 on per-digit fields says each filled field by its own position and passes over
  /// an empty one; in secure mode, where the digits were typed, never what they are.
  @Test func perDigitFieldsAreSpelledOutByTheirOwnPositions() {
    let values: [Digit?] = [nil, Digit("5"), Digit("3"), Digit("9"), Digit("1"), nil]
    let fields = values.enumerated().map { index, digit in
      FieldElement.digitField(position: index + 1, digit: digit, length: 6, focused: index == 5)
    }
    let english = announcer()
    #expect(english.spelledOut(fields).text == "Digit 2, five, digit 3, three, digit 4, nine, digit 5, one")
    let secure = announcer(secure: true)
    #expect(secure.spelledOut(fields).text == "Digit 2, filled, digit 3, filled, digit 4, filled, digit 5, filled")
    let empty = (1...6).map { FieldElement.digitField(position: $0, digit: nil, length: 6, focused: $0 == 1) }
    #expect(english.spelledOut(empty).text == "Nothing typed yet")
  }

  /// Ctrl-Z is said before otc stops, and its coming back after, in each language.
  @Test func stoppingAndComingBackAreSaid() {
    let english = announcer()
    #expect(english.utterance(for: SessionEvent.suspended(resumed: false)).text == "Suspended; type fg to come back")
    #expect(english.utterance(for: SessionEvent.suspended(resumed: true)).text == "Back")
    let bulgarian = announcer(.bulgarian)
    #expect(bulgarian.utterance(for: SessionEvent.suspended(resumed: true)).text == "Обратно")
  }
}
