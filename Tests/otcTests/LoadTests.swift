import Foundation
import OTCTestSupport
import SpeechOutput
import Testing

/// Keys piped at full speed with speech: interrupted speech is dropped, not queued, so
/// memory stays flat, the run finishes, and the transcript is whole.
@Suite struct LoadTests {
  struct Run {
    var status: Int32
    var peakKilobytes: Int
    var transcriptLines: Int
    var seconds: Double
  }

  /// Types `rounds` of "98x", Backspace, Backspace (five keys, five utterances), then the code.
  func run(rounds: Int, wav: String) throws -> Run {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("otc-load-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let keys = directory.appendingPathComponent("keys").path
    try (String(repeating: "98x\u{7F}\u{7F}", count: rounds) + "985391").write(toFile: keys, atomically: true, encoding: .utf8)
    let transcript = directory.appendingPathComponent("transcript.jsonl").path
    let started = Date()
    let (status, peak) = try ChildProcess.runMeasuringPeak(
      CommandRunner.binary.path,
      [
        "prompt", "--speech", "none", "--wav", wav == "file" ? directory.appendingPathComponent("out.wav").path : wav,
        "--transcript", transcript,
      ],
      inputPath: keys)
    let lines = try String(contentsOfFile: transcript, encoding: .utf8).split(separator: "\n").count
    return Run(status: status, peakKilobytes: peak, transcriptLines: lines, seconds: Date().timeIntervalSince(started))
  }

  @Test(arguments: ["file", "/dev/null"])
  func tenThousandKeystrokesKeepMemoryFlat(wav: String) throws {
    let small = try run(rounds: 200, wav: wav)
    let large = try run(rounds: 2_000, wav: wav)
    for result in [small, large] { #expect(result.status == 0) }
    // The opening, five utterances a round, six digits and "code complete".
    #expect(small.transcriptLines == 1 + 5 * 200 + 6 + 1)
    #expect(large.transcriptLines == 1 + 5 * 2_000 + 6 + 1)
    // Ten times the keys, and memory grows by less than 8 MB: nothing piles up.
    #expect(large.peakKilobytes - small.peakKilobytes < 8 * 1024, "\(small.peakKilobytes) KB, then \(large.peakKilobytes) KB")
  }
}
