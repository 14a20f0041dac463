import Announcer

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
public protocol AudioSink: AnyObject {
  /// Takes samples to play or keep. Returns `false` to ask the synthesizer to stop.
  func write(_ chunk: AudioChunk) throws -> Bool
  /// Marks the end of one utterance.
  func finishUtterance() throws
  /// Drops whatever is queued and not yet heard.
  func flush()
  /// Finishes: drains a device, or completes a file's header.
  func close() throws
}

/// Turns utterances into sound.
public protocol Synthesizer: AnyObject {
  /// Speaks `utterance` into `sink`; an interrupting utterance cuts off what is playing.
  func speak(_ utterance: Utterance, interrupting: Bool, into sink: any AudioSink) throws
}

/// A sink that keeps nothing: what `--speech none` without `--wav` uses.
public final class NullSink: AudioSink {
  /// How many samples it was given, for tests and benchmarks.
  public private(set) var sampleCount = 0

  /// Creates a null sink.
  public init() {}

  public func write(_ chunk: AudioChunk) throws -> Bool {
    sampleCount += chunk.samples.count
    return true
  }
  public func finishUtterance() throws {}
  public func flush() {}
  public func close() throws {}
}
