import Utterances

/// A sentence otc writes or says outside a field's announcements (an error, a note on
/// stderr), named where it is raised by its key, with the values put into it: a number,
/// a path, an option's name, a reason the system gave, or another message inside it. Its
/// words come from the language's table (`Locales/MessageWords.swift`) when it is written,
/// so a reworded sentence is reworded in every language at once, and one no table holds
/// cannot be written: the key is the only way to raise it.
public struct Message: Sendable, Hashable, CustomStringConvertible {
  /// One value put into a message's `{}`, in order: text kept as it is, or a message of
  /// its own, written in the same language.
  public indirect enum Value: Sendable, Hashable, ExpressibleByStringInterpolation {
    /// Text otc does not translate: a path, a number, a name, the system's reason.
    case text(String)
    /// A message inside this one ("ignored …" and the setting's problem).
    case message(Message)

    /// A value of text.
    public init(stringLiteral value: String) { self = .text(value) }

    /// A value of text, interpolated.
    public init(stringInterpolation: DefaultStringInterpolation) {
      self = .text(String(stringInterpolation: stringInterpolation))
    }
  }

  /// Which sentence this is.
  public var key: MessageKey
  /// What goes into its `{}`, in order.
  public var values: [Value]

  /// The sentence `key` names, with `values` put into it.
  public init(_ key: MessageKey, _ values: Value...) {
    self.key = key
    self.values = values
  }

  /// The sentence `key` names, with `values` put into it.
  public init(_ key: MessageKey, values: [Value]) {
    self.key = key
    self.values = values
  }

  /// The sentence in `language`: its template from the language's table with each value
  /// put in, a message inside it in the same language; a list of quoted values
  /// ('single' and 'per-digit') gets the language's own "and" and "or".
  public func text(in language: Language) -> String {
    let values = values.map { value in
      switch value {
      case .text(let text): text
      case .message(let inner): inner.text(in: language)
      }
    }
    return Self.fill(MessageWords.template(key, in: language), with: values, language: language)
  }

  /// `template` with each `{}` replaced by the next of `values`; a list of quoted values
  /// ('single' and 'per-digit') gets the language's own "and" and "or".
  public static func fill(_ template: String, with values: [String], language: Language) -> String {
    var result = ""
    var values = values[...]
    var rest = Substring(template)
    while let found = rest.firstOccurrence(of: "{}") {
      result += rest[..<found.lowerBound]
      result += values.popFirst().map { conjunctions($0, in: language) } ?? ""
      rest = rest[found.upperBound...]
    }
    return result + rest
  }

  static func conjunctions(_ value: String, in language: Language) -> String {
    let (and, or) =
      switch language {
      case .english: (" and ", " or ")
      case .brazilianPortuguese: (" e ", " ou ")
      case .bulgarian: (" и ", " или ")
      }
    return value.replacingEvery("' and '", with: "'\(and)'").replacingEvery("' or '", with: "'\(or)'")
  }

  /// The sentence in English, for logs and tests.
  public var description: String { text(in: .english) }
}

/// An error that is told to the user as one of otc's messages: the error's own type
/// chooses the key where it is thrown, and the command that reports it writes it in the
/// user's language.
public protocol ExplainedError: Error {
  /// What the user is told.
  var message: Message { get }
}

extension Message {
  /// A count with its noun: the words of `one` for 1, those of `many` with the count for
  /// any other ("1 word", "3 words").
  public static func count(_ count: Int, one: MessageKey, many: MessageKey) -> Message {
    count == 1 ? Message(one) : Message(many, "\(count)")
  }
}
