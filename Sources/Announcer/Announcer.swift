import CodeEntry

/// Turns elements and engine events into utterances, in the user's language and verbosity.
///
/// Elements follow VoiceOver's order: label, value, trait, state, hint. Each kind of element
/// lists its parts in `Announcer.elementParts`; adding a part is one line there.
public struct Announcer: Sendable {
  /// The parts an element can have, in the order VoiceOver speaks them.
  public enum Part: CaseIterable, Sendable {
    case label, value, trait, context, state, length, hint
  }

  /// Which parts each kind of element speaks, in order.
  static let elementParts: [ElementKind: [Part]] = [
    .codeField: [.label, .value, .trait, .context, .state, .length, .hint],
    .digitField: [.value, .trait, .state, .hint],
    .textField: [.label, .value, .trait, .context, .state, .length, .hint],
  ]

  enum ElementKind { case codeField, digitField, textField }

  /// What the user chose to hear.
  public let verbosity: Verbosity
  /// The single field's label.
  public let label: String
  /// What the question holds on request (F4); the hint names the key when there is any.
  public let details: [Detail]
  /// Whose or where, said after the field's kind ("for alice at host"): the label says
  /// what is asked, so that the field is known within two seconds.
  public let context: String?

  /// The phrases of the language spoken.
  public var table: PhraseTable { verbosity.language.table }

  /// Creates an announcer; `label` defaults to "Access code" in the chosen language.
  public init(verbosity: Verbosity, label: String? = nil, details: [Detail] = [], context: String? = nil) {
    self.verbosity = verbosity
    self.label = label ?? verbosity.language.table.format(.defaultLabel)
    self.details = details
    self.context = context.flatMap { $0.isEmpty ? nil : $0 }
  }

  // MARK: Elements

  /// What a screen reader says on landing on `element`.
  public func utterance(for element: FieldElement) -> Utterance {
    utterance(for: element, editing: false)
  }

  /// What a screen reader says on landing on `element`; with `editing`, the element has
  /// the keyboard: VoiceOver's "is editing" follows its trait, and "double tap to edit",
  /// which no longer applies, is left out (keyboard hints stay).
  public func utterance(for element: FieldElement, editing: Bool, hint: Bool = true) -> Utterance {
    let kind: ElementKind
    switch element {
    case .codeField: kind = .codeField
    case .digitField: kind = .digitField
    case .textField: kind = .textField
    }
    let names = Self.elementParts[kind, default: []]
    // "is editing" follows the trait, or whose or where when that follows the trait.
    let editingAfter: Part = names.contains(.context) && context != nil ? .context : .trait
    let parts = names.flatMap { name -> [String] in
      guard let spoken = part(part: name, of: element), !(editing && name == .hint && !verbosity.keyboard),
        hint || name != .hint
      else {
        return []
      }
      return editing && name == editingAfter ? [spoken, table.format(.isEditing)] : [spoken]
    }
    return make("element", parts, of: element)
  }

  /// `element`'s hint alone, said after a pause once the opening has been heard (VoiceOver's
  /// hint delay); `nil` when hints are off.
  public func hintUtterance(for element: FieldElement) -> Utterance? {
    part(part: .hint, of: element).map { Utterance(event: "hint", parts: [$0], language: verbosity.language) }
  }

  /// What VoiceOver says when the user double-taps `element` to edit it: its label and
  /// trait, that it is editing, what it holds (its value, read as the element reads it, or
  /// how many it hides), and where the insertion point is.
  public func activated(_ element: FieldElement) -> Utterance {
    let parts = [
      part(part: .label, of: element), part(part: .trait, of: element), table.format(.isEditing),
      part(part: .value, of: element) ?? hiddenCount(of: element), table.format(.insertionPointAtEnd),
    ]
    return make("activated", parts.compactMap { $0 }, of: element)
  }

  /// How many digits or characters `element` holds and does not say, if any: a secure
  /// code's digits, a secure text field's characters.
  private func hiddenCount(of element: FieldElement) -> String? {
    switch element {
    case .codeField(let digits, _) where verbosity.secure && !digits.isEmpty: digitCount(digits.count)
    case .textField(nil, let count) where count > 0 && !verbosity.silentTyping: characterCount(count)
    default: nil
    }
  }

  private func part(part: Part, of element: FieldElement) -> String? {
    let spoken = basicPart(part: part, of: element)
    guard part == .hint, verbosity.keyboard, let hint = spoken else { return spoken }
    return namingTheDetailsKey(hint)
  }

  /// `hint` and, when the question holds details, the key that says them.
  public func namingTheDetailsKey(_ hint: String) -> String {
    details.isEmpty ? hint : "\(hint); \(table.format(.detailsHint))"
  }

