import ArgumentParser
import BootCommands
import CommandRuntime

package struct Speak: ParsableCommand {
  package init() {}

  package static let configuration = CommandConfiguration(
    abstract: "Say some text with otc's voice.",
    discussion: """
      Says the text as the speech setting chooses: through Speech Dispatcher when it runs, \
      else on the audio device; or writes it into a WAV file with --wav. \
      A single dash reads the text from standard input. Numbers of three or more digits \
      are read digit by digit, as codes are. Empty text is a usage error. \
      Example: otc speak --lang pt-BR nove oito cinco
      """
  )

  @Argument(help: "The text to say, or a dash to read it from standard input.")
  package var text: [String]

  @OptionGroup package var languageOptions: LanguageOptions

  @OptionGroup package var voiceOptions: VoiceOptions

  @Option(help: ArgumentHelp("Write the speech into this WAV file instead of playing it.", valueName: "file"))
  package var wav: String?

  package func run() throws {
    let voice = SpeechChoice(
      voice: voiceOptions.voice, rate: voiceOptions.rate, pitch: voiceOptions.pitch, volume: voiceOptions.volume)
    try SpeakRun(text: text, language: languageOptions.lang, voice: voice, wav: wav).run()
  }
}
