import ArgumentParser
import CommandRuntime
import Utterances

extension SpokenError {
  /// The speech options `arguments` give, each one that parses; the rest are passed over.
  static func speechOptions(in arguments: [String]) -> SpeechOptions {
    var given: [String] = []
    for option in ["--speech", "--voice", "--rate", "--pitch", "--volume"] {
      guard let value = optionValue(option, in: arguments) else { continue }
      if (try? SpeechOptions.parse(given + [option, value])) != nil { given += [option, value] }
    }
    return (try? SpeechOptions.parse(given)) ?? SpeechOptions()
  }

  /// Says `message`, already in `language`, for `command`, which was given `arguments`.
  static func say(_ message: String, language: Language, command: String, arguments: [String]) {
    // askpass's one argument is the question, and pinentry takes none: no option is read from them.
    let arguments = command == "prompt" || command == "agent" ? arguments : []
    say(message, language: language, command: command, speech: speechOptions(in: arguments).choice)
  }
}
