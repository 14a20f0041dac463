import Announcer
import Basics
import CodeEntry
import Transcripts
import Utterances
import Wording

/// A problem a listener meets on a code screen, named as reports name it.
public enum AuditRule: String, CaseIterable, Hashable, Sendable {
  case codeSplit = "code-split-into-fields"
  case digitWithoutPosition = "digit-field-without-position"
  case fieldUnnamed = "field-unnamed"
  case twoStopsPerField = "two-focus-stops-per-field"
  case oneTimeCodeHintMissing = "one-time-code-hint-missing"
  case oneTimeCodeHintRepeated = "one-time-code-hint-on-several-fields"
  case codeFieldSecure = "code-field-secure"
  case codeReadAsNumber = "code-read-as-number"
  case keypadKeyUnnamed = "keypad-key-unnamed"
  case keypadCountSilent = "keypad-entered-count-silent"

  /// What the rule finds, in one sentence, in English.
  public var summary: String { message.text(in: .english) }

  /// What the rule finds, in one sentence.
  public var message: Message {
    switch self {
    case .codeSplit: Message(.ruleCodeSplit)
    case .digitWithoutPosition: Message(.ruleDigitWithoutPosition)
    case .fieldUnnamed: Message(.ruleFieldUnnamed)
    case .twoStopsPerField: Message(.ruleTwoStopsPerField)
    case .oneTimeCodeHintMissing: Message(.ruleHintMissing)
    case .oneTimeCodeHintRepeated: Message(.ruleHintRepeated)
    case .codeFieldSecure: Message(.ruleCodeFieldSecure)
    case .codeReadAsNumber: Message(.ruleCodeReadAsNumber)
    case .keypadKeyUnnamed: Message(.ruleKeypadKeyUnnamed)
    case .keypadCountSilent: Message(.ruleKeypadCountSilent)
    }
  }

  /// Whether the rule checks a PIN keypad (else a code's fields): a keypad has no field to
  /// hint, name or split, and fields have no keys.
  public var forKeypad: Bool { self == .keypadKeyUnnamed || self == .keypadCountSilent }

  /// The fact of the format the rule needs; `nil` for one every format holds.
  public var needs: ScreenFact? {
    switch self {
    case .codeSplit, .digitWithoutPosition, .fieldUnnamed, .keypadKeyUnnamed, .keypadCountSilent: nil
    case .twoStopsPerField: .nesting
    case .oneTimeCodeHintMissing, .oneTimeCodeHintRepeated: .autofill
    case .codeFieldSecure: .secureEntry
    case .codeReadAsNumber: .value
    }
  }

  /// Whether the rule checks each code field (else the code entry as a whole).
  public var perField: Bool {
    switch self {
    case .digitWithoutPosition, .fieldUnnamed, .twoStopsPerField, .codeFieldSecure, .keypadKeyUnnamed: true
    default: false
    }
  }
}

/// One problem found: the rule, the element, what the listener hears because of it, and
/// the fix.
public struct AuditFinding: Hashable, Sendable {
  /// The rule broken.
  public var rule: AuditRule
  /// The element it is on (the first field of the code entry for a rule of the whole).
  public var element: ScreenElement
  /// What the listener hears because of it.
  public var heard: Message
  /// What to change.
  public var fix: Message
  /// How many more fields, past those listed (`Audit.listedFields`), have the same
  /// problem: this finding, on the first of them, tells them all.
  public var alike = 0
}

/// One rule checked on one element, or on a field and the `alike` fields after it, past
/// those listed: a JUnit case.
public struct AuditCheck: Hashable, Sendable {
  /// The rule.
  public var rule: AuditRule
  /// The element (the first field of the code entry for a rule of the whole).
  public var element: ScreenElement
  /// How many more fields this check covers.
  public var alike = 0
  /// The finding it failed with; `nil` when it passed.
  public var finding: AuditFinding?
}

