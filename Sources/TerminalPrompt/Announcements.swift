import Announcer
import SpeechOutput
import Transcripts

/// The one place an utterance goes out: a plain line on the terminal, a record in the
/// transcript, and the speech port, in that order, so the three never disagree.
public struct Announcements {
  private let terminal: any Terminal
  private let recorder: TranscriptRecorder?
  private let speech: ((Utterance, Bool) -> Void)?

  /// Sends to `terminal`, `recorder` (if any) and `speech` (if any), which receives each
  /// utterance and whether it interrupts.
  public init(terminal: any Terminal, recorder: TranscriptRecorder?, speech: ((Utterance, Bool) -> Void)?) {
    self.terminal = terminal
    self.recorder = recorder
    self.speech = speech
  }

  /// Sends to `terminal`, `recorder` (if any) and `port` (if any).
  public init(terminal: any Terminal, recorder: TranscriptRecorder?, port: (any SpeechPort)?) {
    self.init(terminal: terminal, recorder: recorder, speech: port.map { port in { port.say($0, interrupting: $1) } })
  }

  /// Says `utterances` in order; with `interrupting`, the first silences what is being said.
  /// A transcript that cannot be written stops it with `PromptFailure.transcript`.
  public func say(_ utterances: [Utterance], interrupting: Bool) throws {
    for (index, utterance) in utterances.enumerated() {
      terminal.announce(utterance.text)
      recorder?.record(utterance)
      if let failure = recorder?.failure { throw PromptFailure.transcript(failure) }
      speech?(utterance, interrupting && index == 0)
    }
  }
}
