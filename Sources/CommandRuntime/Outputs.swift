import Announcer
import Basics
import Braille
import Preferences
import SafeIO
import ScreenReaders
import SpeechOutput
import TerminalPrompt
import TranscriptRecording
import Wording

/// The one way out of a command: what it says goes through one of these, opened once from
/// the resolved preferences. It owns who speaks beside a screen reader (`VoicePlan`: one
/// voice), the speaker (espeak-ng or Speech Dispatcher), Speakup kept quiet while otc
/// speaks, the braille display, the transcript and the WAV file, and the hand-off of the
/// speech still to be said when the command ends. A command never builds those itself, so
/// one voice, the user's language and no secret in a transcript hold for each at once.
package final class Outputs {
  /// When the braille display is taken.
  package enum BrailleUse {
    /// At once, for the whole command (a prompt).
    case always
    /// At once, when otc speaks (a code said to a script's user).
    case whenSpeaking
    /// Only while a question is open (`asking(_:)`), as otc watch takes it.
    case whileAsking
    /// Never: the command shows nothing on a display (otc read, otc speak).
    case never
  }

  package let command: String
  package let preferences: Preferences
  /// The screen readers, braille and Speakup found beside otc.
  package let surroundings: Surroundings
  /// Who speaks, and whether lines are written.
  package let plan: VoicePlan
  /// otc's own voice, when it speaks (a WAV file counts).
  package let speaker: (any SpeechPort)?
  /// The transcript being written, if one was asked for.
  package let recorder: TranscriptRecorder?
  /// Where an utterance's line goes: a terminal's announcement line; none when `nil`.
  package var line: ((String) -> Void)?
  /// What a question another program asks must say first, once: each setting passed over,
  /// and speech that could not be had as set (with `alwaysAsks`).
  package private(set) var notes: [Utterance] = []
  /// Whether speech is finished before the command's answer goes: the setting, or a WAV
  /// file, which must hold every word.
  let waitsForSpeech: Bool
  /// The braille display, while taken.
  package private(set) var braille: BrlAPIDisplay?
  private let brailleUse: BrailleUse
  private let device: Int?
  private let audible: Bool
  private let mustBeHeard: Bool
  private var speakupQuiet: SpeakupQuiet?
  private var transcriptFailureSaid = false

  /// Opens every output the preferences ask for, before emptying any: the transcript
  /// (appended to when `appending`, as askpass and pinentry keep one log a session), the
  /// WAV file, the speaker as the voice plan allows, Speakup's silence and the braille
  /// display (by `brailleUse`). `device` is the terminal asked on, for the screen readers
  /// found beside it; `unseen` says its words are not on the screen (otc watch). The speech
  /// back end opened is named on standard error when the plan allows and `namesBackEnd`
  /// (not inside another program's terminal, as otc watch's). With
  /// `alwaysAsks`, nothing that cannot be had ends the run: it goes into `notes`. With
  /// `mustBeHeard` (otc speak: its speech is its whole work), speech that cannot be had
  /// ends the run under `auto` too. A file that cannot be written is said, and is exit 1.
  package init(
    command: String, speech: SpeechChoice, preferences: Preferences, transcript: String?, appending: Bool = false,
    alwaysAsks: Bool = false, terminal device: Int?, unseen: Bool = false, braille brailleUse: BrailleUse = .always,
    namesBackEnd: Bool = true, mustBeHeard: Bool = false,
    environment: [String: String] = processEnvironment()
  ) throws(CommandEnded) {
    self.command = command
    self.mustBeHeard = mustBeHeard
    self.preferences = preferences
    self.device = device
    self.brailleUse = brailleUse
    waitsForSpeech = preferences.waitForSpeech.value || speech.wav != nil
    var transcriptFile: OutputFile?
    if let transcript {
      do {
        transcriptFile = try OutputFile(path: transcript)
        if appending { try transcriptFile?.appendAtEnd() }
      } catch {
        printFailure(Message(.transcriptUnwritable, .message(error.message)), command: command)
        throw .failure
      }
    }
    surroundings = Surroundings.detect(environment: environment, terminal: device)
    plan = VoicePlan.make(for: surroundings, speech: preferences.speech.value, lines: preferences.lines.value, unseen: unseen)
    var spoken = preferences
    if !plan.otcSpeaks { spoken.speech.value = SpeechMode.none.rawValue }
    let wavFile = try speech.openWAVFile(command: command)
    try truncateAll([appending ? nil : transcriptFile, wavFile], command: command)
    if let transcript, transcriptFile != nil { TranscriptInUse.begin(transcript) }
    recorder = transcriptFile.map { TranscriptRecorder(file: $0) }
    var speechNotes: [Message] = []
    speaker = try speech.openSpeaker(
      wavFile: wavFile, preferences: spoken, command: command, namesBackEnd: plan.namesBackEnd && namesBackEnd,
      alwaysAsks: alwaysAsks, mustBeHeard: mustBeHeard, notes: &speechNotes)
    if alwaysAsks {
      notes =
        ignoredSettings(preferences, command: command)
        + speechNotes.map {
          Utterance(
            event: "error", parts: [TerminalText.sanitized($0.text(in: spoken.spokenLanguage))], language: spoken.spokenLanguage)
        }
    }
    // Speakup is silenced only once otc's own voice is sure to be heard: a speaker opened
    // that is more than a WAV file (under auto, a missing device leaves only the file).
    audible = speaker != nil && (speech.wav == nil || spoken.mode != .auto)
    switch brailleUse {
    case .always: openBraille()
    case .whenSpeaking: if speaker != nil { openBraille() }
    case .whileAsking, .never: break
    }
    if brailleUse != .whileAsking { keepSpeakupQuiet(true) }
  }

  deinit {
    braille?.close()
    speakupQuiet?.release()
  }

  /// Says `utterances` in order: each one's line (when the plan writes lines and a line
  /// is set), its record in the transcript (`recorded` in its place when given: the same
  /// words without a code's digits), then speech; with `interrupting`, the first silences
  /// what is being said. A transcript that cannot be written throws
  /// `PromptFailure.transcript`.
  package func say(_ utterances: [Utterance], recorded: [Utterance]? = nil, interrupting: Bool) throws(PromptFailure) {
    try announcements.say(utterances, recorded: recorded, interrupting: interrupting)
  }

  /// Says `utterances` as `say` does, going on when the transcript cannot be written: that
  /// is said once, and `closeTranscript()` ends the command with it.
  package func sayGoingOn(_ utterances: [Utterance], recorded: [Utterance]? = nil, interrupting: Bool) {
    try? announcements.say(utterances, recorded: recorded, interrupting: interrupting) { [self] failure in
      guard !transcriptFailureSaid else { return }
      transcriptFailureSaid = true
      printError(failure.message, command: command)
    }
  }

  private var announcements: Announcements {
    let speech = speaker.map { speaker in
      { (utterance: Utterance, interrupts: Bool) in speaker.say(utterance, interrupting: interrupts) }
    }
    return Announcements(line: plan.writesLines ? line : nil, recorder: recorder, speech: speech)
  }

  /// Takes the notes: what must be said before a question, once.
  func takeNotes() -> [Utterance] {
    defer { notes = [] }
    return notes
  }

  /// Shows `line` on the braille display, when taken.
  package func show(_ line: BrailleLine) { braille?.show(line) }

  /// While a question is open (`asking`), Speakup is kept quiet and the braille display
  /// taken; once none is, both are given back. For `BrailleUse.whileAsking`.
  package func asking(_ asking: Bool) {
    keepSpeakupQuiet(asking)
    if asking {
      if braille == nil { openBraille() }
    } else {
      braille?.close()
      braille = nil
    }
  }

  /// Finishes speaking here when the command waits for speech (the setting, or a WAV
  /// file). A failure is the caller's to weigh: `nil` when all was said.
  package func finishSpeech() -> SpeechError? {
    guard waitsForSpeech, let speaker else { return nil }
    do {
      try speaker.finish()
      return nil
    } catch {
      return error
    }
  }

  /// Says `utterances` and waits until they have been said: a command whose speech is its
  /// whole work (otc speak, otc read). A failure is said; under `auto` the command goes
  /// on (the words were printed, unless they must be heard), otherwise it is exit 1.
  package func sayToTheEnd(_ utterances: [Utterance]) throws(CommandEnded) {
    guard let speaker else { return }
    for utterance in utterances { speaker.say(utterance, interrupting: false) }
    do {
      try speaker.finish()
    } catch {
      printError(error.message, command: command)
      if preferences.mode != .auto || mustBeHeard { throw .failure }
    }
  }

  /// Stops speaking at once: nothing is left to hear (the user has ended the command).
  package func cancelSpeech() { speaker?.cancel() }

  /// Gives the braille display back.
  package func releaseBraille() {
    braille?.close()
    braille = nil
  }

  /// Hands what is still to be said to a detached tail (in-process speech), or leaves it
  /// with Speech Dispatcher, recording it for a newer otc to silence, and stops speaking
  /// here at once. Called once the answer has gone; nothing when speech was waited for.
  /// Speakup, if silenced, speaks again once the tail has finished (it holds the guard's
  /// pipe), or at once when nothing is left to say.
  package func handOff() {
    defer {
      speakupQuiet?.release()
      speakupQuiet = nil
    }
    guard !waitsForSpeech, let speaker else { return }
    handOffSpeech(speaker, command: command, holding: speakupQuiet?.heldDescriptor)
  }

  /// Closes the transcript: a write that failed, now or before, is said and is exit 1.
  package func closeTranscript() throws(CommandEnded) {
    do {
      try recorder?.close()
    } catch {
      printFailure(Message(.transcriptUnwritable, .message(error.message)), command: command)
      throw .failure
    }
  }

  private func openBraille() {
    braille = Self.openBraille(preferences.braille.value, found: surroundings.braille != nil, terminal: device, command: command)
  }

  private func keepSpeakupQuiet(_ quiet: Bool) {
    if quiet, speakupQuiet == nil, plan.silencesSpeakup, audible, let folder = surroundings.speakup {
      speakupQuiet = SpeakupQuiet.begin(
        folder: folder, executable: "/proc/self/exe", arguments: ["otc", speakupGuardCommand],
        record: try? RuntimeDirectory.open(environment: processEnvironment()))
      if speakupQuiet == nil {
        printError(Message(.speakupNotSilenced), command: command)
      }
    } else if !quiet {
      speakupQuiet?.release()
      speakupQuiet = nil
    }
  }
}

