import Announcer
import Foundation
import OTCTestSupport
import Testing
import TranscriptRecording
import Transcripts

/// `otc prompt` run as a built binary on a pseudo-terminal: keys typed on the terminal,
/// the code read from stdout, and the terminal's settings compared before and after.
@Suite struct PromptTerminalTests {
  let opening = "Access code, text field, is editing, empty, 6 digits"

  func start(_ arguments: [String] = [], environment: [String: String] = [:]) throws -> (PseudoTerminal, String) {
    let terminal = try PseudoTerminal(["prompt", "--speech", "none"] + arguments, environment: environment)
    return (terminal, terminal.settingsBeforeStart)
  }

  /// Issue 27: the opening ends at the field; with no key for a second, the hint follows
  /// on its own line, naming keys (never "double tap").
  @Test func theHintFollowsTheOpeningAfterAPause() throws {
    let terminal = try PseudoTerminal(["prompt", "--speech", "none"])
    #expect(terminal.waitFor(opening + "\r\n"), "\(terminal.screenText)")
    #expect(
      terminal.waitFor(opening + "\r\nType 6 digits; Backspace deletes; Escape cancels; question mark for help"),
      "\(terminal.screenText)")
    terminal.type("985391")
    #expect(terminal.waitForEnd() == .exited(0))
    #expect(!terminal.screenText.lowercased().contains("double tap"))
  }

  @Test func typingACodePrintsItAndRestoresTheTerminal() throws {
    let (terminal, before) = try start()
    #expect(terminal.waitFor(opening))
    #expect(try terminal.sttySettings() != before, "raw mode was not entered")
    terminal.type("98")
    terminal.type([0x7F])  // Backspace
    terminal.type("x")
    terminal.type("85391")
    #expect(terminal.waitForEnd() == .exited(0))
    #expect(terminal.stdoutText == "985391\n")
    #expect(try terminal.sttySettings() == before)
    let screen = terminal.screenText
    #expect(screen.contains("Eight, deleted"))
    #expect(screen.contains("Letter x is not a digit"))
    #expect(screen.contains("Code complete, nine eight five three nine one"))
    #expect(!screen.contains("\r\r"), "no carriage-return redraws")
    #expect(screen.contains("\u{1B}[?2004h") && screen.contains("\u{1B}[?2004l"), "bracketed paste switched on, then off")
  }

  @Test func escapeCancelsWithExit130() throws {
    let (terminal, before) = try start()
    #expect(terminal.waitFor(opening))
    terminal.type("9")
    terminal.type([0x1B])
    #expect(terminal.waitForEnd() == .exited(130))
    #expect(terminal.stdoutText.isEmpty)
    #expect(terminal.screenText.contains("Cancelled"))
    #expect(try terminal.sttySettings() == before)
  }

  @Test func ctrlCCancelsWithExit130() throws {
    let (terminal, before) = try start()
    #expect(terminal.waitFor(opening))
    terminal.type([0x03])
    #expect(terminal.waitForEnd() == .exited(130))
    #expect(try terminal.sttySettings() == before)
  }

  @Test(arguments: [SIGTERM, SIGHUP, SIGINT])
  func aSignalRestoresTheTerminalThenKillsByTheSameSignal(signal: Int32) throws {
    let (terminal, before) = try start()
    #expect(terminal.waitFor(opening))
    terminal.type("985")
    #expect(terminal.waitFor("Five"))
    terminal.send(signal)
    #expect(terminal.waitForEnd() == .signalled(signal))
    #expect(terminal.stdoutText.isEmpty)
    #expect(try terminal.sttySettings() == before)
  }

  @Test func aTimeoutExits124AndRestoresTheTerminal() throws {
    let (terminal, before) = try start(["--timeout", "1"])
    #expect(terminal.waitForEnd() == .exited(124))
    #expect(terminal.screenText.contains("Timed out"))
    #expect(try terminal.sttySettings() == before)
  }

  @Test func stopAndContinueRestoreThenReenterRawMode() throws {
    let (terminal, before) = try start()
    #expect(terminal.waitFor(opening))
    let raw = try terminal.sttySettings()
    terminal.send(SIGTSTP)
    #expect(try eventually { try terminal.sttySettings() == before }, "restored while stopped")
    terminal.send(SIGCONT)
    #expect(try eventually { try terminal.sttySettings() == raw }, "raw again once continued")
    terminal.type("985391")
    #expect(terminal.waitForEnd() == .exited(0))
    #expect(terminal.stdoutText == "985391\n")
    #expect(try terminal.sttySettings() == before)
  }

  @Test func aBracketedPasteIsOneKey() throws {
    let (terminal, before) = try start()
    #expect(terminal.waitFor(opening))
    terminal.type("\u{1B}[200~985-391\u{1B}[201~")
    #expect(terminal.waitForEnd() == .exited(0))
    #expect(terminal.stdoutText == "985391\n")
    #expect(terminal.screenText.contains("Pasted 6 digits"))
    #expect(try terminal.sttySettings() == before)
  }

  @Test(arguments: [
    // The opening, then (no key for a second) the hint on its own line.
    (
      "pt_BR.UTF-8",
      """
      Código de acesso, campo de texto, em edição, vazio, 6 dígitos\r\nDigite 6 dígitos; Backspace apaga; Esc cancela; ponto de \
      interrogação para ajuda
      """,
      "Código completo, nove oito cinco três nove um"
    ),
    (
      "bg_BG.UTF-8",
      """
      Код за достъп, текстово поле, редактира се, празно, 6 цифри\r\nВъведете 6 цифри; Backspace изтрива; Escape отказва; \
      въпросителен знак за помощ
      """,
      "Кодът е пълен, девет осем пет три девет едно"
    ),
  ])
  func otherLanguagesEndToEnd(lang: String, opening: String, complete: String) throws {
    let (terminal, _) = try start(environment: ["LANG": lang])
    #expect(terminal.waitFor(opening))
    terminal.type("985391")
    #expect(terminal.waitForEnd() == .exited(0))
    #expect(terminal.screenText.contains(complete))
    #expect(terminal.stdoutText == "985391\n")
  }
}

