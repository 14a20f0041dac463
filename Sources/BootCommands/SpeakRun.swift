import Basics
import CommandRuntime
import Preferences
import SafeIO
import SpeechOutput
import Utterances
import Wording

/// One run of `otc speak`: says the text as the speech setting chooses, through Speech
/// Dispatcher when it runs, else on the audio device; or writes it into a WAV file.
/// Empty text is a usage error (exit 64).
package struct SpeakRun {
  /// The text to say, its words apart; `["-"]` reads it from standard input.
  package var text: [String]
  /// The language asked for, if any.
  package var language: Language?
  /// The voice, rate, pitch and volume asked for.
  package var voice = SpeechChoice()
  /// The WAV file to write instead of playing, if any.
  package var wav: String?

  /// The most text read from standard input: about an hour of speech.
  package static let inputLimit = 256 * 1024

  package init(text: [String], language: Language? = nil, voice: SpeechChoice = SpeechChoice(), wav: String? = nil) {
    self.text = text
    self.language = language
    self.voice = voice
    self.wav = wav
  }

  /// Says the text to its end.
  package func run() throws(CommandEnded) {
    var options = voice
    // Written into a file, the file alone; else as the speech setting says, as every
    // command speaks: beside a screen reader on Speech Dispatcher, through it, never over it.
    options.speech = wav == nil ? nil : SpeechMode.none
    options.wav = wav
    var said = text.joined(separator: " ")
    if text == ["-"] {
      do {
        said = String(decoding: try InputFile.read("-", limit: Self.inputLimit), as: UTF8.self)
      } catch {
        printError(Message(.cannotRead, .message(error.message)), command: "speak")
        throw .failure
      }
    }
    guard !said.trimmingWhitespaceAndNewlines().isEmpty else {
      printError(Message(.noTextToSay), command: "speak")
      throw .usage
    }
    var preferences = try options.preferences(language: language, command: "speak")
    // Asked to speak, otc speaks: a setting of `none` keeps questions silent, not this.
    if wav == nil, preferences.mode == .none { preferences.speech.value = SpeechMode.espeak.rawValue }
    let outputs = try Outputs(
      command: "speak", speech: options, preferences: preferences, transcript: nil, terminal: nil, unseen: true,
      braille: .never, namesBackEnd: false, mustBeHeard: wav == nil)
    try outputs.sayToTheEnd([Utterance(event: "speak", parts: [said], language: preferences.spokenLanguage)])
  }
}
