import Announcer
import ArgumentParser
import CodeEntry
import Foundation

struct Read: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Read a code field aloud as a screen reader does when you swipe through it.",
    discussion: """
      Prints what VoiceOver says, one utterance a line. The single field says the whole \
      code in one line, in code order, whichever way you swipe. The per-digit design says \
      one line per field, and swiping backward gives the digits in reverse. \
      To keep the code out of the process list, use --code-file - and pipe the code in. \
      Example: otc read --code 985391 --mode per-digit --no-hints
      """
  )

  @Option(help: "The code to read, 4 to 12 digits. Visible to other users in the process list.")
  var code: String?

  @Option(help: ArgumentHelp("Read the code from a file, or from standard input with a dash.", valueName: "file"))
  var codeFile: String?

  @Option(help: "The field design: single or per-digit. The default is single.")
  var mode: FieldDesign = .single

  @Option(help: "The swipe direction: forward or backward. The default is forward.")
  var direction: SwipeDirection = .forward

  @Flag(inversion: .prefixedNo, help: "Speak hints such as double tap to edit. On by default.")
  var hints = true

  @OptionGroup var languageOptions: LanguageOptions

  @Option(help: "The single field's label. The default is Access code, translated.")
  var label: String?

  @Option(help: "The output form: text, one utterance a line, or json, JSON Lines. The default is text.")
  var format: TranscriptFormat = .text

  @OptionGroup var speechOptions: SpeechOptions

  func validate() throws {
    if code != nil && codeFile != nil {
      throw ValidationError("Give the code with --code or --code-file, not both.")
    }
    if code == nil && codeFile == nil {
      throw ValidationError("Give the code with --code DIGITS or --code-file FILE.")
    }
  }

  func run() throws {
    let text: String
    if let code {
      text = code
    } else {
      do {
        text = try readCodeFile(codeFile ?? "-")
      } catch {
        printError("cannot read the code from \(codeFile ?? "-"): \(describe(error))", command: "read")
        throw ExitCode.failure
      }
    }
    let digits = try parseCode(text, command: "read")
    let verbosity = Verbosity(language: languageOptions.language, hints: hints)
    let announcer = Announcer(verbosity: verbosity, label: label)
    let elements = SwipeNavigator.sweep(FieldElement.screen(showing: digits, design: mode), direction)
    let transcript = Transcript(elements.map(announcer.utterance(for:)))
    let speaker = try speechOptions.openSpeaker(command: "read")
    try writeOutput(format == .json ? transcript.jsonLines : transcript.text, command: "read")
    try speak(transcript.utterances, with: speaker, mode: speechOptions.speech, command: "read")
  }
}

/// Reads a code from a file or from standard input ("-"), without its line ending.
func readCodeFile(_ path: String) throws -> String {
  let data: Data
  if path == "-" {
    data = FileHandle.standardInput.readDataToEndOfFile()
  } else {
    data = try Data(contentsOf: URL(fileURLWithPath: path))
  }
  guard let text = String(data: data, encoding: .utf8) else {
    throw CocoaError(.fileReadInapplicableStringEncoding)
  }
  return text.trimmingCharacters(in: .whitespacesAndNewlines)
}
