import Foundation

/// A language otc speaks, with VoiceOver's wording in that language.
public enum Language: String, CaseIterable, Hashable, Sendable, Codable {
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
    let lowered = tag.lowercased().replacingOccurrences(of: "_", with: "-")
    let primary = lowered.split(separator: "-").first.map(String.init) ?? lowered
    switch primary {
    case "en": self = .english
    case "pt": self = .brazilianPortuguese
    case "bg": self = .bulgarian
    default: return nil
    }
  }

  /// The language the environment asks for, as POSIX orders it: `LC_ALL`, then
  /// `LC_MESSAGES`, then `LANG`; "pt_BR.UTF-8" is pt-BR, "bg_BG" is bg, anything else en.
  public init(environment: [String: String]) {
    let value = ["LC_ALL", "LC_MESSAGES", "LANG"].lazy
      .compactMap { environment[$0] }
      .first { !$0.isEmpty }
    let tag = value.map { String($0.prefix { $0 != "." && $0 != "@" }) } ?? ""
    self = Language(tag: tag) ?? .english
  }

  /// The words and phrases of this language.
  public var table: PhraseTable {
    switch self {
    case .english: .english
    case .brazilianPortuguese: .brazilianPortuguese
    case .bulgarian: .bulgarian
    }
  }
}