/// A code screen checked as a listener meets it.
public struct Audit: Sendable {
  /// The screen read.
  public var screen: Screen
  /// The code entry's fields, in focus order; a keypad's keys, when `keypad` is set.
  public var codeFields: [ScreenElement]
  /// Whether the code entry is a PIN keypad (`Keypad`): keys pressed, not a field typed in.
  public var keypad = false
  /// The problems found, in the order of the rules, then of the fields.
  public var findings: [AuditFinding]
  /// What this format cannot show that a rule needs: said once, never guessed.
  public var notCheckable: [ScreenFact]
  /// Whether each rule was checked, and on which elements: a JUnit case each.
  public var checks: [AuditCheck]

  /// The problems found, each field with a problem counted once.
  public var problemCount: Int { findings.reduce(0) { $0 + 1 + $1.alike } }

  /// The words that name a code field, in the three languages, matched as whole words
  /// ("PIN", never the "pin" of "shopping"). A password's words are not among them: a
  /// password field is no code entry.
  static let codeWords: Set<String> = [
    "code", "otp", "passcode", "verification", "pin", "token", "digit", "digits", "totp", "2fa", "mfa",
    "código", "codigo", "verificação", "verificacao", "dígito", "dígitos", "код", "кода", "цифра", "цифри", "потвърждение",
  ]

  /// The words that make a "code" some other code: a postal code, a coupon, a card's
  /// security number, a country's dialling code. A field named by one is no code entry.
  static let otherCodes: Set<String> = [
    "zip", "postal", "postcode", "post", "promo", "promotion", "promotional", "coupon", "discount", "voucher", "gift",
    "referral", "invite", "invitation", "country", "area", "dial", "qr", "barcode", "cvv", "cvc", "card", "source",
    "cep", "cupom", "promocional", "desconto", "país", "pais", "cartão", "cartao",
    "пощенски", "промо", "купон", "отстъпка", "държава", "карта",
  ]

  /// The words of a name or an identifier, lower case: split at anything not a letter or
  /// digit and where camelCase turns ("verifySmsCodeInput" is verify, sms, code, input;
  /// "OTPField" is otp, field).
  public static func words(_ text: String) -> [String] {
    var words: [String] = []
    var current = ""
    var previous: Character?
    let characters = Array(text)
    for (offset, character) in characters.enumerated() {
      guard character.isLetter || character.isNumber else {
        if !current.isEmpty { words.append(current.lowercased()) }
        current = ""
        previous = nil
        continue
      }
      if let last = previous, !current.isEmpty {
        let next = offset + 1 < characters.count ? characters[offset + 1] : nil
        // aB, and the B of ABc (an acronym's end), begin a word.
        let turns =
          (last.isLowercase && character.isUppercase)
          || (last.isUppercase && character.isUppercase && next?.isLowercase == true)
        if turns {
          words.append(current.lowercased())
          current = ""
        }
      }
      current.append(character)
      previous = character
    }
    if !current.isEmpty { words.append(current.lowercased()) }
    return words
  }

  /// Whether `text` names a code: one of `codeWords`, or "one-time", and no word of
  /// another kind of code.
  static func saysCode(_ text: String) -> Bool {
    let lowered = text.lowercased()
    let words = Set(words(text))
    guard words.isDisjoint(with: otherCodes) else { return false }
    if lowered.contains("one-time") || lowered.contains("one time") || lowered.contains("onetime") { return true }
    return !words.isDisjoint(with: codeWords)
  }

  /// Whether a field is taken for a code by what names it: its name or hint says code, or,
  /// when they say nothing, its identifier does (`codeEntry` has already set aside a
  /// password's field). A field named for something else ("Phone number") is that, whatever
  /// its identifier ("digits").
  static func namesCode(_ field: ScreenElement) -> Bool {
    if saysCode(field.name + " " + field.hint) { return true }
    guard saysNothing(field.name), saysNothing(field.hint) else { return false }
    // A resource id's package ("com.example.otp:id/…") says nothing of the field.
    let identifier = field.identifier.split(separator: "/").last.map(String.init) ?? ""
    return saysCode(identifier)
  }