  private func basicPart(part: Part, of element: FieldElement) -> String? {
    switch (part, element) {
    case (.label, .codeField), (.label, .textField):
      return label.isEmpty ? nil : label
    case (.context, .codeField), (.context, .textField):
      return context
    case (.value, .codeField(let digits, _)):
      guard !digits.isEmpty, !verbosity.secure else { return nil }
      return verbosity.valueReading == .number ? String(digits.map { $0.character }) : words(digits)
    case (.value, .digitField(_, let digit?, _, _)):
      return verbosity.secure ? nil : word(digit)
    case (.value, .textField(let characters?, _)):
      return characters.isEmpty ? nil : spoken(characters)
    case (.trait, .textField(nil, _)):
      return table.format(.secureTextField)
    case (.trait, _):
      // A field that hides its digits is a secure text field, as VoiceOver names one.
      return table.format(verbosity.secure ? .secureTextField : .textField)
    case (.state, .codeField(let digits, _)):
      return digits.isEmpty ? table.format(.empty) : nil
    case (.state, .textField(_, let count)):
      return count == 0 ? table.format(.empty) : nil
    case (.state, .digitField(_, let digit, _, _)):
      return digit != nil && verbosity.secure ? table.format(.filled) : nil
    case (.length, .codeField(let digits, nil)):
      return digits.isEmpty ? nil : digitCount(digits.count)
    case (.length, .codeField(let digits, let length?)):
      if digits.isEmpty { return table.format(.lengthWhenEmpty, ["length": "\(length)"]) }
      if digits.count < length || verbosity.secure {
        return table.format(.lengthWhenPartial, ["filled": "\(digits.count)", "length": "\(length)"])
      }
      return nil
    case (.length, .textField(nil, let count)) where count > 0 && !verbosity.silentTyping:
      return characterCount(count)
    case (.hint, .codeField(_, let length)):
      guard verbosity.hints else { return nil }
      guard verbosity.keyboard else { return table.format(.editHint) }
      guard let length else { return table.format(.keyboardHintOpen, ["minimum": "\(CodeLength.minimum)"]) }
      return table.format(.keyboardHint, ["length": "\(length)"])
    case (.hint, .digitField(_, _, let length, _)):
      guard verbosity.hints else { return nil }
      return verbosity.keyboard ? table.format(.keyboardHint, ["length": "\(length)"]) : table.format(.editHint)
    case (.hint, .textField):
      guard verbosity.hints else { return nil }
      guard verbosity.keyboard else { return table.format(.editHint) }
      return table.format(verbosity.escapeCancels ? .keyboardHintText : .keyboardHintTextNoCancel)
    default:
      return nil
    }
  }

  /// "3 digits", for a code of no known length.
  func digitCount(_ count: Int) -> String {
    table.format(one: .digitsTypedOne, other: .digitsTypedOther, count: count, ["count": "\(count)"])
  }

  /// "3 characters", for a text field.
  func characterCount(_ count: Int) -> String {
    table.format(one: .charactersOne, other: .charactersOther, count: count, ["count": "\(count)"])
  }

  /// Plain text as it is read aloud: each symbol by its name, letters and digits as they are.
  func spoken(_ characters: [Character]) -> String {
    characters.map { Phrase.symbolNames[$0] != nil ? " \(name(of: $0)) " : String($0) }.joined()
      .split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ")
  }

  // MARK: Events

  /// What the user hears for each event, in order.
  public func utterances(for events: [CodeEvent]) -> [Utterance] {
    events.map(utterance(for:))
  }

