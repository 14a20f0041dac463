import CPulse
import CSystem
import Wording

/// Plays samples through PulseAudio's asynchronous API with a small buffer, built so that a
/// key typed over speech is heard at once.
///
/// - The stream asks the server for `targetLatency` of buffering (15 ms: the least that
///   gave no underflow in 450 spoken sentences, BENCHMARKS.md); pcaudiolib's stream holds
///   about 35. An interrupt flushes it, so the old speech stops within the sink's own latency.
/// - A write waits for room in that buffer on PulseAudio's own condition, which
///   `interrupt()` also wakes: the speech thread never sits in a write while a newer key
///   waits. An interrupt flushes the server's buffer and drops the rest of the write.
/// - When an utterance has been written and nothing has followed for `corkAfter` seconds
///   (5), the stream is corked, so a real sound card can be suspended. Not sooner: uncorking
///   costs the next key about 2 ms (measured in BENCHMARKS.md), and a typist's keys come
///   closer together than that. Idle, corked or not, the stream costs no CPU: the server
///   asks for nothing, and timing updates are requested only while speaking.
/// - The first sound after a pause is heard whole. An utterance's end is not drained (only
///   `close()` drains): PipeWire's PulseAudio server ends a drain by taking a whole cycle
///   from the buffer, however little was left in it, and puts the next samples written
///   behind what it reads, so the next utterance lost up to a cycle of its start (40 ms of
///   "seven" at the 2048 frames a desktop's PipeWire often runs at). And the first write of
///   an utterance after a flush, or after the stream was corked, flushes once more: a flush
///   that met the server's reading thread mid-cycle leaves the same gap, which the second
///   one closes before anything new is written.
///
/// The stream's role is `a11y`, as screen readers' streams are, so a desktop's policy can
/// treat it as speech (not ducking it under music, say).
public final class PulseSink: AudioSink, @unchecked Sendable {
  /// How much audio the server is asked to hold ahead of the speaker.
  public static let targetLatency = 0.015
  /// Below this the server starts playing a written utterance; a little more than one
  /// millisecond, so the first samples of an echo start it without waiting for a second write.
  static let startLatency = 0.002

  private let mainloop: OpaquePointer
  private let context: OpaquePointer
  private var stream: OpaquePointer?
  private let sampleRate: Int
  // Guarded by the mainloop's lock, as are the callbacks that read and change them.
  private var discarding = false
  private var corked = true
  private var inUtterance = false
  private var drainCount = 0
  /// When the last utterance's padding was written; nil while one is being written.
  private var endedAt: pa_usec_t?
  private var flushCount = 0
  private var writesAtFlush = 0
  private var writes = 0
  private var underflowCount = 0
  private var stallCount = 0
  private var wakeTimer: OpaquePointer?
  private var latencies: [Double] = []
  private var closed = false
  private var corkTimer: OpaquePointer?
  /// Seconds of silence after which the stream is corked.
  public let corkAfter: Double

  /// Connects to the PulseAudio server named by `server` (the default, `nil`, follows
  /// `PULSE_SERVER` and the user's client.conf, as every PulseAudio client does) and opens a
  /// corked playback stream of 16-bit mono at `sampleRate`. Never starts a server.
  public init(sampleRate: Int, server: String? = nil, corkAfter: Double = 5) throws(SpeechError) {
    self.sampleRate = sampleRate
    self.corkAfter = corkAfter
    // libpulse is loaded, not linked: without it (the initramfs) there is no server to reach.
    guard otc_pulse_load() == 1 else {
      throw SpeechError.noAudioDevice(
        Message(
          .pulseReason, otc_pulse_load_error().map { .text(String(cString: $0)) } ?? .message(Message(.pulseNotLoaded))))
    }
    guard let mainloop = pa_threaded_mainloop_new() else {
      throw SpeechError.noAudioDevice(Message(.pulseReason, .message(Message(.outOfMemory))))
    }
    self.mainloop = mainloop
    let properties = pa_proplist_new()
    pa_proplist_sets(properties, PA_PROP_APPLICATION_NAME, "otc")
    pa_proplist_sets(properties, PA_PROP_MEDIA_ROLE, "a11y")
    guard let context = pa_context_new_with_proplist(pa_threaded_mainloop_get_api(mainloop), "otc", properties) else {
      pa_proplist_free(properties)
      pa_threaded_mainloop_free(mainloop)
      throw SpeechError.noAudioDevice(Message(.pulseReason, .message(Message(.outOfMemory))))
    }
    pa_proplist_free(properties)
    self.context = context
    let me = Unmanaged.passUnretained(self).toOpaque()
    pa_context_set_state_callback(context, { _, me in PulseSink.signal(me) }, me)
    pa_threaded_mainloop_lock(mainloop)
    do throws(SpeechError) {
      guard pa_context_connect(context, server, PA_CONTEXT_NOAUTOSPAWN, nil) >= 0, pa_threaded_mainloop_start(mainloop) >= 0
      else { throw failure(.pulseCannotConnect) }
      while true {
        let state = pa_context_get_state(context)
        if state == PA_CONTEXT_READY { break }
        if PA_CONTEXT_IS_GOOD(state) == 0 { throw failure(.pulseCannotConnect) }
        pa_threaded_mainloop_wait(mainloop)
      }
      try openStream(me)
      pa_threaded_mainloop_unlock(mainloop)
    } catch {
      pa_threaded_mainloop_unlock(mainloop)
      tearDown()
      throw error
    }
  }

