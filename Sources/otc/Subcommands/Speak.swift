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

  @Option(help: ArgumentHelp("An espeak-ng voice by name, such as en-gb. The default follows the language.", valueName: "name"))
  var voice: String?

  @Option(help: ArgumentHelp("Words a minute, 80 to 450. The default is 175.", valueName: "wpm"))
  var rate: Int = EspeakSynthesizer.defaultRate

  @Option(help: ArgumentHelp("Write the speech into this WAV file instead of playing it.", valueName: "file"))
  var wav: String?

  func validate() throws {
    guard EspeakSynthesizer.rates.contains(rate) else {
      throw ValidationError("The rate \(rate) is outside 80 to 450 words a minute.")
    }
  }

  func run() throws {
    var options = SpeechOptions()
    options.speech = wav == nil ? .espeak : .none
    options.voice = voice
    options.rate = rate
    options.wav = wav
    let speaker = try options.openSpeaker(command: "speak")
    let utterance = Utterance(event: "speak", parts: [text.joined(separator: " ")], language: languageOptions.language)
    try speak([utterance], with: speaker, mode: options.speech, command: "speak")
  }
}
