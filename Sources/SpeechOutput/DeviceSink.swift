import Basics
import CPCAudio
import CSystem
import Wording

/// Plays samples on the user's audio device through pcaudiolib, as espeak-ng itself does:
/// PulseAudio first, then ALSA, then OSS.
public final class DeviceSink: AudioSink {
  private var device: OpaquePointer?
  private let sampleRate: Int

  /// Opens the default device for 16-bit mono audio at `sampleRate`.
  ///
  /// ALSA prints lines such as "Unknown PCM default" on stderr when there is no sound
  /// card; they are kept from the user, who gets one clear error from otc instead.
  public init(sampleRate: Int) throws(SpeechError) {
    self.sampleRate = sampleRate
    let opened: Result<OpaquePointer, SpeechError> = StandardError.silenced {
      guard let object = create_audio_device_object(nil, "otc", "One-time code speech") else {
        return .failure(.noAudioDevice(Message(.noOutputAvailable)))
      }
      let status = audio_object_open(object, AUDIO_OBJECT_FORMAT_S16LE, UInt32(sampleRate), 1)
      guard status == 0 else {
        let reason = audio_object_strerror(object, status).map { String(cString: $0) } ?? "error \(status)"
        audio_object_destroy(object)
        return .failure(.noAudioDevice(Message(.allOutputsFailed, "\(reason.lowercased())")))
      }
      return .success(object)
    }
    device = try opened.get()
  }

  /// How long otc waits for the sound server before going on without it.
  public static let openDeadline = 2.0

  /// Opens the device on a thread of its own and waits at most `deadline` seconds: a sound
  /// server that accepts and never answers costs the user two seconds, not ninety. A device
  /// that opens after the deadline is closed at once by that thread. In an initrd whose
  /// sound card is still being probed (`CardArrival`), it first waits, within the same
  /// deadline, for the card's playback device.
  public static func open(sampleRate: Int, deadline: Double = openDeadline, arrival: CardArrival = CardArrival())
    throws(SpeechError)
    -> DeviceSink
  {
    let waited = arrival.wait(atMost: deadline * 0.75)
    let deadline = max(deadline - waited, deadline * 0.25)
    let result = Deadline.run(seconds: deadline, named: "otc audio device", late: { try? $0.close() }) {
      Result { () throws(SpeechError) in try DeviceSink(sampleRate: sampleRate) }
    }
    guard let result else { throw Deadline.noAnswer(within: deadline) }
    return try result.get()
  }

  deinit {
    if let device {
      audio_object_close(device)
      audio_object_destroy(device)
    }
  }

  public func write(_ chunk: AudioChunk) throws(SpeechError) {
    guard let device else { return }
    let status = chunk.samples.withUnsafeBytes { bytes in
      audio_object_write(device, bytes.baseAddress, bytes.count)
    }
    if status != 0 {
      throw SpeechError.audioDevice(
        Message(.plainText, "\(audio_object_strerror(device, status).map { String(cString: $0) } ?? "error \(status)")"))
    }
  }

  public func finishUtterance() throws(SpeechError) {}

  public func flush() {
    if let device { _ = audio_object_flush(device) }
  }

  public func close() throws(SpeechError) {
    guard let device else { return }
    self.device = nil
    _ = audio_object_drain(device)
    audio_object_close(device)
    audio_object_destroy(device)
  }
}

/// Keeps a library's own messages on stderr from reaching the user while `body` runs.
enum StandardError {
  private static let lock = Lock()

  /// C's stderr is unbuffered, so nothing needs flushing around the swap; and never every
  /// stream (`fflush(NULL)`): that locks each open `FILE`, whose lock a thread blocked in a
  /// read on one may hold for ever.
  static func silenced<T>(_ body: () -> T) -> T {
    lock.lock()
    defer { lock.unlock() }
    let saved = dup(STDERR_FILENO)
    let null = otc_open("/dev/null", O_WRONLY, 0)
    guard saved >= 0, null >= 0 else {
      if saved >= 0 { close(saved) }
      if null >= 0 { close(null) }
      return body()
    }
    dup2(null, STDERR_FILENO)
    close(null)
    defer {
      dup2(saved, STDERR_FILENO)
      close(saved)
    }
    return body()
  }
}