  /// What the user hears when `event` happens.
  public func utterance(for event: CodeEvent) -> Utterance {
    let secure = verbosity.secure
    if verbosity.silentTyping {
      // Silent typing says nothing of a hidden character, and no count: an utterance of no
      // words, which the prompt drops.
      switch event {
      case .insertedCharacter(nil, _), .deletedCharacter(nil, _), .pastedText(nil, _, _), .clearedText,
        .reviewedCharacter(nil, _, _), .reviewedWord(nil, _, _):
        return make(event, [])
      case .textEntered:
        return make(event, [table.format(.entered)])
      default:
        break
      }
    }
    switch event {
    case .inserted(let digit, let position, _, let length, let afterReview):
      guard secure else {
        // Typed while reviewing an earlier digit: said to have gone in at the end.
        let end = afterReview ? [table.format(.addedAtTheEnd)] : []
        return make(event, [word(digit)] + end, tone: .raised, echoed: digit.character)
      }
      guard let length else {
        return make(event, [table.format(.enteredSecureOpen, ["position": "\(position)"])], tone: .raised)
      }
      return make(event, [positioned(.enteredSecure, position, length)], tone: .raised)
    case .deleted(let digit, let position, _, _):
      let parts =
        secure
        ? [table.format(.deletedSecure, ["position": "\(position)"])]
        : [word(digit)] + (verbosity.deletionWord ? [table.format(.deleted)] : [])
      return make(event, parts, tone: .lowered)
    case .rejected(let rejection):
      return make(event, [reason(rejection)])
    case .pasted(let digits, _, _, _):
      let count = table.format(one: .pastedOne, other: .pastedOther, count: digits.count, ["count": "\(digits.count)"])
      return make(event, secure ? [count] : [count, words(digits)])
    case .cleared(let count):
      return make(event, [table.format(one: .clearedOne, other: .clearedOther, count: count, ["count": "\(count)"])])
    case .nothingToDelete:
      return make(event, [table.format(.nothingToDelete)])
    case .completed(let digits):
      return make(
        event,
        secure
          ? [table.format(.codeCompleteSecure, ["length": "\(digits.count)"])]
          : [table.format(.codeComplete), words(digits)]
      )
    case .focusMoved(let position, let length):
      return make(event, [positioned(.focusPosition, position, length)])
    case .incomplete(let filled, nil, _):
      let values = ["filled": "\(filled)", "minimum": "\(CodeLength.minimum)"]
      return make(event, [table.format(one: .incompleteOpenOne, other: .incompleteOpenOther, count: filled, values)])
    case .incomplete(let filled, let length?, let empty):
      let missing = length - filled
      let values = ["filled": "\(filled)", "length": "\(length)", "missing": "\(missing)"]
      let which =
        empty.isEmpty
        ? [] : [table.format(one: .emptyFieldsOne, other: .emptyFieldsOther, count: empty.count, ["positions": list(empty)])]
      return make(event, [table.format(one: .incompleteOne, other: .incompleteOther, count: missing, values)] + which)
    case .reviewed(let digit, let position, let length):
      return make(event, [positioned(.focusPosition, position, length), secure ? table.format(.filled) : word(digit)])
    case .nothingToReview:
      return make(event, [table.format(.nothingTyped)])
    case .noOtherField:
      return make(event, [table.format(.unusedKey)])
    case .insertedCharacter(let character?, _):
      let (words, tone) = alone(character, tone: .raised)
      return make(event, [words], tone: tone, echoed: character)
    case .insertedCharacter(nil, _):
      return make(event, [table.format(.bullet)], tone: .raised)
    case .reviewedCharacter(let character?, _, _):
      let (words, tone) = alone(character, tone: .normal)
      return make(event, [words], tone: tone)
    case .reviewedCharacter(nil, let position, let count), .reviewedWord(nil, let position, let count):
      return make(event, [table.format(.characterPosition, ["position": "\(position)", "count": "\(count)"])])
    case .reviewedWord(let word?, _, _):
      return make(event, [spoken(Array(word))])
    case .deletedCharacter(let character, _):
      let deleted = verbosity.deletionWord ? [table.format(.deleted)] : []
      return make(event, [character.map { name(of: $0) } ?? table.format(.bullet)] + deleted, tone: .lowered)
    case .pastedText(let text, let pasted, _):
      let count = table.format(one: .pastedCharactersOne, other: .pastedCharactersOther, count: pasted, ["count": "\(pasted)"])
      return make(event, [count] + (text.map { [spoken(Array($0))] } ?? []))
    case .clearedText(let count):
      return make(
        event, [table.format(one: .clearedCharactersOne, other: .clearedCharactersOther, count: count, ["count": "\(count)"])])
    case .textEntered(let count):
      return make(event, [table.format(.entered)] + (count.map { [characterCount($0)] } ?? []))
    }
  }

  /// The reason for a rejection, as the user hears it. In secure mode only the kind of key
  /// is said ("a letter"), never which one: a refused key may be part of a password. Where
  /// refused keys are not named at all, a letter or a symbol is only "not a digit".
  public func reason(_ rejection: Rejection) -> String {
    switch rejection {
    case .letter where !verbosity.namesRefusedKeys, .symbol where !verbosity.namesRefusedKeys:
      table.format(.rejectedNotDigit)
    case .pasteHasLetterInCode where !verbosity.namesRefusedKeys: table.format(.pasteHasLetterInCodeSecure)
    case .letter where verbosity.secure: table.format(.rejectedLetterSecure)
    case .symbol where verbosity.secure: table.format(.rejectedSymbolSecure)
    case .pasteHasLetterInCode where verbosity.secure: table.format(.pasteHasLetterInCodeSecure)
    case .letter(let character): table.format(.rejectedLetter, ["character": name(of: character)])
    case .space: table.format(.rejectedSpace)
    case .controlCharacter: table.format(.rejectedControl)
    case .symbol(let character): table.format(.rejectedSymbol, ["character": name(of: character)])
    case .full(let length): table.format(.rejectedFull, ["length": "\(length)"])
    case .pasteHasNoDigits: table.format(.pasteHasNoDigits)
    case .pasteTooLong(let digits, let fit):
      table.format(one: .pasteTooLongOne, other: .pasteTooLongOther, count: fit, ["digits": "\(digits)", "fit": "\(fit)"])
    case .pasteHasSeveralNumbers(let count): table.format(.pasteHasSeveralNumbers, ["count": "\(count)"])
    case .pasteHasLetterInCode(let character): table.format(.pasteHasLetterInCode, ["character": name(of: character)])
    case .notPrintable: table.format(.rejectedNotPrintable)
    case .textFull(let limit): table.format(.rejectedTextFull, ["limit": "\(limit)"])
    case .pasteHasNoText: table.format(.pasteHasNoText)
    case .pasteHasControlCharacter: table.format(.pasteHasControlCharacter)
    }
  }

