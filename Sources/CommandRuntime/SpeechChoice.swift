import Announcer
import Basics
import Preferences
import SafeIO
import SpeechOutput
import Utterances
import Wording

/// How otc may speak: through the user's Speech Dispatcher when it answers, else espeak-ng
/// when a device opens, else text (`auto`); through one of them only; or never.
package enum SpeechMode: String, CaseIterable, Sendable {
  case auto, speechd, espeak, none
}

/// The settings in force for `flags`: then `OTC_*` variables, the config file and the
/// defaults. A bad value anywhere is one line naming where, and exit 64; with `alwaysAsks`
/// (askpass, pinentry and the agent, whose caller's question must be asked) it is passed
/// over, and `Preferences.ignored` holds it for `ignoredSettings(_:command:)` to say.
package func resolvePreferences(_ flags: Preferences.Flags, command: String, alwaysAsks: Bool = false)
  throws(CommandEnded) -> Preferences
{
  do {
    return try Preferences.resolve(
      flags: flags, environment: processEnvironment(), isLanguage: { Language(tag: $0) != nil }, lenient: alwaysAsks)
  } catch {
    printFailure(error.message, command: command)
    throw .usage
  }
}

/// Each setting `preferences` passed over, one line on stderr naming where and why, and
/// the same as utterances to say before the question: the user hears why otc does not
/// sound as set. The config file is named as such aloud, not by its path.
func ignoredSettings(_ preferences: Preferences, command: String) -> [Utterance] {
  preferences.ignored.map { error in
    printError(Message(.settingIgnored, .message(error.message)), command: command)
    let language = preferences.spokenLanguage
    let said = Message(.settingSpokenIgnored, .message(error.message(namingConfigFile: preferences.configPath)))
    return Utterance(
      event: "error", parts: [TerminalText.sanitized(said.text(in: language))], language: language, numeralsAsNumbers: true)
  }
}

