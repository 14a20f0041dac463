import ArgumentParser
import Preferences

struct Config: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Say the settings in force and where each came from.",
    discussion: """
      A setting comes from a flag, else from an environment variable, else from the config \
      file, else from otc's default. The variables are OTC_VOICE, OTC_RATE, OTC_PITCH, \
      OTC_VOLUME, OTC_LANGUAGE, OTC_HINTS and OTC_SPEECH. The config file is \
      $XDG_CONFIG_HOME/otc/config.toml, or ~/.config/otc/config.toml, with the keys voice, \
      rate, pitch, volume, language, hints and speech, one a line, such as rate = 300. \
      An unknown key or a bad value is an error naming the file, the line and the key. \
      Example: OTC_RATE=300 otc config
      """
  )

  @OptionGroup var speechOptions: SpeechOptions
  @OptionGroup var languageOptions: LanguageOptions

  @Flag(inversion: .prefixedNo, help: "Hints on or off. The default is on.")
  var hints: Bool?

  func run() throws {
    let preferences = try speechOptions.preferences(hints: hints, language: languageOptions.lang, command: "config")
    try writeOutput(preferences.report, command: "config")
  }
}
