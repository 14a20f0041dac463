import Announcer
import CodeEntry
import SafeIO
import TerminalPrompt

/// A question another program asks through askpass or pinentry, understood: which field
/// answers it, and a label that keeps its meaning in words a voice reads well.
///
/// A one-time-code prompt ("Verification code", "One-time password", "OTP", "token",
/// "2FA", "authenticator", "PIN", "passcode", "security code") opens the code field, with
/// a length when the prompt says one ("6-digit code"). "Username for …" opens a plain text
/// field. Anything else (a password, a passphrase) opens the secure text field. A PIN's
/// digits are never spoken: unlike a one-time code, it stays valid.
///
/// The label drops what reads as punctuation soup: OpenSSH's "(alice@host) " prefix becomes
/// "for alice at host", `user@host's password` becomes "password for user at host", quotes
/// and backquotes go, "https://" goes, a key's path keeps its file name, and a final colon goes.
public struct AskedPrompt: Hashable, Sendable {
  /// The field that answers it.
  public var kind: EntryKind
  /// The code's length, when the prompt names one.
  public var length: CodeLength?
  /// What is said as the field's label.
  public var label: String
  /// Whether the digits are a lasting secret (a PIN), never to be spoken, rather than a
  /// code that is spent once used.
  public var isSecret: Bool

  /// Creates an understood prompt.
  public init(kind: EntryKind, length: CodeLength? = nil, label: String, isSecret: Bool = false) {
    self.kind = kind
    self.length = length
    self.label = label
    self.isSecret = isSecret
  }

  /// Words that mark a one-time code (lowercased, matched as whole words or phrases).
  static let codeWords = [
    "verification code", "one-time", "one time", "otp", "token", "2fa", "two-factor", "two factor",
    "authenticator", "pin", "passcode", "security code", "authentication code", "totp", "hotp",
  ]

  /// Understands `prompt`, saying the connecting words in `language`.
  public static func interpret(_ prompt: String, language: Language = .english) -> AskedPrompt {
    let text = TerminalText.sanitized(prompt).trimmingCharacters(in: .whitespacesAndNewlines)
    let label = Self.label(for: text, language: language)
    let lower = " " + text.lowercased().map { $0.isLetter || $0.isNumber || $0 == "-" ? $0 : " " } + " "
    if codeWords.contains(where: { lower.contains(" \($0) ") }) {
      let secret = lower.contains(" pin ") && !lower.contains(" one-time ") && !lower.contains(" one time ")
      return AskedPrompt(kind: .code, length: length(in: lower), label: label, isSecret: secret)
    }
    let start = lower.trimmingCharacters(in: .whitespaces)
    if start.hasPrefix("username") || start.hasPrefix("user name") || start.hasPrefix("login") {
      return AskedPrompt(kind: .plainText, label: label)
    }
    return AskedPrompt(kind: .secureText, label: label, isSecret: true)
  }

  /// "6-digit", "6 digit(s)", "6 digits": the length, when it is one a code can have.
  static func length(in lower: String) -> CodeLength? {
    let words = lower.split(separator: " ").map(String.init)
    for (index, word) in words.enumerated() {
      let parts = word.split(separator: "-").map(String.init)
      if parts.count == 2, let count = Int(parts[0]), parts[1].hasPrefix("digit") { return CodeLength(count) }
      if let count = Int(word), index + 1 < words.count, words[index + 1].hasPrefix("digit") { return CodeLength(count) }
    }
    return nil
  }

  /// The prompt in words: see the type's rules.
  static func label(for text: String, language: Language) -> String {
    var rest = Substring(text)
    var user: String?
    var host: String?
    // OpenSSH's "(alice@host) Verification code:".
    if rest.hasPrefix("("), let close = rest.firstIndex(of: ")") {
      let inside = rest[rest.index(after: rest.startIndex)..<close]
      if let at = inside.firstIndex(of: "@"), !inside.contains(" ") {
        user = String(inside[..<at])
        host = String(inside[inside.index(after: at)...])
        rest = rest[rest.index(after: close)...]
      }
    }
    var text = String(rest).trimmingCharacters(in: .whitespaces)
    while let last = text.last, last == ":" || last == " " { text.removeLast() }
    // "[sudo] password for alice" reads "sudo password for alice".
    text = text.replacingOccurrences(of: "[sudo]", with: "sudo")
    text = text.replacingOccurrences(of: "https://", with: "").replacingOccurrences(of: "http://", with: "")
    var words: [String] = []
    for token in text.split(separator: " ").map(String.init) {
      // A parenthesised aside of one word ("(OATH)") is dropped.
      if token.hasPrefix("(") && token.hasSuffix(")") && !token.contains("@") { continue }
      var word = String(token.filter { !"`\"“”‘".contains($0) })
      for suffix in ["'s", "’s"] where word.contains("@") && word.hasSuffix(suffix) {
        // "alice@host's password": the question becomes "Password for alice at host".
        let at = word.firstIndex(of: "@")!
        user = String(word[..<at])
        host = String(word[word.index(after: at)...].dropLast(2))
        word = ""
      }
      word = String(word.filter { !"'’".contains($0) })
      if word.hasPrefix("/"), let name = word.split(separator: "/").last { word = String(name) }  // a key's path
      if let at = word.firstIndex(of: "@"), at != word.startIndex, word.index(after: at) != word.endIndex {
        word = language.table.format(
          .userAtHost, ["user": String(word[..<at]), "host": String(word[word.index(after: at)...])])
      }
      if !word.isEmpty { words.append(word) }
    }
    var label = capitalized(words.joined(separator: " "))
    if let user, let host {
      if words.count >= 2, words[words.count - 1] == user, words[words.count - 2].lowercased() == "for" {
        // "One-time password for root" asked by root@host: "… for root at host", not "… for root for root at host".
        words[words.count - 1] = language.table.format(.userAtHost, ["user": user, "host": host])
        label = capitalized(words.joined(separator: " "))
      } else {
        label = language.table.format(.promptFor, ["prompt": label, "user": user, "host": host])
      }
    }
    return label
  }

  private static func capitalized(_ text: String) -> String {
    guard let first = text.first else { return text }
    return first.uppercased() + text.dropFirst()
  }
}
