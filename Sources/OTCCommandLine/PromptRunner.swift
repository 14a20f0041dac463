import Announcer
import ArgumentParser
import Braille
import CodeEntry
import FoundationEssentials
import Glibc
import Integrations
import Preferences
import SafeIO
import ScreenReaders
import SpeechOutput
import TerminalPrompt
import Transcripts

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
  private let recorder: TranscriptRecorder?
  private let speaker: (any SpeechPort)?
  /// Whether speech is finished here before the answer goes: the setting, or a WAV file,
  /// which must hold every word.
  private let waitsForSpeech: Bool
  /// Speakup kept quiet while otc speaks, if it reads this console; given back once this
  /// conversation and its last words are over.
  private var speakupQuiet: SpeakupQuiet?
  /// The braille display, taken for this terminal while otc asks; given back at `finish`.
  private var braille: BrlAPIDisplay?
  /// What a question another program asks must say before it asks, and not again: each
  /// setting passed over, and speech that could not be had as set (`alwaysAsks`).
  private(set) var notes: [Utterance] = []

  /// Enters raw mode on `terminal` before anything slow, so no key typed early shows on
  /// the screen or in a session log, then opens the outputs. A transcript is emptied,
  /// unless `appending` (askpass and pinentry keep one log across the runs of a session).
  /// With `alwaysAsks` (askpass, pinentry, the agent), a setting or a speech back end that
  /// cannot be had never ends the run: it is in `notes`, to be said before the question.
  package init(
    command: String, terminal: PosixTerminal, speechOptions: SpeechOptions, preferences: Preferences,
    transcript: String?, appending: Bool = false, alwaysAsks: Bool = false
  ) throws {
    self.command = command
    self.terminal = terminal
    self.preferences = preferences
    waitsForSpeech = preferences.waitForSpeech.value || speechOptions.wav != nil
    do {
      try terminal.begin()
    } catch {
      printFailure("cannot set up the terminal: \(describe(error))", command: command)
      throw ExitCode.failure
    }
    var transcriptFile: OutputFile?
    if let transcript {
      do {
        transcriptFile = try OutputFile(path: transcript)
        if appending { try transcriptFile?.appendAtEnd() }
      } catch {
        terminal.end()
        printFailure("cannot write the transcript \(error)", command: command)
        throw ExitCode.failure
      }
    }
    // One voice beside a screen reader: who speaks, and whether lines are written.
    let surroundings = Surroundings.detect(environment: ProcessInfo.processInfo.environment, terminal: terminal.deviceNumber)
    let plan = VoicePlan.make(for: surroundings, speech: preferences.speech.value, lines: preferences.lines.value)
    terminal.writesLines = plan.writesLines
    braille = Self.openBraille(
      preferences.braille.value, found: surroundings.braille != nil, terminal: terminal.deviceNumber, command: command)
    terminal.wakeDescriptor = braille?.keyDescriptor
    var spoken = preferences
    if !plan.otcSpeaks { spoken.speech.value = SpeechMode.none.rawValue }
    do {
      let wavFile = try speechOptions.openWAVFile(command: command)
      try truncateAll([appending ? nil : transcriptFile, wavFile], command: command)
      if let transcript, transcriptFile != nil { TranscriptInUse.begin(transcript) }
      recorder = transcriptFile.map { TranscriptRecorder(file: $0) }
      var speechNotes: [String] = []
      speaker = try speechOptions.openSpeaker(
        wavFile: wavFile, preferences: spoken, command: command, namesBackEnd: plan.namesBackEnd, alwaysAsks: alwaysAsks,
        notes: &speechNotes)
      if alwaysAsks {
        notes = ignoredSettings(preferences, command: command)
          + speechNotes.map { Utterance(event: "error", parts: [TerminalText.sanitized($0)], language: .english) }
      }
    } catch {
      terminal.end()
      throw error
    }
    // Speakup is silenced only once otc's own voice is sure to be heard: a speaker opened
    // that is more than a WAV file (under auto, a missing device leaves only the file).
    let audible = speaker != nil && (speechOptions.wav == nil || spoken.mode != .auto)
    if plan.silencesSpeakup, audible, let folder = surroundings.speakup {
      speakupQuiet = SpeakupQuiet.begin(
        folder: folder, executable: "/proc/self/exe", arguments: ["otc", SpeakupGuard.name],
        record: try? RuntimeDirectory.open(environment: ProcessInfo.processInfo.environment))
      if speakupQuiet == nil {
        printError("could not silence Speakup; it reads otc's lines as well", command: command)
      }
    }
  }

  deinit {
    braille?.close()
    terminal.end()
    speakupQuiet?.release()
  }

  /// Says `utterances` (a notification, an error before asking again) in order, queued
  /// behind what is being said: a line on the terminal, the transcript and speech.
  /// The `notes` come first, once: what was ignored, and why.
  package func say(_ utterances: [Utterance]) throws {
    let all = notes + utterances
    notes = []
    guard !all.isEmpty else { return }
    do {
      try Announcements(terminal: terminal, recorder: recorder, port: speaker).say(all, interrupting: false)
    } catch let failure as PromptFailure {
      printFailure("\(failure)", command: command)
      throw ExitCode.failure
    }
  }

  /// Runs one prompt or question to its end.
  package func run(_ session: any KeySession) throws -> PromptOutcome {
    try run(session, keys: terminal)
  }

  /// Runs one prompt or question to its end, reading keys from `keys`: a terminal that
  /// also watches whether the question still stands.
  package func run(_ session: any KeySession, keys: any Terminal) throws -> PromptOutcome {
    try say([])
    let prompt = Prompt(session: session, terminal: keys, speaker: speaker, recorder: recorder, braille: braille)
    do {
      return try prompt.run()
    } catch let failure as PromptFailure {
      printFailure("\(failure)", command: command)
      try? speaker?.finish()
      throw ExitCode.failure
    } catch {
      printFailure("cannot read the keys: \(describe(error))", command: command)
      throw ExitCode.failure
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
    _ session: any KeySession, keys: (any Terminal)? = nil, newline: Bool = true,
    taking: (PromptOutcome) -> EntryValue? = { $0.submittedValue }, settled: (_ answered: Bool) -> Void = { _ in },
    beforeWriting: () throws -> Void = {}
  ) throws {
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
    if value == nil { throw ExitCode(outcome.exitStatus) }
  }

  /// Restores the terminal and closes the transcript; when speech is waited for, first
  /// waits until everything has been said. A WAV file or a transcript that could not be
  /// written is exit 1 with nothing on stdout. A sound server that dies after the entry was
  /// typed is only a warning: the user's work is not lost to it; before that, under
  /// `--speech espeak`, it is exit 1.
  package func finish(submitted: Bool) throws {
    if waitsForSpeech {
      do {
        try speaker?.finish()
      } catch {
        var ends = preferences.mode == .espeak && !submitted
        if case .wavFile = error as? SpeechError { ends = true }
        if ends {
          printFailure("\(error)", command: command)
          throw ExitCode.failure
        }
        printError("\(error)", command: command)
      }
    }
    braille?.close()
    terminal.end()
    do {
      try recorder?.close()
    } catch {
      printFailure("cannot write the transcript \(error)", command: command)
      throw ExitCode.failure
    }
  }
}

