import Announcer
import CodeEntry
import Testing

/// What the text field and a code of no known length say.
@Suite struct TextFieldAnnouncerTests {
  func announcer(_ language: Language = .english, label: String = "Password", secure: Bool = false) -> Announcer {
    Announcer(verbosity: Verbosity(language: language, hints: true, secure: secure, keyboard: true), label: label)
  }

  /// Issue 27: a capital said alone is told apart as TalkBack words it, in every language
  /// otc speaks, at a higher pitch; a small letter keeps its case on the screen.
  @Test(arguments: [
    (Language.english, "Capital A"), (.brazilianPortuguese, "A em letra maiúscula"), (.bulgarian, "Главна буква A"),
  ])
  func aCapitalIsSaidWithTheWordAndAHigherPitch(language: Language, capital: String) {
    let echo = announcer(language).utterance(for: .insertedCharacter("A", count: 1))
    #expect(echo.text == capital)
    #expect(echo.tone == .capital)
    #expect(echo.echoed == "A")
    let small = announcer(language).utterance(for: .insertedCharacter("l", count: 2))
    #expect(small.text == "l")
    #expect(small.tone == .raised)
    #expect(announcer(language).utterance(for: .reviewedCharacter("A", position: 1, count: 3)).text == capital)
  }

  @Test(arguments: [
    (CapitalStyle.both, "Capital A", Tone.capital), (.word, "Capital A", .raised), (.pitch, "A", .capital), (.none, "A", .raised),
  ])
  func theCapitalStyleIsTheUsers(style: CapitalStyle, text: String, tone: Tone) {
    let announcer = Announcer(verbosity: Verbosity(keyboard: true, capitals: style))
    let echo = announcer.utterance(for: .insertedCharacter("A", count: 1))
    #expect(echo.text == text)
    #expect(echo.tone == tone)
  }

