import Basics
import CEspeakNG
import CSystem
import Utterances
import Wording

/// The one owner of espeak-ng's state in this process.
///
/// espeak-ng keeps everything in globals and can hang if terminated and initialised again
/// (1.51), so it is initialised once, in synchronous mode (otc plays the samples itself),
/// and every call into it goes through this object's lock.
public final class EspeakSynthesizer: Synthesizer, @unchecked Sendable {
  /// The voice espeak-ng uses for each of otc's languages.
  public static func voiceName(for language: Language) -> String {
    switch language {
    case .english: "en-us"
    case .brazilianPortuguese: "pt-br"
    case .bulgarian: "bg"
    }
  }

  /// The slowest and fastest rates otc asks of espeak-ng, in words a minute; above 450
  /// espeak-ng speeds its speech up with libsonic.
  public static let rates = 80...700
  /// The default rate, in words a minute.
  public static let defaultRate = 175
  /// The pitch of normal speech and of deletions, on espeak-ng's 0 to 100 scale.
  static let normalPitch: Int32 = 50
  static let loweredPitch: Int32 = 22
  /// A typed character's pitch, as far above normal as a deletion's is below it.
  static let raisedPitch: Int32 = 78
  /// A capital letter said alone: higher than a typed character, as NVDA's 30 per cent.
  static let capitalPitch: Int32 = 95
  /// How much audio espeak-ng synthesises before calling back; small for a fast first sample.
  static let bufferMilliseconds: Int32 = 20
  /// Silence kept before an utterance's first sound: half a millisecond. Every millisecond
  /// here is a millisecond later that a key's echo is heard (BENCHMARKS.md, the sound path).
  static let leadingPaddingMicroseconds = 500
  /// Silence kept after an utterance's last sound.
  static let paddingMilliseconds = 5

  /// Samples a second (22,050 for espeak-ng's voices).
  public let sampleRate: Int

  // What espeak-ng has loaded, so that a voice, pitch or rate is set only when it changes.
  // A cache of espeak-ng's own global state, never a setting of any caller's: each request
  // brings its own `VoiceSettings`.
  private let lock = Lock()
  private var loadedVoice: String?
  private var resolvedVoices: [String: String] = [:]
  private var appliedPitch: Int32 = EspeakSynthesizer.normalPitch
  private var appliedRate: Int32 = Int32(EspeakSynthesizer.defaultRate)
  private var appliedVolume: Int32 = 100
  /// Whether anything has been synthesised: a warm-up after that has nothing to warm.
  private var synthesised = false
  /// The warm-up asked for and not yet done: the next synthesis does it first.
  private var warmUpPending: (settings: VoiceSettings, language: Language)?

  private static let creationLock = Lock()
  nonisolated(unsafe) private static var instance: Result<EspeakSynthesizer, SpeechError>?

  /// The process's synthesizer, initialised on first use. A failure (espeak-ng's data
  /// missing, say) is remembered and thrown again, never retried: re-initialising can hang.
  public static func shared() throws(SpeechError) -> EspeakSynthesizer {
    try creationLock.withLock { () throws(SpeechError) -> EspeakSynthesizer in
      if let instance { return try instance.get() }
      let result = Result { () throws(SpeechError) in try EspeakSynthesizer() }
      instance = result
      return try result.get()
    }
  }

  /// The process's synthesizer, waiting at most `deadline` seconds for it to start.
  ///
  /// espeak-ng 1.51 opens an audio device object while it initialises, even in synchronous
  /// mode, and so asks the sound server; a server that accepts and never answers would hold
  /// it for ninety seconds. The start runs on a thread of its own, and a start that takes
  /// longer than `deadline` is reported as the sound server not answering.
  ///
  /// With `soundServerHidden`, the start cannot reach any sound server: PulseAudio and
  /// ALSA are pointed nowhere while espeak-ng probes them, then restored. For a process
  /// that never plays sound (`--speech none`) and that no other thread is reading the
  /// environment of (a command line's start); tests leave it off.
  public static func shared(within deadline: Double, soundServerHidden: Bool = false) throws(SpeechError) -> EspeakSynthesizer {
    let result = Deadline.run(seconds: deadline, named: "otc espeak-ng start") {
      let start = { Result { () throws(SpeechError) in try shared() } }
      return soundServerHidden ? withoutSoundServer(start) : start()
    }
    guard let result else { throw Deadline.noAnswer(within: deadline) }
    return try result.get()
  }

