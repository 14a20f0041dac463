import Announcer
import Integrations
import TerminalPrompt
import Testing

/// Issue 43: a disk's passphrase asked at boot by cryptsetup-initramfs' cryptroot, from the
/// environment its keyscript gets, heard as a listener needs it.
@Suite struct BootQuestionTests {
  static let rootOnCryptroot = "BOOT_IMAGE=/vmlinuz-6.1.0-28-amd64 root=/dev/mapper/cryptroot ro quiet"
  let quiet = Verbosity(hints: false, keyboard: true)

  func question(_ name: String = "cryptroot", tried: String = "0", options: String = "luks") -> BootQuestion? {
    BootQuestion(
      environment: ["CRYPTTAB_NAME": name, "CRYPTTAB_TRIED": tried, "CRYPTTAB_OPTIONS": options],
      kernelCommandLine: Self.rootOnCryptroot)
  }

  @Test func theFirstTryNamesTheDiskAndTheRootFileSystem() throws {
    let asked = try #require(question())
    #expect(asked.label(in: .english) == "Passphrase for disk cryptroot, root file system")
    #expect(asked.retry(in: .english) == nil)
    let session = PromptSession(settings: asked.settings(verbosity: quiet))
    #expect(
      session.opening.map(\.text) == ["Passphrase for disk cryptroot, root file system, secure text field, is editing, empty"])
  }

  @Test(arguments: [
    ("1", "luks", "Wrong passphrase. Attempt 2 of 3"), ("2", "luks,tries=5,discard", "Wrong passphrase. Attempt 3 of 5"),
    ("1", "luks,tries=0", "Wrong passphrase. Attempt 2"),
  ])
  func aFailedTrySaysWhichAttemptThisIs(tried: String, options: String, said: String) throws {
    let asked = try #require(question(tried: tried, options: options))
    #expect(asked.retry(in: .english)?.text == said)
  }

  @Test func aDiskTheRootIsNotMountedFromIsNamedAlone() throws {
    let asked = try #require(question("sdb1_crypt"))
    #expect(asked.label(in: .english) == "Passphrase for disk sdb1_crypt")
  }

  @Test func eachLanguageSaysItsOwnWords() throws {
    let asked = try #require(question(tried: "1"))
    #expect(asked.label(in: .brazilianPortuguese) == "Frase secreta do disco cryptroot, sistema de arquivos raiz")
    #expect(asked.retry(in: .brazilianPortuguese)?.text == "Frase secreta errada. Tentativa 2 de 3")
    #expect(asked.label(in: .bulgarian) == "Парола за диск cryptroot, коренова файлова система")
    #expect(asked.retry(in: .bulgarian)?.text == "Грешна парола. Опит 2 от 3")
  }

  @Test func withoutANameThereIsNoQuestionAndANameIsMadeSafe() throws {
    #expect(BootQuestion(environment: ["CRYPTTAB_TRIED": "0"], kernelCommandLine: Self.rootOnCryptroot) == nil)
    let asked = try #require(question("evil\u{1B}[2J\u{202E}name"))
    #expect(asked.label(in: .english) == "Passphrase for disk evil[2Jname")
  }

  /// A cancelled passphrase would only cost one of the disk's tries: Escape is refused,
  /// and the hint does not offer it. It names the way to the system's own prompt, Ctrl-D
  /// (issue 57, point 3).
  @Test func escapeIsRefusedAtBoot() throws {
    let asked = try #require(question())
    let hinted = PromptSession(settings: asked.settings(verbosity: Verbosity(hints: true, keyboard: true)))
    #expect(hinted.hint?.text == "Type, then Enter; Backspace deletes; Control D for the usual prompt")
    #expect(
      asked.settings(verbosity: quiet).cancelRefusal == "Escape does not cancel here: the disk needs its passphrase to start")
  }

  @Test func anUnlockedDiskIsSaidInEachLanguage() {
    #expect(BootQuestion.unlocked(name: "cryptroot", in: .english).text == "Disk cryptroot unlocked")
    #expect(BootQuestion.unlocked(name: "cryptroot", in: .brazilianPortuguese).text == "Disco cryptroot desbloqueado")
    #expect(BootQuestion.unlocked(name: "cryptroot", in: .bulgarian).text == "Дискът cryptroot е отключен")
  }
}

/// Issue 43: the settings `otc boot enable` writes and the initramfs hooks read.
@Suite struct BootSettingsTests {
  @Test func whatIsWrittenReadsBackTheSame() throws {
    let settings = BootSettings(enabled: true, language: "pt-BR", voice: "pt-br+f3", rate: 260, pitch: 40, volume: 120)
    #expect(settings.text.contains("\nOTC_BOOT=yes\nOTC_LANGUAGE=pt-BR\nOTC_VOICE=pt-br+f3\nOTC_RATE=260\n"))
    #expect(BootSettings(text: settings.text) == settings)
    #expect(settings.dictionary == "pt_dict")
  }

  @Test func eachLanguageCarriesItsOwnDictionary() {
    func dictionary(_ language: String) -> String {
      BootSettings(enabled: true, language: language, voice: nil, rate: 175, pitch: 50, volume: 100).dictionary
    }
    #expect([dictionary("en"), dictionary("pt-BR"), dictionary("bg")] == ["en_dict", "pt_dict", "bg_dict"])
  }

  /// The hooks read the file as text, and a shell may too: a value with anything but
  /// letters, digits, dot, plus, dash and underscore is dropped, never passed on.
  @Test func aValueAShellWouldRunIsDropped() throws {
    let read = try #require(BootSettings(text: "OTC_BOOT=yes\nOTC_LANGUAGE=en\nOTC_VOICE=$(reboot)\nOTC_RATE=1;rm\n"))
    #expect(read.voice == nil)
    #expect(read.rate == 175)
    let written = BootSettings(enabled: true, language: "en`x`", voice: "a b;c", rate: 175, pitch: 50, volume: 100).text
    #expect(written.contains("OTC_LANGUAGE=enx\n") && written.contains("OTC_VOICE=abc\n"), "\(written)")
  }

  @Test func aFileWithoutTheSettingIsNotOtcs() {
    #expect(BootSettings(text: "") == nil)
    #expect(BootSettings(text: "OTC_LANGUAGE=en\n") == nil)
    #expect(BootSettings(text: "# a comment\nOTC_BOOT=no\nOTC_LANGUAGE=bg\n")?.enabled == false)
  }
}
