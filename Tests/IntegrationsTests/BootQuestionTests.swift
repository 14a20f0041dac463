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
    #expect(session.opening.map(\.text) == ["Passphrase for disk cryptroot, root file system, secure text field, is editing, empty"])
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

  /// A cancelled passphrase would only cost one of the disk's tries: Escape is refused.
  @Test func escapeIsRefusedAtBoot() throws {
    let asked = try #require(question())
    #expect(
      asked.settings(verbosity: quiet).cancelRefusal == "Escape does not cancel here: the disk needs its passphrase to start")
  }
}
