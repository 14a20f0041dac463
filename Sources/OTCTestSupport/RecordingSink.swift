import SpeechOutput

/// A sink that keeps every sample in memory, by utterance.
public final class RecordingSink: AudioSink, @unchecked Sendable {
  public private(set) var samples: [Int16] = []
  public private(set) var finishedUtterances = 0
  public private(set) var flushes = 0
  public private(set) var closed = false
  /// Called after each write, from the speaking thread.
  public var onWrite: (@Sendable () -> Void)?

  public init() {}

  public func write(_ chunk: AudioChunk) throws {
    samples.append(contentsOf: chunk.samples)
    onWrite?()
  }
  public func finishUtterance() throws { finishedUtterances += 1 }
  public func flush() { flushes += 1 }
  public func close() throws { closed = true }
}
