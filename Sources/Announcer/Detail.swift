/// Something a question holds that a listener needs only on request (F4): a key's
/// fingerprint, a key id, a creation date. It is never read in the opening, where it
/// would push the question and the field far back.
public enum Detail: Hashable, Sendable {
  /// Words said as they are ("created 2026-11-23").
  case text(String)
  /// A string to check character by character: `name`, then the value in groups of
  /// four, each character alone and a capital said as one ("S H A 256, 2 e capital E K").
  case spelled(name: String, value: String)
}

extension Announcer {
  /// Every detail, in order (F4).
  public func details(_ details: [Detail]) -> Utterance {
    let parts = details.flatMap { detail -> [String] in
      switch detail {
      case .text(let text): [text]
      case .spelled(let name, let value): [name] + spelledGroups(value)
      }
    }
    return Utterance(event: "details", parts: parts, language: verbosity.language)
  }

  /// A value in groups a listener can hold and compare: an algorithm's name before a
  /// colon ("SHA256:") as its letters and number, then groups of four characters.
  func spelledGroups(_ value: String) -> [String] {
    var rest = Substring(value)
    var groups: [String] = []
    if let colon = rest.firstIndex(of: ":"), rest[..<colon].allSatisfy({ $0.isLetter || $0.isNumber }), colon != rest.startIndex {
      let algorithm = rest[..<colon]
      let letters = algorithm.prefix { $0.isLetter }.map(String.init).joined(separator: " ")
      let number = algorithm.drop { $0.isLetter }
      groups.append(number.isEmpty ? letters : "\(letters) \(number)")
      rest = rest[rest.index(after: colon)...]
    }
    let characters = Array(rest)
    // A hex number in capitals (a key id) has no case to tell: its letters are said plainly.
    let caseless = characters.allSatisfy { $0.isHexDigit && !$0.isLowercase }
    for start in stride(from: 0, to: characters.count, by: 4) {
      let group = characters[start..<min(start + 4, characters.count)]
      groups.append(group.map { caseless ? String($0) : spelledCharacter($0) }.joined(separator: " "))
    }
    return groups
  }

  /// One character alone: a capital letter with the word for a capital, a digit as
  /// itself, a symbol by its name, anything else as itself.
  func spelledCharacter(_ character: Character) -> String {
    if character.isUppercase { return table.format(.capitalLetter, ["letter": String(character)]) }
    if character.isASCII && character.isNumber { return String(character) }
    return name(of: character)
  }
}
