import Announcer
import Braille
import Integrations
import Testing

@Suite struct TerminalLineTests {
  func line(_ output: String) -> TerminalLine {
    var line = TerminalLine()
    line.feed(Array(output.utf8))
    return line
  }

  @Test func theLastLineIsWhatFollowsTheLastNewline() {
    let seen = line("Generating key\r\nEnter PEM pass phrase:")
    #expect(seen.text == "Enter PEM pass phrase:")
    #expect(seen.number == 1)
  }

  @Test func coloursTitlesAndCursorMovesAreLeftOut() {
    #expect(line("\u{1B}[1;31m[sudo]\u{1B}[0m password for alice: ").text == "[sudo] password for alice: ")
    #expect(line("\u{1B}]0;alice@host: ~\u{07}Password: ").text == "Password: ")
    #expect(line("\u{1B}]2;title\u{1B}\\PIN: ").text == "PIN: ")
    #expect(line("\u{1B}(BPassphrase: ").text == "Passphrase: ")
  }

  @Test func aCarriageReturnOrAnEraseRewritesTheLine() {
    #expect(line("Loading...\r\u{1B}[KPassword: ").text == "Password: ")
    #expect(line("Progress 10%\rPassword:   ").text == "Password:   ")
    #expect(line("ab\u{08}\u{08}PIN: ").text == "PIN: ")
    #expect(line("junk\u{1B}[2KPIN? ").text == "    PIN? ")
  }

  @Test func aBufferIsReadAsByteByByteWouldReadIt() {
    let outputs = [
      "Generating key\r\nEnter PEM pass phrase:", "a\nb\nc\u{1B}[1mPassword: ", "\u{1B}]0;title\u{07}PIN: ",
      "no newline at all: ", "ends with newline\n", "x\u{1B}[", "\r\n\r\n",
    ]
    for output in outputs {
      var bytewise = TerminalLine()
      bytewise.feed(Array(output.utf8))
      var buffered = TerminalLine()
      Array(output.utf8).withUnsafeBytes { buffered.feed($0) }
      #expect(buffered.text == bytewise.text, "\(output.debugDescription)")
      #expect((buffered.number > 0) == (bytewise.number > 0))
    }
  }

  /// Hardening V, finding 8: byte 0x9B is C1's control sequence introducer only outside a
  /// UTF-8 character; inside one it is the character's ("Л" D0 9B, "Λ" CE 9B, "ś" C5 9B,
  /// "ț" C8 9B). A lone 0x9B still begins a sequence.
  @Test func aCharacterWhoseLastByteIs0x9BIsText() {
    for question in ["Парола за Любомир: ", "Κωδικός Λ: ", "Hasło dla Łukasz Świątek: ", "Parolă pentru Ștefan Țurcan: "] {
      #expect(line(question).text == question)
      var buffered = TerminalLine()
      Array(question.utf8).withUnsafeBytes { buffered.feed($0) }
      #expect(buffered.text == question)
      #expect(HiddenQuestionWatch.question(in: line(question).text) == question.trimmingCharacters(in: .whitespaces))
    }
    #expect(line("a\u{1B}[1mb").text == "ab")
    var csi = TerminalLine()
    csi.feed([0x61, 0x9B, 0x31, 0x6D, 0x62])
    #expect(csi.text == "ab")
  }

  @Test func aVeryLongLineKeepsItsEnd() {
    let seen = line(String(repeating: "x", count: 5000) + " Password:")
    #expect(seen.text.count == TerminalLine.longest)
    #expect(seen.text.hasSuffix(" Password:"))
  }
}

@Suite struct HiddenQuestionWatchTests {
  let verbosity = Verbosity(language: .english, hints: false, secure: false, keyboard: true)
  let hidden = LineDiscipline(hidesLine: true)
  let shown = LineDiscipline(hidesLine: false)

  func asked(_ output: String, program: String? = "su") -> (HiddenQuestionWatch, [String]) {
    var watch = HiddenQuestionWatch(verbosity: verbosity)
    watch.output(Array(output.utf8))
    let said = watch.settle(hidden, program: program).map(\.text)
    return (watch, said)
  }

