import Announcer
import Basics
import Braille
import CSystem
import SafeIO
import SpeechOutput
import TranscriptRecording
import Wording

/// Why a prompt stopped before the user finished.
public enum PromptFailure: Error, CustomStringConvertible, ExplainedError {
  /// The transcript could not be written (a full disk, a reader gone).
  case transcript(FileError)
  /// The terminal could not be set up or read.
  case terminal(TerminalError)

  /// What the user is told.
  public var message: Message {
    switch self {
    case .transcript(let error): Message(.transcriptUnwritable, .message(error.message))
    case .terminal(let error): Message(.keysUnreadable, "\(error)")
    }
  }

  public var description: String { message.text(in: .english) }
}

/// The prompt's times, in seconds: how long it waits, for keys and for speech.
public enum PromptTiming {
  /// How long a lone Esc waits for the rest of a sequence before it counts as Esc.
  public static let escapeDelay = 0.05
  /// The longest a bracketed paste may stay open: a terminal sends a whole megabyte in a
  /// fifth of a second. Past this, the paste is refused and keys are keys again, so a
  /// paste whose end never comes cannot swallow Esc, Ctrl-C and Enter.
  public static let pasteDeadline = 2.0
  /// How long input must be quiet, once a paste was refused, before keys are keys again:
  /// the rest of the refused paste is still arriving until then, and is dropped.
  public static let pasteQuiet = 0.5
  /// How long before the timeout the warning is spoken: 10 seconds, or a third of a
  /// shorter limit in whole seconds; `nil` (no warning) for a limit under 3 seconds.
  public static func warningLead(for timeout: Double) -> Double? {
    let lead = min(10, (timeout / 3).rounded(.down))
    return lead >= 1 ? lead : nil
  }

  /// How long after the opening has been heard the hint is said, if no key came: about
  /// VoiceOver's hint delay.
  public static let hintDelay = 1.0
  /// How often the prompt checks whether the opening has been heard.
  static let openingPoll = 0.05
  /// A wait shorter than this is no wait: poll(2) counts whole milliseconds, and on a clock
  /// already far along, adding less than its resolution would not move it at all.
  static let resolution = 0.001
  /// The longest otc waits for "Suspended" to be heard before it stops: stopped, it
  /// cannot speak.
  static let suspendNoticeLimit = 3.0
}

/// The prompt loop: reads keys from a terminal, runs them through the session, and says
/// each utterance on stderr, in the transcript and through the speaker.
public final class Prompt<Session: KeySession> {
  private var session: Session
  private let terminal: any Terminal
  private let announcements: Announcements
  private let speechIsIdle: (() -> Bool)?
  private let braille: (any BrailleOutput)?
  private var decoder = KeyDecoder()

  /// Creates a prompt around any session: a field (`PromptSession`) or a question
  /// (`ConfirmSession`).
  public init(
    session: Session, terminal: any Terminal, speaker: (any SpeechPort)? = nil, recorder: TranscriptRecorder? = nil,
    speech: ((Utterance, Bool) -> Void)? = nil, speechIsIdle: (() -> Bool)? = nil, braille: (any BrailleOutput)? = nil
  ) {
    self.session = session
    self.braille = braille
    self.terminal = terminal
    announcements =
      speech.map { Announcements(terminal: terminal, recorder: recorder, speech: $0) }
      ?? Announcements(terminal: terminal, recorder: recorder, port: speaker)
    self.speechIsIdle = speechIsIdle ?? speaker.map { speaker in { speaker.isIdle } }
  }