/// `otc prompt` with keys piped on stdin, as a script runs it.
@Suite struct PromptPipeTests {
  @Test func pipedKeysTypeTheCode() throws {
    let result = try CommandRunner.run(["prompt", "--speech", "none"], stdin: "98x5391")
    #expect(result.status == 0)
    #expect(result.stdout == "985391\n")
    #expect(result.stderr.contains("Letter x is not a digit\n"))
    #expect(!result.stderr.contains("\u{1B}"), "no escape sequences when stderr is not a terminal")
  }

  @Test func inputEndingEarlyExitsOne() throws {
    let result = try CommandRunner.run(["prompt", "--speech", "none"], stdin: "985")
    #expect(result.status == 1)
    #expect(result.stdout.isEmpty)
    #expect(result.stderr.hasSuffix("Input ended after 3 of 6 digits\n"))
  }

  @Test func theTranscriptIsJsonLinesOfWhatWasSaid() throws {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("otc-\(UUID().uuidString).jsonl").path
    defer { try? FileManager.default.removeItem(atPath: path) }
    let result = try CommandRunner.run(["prompt", "--speech", "none", "--transcript", path], stdin: "985391")
    let lines = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n")
    #expect(lines.count == 8)
    #expect(lines[1].hasPrefix(#"{"event":"inserted","index":1,"lang":"en","parts":["nine"],"text":"Nine","time":"#))
    #expect(lines[1].hasSuffix(#","tone":"raised"}"#))
    #expect(result.stderr.split(separator: "\n").count == 8)
    // Each utterance has its time since the prompt opened, in order (issue 44).
    let times = try lines.map { try JSONDecoder().decode(Transcript.Record.self, from: Data($0.utf8)).time }
    #expect(times.allSatisfy { $0 != nil && $0! >= 0 }, "\(times)")
    let known = times.compactMap { $0 }
    #expect(zip(known, known.dropFirst()).allSatisfy { $0 <= $1 }, "\(known)")
  }