extension Outputs {
  /// The braille display for `mode` (auto, on, off): under auto only when brltty's BrlAPI
  /// was found (a local socket that listens) or `BRLAPI_HOST` names another host. It
  /// connects on its own thread; a failure is said once, and otc goes on without it.
  static func openBraille(_ mode: String, found: Bool, terminal device: Int?, command: String) -> BrlAPIDisplay? {
    let environment = processEnvironment()
    let choice = BrailleChoice(mode: mode, found: found, environment: environment)
    guard choice.uses else { return nil }
    let settings = BrlAPIDisplay.Settings(
      host: choice.host, auth: environment["BRLAPI_AUTH"], tty: device.flatMap { DeviceNumber($0).virtualConsole },
      deadline: BrlAPIDisplay.deadline(in: environment))
    return BrlAPIDisplay(settings: settings) { why in
      printError(Message(.brailleNotUsed, "\(choice.host ?? ":0")", .message(why)), command: command)
    }
  }
}

/// The speech tail's command, which otc starts through /proc/self/exe to finish speaking
/// after it has answered (`SpeechTail`).
package let speakTailCommand = "speak-tail"

/// Speakup's guard's command, which otc starts through /proc/self/exe to give Speakup its
/// voice back however otc ends (`SpeakupQuiet`).
package let speakupGuardCommand = "speakup-guard"

/// The transcript this run has begun to write: emptied for it, or opened at its end to add
/// to (askpass, pinentry, the agent). An error that ends the run is added to it; a file the
/// run had not begun to write is never touched for one.
package enum TranscriptInUse {
  private static let path = Locked<String?>(nil)

  /// Notes that this run writes the transcript at `path`.
  package static func begin(_ path: String) { self.path.withLock { $0 = path } }

  /// Adds `utterance` after what the transcript holds, if this run writes one.
  package static func record(_ utterance: Utterance) {
    guard let path = path.withLock({ $0 }), let file = try? OutputFile(path: path), (try? file.appendAtEnd()) != nil else {
      return
    }
    let recorder = TranscriptRecorder(file: file)
    recorder.record(utterance)
    try? recorder.close()
  }
}
