/// The user's audio device, opened the way that lets a key interrupt speech fastest.
public enum AudioDevice {
  /// Opens PulseAudio (or PipeWire's PulseAudio server) through `PulseSink`, with its small
  /// buffer and flush on interrupt; where no server answers the connection (a console
  /// with ALSA alone, as many Speakup users have), pcaudiolib's `DeviceSink`. A server that
  /// accepts and never answers is reported as such, not tried twice.
  ///
  /// Returns the sink and what it plays through, for the line that tells the user. Each
  /// attempt has `deadline` seconds.
  public static func open(sampleRate: Int, deadline: Double = DeviceSink.openDeadline) throws -> (sink: any AudioSink, name: String) {
    do {
      return (try PulseSink.open(sampleRate: sampleRate, deadline: deadline), "PulseAudio")
    } catch let error as SpeechError {
      if error == Deadline.noAnswer(within: deadline) { throw error }
      return (try DeviceSink.open(sampleRate: sampleRate, deadline: deadline), "the audio device")
    }
  }
}
