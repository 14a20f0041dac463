import Foundation
import OTCTestSupport
import Testing

/// Issue 14: what a blind console user and an accessibility engineer met on a first try.
@Suite struct EverydayUseTests {
  func temporaryPath(_ name: String) -> String {
    FileManager.default.temporaryDirectory.appendingPathComponent("otc-\(UUID().uuidString.prefix(8))-\(name)").path
  }

  /// A refused "?" is heard by its name in every language, in the transcript and on stderr.
  @Test(arguments: [("en", "Symbol question mark is not a digit"), ("pt-BR", "O símbolo ponto de interrogação não é dígito"),
                    ("bg", "Символът въпросителен знак не е цифра")])
  func aRefusedSymbolIsNamedInWords(language: String, heard: String) throws {
    let transcript = temporaryPath("symbol.jsonl")
    defer { try? FileManager.default.removeItem(atPath: transcript) }
    let result = try CommandRunner.run(
      ["prompt", "--speech", "none", "--lang", language, "--transcript", transcript], stdin: "?,-985391")
    #expect(result.status == 0)
    #expect(result.stderr.contains(heard + "\n"), "\(result.stderr)")
    let recorded = try String(contentsOfFile: transcript, encoding: .utf8)
    #expect(recorded.contains("\"text\":\"\(heard)\""))
    #expect(!result.stderr.contains("?"))
  }
}