extension PromptRunner {
  /// The braille display for `mode` (auto, on, off): under auto only when brltty's BrlAPI
  /// was found (a local socket that listens) or `BRLAPI_HOST` names another host. It
  /// connects on its own thread; a failure is said once, and otc goes on without it.
  package static func openBraille(_ mode: String, found: Bool, terminal device: Int?, command: String) -> BrlAPIDisplay? {
    let environment = ProcessInfo.processInfo.environment
    let choice = BrailleChoice(mode: mode, found: found, environment: environment)
    guard choice.uses else { return nil }
    let settings = BrlAPIDisplay.Settings(
      host: choice.host, auth: environment["BRLAPI_AUTH"], tty: device.flatMap { DeviceNumber($0).virtualConsole },
      deadline: BrlAPIDisplay.deadline(in: environment))
    return BrlAPIDisplay(settings: settings) { why in
      printError("the braille display is not used: BrlAPI \(choice.host ?? ":0") \(why)", command: command)
    }
  }

  /// Hands what is still to be said to a detached tail (in-process speech) or leaves it
  /// with Speech Dispatcher, recording it for a newer otc to silence, and stops speaking
  /// here at once. Called once the answer has gone; nothing when speech was waited for.
  /// Speakup, if silenced, speaks again once the tail has finished (it holds the guard's
  /// pipe), or at once when nothing is left to say.
  package func handOff() {
    defer { speakupQuiet?.release() }
    guard !waitsForSpeech, let speaker else { return }
    handOffSpeech(speaker, command: command, holding: speakupQuiet?.heldDescriptor)
  }
}

/// Hands what `speaker` still has to say to a detached tail (in-process speech), which
/// holds `holding` (Speakup's guard) until it has finished, or leaves it with Speech
/// Dispatcher, recording it for a newer otc to silence; stops speaking here at once.
package func handOffSpeech(_ speaker: any SpeechPort, command: String, holding: Int32?) {
  for left in speaker.handOff() {
    switch left {
    case .speak(let request):
      do {
        try SpeechTail.start(executable: "/proc/self/exe", arguments: ["otc", SpeakTail.name], request: request, holding: holding)
      } catch {
        printError("\(error)", command: command)
      }
    case .failed(let error):
      printError("\(error)", command: command)
    case .queued(let messages):
      guard let directory = try? RuntimeDirectory.open(environment: ProcessInfo.processInfo.environment) else { continue }
      SpeechTail.remember(messages, in: directory)
    }
  }
}

/// The terminal at `path` a question is asked on. One that cannot be opened is said, with
/// `advice` after the reason when there is some, and is exit 1.
package func questionTerminal(_ path: String, command: String, advice: String? = nil) throws -> PosixTerminal {
  do {
    return try PosixTerminal(path: path)
  } catch {
    printFailure("no terminal to ask on (\(path): \(describe(error)))" + (advice.map { "; " + $0 } ?? ""), command: command)
    throw ExitCode.failure
  }
}

/// Standard output goes to /dev/null once the answer is on it, so the caller reading it
/// (`code=$(otc prompt)`) sees its end at once, before speech is handed off.
package func closeStandardOutput() {
  let null = open("/dev/null", O_WRONLY | O_CLOEXEC)
  guard null >= 0 else { return }
  dup2(null, STDOUT_FILENO)
  close(null)
}

/// Prints an entry as one line on stdout, straight from where it is held (a text's locked
/// buffer), then wipes it. Without `newline`, the entry alone, as cryptsetup takes a key.
package func printEntry(_ value: EntryValue, newline: Bool = true, command: String) throws {
  defer { value.wipe() }
  try value.withUnsafeBytes { bytes in try writeOutput(bytes: bytes, command: command) }
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