  /// A character said alone (an echo, a review) with the tone to say it in: a capital
  /// letter as the user chose (`CapitalStyle`: the word "capital", a higher pitch, both or
  /// neither); anything else by its name, in `tone`.
  func alone(_ character: Character, tone: Tone) -> (String, Tone) {
    guard character.isUppercase && character.isLetter else { return (name(of: character), tone) }
    let word = table.format(.capitalLetter, ["letter": String(character)])
    switch verbosity.capitals {
    case .both: return (word, .capital)
    case .word: return (word, tone)
    case .pitch: return (String(character), .capital)
    case .none: return (String(character), tone)
    }
  }

  /// A character as it can be read aloud: an ASCII symbol by its name in the language
  /// ("question mark"), since espeak-ng drops some punctuation; another symbol by its
  /// Unicode name ("snowman", in English in every language), or in the boot otc, which
  /// leaves Unicode's names out, by its code point ("U+2603"); a letter as itself; an
  /// invisible character by its code point ("U+0301").
  func name(of character: Character) -> String {
    if let phrase = Phrase.symbolNames[character] { return table.format(phrase) }
    #if !hasFeature(Embedded)
      // The boot otc leaves Unicode's names out (551 kB of tables, more than half its size).
      if !character.isLetter, character.unicodeScalars.count == 1, let scalar = character.unicodeScalars.first,
        scalar.properties.generalCategory != .format, scalar.properties.generalCategory != .control,
        let unicodeName = scalar.properties.name
      {
        return unicodeName.lowercased()
      }
    #endif
    let invisible = character.unicodeScalars.allSatisfy { scalar in
      switch scalar.properties.generalCategory {
      case .nonspacingMark, .enclosingMark, .spacingMark, .format, .control: true
      default: false
      }
    }
    #if hasFeature(Embedded)
      let unnamed = !character.isLetter && !character.isNumber
    #else
      let unnamed = false
    #endif
    guard invisible || unnamed else { return String(character) }
    return character.unicodeScalars.map { "U+" + String($0.value, radix: 16, uppercase: true).leftPadded(to: 4) }
      .joined(separator: " ")
  }

  // MARK: Words

  /// The word for one digit ("nine").
  public func word(_ digit: Digit) -> String {
    table.format(Phrase.word(forDigit: digit.value))
  }

  /// Digits as words one by one ("nine eight five"), never as one number.
  public func words(_ digits: [Digit]) -> String {
    digits.map(word).joined(separator: " ")
  }

  /// Numbers as a list is said: "1", "1 and 6", "1, 2 and 6".
  func list(_ numbers: [Int]) -> String {
    guard let last = numbers.last, numbers.count > 1 else { return numbers.first.map(String.init) ?? "" }
    let rest = numbers.dropLast().map(String.init).joined(separator: ", ")
    return table.format(.listAnd, ["list": rest, "last": "\(last)"])
  }

  /// A phrase about a position of a length ("digit 3 of 6").
  func positioned(_ phrase: Phrase, _ position: Int, _ length: Int) -> String {
    table.format(phrase, ["position": "\(position)", "length": "\(length)"])
  }

  private func make(_ event: CodeEvent, _ parts: [String], tone: Tone = .normal, echoed: Character? = nil) -> Utterance {
    make(event.name, parts, tone: tone, echoed: echoed)
  }

  private func make(_ event: String, _ parts: [String], tone: Tone = .normal, echoed: Character? = nil) -> Utterance {
    Utterance(event: event, parts: parts, language: verbosity.language, tone: tone, echoed: echoed)
  }

  /// An utterance of `element`: the single field's value, when it is read as a number,
  /// is handed to the synthesizer as one.
  private func make(_ event: String, _ parts: [String], of element: FieldElement) -> Utterance {
    var utterance = make(event, parts)
    if case .codeField = element, verbosity.valueReading == .number { utterance.numeralsAsNumbers = true }
    return utterance
  }
}

extension String {
  fileprivate func leftPadded(to width: Int) -> String {
    count >= width ? self : String(repeating: "0", count: width - count) + self
  }
}