  /// The characters a field's mask is drawn with: "––– –––", "______", "••••", "000 000",
  /// "XXX-XXX".
  static let maskCharacters: Set<Character> = ["–", "—", "-", "_", "•", "·", "*", "○", "◦", "X", "x", "0", "#", "●"]

  /// Whether `text` is a code's mask: 4 to 8 mask characters, in groups at most,
  /// separated by spaces.
  public static func isMask(_ text: String) -> Bool {
    let marks = text.filter { $0 != " " }
    guard (4...8).contains(marks.count), let first = marks.first else { return false }
    // One kind of mark, with "-" allowed between groups of "X" or "0".
    return marks.allSatisfy { maskCharacters.contains($0) }
      && marks.filter({ $0 != "-" || first == "-" }).allSatisfy { $0 == first }
  }

  /// Whether `text`, as a field's name or hint, says nothing of what the field is for:
  /// empty, a code's mask, or one mark that is no letter or digit (a placeholder "-").
  static func saysNothing(_ text: String) -> Bool {
    text.isEmpty || isMask(text) || (text.count == 1 && !text.allSatisfy { $0.isLetter || $0.isNumber })
  }

  /// The shortest run of one-character fields taken for a code split into fields.
  static let shortestRun = 4
  /// The most utterances of one design whose time is measured: a longest code's fields,
  /// and the stops between them. Past them, time is reckoned by words.
  public static let measuredUtterances = 24
  /// The most fields of one code entry a rule of each field lists one by one: a longest
  /// code's. Past them the fields with the same problem are one finding ("and 582,329
  /// more fields alike"), so that a report is as long as the design's problems, not as
  /// the file.
  public static let listedFields = 24

  /// Checks `screen`: `nil` when it holds no code entry. `speech` says what is heard;
  /// `measure` gives the seconds an utterance takes.
  public static func check(_ screen: Screen, speech: ScreenSpeech, measure: (Utterance) throws -> Double) throws -> Audit? {
    // The stops as a view of the elements, not a copy: a 16 MB file has 582,000.
    let stops = screen.elements.lazy.filter(\.focusStop)
    // Fields first; a keypad only where no field takes the code.
    let fields: [ScreenElement]
    let keypad: Bool
    if let found = codeEntry(in: stops, lengthsKnown: screen.facts.contains(.maxLength)) {
      (fields, keypad) = (found, false)
    } else if let keys = Keypad.keys(in: stops) {
      (fields, keypad) = (keys, true)
    } else {
      return nil
    }
    var findings: [AuditFinding] = []
    var checks: [AuditCheck] = []
    let rules = AuditRule.allCases.filter { $0.forKeypad == keypad }
    let notCheckable = rules.compactMap(\.needs).reduce(into: [ScreenFact]()) {
      if !screen.facts.contains($1), !$0.contains($1) { $0.append($1) }
    }
    let heard = { (element: ScreenElement) in Message(.quoted, "\(speech.utterance(for: element).text)") }
    for rule in rules where rule.needs.map(screen.facts.contains) ?? true {
      if rule.perField {
        var rest: AuditFinding?
        for (offset, field) in fields.enumerated() {
          let listed = offset < listedFields
          // Past the listed fields only the first finding is told; the others are counted.
          let told = listed || rest == nil
          let found = check(rule, field: field, at: offset, of: fields, heard: told ? heard : { _ in Message(.plainText, "") })
          if listed { checks.append(AuditCheck(rule: rule, element: field, finding: found)) }
          guard let finding = found else { continue }
          if listed {
            findings.append(finding)
          } else if rest == nil {
            rest = finding
          } else {
            rest?.alike += 1
          }
        }
        if fields.count > listedFields {
          checks.append(
            AuditCheck(rule: rule, element: fields[listedFields], alike: fields.count - listedFields - 1, finding: rest))
        }
        if let rest { findings.append(rest) }
      } else {
        let finding = try check(
          rule, fields: fields, stops: stops, elements: screen.elements, speech: speech, heard: heard, measure: measure)
        checks.append(AuditCheck(rule: rule, element: fields[0], finding: finding))
        if let finding { findings.append(finding) }
      }
    }
    return Audit(
      screen: screen, codeFields: fields, keypad: keypad, findings: findings, notCheckable: notCheckable, checks: checks)
  }

