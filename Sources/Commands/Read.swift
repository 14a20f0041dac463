import Announcer
import ArgumentParser
import CodeEntry
import CommandRuntime
import FoundationEssentials
import Glibc
import OTCCommandLine
import Preferences
import SafeIO
import ScreenReaders
import Screens
import TranscriptRecording
import Transcripts
import Wording

struct Read: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Read a code field aloud as a screen reader does when you swipe through it.",
    discussion: """
      Prints what VoiceOver says, one utterance a line, or what TalkBack says with \
      --screen-reader talkback, in TalkBack's own words in each language. The single field says the whole \
      code in one line, in code order, whichever way you swipe. The per-digit design says \
      one line per field, and swiping backward gives the digits in reverse. With --secure \
      the fields hide what is typed, as a secure text field does: VoiceOver says how many \
      characters each holds, never which. \
      When the lines go to a terminal a screen reader reads (Speakup, Fenrir, Orca), \
      it reads them and otc does not speak them again, unless --speech says otherwise. \
      To keep the code out of the process list, use --code-file - and pipe the code in. \
      With --screen FILE it reads a real app's screen instead: a uiautomator dump, an \
      AccessibilitySnapshot JSON file, an HTML page or a Playwright ARIA snapshot, each \
      focus stop as you swipe, by default in the words of the platform's screen reader. \
      Standard error says which format was read and how many elements. \
      Example: otc read --code 985391 --mode per-digit --no-hints
      """
  )

  @OptionGroup var codeSource: CodeSource

  func validate() throws {
    if screenFile.screen != nil {
      if codeSource.isGiven { throw usageError(Message(.codeOrScreen)) }
      if mode != .single || label != nil || secure || activate || valueReading != .spelled {
        throw usageError(Message(.screenHasItsFields))
      }
      return
    }
    try codeSource.requireGiven(otherwise: .giveCodeOrScreen)
    // Per-digit fields are named by their positions: a label would be silently unused.
    if mode == .perDigit, label != nil {
      throw usageError(Message(.labelPerDigit))
    }
  }

  @OptionGroup var screenFile: ScreenFileOptions

  @Option(
    help: ArgumentHelp(
      "The screen reader to hear: voiceover or talkback. The default is voiceover, or the config file's screen_reader.",
      valueName: "name"))
  var screenReader: ScreenReaderModel?

  @Option(help: "The field design: single or per-digit.")
  var mode: FieldDesign = .single

  @Option(help: "The swipe direction: forward or backward.")
  var direction: SwipeDirection = .forward

  @Flag(
    inversion: .prefixedNo,
    help:
      """
      Hints are the screen reader's touch-screen ones, such as double tap to edit. --no-hints leaves them out. The default is \
      on.
      """
  )
  var hints: Bool?

  @OptionGroup var languageOptions: LanguageOptions

  @Option(help: "The single field's label. The default is Access code, translated.")
  var label: String?

  @Option(
    help:
      """
      How the single field's value is read: spelled, digit by digit, as when the app marks it to be spelled out, or number, as \
      VoiceOver reads a value with no help from the app. The default is spelled.
      """
  )
  var valueReading: ValueReading = .spelled

  @Flag(help: "Read the fields as secure text fields, which never say a character.")
  var secure = false

  @Flag(
    help:
      """
      After swiping, double tap the field you are on, as you would to type: VoiceOver says it is editing and where the \
      insertion point is.
      """
  )
  var activate = false

  @Option(help: "The output form: text, one utterance a line, or json, JSON Lines.")
  var format: TranscriptFormat = .text

  @OptionGroup var speechOptions: SpeechOptions

  @OptionGroup var quietOption: QuietOption

  func run() throws {
    if let screen = try screenFile.load(command: "read") { return try readScreen(screen) }
    let text = try codeSource.text(command: "read")
    let digits = try parseCode(text, command: "read")
    let preferences = try readingPreferences()
    let verbosity = Verbosity(language: preferences.spokenLanguage, hints: preferences.hints.value, valueReading: valueReading)
    let reading = ScreenReading(
      reader: ScreenReaderModel(rawValue: preferences.screenReader.value) ?? .voiceOver, design: mode,
      direction: direction, verbosity: verbosity, label: label.map(TerminalText.sanitized), secure: secure,
      activate: activate)
    try say(Transcript(reading.utterances(showing: digits)), preferences: preferences)
  }

  /// What the screen reader says on each focus stop of `screen`.
  private func readScreen(_ screen: Screen) throws {
    let preferences = try readingPreferences()
    let reader = chosenScreenReader(preferences.screenReader) ?? screen.platformReader
    let speech = ScreenSpeech(
      reader: reader, verbosity: Verbosity(language: preferences.spokenLanguage, hints: preferences.hints.value))
    try say(Transcript(speech.utterances(for: screen, direction: direction)), preferences: preferences)
  }

  /// The settings in force.
  private func readingPreferences() throws -> Preferences {
    try speechOptions.preferences(
      hints: hints, language: languageOptions.lang, screenReader: screenReader?.rawValue, command: "read")
  }

  /// Prints `transcript` and says it, into the WAV file when asked. The transcript printed
  /// on a terminal a screen reader reads is heard from it: otc does not say it a second
  /// time, unless told to speak (the voice plan). Printed elsewhere, it is not on the
  /// screen, and otc says it beside any reader.
  private func say(_ transcript: Transcript, preferences: Preferences) throws {
    let outputs = try Outputs(
      command: "read", speech: speechOptions.choice, preferences: preferences, transcript: nil, terminal: nil,
      unseen: isatty(STDOUT_FILENO) == 0, braille: .never)
    try writeOutput(format == .json ? transcript.jsonLines : transcript.text, command: "read")
    try outputs.sayToTheEnd(transcript.utterances)
  }
}
