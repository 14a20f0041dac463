import Foundation
import OTCTestSupport
import Testing
import Utterances
import Wording

/// Issue 73, "one home for words": each error otc can be led into from the command line,
/// run through the built binary under English, Brazilian Portuguese and Bulgarian. Each
/// must be written in that language's words for its keys (nested ones too), and nothing of
/// otc's English may be left in a Portuguese or Bulgarian line.
@Suite final class EveryErrorInEveryLanguageTests {
  /// One way to make otc fail, and the keys whose words must be in what it writes.
  struct Provocation: Sendable, CustomTestStringConvertible {
    var name: String
    var arguments: [String]
    var stdin = ""
    var environment: [String: String] = [:]
    var keys: [MessageKey]
    var testDescription: String { name }
  }

  /// The files the provocations name ("@name"), in a folder of each test's own.
  let folder = scratchFolder + "/otc-every-error-\(UUID().uuidString.prefix(8))"

  static func path(_ name: String) -> String { "@" + name }

  /// `text` with each "@" standing for this test's folder.
  func placed(_ text: String) -> String { text.replacing("@", with: folder + "/") }

  static let provocations: [Provocation] = [
    // Usage errors, raised by key and written after ArgumentParser's "Error:".
    Provocation(name: "length", arguments: ["prompt", "--length", "3"], keys: [.lengthOutside]),
    Provocation(name: "timeout", arguments: ["prompt", "--timeout", "0"], keys: [.timeoutOutside]),
    Provocation(name: "query and watch", arguments: ["agent", "--query", "--watch"], keys: [.queryOrWatch]),
    Provocation(name: "code twice", arguments: ["read", "--code", "123456", "--code-file", "x"], keys: [.codeOrCodeFile]),
    Provocation(name: "no code", arguments: ["read"], keys: [.giveCodeOrScreen]),
    Provocation(name: "nothing to compare", arguments: ["compare"], keys: [.giveCodeOrTranscripts]),
    Provocation(
      name: "code and transcript", arguments: ["compare", "--code-file", "x", "--transcript", "y"], keys: [.codeOrTranscripts]),
    Provocation(
      name: "screen and transcript", arguments: ["compare", "--screen", "x", "--transcript", "y"], keys: [.screenOrTranscripts]),
    Provocation(
      name: "both readers on a screen", arguments: ["compare", "--screen", "x", "--screen-reader", "both"],
      keys: [.screenHeardWithOne]),
    Provocation(
      name: "reader for transcripts", arguments: ["compare", "--transcript", "x", "--screen-reader", "talkback"],
      keys: [.screenReaderForDesigns]),
    Provocation(name: "rate", arguments: ["compare", "--code-file", "x", "--rate", "20"], keys: [.rateOutside]),
    Provocation(
      name: "label per digit", arguments: ["read", "--code-file", "x", "--mode", "per-digit", "--label", "PIN"],
      keys: [.labelPerDigit]),
    Provocation(name: "code and screen", arguments: ["read", "--code-file", "x", "--screen", "y"], keys: [.codeOrScreen]),
    Provocation(name: "shaping a screen", arguments: ["read", "--screen", "x", "--secure"], keys: [.screenHasItsFields]),
    Provocation(name: "two keys", arguments: ["totp", "github", "--uri-file", "x"], keys: [.oneKey]),
    Provocation(name: "add and pass", arguments: ["totp", "--add", "github", "--uri-file", "x"], keys: [.addAlone]),
    Provocation(name: "key name", arguments: ["totp", ".hidden"], keys: [.keyBadName]),
    Provocation(name: "min seconds", arguments: ["totp", "--min-seconds", "5000"], keys: [.minSecondsRange]),
    Provocation(name: "at", arguments: ["totp", "--at=-5"], keys: [.atNotNegative]),
    Provocation(name: "boot ask", arguments: ["boot", "ask"], keys: [.noDiskToAskFor]),
    // A code that is not one.
    Provocation(name: "empty code", arguments: ["read", "--code-file", "-"], keys: [.codeEmpty]),
    Provocation(
      name: "a letter", arguments: ["read", "--code-file", "-"], stdin: "12a456", keys: [.codeHasNonDigit, .characterLetter]),
    Provocation(
      name: "a space", arguments: ["read", "--code-file", "-"], stdin: "12\u{7}456", keys: [.codeHasNonDigit, .characterControl]),
    Provocation(name: "one digit", arguments: ["read", "--code-file", "-"], stdin: "1", keys: [.codeTooShortOne]),
    Provocation(name: "short", arguments: ["read", "--code-file", "-"], stdin: "12", keys: [.codeTooShort]),
    Provocation(name: "long", arguments: ["read", "--code-file", "-"], stdin: "1234567890123", keys: [.codeTooLong]),
    Provocation(name: "code not text", arguments: ["read", "--code-file", path("bad.txt")], keys: [.codeFromNotText]),
    Provocation(name: "code file missing", arguments: ["read", "--code-file", path("none/x")], keys: [.codeFrom, .fileProblem]),
    Provocation(name: "code file a folder", arguments: ["read", "--code-file", "@"], keys: [.codeFrom, .isFolder]),
    Provocation(
      name: "code in the process list", arguments: ["read", "--code", "1234567890123"], keys: [.codeInProcessList, .codeTooLong]),
    // Settings.
    Provocation(
      name: "a rate in a variable", arguments: ["read", "--code-file", "-"], stdin: "123456", environment: ["OTC_RATE": "fast"],
      keys: [.settingPlace, .wholeNumber]),
    Provocation(
      name: "a speech in a variable", arguments: ["read", "--code-file", "-"], stdin: "123456",
      environment: ["OTC_SPEECH": "loud"],
      keys: [.settingPlace, .oneOfValues, .orList]),
    Provocation(
      name: "hints in a variable", arguments: ["read", "--code-file", "-"], stdin: "123456", environment: ["OTC_HINTS": "maybe"],
      keys: [.settingPlace, .trueOrFalse]),
    Provocation(
      name: "an unknown key", arguments: ["read", "--code-file", "-"], stdin: "123456",
      environment: ["XDG_CONFIG_HOME": path("unknown")], keys: [.settingPlace, .fileLine, .unknownKey]),
    Provocation(
      name: "a table", arguments: ["read", "--code-file", "-"], stdin: "123456", environment: ["XDG_CONFIG_HOME": path("table")],
      keys: [.settingPlace, .fileLine, .noTables]),
    Provocation(
      name: "no terminal", arguments: ["askpass", "Password:"], environment: ["OTC_RATE": "fast"],
      keys: [.noTerminalAdvised, .runFromTerminal]),
    // Speech.
    Provocation(name: "a voice", arguments: ["speak", "--voice", "zz-nonesuch", "hi"], keys: [.voiceNotFound]),
    Provocation(name: "nothing to say", arguments: ["speak", "-"], keys: [.noTextToSay]),
    Provocation(
      name: "a WAV file", arguments: ["speak", "--wav", path("none/x.wav"), "hi"], keys: [.wavUnwritable, .fileProblem]),
    Provocation(
      name: "no Speech Dispatcher", arguments: ["read", "--code-file", "-", "--speech", "speechd"], stdin: "123456",
      environment: ["SPEECHD_ADDRESS": "unix_socket:@none/speechd.sock"], keys: [.noSpeechDispatcher, .fileProblem]),
    Provocation(
      name: "a Speech Dispatcher address", arguments: ["read", "--code-file", "-", "--speech", "speechd"], stdin: "123456",
      environment: ["SPEECHD_ADDRESS": "carrier-pigeon:x"], keys: [.noSpeechDispatcher, .ssipUnknownMethod]),
    // otc totp's keys.
    Provocation(
      name: "no such key", arguments: ["totp", "github"], environment: ["XDG_CONFIG_HOME": path("keys")], keys: [.noKeyNamed]),
    Provocation(name: "not a URI", arguments: ["totp", "--uri-file", path("hello.key")], keys: [.notOTPAuth]),
    Provocation(name: "no secret", arguments: ["totp", "--uri-file", path("nosecret.key")], keys: [.uriNoSecret]),
    Provocation(name: "a key open to others", arguments: ["totp", "--uri-file", path("open.key")], keys: [.keyOpenToOthers]),
    // Screens and transcripts.
    Provocation(
      name: "no format", arguments: ["read", "--screen", path("hello.txt")], keys: [.screenUnreadable, .screenFormatUnknown]),
    Provocation(
      name: "an empty hierarchy", arguments: ["read", "--screen", path("empty.xml")],
      keys: [.screenUnreadable, .screenEmptyHierarchy]),
    Provocation(
      name: "not as said", arguments: ["audit", path("empty.xml"), "--from", "html"],
      keys: [.screenUnreadableAs, .formatHTML, .screenNothingHTMLReads]),
    Provocation(
      name: "broken ARIA", arguments: ["read", "--screen", path("aria.yml")],
      keys: [.screenUnreadable, .screenLine, .screenNoClosingQuote]),
    Provocation(name: "no screen file", arguments: ["read", "--screen", path("none/x.xml")], keys: [.cannotRead, .fileProblem]),
    Provocation(
      name: "a binary transcript", arguments: ["diff", path("bin.txt"), path("hello.txt")],
      keys: [.cannotCompareBecause, .transcriptBinary]),
    Provocation(
      name: "an empty transcript", arguments: ["diff", path("empty.txt"), path("hello.txt")],
      keys: [.nothingToCompare, .transcriptFormatText, .fileEmpty]),
    Provocation(
      name: "a JUnit file", arguments: ["diff", path("hello.txt"), path("hello.txt"), "--junit", path("none/j.xml")],
      keys: [.cannotWrite, .fileProblem]),
    Provocation(
      name: "a transcript to measure", arguments: ["compare", "--transcript", path("bin.txt")],
      keys: [.cannotMeasureBecause, .transcriptBinary]),
    // Running programs.
    Provocation(name: "a program", arguments: ["watch", "--", path("none/program")], keys: [.cannotRun]),
  ]

