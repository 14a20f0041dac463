import Foundation
import OTCTestSupport
import Testing

/// The boot otc's program (Sources/BootProgram) run as the initramfs runs it, both as
/// SwiftPM builds it (`otc-boot`) and as the image holds it, built with Embedded Swift from
/// the same sources (`make boot-otc`, which `make test` runs first): its help, its usage
/// errors in the user's language, and `speak`, which writes the whole otc's WAV. The
/// image itself is checked by `make boot-check` and booted by `BootVMTests`.
@Suite struct BootProgramRunTests {
  static let programs = ["otc-boot", "boot otc"]

  let folder = scratchFolder + "/otc-boot-program-\(UUID().uuidString.prefix(8))"

  init() throws {
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
  }

  func run(_ program: String, _ arguments: [String], environment: [String: String] = [:]) throws -> CommandRunner.Result {
    let path =
      program == "otc-boot"
      ? CommandRunner.binary.deletingLastPathComponent().appendingPathComponent("otc-boot").path
      : try BootAskTests.executable("boot otc")
    return try CommandRunner.run(executable: URL(fileURLWithPath: path), arguments, environment: environment)
  }

  @Test(arguments: programs) func helpNamesTheCommandsTheImageRunsAndNoOther(program: String) throws {
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let help = try run(program, ["--help"])
    #expect(help.status == 0 && help.stderr.isEmpty, "\(help.stderr)")
    for command in ["otc boot ask", "otc boot unlocked", "otc agent", "otc speak"] {
      #expect(help.stdout.contains(command), "\(help.stdout)")
    }
    #expect(!help.stdout.contains("totp") && !help.stdout.contains("speak-tail"))
    let ask = try run(program, ["boot", "ask", "--help"])
    #expect(ask.status == 0 && ask.stdout.contains("--answering-file"), "\(ask.stdout)")
  }

  /// A usage error is three lines on stderr in the user's language, exit 64, as the whole
  /// otc's are; for the agent, a word it was given is never repeated (it may be a secret
  /// typed after the command by mistake).
  @Test(arguments: programs) func aUsageErrorIsInTheUsersLanguageAndExits64(program: String) throws {
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let portuguese = try run(program, ["speak", "--rate", "abc", "oi"], environment: ["LANG": "pt_BR.UTF-8"])
    #expect(portuguese.status == 64)
    let lines = portuguese.stderr.split(separator: "\n")
    #expect(lines.count == 3, "\(portuguese.stderr)")
    #expect(lines.first == "Erro: O valor 'abc' não é válido para '--rate <wpm>'", "\(portuguese.stderr)")
    #expect(lines.dropFirst().first?.hasPrefix("Uso: otc speak") == true)
    #expect(portuguese.stdout.isEmpty)
    let agent = try run(program, ["agent", "--query", "hunter2"], environment: ["OTC_SPEECH": "none"])
    #expect(agent.status == 64)
    #expect(agent.stderr.hasPrefix("Error: Unexpected argument '…'"), "\(agent.stderr)")
    #expect(!agent.stderr.contains("hunter2"))
  }

  /// `speak --wav` in the boot otc writes the very bytes the whole otc writes.
  @Test(arguments: programs) func speakWritesTheWholeOtcsWAV(program: String) throws {
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let words = ["Passphrase for disk cryptroot"]
    for language in ["en", "pt-BR", "bg"] {
      let boot = try run(program, ["speak", "--lang", language, "--wav", folder + "/boot.wav"] + words)
      #expect(boot.status == 0, "\(boot.stderr)")
      let whole = try CommandRunner.run(["speak", "--lang", language, "--wav", folder + "/whole.wav"] + words)
      #expect(whole.status == 0, "\(whole.stderr)")
      let bootBytes = try Data(contentsOf: URL(fileURLWithPath: folder + "/boot.wav"))
      let wholeBytes = try Data(contentsOf: URL(fileURLWithPath: folder + "/whole.wav"))
      #expect(bootBytes.count > 20_000 && bootBytes == wholeBytes, "\(language): \(bootBytes.count) \(wholeBytes.count)")
    }
  }
}
