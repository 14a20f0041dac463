import Basics
import ArgumentParser
import Glibc
import OTCCommandLine
import TerminalPrompt

/// The detached process that puts the user's terminal back as `otc watch` or `otc totp`
/// found it when otc is killed without a chance to do it itself (SIGKILL, a crash). Not
/// for people: otc starts it before it makes the terminal raw, and tells it when it has
/// put the terminal back itself.
struct TerminalGuard: ParsableCommand {
  /// The subcommand's name, as otc starts it.
  static let name = TerminalGuardProcess.commandName

  static let configuration = CommandConfiguration(
    commandName: name,
    abstract: "Put the terminal back when otc is gone. otc starts it itself.",
    shouldDisplay: false
  )

  func run() throws {
    TerminalGuardProcess.guardTerminal()
  }
}