  /// Runs `body` with PULSE_SERVER and ALSA_CONFIG_PATH pointing nowhere, then puts back
  /// what they were.
  private static func withoutSoundServer<T>(_ body: () -> T) -> T {
    let names = ["PULSE_SERVER", "ALSA_CONFIG_PATH"]
    let saved = names.map { getenv($0).map { String(cString: $0) } }
    setenv("PULSE_SERVER", "unix:/nonexistent/otc-no-sound-server", 1)
    setenv("ALSA_CONFIG_PATH", "/dev/null", 1)
    defer {
      for (name, value) in zip(names, saved) {
        if let value { setenv(name, value, 1) } else { unsetenv(name) }
      }
    }
    return body()
  }

  private init() throws(SpeechError) {
    espeak_ng_InitializePath(nil)  // ESPEAK_DATA_PATH, else the installed data
    var context: espeak_ng_ERROR_CONTEXT? = nil
    let status = espeak_ng_Initialize(&context)
    if status != ENS_OK {
      let message = Self.message(for: status)
      espeak_ng_ClearErrorContext(&context)
      throw SpeechError.espeakNoData(message)
    }
    try Self.check(
      espeak_ng_InitializeOutput(ENOUTPUT_MODE_SYNCHRONOUS, Self.bufferMilliseconds, nil))
    sampleRate = Int(espeak_ng_GetSampleRate())
    espeak_SetSynthCallback(synthesisCallback)
    try Self.check(espeak_ng_SetParameter(espeakRATE, appliedRate, 0))
    try Self.check(espeak_ng_SetParameter(espeakPITCH, appliedPitch, 0))
  }

  /// Throws unless `settings` can be spoken: the rate in range and the named voice
  /// installed. Changes nothing that a later synthesis depends on.
  public func validate(_ settings: VoiceSettings) throws(SpeechError) {
    guard Self.rates.contains(settings.rate) else { throw SpeechError.rateOutOfRange(settings.rate) }
    guard let voice = settings.voice else { return }
    try lock.withLock { () throws(SpeechError) in try load(voice: voice) }
  }

  /// espeak-ng's installed voices, optionally only those for a language tag ("pt" gives
  /// pt and pt-br). MBROLA voices are left out: they need data Debian does not install here.
  public func voices(language: String? = nil) -> [Voice] {
    lock.withLock { installedVoices().filter { voice in language.map(voice.speaks) ?? true } }
  }

  public func synthesize(
    _ utterance: Utterance, settings: VoiceSettings, into sink: any AudioSink, isCancelled: () -> Bool
  ) throws(SpeechError) -> SynthesisReport {
    guard Self.rates.contains(settings.rate) else { throw SpeechError.rateOutOfRange(settings.rate) }
    return try lock.withLock { () throws(SpeechError) -> SynthesisReport in
      warmUpIfPending()
      return try synthesizeLocked(utterance, settings: settings, into: sink, isCancelled: isCancelled)
    }
  }

  /// Readies the voice `settings` and `language` call for by saying a word of it into
  /// nothing, on a thread of its own, so that the first utterance is not the one to pay for
  /// espeak-ng's first synthesis: loading the voice and its dictionary and touching its
  /// code and data for the first time. At boot under emulation that came between the
  /// question's line and its first sample, 60 to 80 ms of the 100; started before the audio
  /// device is opened, it is over before anything is said. Once asked for, it always comes
  /// before the first utterance (done then, if its thread has not started yet): espeak-ng
  /// carries its state from one synthesis to the next, so the samples of a run stay the
  /// same from one run to the next. Nothing it makes is heard or kept, and a failure (a
  /// voice that cannot be loaded) is left for the first utterance to meet and report. Once
  /// anything has been synthesised it does nothing.
  public func warmUp(_ settings: VoiceSettings, language: Language) {
    guard Self.rates.contains(settings.rate) else { return }
    let asked = lock.withLock { () -> Bool in
      guard !synthesised, warmUpPending == nil else { return false }
      warmUpPending = (settings, language)
      return true
    }
    guard asked else { return }
    _ = detachThread(named: "otc espeak-ng warm-up") { [self] in
      lock.withLock { warmUpIfPending() }
    }
  }

