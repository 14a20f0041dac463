import ArgumentParser
import SpeechOutput

struct Voices: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "List espeak-ng's voices: name, language and identifier, one a line.",
    discussion: "Example: otc voices --lang pt lists the Portuguese voices, pt-br among them."
  )

  @Option(help: ArgumentHelp("Only voices for this language, such as pt, pt-br or bg. The default lists every voice.", valueName: "language"))
  var lang: String?

  func run() throws {
    let synthesizer: EspeakSynthesizer
    do {
      synthesizer = try EspeakSynthesizer.shared()
    } catch {
      printError("\(error)", command: "voices")
      throw ExitCode.failure
    }
    let voices = synthesizer.voices(language: lang)
    if voices.isEmpty, let lang {
      printError("no voice speaks \(lang)", command: "voices")
      throw ExitCode.failure
    }
    try writeOutput(voices.map { $0.line + "\n" }.joined(), command: "voices")
  }
}
