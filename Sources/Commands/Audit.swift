import Announcer
import ArgumentParser
import CommandRuntime
import OTCCommandLine
import Preferences
import SafeIO
import Screens
import SpeechOutput
import Transcripts
import Wording

extension ScreenFormat: ExpressibleByArgument {}

/// The screen reader the user chose for a real screen (a flag, an `OTC_*` variable, the
/// config file), `nil` when `setting` is otc's default: a screen file is then heard with
/// its platform's (`Screen.platformReader`).
func chosenScreenReader(_ setting: Setting<String>) -> ScreenReaderModel? {
  setting.source == .standard ? nil : ScreenReaderModel(rawValue: setting.value)
}

/// `--screen-reader` as the commands without speech settings take it: the flag, else the
/// settings' choice, read once for every screen.
func chosenScreenReader(flag: ScreenReaderModel?, command: String) throws -> ScreenReaderModel? {
  try flag ?? chosenScreenReader(resolvePreferences(Preferences.Flags(), command: command).screenReader)
}

/// `--screen FILE` and `--from FORMAT`, for the commands that read an app's own screen
/// beside what they do with otc's imagined ones (read, compare).
struct ScreenFileOptions: ParsableArguments {
  @Option(
    help: ArgumentHelp(
      """
      An app's own screen to read: a uiautomator dump, Appium's page source (Android or iOS), XCUITest's description, a Maestro \
      hierarchy, Chrome's accessibility tree, an AccessibilitySnapshot JSON file, an HTML page or a Playwright ARIA snapshot.
      """,
      valueName: "file"))
  var screen: String?

  @Option(
    help:
      """
      Read the screen file as this format: uiautomator, appium-android, appium-ios, xcuitest-description, maestro, \
      chrome-ax-tree, accessibility-snapshot, html or aria-snapshot. The default is to tell from the content.
      """
  )
  var from: ScreenFormat?

  func validate() throws {
    if from != nil, screen == nil {
      throw usageError(Message(.fromNeedsScreen))
    }
  }

  /// The screen file given, read, with which format and how many elements said on
  /// standard error (unless advice is silenced); `nil` when none was given.
  func load(command: String) throws -> Screen? {
    guard let screen else { return nil }
    let read = try loadScreen(screen, as: from, command: command)
    printAdvice(Message(.screenRead, "\(screen)", .message(read.summary)), command: command)
    return read
  }
}

/// Exit 2: a screen file could not be read, as `diff`'s file that could not be compared.
let unreadableExitCode = ExitCode(2)

/// The screen in the file at `path`, read as `format` or as its content says; a file
/// that cannot be read, or that holds no element, is one line and exit 2.
func loadScreen(_ path: String, as format: ScreenFormat?, command: String) throws -> Screen {
  switch readScreen(path, as: format) {
  case .success(let screen): return screen
  case .failure(let failure):
    printError(failure.sentence, command: command)
    throw unreadableExitCode
  }
}

/// Why a screen file could not be read: the sentence said, and the reason alone for a
/// report.
struct UnreadableScreen: Error {
  /// "cannot read the screen in login.xml: …", in the user's language where it is written.
  var sentence: Message
  /// The reason without the file's name, for a report.
  var reason: Message
}

/// The screen in the file at `path`, or why it could not be read.
func readScreen(_ path: String, as format: ScreenFormat?) -> Result<Screen, UnreadableScreen> {
  let bytes: [UInt8]
  do {
    bytes = try InputFile.read(path, limit: ScreenFile.limit)
  } catch {
    return .failure(UnreadableScreen(sentence: Message(.cannotRead, .message(explained(error))), reason: error.why.message))
  }
  do {
    return .success(try ScreenFile.read(bytes, as: format))
  } catch {
    let why = explained(error)
    let sentence =
      format.map { Message(.screenUnreadableAs, "\(path)", .message($0.message), .message(why)) }
      ?? Message(.screenUnreadable, "\(path)", .message(why))
    return .failure(UnreadableScreen(sentence: sentence, reason: why))
  }
}

