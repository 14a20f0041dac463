import Utterances

/// The home of otc's messages in each language it speaks: one table a language, keyed by
/// `MessageKey`, beside it in this folder. Each table is a `switch` over every key, so a
/// key a language lacks does not build; AnnouncerTests checks that each holds as many
/// values as English, in the language's own words. A switch, not a dictionary: nothing is
/// built when the first message is written, and the boot otc carries 30 kB less code.
public enum MessageWords {
  /// Each language's table, every key with its template.
  public static func table(for language: Language) -> [MessageKey: String] {
    var table: [MessageKey: String] = [:]
    for key in MessageKey.allCases { table[key] = template(key, in: language) }
    return table
  }

  /// `key`'s template in `language`.
  public static func template(_ key: MessageKey, in language: Language) -> String {
    switch language {
    case .english: english(key)
    case .brazilianPortuguese: brazilianPortuguese(key)
    case .bulgarian: bulgarian(key)
    }
  }
}