/// The speech a command was asked for, as its options gave it (`SpeechOptions` in the whole
/// otc): the back end, the voice, rate, pitch and volume, and a WAV file. Each beats the
/// same setting in `OTC_*` variables and the config file.
package struct SpeechChoice: Sendable {
  /// `--speech`.
  package var speech: SpeechMode?
  /// `--voice`, `--rate`, `--pitch` and `--volume`.
  package var voice: String?
  package var rate: Int?
  package var pitch: Int?
  package var volume: Int?
  /// `--wav`.
  package var wav: String?

  /// The speech asked for; nothing given, the settings decide all of it.
  package init(
    speech: SpeechMode? = nil, voice: String? = nil, rate: Int? = nil, pitch: Int? = nil, volume: Int? = nil,
    wav: String? = nil
  ) {
    self.speech = speech
    self.voice = voice
    self.rate = rate
    self.pitch = pitch
    self.volume = volume
    self.wav = wav
  }

  /// The settings in force: these flags, then `OTC_*` variables, the config file and the
  /// defaults. A bad value anywhere is one line naming where, and exit 64.
  package func preferences(
    hints: Bool? = nil, language: Language? = nil, waitForSpeech: Bool? = nil, secure: Bool? = nil,
    capitals: String? = nil, lines: String? = nil, braille: String? = nil, screenReader: String? = nil,
    command: String, alwaysAsks: Bool = false
  ) throws(CommandEnded) -> Preferences {
    let flags = Preferences.Flags(
      voice: voice, rate: rate, pitch: pitch, volume: volume,
      language: language?.rawValue, hints: hints, speech: speech?.rawValue, waitForSpeech: waitForSpeech,
      secure: secure, capitals: capitals, lines: lines, braille: braille, screenReader: screenReader)
    return try resolvePreferences(flags, command: command, alwaysAsks: alwaysAsks)
  }

  /// Opens the WAV file asked for, without emptying it yet (see `OutputFile`), or exits 1
  /// with one line naming the path and the reason.
  func openWAVFile(command: String) throws(CommandEnded) -> OutputFile? {
    guard let wav else { return nil }
    do {
      return try OutputFile(path: wav)
    } catch {
      printFailure(Message(.wavUnwritable, .message(error.message)), command: command)
      throw .failure
    }
  }

  /// Opens what this run speaks through, or `nil` when it speaks through nothing; the WAV
  /// file, if any, was opened (and emptied) by the caller. A problem the user asked to be
  /// told about ends the run with exit 1; under `auto` a missing device is said once on
  /// stderr and the run goes on with text. With `namesBackEnd` off (a screen reader would
  /// read that line first), the back end opened is not said.
  ///
  /// With `alwaysAsks` (a question another program asks), nothing about speech ends the
  /// run: an unknown voice gives way to the language's own, and a back end insisted on that
  /// cannot be had leaves text, each said once on stderr and added to `notes`. With
  /// `mustBeHeard` (otc speak, whose speech is its whole work), `auto` has no text to go on
  /// with: a missing device ends the run as it does under `espeak`.
  func openSpeaker(
    wavFile: OutputFile?, preferences: Preferences, command: String, namesBackEnd: Bool = true, alwaysAsks: Bool = false,
    mustBeHeard: Bool = false, notes: inout [Message]
  ) throws(CommandEnded) -> (any SpeechPort)? {
    let speech = preferences.mode
    // An older otc still finishing its words is silenced before this one says anything.
    if speech != .none { silenceOlderSpeech(command: command) }
    if speech == .speechd || speech == .auto,
      let port = try openSpeechDispatcher(
        preferences: preferences, command: command, namesBackEnd: namesBackEnd, alwaysAsks: alwaysAsks, notes: &notes)
    {
      // The WAV file is still spoken by espeak-ng in-process, beside Speech Dispatcher.
      guard wavFile != nil else { return port }
      let file = try openEspeak(
        wavFile: wavFile, preferences: preferences, device: false, command: command, namesBackEnd: false,
        alwaysAsks: alwaysAsks, notes: &notes)
      return file.map { TeePort([port, $0]) } ?? port
    }
    return try openEspeak(
      wavFile: wavFile, preferences: preferences, device: speech != .none, command: command, namesBackEnd: namesBackEnd,
      alwaysAsks: alwaysAsks, mustBeHeard: mustBeHeard, notes: &notes)
  }

  /// Connects to the user's Speech Dispatcher, saying so in one line; under `auto`, `nil`
  /// when it does not take the connection within 0.4 seconds, or does and then does not
  /// answer within 1.5 more (`SpeechDispatcherPort.connectedDeadline`), or answers and
  /// then breaks the protocol (then espeak-ng is tried); under `speechd`, which the user chose, it is given as long
  /// as the sound device is (`openDeadline`, 2 s unless set), then exit 1 with the reason:
  /// a loaded machine once kept a running server's first answer past 0.4 s.
  private func openSpeechDispatcher(
    preferences: Preferences, command: String, namesBackEnd: Bool, alwaysAsks: Bool, notes: inout [Message]
  ) throws(CommandEnded) -> (any SpeechPort)? {
    let given = { (source: SettingSource) in source != .standard }
    let settings = SpeechDispatcherSettings(
      voice: given(preferences.voice.source) ? preferences.voice.value : nil,
      rate: given(preferences.rate.source) ? preferences.rate.value : nil,
      pitch: given(preferences.pitch.source) ? preferences.pitch.value : nil,
      volume: given(preferences.volume.source) ? preferences.volume.value : nil)
    do {
      let port = try SpeechDispatcherPort.connect(
        autospawn: preferences.mode == .speechd,
        deadline: preferences.mode == .speechd ? Self.openDeadline() : SpeechDispatcherPort.openDeadline, settings: settings,
        stoppedAnswering: { printError(Message(.speechDispatcherStopped), command: command) })
      if namesBackEnd {
        printAdvice(
          port.outputModule.map { Message(.speakingThroughModule, "\($0)") } ?? Message(.speakingThroughDefaultModule),
          command: nil)
      }
      return port
    } catch {
      guard preferences.mode == .auto else {
        if alwaysAsks { printError(error.message, command: command) } else { printFailure(error.message, command: command) }
        guard alwaysAsks else { throw .failure }
        notes.append(error.message)
        return nil
      }
      // One that is not there is the usual case, and says nothing; one that answered and
      // then broke is said once.
      if case .brokenSpeechDispatcher = error {
        printError(Message(.continuingWithoutSpeechd, .message(error.message)), command: nil)
      }
      return nil
    }
  }

  /// Opens in-process espeak-ng into the WAV file and, with `device`, the audio device.
  private func openEspeak(
    wavFile: OutputFile?, preferences: Preferences, device: Bool, command: String, namesBackEnd: Bool, alwaysAsks: Bool,
    mustBeHeard: Bool = false, notes: inout [Message]
  ) throws(CommandEnded) -> Speaker? {
    let speech = preferences.mode
    // A voice asked for is checked even when nothing will be spoken: a typo is found now,
    // not the day speech is switched on.
    guard device || wavFile != nil || preferences.voice.value != nil else { return nil }
    let synthesizer: EspeakSynthesizer
    var settings = preferences.voiceSettings
    var sinks: [any AudioSink] = []
    let openDeadline = Self.openDeadline()
    do {
      synthesizer = try EspeakSynthesizer.shared(within: openDeadline, soundServerHidden: !device)
      do {
        try synthesizer.validate(settings)
      } catch  where alwaysAsks && settings.voice != nil {
        // A question is always asked: in the language's own voice, saying why.
        let note = Message(.languagesOwnVoice, .message(error.message))
        printError(note, command: command)
        notes.append(note)
        settings.voice = nil
        try synthesizer.validate(settings)
      }
      if let wavFile { sinks.append(WAVFileSink(file: wavFile, sampleRate: synthesizer.sampleRate)) }
      // The first words are heard as soon as later ones: the voice is readied while the
      // device opens (EspeakSynthesizer.warmUp).
      if device { synthesizer.warmUp(settings, language: preferences.spokenLanguage) }
    } catch {
      // Without a synthesizer the WAV file asked for cannot be written: that is never
      // something to carry on without, unless a question must be asked all the same.
      try report(error, mode: speech, command: command, losingWAV: wavFile != nil, alwaysAsks: alwaysAsks, notes: &notes)
      return nil
    }
    if device {
      do {
        let device = try AudioDevice.open(sampleRate: synthesizer.sampleRate, deadline: openDeadline)
        sinks.append(device.sink)
        if speech == .auto && namesBackEnd { printAdvice(Message(.speakingThroughEspeak, "\(device.name)"), command: nil) }
      } catch {
        try report(error, mode: mustBeHeard ? .espeak : speech, command: command, alwaysAsks: alwaysAsks, notes: &notes)
      }
    }
    guard !sinks.isEmpty else { return nil }  // --speech none with a voice: checked, nothing to say
    return Speaker(synthesizer: synthesizer, sink: sinks.count == 1 ? sinks[0] : TeeSink(sinks), settings: settings)
  }

  /// How long otc waits for its voice and the sound device or server before it goes on
  /// without speech: `OTC_SPEECH_DEADLINE` (seconds, more than 0 and at most 60), else 2 s.
  /// At boot otc's askpass and agent set 10: nothing else can speak there, the question is
  /// on the console meanwhile, and a slow or emulated machine loading the voice data and the
  /// card's driver may need more than 2 s (a loaded test boot once had its first question
  /// silent and its retry heard).
  static func openDeadline(_ environment: [String: String] = processEnvironment()) -> Double {
    Basics.deadline("OTC_SPEECH_DEADLINE", in: environment, standard: DeviceSink.openDeadline)
  }

  /// Tells the user about `error` in one line. Under `auto`, a missing audio device lets
  /// the run go on with text (and any WAV file). Anything else — an unknown voice,
  /// espeak-ng's data missing, a WAV file that cannot be written — ends it with exit 1.
  /// With `alwaysAsks`, nothing ends the run: the error is said and added to `notes`.
  private func report(
    _ error: SpeechError, mode: SpeechMode, command: String, losingWAV: Bool = false, alwaysAsks: Bool = false,
    notes: inout [Message]
  ) throws(CommandEnded) {
    if mode == .auto && isDeviceError(error) && !losingWAV {
      printError(Message(.continuingTextOnly, .message(error.message)), command: command)
      return
    }
    if alwaysAsks { printError(error.message, command: command) } else { printFailure(error.message, command: command) }
    guard alwaysAsks else { throw .failure }
    notes.append(error.message)
  }

  private func isDeviceError(_ error: SpeechError) -> Bool {
    if case .noAudioDevice = error { return true }
    return false
  }
}

