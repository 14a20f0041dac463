import Basics
import CSystem
import Utterances
import Wording

/// The one place speech is produced: a queue of utterances spoken in order on its own
/// thread, so typing never waits for the voice.
///
/// An interrupting utterance (a keystroke's echo) drops everything queued, aborts the
/// synthesis under way from inside its callback, and flushes the sink, so the newest key is
/// heard at once and speech never talks over itself.
public final class Speaker: SpeechPort, @unchecked Sendable {
  private struct Request {
    var utterance: Utterance
    var settings: VoiceSettings
    var interrupting: Bool
    var generation: Int
  }

  private let synthesizer: any Synthesizer
  private let sink: any AudioSink
  private let condition = Condition()
  private var settings: VoiceSettings
  private var queue: [Request] = []
  private var generation = 0
  private var speaking = false
  /// The utterance being synthesised now, if any.
  private var current: Request?
  private var stopped = false
  private var failure: SpeechError?
  private var reports: [SynthesisReport] = []
  /// Whether the speech thread still runs.
  private var working = true

  /// Starts a speaker that synthesises with `synthesizer` and `settings` into `sink`.
  public init(synthesizer: any Synthesizer, sink: any AudioSink, settings: VoiceSettings = VoiceSettings()) {
    self.synthesizer = synthesizer
    self.sink = sink
    self.settings = settings
    // The thread holds its speaker: a speaker dropped without `finish()` (a command that
    // exits early) must never leave the thread reading a freed object.
    guard detachThread(named: "otc speech", { self.run() }) else {
      // No thread (the process is at its limit): nothing will be said, and finish() says why.
      working = false
      stopped = true
      failure = .audioDevice(Message(.noSpeakingThread))
      return
    }
  }

  /// Speaks what is queued from now on with `voice` and `rate`, keeping the pitch and
  /// volume. All or nothing: an unknown voice or a rate out of range throws and leaves the
  /// speaker's settings as they were.
  public func configure(voice: String?, rate: Int) throws(SpeechError) {
    var candidate = currentSettings
    candidate.voice = voice
    candidate.rate = rate
    try synthesizer.validate(candidate)
    condition.withLock { settings = candidate }
  }

  /// The settings that the next queued utterance will be spoken with.
  public var currentSettings: VoiceSettings { condition.withLock { settings } }

  /// Queues `utterance`; with `interrupting`, first silences whatever is queued or playing.
  public func say(_ utterance: Utterance, interrupting: Bool = false) {
    condition.withLock {
      guard !stopped else { return }
      if interrupting {
        dropQueued()
        sink.interrupt()
      }
      queue.append(
        Request(utterance: utterance, settings: settings, interrupting: interrupting, generation: generation))
      condition.broadcast()
    }
  }

  /// Drops what is queued and cuts off what is being spoken.
  public func cancel() {
    condition.withLock {
      dropQueued()
      sink.interrupt()
      condition.broadcast()
    }
  }

  /// Drops what is queued and marks what is being synthesised as cut off. Called with the
  /// condition's lock held.
  private func dropQueued() {
    generation += 1
    queue.removeAll()
  }

  /// Whether nothing is queued or being spoken now.
  public var isIdle: Bool { condition.withLock { queue.isEmpty && !speaking } }

  /// Waits until everything queued has been synthesised into the sink.
  public func waitUntilDone() {
    condition.withLock {
      while !queue.isEmpty || speaking { condition.wait() }
    }
  }

  /// Stops at once: what is queued is dropped, the synthesis under way is cut off and the
  /// sink flushed. Returns the utterance that was being spoken and those queued behind it,
  /// whole, for a tail to say from their start; the speaker says nothing more. A failure
  /// comes first: one speech met, or else one the sink already knows of (a sound server
  /// that died while the last keys came too fast for their echo to be written).
  public func handOff() -> [SpeechHandOff] {
    condition.withLock {
      let left = (current.map { [$0] } ?? []) + queue
      stopped = true
      dropQueued()
      sink.interrupt()
      condition.broadcast()
      let error = failure ?? sink.failure
      let failed = error.map { [SpeechHandOff.failed($0)] } ?? []
      guard let first = left.first else { return failed }
      return failed + [.speak(SpeechTail.Request(utterances: left.map { $0.utterance }, settings: first.settings))]
    }
  }

  /// What each finished or cut-off synthesis delivered, in order.
  public var deliveries: [SynthesisReport] { condition.withLock { reports } }

  /// Speaks what is queued, stops the thread and closes the sink (a device drains).
  /// Throws the first error speech met, so the caller can tell the user once.
  public func finish() throws(SpeechError) {
    waitUntilDone()
    condition.withLock {
      stopped = true
      condition.broadcast()
    }
    let failure: SpeechError? = condition.withLock {
      while working { condition.wait() }
      return self.failure
    }
    if let failure { throw failure }
    try sink.close()
  }

  private func run() {
    while true {
      let request: Request? = condition.withLock {
        while queue.isEmpty && !stopped { condition.wait() }
        guard !queue.isEmpty else { return nil }
        speaking = true
        // Under the lock that `say` interrupts with, so an interrupt for a newer key can
        // never be undone by this older request's resume.
        sink.resume()
        current = queue.removeFirst()
        return current
      }
      guard let request else { break }
      if request.interrupting { sink.flush() }
      do {
        let report = try synthesizer.synthesize(request.utterance, settings: request.settings, into: sink) { [self] in
          condition.withLock { generation != request.generation }
        }
        if report.cancelled { sink.flush() }
        condition.withLock { reports.append(report) }
      } catch {
        condition.withLock {
          if failure == nil { failure = error }
          // Speech failed: drop the rest rather than fail again for each utterance.
          stopped = true
          queue.removeAll()
        }
      }
      condition.withLock {
        speaking = false
        current = nil
        condition.broadcast()
      }
    }
    condition.withLock {
      working = false
      condition.broadcast()
    }
  }
}
