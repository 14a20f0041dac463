import CEspeakNG
import Wording

/// One of espeak-ng's voices.
public struct Voice: Hashable, Sendable {
  /// Its name ("Portuguese_(Brazil)").
  public var name: String
  /// Its main language ("pt-br").
  public var language: String
  /// Every language it speaks, main one first.
  public var languages: [String]
  /// Its identifier, the voice file ("roa/pt-BR").
  public var identifier: String

  /// Creates a voice description.
  public init(name: String, language: String, languages: [String], identifier: String) {
    self.name = name
    self.language = language
    self.languages = languages
    self.identifier = identifier
  }

  init(_ voice: espeak_VOICE) {
    name = voice.name.map { String(cString: $0) } ?? ""
    identifier = voice.identifier.map { String(cString: $0) } ?? ""
    // "languages" is a list of (priority byte, NUL-terminated name), ended by a zero byte.
    var languages: [String] = []
    if var cursor = voice.languages {
      while cursor.pointee != 0 {
        cursor += 1  // the priority byte
        let language = String(cString: cursor)
        languages.append(language)
        cursor += language.utf8.count + 1
      }
    }
    self.languages = languages
    language = languages.first ?? ""
  }

  /// Whether it speaks `tag` or a variety of it ("pt" matches "pt-br"), ignoring case.
  public func speaks(_ tag: String) -> Bool {
    let wanted = tag.lowercased().replacingEvery("_", with: "-")
    return languages.contains { $0 == wanted || $0.hasPrefix(wanted + "-") }
  }

  /// One line for `otc voices`: name, language and identifier.
  public var line: String { "\(name), \(language), \(identifier)" }
}