  // Only called with `lock` held.
  private func warmUpIfPending() {
    guard let (settings, language) = warmUpPending else { return }
    warmUpPending = nil
    let word = Utterance(event: "warm-up", parts: ["1"], language: language)
    _ = try? synthesizeLocked(word, settings: settings, into: NullSink(), isCancelled: { false })
  }

  // Only called with `lock` held.
  private func synthesizeLocked(
    _ utterance: Utterance, settings: VoiceSettings, into sink: any AudioSink, isCancelled: () -> Bool
  ) throws(SpeechError) -> SynthesisReport {
    synthesised = true
    try load(voice: settings.voice ?? Self.voiceName(for: utterance.language))
    // A deletion keeps the same proportion to the user's pitch as 22 to otc's default 50,
    // a typed character as 78 to 50 (at most espeak-ng's 100).
    let pitch = Int32(settings.pitch)
    let toned: Int32 =
      switch utterance.tone {
      case .normal: pitch
      case .lowered: pitch * Self.loweredPitch / Self.normalPitch
      case .raised: min(100, pitch * Self.raisedPitch / Self.normalPitch)
      case .capital: min(100, pitch * Self.capitalPitch / Self.normalPitch)
      }
    try apply(
      pitch: toned,
      rate: Int32(settings.rate), volume: Int32(settings.volume))
    let text = utterance.numeralsAsNumbers ? utterance.text : Self.render(utterance.text)
    return try withoutActuallyEscaping(isCancelled) { isCancelled throws(SpeechError) in
      let context = SynthesisContext(
        sink: sink, sampleRate: sampleRate, isCancelled: isCancelled,
        leadingSamples: sampleRate * Self.leadingPaddingMicroseconds / 1_000_000,
        trailingSamples: sampleRate * Self.paddingMilliseconds / 1000)
      // The callback finds this synthesis through espeak-ng's user_data, as its API intends.
      let status = withExtendedLifetime(context) {
        text.withCString { pointer in
          espeak_ng_Synthesize(
            pointer, strlen(pointer) + 1, 0, POS_CHARACTER, 0, UInt32(espeakCHARS_UTF8), nil,
            Unmanaged.passUnretained(context).toOpaque())
        }
      }
      if let error = context.error { throw error }
      if status != ENS_OK && !context.cancelled {
        throw SpeechError.espeak(Self.message(for: status))
      }
      if !context.cancelled {
        let tail = context.trimmer.finish()
        if !tail.isEmpty {
          try sink.write(AudioChunk(samples: tail, sampleRate: sampleRate))
          context.samples += tail.count
        }
        try sink.finishUtterance()
      }
      return SynthesisReport(
        samples: context.samples, sampleRate: sampleRate, words: context.words, cancelled: context.cancelled)
    }
  }

  /// The text handed to espeak-ng: runs of three or more digits are separated so that each
  /// digit is spoken alone ("9 8 5 3 9 1", never "nine hundred eighty-five thousand…").
  static func render(_ text: String) -> String {
    var result = ""
    var run: [Character] = []
    func flush() {
      result += run.count >= Utterance.shortestSpelledRun ? run.map(String.init).joined(separator: " ") : String(run)
      run = []
    }
    for character in text {
      if character.isASCII, character.isNumber {
        run.append(character)
      } else {
        flush()
        result.append(character)
      }
    }
    flush()
    return result
  }

  /// The voice file that `spelling` names, in any letter case: a file ("gmw/en"), a name
  /// ("English (Great Britain)" or espeak-ng's "English_(Great_Britain)"), a language a
  /// voice speaks ("en-gb", "en_GB"), or a family and language ("gmw/en-GB").
  /// Only called with `lock` held.
  private func resolve(_ spelling: String) throws(SpeechError) -> String {
    if let known = resolvedVoices[spelling] { return known }
    let voices = installedVoices()
    let wanted = spelling.lowercased()
    let asName = wanted.replacingEvery("_", with: " ")
    let asTag = wanted.replacingEvery("_", with: "-")
    func speaking(_ tag: String, in candidates: [Voice]) -> Voice? {
      candidates.first { $0.language == tag } ?? candidates.first { $0.languages.contains(tag) }
    }
    var found =
      voices.first { $0.identifier.lowercased() == wanted }
      ?? voices.first { $0.name.lowercased().replacingEvery("_", with: " ") == asName }
      ?? speaking(asTag, in: voices)
    if found == nil, let slash = asTag.lastIndex(of: "/") {
      let family = asTag[..<slash] + "/"
      found = speaking(
        String(asTag[asTag.index(after: slash)...]), in: voices.filter { $0.identifier.lowercased().hasPrefix(family) })
    }
    guard let voice = found else { throw SpeechError.voiceNotFound(spelling) }
    resolvedVoices[spelling] = voice.identifier
    return voice.identifier
  }

