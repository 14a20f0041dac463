import SafeIO
import Wording
/// Why speech could not be produced. Each message is a sentence for the user.
public enum SpeechError: Error, Hashable, Sendable, CustomStringConvertible {
  /// espeak-ng failed; `message` is its own text for the status code.
  case espeak(operation: String, message: String)
  /// No such voice.
  case voiceNotFound(String)
  /// The rate is outside the 80 to 700 words a minute otc asks of espeak-ng.
  case rateOutOfRange(Int)
  /// No audio device could be opened, and why.
  case noAudioDevice(Message)
  /// The audio device failed while playing, and why.
  case audioDevice(Message)
  /// The WAV file could not be written.
  case wavFile(FileError)
  /// Speech Dispatcher could not be reached, or never answered, and why.
  case noSpeechDispatcher(Message)
  /// Speech Dispatcher answered, then broke the protocol: garbage, silence, a dropped
  /// connection.
  case brokenSpeechDispatcher(Message)

  public var description: String {
    switch self {
    case .espeak(let operation, let message): "espeak-ng could not \(operation): \(message)"
    case .voiceNotFound(let name): "no espeak-ng voice is called “\(name)”; otc voices lists them"
    case .rateOutOfRange(let rate): "the rate \(rate) is outside 80 to 700 words a minute"
    case .noAudioDevice(let reason): "no audio device could be opened (\(reason))"
    case .audioDevice(let reason): "the audio device failed (\(reason))"
    case .wavFile(let error): "cannot write the WAV file \(error.path): \(error.reason)"
    case .noSpeechDispatcher(let reason): "Speech Dispatcher could not be reached (\(reason))"
    case .brokenSpeechDispatcher(let reason): "Speech Dispatcher failed (\(reason))"
    }
  }
}
