/// The key of every string otc speaks. Each locale's table has a value for every key.
///
/// Values use named placeholders in braces, `{length}`, filled by `PhraseTable.format`.
/// Keys ending in `One` / `Other` are the two plural forms of one phrase.
public enum Phrase: String, CaseIterable, Hashable, Sendable {
  case defaultLabel
  case textField
  case editHint
  case empty
  case lengthWhenEmpty
  case lengthWhenPartial
  case filled
  case digit0, digit1, digit2, digit3, digit4, digit5, digit6, digit7, digit8, digit9
  case enteredSecure
  case deleted
  case deletedSecure
  case rejectedLetter
  case rejectedSpace
  case rejectedControl
  case rejectedSymbol
  case rejectedFull
  case pasteHasNoDigits
  case pasteTooLongOne, pasteTooLongOther
  case pasteHasSeveralNumbers
  case pasteHasLetterInCode
  case rejectedLetterSecure
  case rejectedSymbolSecure
  case pasteHasLetterInCodeSecure
  case rejectedNotDigit
  case keyboardHint
  case timeLimitOne
  case timeLimitOther
  case keysHelp
  case spelledDigit
  // The spoken names of symbols, so that a refused "?" is heard: espeak-ng drops some
  // punctuation, and "symbol ? is not a digit" would be heard as "symbol is not a digit".
  case symbolQuestionMark
  case symbolComma
  case symbolHyphen
  case symbolPeriod
  case symbolExclamationMark
  case symbolAt
  case symbolNumberSign
  case symbolDollar
  case symbolPercent
  case symbolAmpersand
  case symbolAsterisk
  case symbolLeftParenthesis
  case symbolRightParenthesis
  case symbolUnderscore
  case symbolPlus
  case symbolEquals
  case symbolSlash
  case symbolBackslash
  case symbolColon
  case symbolSemicolon
  case symbolApostrophe
  case symbolQuotationMark
  case symbolLessThan
  case symbolGreaterThan
  case symbolLeftBracket
  case symbolRightBracket
  case symbolLeftBrace
  case symbolRightBrace
  case symbolVerticalBar
  case symbolTilde
  case symbolGraveAccent
  case symbolCaret
  case pastedOne, pastedOther
  case clearedOne, clearedOther
  case nothingToDelete
  case codeComplete
  case codeCompleteSecure
  case focusPosition
  case incompleteOne, incompleteOther
  case cancelled
  case timedOut
  case timeoutWarningOne, timeoutWarningOther
  case inputEndedOne, inputEndedOther
  case nothingTyped
  case unusedKey
  case unreadableInput
  case pasteTooLong
  case pasteUnended
  // A code of no known length (a PIN) and the text field (a password, a user name).
  case keyboardHintOpen
  case enteredSecureOpen
  case digitsTypedOne, digitsTypedOther
  case incompleteOpenOne, incompleteOpenOther
  case inputEndedOpenOne, inputEndedOpenOther
  case secureTextField
  // The roles of a real screen's other elements, as VoiceOver says them (otc read --screen).
  case roleButton, roleHeading, roleLink, roleImage
  // The roles and states of a real screen's controls, as VoiceOver says them.
  case roleCheckbox, roleRadioButton, roleSwitch, rolePopUpButton
  case stateOn, stateOff, stateChecked, stateNotChecked, stateDimmed, stateSelected
  case charactersOne, charactersOther
  case isEditing, insertionPointAtEnd
  case keyboardHintText
  case keyboardHintTextNoCancel
  case keysHelpText
  case spelledCharacter
  case bullet
  case pastedCharactersOne, pastedCharactersOther
  case clearedCharactersOne, clearedCharactersOther
  case entered
  case inputEndedText
  case rejectedNotPrintable
  case rejectedTextFull
  case pasteHasNoText
  case pasteHasControlCharacter
  case confirmHint
  case confirmHintLabelled
  case entriesDiffer
  case promptFor
  case userAtHost
  case yes
  case no
  // Questions with answers, and what a question holds on request.
  case capitalLetter
  case hostPort
  case hostKeyQuestion
  case detailsHint
  case fingerprint
  case tryAgain
  case forHoldersKey
  case characterPosition
  case callerGoesOn
  case callerStops
  case callerTakesItAsNo
  // systemd's password agent protocol.
  case rootFileSystem
  case volumeNamed
  case questionWithdrawn
  case questionsWaitingOne
  case questionsWaitingOther
  case agentNotRoot
  case agentDefaultLabel
  // A disk's passphrase asked at boot, in the initramfs.
  case bootDisk
  case bootWrongPassphrase
  case bootWrongPassphraseNoLimit
  case bootCannotCancel
  case bootUnlocked
  case bootGivenRemotely
  // What a listener cannot see: where a digit went, which fields are empty, what a key did.
  case emptyFieldsOne, emptyFieldsOther
  case listAnd
  case addedAtTheEnd
  case enterSubmits
  case suspended
  case resumed
  case noQuestionWaiting
  case waitingForQuestions
  case typeYesOrNo
  case typeYesNoOrFingerprint
  // otc watch: whose hidden question ("for su"), and a word erased (Ctrl-W) from a line whose
  // characters otc never keeps.
  case forProgram
  case wordDeleted
  // otc totp: a one-time code given by ear, its time left said apart from it.
  case otpCode
  case secondsLeftOne, secondsLeftOther
  case newCodeInOne, newCodeInOther
  case newCode
  case codeShown
  case copiedClearedIn
  case noClipboardProgram
  case otpKeysHelp

