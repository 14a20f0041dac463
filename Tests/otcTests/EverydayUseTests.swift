import Foundation
import OTCTestSupport
import Testing

/// Issue 14: what a blind console user and an accessibility engineer met on a first try.
@Suite struct EverydayUseTests {
  func temporaryPath(_ name: String) -> String {
    FileManager.default.temporaryDirectory.appendingPathComponent("otc-\(UUID().uuidString.prefix(8))-\(name)").path
  }

  /// A refused symbol is heard by its name in every language, in the transcript and on
  /// stderr; `?` is echoed by its name too, then says the keys.
  @Test(arguments: [
    ("en", "Symbol comma is not a digit", "Question mark, keys: type the digits"),
    ("pt-BR", "O símbolo vírgula não é dígito", "Ponto de interrogação, teclas: digite os dígitos"),
    ("bg", "Символът запетая не е цифра", "Въпросителен знак, клавиши: въведете цифрите"),
  ])
  func symbolsAreNamedInWords(language: String, comma: String, question: String) throws {
    let transcript = temporaryPath("symbol.jsonl")
    defer { try? FileManager.default.removeItem(atPath: transcript) }
    let result = try CommandRunner.run(
      ["prompt", "--speech", "none", "--lang", language, "--transcript", transcript], stdin: ",?985391")
    #expect(result.status == 0)
    let recorded = try String(contentsOfFile: transcript, encoding: .utf8)
    for heard in [comma, question] {
      #expect(result.stderr.contains(heard), "\(result.stderr)")
      #expect(recorded.contains("\"text\":\"\(heard)"))
    }
    #expect(!result.stderr.contains("?") && !result.stderr.contains(" , "))
  }

  /// At a keyboard the prompt never says "double tap": its hints name keys. The phone's
  /// wording stays in read.
  @Test func thePromptGivesKeyboardHints() throws {
    let prompt = try CommandRunner.run(["prompt", "--speech", "none"], stdin: "123456")
    #expect(!prompt.stderr.contains("double tap"))
    #expect(prompt.stderr.hasPrefix("Access code, text field, empty, 6 digits, type 6 digits; Backspace deletes; Escape cancels; question mark for help\n"))
    let quiet = try CommandRunner.run(["prompt", "--speech", "none", "--no-hints"], stdin: "123456")
    #expect(quiet.stderr.hasPrefix("Access code, text field, empty, 6 digits\n"))
    let read = try CommandRunner.run(["read", "--speech", "none", "--code-file", "-"], stdin: "123456")
    #expect(read.stdout.hasSuffix("text field, double tap to edit\n"))
  }

  /// F1 says the keys; F2 and Ctrl-L repeat what was said last; F3 and Ctrl-S spell out
  /// the typed digits with their positions (in secure mode, only how many).
  @Test func helpRepeatAndSpellOutKeys() throws {
    let keys = "\u{1B}OP" + "98" + "\u{1B}[12~" + "\u{1B}[13~" + "\u{0C}" + "\u{13}" + "5391"
    let result = try CommandRunner.run(["prompt", "--speech", "none"], stdin: keys)
    #expect(result.status == 0)
    let lines = result.stderr.split(separator: "\n").map(String.init)
    #expect(lines[1].hasPrefix("Keys: type the digits; Backspace deletes"))
    #expect(Array(lines[2...7]) == [
      "Nine", "Eight", "Eight", "Digit 1, nine, digit 2, eight", "Digit 1, nine, digit 2, eight",
      "Digit 1, nine, digit 2, eight",
    ])
    let secure = try CommandRunner.run(["prompt", "--speech", "none", "--secure"], stdin: "98\u{1B}[13~5391")
    #expect(secure.stderr.contains("\n2 of 6 digits\n"))
    // The Linux console's F1.
    let console = try CommandRunner.run(["prompt", "--speech", "none"], stdin: "\u{1B}[[A985391")
    #expect(console.stderr.split(separator: "\n")[1].hasPrefix("Keys:"))
  }

  /// A 3-second limit is said as the prompt opens and warned of a second before it ends.
  @Test func aShortTimeoutIsHeardComing() throws {
    let terminal = try PseudoTerminal(["prompt", "--speech", "none", "--timeout", "3"])
    #expect(terminal.waitForEnd() == .exited(124))
    // The terminal turns each "\n" into "\r\n".
    #expect(terminal.screenText.contains("\r\n3 seconds to answer\r\n1 second left\r\nTimed out\r\n"))
  }
}
