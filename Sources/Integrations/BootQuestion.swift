import Announcer
import SafeIO
import TerminalPrompt

/// A disk's passphrase asked at boot by cryptsetup-initramfs' `cryptroot`, as the keyscript
/// it runs finds it: the mapping's name (`CRYPTTAB_NAME`), how many tries came before this
/// one (`CRYPTTAB_TRIED`), and how many the disk has (`tries=` in `CRYPTTAB_OPTIONS`; 3 when
/// not set, as cryptroot counts, and 0 for no limit).
///
/// What the user hears: "Passphrase for disk cryptroot, root file system, secure text
/// field"; after a passphrase that did not unlock it, "Wrong passphrase. Attempt 2 of 3"
/// first. Escape is refused with a word: at boot there is nothing to cancel to, and a
/// cancelled question would only cost one of the tries.
public struct BootQuestion: Hashable, Sendable {
  /// The mapping's name, safe to print ("cryptroot", "sda3_crypt").
  public var name: String
  /// How many tries came before this one.
  public var tried: Int
  /// How many tries the disk has; 0 is no limit.
  public var tries: Int
  /// Whether the kernel mounts the root file system from this mapping (`root=/dev/mapper/NAME`).
  public var isRoot: Bool

  /// The tries cryptroot gives a disk whose options do not say.
  public static let defaultTries = 3

  /// A question from what is known of it.
  public init(name: String, tried: Int, tries: Int = BootQuestion.defaultTries, isRoot: Bool) {
    (self.name, self.tried, self.tries, self.isRoot) = (TerminalText.sanitized(name), max(0, tried), max(0, tries), isRoot)
  }

  /// Reads the question from a keyscript's `environment` and the kernel's command line;
  /// `nil` without a `CRYPTTAB_NAME`.
  public init?(environment: [String: String], kernelCommandLine: String) {
    guard let raw = environment["CRYPTTAB_NAME"], !raw.isEmpty else { return nil }
    name = TerminalText.sanitized(raw)
    tried = environment["CRYPTTAB_TRIED"].flatMap { Int($0) }.map { max(0, $0) } ?? 0
    tries = Self.defaultTries
    for option in (environment["CRYPTTAB_OPTIONS"] ?? "").split(separator: ",") where option.hasPrefix("tries=") {
      if let value = Int(option.dropFirst("tries=".count)), value >= 0 { tries = value }
    }
    isRoot = kernelCommandLine.split(whereSeparator: { $0 == " " || $0 == "\n" }).contains { $0 == "root=/dev/mapper/\(raw)" }
  }

  /// "Passphrase for disk cryptroot, root file system".
  public func label(in language: Language) -> String {
    let table = language.table
    var text = table.format(.bootDisk, ["name": name])
    if isRoot { text += ", " + table.format(.rootFileSystem) }
    return text.capitalizedFirst
  }

  /// Said before the field when a passphrase already failed: "Wrong passphrase. Attempt 2 of 3".
  public func retry(in language: Language) -> Utterance? {
    guard tried > 0 else { return nil }
    let table = language.table
    let attempt = "\(tried + 1)"
    let words =
      tries > 0
      ? table.format(.bootWrongPassphrase, ["attempt": attempt, "tries": "\(tries)"])
      : table.format(.bootWrongPassphraseNoLimit, ["attempt": attempt])
    return Utterance(event: "bootRetry", parts: [words], language: language)
  }

  /// Said once the disk's mapping exists after otc gave its passphrase: "Disk cryptroot unlocked".
  public static func unlocked(name: String, in language: Language) -> Utterance {
    Utterance(
      event: "bootUnlocked", parts: [language.table.format(.bootUnlocked, ["name": name]).capitalizedFirst], language: language)
  }

  /// Said when the passphrase came from elsewhere while otc asked: "Passphrase for disk
  /// cryptroot given remotely".
  public static func givenRemotely(name: String, in language: Language) -> Utterance {
    Utterance(
      event: "bootGivenRemotely", parts: [language.table.format(.bootGivenRemotely, ["name": name]).capitalizedFirst],
      language: language)
  }

  /// The secure text field that asks it: submitted with Enter, Escape refused.
  public func settings(verbosity: Verbosity) -> PromptSettings {
    var fieldVerbosity = verbosity
    fieldVerbosity.namesRefusedKeys = false
    fieldVerbosity.escapeCancels = false
    var settings = PromptSettings(
      length: nil, kind: .secureText, verbosity: fieldVerbosity, label: label(in: verbosity.language), autoSubmit: false)
    settings.cancelRefusal = verbosity.language.table.format(.bootCannotCancel)
    return settings
  }
}
