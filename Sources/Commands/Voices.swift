import Announcer
import ArgumentParser
import CommandRuntime
import OTCCommandLine
import SafeIO
import SpeechOutput
import Wording

struct Voices: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "List espeak-ng's voices: name, language and file, one a line.",
    discussion: """
      The first line says what the columns are. --voice takes any of the three, in any \
      letter case: otc prompt --voice en-gb, --voice "English (Great Britain)" and \
      --voice gmw/en all choose the same voice. \
      Example: otc voices --lang pt lists the Portuguese voices, pt-br among them.
      """
  )

  @Option(
    help: ArgumentHelp(
      "Only voices for this language, such as pt, pt-br or bg. The default lists every voice.", valueName: "language"))
  var lang: String?

  func run() throws {
    let synthesizer: EspeakSynthesizer
    do {
      synthesizer = try EspeakSynthesizer.shared()
    } catch {
      printError(explained(error), command: "voices")
      throw ExitCode.failure
    }
    let voices = synthesizer.voices(language: lang)
    if voices.isEmpty, let lang {
      printError(Message(.noVoiceSpeaks, "\(lang)"), command: "voices")
      throw ExitCode.failure
    }
    let header = Message(.voicesHeader).text(in: outputLanguage) + "\n"
    try writeOutput(header + voices.map { TerminalText.sanitized($0.line) + "\n" }.joined(), command: "voices")
  }
}
