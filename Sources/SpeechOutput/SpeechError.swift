import SafeIO
import Utterances
import Wording

/// Why speech could not be produced. Each message is a sentence for the user.
public enum SpeechError: Error, Hashable, Sendable, CustomStringConvertible {
  /// espeak-ng failed; its own text for the status code.
  case espeak(String)
  /// espeak-ng could not load its data (no espeak-ng-data, a wrong ESPEAK_DATA_PATH); its
  /// own text for why.
  case espeakNoData(String)
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

  public var description: String { message.text(in: .english) }
}

extension SpeechError: ExplainedError {
  /// What the user is told; espeak-ng's and the sound system's own reasons as they give them.
  public var message: Message {
    switch self {
    case .espeak(let reason): Message(.espeakFailed, "\(reason)")
    case .espeakNoData(let reason): Message(.espeakNoData, "\(reason)")
    case .voiceNotFound(let name): Message(.voiceNotFound, "\(name)")
    case .rateOutOfRange(let rate): Message(.speechRateOutside, "\(rate)")
    case .noAudioDevice(let reason): Message(.noAudioDevice, .message(reason))
    case .audioDevice(let reason): Message(.audioDeviceFailed, .message(reason))
    case .wavFile(let error): Message(.wavUnwritable, .message(error.message))
    case .noSpeechDispatcher(let reason): Message(.noSpeechDispatcher, .message(reason))
    case .brokenSpeechDispatcher(let reason): Message(.speechDispatcherFailed, .message(reason))
    }
  }
}
