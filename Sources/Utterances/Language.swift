/// A language otc speaks, with VoiceOver's wording in that language.
public enum Language: String, CaseIterable, Hashable, Sendable {
  /// English (United States).
  case english = "en"
  /// Brazilian Portuguese.
  case brazilianPortuguese = "pt-BR"
  /// Bulgarian.
  case bulgarian = "bg"

  /// Reads a language tag the way people write it: "pt-BR", "pt_br", "bg-BG", "en-US".
  ///
  /// Any Portuguese maps to Brazilian Portuguese, the only Portuguese otc has.
  public init?(tag: String) {
    let lowered = Self.normalized(tag)
    let primary = lowered.split(separator: "-").first.map(String.init) ?? lowered
    switch primary {
    case "en": self = .english
    case "pt": self = .brazilianPortuguese
    case "bg": self = .bulgarian
    default: return nil
    }
  }

  /// The language the environment asks for, as gettext orders it: the first language of
  /// `LANGUAGE` ("pt_BR:en") that otc speaks, unless the locale is C or POSIX; then `LC_ALL`,
  /// `LC_MESSAGES`, `LANG`; "pt_BR.UTF-8" is pt-BR, "bg_BG" is bg, anything else en.
  public init(environment: [String: String]) {
    self = Self.environmentTag(environment).flatMap(Language.init(tag:)) ?? .english
  }

  /// The tag the environment names, as `init(environment:)` reads it ("pt_PT", "bg_BG").
  public static func environmentTag(_ environment: [String: String]) -> String? {
    func tag(_ value: String) -> String { String(value.prefix { $0 != "." && $0 != "@" }) }
    let locale = ["LC_ALL", "LC_MESSAGES", "LANG"].lazy.compactMap { environment[$0] }.first { !$0.isEmpty }
    if let locale, !["C", "POSIX"].contains(tag(locale)), let list = environment["LANGUAGE"] {
      if let known = list.split(separator: ":").map({ tag(String($0)) }).first(where: { Language(tag: $0) != nil }) {
        return known
      }
    }
    return locale.map(tag)
  }

  /// `tag` in lower case with `-` for `_`: "pt_BR" is "pt-br".
  private static func normalized(_ tag: String) -> String { String(tag.lowercased().map { $0 == "_" ? "-" : $0 }) }

  /// Whether `tag` asks for a variety otc does not have ("pt_PT", which gets Brazilian
  /// Portuguese): the user is told so once.
  public static func isSubstituted(_ tag: String) -> Bool {
    let lowered = Self.normalized(tag)
    return lowered.hasPrefix("pt-") && lowered != "pt-br"
  }
}