  // Only called with `lock` held.
  private func installedVoices() -> [Voice] {
    guard let list = espeak_ListVoices(nil) else { return [] }
    var voices: [Voice] = []
    var index = 0
    while let pointer = list[index] {
      index += 1
      let voice = Voice(pointer.pointee)
      // MBROLA voices need data Debian does not install here.
      if !voice.identifier.hasPrefix("mb/") { voices.append(voice) }
    }
    return voices.sorted { ($0.language, $0.name) < ($1.language, $1.name) }
  }

  // Only called with `lock` held.
  private func load(voice spelling: String) throws(SpeechError) {
    let voice = try resolve(spelling)
    guard voice != loadedVoice else { return }
    // Whatever happens next, espeak-ng's voice, pitch and rate are no longer known, so the
    // next synthesis sets all three again: a failed load leaves nothing half-applied.
    loadedVoice = nil
    appliedPitch = -1
    appliedRate = -1
    appliedVolume = -1
    let status = espeak_ng_SetVoiceByName(voice)
    if status == ENS_VOICE_NOT_FOUND { throw SpeechError.voiceNotFound(voice) }
    try Self.check(status)
    loadedVoice = voice
  }

  // Only called with `lock` held.
  private func apply(pitch: Int32, rate: Int32, volume: Int32) throws(SpeechError) {
    if volume != appliedVolume {
      try Self.check(espeak_ng_SetParameter(espeakVOLUME, volume, 0))
      appliedVolume = volume
    }
    if pitch != appliedPitch {
      try Self.check(espeak_ng_SetParameter(espeakPITCH, pitch, 0))
      appliedPitch = pitch
    }
    if rate != appliedRate {
      try Self.check(espeak_ng_SetParameter(espeakRATE, rate, 0))
      appliedRate = rate
    }
  }

  private static func check(_ status: espeak_ng_STATUS) throws(SpeechError) {
    guard status == ENS_OK else { throw SpeechError.espeak(message(for: status)) }
  }

  /// espeak-ng's own message for a status code.
  static func message(for status: espeak_ng_STATUS) -> String {
    var buffer = [CChar](repeating: 0, count: 512)
    espeak_ng_GetStatusCodeMessage(status, &buffer, buffer.count)
    return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }
}

/// The state of one synthesis, shared with the C callback.
final class SynthesisContext {
  let sink: any AudioSink
  let sampleRate: Int
  let isCancelled: () -> Bool
  var trimmer: SilenceTrimmer
  var samples = 0
  var words = 0
  var cancelled = false
  var error: SpeechError?

  init(
    sink: any AudioSink, sampleRate: Int, isCancelled: @escaping () -> Bool, leadingSamples: Int, trailingSamples: Int
  ) {
    self.sink = sink
    self.sampleRate = sampleRate
    self.isCancelled = isCancelled
    trimmer = SilenceTrimmer(leadingSamples: leadingSamples, trailingSamples: trailingSamples)
  }
}

/// espeak-ng calls this with each block of samples; returning 1 aborts the synthesis.
private func synthesisCallback(
  _ wave: UnsafeMutablePointer<Int16>?, _ count: Int32, _ events: UnsafeMutablePointer<espeak_EVENT>?
) -> Int32 {
  guard let data = events?.pointee.user_data else { return 1 }
  let context = Unmanaged<SynthesisContext>.fromOpaque(data).takeUnretainedValue()
  if var event = events {
    while event.pointee.type != espeakEVENT_LIST_TERMINATED {
      if event.pointee.type == espeakEVENT_WORD { context.words += 1 }
      event += 1
    }
  }
  if context.isCancelled() {
    context.cancelled = true
    return 1
  }
  guard let wave, count > 0 else { return 0 }
  let samples = context.trimmer.process(UnsafeBufferPointer(start: wave, count: Int(count)))
  guard !samples.isEmpty else { return 0 }
  do {
    try context.sink.write(AudioChunk(samples: samples, sampleRate: context.sampleRate))
    context.samples += samples.count
    return 0
  } catch {
    context.error = error
    return 1
  }
}
