import ArgumentParser
import CommandRuntime
import BootCommands

/// The detached process that says otc's last words after the caller has its answer (see
/// `SpeechTail`). Not for people: otc starts it, with the words on its standard input.
package struct SpeakTail: ParsableCommand, TakesSecret {
  package init() {}

  /// The subcommand's name, as otc starts it.
  package static let name = speakTailCommand

  package static let configuration = CommandConfiguration(
    commandName: name,
    abstract: "Finish saying otc's last words after it has exited. otc starts it itself.",
    shouldDisplay: false
  )

  package func run() throws {
    try SpeakTailRun().run()
  }
}