  /// The code entry among `stops`: a run of at least four one-character text fields (a
  /// container or a text between two of them, at most two, is passed over: the stops
  /// around a field), drawn as boxes of one size in one row when the format says where
  /// they are; else the first field with the one-time-code hint, or whose name, hint or
  /// identifier says code, or that shows a code's mask ("––– –––"). A password's field
  /// is never taken for a code.
  ///
  /// Only a field the user can type into is a code's: one disabled or read-only (a TOTP
  /// secret shown for enrolment) is passed over. A field is one-character when its length
  /// says so, or, with `lengthsKnown` false (a format that cannot show lengths), when it
  /// says nothing of its length: a form of fields without `maxlength` (an address) is no
  /// split code. A login's pair, a field followed by a secure one (its user name, then its
  /// password or PIN), is never taken for a code by its words, whatever they are
  /// ("Access Code", "PIN"): only the one-time-code hint makes one of them a code's.
  public static func codeEntry<Stops: Collection<ScreenElement>>(in stops: Stops, lengthsKnown: Bool = false)
    -> [ScreenElement]?
  {
    let oneCharacter = lengthsKnown ? { (length: Int?) in length == 1 } : { (length: Int?) in (length ?? 1) == 1 }
    // The runs are kept as positions, and the longest copied once at its size: a 16 MB
    // file's run of 582,000 fields, grown element by element, held twice its size.
    var best: [Stops.Index] = []
    var run: [Stops.Index] = []
    var between = 0
    func endRun() {
      if run.count > best.count, inOneRow(run.lazy.map { stops[$0] }) { best = run }
      run = []
      between = 0
    }
    for index in stops.indices {
      let stop = stops[index]
      if stop.role == .textField, stop.value.count <= 1, oneCharacter(stop.maxLength), stop.enabled, !stop.readOnly {
        // A box of another size or row begins a run of its own.
        if let last = run.last, let frame = stop.frame, let previous = stops[last].frame, !previous.isBeside(frame) { endRun() }
        run.append(index)
        between = 0
      } else if !run.isEmpty, stop.role == .text || stop.role == .container, between < 2 {
        between += 1
      } else {
        endRun()
      }
    }
    endRun()
    if best.count >= shortestRun { return best.map { stops[$0] } }
    let fields = stops.filter { $0.role == .textField && $0.enabled && !$0.readOnly }
    if let hinted = fields.first(where: { ($0.autofill ?? []).contains("one-time-code") }) { return [hinted] }
    // A login's user name and its secret: a field, then a secure one.
    var login = Set<Int>()
    for offset in fields.indices.dropLast() where fields[offset].secure != true && fields[offset + 1].secure == true {
      login.formUnion([offset, offset + 1])
    }
    let notPasswords = fields.indices.filter { offset in
      // A field named by a secret's word (SecretWords: password, senha, парола…), and not by
      // a code word, is a password's, never a code's.
      let field = fields[offset]
      return !login.contains(offset)
        && (!words(field.name + " " + field.hint).contains { SecretWords.says($0) } || saysCode(field.name + " " + field.hint))
    }.map { fields[$0] }
    if let named = notPasswords.first(where: namesCode) { return [named] }
    // A secure field's bullets are what was typed, never a mask.
    if let masked = notPasswords.first(where: { isMask($0.hint) || isMask($0.name) || ($0.secure != true && isMask($0.value)) }) {
      return [masked]
    }
    return nil
  }

