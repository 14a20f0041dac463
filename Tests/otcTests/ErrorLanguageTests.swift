import Foundation
import OTCTestSupport
import Testing

/// Issue 44, point 4: an error that ends a command that asks is written and said in the
/// language otc speaks, and help and `otc config` follow that language where otc has the
/// words. Each test runs the built binary, in a pseudo-terminal where a user meets it.
@Suite final class ErrorLanguageTests {
  let folder: URL

  init() throws {
    folder = URL(fileURLWithPath: scratchFolder).appendingPathComponent("otc-errors-\(UUID().uuidString.prefix(8))")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  }

  deinit { try? FileManager.default.removeItem(at: folder) }

  func path(_ name: String) -> String { folder.appendingPathComponent(name).path }

  /// Each line of a JSON Lines transcript, as a dictionary.
  func records(_ file: String) -> [[String: Any]] {
    let text = (try? String(contentsOfFile: file, encoding: .utf8)) ?? ""
    return text.split(separator: "\n").compactMap { (try? JSONSerialization.jsonObject(with: Data($0.utf8))) as? [String: Any] }
  }

  /// `otc prompt --length 3` under a Brazilian locale: the usage error is in Portuguese on
  /// the terminal, and spoken through the user's Speech Dispatcher (a real one, into a
  /// private PulseAudio null sink) in Brazilian Portuguese, after the terminal is restored.
  @Test func aUsageErrorIsWrittenAndSpokenInBrazilianPortuguese() throws {
    let pulse = try PulseAudioDaemon.start()
    defer { pulse.stop() }
    let speechd = try SpeechDispatcherDaemon(pulse: pulse)
    defer { speechd.stop() }
    let terminal = try PseudoTerminal(
      ["prompt", "--length", "3"], environment: ["SPEECHD_ADDRESS": speechd.address, "LANG": "pt_BR.UTF-8"])
    let sentence = "Erro: O comprimento 3 está fora de 4 a 12 dígitos."
    #expect(terminal.waitFor(sentence), "\(terminal.screenText)")
    #expect(terminal.waitFor("Uso: otc prompt"), "\(terminal.screenText)")
    #expect(terminal.waitForEnd() == .exited(64))
    #expect(!terminal.screenText.contains("Error:") && !terminal.screenText.contains("is outside"), "\(terminal.screenText)")
    #expect(terminal.stdoutText.isEmpty)
    #expect(
      eventually { speechd.received(fromClient: "otc").contains { $0.hasPrefix(sentence) } },
      "\(speechd.received(fromClient: "otc"))")
    let lines = speechd.received(fromClient: "otc")
    #expect(lines.contains("SET SELF LANGUAGE pt-BR"), "\(lines)")
  }

  /// The agent given both --query and --watch, with `--lang bg`: the error is in Bulgarian
  /// on the terminal and heard at the device (espeak-ng into a private PulseAudio null
  /// sink), as long as espeak-ng says that sentence in Bulgarian; the transcript and the
  /// WAV file named are not begun for it (a usage error comes before any output).
  @Test func aUsageErrorIsSpokenInBulgarianAndBeginsNoFile() throws {
    let daemon = try PulseAudioDaemon.start()
    defer { daemon.stop() }
    let capture = try MonitorCapture(daemon: daemon)
    defer { capture.stop() }
    let transcript = path("agent.jsonl")
    let wav = path("error.wav")
    let terminal = try PseudoTerminal(
      ["agent", "--query", "--watch", "--lang", "bg", "--speech", "espeak", "--transcript", transcript, "--wav", wav],
      environment: ["PULSE_SERVER": daemon.server, "OTC_WAIT_FOR_SPEECH": "true"])
    let sentence = "Грешка: Дайте една от опциите --query и --watch."
    #expect(terminal.waitFor(sentence), "\(terminal.screenText)")
    #expect(terminal.waitForEnd() == .exited(64))
    let expected = try SignalAnalysis.soundingLength(of: sentence, language: .bulgarian)
    let heard = capture.soundingSamples(after: 0, reaching: expected * 9 / 10)
    #expect(
      heard >= expected * 9 / 10 && heard <= expected * 3 / 2, "heard \(heard) sounding samples, the sentence has \(expected)")
    #expect(!FileManager.default.fileExists(atPath: transcript) && !FileManager.default.fileExists(atPath: wav))
  }

  /// An error met once the question's outputs are open (`--speech espeak` and no device),
  /// under a Bulgarian locale: written on stderr in Bulgarian and added to the transcript
  /// the run had begun, marked bg.
  @Test func anErrorThatEndsThePromptIsRecordedInBulgarian() throws {
    let transcript = path("ending.jsonl")
    try "the old transcript\n".write(toFile: transcript, atomically: true, encoding: .utf8)
    let terminal = try PseudoTerminal(
      ["prompt", "--speech", "espeak", "--transcript", transcript],
      environment: ["LANG": "bg_BG.UTF-8", "PULSE_SERVER": "unix:/nonexistent"])
    #expect(terminal.waitFor("otc prompt: не може да се отвори аудиоустройство ("), "\(terminal.screenText)")
    #expect(terminal.waitForEnd() == .exited(1))
    let said = records(transcript)
    #expect(said.count == 1, "the run emptied it, then the error: \(said)")
    #expect((said.first?["text"] as? String)?.hasPrefix("Грешка: не може да се отвори аудиоустройство (") == true, "\(said)")
    #expect(said.first?["lang"] as? String == "bg", "\(said)")
    #expect(said.first?["event"] as? String == "error", "\(said)")
  }

  /// A code or a password typed after the command by mistake is neither written back nor
  /// said (issue 57, point 6: it was written whatever it was, and said unless it was
  /// digits): an asking command's usage error never repeats a word it was given.
  @Test(arguments: [
    ["prompt", "985391"], ["prompt", "hunter2secret"], ["prompt", "--length", "hunter2secret"],
    ["prompt", "--lang=hunter2secret"], ["askpass", "Password:", "hunter2secret"],
  ])
  func aWordGivenIsNeverRepeated(arguments: [String]) throws {
    let secret = arguments.last!.split(separator: "=").last.map(String.init)!
    let pulse = try PulseAudioDaemon.start()
    defer { pulse.stop() }
    let speechd = try SpeechDispatcherDaemon(pulse: pulse)
    defer { speechd.stop() }
    let terminal = try PseudoTerminal(arguments, environment: ["SPEECHD_ADDRESS": speechd.address])
    #expect(terminal.waitFor("'…'"), "\(terminal.screenText)")
    #expect(terminal.waitForEnd() == .exited(64))
    #expect(eventually { speechd.received(fromClient: "otc").contains { $0.hasPrefix("Error: ") && $0.contains("'…'") } })
    #expect(!terminal.screenText.contains(secret), "\(terminal.screenText)")
    #expect(!speechd.received(fromClient: "otc").contains { $0.contains(secret) }, "\(speechd.received(fromClient: "otc"))")
  }

  /// A key that ends the prompt is no error: cancelling says nothing more, in any language.
  /// Issue 72: otc totp's key errors, and otc watch's line when a start-up file would run
  /// it again, are in the language otc speaks.
  @Test func otcTotpsKeyErrorsAndOtcWatchsLoopLineFollowTheLanguage() throws {
    let uri = "otpauth://totp/x?secret=AAAA&digits=9\n"
    let expected = [
      "pt_BR.UTF-8": "otc totp: o parâmetro digits da URI otpauth não é 6, 7 nem 8\n",
      "bg_BG.UTF-8": "otc totp: параметърът digits на URI otpauth не е 6, 7 или 8\n",
    ]
    for (locale, line) in expected {
      let run = try CommandRunner.run(["totp", "--at", "59", "--speech", "none"], stdin: uri, environment: ["LANG": locale])
      #expect(run.status == 1)
      #expect(run.stderr == line, "\(locale): \(run.stderr)")
    }
    // Inside otc watch, otc watch runs the shell, which runs otc watch again in the same
    // process (bash reads its script from the pipe a byte at a time, as a start-up file is
    // read): the shell then starts without its start-up files, said in Bulgarian.
    let shell = try CommandRunner.run(
      ["watch"], stdin: "exec \(CommandRunner.binary.path) watch\necho shell-ran\n",
      environment: ["LANG": "bg_BG.UTF-8", "SHELL": "/bin/bash", "OTC_WATCH": "1"])
    #expect(shell.status == 0)
    #expect(shell.stdout == "shell-ran\n")
    #expect(
      shell.stderr == "otc watch: файлът за стартиране на обвивката ви пуска otc watch отново вътре в otc watch, затова bash "
        + "стартира без файловете си за стартиране. Пускайте otc watch там само извън него: "
        + "[[ $- == *i* && -z $OTC_WATCH ]] && exec otc watch\n", "\(shell.stderr)")
  }

  @Test func cancellingIsNotAnError() throws {
    let transcript = path("cancel.jsonl")
    let terminal = try PseudoTerminal(
      ["prompt", "--speech", "none", "--transcript", transcript], environment: ["LANG": "pt_BR.UTF-8"])
    #expect(terminal.waitFor("Código de acesso"), "\(terminal.screenText)")
    terminal.type("\u{1B}")
    #expect(terminal.waitForEnd() == .exited(130))
    #expect(!records(transcript).contains { $0["event"] as? String == "error" }, "\(records(transcript))")
    #expect(!terminal.screenText.contains("Erro"), "\(terminal.screenText)")
  }

  /// `otc --help` and every command's help in Brazilian Portuguese and Bulgarian, as short
  /// as the English (the root at most 30 lines, the commands first, each at most 40),
  /// naming only options the command takes: the missing-key test of the help's tables,
  /// run through the built binary.
  @Test func helpFollowsTheLanguage() throws {
    let firsts = [
      "pt_BR.UTF-8": ("otc: códigos de uso único de ouvido.", "Comandos:"),
      "bg_BG.UTF-8": ("otc: еднократни кодове на слух.", "Команди:"),
    ]
    for (locale, (first, commands)) in firsts {
      let environment = ["LANG": locale]
      let root = try CommandRunner.run(["--help"], environment: environment)
      #expect(root.status == 0)
      let lines = root.stdout.split(separator: "\n")
      #expect(lines.first.map(String.init) == first, "\(root.stdout)")
      #expect(root.stdout.split(separator: "\n", omittingEmptySubsequences: false).count - 1 <= 30)
      #expect(lines.firstIndex { $0.hasPrefix(commands) }.map { $0 <= 2 } == true, "the commands come first: \(root.stdout)")
      let screens = [
        "prompt", "read", "compare", "diff", "audit", "speak", "voices", "config", "askpass", "pinentry", "agent", "watch",
        "totp", "boot",
      ]
      #expect(screens.allSatisfy { root.stdout.contains("\n  \($0): ") }, "every command the root names has a screen")
      for command in screens {
        let help = try CommandRunner.run([command, "--help"], environment: environment)
        #expect(help.status == 0)
        #expect(help.stdout.hasPrefix("otc \(command): "))
        #expect(help.stdout.split(separator: "\n").count <= 40)
        #expect(help.stdout != (try CommandRunner.run([command, "--help"]).stdout), "otc \(command) --help under \(locale)")
        #expect(try CommandRunner.run(["help", command], environment: environment).stdout == help.stdout)
        let full = try CommandRunner.run([command, "--help-hidden"]).stdout
        let named = help.stdout.split { " ,:()\n".contains($0) }.filter { $0.hasPrefix("--") && $0 != "--help" }
        for option in named { #expect(full.contains(option), "otc \(command) --help under \(locale) names \(option)") }
      }
    }
    let chosen = try CommandRunner.run(["prompt", "--help", "--lang", "bg"])
    #expect(chosen.stdout.contains("Въведете кода."), "--lang chooses the help's language: \(chosen.stdout)")
  }

  /// `otc config` in the language otc speaks: the values and where each came from are in
  /// its words, the keys as the config file spells them.
  @Test func configFollowsTheLanguage() throws {
    let brazil = try CommandRunner.run(["config", "--speech", "none"], environment: ["LANG": "pt_BR.UTF-8", "OTC_RATE": "300"])
    #expect(brazil.status == 0, "\(brazil.stderr)")
    #expect(brazil.stdout.contains("rate: 300 palavras por minuto, do ambiente, OTC_RATE\n"), "\(brazil.stdout)")
    #expect(brazil.stdout.contains("language: português do Brasil, o do locale, padrão do otc\n"), "\(brazil.stdout)")
    #expect(brazil.stdout.contains("speech: none, da linha de comando\n"), "\(brazil.stdout)")
    #expect(brazil.stdout.contains("quem fala: o otc não fala (speech é none)"), "\(brazil.stdout)")
    let bulgarian = try CommandRunner.run(["config", "--lang", "bg", "--no-hints"])
    #expect(bulgarian.stdout.contains("hints: изключено, от командния ред\n"), "\(bulgarian.stdout)")
    #expect(bulgarian.stdout.contains("language: bg, от командния ред\n"), "\(bulgarian.stdout)")
  }

  /// A bad setting under a Brazilian locale: the line naming where and why is in Portuguese.
  @Test func aBadSettingIsNamedInTheLanguage() throws {
    let result = try CommandRunner.run(
      ["read", "--code-file", "-"], stdin: "985391", environment: ["LANG": "pt_BR.UTF-8", "OTC_RATE": "5"])
    #expect(result.status == 64)
    #expect(result.stderr.contains("otc read: OTC_RATE: rate deve ser um número inteiro de 80 a 700"), "\(result.stderr)")
  }
}
