import Announcer
import Basics
import Braille
import CSystem
import CodeEntry
import Integrations
import Preferences
import SafeIO
import ScreenReaders
import SpeechOutput
import TerminalPrompt
import Wording

/// One conversation with the user at a terminal: raw mode first, the outputs (speech, a
/// transcript, a WAV file) opened once, any number of prompts and questions; then the
/// terminal restored and the transcript closed (`finish`), the answer given by the
/// command, and speech handed to a detached tail or left with Speech Dispatcher
/// (`handOff`), so that the caller goes on while the last words are still heard.
/// With `wait_for_speech` or a WAV file, `finish` first waits until everything is said.
/// `otc prompt`, `otc askpass` and `otc pinentry` all talk to the user through it.
package final class PromptRunner: Conversation {
  package let command: String
  package let terminal: PosixTerminal
  package let preferences: Preferences
  /// Everything said goes out through these: lines, transcript, speech, braille.
  package let outputs: Outputs

  /// Enters raw mode on `terminal` before anything slow, so no key typed early shows on
  /// the screen or in a session log, then opens the outputs. A transcript is emptied,
  /// unless `appending` (askpass and pinentry keep one log across the runs of a session).
  /// With `alwaysAsks` (askpass, pinentry, the agent), a setting or a speech back end that
  /// cannot be had never ends the run: it is in the outputs' notes, said before the question.
  package init(
    command: String, terminal: PosixTerminal, speech: SpeechChoice, preferences: Preferences,
    transcript: String?, appending: Bool = false, alwaysAsks: Bool = false
  ) throws(CommandEnded) {
    self.command = command
    self.terminal = terminal
    self.preferences = preferences
    try beginQuestion(on: terminal, command: command)
    do {
      outputs = try Outputs(
        command: command, speech: speech, preferences: preferences, transcript: transcript, appending: appending,
        alwaysAsks: alwaysAsks, terminal: terminal.deviceNumber)
    } catch {
      terminal.end()
      throw error
    }
    // One voice beside a screen reader: whether lines are written.
    terminal.writesLines = outputs.plan.writesLines
    terminal.wakeDescriptor = outputs.braille?.keyDescriptor
    outputs.line = { [terminal] in terminal.announce($0) }
  }

  deinit {
    outputs.releaseBraille()
    terminal.end()
  }

  /// Says `utterances` (a notification, an error before asking again) in order, queued
  /// behind what is being said: a line on the terminal, the transcript and speech.
  /// The notes come first, once: what was ignored, and why.
  package func say(_ utterances: [Utterance]) throws(CommandEnded) {
    let all = outputs.takeNotes() + utterances
    guard !all.isEmpty else { return }
    do throws(PromptFailure) {
      try outputs.say(all, interrupting: false)
    } catch {
      printFailure(error.message, command: command)
      throw .failure
    }
  }

  /// Runs one prompt or question to its end.
  package func run(_ session: some KeySession) throws(CommandEnded) -> PromptOutcome {
    try run(session, keys: terminal)
  }

  /// Runs one prompt or question to its end, reading keys from `keys`: a terminal that
  /// also watches whether the question still stands.
  package func run(_ session: some KeySession, keys: any Terminal) throws(CommandEnded) -> PromptOutcome {
    try say([])
    let prompt = Prompt(
      session: session, terminal: keys, speaker: outputs.speaker, recorder: outputs.recorder, braille: outputs.braille)
    do throws(PromptFailure) {
      return try prompt.run()
    } catch {
      printFailure(error.message, command: command)
      // What was said up to a transcript's failure is finished; keys that cannot be read
      // end at once.
      if case .transcript = error { try? outputs.speaker?.finish() }
      throw .failure
    }
  }

  /// Asks `session` to its end, reading keys from `keys` (the runner's terminal unless
  /// given), and gives the caller what was typed: the entry on standard output (ending in a
  /// newline unless `newline` is false), which is then closed; speech is handed off after.
  /// An ending other than an answer is its exit status.
  /// `taking` says what the answer is (the entry submitted, unless the question was
  /// answered elsewhere); `settled` is told whether there is one before the terminal is
  /// restored; `beforeWriting` runs once there is an answer, just before it is written.
  package func answer(
    _ session: some KeySession, keys: (any Terminal)? = nil, newline: Bool = true,
    taking: (PromptOutcome) -> EntryValue? = { $0.submittedValue }, settled: (_ answered: Bool) -> Void = { _ in },
    beforeWriting: () throws(CommandEnded) -> Void = {}
  ) throws(CommandEnded) {
    let outcome = try run(session, keys: keys ?? terminal)
    let value = taking(outcome)
    settled(value != nil)
    try finish(submitted: value != nil)
    if let value {
      try beforeWriting()
      try printEntry(value, newline: newline, command: command)
      closeStandardOutput()
    }
    handOff()
    if value == nil { throw CommandEnded(status: outcome.exitStatus) }
  }

  /// Restores the terminal and closes the transcript; when speech is waited for, first
  /// waits until everything has been said. A WAV file or a transcript that could not be
  /// written is exit 1 with nothing on stdout. A sound server that dies after the entry was
  /// typed is only a warning: the user's work is not lost to it; before that, under
  /// `--speech espeak`, it is exit 1.
  package func finish(submitted: Bool) throws(CommandEnded) {
    if let error = outputs.finishSpeech() {
      var ends = preferences.mode == .espeak && !submitted
      if case .wavFile = error { ends = true }
      if ends {
        printFailure(error.message, command: command)
        throw .failure
      }
      printError(error.message, command: command)
    }
    outputs.releaseBraille()
    terminal.end()
    try outputs.closeTranscript()
  }
}