  @Test func aQuestionWithEchoOffIsSaidAsASecureTextFieldWithWhoseItIs() {
    let (_, said) = asked("Password: ")
    #expect(said == ["Password, secure text field, for su, is editing, empty"])
    let (_, sudo) = asked("[sudo] password for alice: ", program: "sudo")
    #expect(sudo == ["Sudo password, secure text field, for alice, is editing, empty"])
  }

  @Test func besideAScreenReaderThatReadsTheLineTheFieldIsSaidWithoutTheQuestionsWords() {
    var watch = HiddenQuestionWatch(verbosity: verbosity, lineIsRead: true)
    watch.output(Array("PIN: ".utf8))
    #expect(watch.settle(hidden, program: "bash").map(\.text) == ["Secure text field, for bash, is editing, empty"])
    // The braille display still shows the question with the field.
    #expect(watch.brailleLine(after: nil)?.text == "PIN: ")
  }

  @Test func whatIsNotAQuestionSaysNothing() {
    for output in ["working", "Password", "Saved.", "", "12:", "----:", "(yes/no)"] {
      var watch = HiddenQuestionWatch(verbosity: verbosity)
      watch.output(Array(output.utf8))
      #expect(!watch.wouldOpen(hidden), "\(output)")
      #expect(watch.settle(hidden, program: "sh").isEmpty, "\(output)")
    }
  }

  @Test func aQuestionWithEchoOnSaysNothing() {
    var watch = HiddenQuestionWatch(verbosity: verbosity)
    watch.output(Array("Name: ".utf8))
    #expect(!watch.wouldOpen(shown))
    #expect(watch.settle(shown, program: "bash").isEmpty)
    #expect(watch.keys(Array("bob".utf8)).isEmpty)
  }

  @Test func eachKeyIsABulletAndNothingTypedIsInWhatIsSaid() {
    var (watch, _) = asked("Password: ")
    var said: [String] = []
    for key in ["s", "3", "c", "r", "é", "\\", " "] { said += watch.keys(Array(key.utf8)).map(\.text) }
    #expect(said == Array(repeating: "Bullet", count: 7))
    said = watch.keys([0x7F]).map(\.text)
    #expect(said == ["Bullet, deleted"])
    #expect(watch.phase == .asking(count: 6))
    said = watch.keys([0x15]).map(\.text)
    #expect(said == ["Cleared 6 characters"])
    said = watch.keys([0x7F]).map(\.text)
    #expect(said == ["Nothing to delete"])
    said = watch.keys(Array("abc".utf8)).map(\.text)
    #expect(said == ["Pasted 3 characters"])
    said = watch.keys([0x0D]).map(\.text)
    #expect(said == ["Entered"])
    #expect(watch.phase == .entered)
    // Once entered, keys say nothing until the next question.
    #expect(watch.keys(Array("x".utf8)).isEmpty)
  }

  @Test func aWordErasedLeavesTheCountUnknown() {
    var (watch, _) = asked("Passphrase: ")
    _ = watch.keys(Array("ab".utf8))
    #expect(watch.keys([0x17]).map(\.text) == ["Word deleted"])
    #expect(watch.phase == .asking(count: nil))
    #expect(watch.keys([0x0D]).map(\.text) == ["Entered"])
  }

  @Test func theTerminalsOwnKeysAreTheOnesObeyed() {
    var controls = LineControls.standard
    controls.erase = 0x08
    controls.returnIsNewline = false
    var (watch, _) = asked("PIN: ")
    watch = {
      var copy = watch
      _ = copy.settle(LineDiscipline(hidesLine: true, controls: controls), program: nil)
      return copy
    }()
    _ = watch.keys(Array("12".utf8))
    #expect(watch.keys([0x08]).map(\.text) == ["Bullet, deleted"])
    // Without ICRNL, Return is a character of the line, and newline ends it.
    #expect(watch.keys([0x0D]).map(\.text) == ["Bullet"])
    #expect(watch.keys([0x0A]).map(\.text) == ["Entered"])
  }

  @Test func aLiteralNextKeyTakesTheNextKeyAsACharacter() {
    var (watch, _) = asked("Password: ")
    #expect(watch.keys([0x16]).isEmpty)
    #expect(watch.keys([0x0D]).map(\.text) == ["Bullet"])
    #expect(watch.phase == .asking(count: 1))
  }

