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
    let long = utterance("nine eight five three nine one, text field, double tap to edit")
    let complete = RecordingSink()
    _ = try synthesizer.synthesize(long, settings: VoiceSettings(), into: complete) { false }

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

  /// The sink hears of an interrupt at once, from the caller's thread, and nothing the cut
  /// utterance writes afterwards is kept; the next utterance resumes it before it is spoken.
  @Test func anInterruptReachesTheSinkBeforeTheNewEcho() throws {
    let synthesizer = try EspeakSynthesizer.shared()
    let sink = RecordingSink()
    let speaker = Speaker(synthesizer: synthesizer, sink: sink)
    let interrupted = Latch()
    sink.onWrite = { [speaker] in
      if interrupted.set() { speaker.say(Utterance(event: "inserted", parts: ["two"], language: .english), interrupting: true) }
    }
    speaker.say(utterance("one two three four five six seven eight nine ten"))
    try speaker.finish()
    let log = sink.log
    let interrupt = try #require(log.firstIndex(of: "interrupt"))
    let resume = try #require(log[interrupt...].firstIndex(of: "resume"))
    #expect(log[..<interrupt].filter { $0 == "write" }.count == 1, "one chunk of the old sentence, then the key")
    #expect(!log[interrupt..<resume].contains("write"), "nothing of the old sentence is kept after the key")
    #expect(log[resume...].contains("write"), "the new echo is played")
    #expect(log.first == "resume")
  }

  @Test func cancellingInterruptsTheSinkAndTheNextUtteranceIsHeard() throws {
    let synthesizer = FakeSynthesizer()
    let sink = RecordingSink()
    let speaker = Speaker(synthesizer: synthesizer, sink: sink)
    speaker.cancel()
    speaker.say(utterance("nine"))
    try speaker.finish()
    #expect(sink.log.prefix(2) == ["interrupt", "resume"])
    #expect(sink.samples.count == synthesizer.samplesPerWord)
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

extension SpeakerTests {
  /// Configuration is all or nothing: an unknown voice throws and the speaker goes on with
  /// its previous voice and rate, heard in the samples.
  @Test func configuringAnUnknownVoiceChangesNothing() throws {
    let synthesizer = try EspeakSynthesizer.shared()
    let text = utterance("nine eight five three nine one")
    func spoken(by speaker: Speaker) throws -> [Int16] {
      let sink = RecordingSink()
      let probe = Speaker(synthesizer: synthesizer, sink: sink, settings: speaker.currentSettings)
      probe.say(text)
      try probe.finish()
      return sink.samples
    }
    let sink = RecordingSink()
    let speaker = Speaker(synthesizer: synthesizer, sink: sink)
    try speaker.configure(voice: "gmw/en", rate: 300)
    let before = try spoken(by: speaker)

    #expect(throws: SpeechError.voiceNotFound("no-such-voice")) {
      try speaker.configure(voice: "no-such-voice", rate: 120)
    }
    #expect(throws: SpeechError.rateOutOfRange(20)) { try speaker.configure(voice: nil, rate: 20) }
    #expect(speaker.currentSettings == VoiceSettings(voice: "gmw/en", rate: 300))

    speaker.say(text)
    try speaker.finish()
    // The same voice and rate as before: the same length within 3% (espeak-ng's samples
    // are not bit-for-bit repeatable across voice switches).
    #expect(abs(sink.samples.count - before.count) * 100 <= before.count * 3, "\(sink.samples.count) against \(before.count)")
    let plain = RecordingSink()
    _ = try synthesizer.synthesize(text, settings: VoiceSettings(), into: plain) { false }
    #expect(sink.samples.count < plain.samples.count * 3 / 4, "still at 300 words a minute")
  }

  /// Changing the voice and rate keeps the pitch and volume the speaker was made with.
  @Test func configuringKeepsPitchAndVolume() throws {
    let speaker = Speaker(synthesizer: FakeSynthesizer(), sink: RecordingSink(), settings: VoiceSettings(pitch: 70, volume: 40))
    try speaker.configure(voice: "gmw/en", rate: 300)
    #expect(speaker.currentSettings == VoiceSettings(voice: "gmw/en", rate: 300, pitch: 70, volume: 40))
    try speaker.finish()
  }

  @Test func settingsReachTheSynthesizerWithEachUtterance() throws {
    let synthesizer = FakeSynthesizer()
    let speaker = Speaker(synthesizer: synthesizer, sink: RecordingSink())
    speaker.say(utterance("nine"))
    speaker.waitUntilDone()
    try speaker.configure(voice: "gmw/en", rate: 300)
    speaker.say(utterance("eight"))
    #expect(throws: SpeechError.voiceNotFound("no-such-voice")) { try speaker.configure(voice: "no-such-voice", rate: 90) }
    speaker.say(utterance("five"))
    try speaker.finish()
    #expect(
      synthesizer.settings == [
        VoiceSettings(), VoiceSettings(voice: "gmw/en", rate: 300), VoiceSettings(voice: "gmw/en", rate: 300),
      ])
  }
}

/// True the first time it is set, false after: a one-shot trigger across threads.
final class Latch: @unchecked Sendable {
  private let lock = NSLock()
  private var done = false
  func set() -> Bool {
    lock.withLock {
      defer { done = true }; return !done
    }
  }
}
