import Basics
import CSystem
import CommandRuntime
import Integrations
import Preferences
import SafeIO
import Utterances
import Wording

/// One run of `otc boot unlocked`: says that the disk was unlocked, the line first, on the
/// console, which a braille display may be reading, then the words.
package struct BootUnlockedRun {
  /// The terminal the line goes to.
  package var console = "/dev/console"
  /// The disk's name; `CRYPTTAB_NAME`'s when `nil`.
  package var name: String?

  package init(console: String = "/dev/console", name: String? = nil) {
    self.console = console
    self.name = name
  }

  /// Writes the line and says it.
  package func run() throws(CommandEnded) {
    let environment = processEnvironment()
    let speech = SpeechChoice()
    let command = "boot unlocked"
    let preferences = try speech.preferences(command: command, alwaysAsks: true)
    let disk = TerminalText.sanitized(name ?? environment["CRYPTTAB_NAME"] ?? "")
    let utterance = BootQuestion.unlocked(name: disk, in: preferences.spokenLanguage)
    let line = Array((TerminalText.sanitized(utterance.text) + "\n").utf8)
    let descriptor = otc_open(console, O_WRONLY | O_NOCTTY | O_CLOEXEC, 0)
    if descriptor < 0 || line.withUnsafeBytes({ otc_write(descriptor, $0.baseAddress, $0.count) }) != line.count {
      let reason = String(cString: strerror(otc_errno()))
      printError(Message(.cannotWriteTo, "\(console)", "\(reason)"), command: command)
    }
    if descriptor >= 0 { otc_close(descriptor) }
    let outputs = try Outputs(
      command: command, speech: speech, preferences: preferences, transcript: nil, terminal: nil, unseen: true,
      braille: .never, environment: environment)
    try outputs.sayToTheEnd([utterance])
  }

  /// Starts `otc boot unlocked` for the disk `name`, detached, and returns at once: a
  /// process of its own says it, as after cryptroot's askpass, while the caller goes on
  /// (the agent, to the next question).
  package static func start(name: String, console: String, command: String) {
    let input = otc_open("/dev/null", O_RDONLY | O_CLOEXEC, 0)
    defer { if input >= 0 { otc_close(input) } }
    let arguments = ["otc", "boot", "unlocked", "--name", name, "--console", console]
    if case .failure(let failure) = Spawn.detached("/proc/self/exe", arguments, input: input) {
      printError(Message(.unlockedNotSaid, "\(name)", "\(failure)"), command: command)
    }
  }
}