  /// Opens the sink on a thread of its own and waits at most `deadline` seconds, as
  /// `DeviceSink.open` does: a server that accepts and never answers costs seconds, not minutes.
  public static func open(sampleRate: Int, server: String? = nil, deadline: Double = DeviceSink.openDeadline) throws(SpeechError)
    -> PulseSink
  {
    let result = Deadline.run(seconds: deadline, named: "otc PulseAudio", late: { try? $0.close() }) {
      Result { () throws(SpeechError) in try PulseSink(sampleRate: sampleRate, server: server) }
    }
    guard let result else { throw Deadline.noAnswer(within: deadline) }
    return try result.get()
  }

  /// Creates and connects the stream. Called with the mainloop's lock held.
  private func openStream(_ me: UnsafeMutableRawPointer) throws(SpeechError) {
    var spec = pa_sample_spec(format: PA_SAMPLE_S16LE, rate: UInt32(sampleRate), channels: 1)
    guard let stream = pa_stream_new(context, "One-time code speech", &spec, nil) else { throw failure(.pulseCannotMakeStream) }
    self.stream = stream
    pa_stream_set_state_callback(stream, { _, me in PulseSink.signal(me) }, me)
    pa_stream_set_write_callback(stream, { _, _, me in PulseSink.signal(me) }, me)
    pa_stream_set_underflow_callback(
      stream,
      { _, me in
        let sink = PulseSink.sink(me)
        if sink.inUtterance { sink.underflowCount += 1 }
      }, me)
    let microseconds = { (seconds: Double) in pa_usec_t(seconds * 1_000_000) }
    let target = UInt32(pa_usec_to_bytes(microseconds(Self.targetLatency), &spec))
    var attributes = pa_buffer_attr(
      maxlength: UInt32.max, tlength: target, prebuf: UInt32(pa_usec_to_bytes(microseconds(Self.startLatency), &spec)),
      minreq: target / 4, fragsize: UInt32.max)
    // No automatic timing updates: they would wake the server and this process while idle.
    let flags = pa_stream_flags_t(
      PA_STREAM_START_CORKED.rawValue | PA_STREAM_ADJUST_LATENCY.rawValue | PA_STREAM_INTERPOLATE_TIMING.rawValue)
    guard pa_stream_connect_playback(stream, nil, &attributes, flags, nil, nil) >= 0 else {
      throw failure(.pulseCannotOpenStream)
    }
    while true {
      let state = pa_stream_get_state(stream)
      if state == PA_STREAM_READY { break }
      if PA_STREAM_IS_GOOD(state) == 0 { throw failure(.pulseCannotOpenStream) }
      pa_threaded_mainloop_wait(mainloop)
    }
  }

  deinit {
    tearDown()
    pa_context_unref(context)
    pa_threaded_mainloop_free(mainloop)
  }