  /// The key of the word for `digit` ("nine").
  public static func word(forDigit value: UInt8) -> Phrase {
    [.digit0, .digit1, .digit2, .digit3, .digit4, .digit5, .digit6, .digit7, .digit8, .digit9][Int(value)]
  }
}

/// One language's strings, with its plural rule.
extension Phrase {
  /// The phrase naming each ASCII symbol otc may have to say.
  public static let symbolNames: [Character: Phrase] = [
    "?": .symbolQuestionMark,
    ",": .symbolComma,
    "-": .symbolHyphen,
    ".": .symbolPeriod,
    "!": .symbolExclamationMark,
    "@": .symbolAt,
    "#": .symbolNumberSign,
    "$": .symbolDollar,
    "%": .symbolPercent,
    "&": .symbolAmpersand,
    "*": .symbolAsterisk,
    "(": .symbolLeftParenthesis,
    ")": .symbolRightParenthesis,
    "_": .symbolUnderscore,
    "+": .symbolPlus,
    "=": .symbolEquals,
    "/": .symbolSlash,
    "\\": .symbolBackslash,
    ":": .symbolColon,
    ";": .symbolSemicolon,
    "'": .symbolApostrophe,
    "\"": .symbolQuotationMark,
    "<": .symbolLessThan,
    ">": .symbolGreaterThan,
    "[": .symbolLeftBracket,
    "]": .symbolRightBracket,
    "{": .symbolLeftBrace,
    "}": .symbolRightBrace,
    "|": .symbolVerticalBar,
    "~": .symbolTilde,
    "`": .symbolGraveAccent,
    "^": .symbolCaret,
  ]
}

public struct PhraseTable: Sendable {
  /// The strings, one for every `Phrase`.
  public let strings: [Phrase: String]
  /// Whether a count takes the `One` form in this language.
  public let takesSingular: @Sendable (Int) -> Bool

  /// The string for `phrase` with its `{name}` placeholders filled from `values`.
  ///
  /// A key missing from a table is a programming error that a test catches; at run time
  /// the key's own name is spoken rather than crashing in the middle of a prompt.
  public func format(_ phrase: Phrase, _ values: [String: String] = [:]) -> String {
    let template = strings[phrase] ?? phrase.rawValue
    guard template.contains("{") else { return template }
    var result = ""
    var rest = Substring(template)
    while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
      result += rest[..<open]
      let name = String(rest[rest.index(after: open)..<close])
      result += values[name] ?? "{\(name)}"
      rest = rest[rest.index(after: close)...]
    }
    return result + rest
  }

  /// The `One` or `Other` form of a plural phrase, chosen by `count`.
  public func format(one: Phrase, other: Phrase, count: Int, _ values: [String: String]) -> String {
    format(takesSingular(count) ? one : other, values)
  }

  /// The placeholder names in `phrase`'s string, in order.
  public func placeholders(in phrase: Phrase) -> [String] {
    guard let template = strings[phrase] else { return [] }
    var names: [String] = []
    var rest = Substring(template)
    while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
      names.append(String(rest[rest.index(after: open)..<close]))
      rest = rest[rest.index(after: close)...]
    }
    return names
  }
}

extension Language {
  /// The words and phrases of this language.
  public var table: PhraseTable {
    switch self {
    case .english: .english
    case .brazilianPortuguese: .brazilianPortuguese
    case .bulgarian: .bulgarian
    }
  }
}
