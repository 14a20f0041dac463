import Announcer
import Glibc
import CodeEntry
import OTCTestSupport
import Testing

@testable import TerminalPrompt

/// The text field and the yes-or-no question, driven through the prompt loop.
@Suite struct TextPromptTests {
  func run(_ session: some KeySession, typing keys: String) throws -> (PromptOutcome, [String]) {
    let terminal = FakeTerminal(typing: keys)
    let outcome = try Prompt(session: session, terminal: terminal, speechIsIdle: { true }).run()
    return (outcome, terminal.lines)
  }

  let secure = PromptSettings(kind: .secureText, verbosity: Verbosity(hints: false, keyboard: true), label: "Password")

  @Test func aPasswordIsTypedWithBulletsAndSubmittedByEnter() throws {
    let (outcome, lines) = try run(PromptSession(settings: secure), typing: "p?s\u{7F}x\r")
    #expect(outcome == .submitted(.text("p?x")))
    #expect(
      lines == [
        "Password, secure text field, is editing, empty", "Bullet", "Bullet", "Bullet", "Bullet, deleted", "Bullet", "Entered",
      ])
  }

  /// Issue 43: where a question cannot be cancelled (a disk's passphrase at boot), Escape
  /// and Ctrl-C are refused with a word, and typing goes on.
  @Test func escapeAndControlCAreRefusedWithAWordWhereNothingCanBeCancelled() throws {
    var settings = secure
    settings.cancelRefusal = "Escape does not cancel here"
    let terminal = FakeTerminal([
      .bytes(Array("ab".utf8)), .bytes([0x1B]), .wait(1), .bytes([0x03]), .bytes(Array("c\r".utf8)),
    ])
    let outcome = try Prompt(settings: settings, terminal: terminal, speechIsIdle: { true }).run()
    #expect(outcome == .submitted(.text("abc")))
    #expect(terminal.lines.filter { $0 == "Escape does not cancel here" }.count == 2, "\(terminal.lines)")
  }

  /// Issue 43: keys typed while the last passphrase was tried at boot do not count for the
  /// next: the console's typed-ahead keys are dropped, and the next key is read.
  @Test func keysTypedAheadAreDiscarded() throws {
    var master: Int32 = -1
    var slave: Int32 = -1
    try #require(openpty(&master, &slave, nil, nil, nil) == 0)
    defer {
      close(master)
      close(slave)
    }
    var name = [CChar](repeating: 0, count: 256)
    try #require(ttyname_r(slave, &name, name.count) == 0)
    let terminal = try PosixTerminal(path: String(decoding: name.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self))
    func type(_ text: String) { _ = Array(text.utf8).withUnsafeBytes { write(master, $0.baseAddress, $0.count) } }
    func waiting() -> Int32 {
      var count: Int32 = 0
      _ = ioctl(slave, UInt(FIONREAD), &count)
      return count
    }
    type("abc\n")
    #expect(eventually { waiting() == 4 })
    terminal.discardTypedAhead()
    #expect(waiting() == 0)
    type("d\n")
    #expect(try terminal.read(timeout: 20) == .bytes(Array("d\n".utf8)))
  }

  /// Everything handed to the voice, interrupted or not.
  final class Voice: @unchecked Sendable {
    var texts: [String] = []
  }

  /// Issue 24, point 5: an Enter the terminal sends right behind a paste's end marker,
  /// in the same read, is not the user's: a paste never submits a secure field by itself.
  @Test func aPasteCannotSubmitASecureFieldByItself() throws {
    let terminal = FakeTerminal([
      .bytes(Array("\u{1B}[200~hunter2\n\u{1B}[201~\r\n".utf8)), .bytes(Array("\u{1B}[200~x\u{1B}[201~\r".utf8)),
      .bytes(Array("\r".utf8)),
    ])
    let outcome = try Prompt(settings: secure, terminal: terminal, speechIsIdle: { true }).run()
    #expect(outcome == .submitted(.text("hunter2x")))
    #expect(terminal.lines.filter { $0.hasPrefix("Entered") }.count == 1)
  }

  /// A paste whose end never comes is refused after `PromptTiming.pasteDeadline`, and the
  /// keys after it work: here Esc cancels.
  @Test func aPasteThatNeverEndsLetsEscapeCancel() throws {
    let flood = [UInt8](repeating: UInt8(ascii: "a"), count: 4096)
    let terminal = FakeTerminal(
      [.bytes(Array("\u{1B}[200~".utf8))] + Array(repeating: FakeTerminal.Step.bytes(flood), count: 8)
        + [.wait(PromptTiming.pasteDeadline + 0.5), .bytes([0x1B]), .wait(1)])
    let outcome = try Prompt(settings: secure, terminal: terminal, speechIsIdle: { true }).run()
    #expect(outcome == .cancelled)
    #expect(terminal.lines.contains("Paste refused, it did not end; keys work again"), "\(terminal.lines)")
    #expect(!terminal.isRaw)
  }

  /// Issue 41, point 6: under load, the rest of a refused paste arrived after its
  /// deadline and was taken as typed keys, which filled a code and submitted it. The
  /// tail is dropped until input is quiet, Enter in it included; a refused paste never
  /// submits.
  @Test func theTailOfARefusedPasteIsNeverTyped() throws {
    let sevens = Array(String(repeating: "7", count: 64).utf8)
    let terminal = FakeTerminal(
      [.bytes(Array("\u{1B}[200~".utf8) + sevens), .wait(PromptTiming.pasteDeadline + 0.1)]
        + Array(repeating: [FakeTerminal.Step.bytes(sevens + [0x0D]), .wait(PromptTiming.pasteQuiet / 2)], count: 6).flatMap {
          $0
        }
        + [.wait(PromptTiming.pasteQuiet), .bytes([0x1B]), .wait(1)])
    let outcome = try Prompt(settings: PromptSettings(length: .standard), terminal: terminal, speechIsIdle: { true }).run()
    #expect(outcome == .cancelled, "\(terminal.lines)")
    #expect(terminal.lines.filter { $0 == "Paste refused, it did not end; keys work again" }.count == 1, "\(terminal.lines)")
    #expect(!terminal.lines.contains { $0.contains("Seven") }, "\(terminal.lines)")
  }

  @Test func theVoiceNeverSaysAPassword() throws {
    let voice = Voice()
    let outcome = try Prompt(
      settings: secure, terminal: FakeTerminal(typing: "Zq7#\u{1B}[200~xW\u{1B}[201~\r"),
      speech: { utterance, _ in voice.texts.append(utterance.text) }, speechIsIdle: { true }
    ).run()
    #expect(outcome == .submitted(.text("Zq7#xW")))
    let spoken = voice.texts.joined(separator: " ")
    #expect(spoken.contains("Bullet"))
    for secret in ["Zq", "7", "seven", "number", "xW"] { #expect(!spoken.contains(secret), "\(spoken)") }
  }

  @Test func helpAndSpellingOutNeverRevealAPassword() throws {
    let (outcome, lines) = try run(PromptSession(settings: secure), typing: "qj\u{1B}OP\u{13}\u{1B}OR\u{1B}")
    #expect(outcome == .cancelled)
    #expect(lines.contains { $0.hasPrefix("Keys: type the text") })
    #expect(lines.filter { $0 == "Password, secure text field, 2 characters" }.count == 2)
    let words = lines.flatMap { $0.lowercased().split { !$0.isLetter } }
    #expect(!words.contains("q") && !words.contains("j"), "\(lines)")
  }

  @Test func inputEndingInATextSubmitsNothing() throws {
    let (outcome, lines) = try run(PromptSession(settings: secure), typing: "abc")
    #expect(outcome == .inputEnded(filled: 3, length: nil))
    #expect(lines.last == "Input ended, nothing entered")
  }

  @Test func aPINWaitsForEnterAndNeedsFourDigits() throws {
    let settings = PromptSettings(
      length: nil, verbosity: Verbosity(hints: false, secure: true, keyboard: true), label: "PIN", autoSubmit: false)
    let (outcome, lines) = try run(PromptSession(settings: settings), typing: "123\r4\r")
    #expect(outcome == .submitted(.code("1234".compactMap { Digit($0) })))
    #expect(lines.contains("3 digits, at least 4 needed"))
    #expect(!lines.joined(separator: " ").lowercased().contains("one"))
  }

  @Test(arguments: [
    ("y", PromptOutcome.answered(true)), ("\r", .answered(true)), ("N", .answered(false)), ("\u{1B}", .cancelled),
  ])
  func aQuestionIsAnsweredByOneKey(key: String, expected: PromptOutcome) throws {
    let question = ConfirmSession(question: "Allow use of key id_ed25519?", verbosity: Verbosity(keyboard: true))
    let (outcome, lines) = try run(question, typing: "x" + key)
    #expect(outcome == expected)
    #expect(lines.first == "Allow use of key id_ed25519?, Y for yes, N for no")
    #expect(lines[1] == "Y for yes, N for no")
  }

  @Test func aQuestionNamesTheButtonsItWasGiven() {
    let question = ConfirmSession(
      question: "Insecure passphrase", verbosity: Verbosity(language: .brazilianPortuguese), yesLabel: "Usar mesmo assim",
      noLabel: "Digitar outra")
    #expect(question.opening[0].text == "Insecure passphrase, S: Usar mesmo assim; N: Digitar outra")
  }
}
