import Announcer
import Utterances

/// What otc says of a one-time code: whose code it is, its digits one by one in the groups
/// a listener holds (three and three, four and four), and the seconds left said apart, in
/// an utterance of their own, never inside the code.
///
/// Each code utterance comes twice: as said, and as a transcript records it, where the
/// digits are "code shown".
public struct CodeWords: Sendable {
  /// One thing said, and what a transcript keeps of it.
  public struct Said: Sendable, Equatable {
    /// What is spoken, and shown on the braille display.
    public var spoken: Utterance
    /// What a transcript records: the same words, the code's digits replaced.
    public var recorded: Utterance
  }

  /// The language of the words.
  public let language: Language
  /// Whose code: the issuer, else the account; `nil` for neither.
  public let name: String?

  /// The words for codes of `key`, in `language`.
  public init(language: Language, key: OTPKey) {
    self.init(language: language, name: key.issuer ?? key.account)
  }

  /// The words for codes of the service `name`, in `language`.
  public init(language: Language, name: String?) {
    self.language = language
    self.name = name
  }

  var table: PhraseTable { language.table }

  /// The digits in the groups they are said in: 6 as 3 and 3, 7 as 3 and 4, 8 as 4 and 4.
  public static func groups(_ code: String) -> [String] {
    let digits = Array(code)
    let first = digits.count >= 8 ? 4 : 3
    guard digits.count > first else { return [code] }
    return [String(digits[..<first]), String(digits[first...])]
  }

  /// The digits as said: "4 9 2, 0 3 9".
  public static func spelled(_ code: String) -> String {
    groups(code).map { $0.map(String.init).joined(separator: " ") }.joined(separator: ", ")
  }

  /// "GitHub, 4 9 2, 0 3 9": whose code, then its digits, with no word between them. A
  /// listener asked for the code; "GitHub code:" put its first digit 0.42 s later (its
  /// colon's pause, then "code"), after otc prompt's whole opening would have been heard
  /// (BENCHMARKS.md). `isNew` starts it with "New code" instead.
  public func code(_ code: String, isNew: Bool = false) -> Said {
    let title = isNew ? table.format(.newCode) : name ?? table.format(.otpCode)
    let spoken = Utterance(event: isNew ? "new-code" : "code", parts: [title, Self.spelled(code)], language: language)
    var recorded = spoken
    recorded.parts = [title, table.format(.codeShown)]
    return Said(spoken: spoken, recorded: recorded)
  }

  /// "17 seconds left".
  public func secondsLeft(_ seconds: Int) -> Utterance {
    plain("time-left", table.format(one: .secondsLeftOne, other: .secondsLeftOther, count: seconds, ["seconds": "\(seconds)"]))
  }

  /// "New code in 3 seconds": said instead of a code about to expire.
  public func newCode(in seconds: Int) -> Utterance {
    plain("wait", table.format(one: .newCodeInOne, other: .newCodeInOther, count: seconds, ["seconds": "\(seconds)"]))
  }

  /// "Copied; cleared in 45 seconds".
  public func copied(clearedIn seconds: Int) -> Utterance {
    plain("copied", table.format(.copiedClearedIn, ["seconds": "\(seconds)"]))
  }

  /// "No clipboard program".
  public var noClipboard: Utterance { plain("no-clipboard", table.format(.noClipboardProgram)) }

  /// The keys, said once after the first code at a terminal.
  public var keysHelp: Utterance { plain("keys-help", table.format(.otpKeysHelp)) }

  /// The braille line: the code in its groups and the seconds left, "492 039, 17 s".
  public func brailleText(_ code: String, secondsLeft: Int?) -> String {
    let digits = Self.groups(code).joined(separator: " ")
    guard let secondsLeft else { return digits }
    return
      """
      \(digits), \
      \(table.format(one: .secondsLeftOne, other: .secondsLeftOther, count: secondsLeft, ["seconds": "\(secondsLeft)"]))
      """
  }

  func plain(_ event: String, _ text: String) -> Utterance {
    Utterance(event: event, parts: [text], language: language)
  }
}
