import Announcer
import ArgumentParser
import Basics
import CommandRuntime
import FoundationEssentials
import Glibc
import Preferences
import SafeIO
import SpeechOutput
import Wording

extension SpeechMode: ExpressibleByArgument {}

/// The voice, rate, pitch and volume, for every command that speaks. Each flag beats the
/// same setting in `OTC_*` variables and the config file (see `otc config`).
package struct VoiceOptions: ParsableArguments {
  package init() {}

  @Option(
    help: ArgumentHelp(
      "An espeak-ng voice: any column otc voices prints, such as en-gb. The default follows the language.",
      valueName: "name"))
  package var voice: String?

  @Option(
    help: ArgumentHelp(
      "Words a minute, 80 to 700; above 450 espeak-ng speeds up its speech. The default is 175.", valueName: "wpm"))
  package var rate: Int?

  @Option(help: ArgumentHelp("Pitch, 0 to 100. The default is 50.", valueName: "pitch"))
  package var pitch: Int?

  @Option(help: ArgumentHelp("Volume, 0 to 200, where 100 is normal. The default is 100.", valueName: "volume"))
  package var volume: Int?
}

/// The options of every command that speaks while it does its work.
package struct SpeechOptions: ParsableArguments {
  package init() {}

  @Option(
    help: ArgumentHelp(
      """
      auto speaks through Speech Dispatcher when it answers, else espeak-ng when an audio device opens, else text only, and \
      says which; speechd insists on Speech Dispatcher; espeak insists on a device; none never plays audio. The default is auto.
      """,
      valueName: "mode"))
  package var speech: SpeechMode?

  @OptionGroup package var voiceOptions: VoiceOptions

  @Option(
    help: ArgumentHelp(
      """
      Also write what is spoken into this WAV file, with or without a device. The file is always spoken by espeak-ng inside \
      otc, even when Speech Dispatcher speaks aloud. A prompt then finishes speaking before it gives the code, so that the file \
      holds every word.
      """,
      valueName: "file"))
  package var wav: String?

  /// The speech these options ask for, as the commands' runtime takes it.
  package var choice: SpeechChoice {
    SpeechChoice(
      speech: speech, voice: voiceOptions.voice, rate: voiceOptions.rate, pitch: voiceOptions.pitch,
      volume: voiceOptions.volume, wav: wav)
  }

  /// The settings in force: these flags, then `OTC_*` variables, the config file and the
  /// defaults. A bad value anywhere is one line naming where, and exit 64.
  package func preferences(
    hints: Bool? = nil, language: Language? = nil, waitForSpeech: Bool? = nil, secure: Bool? = nil,
    capitals: String? = nil, lines: String? = nil, braille: String? = nil, screenReader: String? = nil,
    command: String, alwaysAsks: Bool = false
  ) throws(CommandEnded) -> Preferences {
    try choice.preferences(
      hints: hints, language: language, waitForSpeech: waitForSpeech, secure: secure, capitals: capitals, lines: lines,
      braille: braille, screenReader: screenReader, command: command, alwaysAsks: alwaysAsks)
  }
}
