import Announcer
import TerminalPrompt

/// One conversation with the user at a terminal, as askpass and pinentry hold it. The
/// caller (the `otc` command) opens the terminal and the outputs (speech, a transcript);
/// an integration says things and runs prompts and questions through it.
public protocol Conversation: AnyObject {
  /// Says `utterances` in order, queued behind what is being said.
  func say(_ utterances: [Utterance]) throws
  /// Runs one prompt or question to its end.
  func run(_ session: any KeySession) throws -> PromptOutcome
  /// Waits until everything has been said and closes the outputs.
  func finish(submitted: Bool) throws
}