  /// Writes `chunk`, waiting for room in the server's small buffer; returns at once, with
  /// the rest dropped, when `interrupt()` is called meanwhile or was called since `resume()`.
  public func write(_ chunk: AudioChunk) throws(SpeechError) {
    try locked { () throws(SpeechError) in
      guard let stream, !discarding else { return }
      cancelCorkTimer()
      if !inUtterance {
        // An utterance's first samples go where the server reads next. After a flush (a
        // key's interrupt, which may have met the server mid-cycle), a cork, or once the
        // last utterance and its padding have surely played, the server's buffer is
        // flushed (again) before they are written: only silence can be left in it.
        let settled = endedAt.map { pa_rtclock_now() - $0 >= pa_usec_t(Self.settleTime * 1_000_000) } ?? true
        if corked || writes == writesAtFlush || settled { sendFlush(stream) }
        if corked {
          release(pa_stream_cork(stream, 0, nil, nil))
          corked = false
        }
        release(pa_stream_update_timing_info(stream, nil, nil))
      }
      inUtterance = true
      endedAt = nil
      try put(chunk.samples, into: stream)
    }
  }

  /// Writes `samples` (16-bit samples, or silence's bytes) as `put(_:into:)` writes bytes.
  /// The standard library's withUnsafeBytes throws untyped errors: the error travels out of
  /// it as a Result.
  private func put<Sample>(_ samples: [Sample], into stream: OpaquePointer) throws(SpeechError) {
    try samples.withUnsafeBytes { bytes in Result { () throws(SpeechError) in try put(bytes, into: stream) } }.get()
  }

  /// Writes `bytes` as room comes, until all are written or `interrupt()` is called. Called
  /// with the mainloop's lock held.
  private func put(_ bytes: UnsafeRawBufferPointer, into stream: OpaquePointer) throws(SpeechError) {
    guard let base = bytes.baseAddress else { return }
    writes += 1
    var offset = 0
    var waitingSince: pa_usec_t?
    var kicks = 0
    while offset < bytes.count && !discarding {
      guard pa_stream_get_state(stream) == PA_STREAM_READY else { throw broken(.pulseStreamStopped) }
      let room = pa_stream_writable_size(stream)
      guard room >= 0 else { throw broken(.pulseStreamStopped) }
      if room == 0 {
        // The server frees room within the buffer's 15 ms while it plays. One that takes
        // nothing for a second is asked to play what it holds (a trigger: a fresh stream's
        // first write has been seen to wait 2 s on PulseAudio), then to drop it (a flush:
        // PipeWire 0.3.65 once stopped asking for samples in a burst of sentences, when
        // each was drained); after a third second the stream is broken, said once, rather
        // than waited on for ever.
        let now = pa_rtclock_now()
        let since = waitingSince ?? now
        waitingSince = since
        if now - since >= pa_usec_t(Self.stallLimit * 1_000_000) {
          kicks += 1
          waitingSince = now
          switch kicks {
          case 1:
            stallCount += 1
            release(pa_stream_trigger(stream, nil, nil))
          case 2:
            sendFlush(stream)
          default:
            throw broken(.pulseStoppedTaking)
          }
        }
        waitWithWake(seconds: 0.25)
        continue
      }
      waitingSince = nil
      let count = min(room, bytes.count - offset)
      guard pa_stream_write(stream, base + offset, count, nil, 0, PA_SEEK_RELATIVE) >= 0 else {
        throw broken(.pulseWriteFailed)
      }
      offset += count
      noteLatency(stream)
    }
  }

  /// Ends the utterance with a cycle of silence, so that its last words are played (see the
  /// type's summary), and corks the stream `corkAfter` seconds later if nothing has followed.
  public func finishUtterance() throws(SpeechError) {
    try locked { () throws(SpeechError) in
      let spoke = inUtterance
      inUtterance = false
      if spoke, let stream, !discarding {
        let silence = [UInt8](repeating: 0, count: paddingBytes(stream))
        try put(silence, into: stream)
      }
      if spoke { endedAt = pa_rtclock_now() }
      setCorkTimer()
    }
  }

  /// A server cycle's worth of bytes, at least the stream's own buffer and at most `maxPadding`:
  /// what the server must hold before it plays a cycle. Called with the mainloop's lock held.
  private func paddingBytes(_ stream: OpaquePointer) -> Int {
    var spec = pa_sample_spec(format: PA_SAMPLE_S16LE, rate: UInt32(sampleRate), channels: 1)
    let bytes = { (seconds: Double) in Int(pa_usec_to_bytes(pa_usec_t(seconds * 1_000_000), &spec)) }
    let cycle = pa_stream_get_buffer_attr(stream).map { Int(max($0.pointee.minreq, $0.pointee.tlength)) } ?? 0
    return min(max(cycle, bytes(Self.targetLatency)), bytes(Self.maxPadding))
  }

