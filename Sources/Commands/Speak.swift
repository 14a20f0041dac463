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

  /// The most text read from standard input: about an hour of speech.
  static let inputLimit = 256 * 1024

  @OptionGroup package var languageOptions: LanguageOptions

  @OptionGroup package var voiceOptions: VoiceOptions

  @Option(help: ArgumentHelp("Write the speech into this WAV file instead of playing it.", valueName: "file"))
  package var wav: String?

  package func run() throws {
    var options = SpeechOptions()
    // Written into a file, the file alone; else as the speech setting says, as every
    // command speaks: beside a screen reader on Speech Dispatcher, through it, never over it.
    options.speech = wav == nil ? nil : SpeechMode.none
    options.voiceOptions = voiceOptions
    options.wav = wav
    var said = text.joined(separator: " ")
    if text == ["-"] {
      do {
        said = String(decoding: try InputFile.read("-", limit: Self.inputLimit), as: UTF8.self)
      } catch {
        printError(Message(.cannotRead, .message(explained(error))), command: "speak")
        throw ExitCode.failure
      }
    }
    guard !said.trimmingWhitespaceAndNewlines().isEmpty else {
      printError(Message(.noTextToSay), command: "speak")
      throw usageExitCode
    }
    var preferences = try options.preferences(language: languageOptions.lang, command: "speak")
    // Asked to speak, otc speaks: a setting of `none` keeps questions silent, not this.
    if wav == nil, preferences.mode == .none { preferences.speech.value = SpeechMode.espeak.rawValue }
    let outputs = try Outputs(
      command: "speak", speech: options.choice, preferences: preferences, transcript: nil, terminal: nil, unseen: true,
      braille: .never, namesBackEnd: false, mustBeHeard: wav == nil)
    try outputs.sayToTheEnd([Utterance(event: "speak", parts: [said], language: preferences.spokenLanguage)])
  }
}
