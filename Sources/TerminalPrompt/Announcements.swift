import Announcer
import SpeechOutput
import TranscriptRecording

/// The one place an utterance goes out: a plain line, a record in the transcript, and the
/// speech port, in that order, so the three never disagree.
public struct Announcements {
  private let line: ((String) -> Void)?
  private let recorder: TranscriptRecorder?
  private let speech: ((Utterance, Bool) -> Void)?

  /// Sends each utterance's text to `line` (if any: a terminal's announcement line), the
  /// utterance to `recorder` (if any) and to `speech` (if any), which receives it and
  /// whether it interrupts.
  public init(line: ((String) -> Void)?, recorder: TranscriptRecorder?, speech: ((Utterance, Bool) -> Void)?) {
    self.line = line
    self.recorder = recorder
    self.speech = speech
  }

  /// Sends to `terminal`, `recorder` (if any) and `speech` (if any).
  public init(terminal: any Terminal, recorder: TranscriptRecorder?, speech: ((Utterance, Bool) -> Void)?) {
    self.init(line: { terminal.announce($0) }, recorder: recorder, speech: speech)
  }

  /// Sends to `terminal`, `recorder` (if any) and `port` (if any).
  public init(terminal: any Terminal, recorder: TranscriptRecorder?, port: (any SpeechPort)?) {
    self.init(terminal: terminal, recorder: recorder, speech: port.map { port in { port.say($0, interrupting: $1) } })
  }

  /// Says `utterances` in order; with `interrupting`, the first silences what is being said.
  /// The transcript records `recorded` in their place when given (the same words, a
  /// code's digits left out). A transcript that cannot be written stops it with
  /// `PromptFailure.transcript`, unless `goingOn` takes the failure: then the words are
  /// still said, and the transcript stays as it was.
  public func say(
    _ utterances: [Utterance], recorded: [Utterance]? = nil, interrupting: Bool, goingOn: ((PromptFailure) -> Void)? = nil
  ) throws(PromptFailure) {
    precondition(recorded.map { $0.count == utterances.count } ?? true, "one record an utterance")
    for (index, utterance) in utterances.enumerated() {
      line?(utterance.text)
      recorder?.record(recorded?[index] ?? utterance)
      if let failure = recorder?.failure {
        guard let goingOn else { throw PromptFailure.transcript(failure) }
        goingOn(.transcript(failure))
      }
      speech?(utterance, interrupting && index == 0)
    }
  }
}
