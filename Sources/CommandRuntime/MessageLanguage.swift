import Basics
import Preferences
import Utterances
import Wording

/// This run's arguments, after the program's name, as the commands read them: recorded by
/// the program as it starts (Embedded Swift has no `CommandLine`).
package enum RunArguments {
  private static let recorded = Locked<[String]?>(nil)

  /// The names otc answers to besides its own: invoked as `otc-askpass` or `otc-pinentry`
  /// (the links `make install` makes), it acts as `otc askpass` or `otc pinentry`, since
  /// ssh, sudo, git and gpg-agent run one program with no subcommand.
  static let aliases = ["otc-askpass": "askpass", "otc-pinentry": "pinentry"]

  /// The arguments to parse, after the program's name. `otc agent --console` without a
  /// device is the system console, as systemd's agents take it.
  package static func arguments(for commandLine: [String]) -> [String] {
    let rest = Array(commandLine.dropFirst())
    let name = commandLine.first.map { String($0.split(separator: "/").last ?? "") } ?? ""
    guard let subcommand = aliases[name] else {
      guard rest.first == "agent" else { return rest }
      return rest.map { $0 == "--console" ? "--console=/dev/console" : $0 }
    }
    return [subcommand] + rest
  }

  /// Records the process's command line, the program's name first, before anything is written.
  package static func record(commandLine: [String]) {
    let arguments = arguments(for: commandLine)
    recorded.withLock { $0 = arguments }
  }

  /// The arguments recorded, or none.
  package static var current: [String] { recorded.withLock { $0 } ?? [] }
}

/// The language otc's own messages are in: the one it speaks, as the settings choose it
/// (`--lang`, `OTC_LANGUAGE`, the config file's `language`, then the locale), found once,
/// before anything is written. `otc voices --lang` is a filter, not a language to speak.
package enum MessageLanguage {
  /// The language of this run's messages.
  package static let current: Language = resolve(arguments: RunArguments.current, environment: processEnvironment())

  /// The language `arguments` and `environment` give otc's messages. The arguments are
  /// read as they stand, since they may be what is wrong: a `--lang` otc does not speak is
  /// passed over, as is a setting that cannot be read.
  package static func resolve(arguments: [String], environment: [String: String]) -> Language {
    // `otc voices --lang` chooses which voices are listed, not the language they are
    // listed in.
    if arguments.first != "voices", let tag = optionValue("--lang", in: arguments), let language = Language(tag: tag) {
      return language
    }
    let preferences = try? Preferences.resolve(
      flags: Preferences.Flags(), environment: environment, isLanguage: { Language(tag: $0) != nil }, lenient: true)
    return preferences?.language.value.flatMap(Language.init(tag:)) ?? Language(environment: environment)
  }
}

/// The value `arguments` give `option` ("--lang pt-BR" or "--lang=pt-BR"), the last one
/// given, before any "--"; `nil` when it is not there or has no value.
package func optionValue(_ option: String, in arguments: [String]) -> String? {
  var value: String?
  var index = arguments.startIndex
  while index < arguments.endIndex, arguments[index] != "--" {
    let argument = arguments[index]
    if argument == option, index + 1 < arguments.endIndex {
      value = arguments[index + 1]
      index += 1
    } else if argument.hasPrefix(option + "=") {
      value = String(argument.dropFirst(option.count + 1))
    }
    index += 1
  }
  return value
}

/// The locale's language, as `LANGUAGE`, `LC_ALL`, `LC_MESSAGES` and `LANG` say. A
/// Portuguese other than Brazil's is said once on stderr: otc has only pt-BR.
package func environmentLanguage() -> Language {
  let environment = processEnvironment()
  if let tag = Language.environmentTag(environment), Language.isSubstituted(tag) {
    printAdvice(Message(.portugalGetsBrazil, "\(tag)"), command: nil)
  }
  return Language(environment: environment)
}
