import Announcer
import ArgumentParser
import CodeEntry
import Foundation
import TerminalPrompt

struct PromptCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "prompt",
    abstract: "Ask for a one-time code with spoken feedback, and print it.",
    discussion: """
      Type the code. Each digit is echoed; Backspace says the deleted digit at a lower \
      pitch; Ctrl-U clears. Left and Right review one digit at a time, Up or Ctrl-R reads \
      everything typed, Home and End jump. The last digit submits the code, which goes to \
      standard output and nowhere else; every announcement also goes to standard error as \
      one line. Esc or Ctrl-C cancels. When standard input is not a terminal, its bytes are \
      the keys typed. Exit codes: 0 submitted, 1 input ended before the code was complete, \
      124 timed out, 130 cancelled. \
      Example: code=$(otc prompt --length 6)
      """
  )

  @Option(help: ArgumentHelp("How many digits the code has, 4 to 12. The default is 6.", valueName: "n"))
  var length: Int = CodeLength.standard.count

  @Option(help: "The field design: single or per-digit. The default is single.")
  var mode: FieldDesign = .single

  @Flag(inversion: .prefixedNo, help: "Speak hints such as double tap to edit. On by default.")
  var hints = true

  @OptionGroup var languageOptions: LanguageOptions

  @Option(help: "The field's label. The default is Access code, translated.")
  var label: String?

  @Flag(help: "Never speak, print or record a digit's value; positions are said instead. Standard output still gets the code.")
  var secure = false

  @OptionGroup var speechOptions: SpeechOptions

  @Option(help: ArgumentHelp("Write everything spoken into this file as JSON Lines.", valueName: "file"))
  var transcript: String?

  @Option(help: ArgumentHelp("Give up after this many seconds, with a warning 10 seconds before. The default is no limit.", valueName: "seconds"))
  var timeout: Double?

  @Flag(help: "Wait for Enter after the last digit instead of submitting at once.")
  var noAutoSubmit = false

  func validate() throws {
    guard CodeLength(length) != nil else {
      throw ValidationError("The length \(length) is outside 4 to 12 digits.")
    }
    if let timeout, !(timeout > 0) {
      throw ValidationError("The timeout must be more than 0 seconds.")
    }
  }

  func run() throws {
    let settings = PromptSettings(
      length: CodeLength(length) ?? .standard, design: mode,
      verbosity: Verbosity(language: languageOptions.language, hints: hints, secure: secure),
      label: label, autoSubmit: !noAutoSubmit, timeout: timeout)
    var recorder: TranscriptRecorder?
    if let transcript {
      do {
        recorder = try TranscriptRecorder(path: transcript)
      } catch {
        printError("cannot write the transcript \(transcript): \(error.localizedDescription)", command: "prompt")
        throw ExitCode.failure
      }
    }
    defer { recorder?.close() }
    let speaker = try speechOptions.openSpeaker(command: "prompt")
    let prompt = Prompt(settings: settings, terminal: PosixTerminal(), speaker: speaker, recorder: recorder)
    let outcome: PromptOutcome
    do {
      outcome = try prompt.run()
    } catch {
      printError("cannot read the keys: \(error.localizedDescription)", command: "prompt")
      throw ExitCode.failure
    }
    if case .submitted(var code) = outcome {
      defer { for index in code.indices { code[index] = Digit(value: 0)! } }
      try writeOutput(code.asciiString + "\n", command: "prompt")
    }
    try speak([], with: speaker, mode: speechOptions.speech, command: "prompt")
    switch outcome {
    case .submitted: return
    case .cancelled: throw ExitCode(130)
    case .timedOut: throw ExitCode(124)
    case .inputEnded: throw ExitCode.failure
    }
  }
}