  /// Silences at once what is playing: flushes the server's buffer and drops every sample
  /// written until `resume()`. Called from any thread, typically the one reading keys.
  public func interrupt() {
    locked {
      discarding = true
      inUtterance = false
      flushIfWritten()
      pa_threaded_mainloop_signal(mainloop, 0)
    }
  }

  /// Takes samples again after `interrupt()`.
  public func resume() {
    locked { discarding = false }
  }

  /// Drops whatever the server holds that has not yet sounded.
  public func flush() {
    locked { flushIfWritten() }
  }

  /// Flushes the stream unless nothing was written since the last flush. A key's interrupt
  /// already flushed, so the speaker's flush before the new echo (and after the cut-off
  /// synthesis) sends nothing more to the server ahead of the echo's first samples.
  /// Called with the mainloop's lock held.
  private func flushIfWritten() {
    guard let stream, !closed, writes != writesAtFlush else { return }
    sendFlush(stream)
  }

  /// Drops what the server holds. Called with the mainloop's lock held.
  private func sendFlush(_ stream: OpaquePointer) {
    writesAtFlush = writes
    flushCount += 1
    release(pa_stream_flush(stream, nil, nil))
  }

  /// Plays what is left, then closes the stream and the connection: the one drain this
  /// sink sends, none when nothing was written since the last flush or the stream is corked.
  public func close() throws(SpeechError) {
    let drained: Bool = locked {
      guard let stream, !closed, !discarding, !corked, writes != writesAtFlush else { return true }
      // What is left is the server's 15 ms buffer: a server that has not played it within
      // `drainLimit` (stalled, or its sink suspended) is given up, rather than waited on for ever.
      let deadline = pa_rtclock_now() + pa_usec_t(Self.drainLimit * 1_000_000)
      drainCount += 1
      guard
        let operation = pa_stream_drain(stream, { _, _, me in PulseSink.signal(me) }, Unmanaged.passUnretained(self).toOpaque())
      else { return false }
      defer { pa_operation_unref(operation) }
      while pa_operation_get_state(operation) == PA_OPERATION_RUNNING && PA_STREAM_IS_GOOD(pa_stream_get_state(stream)) != 0 {
        guard pa_rtclock_now() < deadline else {
          pa_operation_cancel(operation)
          return false
        }
        waitWithWake(seconds: 0.25)
      }
      return pa_operation_get_state(operation) == PA_OPERATION_DONE
    }
    tearDown()
    if !drained { throw SpeechError.audioDevice(Message(.pulseStoppedBeforeEnd)) }
  }

  /// Why the stream can no longer play: the server closed the connection or the stream
  /// (it stopped, or the sink went away), noticed by PulseAudio's own thread even while
  /// nothing was being written. `nil` while both are good.
  public var failure: SpeechError? {
    locked {
      guard !closed else { return nil }
      guard PA_CONTEXT_IS_GOOD(pa_context_get_state(context)) != 0 else { return broken(.pulseServerGone) }
      if let stream, PA_STREAM_IS_GOOD(pa_stream_get_state(stream)) == 0 { return broken(.pulseStreamStopped) }
      return nil
    }
  }

  /// How many times the server ran out of samples while an utterance was being written:
  /// a gap the listener hears in the middle of words.
  public var underflows: Int { locked { underflowCount } }
  /// How often the server took no samples for a second, and was asked to play (then, if
  /// that did not help, to drop what it held).
  public var stalls: Int { locked { stallCount } }

  /// The latency PulseAudio reported for this stream after each write while speaking, in
  /// seconds: what is buffered at the server plus what the sink adds.
  public var reportedLatencies: [Double] { locked { latencies } }

  /// Whether the stream is corked now: nothing written is waiting to be played.
  public var isCorked: Bool { locked { corked } }

  /// How many drains were sent: at most one, `close()`'s.
  public var drains: Int { locked { drainCount } }

  /// How many flushes were sent: a key's interrupt, and an utterance's first write after one
  /// or after a cork.
  public var flushes: Int { locked { flushCount } }

  /// Corks the stream `corkAfter` seconds from now unless something is written before.
  /// Called with the mainloop's lock held.
  private func setCorkTimer() {
    cancelCorkTimer()
    let me = Unmanaged.passUnretained(self).toOpaque()
    corkTimer = pa_context_rttime_new(
      context, pa_rtclock_now() + pa_usec_t(corkAfter * 1_000_000),
      { _, _, _, me in
        let sink = PulseSink.sink(me)
        sink.cancelCorkTimer()
        guard !sink.inUtterance, !sink.corked, !sink.closed, let stream = sink.stream else { return }
        sink.release(pa_stream_cork(stream, 1, nil, nil))
        sink.corked = true
      }, me)
  }

