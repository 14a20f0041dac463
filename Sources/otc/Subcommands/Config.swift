import Announcer
import ArgumentParser
import FoundationEssentials
import Glibc
import OTCCommandLine
import Preferences
import SafeIO
import ScreenReaders
import SpeechOutput

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
  func brailleUse(_ mode: String, socket: String?) -> String {
    let choice = BrailleChoice(mode: mode, found: socket != nil, environment: ProcessInfo.processInfo.environment)
    if mode == "off" { return "not used, braille is off" }
    if let socket { return "otc shows the field on it while it asks (BrlAPI socket \(socket))" }
    if choice.uses { return "otc shows the field on it while it asks (BrlAPI \(choice.host ?? ":0"))" }
    return "none found at BrlAPI \(choice.host ?? ":0"); otc asks without it"
  }

  /// Whether `otc watch` runs here, and the settings it speaks with, in words.
  static func watchUse(environment: [String: String]) -> String {
    [
      environment[watchVariable] != nil ? "running here (\(watchVariable) is set)" : "not running here",
      "it uses speech, voice, rate, pitch, volume, language, capitals, braille and wait_for_speech",
      "a hidden question is always a secure text field, without hints",
    ].joined(separator: "; ")
  }

  func run() throws {
    let preferences = try speechOptions.preferences(
      hints: hints, language: languageOptions.lang, lines: lines, braille: braille, command: "config")
    let environment = ProcessInfo.processInfo.environment
    let surroundings = Surroundings.detect(environment: environment)
    let plan = VoicePlan.make(for: surroundings, speech: preferences.speech.value, lines: preferences.lines.value)
    let locale = Language(environment: environment)
    // In the language otc speaks, where the report has its words: the keys stay as the config file spells them.
    let language = preferences.spokenLanguage
    let words = { (phrase: String) in
      phrase.split(separator: "; ", omittingEmptySubsequences: false)
        .map { Messages.configPhrase(String($0), in: language) }.joined(separator: "; ")
    }
    var text = preferences.report(localeLanguage: locale.englishName, words: words)
    for line in surroundings.descriptions { text += TerminalText.sanitized(words(line)) + "\n" }
    let clients = SpeechDispatcherPort.otherClients(environment: environment)
    text += TerminalText.sanitized("\(words("speech dispatcher clients")): \(words(clients))") + "\n"
    text += TerminalText.sanitized("\(words("who speaks")): \(words(plan.summary))") + "\n"
    let braille = brailleUse(preferences.braille.value, socket: surroundings.braille)
    text += TerminalText.sanitized("\(words("braille display")): \(words(braille))") + "\n"
    text += TerminalText.sanitized("otc watch: \(words(Self.watchUse(environment: environment)))") + "\n"
    try writeOutput(text, command: "config")
  }
}

extension Language {
  /// The language's name in English, as `otc config` says which one the locale gives.
  var englishName: String {
    switch self {
    case .english: "English"
    case .brazilianPortuguese: "Brazilian Portuguese"
    case .bulgarian: "Bulgarian"
    }
  }
}
