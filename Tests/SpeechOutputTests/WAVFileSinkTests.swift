import Foundation
import SpeechOutput
import Testing

@Suite struct WAVFileSinkTests {
  func temporaryPath() -> String {
    FileManager.default.temporaryDirectory.appendingPathComponent("otc-\(UUID().uuidString).wav").path
  }

  @Test func utterancesGoIntoOneFileWithAGapBetween() throws {
    let path = temporaryPath()
    defer { try? FileManager.default.removeItem(atPath: path) }
    let sink = try WAVFileSink(path: path, sampleRate: 22_050)
    try sink.write(AudioChunk(samples: [100, -100, 200], sampleRate: 22_050))
    try sink.finishUtterance()
    try sink.write(AudioChunk(samples: [300], sampleRate: 22_050))
    try sink.finishUtterance()
    try sink.close()
    let contents = try WAVFile.decode(Data(contentsOf: URL(fileURLWithPath: path)))
    let gap = 22_050 * WAVFileSink.gapMilliseconds / 1000
    #expect(contents.sampleRate == 22_050)
    #expect(contents.channels == 1)
    #expect(contents.bitsPerSample == 16)
    #expect(contents.samples == [100, -100, 200] + Array(repeating: 0, count: gap) + [300])
  }

  /// An utterance cut off by a newer one gets no gap: the cut is the pause.
  @Test func aCutOffUtteranceIsFollowedWithoutAGap() throws {
    let path = temporaryPath()
    defer { try? FileManager.default.removeItem(atPath: path) }
    let sink = try WAVFileSink(path: path, sampleRate: 16_000)
    try sink.write(AudioChunk(samples: [1, 2], sampleRate: 16_000))
    sink.flush()
    try sink.write(AudioChunk(samples: [3], sampleRate: 16_000))
    try sink.close()
    #expect(try WAVFile.decode(Data(contentsOf: URL(fileURLWithPath: path))).samples == [1, 2, 3])
  }

  @Test func aLongRunStreamsToTheFile() throws {
    let path = temporaryPath()
    defer { try? FileManager.default.removeItem(atPath: path) }
    let sink = try WAVFileSink(path: path, sampleRate: 16_000)
    for _ in 0..<100 { try sink.write(AudioChunk(samples: Array(repeating: 7, count: 1_000), sampleRate: 16_000)) }
    // Before close, the bytes are already on disk beyond the header.
    let size = try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int ?? 0
    #expect(size > 44 + 100_000)
    try sink.close()
    #expect(try WAVFile.decode(Data(contentsOf: URL(fileURLWithPath: path))).samples.count == 100_000)
  }

  @Test func aPipeGetsStreamingSizes() throws {
    let header = WAVFile.header(dataBytes: nil, sampleRate: 22_050)
    #expect(header.count == 44)
    #expect(Array(header[4..<8]) == [0xFF, 0xFF, 0xFF, 0xFF])
    #expect(Array(header[40..<44]) == [0xFF, 0xFF, 0xFF, 0xFF])
  }

  @Test func theHeaderIsTheStandardFortyFourBytes() {
    let data = WAVFile.encode(samples: [1, 2], sampleRate: 16_000)
    #expect(data.count == 48)
    #expect(Array(data[0..<4]) == Array("RIFF".utf8))
    #expect(Array(data[8..<16]) == Array("WAVEfmt ".utf8))
    #expect(Array(data[36..<40]) == Array("data".utf8))
    #expect(data[40] == 4)
  }

  @Test func anUnwritablePathFailsAtOnce() {
    #expect(throws: SpeechError.self) { try WAVFileSink(path: "/nonexistent/dir/out.wav", sampleRate: 22_050) }
  }

  @Test func whatIsNotAWavFileIsRefused() {
    #expect(throws: WAVFile.FormatError.self) { try WAVFile.decode(Data("hello".utf8)) }
  }
}
