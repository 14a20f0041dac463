import Announcer
import ArgumentParser
import CodeEntry
import SpeechOutput

struct Compare: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Compare what each code-field design costs a listener.",
    discussion: """
      For one code, puts the single field and per-digit fields side by side, swiping \
      forward and backward, with hints on and off: eight rows. Each row gives the swipes \
      to hear the whole code, the utterances, the words, the seconds of speech measured by \
      synthesising each utterance with espeak-ng, and whether the digits arrive in code \
      order or reversed. The text form is one sentence a row. \
      Example: otc compare --code 985391 --lang pt-BR
      """
  )

  @OptionGroup var codeSource: CodeSource

  @OptionGroup var languageOptions: LanguageOptions

  @Option(help: ArgumentHelp("Words a minute for the timing, 80 to 700.", valueName: "wpm"))
  var rate: Int = EspeakSynthesizer.defaultRate

  @Option(help: "The output form: text, csv or json.")
  var format: ComparisonFormat = .text

  enum ComparisonFormat: String, CaseIterable, ExpressibleByArgument {
    case text, csv, json
  }

  func validate() throws {
    guard EspeakSynthesizer.rates.contains(rate) else {
      throw ValidationError("The rate \(rate) is outside 80 to 700 words a minute.")
    }
  }

  func run() throws {
    let digits = try parseCode(try codeSource.text(command: "compare"), command: "compare")
    let rows: [DesignCost]
    do {
      let synthesizer = try EspeakSynthesizer.shared()
      let settings = VoiceSettings(rate: rate)
      rows = try DesignComparison.rows(code: digits, language: languageOptions.language) { utterance in
        try synthesizer.synthesize(utterance, settings: settings, into: NullSink()) { false }.seconds
      }
    } catch {
      printError("\(error)", command: "compare")
      throw ExitCode.failure
    }
    switch format {
    case .text: try writeOutput(rows.map { $0.sentence + "\n" }.joined(), command: "compare")
    case .csv: try writeOutput(DesignComparison.csv(rows), command: "compare")
    case .json: try writeOutput(DesignComparison.json(rows), command: "compare")
    }
  }
}
