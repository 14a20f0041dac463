import Announcer
import Foundation
import OTCTestSupport
import SpeechOutput
import Testing

@Suite struct SpeakerTests {
  func utterance(_ text: String) -> Utterance { Utterance(event: "test", parts: [text], language: .english) }

  @Test func utterancesAreSpokenInOrderAndTheSinkClosed() throws {
    let synthesizer = FakeSynthesizer()
    let sink = RecordingSink()
    let speaker = Speaker(synthesizer: synthesizer, sink: sink)
    speaker.say(utterance("nine"))
    speaker.say(utterance("eight"))
    try speaker.finish()
    #expect(synthesizer.spokenTexts == ["Nine", "Eight"])
    #expect(sink.samples.count == 2 * synthesizer.samplesPerWord)
    #expect(sink.closed)
  }

  /// A keystroke's echo cuts off what is playing: the cut utterance delivers fewer samples.
  @Test func anInterruptingUtteranceCutsOffTheOneBeingSpoken() throws {
    let synthesizer = try EspeakSynthesizer.shared()
    try synthesizer.configure(voice: nil, rate: EspeakSynthesizer.defaultRate)
    let long = utterance("nine eight five three nine one, text field, double tap to edit")
    let complete = RecordingSink()
    _ = try synthesizer.synthesize(long, into: complete) { false }

    let sink = RecordingSink()
    let speaker = Speaker(synthesizer: synthesizer, sink: sink)
    let interrupted = Latch()
    sink.onWrite = { [speaker] in
      if interrupted.set() { speaker.say(Utterance(event: "inserted", parts: ["two"], language: .english), interrupting: true) }
    }
    speaker.say(long)
    try speaker.finish()
    let deliveries = speaker.deliveries
    #expect(deliveries.count == 2)
    #expect(deliveries[0].cancelled)
    #expect(deliveries[0].samples < complete.samples.count / 2)
    #expect(!deliveries[1].cancelled)
    #expect(sink.flushes >= 1)
  }

  @Test func interruptingDropsWhatIsQueued() throws {
    let synthesizer = FakeSynthesizer()
    let sink = RecordingSink()
    let speaker = Speaker(synthesizer: synthesizer, sink: sink)
    let gate = Latch()
    sink.onWrite = { [speaker] in
      if gate.set() {
        speaker.say(Utterance(event: "test", parts: ["queued"], language: .english))
        speaker.say(Utterance(event: "test", parts: ["newest"], language: .english), interrupting: true)
      }
    }
    speaker.say(utterance("one two three four five six seven eight"))
    try speaker.finish()
    #expect(synthesizer.spokenTexts == ["One two three four five six seven eight", "Newest"])
    #expect(speaker.deliveries.first?.cancelled == true)
  }
}

/// True the first time it is set, false after: a one-shot trigger across threads.
final class Latch: @unchecked Sendable {
  private let lock = NSLock()
  private var done = false
  func set() -> Bool { lock.withLock { defer { done = true }; return !done } }
}