  /// A report otc writes on standard output, and the keys whose words must be in it.
  struct Report: Sendable, CustomTestStringConvertible {
    var name: String
    var arguments: [String]
    var keys: [MessageKey]
    var testDescription: String { name }
  }

  static let reports: [Report] = [
    Report(
      name: "diff", arguments: ["diff", path("expected.txt"), path("heard.txt")],
      keys: [
        .diffLineChanged, .diffLineExtra, .diffSummary, .differencesMany, .diffChanged, .diffExtra, .diffRead, .utterancesMany,
        .transcriptFormatText,
      ]),
    Report(
      name: "diff, missing", arguments: ["diff", path("heard.txt"), path("expected.txt")],
      keys: [.diffLineMissing, .diffMissing]),
    Report(name: "diff, identical", arguments: ["diff", path("expected.txt"), path("expected.txt")], keys: [.diffIdentical]),
    Report(
      name: "compare transcripts",
      arguments: ["compare", "--transcript", path("expected.txt"), "--transcript", path("heard.txt")],
      keys: [.transcriptCostRow, .utterancesMany, .wordsMany, .secondsCount]),
    Report(
      name: "compare designs", arguments: ["compare", "--code-file", path("code.txt"), "--screen-reader", "both"],
      keys: [
        .designRow, .hintsOn, .hintsOff, .valueReadAsNumber, .swipesOne, .swipesMany, .utterancesOne, .utterancesMany,
        .wordsMany, .secondsCount, .digitsInCodeOrder, .digitsReversed, .voiceOverSpellOutNote, .talkBackSpellOutNote,
      ]),
    Report(name: "voices", arguments: ["voices"], keys: [.voicesHeader]),
    Report(
      name: "audit, a split code", arguments: ["audit", path("split.html")],
      keys: [
        .auditFileRead, .screenSummary, .entryFields, .elementOnLine, .auditFinding, .auditFindingGroup, .fieldsFromTo,
        .ruleCodeSplit, .heardSplit, .fixOneField, .ruleFieldUnnamed, .heardNothingSaysWhat, .quoted, .fixNameEachRange,
        .ruleHintMissing, .heardNoHint, .fixAddHint, .problemsFoundMany,
      ]),
    Report(name: "audit, a good field", arguments: ["audit", path("good.html")], keys: [.entryOneField, .noProblemFound]),
    Report(
      name: "audit, what a dump cannot show", arguments: ["audit", path("dump.xml")],
      keys: [.notCheckableFrom, .formatUIAutomator, .factAutofill, .factValue, .parts, .noProblemInWhatWasChecked, .rulesMany]),
    Report(
      name: "audit, files without a code entry or unread",
      arguments: ["audit", path("nocode.html"), path("none.html"), path("good.html")],
      keys: [.fileSentence, .auditNoEntry, .auditNotRead, .filesNotReadOne, .filesWithoutEntryOne]),
  ]