  /// Runs until the code is submitted, cancelled, timed out or input ends. The terminal
  /// is restored and the digits overwritten however it ends.
  public func run() throws(PromptFailure) -> PromptOutcome {
    do throws(TerminalError) { try terminal.begin() } catch { throw .terminal(error) }
    defer {
      terminal.end()
      session.wipe()
    }
    try say(session.opening, interrupting: false)
    let timeout = session.timeout
    let lead = timeout.flatMap(PromptTiming.warningLead(for:))
    // When the opening had been heard (at once, with no speaker to ask): the time limit
    // counts from then, or from the first key, and the hint waits from then.
    var heard: Double? = speechIsIdle == nil ? terminal.now() : nil
    var start = heard
    var warned = lead == nil
    var pasteStarted: Double?
    /// When the last bytes of a refused paste's tail came.
    var tailLastHeard: Double?
    var hint = session.hint
    // The time limit is heard before its warning: a key that cuts the opening off before
    // it was heard has the limit said after its own words, until speech has been idle.
    var limitHeard = session.timeLimit == nil || heard != nil
    while true {
      var wait: Double? = decoder.isWaitingAfterEscape ? PromptTiming.escapeDelay : nil
      if let pasteStarted { wait = max(0, min(wait ?? .infinity, pasteStarted + PromptTiming.pasteDeadline - terminal.now())) }
      if let tailLastHeard { wait = max(0, min(wait ?? .infinity, tailLastHeard + PromptTiming.pasteQuiet - terminal.now())) }
      // Whether speech is idle is asked only while the clock, the hint or the limit's words wait on it.
      if (heard == nil && ((timeout != nil && start == nil) || hint != nil)) || !limitHeard {
        if speechIsIdle?() ?? true {
          if heard == nil { heard = terminal.now() }
          if start == nil { start = heard }
          limitHeard = true
        } else {
          wait = min(wait ?? PromptTiming.openingPoll, PromptTiming.openingPoll)
        }
      }
      if let timeout, let start {
        let remaining = timeout - (terminal.now() - start)
        if remaining < PromptTiming.resolution { return try finish(session.timedOut()) }
        if !warned, let lead, remaining - lead < PromptTiming.resolution {
          warned = true
          try say([session.timeoutWarning(seconds: Int(lead))], interrupting: true)
        }
        let untilNext = warned ? remaining : remaining - (lead ?? 0)
        wait = min(wait ?? untilNext, untilNext)
      }
      if let pending = hint, let heard {
        let remaining = heard + PromptTiming.hintDelay - terminal.now()
        if remaining < PromptTiming.resolution {
          try say([pending], interrupting: false)
          hint = nil
        } else {
          wait = min(wait ?? remaining, remaining)
        }
      }
      var keys: [Key] = []
      var ended = false
      let read: TerminalInput
      do throws(TerminalError) { read = try terminal.read(timeout: wait) } catch { throw .terminal(error) }
      // A refused paste's tail is dropped until input has been quiet; what comes after
      // the quiet is keys again, and the user is told so first.
      if decoder.isDiscardingPaste, let heard = tailLastHeard, terminal.now() - heard >= PromptTiming.pasteQuiet {
        keys += decoder.endDiscarding()
      }
      switch read {
      case .bytes(let bytes):
        let discarding = decoder.isDiscardingPaste
        keys += decoder.decode(bytes)
        Secret.wipe(bytes)
        if discarding { tailLastHeard = terminal.now() }
      case .timedOut: keys += decoder.isWaitingAfterEscape ? decoder.flush() : []
      case .endOfInput:
        keys += decoder.flush()
        ended = true
      }
      // Routing keys pressed on the braille display, after the keys typed with them.
      if let braille { keys += braille.takeRoutes().map(Key.route) }
      if decoder.isInPaste {
        let now = terminal.now()
        if pasteStarted == nil { pasteStarted = now }
        if let opened = pasteStarted, now - opened >= PromptTiming.pasteDeadline {
          decoder.abandonPaste()
          pasteStarted = nil
          tailLastHeard = now
        }
      } else {
        pasteStarted = nil
      }
      if !decoder.isDiscardingPaste { tailLastHeard = nil }
      if !keys.isEmpty && start == nil { start = terminal.now() }  // a key: the user is there
      if !keys.isEmpty { hint = nil }  // a key came first: the user needs no hint
      for (index, key) in keys.enumerated() {
        // A line break the terminal sent with a paste, right after its end marker in the
        // same read, is not a key the user pressed: a paste never submits by itself.
        if key == .enter, index > 0, keys[index - 1].endsPaste { continue }
        // Ctrl-Z stops otc, once that is said, unless the terminal is not one to stop on:
        // then it is a key like any other control key, refused in words. The time limit
        // does not run while otc is stopped.
        if key == .control("z"), terminal.canSuspend {
          try say(session.suspension(resumed: false), interrupting: true)
          waitUntilSaid(atMost: PromptTiming.suspendNoticeLimit)
          let stopped = terminal.now()
          terminal.suspend()
          start = start.map { $0 + (terminal.now() - stopped) }
          try say(session.suspension(resumed: true), interrupting: true)
          continue
        }
        let step = session.handle(key)
        if step.outcome != nil { return try finish(step) }
        let limit = !limitHeard && !step.utterances.isEmpty ? session.timeLimit.map { [$0] } ?? [] : []
        try say(step.utterances + limit, interrupting: true)
        if step.utterances.isEmpty { braille?.show(session.brailleLine(after: nil)) }
      }
      if ended { return try finish(session.inputEnded()) }
    }
  }

  /// Waits until speech is idle, for at most `limit` seconds of real time.
  private func waitUntilSaid(atMost limit: Double) {
    guard let speechIsIdle else { return }
    let end = monotonicSeconds() + limit
    while !speechIsIdle(), monotonicSeconds() < end { usleep(20_000) }
  }

  private func finish(_ step: PromptSession.Step) throws(PromptFailure) -> PromptOutcome {
    try say(step.utterances, interrupting: true)
    return step.outcome!
  }

  /// Says `utterances`, then shows the field on the braille display with the last of them.
  private func say(_ utterances: [Utterance], interrupting: Bool) throws(PromptFailure) {
    try announcements.say(utterances, interrupting: interrupting)
    if let braille, !utterances.isEmpty { braille.show(session.brailleLine(after: utterances.last)) }
  }
}

extension Prompt where Session == PromptSession {
  /// Creates a prompt; `speaker` and `recorder` are optional outputs beside stderr.
  /// `speech`, when given, receives each utterance and whether it interrupts, instead of
  /// `speaker` (tests use it to see the interruption marks).
  /// `speechIsIdle`, when given, says whether the opening has been spoken: the time limit
  /// counts from then (or from the first key), so a short limit is not used up by it.
  public convenience init(
    settings: PromptSettings, terminal: any Terminal, speaker: (any SpeechPort)? = nil, recorder: TranscriptRecorder? = nil,
    speech: ((Utterance, Bool) -> Void)? = nil, speechIsIdle: (() -> Bool)? = nil, braille: (any BrailleOutput)? = nil
  ) {
    self.init(
      session: PromptSession(settings: settings), terminal: terminal, speaker: speaker, recorder: recorder,
      speech: speech, speechIsIdle: speechIsIdle, braille: braille)
  }
}
