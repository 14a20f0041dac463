import Announcer
import Foundation
import SpeechOutput

/// A synthesizer that records what it was asked to say and writes a fixed number of
/// silent-free samples per word, so tests can count deliveries without espeak-ng.
public final class FakeSynthesizer: Synthesizer, @unchecked Sendable {
  private let lock = NSLock()
  private var recorded: [Utterance] = []

  /// Samples a second of the fake audio.
  public let sampleRate = 16_000
  /// Samples written per word.
  public let samplesPerWord = 1_600

  /// Creates a fake synthesizer.
  public init() {}

  /// Every utterance it was asked to speak, in order.
  public var utterances: [Utterance] { lock.withLock { recorded } }

  /// The texts it was asked to speak.
  public var spokenTexts: [String] { utterances.map(\.text) }

  /// The settings of each synthesis, in order.
  public var settings: [VoiceSettings] { lock.withLock { recordedSettings } }
  private var recordedSettings: [VoiceSettings] = []

  /// Refuses only a voice called "no-such-voice", as espeak-ng would.
  public func validate(_ settings: VoiceSettings) throws(SpeechError) {
    if settings.voice == "no-such-voice" { throw SpeechError.voiceNotFound("no-such-voice") }
  }

  public func synthesize(
    _ utterance: Utterance, settings: VoiceSettings, into sink: any AudioSink, isCancelled: () -> Bool
  ) throws(SpeechError) -> SynthesisReport {
    lock.withLock {
      recorded.append(utterance)
      recordedSettings.append(settings)
    }
    let words = utterance.text.split(separator: " ").count
    var delivered = 0
    for _ in 0..<words {
      if isCancelled() {
        return SynthesisReport(samples: delivered, sampleRate: sampleRate, words: words, cancelled: true)
      }
      try sink.write(AudioChunk(samples: Array(repeating: 1000, count: samplesPerWord), sampleRate: sampleRate))
      delivered += samplesPerWord
    }
    try sink.finishUtterance()
    return SynthesisReport(samples: delivered, sampleRate: sampleRate, words: words, cancelled: false)
  }
}