  /// Whether the fields of a run are boxes of one size in one row: always, when the
  /// format does not say where they are drawn.
  private static func inOneRow(_ fields: some Collection<ScreenElement>) -> Bool {
    guard let first = fields.first?.frame else { return true }
    return fields.allSatisfy { $0.frame.map(first.isBeside) ?? true }
  }

  /// A rule checked on one field of the code entry.
  private static func check(
    _ rule: AuditRule, field: ScreenElement, at offset: Int, of fields: [ScreenElement], heard: (ScreenElement) -> Message
  ) -> AuditFinding? {
    switch rule {
    case .fieldUnnamed:
      // A mask ("––– –––") is read out as its marks, and says nothing of the field; nor
      // does a placeholder of one mark ("-", "•").
      guard saysNothing(field.name), saysNothing(field.hint) else { return nil }
      return AuditFinding(
        rule: rule, element: field, heard: Message(.heardNothingSaysWhat, .message(heard(field))),
        fix: fields.count > 1
          ? Message(.fixNameByPosition, "\(offset + 1)", "\(fields.count)") : Message(.fixGiveLabel))
    case .digitWithoutPosition:
      guard fields.count > 1, !field.name.isEmpty || !field.hint.isEmpty else { return nil }
      let numbers = numbers(in: field.name + " " + field.hint)
      guard !(numbers.contains("\(offset + 1)") && numbers.contains("\(fields.count)")) else { return nil }
      return AuditFinding(
        rule: rule, element: field, heard: Message(.heardNoPosition, .message(heard(field))),
        fix: Message(.fixNameDigit, "\(offset + 1)", "\(fields.count)"))
    case .twoStopsPerField:
      guard field.insideFocusStop == true else { return nil }
      return AuditFinding(
        rule: rule, element: field,
        heard: Message(.heardTwoStops, .message(heard(field))), fix: Message(.fixContainer))
    case .keypadKeyUnnamed:
      guard field.name.isEmpty else { return nil }
      return AuditFinding(
        rule: rule, element: field, heard: Message(.heardKeyUnnamed, .message(heard(field))), fix: Message(.fixNameKey))
    case .codeFieldSecure:
      guard field.secure == true else { return nil }
      return AuditFinding(
        rule: rule, element: field, heard: Message(.heardSecure, .message(heard(field))), fix: Message(.fixSecure))
    default:
      return nil
    }
  }

  /// The runs of digits in `text`: ASCII by its bytes, other text by its characters.
  static func numbers(in text: String) -> Set<String> {
    guard text.utf8.allSatisfy({ $0 < 0x80 }) else {
      return Set(text.split(whereSeparator: { !$0.isNumber }).map(String.init))
    }
    return Set(text.utf8.split(whereSeparator: { !(0x30...0x39).contains($0) }).map { String(Substring($0)) })
  }

