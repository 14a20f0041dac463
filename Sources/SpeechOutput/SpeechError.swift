/// Why speech could not be produced. Each message is a sentence for the user.
public enum SpeechError: Error, Hashable, Sendable, CustomStringConvertible {
  /// espeak-ng failed; `message` is its own text for the status code.
  case espeak(operation: String, message: String)
  /// No such voice.
  case voiceNotFound(String)
  /// The rate is outside the 80 to 700 words a minute otc asks of espeak-ng.
  case rateOutOfRange(Int)
  /// No audio device could be opened.
  case noAudioDevice(String)
  /// The audio device failed while playing.
  case audioDevice(String)
  /// The WAV file could not be written.
  case wavFile(path: String, message: String)
  /// Speech Dispatcher could not be reached, or never answered.
  case noSpeechDispatcher(String)
  /// Speech Dispatcher answered, then broke the protocol: garbage, silence, a dropped
  /// connection.
  case brokenSpeechDispatcher(String)

  public var description: String {
    switch self {
    case .espeak(let operation, let message): "espeak-ng could not \(operation): \(message)"
    case .voiceNotFound(let name): "no espeak-ng voice is called “\(name)”; otc voices lists them"
    case .rateOutOfRange(let rate): "the rate \(rate) is outside 80 to 700 words a minute"
    case .noAudioDevice(let reason): "no audio device could be opened (\(reason))"
    case .audioDevice(let reason): "the audio device failed (\(reason))"
    case .wavFile(let path, let message): "cannot write the WAV file \(path): \(message)"
    case .noSpeechDispatcher(let reason): "Speech Dispatcher could not be reached (\(reason))"
    case .brokenSpeechDispatcher(let reason): "Speech Dispatcher failed (\(reason))"
    }
  }
}