  /// After this long since an utterance ended, the server has played it and its padding.
  static let settleTime = 0.25
  /// The most silence written after an utterance: 8192 frames at 48 kHz, PipeWire's
  /// largest cycle.
  static let maxPadding = 0.171
  /// How long a write waits for room before the stream counts as stalled.
  static let stallLimit = 1.0
  /// How long closing waits for the server to play what it still holds.
  static let drainLimit = 2.0

  /// Waits on the mainloop's condition, woken by the server or after `seconds`. Called with
  /// the mainloop's lock held.
  private func waitWithWake(seconds: Double) {
    let me = Unmanaged.passUnretained(self).toOpaque()
    wakeTimer = pa_context_rttime_new(
      context, pa_rtclock_now() + pa_usec_t(seconds * 1_000_000),
      { _, _, _, me in
        let sink = PulseSink.sink(me)
        sink.cancelWakeTimer()
        pa_threaded_mainloop_signal(sink.mainloop, 0)
      }, me)
    pa_threaded_mainloop_wait(mainloop)
    cancelWakeTimer()
  }

  /// Called with the mainloop's lock held.
  private func cancelWakeTimer() {
    guard let timer = wakeTimer else { return }
    wakeTimer = nil
    pa_threaded_mainloop_get_api(mainloop).pointee.time_free(timer)
  }

  /// Called with the mainloop's lock held.
  private func cancelCorkTimer() {
    guard let timer = corkTimer else { return }
    corkTimer = nil
    pa_threaded_mainloop_get_api(mainloop).pointee.time_free(timer)
  }

  private func noteLatency(_ stream: OpaquePointer) {
    var latency: pa_usec_t = 0
    var negative: Int32 = 0
    if latencies.count < 100_000, pa_stream_get_latency(stream, &latency, &negative) == 0, negative == 0 {
      latencies.append(Double(latency) / 1_000_000)
    }
  }

  /// Disconnects the stream and the connection and stops the mainloop's thread; once. The
  /// loop itself (and with it the lock every call takes) lives until `deinit`, so a late
  /// `interrupt()` from another thread finds a closed sink, never freed memory.
  private func tearDown() {
    let first: Bool = locked {
      guard !closed else { return false }
      closed = true
      cancelCorkTimer()
      if let stream {
        pa_stream_set_state_callback(stream, nil, nil)
        pa_stream_set_write_callback(stream, nil, nil)
        pa_stream_set_underflow_callback(stream, nil, nil)
        pa_stream_disconnect(stream)
        pa_stream_unref(stream)
      }
      stream = nil
      pa_context_set_state_callback(context, nil, nil)
      pa_context_disconnect(context)
      return true
    }
    if first { pa_threaded_mainloop_stop(mainloop) }
  }

  private func locked<T, Failure: Error>(_ body: () throws(Failure) -> T) throws(Failure) -> T {
    pa_threaded_mainloop_lock(mainloop)
    defer { pa_threaded_mainloop_unlock(mainloop) }
    return try body()
  }

  private func release(_ operation: OpaquePointer?) {
    if let operation { pa_operation_unref(operation) }
  }

  /// Why the device could not be opened.
  private func failure(_ what: MessageKey) -> SpeechError {
    .noAudioDevice(Message(.pulseReason, .message(Message(.pulseStepFailed, .message(Message(what)), "\(lastError)"))))
  }

  /// Why the device stopped playing.
  private func broken(_ what: MessageKey) -> SpeechError {
    .audioDevice(Message(.pulseReason, .message(Message(.pulseStepFailed, .message(Message(what)), "\(lastError)"))))
  }

  private var lastError: String {
    (pa_strerror(pa_context_errno(context)).map { String(cString: $0) } ?? "unknown error").lowercased()
  }

  private static func sink(_ me: UnsafeMutableRawPointer?) -> PulseSink {
    Unmanaged<PulseSink>.fromOpaque(me!).takeUnretainedValue()
  }

  private static func signal(_ me: UnsafeMutableRawPointer?) {
    pa_threaded_mainloop_signal(sink(me).mainloop, 0)
  }
}