extension PromptRunner {
  /// Hands what is still to be said to a detached tail, or leaves it with Speech
  /// Dispatcher (`Outputs.handOff`). Called once the answer has gone.
  package func handOff() { outputs.handOff() }
}

/// Hands what `speaker` still has to say to a detached tail (in-process speech), which
/// holds `holding` (Speakup's guard) until it has finished, or leaves it with Speech
/// Dispatcher, recording it for a newer otc to silence; stops speaking here at once.
func handOffSpeech(_ speaker: any SpeechPort, command: String, holding: Int32?) {
  for left in speaker.handOff() {
    switch left {
    case .speak(let request):
      do {
        try SpeechTail.start(
          executable: "/proc/self/exe", arguments: ["otc", speakTailCommand], request: request, holding: holding)
      } catch {
        printError(error.message, command: command)
      }
    case .failed(let error):
      printError(error.message, command: command)
    case .queued(let messages):
      guard let directory = try? RuntimeDirectory.open(environment: processEnvironment()) else { continue }
      SpeechTail.remember(messages, in: directory)
    }
  }
}

/// The terminal at `path` a question is asked on. One that cannot be opened is said, with
/// `advice` after the reason when there is some, and is exit 1.
package func questionTerminal(_ path: String, command: String, advice: Message? = nil) throws(CommandEnded)
  -> PosixTerminal
{
  do {
    return try PosixTerminal(path: path)
  } catch {
    let reason = Message.Value.text(error.description)
    printFailure(
      advice.map { Message(.noTerminalAdvised, "\(path)", reason, .message($0)) } ?? Message(.noTerminal, "\(path)", reason),
      command: command)
    throw .failure
  }
}

/// Puts `terminal` in raw mode for a question, with otc's signal handlers; one that
/// cannot be set up is said, and is exit 1.
package func beginQuestion(on terminal: PosixTerminal, command: String) throws(CommandEnded) {
  do {
    try terminal.begin()
  } catch {
    printFailure(Message(.terminalSetUp, "\(error.description)"), command: command)
    throw .failure
  }
}

/// Standard output goes to /dev/null once the answer is on it, so the caller reading it
/// (`code=$(otc prompt)`) sees its end at once, before speech is handed off.
package func closeStandardOutput() {
  let null = otc_open("/dev/null", O_WRONLY | O_CLOEXEC, 0)
  guard null >= 0 else { return }
  dup2(null, STDOUT_FILENO)
  otc_close(null)
}

/// Prints an entry as one line on stdout, straight from where it is held (a text's locked
/// buffer), then wipes it. Without `newline`, the entry alone, as cryptsetup takes a key.
package func printEntry(_ value: EntryValue, newline: Bool = true, command: String) throws(CommandEnded) {
  defer { value.wipe() }
  try value.withUnsafeBytes { (bytes) throws(CommandEnded) in try writeOutput(bytes: bytes, command: command) }
  if newline { try writeOutput(bytes: [0x0A], command: command) }
}

/// Whether otc takes the braille display while it asks: under `on`, always; under `auto`,
/// when brltty's BrlAPI socket was found or `BRLAPI_HOST` names another computer (whose
/// socket cannot be looked for); under `off`, never.
package struct BrailleChoice {
  /// `BRLAPI_HOST`, or `nil` for libbrlapi's default, display 0.
  package let host: String?
  package let uses: Bool

  package init(mode: String, found: Bool, environment: [String: String]) {
    host = environment["BRLAPI_HOST"].flatMap { $0.isEmpty ? nil : $0 }
    let remote = host.map { !$0.hasPrefix(":") } ?? false
    uses = mode == "on" || (mode == "auto" && (found || remote))
  }
}
