/// The user's audio device, opened the way that lets a key interrupt speech fastest.
public enum AudioDevice {
  /// Opens PulseAudio (or PipeWire's PulseAudio server) through `PulseSink`, with its small
  /// buffer and flush on interrupt; where no server answers the connection (a console
  /// with ALSA alone, as many Speakup users have), pcaudiolib's `DeviceSink`. A server that
  /// accepts and never answers is reported as such, not tried twice.
  ///
  /// Returns the sink and what it plays through, for the line that tells the user. Each
  /// attempt has `deadline` seconds.
  ///
  /// In an initrd whose sound card is still being probed, the sink comes back at once and
  /// opens the device when the card is there (`ArrivingSink`), so the question is never
  /// kept off the console by the wait.
  public static func open(
    sampleRate: Int, deadline: Double = DeviceSink.openDeadline, arrival: CardArrival = CardArrival()
  ) throws(SpeechError) -> (sink: any AudioSink, name: String) {
    if arrival.isPending() {
      let sink = ArrivingSink { () throws(SpeechError) -> any AudioSink in
        arrival.wait(atMost: CardArrival.patience)
        return try DeviceSink.open(sampleRate: sampleRate, deadline: deadline, arrival: arrival)
      }
      return (sink, "the audio device")
    }
    do throws(SpeechError) {
      return (try PulseSink.open(sampleRate: sampleRate, deadline: deadline), "PulseAudio")
    } catch {
      if error == Deadline.noAnswer(within: deadline) { throw error }
      return (try DeviceSink.open(sampleRate: sampleRate, deadline: deadline), "the audio device")
    }
  }
}