extension Preferences {
  /// The speech back end in force.
  package var mode: SpeechMode { SpeechMode(rawValue: speech.value) ?? .auto }

  /// The voice, rate, pitch and volume in force, for the synthesizer.
  var voiceSettings: VoiceSettings {
    VoiceSettings(voice: voice.value, rate: rate.value, pitch: pitch.value, volume: volume.value)
  }

  /// How capitals said alone are told apart.
  package var capitalStyle: CapitalStyle { CapitalStyle(rawValue: capitals.value) ?? .both }

  /// The language in force: the setting, else the locale's.
  package var spokenLanguage: Language {
    language.value.flatMap(Language.init(tag:)) ?? environmentLanguage()
  }
}

/// Silences what an older otc of this user is still saying after it handed its answer
/// over (see `SpeechTail`). A runtime folder otc may not use is said once; nothing can be
/// silenced through it, and nothing else is lost.
func silenceOlderSpeech(command: String) {
  do {
    SpeechTail.silence(in: try RuntimeDirectory.open(environment: processEnvironment()))
  } catch {
    printError(Message(.runtimeFolderUnusable, .message(error.message)), command: command)
  }
}

/// Opens every output before emptying any, so that one that fails (a missing folder)
/// never costs another its old contents; exits 1 naming the one that failed.
func truncateAll(_ files: [OutputFile?], command: String) throws(CommandEnded) {
  for file in files.compactMap({ $0 }) {
    do {
      try file.truncate()
    } catch {
      printFailure(Message(.cannotWrite, .message(error.message)), command: command)
      throw .failure
    }
  }
}
