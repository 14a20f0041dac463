import Announcer
import Foundation
import OTCTestSupport
import Testing

/// `otc read`, run as a built binary.
@Suite struct ReadCommandTests {
  let perDigit = [
    "Nine, text field, double tap to edit", "Eight, text field, double tap to edit",
    "Five, text field, double tap to edit", "Three, text field, double tap to edit",
    "Nine, text field, double tap to edit", "One, text field, double tap to edit",
  ]

  /// Runs `otc read` without audio: these tests are about the text.
  /// `--code X` goes in as `--code-file -`, as the help recommends.
  func read(_ arguments: [String], stdin: String = "", environment: [String: String] = [:]) throws -> CommandRunner.Result {
    guard stdin.isEmpty else {
      return try CommandRunner.run(["read"] + arguments + ["--speech", "none"], stdin: stdin, environment: environment)
    }
    return try CommandRunner.run(privately: ["read"] + arguments + ["--speech", "none"], environment: environment)
  }

  func lines(_ text: String) -> [String] { text.split(separator: "\n").map(String.init) }

  @Test func perDigitForwardPrintsSixLinesInCodeOrder() throws {
    let result = try read(["--code", "985391", "--mode", "per-digit"])
    #expect(result.status == 0)
    #expect(result.stdout == perDigit.joined(separator: "\n") + "\n")
    #expect(result.stderr.isEmpty)
  }

