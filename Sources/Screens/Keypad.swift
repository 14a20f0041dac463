/// A PIN keypad: ten digit keys a screen draws in place of a text field, the way banking
/// apps and lock screens ask for a PIN. The user presses keys; what was entered shows as
/// dots, which a screen reader hears only when the app says them.
enum Keypad {
  /// The digit each number word names, in the languages of the screens otc has met:
  /// English, Portuguese, Bulgarian, Russian (the keys of a bank's keypad, "Цифра один").
  static let digitWords: [String: Int] = [
    "zero": 0, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9,
    "um": 1, "uma": 1, "dois": 2, "duas": 2, "três": 3, "tres": 3, "quatro": 4, "cinco": 5, "seis": 6, "sete": 7,
    "oito": 8, "nove": 9,
    "нула": 0, "едно": 1, "един": 1, "една": 1, "две": 2, "два": 2, "три": 3, "четири": 4, "пет": 5, "шест": 6,
    "седем": 7, "осем": 8, "девет": 9,
    "ноль": 0, "нуль": 0, "один": 1, "одна": 1, "четыре": 4, "пять": 5, "шесть": 6, "семь": 7, "восемь": 8,
    "девять": 9,
  ]

  /// The digit a key's name says: its one digit ("1", "2 ABC") or number word ("Цифра один",
  /// "digit five"), among at most three words; `nil` for any other name.
  static func digit(named name: String) -> Int? {
    guard !name.isEmpty, name.count <= 24 else { return nil }
    let words = Audit.words(name)
    guard words.count <= 3 else { return nil }
    let digits = words.compactMap { word -> Int? in
      if word.count == 1, let value = word.first?.wholeNumberValue { return value }
      return digitWords[word]
    }
    // "2 ABC" has one digit; "10" and "1 2" are no key's.
    guard digits.count == 1, !words.contains(where: { $0.count > 1 && $0.allSatisfy(\.isNumber) }) else { return nil }
    return digits[0]
  }

  /// Whether `element` is pressed rather than typed into: a button, or anything actionable
  /// that is no field or link.
  static func isKey(_ element: ScreenElement) -> Bool {
    element.role == .button || (element.actionable && element.role != .textField && element.role != .link)
  }

  /// The keypad among `stops`, its keys in the order met: the ten digit keys (the first key
  /// for each digit) and every key between the first and the last of them, and up to two
  /// right after (a last row's "Delete" and "OK"); `nil` unless all ten digits have a key
  /// and the screen asks for a code (a word of one outside the keys, or a secure field):
  /// a phone's dialler has the keys but asks for no code.
  static func keys<Stops: Collection<ScreenElement>>(in stops: Stops) -> [ScreenElement]? {
    var first: [Int: Stops.Index] = [:]
    for index in stops.indices where first.count < 10 {
      let stop = stops[index]
      guard isKey(stop), let digit = digit(named: stop.name), first[digit] == nil else { continue }
      first[digit] = index
    }
    guard first.count == 10, let start = first.values.min(), let end = first.values.max() else { return nil }
    // Where the format says where keys are drawn, a key is of the digit keys' size: the
    // "Forgot PIN?" button after the grid is none.
    let size = stops[start].frame
    func isKeypadKey(_ element: ScreenElement) -> Bool {
      guard isKey(element) else { return false }
      guard let size, let frame = element.frame else { return true }
      return abs(frame.width - size.width) <= max(1, size.width / 10)
        && abs(frame.height - size.height) <= max(1, size.height / 10)
    }
    var keys = Array(stops[start...end].filter(isKeypadKey))
    keys += stops[stops.index(after: end)...].prefix(2).prefix(while: isKeypadKey)
    let asks = stops.contains { stop in
      if stop.role == .textField && stop.secure == true { return true }
      guard !isKey(stop) else { return false }
      return Audit.saysCode(stop.name + " " + stop.value + " " + stop.hint)
    }
    return asks ? keys : nil
  }

  /// The words that say a count has been entered: "2 digits entered", "введено 2".
  static let enteredWords: Set<String> = [
    "entered", "typed", "введено", "введены", "введена", "въведени", "въведена", "въведено", "digitados", "digitado",
    "digitadas", "inseridos", "inserido",
  ]
  /// The words between two numbers that make them a count of a length: "2 of 4".
  static let ofWords: Set<String> = ["of", "из", "от", "de"]

  /// Whether the listener can hear how many digits are entered: a secure field holds them
  /// (its characters are counted aloud), or an element outside the keys says a count ("2 of
  /// 4 digits entered", "Введено 2 цифры"). Silent dots, images without names, say nothing.
  static func countHeard(among elements: some Collection<ScreenElement>, keys: [ScreenElement]) -> Bool {
    let keySet = Set(keys)
    return elements.contains { element in
      guard !keySet.contains(element) else { return false }
      if element.role == .textField && element.secure == true && element.focusStop { return true }
      return saysCount(element.name + " " + element.value)
    }
  }

  /// Whether `text` says a count: a number with a word of entering, or "N of M".
  static func saysCount(_ text: String) -> Bool {
    let words = Audit.words(text)
    func isNumber(_ word: String) -> Bool { word.allSatisfy(\.isNumber) || digitWords[word] != nil }
    guard words.contains(where: isNumber) else { return false }
    if words.contains(where: enteredWords.contains) { return true }
    return words.indices.dropFirst().dropLast().contains { offset in
      ofWords.contains(words[offset]) && isNumber(words[offset - 1]) && isNumber(words[offset + 1])
    }
  }
}
