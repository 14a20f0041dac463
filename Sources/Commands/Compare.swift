import Announcer
import ArgumentParser
import CodeEntry
import CommandRuntime
import OTCCommandLine
import Preferences
import SafeIO
import Screens
import SpeechOutput
import Transcripts
import Wording

struct Compare: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Compare what each code-field design costs a listener.",
    discussion: """
      For one code, puts the single field and per-digit fields side by side, swiping \
      forward and backward, with hints on and off: eight rows. Each row gives the swipes \
      to hear the whole code, the utterances, the words, the seconds of speech measured by \
      synthesising each utterance with espeak-ng, and whether the digits arrive in code \
      order or reversed. Four more rows read the single field's value as a number, as \
      VoiceOver does unless the app marks the field to be spelled out. The text form is \
      one sentence a row. The rows are VoiceOver's; --screen-reader talkback gives \
      TalkBack's, and --screen-reader both puts each TalkBack row under VoiceOver's. \
      With --transcript, once for each file, it measures your own transcripts instead, in \
      any form otc diff reads: utterances, words and seconds, one row a file. \
      With --screen FILE, a real app's screen as otc read --screen reads it, its code entry \
      holding the code (or the code its fields already hold) gets four rows of its own, \
      design "screen", after the designs' rows, in the words of the platform's screen \
      reader unless --screen-reader says otherwise. \
      Example: otc compare --code 985391 --lang pt-BR
      """
  )

  @OptionGroup var codeSource: CodeSource

  @Option(help: ArgumentHelp("Measure this transcript instead of the designs. Give it once for each file.", valueName: "file"))
  var transcript: [String] = []

  @OptionGroup var screenFile: ScreenFileOptions

  @OptionGroup var languageOptions: LanguageOptions

  @Option(help: ArgumentHelp("Words a minute for the timing, 80 to 700.", valueName: "wpm"))
  var rate: Int = EspeakSynthesizer.defaultRate

  @Option(
    help: ArgumentHelp(
      """
      The screen reader to hear: voiceover, talkback, or both side by side. The default is voiceover, or the config file's \
      screen_reader.
      """,
      valueName: "name"))
  var screenReader: ScreenReaderChoice?

  enum ScreenReaderChoice: String, CaseIterable, ExpressibleByArgument {
    case voiceover, talkback, both
  }

  @Option(help: "The output form: text, csv or json.")
  var format: ComparisonFormat = .text

  @OptionGroup var quietOption: QuietOption

  @Option(help: "Read the single field's value only this way: spelled, digit by digit, or number. The default is both.")
  var valueReading: ValueReading?

  enum ComparisonFormat: String, CaseIterable, ExpressibleByArgument {
    case text, csv, json
  }

  func validate() throws {
    if screenFile.screen != nil {
      guard transcript.isEmpty else { throw usageError(Message(.screenOrTranscripts)) }
      guard screenReader != .both else {
        throw usageError(Message(.screenHeardWithOne))
      }
    } else if transcript.isEmpty {
      try codeSource.requireGiven(otherwise: .giveCodeOrTranscripts)
    } else if codeSource.isGiven {
      throw usageError(Message(.codeOrTranscripts))
    } else if screenReader != nil {
      throw usageError(Message(.screenReaderForDesigns))
    }
    guard EspeakSynthesizer.rates.contains(rate) else {
      throw usageError(Message(.rateOutside, "\(rate)"))
    }
  }

  func run() throws {
    if !transcript.isEmpty { return try measureTranscripts() }
    if let screen = try screenFile.load(command: "compare") { return try measureScreen(screen, path: screenFile.screen ?? "") }
    let digits = try parseCode(try codeSource.text(command: "compare"), command: "compare")
    let readings = valueReading.map { [$0] } ?? ValueReading.allCases
    let readers = try screenReaders()
    let rows = try measuring { seconds in
      try DesignComparison.rows(
        code: digits, language: languageOptions.language, readings: readings, readers: readers, measure: seconds)
    }
    switch format {
    case .text:
      let naming = readers != [.voiceOver]
      try writeOutput(
        lines: rows.map { $0.message(namingTheScreenReader: naming) } + DesignComparison.notes(for: readers), command: "compare")
    case .csv: try writeOutput(DesignComparison.csv(rows), command: "compare")
    case .json: try writeOutput(DesignComparison.json(rows), command: "compare")
    }
  }

  /// The designs' rows and the screen's, for the code given or the code the screen holds.
  private func measureScreen(_ read: Screen, path: String) throws {
    let digits: [Digit]
    if codeSource.isGiven {
      digits = try parseCode(try codeSource.text(command: "compare"), command: "compare")
    } else if let held = ScreenCost.code(in: read) {
      digits = held
    } else {
      printError(Message(.codeFieldsEmpty, "\(path)"), command: "compare")
      throw unreadableExitCode
    }
    guard let screen = ScreenCost.filled(read, with: digits) else {
      let why =
        read.codeEntry.map { Message(.codeEntryFields, "\(path)", "\($0.count)", "\(digits.count)") }
        ?? Message(.noCodeEntry, "\(path)")
      printError(why, command: "compare")
      throw unreadableExitCode
    }
    let flag = screenReader.flatMap { ScreenReaderModel(rawValue: $0.rawValue) }
    let reader = try chosenScreenReader(flag: flag, command: "compare") ?? screen.platformReader
    let language = languageOptions.language
    let readings = valueReading.map { [$0] } ?? ValueReading.allCases
    let rows = try measuring { seconds in
      try DesignComparison.rows(code: digits, language: language, readings: readings, readers: [reader], measure: seconds)
        + ScreenCost.rows(screen, reader: reader, language: language, measure: seconds)
    }
    switch format {
    case .text:
      try writeOutput(
        lines: rows.map { $0.message(namingTheScreenReader: reader != .voiceOver) } + DesignComparison.notes(for: [reader]),
        command: "compare")
    case .csv: try writeOutput(DesignComparison.csv(rows), command: "compare")
    case .json: try writeOutput(DesignComparison.json(rows), command: "compare")
    }
  }

  /// The screen readers asked for: the flag, else the screen_reader setting.
  private func screenReaders() throws -> [ScreenReaderModel] {
    if screenReader == .both { return [.voiceOver, .talkBack] }
    let preferences = try resolvePreferences(Preferences.Flags(screenReader: screenReader?.rawValue), command: "compare")
    return [ScreenReaderModel(rawValue: preferences.screenReader.value) ?? .voiceOver]
  }

  /// One row for each transcript file, measured as the designs are.
  private func measureTranscripts() throws {
    let rows = try measuring { seconds in
      try transcript.map { path in
        let read = try loadTranscript(path, command: "compare", refusal: .cannotMeasureBecause, failure: .failure)
        return try TranscriptCost.measure(
          name: TerminalText.sanitized(path), lines: read.lines, language: languageOptions.language, measure: seconds)
      }
    }
    switch format {
    case .text: try writeOutput(lines: rows.map(\.message), command: "compare")
    case .csv: try writeOutput(TranscriptCost.csv(rows), command: "compare")
    case .json: try writeOutput(TranscriptCost.json(rows), command: "compare")
    }
  }

  /// Runs `body` with how many seconds espeak-ng takes to say an utterance at the rate
  /// asked for; a failure to start espeak-ng or to synthesise is one line and exit 1.
  private func measuring<T>(_ body: (_ seconds: (Utterance) throws -> Double) throws -> T) throws -> T {
    do {
      let synthesizer = try EspeakSynthesizer.shared()
      let settings = VoiceSettings(rate: rate)
      return try body { try synthesizer.synthesize($0, settings: settings, into: NullSink()) { false }.seconds }
    } catch let exit as ExitCode {
      throw exit
    } catch {
      printError(explained(error), command: "compare")
      throw ExitCode.failure
    }
  }
}

extension ValueReading: ExpressibleByArgument {}