  /// Review in a plain field says the character or the word; in a secure one, the
  /// position only, in every language.
  @Test func reviewSaysTheCharacterOrOnlyItsPosition() {
    #expect(announcer().utterance(for: .reviewedCharacter("?", position: 3, count: 3)).text == "Question mark")
    #expect(announcer().utterance(for: .reviewedWord("Al?", position: 1, count: 3)).text == "Al question mark")
    #expect(announcer().utterance(for: .reviewedCharacter(nil, position: 3, count: 8)).text == "Character 3 of 8")
    #expect(
      announcer(.brazilianPortuguese).utterance(for: .reviewedCharacter(nil, position: 3, count: 8)).text == "Caractere 3 de 8")
    #expect(announcer(.bulgarian).utterance(for: .reviewedWord(nil, position: 3, count: 8)).text == "Знак 3 от 8")
  }

  @Test func aSecureTextFieldIsAnnouncedAsVoiceOverDoes() {
    let empty = announcer().utterance(for: .textField(characters: nil, count: 0))
    #expect(empty.text == "Password, secure text field, empty, type, then Enter; Backspace deletes; Escape cancels")
    let three = announcer().utterance(for: .textField(characters: nil, count: 3))
    #expect(
      three.parts == ["Password", "secure text field", "3 characters", "type, then Enter; Backspace deletes; Escape cancels"])
  }

  @Test func eachKeyInASecureFieldIsABulletAndADeletionIsLowered() {
    let english = announcer()
    #expect(english.utterance(for: .insertedCharacter(nil, count: 1)).text == "Bullet")
    let deleted = english.utterance(for: .deletedCharacter(nil, count: 0))
    #expect(deleted.text == "Bullet, deleted")
    #expect(deleted.tone == .lowered)
    #expect(english.utterance(for: .pastedText(nil, pasted: 8, count: 8)).text == "Pasted 8 characters")
    #expect(english.utterance(for: .textEntered(count: 8)).text == "Entered, 8 characters")
    #expect(english.utterance(for: .textEntered(count: nil)).text == "Entered")
    #expect(announcer(.brazilianPortuguese).utterance(for: .insertedCharacter(nil, count: 1)).text == "Ponto")
    #expect(announcer(.bulgarian).utterance(for: .textField(characters: nil, count: 2)).parts[1] == "защитено текстово поле")
  }

  @Test func aPlainTextFieldSaysItsCharactersWithSymbolsByName() {
    let english = announcer(label: "Username for github.com")
    #expect(english.utterance(for: .insertedCharacter("@", count: 1)).text == "At sign")
    #expect(english.utterance(for: .textField(characters: Array("bo.b"), count: 4)).parts[1] == "bo period b")
    #expect(english.spelledOut([.textField(characters: Array("ab"), count: 2)]).text == "Character 1, a, character 2, b")
  }

  /// Nothing a secure text field says, in any language, holds a character typed into it.
  @Test(arguments: Language.allCases)
  func nothingSaidOfASecureTextHoldsItsCharacters(language: Language) {
    var field = TextField(secure: true)
    let announcer = announcer(language, label: "Passphrase")
    var said: [Utterance] = [announcer.focusUtterance(for: field.focusedElement)]
    for character in "Zq7#xW" { said += announcer.utterances(for: field.type(character)) }
    said += announcer.utterances(for: field.paste("Kv9%\n"))
    said += announcer.utterances(for: field.deleteBackward())
    said.append(announcer.spelledOut(field.elements))
    said.append(announcer.readAll(field.elements))
    said += announcer.utterances(for: field.pressReturn())
    let text = said.map(\.text).joined(separator: " ")
    for secret in ["Zq7", "xW", "Kv9", "%", "#", "number sign", "percent", "seven", "nine"] {
      #expect(!text.lowercased().contains(secret.lowercased()), "\(language): \(text)")
    }
  }

  @Test func aCodeOfNoKnownLengthCountsWhatIsTyped() {
    let digits = "123".compactMap { Digit($0) }
    let english = announcer(label: "PIN")
    #expect(
      english.utterance(for: .codeField(digits: [], length: nil)).text
        == "PIN, text field, empty, type at least 4 digits, then Enter; Backspace deletes; Escape cancels; question mark for help"
    )
    #expect(english.utterance(for: .incomplete(filled: 3, length: nil)).text == "3 digits, at least 4 needed")
    let secure = announcer(label: "PIN", secure: true)
    #expect(
      secure.utterance(for: .codeField(digits: digits, length: nil)).parts == [
        "PIN", "secure text field", "3 digits",
        "type at least 4 digits, then Enter; Backspace deletes; Escape cancels; question mark for help",
      ])
    #expect(secure.utterance(for: .inserted(digits[0], position: 1, filled: 1, length: nil)).text == "Digit 1 entered")
    #expect(english.inputEnded(in: .codeField(digits: digits, length: nil), filled: 3).text == "Input ended after 3 digits")
    #expect(english.inputEnded(in: .textField(characters: nil, count: 3), filled: 3).text == "Input ended, nothing entered")
  }

  /// A typed key's echo carries its character for a back end that speaks characters
  /// itself (Speech Dispatcher), except where nothing typed may be said.
  @Test func aKeysEchoCarriesItsCharacterOnlyWhenItMayBeSaid() {
    let nine = Digit(value: 9)!
    #expect(announcer().utterance(for: .inserted(nine, position: 1, filled: 1, length: 6)).echoed == "9")
    #expect(announcer(secure: true).utterance(for: .inserted(nine, position: 1, filled: 1, length: 6)).echoed == nil)
    #expect(announcer().utterance(for: .insertedCharacter("b", count: 1)).echoed == "b")
    #expect(announcer().utterance(for: .insertedCharacter(nil, count: 1)).echoed == nil)
    #expect(announcer().utterance(for: .deleted(nine, position: 1, filled: 0, length: 6)).echoed == nil)
  }
}
