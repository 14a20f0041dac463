import Announcer
import ArgumentParser
import SpeechOutput

struct Speak: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Say some text with otc's voice.",
    discussion: """
      Plays the text on the audio device, or writes it into a WAV file with --wav. \
      Numbers of three or more digits are read digit by digit, as codes are. \
      Example: otc speak --lang pt-BR nove oito cinco
      """
  )

  @Argument(help: "The text to say.")
  var text: [String]

  @OptionGroup var languageOptions: LanguageOptions

  @OptionGroup var voiceOptions: VoiceOptions

  @Option(help: ArgumentHelp("Write the speech into this WAV file instead of playing it.", valueName: "file"))
  var wav: String?

  func run() throws {
    var options = SpeechOptions()
    options.speech = wav == nil ? .espeak : .none
    options.voiceOptions = voiceOptions
    options.wav = wav
    let wavFile = try options.openWAVFile(command: "speak")
    try truncateAll([wavFile], command: "speak")
    let speaker = try options.openSpeaker(wavFile: wavFile, command: "speak")
    let utterance = Utterance(event: "speak", parts: [text.joined(separator: " ")], language: languageOptions.language)
    try speak([utterance], with: speaker, mode: options.speech, command: "speak")
  }
}
