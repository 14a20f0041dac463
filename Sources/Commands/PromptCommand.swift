import Announcer
import ArgumentParser
import CodeEntry
import CommandRuntime
import FoundationEssentials
import Glibc
import OTCCommandLine
import Preferences
import SafeIO
import SpeechOutput
import TerminalPrompt
import Wording

struct PromptCommand: ParsableCommand, TakesSecret {
  static let configuration = CommandConfiguration(
    commandName: "prompt",
    abstract: "Ask for a one-time code with spoken feedback, and print it.",
    discussion: """
      Type the code. Each digit is echoed at a raised pitch, as VoiceOver echoes a typed \
      character; Backspace says the deleted digit at a lower pitch, then the word deleted \
      unless you give --no-deletion-word; Ctrl-U clears. Left and Right review one digit at a time, Up or Ctrl-R reads \
      everything typed, Home and End jump. A question mark or F1 says the keys; F2 or \
      Ctrl-L repeats what was said last; F3 or Ctrl-S spells out the typed digits with \
      their positions. In the per-digit design each field is announced with its position \
      (digit 2 of 6), as a screen reader announces a focused field; otc read leaves the \
      position out, as VoiceOver does when you swipe. The last digit submits the code, which goes to \
      standard output. Every announcement also goes to standard error as one line, and \
      into the --transcript file if given: in normal mode these say the digits as words, \
      as the voice does. With --secure no digit is spoken, written to standard error or \
      recorded, so the code goes to standard output and nowhere else. Esc or Ctrl-C cancels. When standard input is not a \
      terminal, its bytes are \
      the keys typed. Exit codes: 0 submitted, 1 input ended before the code was complete, \
      124 timed out, 130 cancelled. \
      Example: code=$(otc prompt --length 6)
      """
  )

  @Option(help: ArgumentHelp("How many digits the code has, 4 to 12.", valueName: "n"))
  var length: Int = CodeLength.standard.count

  @Option(help: "The field design: single or per-digit.")
  var mode: FieldDesign = .single

  @Flag(
    inversion: .prefixedNo,
    help: "Hints name the keys to use (type 6 digits, Backspace deletes). --no-hints leaves them out. The default is on.")
  var hints: Bool?

  @OptionGroup var languageOptions: LanguageOptions

  @Option(help: "The field's label. The default is Access code, translated.")
  var label: String?

  @Flag(
    inversion: .prefixedNo,
    help:
      """
      Never speak, print or record a digit's value; positions are said instead. Standard output still gets the code. The \
      default is off, or OTC_SECURE, or secure in the config file.
      """
  )
  var secure: Bool?

  @Option(
    help: ArgumentHelp(
      """
      How a capital letter said alone is told apart: both, the word capital and a higher pitch; word; pitch; or none. The \
      default is both.
      """,
      valueName: "style"))
  var capitals: String?

  @Flag(
    inversion: .prefixedNo,
    help:
      """
      Say deleted after a deleted digit. VoiceOver says only the digit, at a lower pitch, as --no-deletion-word does. The \
      default is on, so that a deletion is clear to someone who may miss the pitch.
      """
  )
  var deletionWord = true

  @OptionGroup var speechOptions: SpeechOptions

  @Option(
    help: ArgumentHelp(
      """
      Whether each announcement is also a line on the terminal: on, off, or auto. auto writes them, except where a screen \
      reader would read them over otc's own voice. The default is auto.
      """,
      valueName: "when"))
  var lines: String?

  @Option(
    help: ArgumentHelp(
      """
      Whether the field is shown on the braille display, through brltty's BrlAPI: on, off, or auto. auto shows it when brltty's \
      BrlAPI is there. on also says when the display cannot be used. The default is auto.
      """,
      valueName: "when"))
  var braille: String?

  @Option(help: ArgumentHelp("Write everything spoken into this file as JSON Lines.", valueName: "file"))
  var transcript: String?

  @Option(
    parsing: .unconditional,
    help: ArgumentHelp(
      """
      Give up after this many seconds, at most 86400, counted from when the opening has been spoken or the first key. The \
      opening says the limit; a warning comes 10 seconds before, or at a third of a shorter limit. The default is no limit.
      """,
      valueName: "seconds"))
  var timeout: Double?

  @Flag(help: "Wait for Enter after the last digit instead of submitting at once.")
  var noAutoSubmit = false

  @Flag(
    inversion: .prefixedNo,
    help:
      """
      Finish speaking before the code goes out and otc exits. By default the code goes out at once, and the last words are \
      still heard after otc has exited; the next otc cuts them off.
      """
  )
  var waitForSpeech: Bool?

  func validate() throws {
    guard CodeLength(length) != nil else {
      throw usageError(Message(.lengthOutside, "\(length)"))
    }
    if let timeout, !PromptSettings.isValidTimeout(timeout) {
      throw usageError(Message(.timeoutOutside))
    }
  }

  func run() throws {
    let preferences = try speechOptions.preferences(
      hints: hints, language: languageOptions.lang, waitForSpeech: waitForSpeech, secure: secure,
      capitals: capitals, lines: lines, braille: braille, command: "prompt")
    let settings = PromptSettings(
      length: CodeLength(length) ?? .standard, design: mode,
      verbosity: Verbosity(
        language: preferences.spokenLanguage, hints: preferences.hints.value, secure: preferences.secure.value, keyboard: true,
        deletionWord: deletionWord, capitals: preferences.capitalStyle),
      label: label.map(TerminalText.sanitized), autoSubmit: !noAutoSubmit, timeout: timeout)
    let runner = try PromptRunner(
      command: "prompt", terminal: PosixTerminal(), speech: speechOptions.choice, preferences: preferences,
      transcript: transcript)
    try runner.answer(PromptSession(settings: settings))
  }
}
