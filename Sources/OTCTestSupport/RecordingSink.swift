import Foundation
import SpeechOutput
import Utterances

/// A sink that keeps every sample in memory, by utterance, and behaves as a device does
/// under `interrupt()`: what is written after it is dropped until `resume()`.
public final class RecordingSink: AudioSink, @unchecked Sendable {
  private let lock = NSLock()
  private var kept: [Int16] = []
  private var discarding = false
  private var calls: [String] = []
  public private(set) var finishedUtterances = 0
  public private(set) var flushes = 0
  public private(set) var closed = false
  /// Called after each write, from the speaking thread.
  public var onWrite: (@Sendable () -> Void)?
  /// What the sink says when asked whether it can still play: set it to stand for a sound
  /// server that went away between writes.
  public var failure: SpeechError?

  public init() {}

  /// The samples kept: written while not interrupted.
  public var samples: [Int16] { lock.withLock { kept } }
  /// Every call but `write` in order ("interrupt", "resume", "flush", "finish"), and
  /// "write" or "dropped" for each write.
  public var log: [String] { lock.withLock { calls } }

  public func write(_ chunk: AudioChunk) throws(SpeechError) {
    lock.withLock {
      calls.append(discarding ? "dropped" : "write")
      if !discarding { kept.append(contentsOf: chunk.samples) }
    }
    onWrite?()
  }
  public func finishUtterance() throws(SpeechError) {
    lock.withLock {
      finishedUtterances += 1
      calls.append("finish")
    }
  }
  public func flush() {
    lock.withLock {
      flushes += 1
      calls.append("flush")
    }
  }
  public func close() throws(SpeechError) { lock.withLock { closed = true } }
  public func interrupt() {
    lock.withLock {
      discarding = true
      calls.append("interrupt")
    }
  }
  public func resume() {
    lock.withLock {
      discarding = false
      calls.append("resume")
    }
  }
}

extension SignalAnalysis {
  /// How many samples of `text`, said whole in `language` by the process's espeak-ng at
  /// `rate`, sound: the length of the words a test expects to hear at a sink.
  public static func soundingLength(
    of text: String, rate: Int = EspeakSynthesizer.defaultRate, language: Language = .english
  ) throws -> Int {
    soundingSamples(try samples(of: text, rate: rate, language: language))
  }

  /// How many samples lie between the first and the last that sound when espeak-ng says
  /// `text`: the utterance's own length from its first sound to its last, which a sink that
  /// loses its start, or pauses in it, changes.
  public static func soundingSpan(
    of text: String, rate: Int = EspeakSynthesizer.defaultRate, language: Language = .english
  ) throws -> Int {
    soundingSpan(try samples(of: text, rate: rate, language: language))
  }

  /// How many samples lie between the first and the last that sound in `samples`, both
  /// counted; 0 when none sounds.
  public static func soundingSpan(_ samples: [Int16]) -> Int {
    let sounds = { (sample: Int16) in abs(Int32(sample)) > Int32(silence) }
    guard let first = samples.firstIndex(where: sounds), let last = samples.lastIndex(where: sounds) else { return 0 }
    return last - first + 1
  }

  private static func samples(of text: String, rate: Int, language: Language) throws -> [Int16] {
    let sink = RecordingSink()
    let utterance = Utterance(event: "test", parts: [text], language: language)
    _ = try EspeakSynthesizer.shared().synthesize(utterance, settings: VoiceSettings(rate: rate), into: sink) { false }
    return sink.samples
  }
}
