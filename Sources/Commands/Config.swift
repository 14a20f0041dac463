import Announcer
import ArgumentParser
import CommandRuntime
import FoundationEssentials
import Glibc
import OTCCommandLine
import Preferences
import SafeIO
import ScreenReaders
import SpeechOutput
import Wording

struct Config: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Say the settings in force and where each came from, and the screen readers found.",
    discussion: """
      A setting comes from a flag, else from an environment variable, else from the config \
      file, else from otc's default. The variables are OTC_ and the key in capitals: \
      OTC_VOICE, OTC_RATE, OTC_PITCH, OTC_VOLUME, OTC_LANGUAGE, OTC_HINTS, OTC_SPEECH, \
      OTC_WAIT_FOR_SPEECH, OTC_SECURE, OTC_CAPITALS, OTC_LINES and OTC_BRAILLE. The config file is \
      $XDG_CONFIG_HOME/otc/config.toml, or ~/.config/otc/config.toml, with the same keys \
      in small letters, one a line, such as rate = 300. \
      An unknown key or a bad value is an error naming the file, the line and the key. \
      Then come the screen readers that read this terminal (Speakup, Fenrir, Orca), a \
      braille display shown by brltty, the other clients of Speech Dispatcher where it \
      lists them, who speaks while otc asks, whether otc shows the field on the \
      braille display, and whether otc watch runs here and which settings it uses. \
      Example: OTC_RATE=300 otc config
      """
  )

  @OptionGroup var speechOptions: SpeechOptions
  @OptionGroup var languageOptions: LanguageOptions

  @Flag(inversion: .prefixedNo, help: "Hints on or off. The default is on.")
  var hints: Bool?

  @Option(
    help: ArgumentHelp(
      "Whether announcements are lines on the terminal: on, off, or auto. The default is auto.", valueName: "when"))
  var lines: String?

  @Option(
    help: ArgumentHelp(
      "Whether the field is shown on the braille display: on, off, or auto. The default is auto.", valueName: "when"))
  var braille: String?

  /// What otc does with the braille display while it asks, in words.
  func brailleUse(_ mode: String, socket: String?) -> Message {
    let choice = BrailleChoice(mode: mode, found: socket != nil, environment: ProcessInfo.processInfo.environment)
    if mode == "off" { return Message(.brailleNotUsedOff) }
    if let socket { return Message(.brailleShownSocket, "\(socket)") }
    if choice.uses { return Message(.brailleShownHost, "\(choice.host ?? ":0")") }
    return Message(.parts, .message(Message(.brailleNoneFound, "\(choice.host ?? ":0")")), .message(Message(.otcAsksWithout)))
  }

  /// Whether `otc watch` runs here, and the settings it speaks with, in words.
  static func watchUse(environment: [String: String]) -> Message {
    let here = environment[watchVariable] != nil ? Message(.watchRunning, "\(watchVariable)") : Message(.watchNotRunning)
    let settings = Message(.parts, .message(Message(.watchUses)), .message(Message(.watchAlwaysSecure)))
    return Message(.parts, .message(here), .message(settings))
  }

  func run() throws {
    let preferences = try speechOptions.preferences(
      hints: hints, language: languageOptions.lang, lines: lines, braille: braille, command: "config")
    let environment = ProcessInfo.processInfo.environment
    let surroundings = Surroundings.detect(environment: environment)
    let plan = VoicePlan.make(for: surroundings, speech: preferences.speech.value, lines: preferences.lines.value)
    let locale = Language(environment: environment)
    // In the language otc speaks: the keys stay as the config file spells them.
    let language = preferences.spokenLanguage
    let lines =
      preferences.report(localeLanguage: locale.nameMessage) + surroundings.descriptions + [
        Message(
          .reportLine, .message(Message(.clientsLabel)), .message(SpeechDispatcherPort.otherClients(environment: environment))),
        Message(.reportLine, .message(Message(.whoSpeaksLabel)), .message(plan.summary)),
        Message(
          .reportLine, .message(Message(.brailleDisplayLabel)),
          .message(brailleUse(preferences.braille.value, socket: surroundings.braille))),
        Message(.reportLine, "otc watch", .message(Self.watchUse(environment: environment))),
      ]
    let text = lines.map { TerminalText.sanitized($0.text(in: language)) + "\n" }.joined()
    try writeOutput(text, command: "config")
  }
}

extension Language {
  /// The language's name, as `otc config` says which one the locale gives.
  var nameMessage: Message {
    switch self {
    case .english: Message(.languageEnglish)
    case .brazilianPortuguese: Message(.languageBrazilianPortuguese)
    case .bulgarian: Message(.languageBulgarian)
    }
  }
}