  @Test func ctrlCEndsTheQuestionQuietly() {
    var (watch, _) = asked("Password: ")
    _ = watch.keys(Array("ab".utf8))
    #expect(watch.keys([0x03]).isEmpty)
    #expect(watch.phase == .idle)
  }

  @Test func echoBackEndsTheQuestionAndALineAsksOnce() {
    var (watch, _) = asked("Password: ")
    #expect(watch.settle(shown, program: "su").isEmpty)
    #expect(watch.phase == .idle)
    // The same line with echo off again is not a second question.
    #expect(watch.settle(hidden, program: "su").isEmpty)
    watch.output(Array("\r\nVerifying - Enter PEM pass phrase:".utf8))
    #expect(
      watch.settle(hidden, program: "openssl").map(\.text) == [
        "Verifying - Enter PEM pass phrase, secure text field, for openssl, is editing, empty"
      ])
  }

  @Test func theNextQuestionWhileEchoStaysOffIsSaid() {
    var (watch, _) = asked("Enter PEM pass phrase:", program: "openssl")
    _ = watch.keys(Array("x".utf8))
    _ = watch.keys([0x0D])
    watch.output(Array("\nVerifying - Enter PEM pass phrase:".utf8))
    #expect(watch.wouldOpen(hidden))
    #expect(watch.settle(hidden, program: "openssl").count == 1)
  }

  @Test func inBrazilianPortugueseAndBulgarian() {
    var portuguese = HiddenQuestionWatch(
      verbosity: Verbosity(language: .brazilianPortuguese, hints: false, secure: false, keyboard: true))
    portuguese.output(Array("Senha: ".utf8))
    #expect(portuguese.settle(hidden, program: "su").first?.text.contains("para su") == true)
    var bulgarian = HiddenQuestionWatch(verbosity: Verbosity(language: .bulgarian, hints: false, secure: false, keyboard: true))
    bulgarian.output(Array("Парола: ".utf8))
    #expect(bulgarian.settle(hidden, program: "su").first?.text.contains("за su") == true)
  }

  @Test func theBrailleLineIsTheFieldWithAStarAKeyAndNothingOnceEntered() {
    var (watch, said) = asked("Password: ")
    #expect(said.count == 1)
    #expect(watch.brailleLine(after: nil)?.text == "Password: ")
    let keys = watch.keys(Array("ab".utf8))
    #expect(watch.brailleLine(after: keys.last)?.text == "Password: **")
    // A word erased: the count is unknown, and the message says so after the field.
    let erased = watch.keys([0x17])
    #expect(watch.brailleLine(after: erased.last)?.text == "Password:   Word deleted")
    _ = watch.keys([0x0D])
    #expect(watch.brailleLine(after: nil) == nil)
  }
}

/// Over ssh the local terminal is raw: a question is known by its words, and dropped when
/// the other computer echoes what is typed.
@Suite struct RemoteQuestionTests {
  let verbosity = Verbosity(language: .english, hints: false, secure: false, keyboard: true)
  let remote = LineDiscipline(hidesLine: false, remote: true)
  let raw = LineDiscipline(hidesLine: false)

  func asked(_ output: String) -> (HiddenQuestionWatch, [String]) {
    var watch = HiddenQuestionWatch(verbosity: verbosity)
    watch.output(Array(output.utf8))
    let said = watch.settle(remote, program: "ssh").map(\.text)
    return (watch, said)
  }

  @Test func aQuestionThatNamesASecretOpensAndOneThatDoesNotSaysNothing() {
    for question in [
      "Password: ", "[sudo] password for alice: ", "Enter PEM pass phrase:", "PIN: ", "Verification code: ",
      "Enter passphrase for key '/root/.ssh/id_ed25519': ", "One-time password (OATH) for `root': ", "Senha: ", "Парола: ",
    ] {
      let (watch, said) = asked(question)
      #expect(said.count == 1, "\(question)")
      #expect(watch.remoteQuestion, "\(question)")
    }
    for line in ["Name: ", "Continue? ", "Do you want to continue? [Y/n] ", "user@host:~$ ", "Opinion: ", "Password saved."] {
      let (watch, said) = asked(line)
      #expect(said.isEmpty, "\(line)")
      #expect(watch.phase == .idle, "\(line)")
    }
  }