  /// Per-digit fields are named by their positions: a label given for them is refused,
  /// not silently unused (issue 44).
  @Test func aLabelForPerDigitFieldsIsRefused() throws {
    let result = try read(["--code", "985391", "--mode", "per-digit", "--label", "Digit"])
    #expect(result.status == 64)
    #expect(result.stdout.isEmpty)
    #expect(
      result.stderr.contains("--label names the single field; per-digit fields are named by their positions"), "\(result.stderr)")
  }

  @Test func perDigitBackwardPrintsThemFromOneToNine() throws {
    let result = try read(["--code", "985391", "--mode", "per-digit", "--direction", "backward"])
    #expect(lines(result.stdout) == perDigit.reversed())
  }

  /// TalkBack's words, in each language, from the built binary; the config file's
  /// screen_reader chooses it too, and the flag beats the file.
  @Test func talkBackIsHeardInItsOwnWords() throws {
    let single = try read(["--code", "985391", "--screen-reader", "talkback"])
    #expect(single.stdout == "Nine eight five three nine one, Edit box, Access code, Double-tap to edit text\n")
    let bulgarian = try read(["--code", "985391", "--screen-reader", "talkback", "--lang", "bg", "--mode", "per-digit"])
    #expect(lines(bulgarian.stdout).first == "Девет, Поле за редактиране, Двукратно докосване за редактиране на текста")
    let secure = try read(["--code", "985391", "--screen-reader", "talkback", "--lang", "pt-BR", "--secure", "--activate"])
    #expect(
      lines(secure.stdout) == [
        "Senha, 6 caracteres, Caixa de edição, Código de acesso, Tocar duas vezes para editar o texto",
        "Editando, senha, 6 caracteres, Caixa de edição, Código de acesso",
      ])
    let home = FileManager.default.temporaryDirectory.appendingPathComponent("otc-talkback-\(UUID().uuidString.prefix(8))").path
    try FileManager.default.createDirectory(atPath: home + "/otc", withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: home) }
    try "screen_reader = \"talkback\"\n".write(toFile: home + "/otc/config.toml", atomically: true, encoding: .utf8)
    let fromFile = try read(["--code", "985391", "--no-hints"], environment: ["XDG_CONFIG_HOME": home])
    #expect(fromFile.stdout == "Nine eight five three nine one, Edit box, Access code\n")
    let flagBeatsFile = try read(
      ["--code", "985391", "--no-hints", "--screen-reader", "voiceover"], environment: ["XDG_CONFIG_HOME": home])
    #expect(flagBeatsFile.stdout == "Access code, nine eight five three nine one, text field\n")
    let wrong = try read(["--code", "985391", "--screen-reader", "nvda"])
    #expect(wrong.status == 64)
    #expect(wrong.stderr.contains("voiceover"))
  }

  @Test func noHintsDropsTheHint() throws {
    let result = try read(["--code", "985391", "--mode", "per-digit", "--no-hints"])
    #expect(lines(result.stdout) == perDigit.map { $0.replacingOccurrences(of: ", double tap to edit", with: "") })
  }

  @Test(arguments: ["forward", "backward"])
  func theSingleFieldIsOneLineEitherWay(direction: String) throws {
    let result = try read(["--code", "985391", "--direction", direction])
    #expect(result.stdout == "Access code, nine eight five three nine one, text field, double tap to edit\n")
  }

  /// --secure reads the fields as VoiceOver reads secure text fields: the trait and how
  /// many characters, never a digit, in every language.
  @Test func secureFieldsSayHowManyCharactersNeverWhich() throws {
    let single = try read(["--code", "985391", "--secure"])
    #expect(single.stdout == "Access code, secure text field, 6 characters, double tap to edit\n")
    let perDigit = try read(["--code", "985391", "--secure", "--mode", "per-digit", "--direction", "backward", "--no-hints"])
    #expect(perDigit.stdout == String(repeating: "Secure text field, 1 character\n", count: 6))
    let portuguese = try read(["--code", "9853", "--secure", "--lang", "pt-BR"])
    #expect(portuguese.stdout == "Código de acesso, campo de texto seguro, 4 caracteres, dê dois toques para editar\n")
    for language in ["en", "pt-BR", "bg"] {
      for mode in ["single", "per-digit"] {
        let result = try read(["--code", "987978", "--secure", "--lang", language, "--mode", mode, "--format", "json"])
        #expect(result.status == 0)
        #expect(!result.stdout.contains { "789".contains($0) }, "\(result.stdout)")
        let lang = Language(tag: language) ?? .english
        #expect(SecureWords.digitWords(in: result.stdout, language: lang).isEmpty, "\(result.stdout)")
      }
    }
  }

  /// --activate double-taps the field the swipe ended on: VoiceOver says it is editing and
  /// where the insertion point is.
  @Test func activatingTheFieldSaysItIsEditing() throws {
    let single = try read(["--code", "985391", "--activate", "--no-hints"])
    #expect(
      single.stdout
        == "Access code, nine eight five three nine one, text field\n"
        + "Access code, text field, is editing, nine eight five three nine one, insertion point at end\n")
    let secure = try read(["--code", "985391", "--activate", "--secure", "--no-hints"])
    #expect(secure.stdout.hasSuffix("Access code, secure text field, is editing, 6 characters, insertion point at end\n"))
    // The activated field reads its value as the swipe did: as a number, here.
    let number = try read(["--code", "985391", "--activate", "--value-reading", "number", "--no-hints"])
    #expect(
      number.stdout == "Access code, 985391, text field\nAccess code, text field, is editing, 985391, insertion point at end\n")
    let backward = try read([
      "--code", "985391", "--activate", "--mode", "per-digit", "--direction", "backward", "--format", "json",
    ])
    let last = try #require(backward.stdout.split(separator: "\n").last)
    #expect(
      last.contains(#""event":"activated""#) && last.contains(#""text":"Text field, is editing, nine, insertion point at end""#),
      "\(last)")
  }

  /// --value-reading number models a field without the spell-out attribute: the value
  /// as VoiceOver's text shows it, spoken as a number (longer than six digits spelled).
  @Test func aValueCanBeReadAsANumber() throws {
    let number = try read(["--code", "985391", "--value-reading", "number"])
    #expect(number.stdout == "Access code, 985391, text field, double tap to edit\n")
    let directory = FileManager.default.temporaryDirectory
    let numberWAV = directory.appendingPathComponent("otc-\(UUID().uuidString).wav").path
    let spelledWAV = directory.appendingPathComponent("otc-\(UUID().uuidString).wav").path
    defer {
      try? FileManager.default.removeItem(atPath: numberWAV)
      try? FileManager.default.removeItem(atPath: spelledWAV)
    }
    _ = try read(["--code", "985391", "--no-hints", "--value-reading", "number", "--wav", numberWAV])
    _ = try read(["--code", "985391", "--no-hints", "--wav", spelledWAV])
    let numberSize = try FileManager.default.attributesOfItem(atPath: numberWAV)[.size] as? Int ?? 0
    let spelledSize = try FileManager.default.attributesOfItem(atPath: spelledWAV)[.size] as? Int ?? 0
    #expect(numberSize > spelledSize * 11 / 10, "number \(numberSize) bytes, spelled \(spelledSize)")
  }

  @Test func langEnvironmentPicksBrazilianPortuguese() throws {
    let result = try read(["--code", "985391"], environment: ["LANG": "pt_BR.UTF-8"])
    #expect(result.stdout == "Código de acesso, nove oito cinco três nove um, campo de texto, dê dois toques para editar\n")
  }

  @Test func langFlagBeatsTheEnvironment() throws {
    let result = try read(["--code", "985391", "--lang", "bg", "--no-hints"], environment: ["LANG": "pt_BR.UTF-8"])
    #expect(result.stdout == "Код за достъп, девет осем пет три девет едно, текстово поле\n")
  }

  @Test func theCodeCanComeFromStandardInput() throws {
    let result = try read(["--code-file", "-"], stdin: "٩٨٥٣٩١\n")
    #expect(result.stdout == "Access code, nine eight five three nine one, text field, double tap to edit\n")
  }

  @Test func theCodeCanComeFromAFile() throws {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("otc-code-\(UUID().uuidString)")
    try "985 391\n".write(to: url, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: url) }
    let result = try read(["--code-file", url.path, "--label", "Bank code"])
    #expect(result.stdout == "Bank code, nine eight five three nine one, text field, double tap to edit\n")
  }

  @Test func jsonIsJsonLinesWithTheTranscriptFields() throws {
    let result = try read(["--code", "985391", "--mode", "per-digit", "--format", "json"])
    let records = lines(result.stdout)
    #expect(records.count == 6)
    #expect(
      records[0]
        == #"{"event":"element","index":0,"lang":"en","parts":["nine","text field","double tap to edit"],"#
        + #""text":"Nine, text field, double tap to edit","tone":"normal"}"#
    )
  }

  @Test(arguments: [
    ("98a391", "otc read: the code has the letter “a” at position 3; a code has only digits\n"),
    ("123", "otc read: the code has 3 digits; a code has at least 4\n"),
    ("1234567890123", "otc read: the code has 13 digits; a code has at most 12\n"),
    ("", "otc read: the code is empty; give 4 to 12 digits\n"),
  ])
  func badCodesExitSixtyFourWithOneLine(code: String, message: String) throws {
    let result = try read(["--code", code])
    #expect(result.status == 64)
    #expect(result.stderr == message)
    #expect(result.stdout.isEmpty)
  }

  /// An error names the bad character and its position, never the code itself.
  @Test func errorsNeverRepeatTheCode() throws {
    let result = try read(["--code", "98539x1"])
    #expect(result.status == 64)
    #expect(!result.stderr.contains("98539"))
    #expect(result.stderr == "otc read: the code has the letter “x” at position 6; a code has only digits\n")
  }

  /// A code on the command line shows in every user's process list: otc says so, once,
  /// and still reads it.
  @Test func aCodeOnTheCommandLineEarnsOneWarning() throws {
    let result = try CommandRunner.run(["read", "--code", "985391", "--speech", "none"])
    #expect(result.status == 0)
    #expect(result.stderr == "otc read: the code given with --code shows in the process list; --code-file - keeps it out\n")
    let compare = try CommandRunner.run(["compare", "--code", "985391"])
    #expect(compare.stderr == "otc compare: the code given with --code shows in the process list; --code-file - keeps it out\n")
  }

  @Test func helpPointsToCodeFileForKeepingTheCodePrivate() throws {
    let result = try CommandRunner.run(["read", "--help"])
    #expect(result.stdout.contains("--code-file -"))
    #expect(result.stdout.contains("process list"))
  }

  @Test func anUnreadableFileExitsOne() throws {
    let result = try read(["--code-file", "/nonexistent/otc-code"])
    #expect(result.status == 1)
    #expect(result.stderr.hasPrefix("otc read: cannot read the code from /nonexistent/otc-code"))
    #expect(lines(result.stderr).count == 1)
  }

  @Test func anUnknownLanguageIsAUsageError() throws {
    let result = try read(["--code", "985391", "--lang", "de"])
    #expect(result.status == 64)
    #expect(result.stdout.isEmpty)
  }
}
