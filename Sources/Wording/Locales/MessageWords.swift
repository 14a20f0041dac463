import Utterances

/// The home of otc's messages in each language it speaks: one table a language, keyed by
/// `MessageKey`, beside it in this folder. AnnouncerTests checks that every table holds
/// every key, with the same number of values as English.
public enum MessageWords {
  /// Each language's table.
  public static func table(for language: Language) -> [MessageKey: String] {
    switch language {
    case .english: english
    case .brazilianPortuguese: brazilianPortuguese
    case .bulgarian: bulgarian
    }
  }

  /// `key`'s template in `language`; English's when that table lacks it (never, as tested).
  public static func template(_ key: MessageKey, in language: Language) -> String {
    table(for: language)[key] ?? english[key] ?? key.rawValue
  }
}
