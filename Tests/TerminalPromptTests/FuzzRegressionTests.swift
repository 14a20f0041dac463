import Foundation
import OTCTestSupport
import Testing

/// Replays the fuzzer's seed corpus and every saved finding through the fuzz invariants,
/// so a finding, once fixed, stays fixed.
@Suite struct FuzzRegressionTests {
  static let fuzz = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fuzz")

  static var inputs: [String] {
    ["corpus", "regressions"].flatMap { folder -> [String] in
      let directory = fuzz.appendingPathComponent(folder)
      let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
      return names.filter { !$0.hasPrefix(".") }.sorted().map { "\(folder)/\($0)" }
    }
  }

  @Test func theCorpusIsThere() {
    #expect(Self.inputs.filter { $0.hasPrefix("corpus/") }.count >= 9)
  }

  @Test(arguments: inputs)
  func everyInvariantHolds(input: String) throws {
    let data = try Data(contentsOf: Self.fuzz.appendingPathComponent(input))
    #expect(FuzzInvariants.violations(Array(data)) == [])
  }

  /// A few hundred deterministic pseudo-random inputs, weighted towards the bytes keys are
  /// made of, so the invariants run on every test run and not only when fuzzing.
  @Test func pseudoRandomInputsKeepEveryInvariant() {
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    func next() -> UInt64 {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return state >> 33
    }
    let alphabet: [UInt8] =
      Array("0123456789x []~ABCDHFZ;".utf8) + [
        0x1B, 0x7F, 0x08, 0x0D, 0x0A, 0x03, 0x04, 0x09, 0x12, 0x15, 0x00, 0xD9, 0xA9, 0xFF, 0xEF, 0xBC,
      ]
    for _ in 0..<300 {
      let count = Int(next() % 64)
      let bytes = (0..<count).map { _ in next() % 4 == 0 ? UInt8(next() % 256) : alphabet[Int(next() % UInt64(alphabet.count))] }
      #expect(FuzzInvariants.violations(bytes) == [], "\(bytes)")
    }
  }
}
