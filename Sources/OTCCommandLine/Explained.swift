import Announcer
import Integrations
import Preferences
import SafeIO
import SpeechOutput
import Wording

/// What the user is told of `error`, by the key its type chose where it was raised: an
/// `ExplainedError` says itself; the errors of the libraries below the phrases (speech,
/// settings) are given their keys here. Anything else is the words it came with.
package func explained(_ error: any Error) -> Message {
  switch error {
  case let error as any ExplainedError: error.message
  case let error as SpeechError: error.message
  case let error as PreferenceError: error.message
  default: Message(.plainText, "\(error)")
  }
}

extension SpeechError {
  /// What the user is told; espeak-ng's and the sound system's own reasons as they give them.
  package var message: Message {
    switch self {
    case .espeak(let operation, let message):
      operation.hasPrefix("load its data") ? Message(.espeakNoData, "\(message)") : Message(.espeakFailed, "\(message)")
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

extension PreferenceError {
  /// "PLACE: problem", in the user's language; `configFile` (said aloud) names the file
  /// in words instead of its path.
  package func message(namingConfigFile configFile: String? = nil) -> Message {
    let place: Message
    switch location {
    case .named(let name):
      place = name == configFile ? Message(.theConfigFile) : Message(.plainText, "\(name)")
    case .line(let path, let line):
      place = Message(.fileLine, path == configFile ? .message(Message(.theConfigFile)) : "\(path)", "\(line)")
    }
    var why: Message =
      switch problem {
      case .wholeNumber(let key, let range):
        Message(.wholeNumber, "\(key)", "\(range.lowerBound)", "\(range.upperBound)")
      case .trueOrFalse(let key): Message(.trueOrFalse, "\(key)")
      case .oneOf(let key, let words):
        Message(
          .oneOfValues, "\(key)", .message(Message(.orList, "\(words.dropLast().joined(separator: ", "))", "\(words.last ?? "")"))
        )
      case .empty(let key): Message(.mustNotBeEmpty, "\(key)")
      case .unknownKey(let key, let keys): Message(.unknownKey, "\(key)", "\(keys.joined(separator: ", "))")
      case .noTables: Message(.noTables)
      case .notTOML(let why): Message(.plainText, "\(why)")
      case .file(let reason):
        if case .message(let inner) = FileError(path: "", why: reason).message.values.last {
          inner
        } else {
          Message(.plainText, "")
        }
      }
    if fileUnused { why = Message(.noneOfFileUsed, .message(why)) }
    return Message(.settingPlace, .message(place), .message(why))
  }

  /// "PLACE: problem", in the user's language.
  package var message: Message { message() }
}