struct AuditCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "audit",
    abstract: "Check a real app's code screen for what hurts a listener.",
    discussion: """
      Reads each screen file: a uiautomator dump, Appium's page source of an Android \
      or iOS app, XCUITest's description, a Maestro hierarchy, Chrome's accessibility \
      tree (Accessibility.getFullAXTree), an AccessibilitySnapshot JSON file, an \
      HTML page or a Playwright ARIA snapshot, told apart by their content. It finds the \
      code entry, one code field or a run of one-digit fields, and reports each problem \
      with its rule, the element, what the listener hears because of it, and the fix. \
      What a format cannot show is said once, never guessed. \
      Exit codes: 0 no problem, 1 problems, 2 a file could not be read. A file that \
      cannot be read wins over problems; a file with no code entry is reported and \
      fails the run only when no file had one. docs/screens.md explains each rule. \
      Example: otc audit login.xml --junit audit.xml
      """
  )

  @Argument(help: ArgumentHelp("The screen files to check.", valueName: "file"))
  var files: [String]

  @Option(
    help:
      """
      Read every file as this format: uiautomator, appium-android, appium-ios, xcuitest-description, maestro, chrome-ax-tree, \
      accessibility-snapshot, html or aria-snapshot. The default is to tell from the content.
      """
  )
  var from: ScreenFormat?

  @Option(
    help: ArgumentHelp(
      """
      Whose words the findings quote: voiceover or talkback. The default is the config file's screen_reader, else TalkBack for \
      a uiautomator dump and VoiceOver for the others.
      """,
      valueName: "name"))
  var screenReader: ScreenReaderModel?

  @OptionGroup var languageOptions: LanguageOptions

  @Option(help: "The output form: text, one finding a line, json, or sarif, SARIF 2.1.0 for code-scanning dashboards.")
  var format: AuditFormat = .text

  enum AuditFormat: String, CaseIterable, ExpressibleByArgument {
    case text, json, sarif
  }

  @Option(
    help: ArgumentHelp("Also write a JUnit XML report into this file: a case for each rule and element.", valueName: "file"))
  var junit: String?

  @OptionGroup var quietOption: QuietOption

  func run() throws {
    // The report file opens first: a folder that is not there is found before any work.
    let junitFile: OutputFile?
    do {
      junitFile = try junit.map { try OutputFile(path: $0) }
    } catch {
      printError(Message(.cannotWrite, .message(explained(error))), command: "audit")
      throw unreadableExitCode
    }
    let language = languageOptions.language
    let synthesizer: EspeakSynthesizer
    do {
      synthesizer = try EspeakSynthesizer.shared()
    } catch {
      printError(explained(error), command: "audit")
      throw unreadableExitCode
    }
    let settings = VoiceSettings(rate: EspeakSynthesizer.defaultRate)
    let chosen = try chosenScreenReader(flag: screenReader, command: "audit")
    var audited: [AuditedFile] = []
    for path in files {
      let screen: Screen
      switch readScreen(path, as: from) {
      case .success(let read): screen = read
      case .failure(let failure):
        printError(failure.sentence, command: "audit")
        audited.append(AuditedFile(path: path, unreadable: failure.reason))
        continue
      }
      let speech = ScreenSpeech(reader: chosen ?? screen.platformReader, verbosity: Verbosity(language: language))
      let audit = try Audit.check(screen, speech: speech) {
        try synthesizer.synthesize($0, settings: settings, into: NullSink()) { false }.seconds
      }
      audited.append(AuditedFile(path: path, screen: screen, audit: audit))
    }
    if let junitFile {
      do {
        try junitFile.truncate()
        try junitFile.write(Array(AuditReport.junit(audited).utf8))
      } catch {
        printError(Message(.cannotWrite, .message(explained(error))), command: "audit")
        throw unreadableExitCode
      }
    }
    switch format {
    case .text: try writeOutput(AuditReport.text(audited, in: outputLanguage), command: "audit")
    case .json: try writeOutput(AuditReport.json(audited), command: "audit")
    case .sarif: try writeOutput(AuditReport.sarif(audited, version: otcVersion), command: "audit")
    }
    let status = AuditReport.exitStatus(audited)
    if status != 0 { throw ExitCode(status) }
  }
}
