import ArgumentParser
import OTCCommandLine

/// The detached process that puts the user's terminal back as `otc watch` found it when
/// otc is killed without a chance to do it itself (SIGKILL, a crash). Not for people:
/// `otc watch` starts it before it makes the terminal raw, and tells it when it has put
/// the terminal back itself.
struct TerminalGuard: ParsableCommand {
  /// The subcommand's name, as otc starts it.
  static let name = "terminal-guard"

  static let configuration = CommandConfiguration(
    commandName: name,
    abstract: "Put the terminal back when otc watch is gone. otc starts it itself.",
    shouldDisplay: false
  )

  func run() throws {
    PassThrough.guardTerminal()
  }
}
