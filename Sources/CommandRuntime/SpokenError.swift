import Basics
import Preferences
import SafeIO
import ScreenReaders
import SpeechOutput
import Synchronization
import Utterances
import Wording

/// An error that ends a command that asks (prompt, askpass, pinentry, the agent) is said
/// as well as written, in the language otc speaks: a user listening for a question hears
/// why none comes. It goes through the speech the user's settings choose, read from the
/// arguments as they stand (they may be what is wrong), the variables and the config
/// file; beside a screen reader that reads this terminal, the screen reader reads the
/// line instead. It is added to the transcript the run had begun to write, and handed off
/// as a prompt's last words are: otc ends at once, and the words are heard after. Both
/// programs' parsers end a run through it: the whole otc's and the boot otc's.
package enum SpokenError {
  /// The commands that ask, whose ending errors are said.
  package static let commands: Set<String> = ["prompt", "askpass", "pinentry", "agent"]

  /// Says `message`, the error `command` ended with, through the speech `speech` asks for.
  package static func say(_ message: String, language: Language, command: String, speech: SpeechChoice) {
    ErrorOutput.muted.store(true, ordering: .relaxed)
    defer { ErrorOutput.muted.store(false, ordering: .relaxed) }
    let environment = processEnvironment()
    let flags = Preferences.Flags(
      voice: speech.voice, rate: speech.rate, pitch: speech.pitch, volume: speech.volume, language: language.rawValue,
      speech: speech.speech?.rawValue)
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
        command: command, speech: speech, preferences: preferences, transcript: nil, alwaysAsks: true,
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
  package static func withoutCodes(_ message: String) -> String {
    var parts = message.split(separator: "'", omittingEmptySubsequences: false).map(String.init)
    guard parts.count >= 3 else { return message }
    for index in stride(from: 1, to: parts.count - 1, by: 2) where parts[index].count(where: { $0.isNumber }) >= 4 {
      parts[index] = "…"
    }
    return parts.joined(separator: "'")
  }

  /// `text` with every word the command was given, quoted as ArgumentParser quotes what it
  /// did not take ('hunter2'), replaced by '…': an argument or an option's value, never
  /// an option's name nor the command's.
  package static func withoutGivenWords(_ text: String, arguments: [String]) -> String {
    let given = arguments.dropFirst().compactMap { argument -> String? in
      guard argument.hasPrefix("-") else { return argument }
      return argument.firstIndex(of: "=").map { String(argument[argument.index(after: $0)...]) }
    }
    var result = text
    for word in Set(given).filter({ !$0.isEmpty }).sorted(by: { $0.count > $1.count }) {
      result = result.replacingEvery("'\(word)'", with: "'…'")
    }
    return result
  }
}