  @Test func theSameQuestionInARawProgramThatCarriesNoOtherTerminalSaysNothing() {
    var watch = HiddenQuestionWatch(verbosity: verbosity)
    watch.output(Array("Password: ".utf8))
    #expect(!watch.wouldOpen(raw))
    #expect(watch.settle(raw, program: "vi").isEmpty)
  }

  @Test func keysWithNoEchoAreCountedAndEnterEndsIt() {
    var (watch, _) = asked("Password: ")
    var said: [String] = []
    for key in ["a", "b", "\u{7F}", "c"] { said += watch.keys(Array(key.utf8)).map(\.text) }
    // Settling again while nothing is shown keeps the question open.
    #expect(watch.settle(remote, program: "ssh").isEmpty)
    said += watch.keys([0x0D]).map(\.text)
    #expect(said == ["Bullet", "Bullet", "Bullet, deleted", "Bullet", "Entered"])
    #expect(watch.phase == .entered)
    watch.output(Array("\r\n".utf8))
    #expect(watch.settle(remote, program: "ssh").isEmpty)
  }

  @Test func anEchoedKeyDropsTheQuestionWithoutAWord() {
    var (watch, _) = asked("Password hint: ")
    #expect(watch.keys(Array("a".utf8)).map(\.text) == ["Bullet"])
    watch.output(Array("a".utf8))
    #expect(watch.phase == .idle)
    #expect(watch.keys(Array("b".utf8)).isEmpty)
    // The same line does not ask again.
    #expect(watch.settle(remote, program: "ssh").isEmpty)
  }

  @Test func aTitleOrAColourIsNotAnEcho() {
    var (watch, _) = asked("Password: ")
    watch.output(Array("\u{1B}]0;host\u{07}\u{1B}[0m".utf8))
    #expect(watch.phase == .asking(count: 0))
  }

  @Test func leavingSshEndsTheQuestion() {
    var (watch, _) = asked("Password: ")
    #expect(watch.settle(LineDiscipline(hidesLine: false), program: "bash").isEmpty)
    #expect(watch.phase == .idle)
  }

  /// Hardening V, finding 4: the user's own typing at a remote shell, echoed back, ends in
  /// a colon or a question mark and names a code or a token: it is theirs, visible, and
  /// never a secure field; a question the other computer writes by itself afterwards is.
  @Test func aLineTheUserTypedOnIsNeverARemoteQuestion() {
    for typed in ["scp code.tar.gz backup:", "ls code?", "grep -n token:", "echo password:"] {
      var watch = HiddenQuestionWatch(verbosity: verbosity)
      watch.output(Array("alice@host:~$ ".utf8))
      for character in typed {
        #expect(watch.keys(Array(String(character).utf8)).isEmpty)
        watch.output(Array(String(character).utf8))
      }
      #expect(!watch.wouldOpen(remote), "\(typed)")
      #expect(watch.settle(remote, program: "ssh").isEmpty, "\(typed)")
      #expect(watch.keys(Array("x".utf8)).isEmpty, "\(typed): a key is not a bullet")
      // Enter: the command runs, and its own question, on a line of its own, is heard.
      _ = watch.keys([0x0D])
      watch.output(Array("x\r\n[sudo] password for alice: ".utf8))
      let said = watch.settle(remote, program: "ssh").map(\.text)
      #expect(said == ["Sudo password, secure text field, for alice, is editing, empty"], "\(typed)")
    }
  }

  /// A program's own question with echo off on this computer is always heard, even on a
  /// line typed on before (the terminal's state says it hides what is typed).
  @Test func aLocalHiddenQuestionDoesNotCareWhoTypedOnTheLine() {
    var watch = HiddenQuestionWatch(verbosity: verbosity)
    watch.output(Array("Password: ".utf8))
    _ = watch.keys(Array("a".utf8))
    #expect(watch.settle(LineDiscipline(hidesLine: true), program: "su").count == 1)
  }

  @Test func aNewQuestionAfterARefusalAsksAgain() {
    var (watch, _) = asked("Password: ")
    _ = watch.keys(Array("x\r".utf8))
    watch.output(Array("\r\nSorry, try again.\r\nPassword: ".utf8))
    #expect(watch.settle(remote, program: "ssh").count == 1)
  }
}
