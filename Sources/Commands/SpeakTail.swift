import ArgumentParser
import CommandRuntime
import FoundationEssentials
import Glibc
import SpeechOutput

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
    do {
      try SpeechTail.run(environment: ProcessInfo.processInfo.environment)
    } catch {
      // Nobody is left to tell: standard error is /dev/null. The words were already
      // written on the terminal as lines when they were first said.
      throw ExitCode.failure
    }
  }
}
