import ArgumentParser
import CommandRuntime
import BootCommands

/// The detached process that gives Speakup its voice back once otc (and the process
/// finishing otc's last words) are gone, however they end (see `SpeakupQuiet`). Not for
/// people: otc starts it before it silences Speakup. With `--give-back`, it gives Speakup
/// back at once from the runtime folder's record: the console unit's `ExecStopPost=`,
/// for a unit stopped while it asked, its guard stopped with it.
package struct SpeakupGuard: ParsableCommand {
  package init() {}

  /// The subcommand's name, as otc starts it.
  package static let name = speakupGuardCommand

  package static let configuration = CommandConfiguration(
    commandName: name,
    abstract: "Give Speakup its voice back when otc is gone. otc starts it itself.",
    shouldDisplay: false
  )

  @Flag(help: "Give Speakup back now, if otc was keeping it quiet.")
  var giveBack = false

  @Argument package var folder: String?
  @Argument package var keyEcho: String?

  package func run() throws {
    let work = SpeakupGuardRun(giveBack: giveBack, folder: folder, keyEcho: keyEcho)
    if let problem = work.usageProblem { throw usageError(problem) }
    work.run()
  }
}
