import Announcer
import ArgumentParser
import CommandRuntime
import FoundationEssentials
import Glibc
import Preferences
import SafeIO
import ScreenReaders
import SpeechOutput
import Wording

/// An error that ends a command that asks (prompt, askpass, pinentry, the agent) is said
/// as well as written, in the language otc speaks: a user listening for a question hears
/// why none comes. It goes through the speech the user's settings choose, read from the
/// arguments as they stand (they may be what is wrong), the variables and the config
/// file; beside a screen reader that reads this terminal, the screen reader reads the
/// line instead. It is added to the transcript the run had begun to write, and handed off
/// as a prompt's last words are: otc ends at once, and the words are heard after.
enum SpokenError {
  /// The commands that ask, whose ending errors are said.
  static let commands: Set<String> = ["prompt", "askpass", "pinentry", "agent"]

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
  /// Nothing it meets on the way is written: the error said is the one that matters.
  /// No file is begun for it: it goes into the transcript only when this run had begun
  /// to write that (`TranscriptInUse`), and never into a WAV file, which holds the
  /// question's speech, closed by then.
  static func say(_ message: String, language: Language, command: String, arguments: [String]) {
    // askpass's one argument is the question, and pinentry takes none: no option is read from them.
    let arguments = command == "prompt" || command == "agent" ? arguments : []
    ErrorOutput.muted.store(true, ordering: .relaxed)
    defer { ErrorOutput.muted.store(false, ordering: .relaxed) }
    let environment = ProcessInfo.processInfo.environment
    let options = speechOptions(in: arguments)
    let flags = Preferences.Flags(
      voice: options.voiceOptions.voice, rate: options.voiceOptions.rate, pitch: options.voiceOptions.pitch,
      volume: options.voiceOptions.volume, language: language.rawValue, speech: options.speech?.rawValue)
    guard
      let preferences = try? Preferences.resolve(
        flags: flags, environment: environment, isLanguage: { Language(tag: $0) != nil }, lenient: true)
    else { return }
    let utterance = Utterance(
      event: "error", parts: [TerminalText.sanitized(Message(.errorSaid, "\(withoutCodes(message))").text(in: language))],
      language: language, numeralsAsNumbers: true)
    TranscriptInUse.record(utterance)
    let surroundings = Surroundings.detect(environment: environment)
    let plan = VoicePlan.make(for: surroundings, speech: preferences.speech.value, lines: preferences.lines.value)
    // A screen reader reading this terminal reads the error's line itself.
    guard plan.otcSpeaks, surroundings.reader == nil, preferences.mode != .none else { return }
    // Through the one way out, as every command speaks: its words are not on the screen
    // again (the line was written), and no file is begun for them.
    guard
      let outputs = try? Outputs(
        command: command, speech: options.choice, preferences: preferences, transcript: nil, alwaysAsks: true,
        terminal: nil, unseen: true, braille: .never, namesBackEnd: false, environment: environment)
    else { return }
    outputs.sayGoingOn([utterance], interrupting: false)
    // Waited for when the settings say so, else handed off as a prompt's last words are.
    _ = outputs.finishSpeech()
    outputs.handOff()
  }

  /// `message` with each quoted value that holds 4 digits or more ("Unexpected argument
  /// '985391'": a code typed after the command by mistake) as "'…'": it is never said
  /// aloud or recorded, only written on the user's own terminal, as it was typed there.
  static func withoutCodes(_ message: String) -> String {
    var parts = message.split(separator: "'", omittingEmptySubsequences: false).map(String.init)
    guard parts.count >= 3 else { return message }
    for index in stride(from: 1, to: parts.count - 1, by: 2) where parts[index].count(where: \.isNumber) >= 4 {
      parts[index] = "…"
    }
    return parts.joined(separator: "'")
  }
}
