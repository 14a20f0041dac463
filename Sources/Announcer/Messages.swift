import Utterances
import Wording

/// The words otc did not write itself, found again by their English template: what
/// ArgumentParser writes around and in a usage error. otc's own messages are raised by
/// key (`Message`); these are matched, since the library that writes them has no keys to
/// give. In a template `{}` stands for each value put in; the values are kept as they
/// are, in the same order. Text no template matches stays as it is: nothing is lost to
/// a missing translation.
public enum Messages {
  /// One message in the three languages. Each has as many `{}` as the English one.
  public struct Entry: Sendable {
    /// The English template, as the code writes the message.
    public var english: String
    /// Brazilian Portuguese.
    public var portuguese: String
    /// Bulgarian.
    public var bulgarian: String

    /// The template in `language`.
    public func template(in language: Language) -> String {
      switch language {
      case .english: english
      case .brazilianPortuguese: portuguese
      case .bulgarian: bulgarian
      }
    }
  }

  /// ArgumentParser's `message` in `language`: the translation of the first template it
  /// matches, with its values put back. `message` itself when nothing matches or
  /// `language` is English.
  public static func translate(_ message: String, into language: Language) -> String {
    translate(message, into: language, using: argumentParser, depth: 1)
  }

  /// What a usage error prints, `text` (ArgumentParser's "Error: …", "Usage: …" and "See …"
  /// lines), line by line in `language`.
  public static func translateLines(_ text: String, into language: Language) -> String {
    guard language != .english else { return text }
    return text.split(separator: "\n", omittingEmptySubsequences: false)
      .map { translate(String($0), into: language) }
      .joined(separator: "\n")
  }

  static func translate(_ message: String, into language: Language, using table: [Entry], depth: Int) -> String {
    guard language != .english else { return message }
    for entry in table {
      guard var values = match(message, template: entry.english) else { continue }
      if depth > 0 {
        values = values.map { translate($0, into: language, using: table, depth: depth - 1) }
      }
      return Message.fill(entry.template(in: language), with: values, language: language)
    }
    return message
  }

  /// The values `message` gives the `{}` of `template`, or `nil` when it does not match:
  /// each literal part in order, the first anchored at the start and the last at the end,
  /// each value at least one character long.
  static func match(_ message: String, template: String) -> [String]? {
    let literals = template.parts(between: "{}").map(String.init)
    guard literals.count > 1 else { return message == template ? [] : nil }
    guard message.hasPrefix(literals[0]), message.hasSuffix(literals[literals.count - 1]),
      message.count >= literals.reduce(0, { $0 + $1.count }) + literals.count - 1
    else { return nil }
    var rest = Substring(message.dropFirst(literals[0].count))
    var values: [String] = []
    for (index, literal) in literals.enumerated().dropFirst() {
      if index == literals.count - 1 {
        // The last value runs to where the last literal begins, at the end.
        guard rest.count > literal.count else { return nil }
        values.append(String(rest.dropLast(literal.count)))
      } else {
        guard !literal.isEmpty, let found = rest.dropFirst().firstOccurrence(of: literal) else { return nil }
        values.append(String(rest[rest.startIndex..<found.lowerBound]))
        rest = rest[found.upperBound...]
      }
    }
    return values
  }
}