  /// The locale each language is asked for by.
  static let locales: [(language: Language, variable: String)] = [
    (.english, "C.UTF-8"), (.brazilianPortuguese, "pt_BR.UTF-8"), (.bulgarian, "bg_BG.UTF-8"),
  ]

  init() throws {
    let files = FileManager.default
    try files.createDirectory(atPath: folder, withIntermediateDirectories: true)
    func write(_ name: String, _ bytes: [UInt8], mode: Int = 0o600) throws {
      try Data(bytes).write(to: URL(fileURLWithPath: folder + "/" + name))
      try files.setAttributes([.posixPermissions: mode], ofItemAtPath: folder + "/" + name)
    }
    try write("bad.txt", [0xFF, 0xFE, 0x31])
    try write("hello.txt", Array("hello\n".utf8))
    try write("bin.txt", [0x4E, 0x00, 0x01])
    try write("empty.txt", [])
    try write("empty.xml", Array("<hierarchy></hierarchy>".utf8))
    try write("aria.yml", Array("- button \"Verify\n".utf8))
    try write("hello.key", Array("hello\n".utf8))
    try write("nosecret.key", Array("otpauth://totp/Acme:ana?issuer=Acme\n".utf8))
    try write("open.key", Array("otpauth://totp/Acme:ana?secret=JBSWY3DPEHPK3PXP\n".utf8), mode: 0o644)
    for (name, text) in [("unknown", "rat = 3\n"), ("table", "[speech]\nrate = 3\n")] {
      try files.createDirectory(atPath: folder + "/" + name + "/otc", withIntermediateDirectories: true)
      try write(name + "/otc/config.toml", Array(text.utf8))
    }
    try files.createDirectory(atPath: folder + "/keys/otc/keys", withIntermediateDirectories: true)
    // What the reports read: two transcripts, a code, and screens with and without a code entry.
    try write("expected.txt", Array("Nine\nEight\nFive\n".utf8))
    try write("heard.txt", Array("Nine\nSeven\nFive\nOne\n".utf8))
    try write("code.txt", Array("985391\n".utf8))
    let box = "<input type=\"text\" inputmode=\"numeric\" maxlength=\"1\">"
    try write(
      "split.html",
      Array("<html><body><h1>Enter code</h1>\(String(repeating: box, count: 6))<button>Go</button></body></html>".utf8))
    try write(
      "good.html",
      Array(
        """
        <html><body><label for="c">Verification code</label>
        <input id="c" type="text" inputmode="numeric" autocomplete="one-time-code"></body></html>
        """.utf8))
    try write("nocode.html", Array("<html><body><h1>Hello</h1><button>Go</button></body></html>".utf8))
    try write(
      "dump.xml",
      Array(
        """
        <?xml version="1.0" encoding="UTF-8"?><hierarchy rotation="0"><node index="0" text="" resource-id="com.acme:id/code" \
        class="android.widget.EditText" package="com.acme" content-desc="" clickable="true" enabled="true" focusable="true" \
        password="false" hint="Verification code" bounds="[0,0][100,50]" /></hierarchy>
        """.utf8))
  }

