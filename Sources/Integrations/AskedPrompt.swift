import Announcer
import Basics
import CodeEntry
import SafeIO
import TerminalPrompt
import Wording

/// A question another program asks through askpass or pinentry, understood: which field
/// answers it, and a label that keeps its meaning in words a voice reads well.
///
/// A server or a caller chooses the words (in keyboard-interactive login the ssh server
/// writes the question), so the field is chosen to fail safe:
/// - Any secret word (password, passphrase, passcode, secret, PIN, in English, Brazilian
///   Portuguese or Bulgarian) makes the field secret, whatever else the question says.
/// - A secret word beside a one-time-code word ("Password + OTP:", "Passphrase for 2FA
///   backup key:") asks for both in one answer: the secure text field, any characters.
/// - A one-time password ("One-time password (OATH)") is a code field whose digits are
///   never spoken, and so is a PIN or a passcode whose question says it is digits ("6-digit
///   PIN", "numeric passcode"). Any other PIN or passcode is the secure text field: a
///   FIDO2 or OpenPGP card PIN may hold any character, and a wrong one counts against the
///   card, so a field asked by another program takes every character the program could.
/// - A one-time-code word alone ("Verification code", "OTP", "token", "2FA") opens the
///   code field, its digits spoken, with a length when the question says one ("6-digit code").
/// - A question that is a user name and nothing more ("Username for …", "login:") opens a
///   plain text field, as does a question whose answers are words to type (ssh's
///   "(yes/no/[fingerprint])"); anything else, the secure text field.
/// - ssh's question about an unknown host key is said as a question ("Unknown host
///   127.0.0.1 port 2222, ED25519 key; connect anyway? Type yes or no"), its fingerprint a
///   detail heard on request (F4) in groups, never in the opening.
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
  /// Whether what is typed is a secret, never to be spoken, echoed or recorded: a
  /// password, a PIN, anything the question calls secret.
  public var isSecret: Bool
  /// What the question holds that is heard on request (F4): a key's fingerprint.
  public var details: [Detail]
  /// The words a question answered in words takes (ssh's yes, no or the fingerprint).
  public var answers: WordAnswers?

  /// The label cut where it says whose or where ("Password" and "for alice at host"), at
  /// its first "for" ("para", "за"), with a leading "Enter" or "Please enter" dropped: the
  /// field then opens with what is asked and its kind, and the rest follows. At the
  /// default rate "Password, secure text field" takes 1.9 s; "Password for alice at
  /// 127.0.0.1, secure text field" took 5.2.
  public var nameAndContext: (name: String, context: String?) {
    var name = label
    for lead in ["Please enter ", "Enter "] where name.hasPrefix(lead) && name.count > lead.count {
      name = String(name.dropFirst(lead.count))
      name = name.prefix(1).uppercased() + name.dropFirst()
      break
    }
    let cuts = [" for ", " para ", " за "].compactMap { name.firstOccurrence(of: $0) }
    guard let cut = cuts.min(by: { $0.lowerBound < $1.lowerBound }), cut.lowerBound != name.startIndex else { return (name, nil) }
    return (String(name[..<cut.lowerBound]), String(name[name.index(after: cut.lowerBound)...]))
  }

  /// Creates an understood prompt.
  public init(kind: EntryKind, length: CodeLength? = nil, label: String, isSecret: Bool = false, details: [Detail] = []) {
    self.kind = kind
    self.length = length
    self.label = label
    self.isSecret = isSecret
    self.details = details
  }

  /// Words that say the answer is digits, as the start of a word ("6-digit", "numeric",
  /// "dígitos", "цифри"), in every language otc speaks.
  static let digitStems = ["digit", "numeric", "dígito", "digito", "numérico", "numerico", "цифр"]

  /// Words that make a question secret, as the start of a word ("password" also matches
  /// "passwords"): `SecretWords`, the one list otc watch and otc audit read too.
  static let secretStems = SecretWords.allStems
  /// Secret words matched whole: "pin" is not "ping" nor "pinterest".
  static let secretWords = SecretWords.allWholeWords
  /// Secret words that ask for digits when no other secret word is there.
  static let digitSecretWords = ["pin", "pins", "пин", "passcode", "passcodes", "pass code", "код за достъп"]
  /// One-time passwords: a code, though the phrase holds a secret word.
  static let oneTimePasswords = [
    "one time password", "one time passwords", "one time passcode", "one time pin", "senha de uso único",
    "senha única", "senha descartável", "еднократна парола",
  ]
  /// Words that mark a one-time code (whole words or phrases).
  static let codeWords = [
    "verification code", "one time", "otp", "token", "2fa", "two factor", "authenticator", "security code",
    "authentication code", "totp", "hotp", "mfa", "código de verificação", "código de segurança",
    "código de autenticação", "código de uso único", "código único", "еднократен код", "код за потвърждение",
    "код за проверка", "код за удостоверяване",
  ]
  /// Words a question that asks for a user name starts with.
  static let userNameWords = [
    "username", "user name", "user", "login", "usuário", "nome de usuário", "потребител", "потребителско име",
  ]

  /// Understands `prompt`, saying the connecting words in `language`.
  public static func interpret(_ prompt: String, language: Language = .english) -> AskedPrompt {
    let whole = TerminalText.sanitized(prompt).trimmingWhitespaceAndNewlines()
    let words = Words(whole)
    if !words.hasSecret, let hostKey = HostKeyQuestion(whole) { return hostKey.asked(in: language) }
    let (text, fingerprints) = withoutFingerprints(whole)
    let label = Self.label(for: text, language: language)
    let details = fingerprints.map { Detail.spelled(name: language.table.format(.fingerprint), value: $0) }
    let length = length(in: text)
    guard words.hasSecret else {
      if words.contains(any: codeWords) { return AskedPrompt(kind: .code, length: length, label: label, details: details) }
      if asksForWords(text) {
        var asked = AskedPrompt(kind: .plainText, label: label, details: details)
        asked.answers = Self.answers(
          in: language, fingerprint: fingerprints.first,
          offersFingerprint: text.lowercased().firstOccurrence(of: "fingerprint") != nil)
        return asked
      }
      if Words(withoutAside(text)).isUserNameOnly {
        return AskedPrompt(kind: .plainText, label: label, details: details)
      }
      return AskedPrompt(kind: .secureText, label: label, isSecret: true, details: details)
    }
    // A one-time password is a code; what secret words are left decide the rest.
    let rest = words.removing(oneTimePasswords)
    let restSecrets = rest.secretTokens
    let otherSecret = restSecrets.contains { !digitSecretWords.contains($0) }
    let asksForCode = words.contains(any: oneTimePasswords) || rest.contains(any: codeWords)
    if otherSecret || (asksForCode && !restSecrets.isEmpty) {
      return AskedPrompt(kind: .secureText, label: label, isSecret: true)
    }
    // A PIN or a passcode is digits only when the question says so.
    if !restSecrets.isEmpty && !words.saysDigits {
      return AskedPrompt(kind: .secureText, label: label, isSecret: true)
    }
    return AskedPrompt(kind: .code, length: length, label: label, isSecret: true)
  }

  /// Whether the question's answers are words to type, as ssh's "(yes/no)" or "Please type
  /// 'yes', 'no' or the fingerprint" say: what is typed is then heard, to be checked.
  static func asksForWords(_ text: String) -> Bool {
    let lowered = text.lowercased()
    return ["(yes/no", "'yes', 'no'", "'yes' or 'no'"].contains { lowered.firstOccurrence(of: $0) != nil }
  }

  /// What ssh takes for a question answered in words: yes or no, whatever their case, or
  /// the key's fingerprint (`fingerprint` when the question shows it, else any that looks
  /// like one, since ssh checks it).
  /// A question that does not offer the fingerprint ("(yes/no)") takes yes or no alone.
  static func answers(in language: Language, fingerprint: String?, offersFingerprint: Bool = true) -> WordAnswers {
    guard offersFingerprint || fingerprint != nil else {
      return WordAnswers(words: ["yes", "no"], refusal: capitalized(language.table.format(.typeYesOrNo)))
    }
    return WordAnswers(
      words: ["yes", "no"] + (fingerprint.map { [$0] } ?? []), prefixes: fingerprint == nil ? fingerprintPrefixes : [],
      refusal: capitalized(language.table.format(.typeYesNoOrFingerprint)))
  }

  /// The prefixes of the fingerprints OpenSSH prints.
  static let fingerprintPrefixes = ["SHA256:", "MD5:"]

  /// `text` without its key fingerprints (and the words that only introduce them, "Key
  /// fingerprint", "ED25519 key fingerprint is"), and the fingerprints, in order.
  static func withoutFingerprints(_ text: String) -> (String, [String]) {
    var kept: [String] = []
    var found: [String] = []
    for token in text.split(separator: " ").map(String.init) {
      guard fingerprintPrefixes.contains(where: { token.hasPrefix($0) && token.count > $0.count + 4 }) else {
        kept.append(token)
        continue
      }
      var fingerprint = token
      while let last = fingerprint.last, ".,;".contains(last) { fingerprint.removeLast() }
      found.append(fingerprint)
      if kept.last?.lowercased() == "is" { kept.removeLast() }
      if kept.last?.lowercased() == "fingerprint" {
        kept.removeLast()
        if kept.last?.lowercased() == "key" { kept.removeLast() }
      }
    }
    return (kept.joined(separator: " "), found)
  }

  /// Whether `text` is known to ask for digits: it names a one-time code (and no other
  /// secret), or says "digits". Only such a question may open a field that refuses
  /// anything but digits: the fuzzer's invariant.
  public static func isKnownToBeDigits(_ text: String) -> Bool {
    let words = Words(TerminalText.sanitized(text))
    return words.saysDigits || words.contains(any: codeWords) || words.contains(any: oneTimePasswords)
  }

  /// Whether `text` holds a word that makes a question secret: the fuzzer's invariant
  /// (such a question never yields a field that is not secret).
  public static func holdsSecretWord(_ text: String) -> Bool {
    Words(TerminalText.sanitized(text)).hasSecret
  }

  /// A question's words, lowercased, split at anything that is not a letter or a digit.
  struct Words {
    var tokens: [String]

    init(_ text: String) {
      tokens = text.lowercased().split { !($0.isLetter || $0.isNumber) }.map(String.init)
    }

    init(tokens: [String]) { self.tokens = tokens }

    /// The phrase's words, as tokens.
    private static func split(_ phrase: String) -> [String] { Words(phrase).tokens }

    /// Where `phrase` starts, each time it occurs.
    private func starts(of phrase: String) -> [Int] {
      let wanted = Self.split(phrase)
      guard !wanted.isEmpty, tokens.count >= wanted.count else { return [] }
      return (0...(tokens.count - wanted.count)).filter { Array(tokens[$0..<($0 + wanted.count)]) == wanted }
    }

    func contains(any phrases: [String]) -> Bool { phrases.contains { !starts(of: $0).isEmpty } }

    /// These words without any of `phrases`.
    func removing(_ phrases: [String]) -> Words {
      var kept = tokens.map { Optional($0) }
      for phrase in phrases {
        let count = Self.split(phrase).count
        for start in starts(of: phrase) { for index in start..<(start + count) { kept[index] = nil } }
      }
      return Words(tokens: kept.compactMap { $0 })
    }

    /// The secret words, each as one token ("pass code" as "pass code").
    var secretTokens: [String] {
      var found = tokens.filter { token in
        AskedPrompt.secretStems.contains { token.hasPrefix($0) } || AskedPrompt.secretWords.contains(token)
      }
      for phrase in AskedPrompt.secretWords where phrase.contains(" ") && contains(any: [phrase]) { found.append(phrase) }
      return found
    }

    var hasSecret: Bool { !secretTokens.isEmpty }

    /// Whether a word says the answer is digits.
    var saysDigits: Bool { tokens.contains { token in AskedPrompt.digitStems.contains { token.hasPrefix($0) } } }

    /// Whether the question asks for a user name and nothing more: it starts with one,
    /// and no word of a secret or a code is there.
    var isUserNameOnly: Bool {
      guard !hasSecret, !contains(any: AskedPrompt.codeWords) else { return false }
      return AskedPrompt.userNameWords.contains { starts(of: $0).first == 0 }
    }
  }

  /// `text` without OpenSSH's "(alice@host) " aside in front.
  static func withoutAside(_ text: String) -> String {
    guard text.hasPrefix("("), let close = text.firstIndex(of: ")") else { return text }
    let inside = text[text.index(after: text.startIndex)..<close]
    guard inside.contains("@"), !inside.contains(" ") else { return text }
    return String(text[text.index(after: close)...])
  }

  /// "6-digit", "6 digit(s)", "6 digits": the length, when it is one a code can have.
  static func length(in text: String) -> CodeLength? {
    let kept: [Character] = text.lowercased().map { $0.isLetter || $0.isNumber || $0 == "-" ? $0 : " " }
    let words = String(kept).split(separator: " ").map(String.init)
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
    var text = String(rest).trimmingWhitespace()
    // ssh's "(yes/no/[fingerprint])" is said in words, after the question.
    var answers: String?
    for (marker, phrase) in [("(yes/no/[fingerprint])", Phrase.typeYesNoOrFingerprint), ("(yes/no)", .typeYesOrNo)] {
      guard let range = text.firstOccurrence(of: marker) else { continue }
      text.removeSubrange(range)
      text = text.replacingEvery(" ?", with: "?")
      answers = language.table.format(phrase)
      break
    }
    while let last = text.last, last == ":" || last == " " { text.removeLast() }
    // "[sudo] password for alice" reads "sudo password for alice".
    text = text.replacingEvery("[sudo]", with: "sudo")
    text = text.replacingEvery("https://", with: "").replacingEvery("http://", with: "")
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
    if let answers { label += " " + capitalized(answers) }
    return label
  }

  private static func capitalized(_ text: String) -> String {
    guard let first = text.first else { return text }
    return first.uppercased() + text.dropFirst()
  }
}

