import Announcer
import OTCCommandLine

/// The help a person listens to: what a command does, the options a user changes, each
/// default named once, an example, and where the rest is (the manual, which keeps every
/// option's whole text). `otc --help` names the commands first; every screen is at most 40
/// lines, the root at most 30. The screens are in one table a language (`Help/`), each
/// with every screen: `ErrorLanguageTests.helpFollowsTheLanguage` runs each.
enum ShortHelp {
  /// Each screen's words, in `language`.
  static func table(for language: Language) -> [HelpScreen: String] {
    switch language {
    case .english: english
    case .brazilianPortuguese: brazilianPortuguese
    case .bulgarian: bulgarian
    }
  }

  /// The help `arguments` ask for, when they ask for help of otc or of one command (not a
  /// nested one, such as otc boot enable, whose generated help is already short), in
  /// `language`.
  static func text(for arguments: [String], language: Language = .english) -> String? {
    let asks = arguments.prefix { $0 != "--" }.contains { $0 == "--help" || $0 == "-h" }
    if arguments.first == "help" {
      let rest = Array(arguments.dropFirst())
      if rest.isEmpty { return screen("", in: language) }
      return rest.count == 1 ? screen(rest[0], in: language) : nil
    }
    guard asks else { return nil }
    guard let first = arguments.first, !first.hasPrefix("-") else { return screen("", in: language) }
    let nested = arguments.dropFirst().first { !$0.hasPrefix("-") }
    if first == "boot", nested != nil { return nil }
    return screen(first, in: language)
  }

  /// The screen of `command` ("" for the root's) in `language`; `nil` for a command with
  /// no screen of its own (a hidden one), whose help ArgumentParser writes.
  static func screen(_ command: String, in language: Language) -> String? {
    HelpScreen(rawValue: command).flatMap { table(for: language)[$0] ?? english[$0] }
  }
}

/// The commands with a help screen of their own, and the root's ("").
enum HelpScreen: String, CaseIterable {
  case root = ""
  case prompt, read, compare, diff, audit, speak, voices, config, askpass, pinentry, agent, watch, totp, boot
}
