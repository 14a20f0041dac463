import Announcer

/// The check every secure-mode test makes: which digit words an utterance holds.
public enum SecureWords {
  /// The digit words ("nine", "dois"…) in `text`, said in `language`, leaving out the
  /// language's hint: VoiceOver's pt-BR hint "dê dois toques para editar" holds "dois",
  /// the same fixed words whatever the code, never a typed digit.
  public static func digitWords(in text: String, language: Language) -> [String] {
    let digits = Set((0...9).map { language.table.format(Phrase.word(forDigit: UInt8($0))).lowercased() })
    let hint = language.table.format(.editHint).lowercased()
    return text.lowercased().replacingOccurrences(of: hint, with: " ").split { !$0.isLetter }.map(String.init)
      .filter(digits.contains)
  }
}
