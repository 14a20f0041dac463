import ArgumentParser
import ScreenReaders

/// The detached process that gives Speakup its voice back once otc (and the process
/// finishing otc's last words) are gone, however they end (see `SpeakupQuiet`). Not for
/// people: otc starts it before it silences Speakup.
struct SpeakupGuard: ParsableCommand {
  /// The subcommand's name, as otc starts it.
  static let name = "speakup-guard"

  static let configuration = CommandConfiguration(
    commandName: name,
    abstract: "Give Speakup its voice back when otc is gone. otc starts it itself.",
    shouldDisplay: false
  )

  @Argument var folder: String
  @Argument var keyEcho: String

  func run() {
    SpeakupQuiet.guardUntilReleased(folder: folder, keyEcho: keyEcho)
  }
}
