import Announcer
import Basics
import TerminalPrompt

/// One conversation with the user at a terminal, as askpass and pinentry hold it. The
/// caller (the `otc` command) opens the terminal and the outputs (speech, a transcript);
/// an integration says things and runs prompts and questions through it. A failure has
/// been told to the user by the time it is thrown: it only ends the run.
public protocol Conversation: AnyObject {
  /// Says `utterances` in order, queued behind what is being said.
  func say(_ utterances: [Utterance]) throws(CommandEnded)
  /// Runs one prompt or question to its end.
  func run(_ session: some KeySession) throws(CommandEnded) -> PromptOutcome
  /// Restores the terminal and closes the outputs; with `wait_for_speech`, first waits
  /// until everything has been said.
  func finish(submitted: Bool) throws(CommandEnded)
  /// Once the answer has gone: hands what is still to be said to whatever speaks on after
  /// otc, and stops speaking here at once.
  func handOff()
}
