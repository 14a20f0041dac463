import Utterances

/// A block of 16-bit mono PCM samples at `sampleRate` samples a second.
public struct AudioChunk: Sendable {
  /// The samples.
  public var samples: [Int16]
  /// Samples a second.
  public var sampleRate: Int

  /// Creates a chunk.
  public init(samples: [Int16], sampleRate: Int) {
    self.samples = samples
    self.sampleRate = sampleRate
  }
}

/// Where synthesised samples go: a device, a WAV file, or nowhere.
///
/// A sink is used from one thread at a time: the speaker's.
public protocol AudioSink: AnyObject {
  /// Takes samples to play or keep.
  func write(_ chunk: AudioChunk) throws(SpeechError)
  /// Marks the end of one utterance.
  func finishUtterance() throws(SpeechError)
  /// Drops whatever is queued and not yet heard.
  func flush()
  /// Finishes: drains a device, or writes a file.
  func close() throws(SpeechError)
  /// Silences at once what is playing and drops what is written until `resume()`. The one
  /// call that may come from any thread: the one reading keys, while the speaker's thread
  /// is in `write`, which then returns at once.
  func interrupt()
  /// Takes samples again after `interrupt()`.
  func resume()
  /// Why the sink can no longer play, when it already knows without writing (a sound
  /// server that went away while nothing was being said); `nil` while it seems able to.
  var failure: SpeechError? { get }
}

extension AudioSink {
  /// A sink that never blocks a write (a file, a test's memory) has nothing to interrupt:
  /// the speaker's `flush()` between utterances is enough.
  public func interrupt() {}
  public func resume() {}
  /// A file or a test's memory does not fail between writes.
  public var failure: SpeechError? { nil }
}

/// What one synthesis delivered.
public struct SynthesisReport: Hashable, Sendable {
  /// Samples handed to the sink, after silence trimming.
  public var samples: Int
  /// Samples a second.
  public var sampleRate: Int
  /// Words the synthesizer reported starting.
  public var words: Int
  /// Whether it was cut off before the end.
  public var cancelled: Bool

  /// Creates a report.
  public init(samples: Int, sampleRate: Int, words: Int, cancelled: Bool) {
    self.samples = samples
    self.sampleRate = sampleRate
    self.words = words
    self.cancelled = cancelled
  }

  /// How long the delivered audio lasts, in seconds.
  public var seconds: Double { sampleRate > 0 ? Double(samples) / Double(sampleRate) : 0 }
}

/// The voice and rate one synthesis is spoken with.
///
/// It travels with each request rather than living in the synthesizer, so that two callers
/// of the process's one espeak-ng (two speakers, two tests) never change each other's speech.
public struct VoiceSettings: Hashable, Sendable {
  /// A voice by name; `nil` follows each utterance's language.
  public var voice: String?
  /// Words a minute.
  public var rate: Int
  /// Pitch of normal speech, 0 to 100; a deletion is spoken lower in proportion.
  public var pitch: Int
  /// Volume, 0 to 200, 100 being normal.
  public var volume: Int

  /// Creates settings; the defaults follow the language at espeak-ng's default rate,
  /// pitch and volume.
  public init(voice: String? = nil, rate: Int = EspeakSynthesizer.defaultRate, pitch: Int = 50, volume: Int = 100) {
    self.voice = voice
    self.rate = rate
    self.pitch = pitch
    self.volume = volume
  }
}

/// Turns utterances into sound.
public protocol Synthesizer: AnyObject {
  /// Throws unless `settings` can be spoken (a known voice, a rate in range).
  func validate(_ settings: VoiceSettings) throws(SpeechError)
  /// Synthesises `utterance` with `settings` into `sink`, stopping early as soon as
  /// `isCancelled` says so.
  func synthesize(
    _ utterance: Utterance, settings: VoiceSettings, into sink: any AudioSink, isCancelled: () -> Bool
  ) throws(SpeechError) -> SynthesisReport
}

/// A sink that keeps nothing: what `--speech none` without `--wav` uses.
public final class NullSink: AudioSink {
  /// How many samples it was given, for tests and benchmarks.
  public private(set) var sampleCount = 0

  /// Creates a null sink.
  public init() {}

  public func write(_ chunk: AudioChunk) throws(SpeechError) { sampleCount += chunk.samples.count }
  public func finishUtterance() throws(SpeechError) {}
  public func flush() {}
  public func close() throws(SpeechError) {}
}

/// Sends the same samples to several sinks: the device and a WAV file, say.
public final class TeeSink: AudioSink {
  /// The sinks, in order.
  public let sinks: [any AudioSink]

  /// Creates a sink that writes to each of `sinks`.
  public init(_ sinks: [any AudioSink]) { self.sinks = sinks }

  public func write(_ chunk: AudioChunk) throws(SpeechError) { for sink in sinks { try sink.write(chunk) } }
  public func finishUtterance() throws(SpeechError) { for sink in sinks { try sink.finishUtterance() } }
  public func flush() { for sink in sinks { sink.flush() } }
  public func close() throws(SpeechError) { for sink in sinks { try sink.close() } }
  public func interrupt() { for sink in sinks { sink.interrupt() } }
  public func resume() { for sink in sinks { sink.resume() } }
  public var failure: SpeechError? { sinks.lazy.compactMap { $0.failure }.first }
}
