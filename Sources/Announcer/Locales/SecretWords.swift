/// The words that say a question or a field asks for a secret (a password, a passphrase, a
/// PIN), in each language otc speaks: the one list by which `otc askpass` and `otc watch`
/// read another program's question, and `otc audit` tells a password's field from a code's.
/// Lower case; a stem matches the start of a word ("password" is "passwords" too, "парол"
/// is "парола" and "паролата"), a whole word matches only itself ("pin" is not "ping").
public enum SecretWords {
  /// The stems of the words for a secret, by language.
  public static let stems: [Language: [String]] = [
    .english: ["password", "passwd", "passphrase", "passcode", "secret"],
    // senha, segredo, frase secreta.
    .brazilianPortuguese: ["senha", "segred", "secret"],
    // парола, паролна фраза, тайна, таен, секретен.
    .bulgarian: ["парол", "тайн", "таен", "секрет"],
  ]

  /// The words and phrases for a secret that are matched whole, by language.
  public static let wholeWords: [Language: [String]] = [
    .english: ["pin", "pins", "pwd", "pass phrase", "pass code"],
    .brazilianPortuguese: [],
    .bulgarian: ["пин", "код за достъп"],
  ]

  /// Every stem, in every language, longest first.
  public static let allStems: [String] = Language.allCases.flatMap { stems[$0] ?? [] }.uniqued().sorted { $0.count > $1.count }

  /// Every whole word and phrase, in every language.
  public static let allWholeWords: [String] = Language.allCases.flatMap { wholeWords[$0] ?? [] }.uniqued()

  /// Whether `word` (one word, lower case) says a secret.
  public static func says(_ word: Substring) -> Bool {
    allStems.contains { word.hasPrefix($0) } || allWholeWords.contains { $0 == word }
  }

  /// Whether `word` (one word, lower case) says a secret.
  public static func says(_ word: String) -> Bool { says(Substring(word)) }
}

extension Array where Element: Hashable {
  /// The elements in order, each once.
  fileprivate func uniqued() -> [Element] {
    var seen = Set<Element>()
    return filter { seen.insert($0).inserted }
  }
}