  /// A rule checked on the code entry as a whole, among the screen's `stops` and all its
  /// `elements`.
  private static func check(
    _ rule: AuditRule, fields: [ScreenElement], stops: some BidirectionalCollection<ScreenElement>,
    elements: [ScreenElement], speech: ScreenSpeech, heard: (ScreenElement) -> Message,
    measure: (Utterance) throws -> Double
  ) throws -> AuditFinding? {
    let first = fields[0]
    switch rule {
    case .codeSplit:
      guard fields.count > 1 else { return nil }
      let language = speech.verbosity.language
      let firstStop = stops.firstIndex(of: first) ?? stops.startIndex
      let lastStop = stops.lastIndex(of: fields[fields.count - 1]) ?? firstStop
      let splitStops = stops[firstStop...lastStop]
      // Only the utterances measured are made: past them, a design's cost is reckoned.
      let split = splitStops.prefix(measuredUtterances).map(speech.utterance(for:))
      let digits = fields.compactMap { $0.value.first.flatMap(Digit.init) }
      let single = speech.reader.announcer(verbosity: speech.verbosity)
        .utterance(for: .codeField(digits: digits.count == fields.count ? digits : [], length: fields.count))
      // Every utterance's words are counted; its seconds are measured (synthesised) for the
      // first `measuredUtterances` only, and the rest take as long a word as those did: the
      // cost of a design is measured once, never once a field (a snapshot of 5,000 digit
      // fields took 18 s of synthesis).
      // Past the first `measuredUtterances`, words and seconds are reckoned from those: as
      // many more as the stops left, at the same words and seconds a stop (a 16 MB file's
      // 582,000 stops are never each put into words).
      func cost(_ utterances: [Utterance], of total: Int) throws -> (words: Int, seconds: Double, reckoned: Bool) {
        var words = 0
        var seconds = 0.0
        for utterance in utterances {
          words += NumberWords.count(in: utterance.text, language: language, numeralsAsNumbers: utterance.numeralsAsNumbers)
          seconds += try measure(utterance)
        }
        guard total > utterances.count, !utterances.isEmpty else { return (words, seconds, false) }
        let scale = Double(total) / Double(utterances.count)
        return (Int((Double(words) * scale).rounded()), seconds * scale, true)
      }
      func words(_ count: Int) -> Message { .count(count, one: .wordsOne, many: .wordsMany) }
      let apart = try cost(split, of: splitStops.count)
      let together = try cost([single], of: 1)
      return AuditFinding(
        rule: rule, element: first,
        heard: Message(
          .heardSplit, .message(.count(splitStops.count, one: .swipesOne, many: .swipesMany)),
          .message(.count(splitStops.count, one: .utterancesOne, many: .utterancesMany)), "\(fields.count)",
          .message(apart.reckoned ? Message(.aboutCount, .message(words(apart.words))) : words(apart.words)),
          .message(Message(.secondsCount, "\(apart.seconds.fixed(1))")), .message(words(together.words)),
          .message(Message(.secondsCount, "\(together.seconds.fixed(1))")), "\(single.text)"),
        fix: Message(.fixOneField))
    case .oneTimeCodeHintMissing:
      guard !fields.contains(where: { ($0.autofill ?? []).contains("one-time-code") }) else { return nil }
      return AuditFinding(
        rule: rule, element: first,
        heard: Message(.heardNoHint), fix: Message(.fixAddHint))
    case .oneTimeCodeHintRepeated:
      let hinted = fields.filter { ($0.autofill ?? []).contains("one-time-code") }
      guard hinted.count > 1 else { return nil }
      return AuditFinding(
        rule: rule, element: hinted[1],
        heard: Message(.heardHintRepeated, "\(hinted.count - 1)"), fix: Message(.fixHintOnce))
    case .keypadCountSilent:
      guard !Keypad.countHeard(among: elements, keys: fields) else { return nil }
      return AuditFinding(rule: rule, element: first, heard: Message(.heardCountSilent), fix: Message(.fixSayCount))
    case .codeReadAsNumber:
      guard fields.count == 1, first.value.count >= 2, first.value.allSatisfy(\.isNumber) else { return nil }
      let number = NumberWords.words(first.value, in: speech.verbosity.language).joined(separator: " ")
      return AuditFinding(
        rule: rule, element: first,
        heard: Message(.heardAsNumber, "\(first.value)", "\(number)"), fix: Message(.fixSpellOut))
    default:
      return nil
    }
  }

  /// What this file's format could not show, as the reports say it once: "Not checkable
  /// from a uiautomator dump: autofill hints; …"; `nil` when it showed all the rules need.
  public var notCheckableSentence: Message? {
    notCheckable.isEmpty
      ? nil
      : Message(
        .notCheckableFrom, .message(screen.format.message),
        .message(notCheckable.dropFirst().reduce(notCheckable[0].message) { Message(.parts, .message($0), .message($1.message)) })
      )
  }

  /// Exit status of a run: 0 with no problem, 1 with problems.
  public var exitStatus: Int32 { findings.isEmpty ? 0 : 1 }
}
