import Announcer
import Foundation
import Integrations
import TerminalPrompt
import Testing

/// systemd's password agent protocol, from plain values: an ask file's words, and the
/// field a listener hears.
@Suite struct PasswordAgentTests {
  static let diskFile = """
    [Ask]
    PID=26035
    Socket=/run/systemd/ask-password/sck.558e7ae0f3309109
    AcceptCached=0
    Echo=0
    NotAfter=20807669169
    Silent=0
    Message=Please enter passphrase for disk TEST (root)!
    Id=cryptsetup:/dev/block/8:3
    Colour=blue

    [Other]
    Socket=/elsewhere
    """

  @Test func anAskFileIsReadFromItsAskSectionOnly() throws {
    let question = try #require(AgentQuestion.parse(Self.diskFile, path: "/run/systemd/ask-password/ask.x"))
    #expect(
      question
        == AgentQuestion(
          path: "/run/systemd/ask-password/ask.x", pid: 26035, socket: "/run/systemd/ask-password/sck.558e7ae0f3309109",
          notAfter: 20_807_669_169, message: "Please enter passphrase for disk TEST (root)!", id: "cryptsetup:/dev/block/8:3"))
  }

  @Test func aFileWithoutASocketIsNoQuestion() {
    #expect(AgentQuestion.parse("[Ask]\nMessage=Password:\n", path: "/x") == nil)
    #expect(AgentQuestion.parse("[Other]\nSocket=/run/s\n", path: "/x") == nil)
    #expect(AgentQuestion.parse("[Ask]\nSocket=relative\n", path: "/x") == nil)
  }

  @Test func echoIsShownMaskedOrHidden() {
    #expect(AgentQuestion.parse("[Ask]\nSocket=/s\nEcho=1\n", path: "/x")?.echo == .shown)
    #expect(AgentQuestion.parse("[Ask]\nSocket=/s\nEcho=masked\n", path: "/x")?.echo == .masked)
    #expect(AgentQuestion.parse("[Ask]\nSocket=/s\nEcho=0\n", path: "/x")?.echo == .hidden)
    #expect(AgentQuestion.parse("[Ask]\nSocket=/s\n", path: "/x")?.echo == .hidden)
  }

  @Test func aMessageIsMadeSafeForTheTerminal() {
    let question = AgentQuestion.parse("[Ask]\nSocket=/s\nMessage=Disk \u{1B}[31mred\u{202E}!\n", path: "/x")
    #expect(question?.message.contains("\u{1B}") == false)
    #expect(question?.message.contains("\u{202E}") == false)
  }

  @Test func aDiskQuestionSaysTheDiskThenTheVolume() {
    func label(_ message: String, id: String? = "cryptsetup:/dev/block/8:3", _ language: Language = .english) -> String {
      AgentQuestion(path: "/x", socket: "/s", message: message, id: id).label(in: language)
    }
    #expect(label("Please enter passphrase for disk TEST (root)!") == "Passphrase for disk TEST, root file system")
    #expect(label("Please enter passphrase for disk Samsung SSD (home):") == "Passphrase for disk Samsung SSD, volume home")
    #expect(
      label("Please enter passphrase for disk TEST (root)!", .brazilianPortuguese)
        == "Passphrase for disk TEST, sistema de arquivos raiz")
    #expect(
      label("Please enter passphrase for disk TEST (root)!", .bulgarian) == "Passphrase for disk TEST, коренова файлова система")
    #expect(label("Please enter passphrase for disk TEST (root)!", id: nil) == "Passphrase for disk TEST (root)")
    #expect(label("Enter the backup key.", id: "backup:1") == "The backup key")
    #expect(label("", id: nil) == "Passphrase")
  }

  /// systemd names a disk by its description with the volume in parentheses, or by the
  /// volume alone, and adds "on" and the mount point when /etc/fstab names one.
  @Test func aDiskQuestionIsReadInEachOfSystemdsFourForms() {
    func parts(_ message: String) -> AgentQuestion.DiskQuestion? {
      AgentQuestion(path: "/x", socket: "/s", message: message, id: "cryptsetup:/dev/vda").diskQuestion
    }
    typealias Disk = AgentQuestion.DiskQuestion
    #expect(
      parts("Please enter passphrase for disk cryptroot:")
        == Disk(words: "passphrase for disk", disk: "cryptroot", volume: "cryptroot"))
    #expect(
      parts("Please enter passphrase for disk Samsung SSD (home) on /home:")
        == Disk(words: "passphrase for disk", disk: "Samsung SSD", volume: "home", mountPoint: "/home"))
    #expect(
      parts("Please enter passphrase for disk data on /srv/data!")
        == Disk(words: "passphrase for disk", disk: "data", volume: "data", mountPoint: "/srv/data"))
    #expect(
      parts("Please enter recovery key for disk QEMU (luks-1)!")
        == Disk(words: "recovery key for disk", disk: "QEMU", volume: "luks-1"))
    #expect(parts("Please enter the answer:") == nil)
    #expect(
      AgentQuestion(path: "/x", socket: "/s", message: "Please enter passphrase for disk x:", id: "other").diskQuestion == nil)
  }

  /// The root file system is said as such when the volume is named root, is mounted on /,
  /// or is the one the kernel's command line mounts.
  @Test func theRootVolumeIsSaidWhateverItsName() {
    func label(_ message: String, _ commandLine: String = "") -> String {
      AgentQuestion(path: "/x", socket: "/s", message: message, id: "cryptsetup:/dev/vda").label(
        in: .english, kernelCommandLine: commandLine)
    }
    let asked = "Please enter passphrase for disk cryptroot:"
    #expect(label(asked) == "Passphrase for disk cryptroot")
    #expect(label(asked, "console=ttyS0 root=/dev/mapper/cryptroot ro\n") == "Passphrase for disk cryptroot, root file system")
    #expect(label(asked, "root=/dev/mapper/cryptroot2") == "Passphrase for disk cryptroot")
    #expect(label("Please enter passphrase for disk QEMU (sys) on /:") == "Passphrase for disk QEMU, root file system")
    #expect(label("Please enter passphrase for disk QEMU (home) on /home:") == "Passphrase for disk QEMU, volume home on /home")
  }

  @Test func theFieldIsSecureUnlessTheAnswerIsShownAndSaysWhatWaits() {
    let verbosity = Verbosity(keyboard: true)
    let hidden = AgentQuestion(path: "/x", socket: "/s", message: "Password:")
    #expect(hidden.settings(verbosity: verbosity, waiting: 0).kind == .secureText)
    #expect(AgentQuestion(path: "/x", socket: "/s", echo: .masked).settings(verbosity: verbosity, waiting: 0).kind == .secureText)
    #expect(AgentQuestion(path: "/x", socket: "/s", echo: .shown).settings(verbosity: verbosity, waiting: 0).kind == .plainText)
    #expect(hidden.settings(verbosity: verbosity, waiting: 0).context == nil)
    #expect(hidden.settings(verbosity: verbosity, waiting: 1).context == "1 more question waiting")
    #expect(hidden.settings(verbosity: verbosity, waiting: 3).context == "3 more questions waiting")
    #expect(!hidden.settings(verbosity: verbosity, waiting: 0).verbosity.namesRefusedKeys)
  }

  @Test func aQuestionStandsWhileItsFileItsAskerAndItsTimeDo() throws {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("otc-ask-\(UUID().uuidString.prefix(8))").path
    #expect(FileManager.default.createFile(atPath: file, contents: Data()))
    defer { unlink(file) }
    let now = AgentQuestion.monotonicMicroseconds()
    #expect(AgentQuestion(path: file, pid: getpid(), socket: "/s").stands(now: now))
    #expect(AgentQuestion(path: file, socket: "/s", notAfter: now + 1_000_000).stands(now: now))
    #expect(!AgentQuestion(path: file, socket: "/s", notAfter: now - 1).stands(now: now))
    #expect(!AgentQuestion(path: file + ".gone", socket: "/s").stands(now: now))
    #expect(!AgentQuestion(path: file, pid: Int32.max - 1, socket: "/s").stands(now: now))
  }
}