  deinit { try? FileManager.default.removeItem(atPath: folder) }

  /// Whether `text` holds the literal parts of `template`, in order.
  func holds(_ text: String, template: String) -> Bool {
    var rest = Substring(text)
    for literal in template.split(separator: "{}", omittingEmptySubsequences: true) {
      guard let found = rest.firstRange(of: literal) else { return false }
      rest = rest[found.upperBound...]
    }
    return true
  }

  /// otc's English, as phrases long enough to be a sentence's and not a name's, that
  /// `language` does not share.
  func englishLeft(in text: String, language: Language) -> [String] {
    let own = MessageWords.table(for: language).values.joined(separator: "\n")
    let english = MessageWords.table(for: .english).values.flatMap { $0.split(separator: "{}") }
      .map { $0.trimmingCharacters(in: .whitespacesAndNewlines.union(.punctuationCharacters)) }
      .filter { $0.count >= 12 && $0.contains(" ") && !own.contains($0) }
    return Set(english).filter { text.contains($0) }.sorted()
      + ["Error:", "Usage:", "for more information"].filter { text.contains($0) }
  }

  /// Each report is written in the language of otc's messages, with nothing of otc's
  /// English left but the values the user gave (file names, transcripts' lines).
  @Test(arguments: reports)
  func theReportIsWrittenInEachLanguage(_ report: Report) throws {
    for (language, locale) in Self.locales {
      let result = try CommandRunner.run(report.arguments.map(placed), environment: ["LANG": locale])
      let said = result.stdout
      #expect(!said.isEmpty, "\(report.name) in \(language): \(result.stderr)")
      for key in report.keys {
        #expect(
          holds(said, template: MessageWords.template(key, in: language)),
          "\(report.name) in \(language): \(key) is not in \(said)")
      }
      guard language != .english else { continue }
      #expect(englishLeft(in: said, language: language).isEmpty, "\(report.name) in \(language): \(said)")
    }
  }

  @Test(arguments: provocations)
  func theErrorIsWrittenInEachLanguage(_ provocation: Provocation) throws {
    for (language, locale) in Self.locales {
      var environment = provocation.environment.mapValues(placed)
      environment["LANG"] = locale
      let result = try CommandRunner.run(provocation.arguments.map(placed), stdin: provocation.stdin, environment: environment)
      let said = result.stderr
      #expect(result.status != 0, "\(provocation.name) in \(language): \(said)")
      for key in provocation.keys {
        #expect(
          holds(said, template: MessageWords.template(key, in: language)),
          "\(provocation.name) in \(language): \(key) is not in \(said)")
      }
      guard language != .english else { continue }
      #expect(englishLeft(in: said, language: language).isEmpty, "\(provocation.name) in \(language): \(said)")
      if language == .bulgarian {
        #expect(said.contains { ("А"..."я").contains($0) }, "\(provocation.name) in Bulgarian: \(said)")
      }
    }
  }
}
