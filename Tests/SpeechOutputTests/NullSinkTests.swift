import SpeechOutput
import Testing

@Suite struct NullSinkTests {
  @Test func countsWhatItIsGivenAndKeepsNothing() throws {
    let sink = NullSink()
    #expect(try sink.write(AudioChunk(samples: [1, 2, 3], sampleRate: 22050)))
    #expect(try sink.write(AudioChunk(samples: [4], sampleRate: 22050)))
    #expect(sink.sampleCount == 4)
  }
}
