import Foundation
import OTCTestSupport
import SpeechOutput
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

  /// The samples of a WAV file otc wrote; none when there is no such file.
  func samples(_ file: String) -> [Int16] {
    guard let data = FileManager.default.contents(atPath: file) else { return [] }
    return (try? WAVFile.decode(data))?.samples ?? []
  }

  /// `otc prompt --length 3` under a Brazilian locale: the usage error is in Portuguese on
  /// the terminal, and spoken through the user's Speech Dispatcher (a real one, into a
  /// private PulseAudio null sink) in Brazilian Portuguese, after the terminal is restored.
  @Test func aUsageErrorIsWrittenAndSpokenInBrazilianPortuguese() throws {
    let pulse = try PulseAudioDaemon.start()
    let speechd = try SpeechDispatcherDaemon(pulse: pulse)
    let terminal = try PseudoTerminal(
      ["prompt", "--length", "3"], environment: ["SPEECHD_ADDRESS": speechd.address, "LANG": "pt_BR.UTF-8"])
    let sentence = "Erro: O comprimento 3 está fora de 4 a 12 dígitos."
    #expect(terminal.waitFor(sentence), "\(terminal.screenText)")
    #expect(terminal.waitFor("Uso: otc prompt"), "\(terminal.screenText)")
    #expect(terminal.waitForEnd() == .exited(64))
    #expect(!terminal.screenText.contains("Error:") && !terminal.screenText.contains("is outside"), "\(terminal.screenText)")
    #expect(terminal.stdoutText.isEmpty)
    #expect(eventually { speechd.received(fromClient: "otc").contains { $0.hasPrefix(sentence) } }, "\(speechd.received(fromClient: "otc"))")
    let lines = speechd.received(fromClient: "otc")
    #expect(lines.contains("SET SELF LANGUAGE pt-BR"), "\(lines)")
  }

  /// The agent given both --query and --watch, with `--lang bg`: the error is in Bulgarian
  /// on the terminal, in the transcript (marked bg), and spoken by espeak-ng into the WAV
  /// file: the same samples as otc speak saying that sentence in Bulgarian.
  @Test func aUsageErrorIsWrittenRecordedAndSpokenInBulgarian() throws {
    let transcript = path("agent.jsonl")
    let wav = path("error.wav")
    let terminal = try PseudoTerminal(
      ["agent", "--query", "--watch", "--lang", "bg", "--speech", "none", "--transcript", transcript, "--wav", wav])
    let sentence = "Грешка: Дайте една от опциите --query и --watch."
    #expect(terminal.waitFor(sentence), "\(terminal.screenText)")
    #expect(terminal.waitForEnd() == .exited(64))
    let said = records(transcript)
    #expect(said.count == 1, "\(said)")
    #expect(said.first?["text"] as? String == sentence, "\(said)")
    #expect(said.first?["lang"] as? String == "bg", "\(said)")
    #expect(said.first?["event"] as? String == "error", "\(said)")
    let heard = samples(wav)
    #expect(SignalAnalysis.soundingSamples(heard) > 22_050 / 2, "the WAV file holds the spoken error")
    let reference = path("reference.wav")
    let speak = try CommandRunner.run(["speak", "--lang", "bg", "--wav", reference, sentence])
    #expect(speak.status == 0, "\(speak.stderr)")
    let expected = samples(reference)
    // The same sentence in the same voice: espeak-ng says it the same way, give or take the pause at its end.
    #expect(abs(heard.count - expected.count) < expected.count / 20, "\(heard.count) samples, otc speak \(expected.count)")
    let english = path("english.wav")
    _ = try CommandRunner.run(
      ["speak", "--lang", "en", "--wav", english, "Error: Give one of --query and --watch."])
    #expect(abs(samples(english).count - heard.count) > expected.count / 10, "not the English sentence")
  }

  /// An error met while setting up the question (a transcript that cannot be written), under
  /// a Bulgarian locale: written on stderr in Bulgarian and spoken into the WAV file.
  @Test func anErrorThatEndsThePromptIsSpokenInBulgarian() throws {
    let wav = path("ending.wav")
    let terminal = try PseudoTerminal(
      ["prompt", "--speech", "none", "--transcript", path("missing/transcript.jsonl"), "--wav", wav],
      environment: ["LANG": "bg_BG.UTF-8"])
    #expect(terminal.waitFor("otc prompt: транскрипцията не може да бъде записана: "), "\(terminal.screenText)")
    #expect(terminal.waitForEnd() == .exited(1))
    #expect(!terminal.screenText.contains("Код за достъп"), "the question is never asked: \(terminal.screenText)")
    #expect(SignalAnalysis.soundingSamples(samples(wav)) > 22_050 / 2, "the WAV file holds the spoken error")
  }

  /// A code typed after the command by mistake is written back on the user's terminal, as
  /// ArgumentParser writes it, but never said or recorded: the error's words leave it out.
  @Test func aCodeInAnErrorIsNeverSaidOrRecorded() throws {
    let transcript = path("code.jsonl")
    let terminal = try PseudoTerminal(["prompt", "985391", "--speech", "none", "--transcript", transcript])
    #expect(terminal.waitFor("Error: Unexpected argument '985391'"), "\(terminal.screenText)")
    #expect(terminal.waitForEnd() == .exited(64))
    let said = records(transcript).compactMap { $0["text"] as? String }
    #expect(said == ["Error: Unexpected argument '…'"], "\(said)")
    let file = (try? String(contentsOfFile: transcript, encoding: .utf8)) ?? ""
    #expect(!file.contains("985391"))
  }

  /// A key that ends the prompt is no error: cancelling says nothing more, in any language.
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

  /// `otc --help` and the asking commands' help in Brazilian Portuguese and Bulgarian, as
  /// short as the English (the root at most 30 lines, the commands first, each at most 40),
  /// naming only options the command takes; a screen otc has no translation of is English.
  @Test func helpFollowsTheLanguage() throws {
    let firsts = ["pt_BR.UTF-8": ("otc: códigos de uso único de ouvido.", "Comandos:"), "bg_BG.UTF-8": ("otc: еднократни кодове на слух.", "Команди:")]
    for (locale, (first, commands)) in firsts {
      let environment = ["LANG": locale]
      let root = try CommandRunner.run(["--help"], environment: environment)
      #expect(root.status == 0)
      let lines = root.stdout.split(separator: "\n")
      #expect(lines.first.map(String.init) == first, "\(root.stdout)")
      #expect(root.stdout.split(separator: "\n", omittingEmptySubsequences: false).count - 1 <= 30)
      #expect(lines.firstIndex { $0.hasPrefix(commands) }.map { $0 <= 2 } == true, "the commands come first: \(root.stdout)")
      for command in ["prompt", "askpass", "pinentry", "agent", "config"] {
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
      let read = try CommandRunner.run(["read", "--help"], environment: environment)
      #expect(read.stdout.hasPrefix("otc read: read a code field aloud"), "no translation: English")
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
    let result = try CommandRunner.run(["read", "--code-file", "-"], stdin: "985391", environment: ["LANG": "pt_BR.UTF-8", "OTC_RATE": "5"])
    #expect(result.status == 64)
    #expect(result.stderr.contains("otc read: OTC_RATE: rate deve ser um número inteiro de 80 a 700"), "\(result.stderr)")
  }
}