/// OpenSSH's question about a host key it does not know: "The authenticity of host
/// '[127.0.0.1]:2222 ([127.0.0.1]:2222)' can't be established. ED25519 key fingerprint is
/// SHA256:…. This key is not known by any other names. Are you sure you want to continue
/// connecting (yes/no/[fingerprint])?", on one line once its line breaks are spaces.
struct HostKeyQuestion {
  /// The host as ssh names it: "[127.0.0.1]:2222", "example.org".
  var host: String
  /// The key's type: "ED25519".
  var type: String
  /// "SHA256:…".
  var fingerprint: String

  init?(_ text: String) {
    let opening = "The authenticity of host '"
    guard text.hasPrefix(opening), AskedPrompt.asksForWords(text) else { return nil }
    let rest = text.dropFirst(opening.count)
    guard let quote = rest.firstIndex(of: "'") else { return nil }
    host = String(rest[..<quote].prefix { $0 != " " })
    let tokens = text.split(separator: " ").map(String.init)
    guard let index = tokens.firstIndex(where: { token in AskedPrompt.fingerprintPrefixes.contains { token.hasPrefix($0) } }),
      index >= 4, tokens[index - 3].lowercased() == "key", tokens[index - 2] == "fingerprint", tokens[index - 1] == "is"
    else { return nil }
    type = tokens[index - 4]
    var fingerprint = tokens[index]
    while let last = fingerprint.last, ".,;".contains(last) { fingerprint.removeLast() }
    self.fingerprint = fingerprint
    guard !host.isEmpty, !type.isEmpty else { return nil }
  }

  /// The host in words: "[127.0.0.1]:2222" is "127.0.0.1 port 2222".
  func spokenHost(in language: Language) -> String {
    guard host.hasPrefix("["), let close = host.firstIndex(of: "]") else { return host }
    let name = String(host[host.index(after: host.startIndex)..<close])
    let after = host[host.index(after: close)...]
    guard after.hasPrefix(":"), let port = Int(after.dropFirst()) else { return name }
    return language.table.format(.hostPort, ["host": name, "port": "\(port)"])
  }

  /// A plain text field: "yes" typed is heard as typed; the fingerprint is a detail.
  func asked(in language: Language) -> AskedPrompt {
    let table = language.table
    let label = table.format(.hostKeyQuestion, ["host": spokenHost(in: language), "type": type])
    var asked = AskedPrompt(
      kind: .plainText, label: label.prefix(1).uppercased() + label.dropFirst(),
      details: [.spelled(name: table.format(.fingerprint), value: fingerprint)])
    asked.answers = AskedPrompt.answers(in: language, fingerprint: fingerprint)
    return asked
  }
}