  /// VoiceOver says a deleted digit alone, at a lower pitch: --no-deletion-word does too,
  /// and the transcript records the tone that carries the meaning.
  @Test func aDeletionWithoutTheWordIsTheDigitAtALowerPitch() throws {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("otc-\(UUID().uuidString).jsonl").path
    defer { try? FileManager.default.removeItem(atPath: path) }
    let result = try CommandRunner.run(
      ["prompt", "--speech", "none", "--no-deletion-word", "--transcript", path], stdin: "98\u{7F}")
    #expect(result.status == 1)
    let lines = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n")
    let deleted = try lines.map { try JSONDecoder().decode(Transcript.Record.self, from: Data($0.utf8)) }.first { $0.index == 3 }
    #expect(deleted?.event == "deleted" && deleted?.parts == ["eight"] && deleted?.text == "Eight", "\(lines)")
    #expect(deleted?.tone == "lowered", "\(lines)")
    let withWord = try CommandRunner.run(["prompt", "--speech", "none"], stdin: "98\u{7F}")
    #expect(withWord.stderr.contains("Eight, deleted\n"))
  }

  /// What the prompt records is what `diff` reads: its transcript and its stderr lines agree.
  @Test func thePromptTranscriptIsWhatDiffReads() throws {
    let directory = FileManager.default.temporaryDirectory
    let transcript = directory.appendingPathComponent("otc-\(UUID().uuidString).jsonl").path
    let lines = directory.appendingPathComponent("otc-\(UUID().uuidString).txt").path
    defer {
      try? FileManager.default.removeItem(atPath: transcript)
      try? FileManager.default.removeItem(atPath: lines)
    }
    let result = try CommandRunner.run(
      ["prompt", "--speech", "none", "--lang", "bg", "--transcript", transcript], stdin: "98x\u{7F}5391")
    try result.stderr.write(toFile: lines, atomically: true, encoding: .utf8)
    let diff = try CommandRunner.run(["diff", transcript, lines])
    #expect(diff.status == 0)
    #expect(
      diff.stdout
        == "Identical: 10 utterances.\nRead \(transcript) as JSON Lines, 10 utterances; \(lines) as text, 10 utterances.\n")
  }

  @Test func secureModeWritesNoDigitValueAnywhereButStdout() throws {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("otc-\(UUID().uuidString).jsonl").path
    defer { try? FileManager.default.removeItem(atPath: path) }
    let wav = path + ".wav"
    defer { try? FileManager.default.removeItem(atPath: wav) }
    let result = try CommandRunner.run(
      ["prompt", "--speech", "none", "--secure", "--transcript", path, "--wav", wav], stdin: "987978")
    #expect(result.stdout == "987978\n")
    // The WAV file carries sound and its format, and no metadata chunk that could hold text.
    let audio = try Data(contentsOf: URL(fileURLWithPath: wav))
    #expect(Array(audio[12..<16]) == Array("fmt ".utf8) && Array(audio[36..<40]) == Array("data".utf8))
    for chunk in ["LIST", "INFO", "ICMT", "id3 "] { #expect(audio.range(of: Data(chunk.utf8)) == nil) }
    // What was said: stderr lines, and each record's text and parts (its index is a count).
    let records = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n").map {
      try JSONDecoder().decode(Transcript.Record.self, from: Data($0.utf8))
    }
    #expect(records.count == 8)
    let said = result.stderr.split(separator: "\n").map(String.init) + records.flatMap { [$0.text] + $0.parts }
    let digitWords: Set<String> = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"]
    for text in said {
      // 987978 holds only 7, 8 and 9, which no position or length of 6 can be.
      #expect(!text.contains { "789".contains($0) }, "\(text)")
      let words = Set(text.lowercased().split { !$0.isLetter }.map(String.init))
      #expect(words.isDisjoint(with: digitWords), "\(text)")
    }
  }

  @Test func aLengthOutsideFourToTwelveIsAUsageError() throws {
    #expect(try CommandRunner.run(["prompt", "--length", "3"]).status == 64)
    #expect(try CommandRunner.run(["prompt", "--length", "13"]).status == 64)
  }
}
