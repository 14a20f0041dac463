import Testing

@testable import SpeechOutput

@Suite struct SilenceTrimmerTests {
  func run(_ chunks: [[Int16]], leading: Int = 2, trailing: Int = 2) -> [Int16] {
    var trimmer = SilenceTrimmer(leadingSamples: leading, trailingSamples: trailing)
    var out: [Int16] = []
    for chunk in chunks { out += chunk.withUnsafeBufferPointer { trimmer.process($0) } }
    return out + trimmer.finish()
  }

  @Test func leadingAndTrailingSilenceKeepOnlyThePadding() {
    #expect(run([[0, 0, 0, 0, 500, 600, 0, 0, 0, 0]]) == [0, 0, 500, 600, 0, 0])
  }

  @Test func leadingAndTrailingPaddingDiffer() {
    #expect(run([[0, 0, 0, 0, 500, 600, 0, 0, 0, 0]], leading: 1, trailing: 3) == [0, 500, 600, 0, 0, 0])
    #expect(run([[0, 0], [0, 0], [500, 600, 0], [0, 0, 0]], leading: 0, trailing: 3) == [500, 600, 0, 0, 0])
  }

  @Test func silenceBetweenSoundsIsKept() {
    #expect(run([[500, 0, 0, 0, 0, 0, 600]]) == [500, 0, 0, 0, 0, 0, 600])
  }

  @Test func chunkBoundariesDoNotChangeTheResult() {
    let signal: [Int16] = [0, 0, 0, 1, 0, 900, 0, 0, 0, 0, 800, 0, 0, 0, 0, 0]
    let whole = run([signal])
    for split in 0...signal.count {
      #expect(run([Array(signal[..<split]), Array(signal[split...])]) == whole, "split at \(split)")
    }
    #expect(whole == [1, 0, 900, 0, 0, 0, 0, 800, 0, 0])
  }

  @Test func pureSilenceDeliversNothing() {
    #expect(run([[0, 0, 0], [0, 10, -10]]) == [])
  }
}
