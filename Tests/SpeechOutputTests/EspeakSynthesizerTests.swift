import Announcer
import CEspeakNG
import CodeEntry
import OTCTestSupport
import Testing

@testable import SpeechOutput

/// Real synthesis with espeak-ng in synchronous mode: real samples, no device needed.
///
/// Not serialized: every request carries its own voice and rate, so these tests run in
/// parallel with each other and with every other suite that speaks.
@Suite struct EspeakSynthesizerTests {
  let synthesizer: EspeakSynthesizer

  init() throws {
    synthesizer = try EspeakSynthesizer.shared()
  }

  func synthesize(
    _ text: String, _ language: Language = .english, tone: Tone = .normal, settings: VoiceSettings = VoiceSettings()
  ) throws -> (RecordingSink, SynthesisReport) {
    let sink = RecordingSink()
    let utterance = Utterance(event: "test", parts: [text], language: language, tone: tone)
    let report = try synthesizer.synthesize(utterance, settings: settings, into: sink) { false }
    return (sink, report)
  }

  @Test func nineYieldsNonSilentSamples() throws {
    let (sink, report) = try synthesize("nine")
    #expect(synthesizer.sampleRate == 22_050)
    #expect(report.samples == sink.samples.count)
    #expect(SignalAnalysis.soundingSamples(sink.samples) > 2_000)
    #expect(sink.finishedUtterances == 1)
  }

  /// The echo's first sound is the first sample (a trace of silence before it), and a few
  /// milliseconds of silence follow its last.
  @Test func leadingAndTrailingSilenceAreTrimmed() throws {
    let (sink, _) = try synthesize("nine")
    let leading = synthesizer.sampleRate * EspeakSynthesizer.leadingPaddingMicroseconds / 1_000_000
    let trailing = synthesizer.sampleRate * EspeakSynthesizer.paddingMilliseconds / 1000
    let first = try #require(sink.samples.firstIndex { abs(Int32($0)) > 64 })
    let last = try #require(sink.samples.lastIndex { abs(Int32($0)) > 64 })
    #expect(first <= leading)
    #expect(leading <= 11)
    #expect(sink.samples.count - 1 - last <= trailing)
  }

  /// The digits of a code are six words in every language, never one number.
  @Test(arguments: Language.allCases)
  func aSixDigitCodeIsSixSeparateWords(language: Language) throws {
    let announcer = Announcer(verbosity: Verbosity(language: language))
    let code = "985391".compactMap { Digit($0) }
    let (_, words) = try synthesize(announcer.words(code), language)
    #expect(words.words == 6)
    // Raw digits handed to the driver are separated too.
    let (_, raw) = try synthesize("985391", language)
    #expect(raw.words == 6)
  }

  @Test func digitRunsAreSeparatedButCountsAreNot() {
    #expect(EspeakSynthesizer.render("985391") == "9 8 5 3 9 1")
    #expect(EspeakSynthesizer.render("Paste has 12 digits, 6 fit") == "Paste has 12 digits, 6 fit")
    #expect(EspeakSynthesizer.render("code 123-456") == "code 1 2 3-4 5 6")
  }

  @Test func aDeletionIsSpokenLower() throws {
    let (normal, _) = try synthesize("nine, deleted")
    let (lowered, _) = try synthesize("nine, deleted", tone: .lowered)
    let normalPitch = try #require(SignalAnalysis.medianPitch(normal.samples, sampleRate: synthesizer.sampleRate))
    let loweredPitch = try #require(SignalAnalysis.medianPitch(lowered.samples, sampleRate: synthesizer.sampleRate))
    #expect(loweredPitch < normalPitch * 0.9, "lowered \(loweredPitch) Hz, normal \(normalPitch) Hz")
  }

  /// VoiceOver raises its pitch for a typed character: the echo of a typed digit is
  /// measurably higher than the same digit read.
  @Test func aTypedCharacterIsSpokenHigher() throws {
    let (read, _) = try synthesize("nine")
    let (typed, _) = try synthesize("nine", tone: .raised)
    let readPitch = try #require(SignalAnalysis.medianPitch(read.samples, sampleRate: synthesizer.sampleRate))
    let typedPitch = try #require(SignalAnalysis.medianPitch(typed.samples, sampleRate: synthesizer.sampleRate))
    #expect(typedPitch > readPitch * 1.1, "typed \(typedPitch) Hz, read \(readPitch) Hz")
  }

  @Test func aFasterRateIsShorter() throws {
    let (slow, _) = try synthesize("nine eight five three nine one")
    let (fast, _) = try synthesize("nine eight five three nine one", settings: VoiceSettings(rate: 350))
    #expect(fast.samples.count < slow.samples.count * 3 / 4)
  }

  /// Two requests with different settings, interleaved, each get their own: nothing of one
  /// request's settings is left behind for the next. (espeak-ng's samples are not
  /// bit-for-bit repeatable across voice switches, so lengths are compared within 3%.)
  @Test func settingsTravelWithEachRequest() throws {
    let text = "nine eight five three nine one"
    let (slow, _) = try synthesize(text)
    let (fast, _) = try synthesize(text, settings: VoiceSettings(rate: 350))
    let (slowAgain, _) = try synthesize(text)
    let (british, _) = try synthesize(text, settings: VoiceSettings(voice: "gmw/en", rate: 350))
    let (slowLast, _) = try synthesize(text)
    #expect(fast.samples.count < slow.samples.count * 3 / 4)
    #expect(british.samples.count < slow.samples.count * 3 / 4)
    #expect(sameLength(slowAgain.samples, slow.samples))
    #expect(sameLength(slowLast.samples, slow.samples))
  }

  @Test func cancellingStopsSynthesisEarly() throws {
    let text = "nine eight five three nine one, text field, double tap to edit"
    let (whole, _) = try synthesize(text)
    let sink = RecordingSink()
    var calls = 0
    let utterance = Utterance(event: "test", parts: [text], language: .english)
    let report = try synthesizer.synthesize(utterance, settings: VoiceSettings(), into: sink) {
      calls += 1
      return !sink.samples.isEmpty
    }
    #expect(report.cancelled)
    #expect(sink.samples.count < whole.samples.count / 2)
    #expect(sink.finishedUtterances == 0)
  }

  @Test func anUnknownVoiceIsAnErrorNamingIt() throws {
    #expect(throws: SpeechError.voiceNotFound("no-such-voice")) {
      try synthesizer.validate(VoiceSettings(voice: "no-such-voice"))
    }
    #expect(throws: SpeechError.voiceNotFound("no-such-voice")) {
      try synthesize("nine", settings: VoiceSettings(voice: "no-such-voice"))
    }
    #expect(SpeechError.voiceNotFound("no-such-voice").description.contains("no-such-voice"))
    // A failed load leaves nothing half-applied: the next request speaks as before.
    let (before, _) = try synthesize("nine eight five three nine one")
    _ = try? synthesize("nine", settings: VoiceSettings(voice: "no-such-voice", rate: 350))
    let (after, _) = try synthesize("nine eight five three nine one")
    #expect(sameLength(after.samples, before.samples))
    #expect(after.samples.count > 0)
  }

  @Test func aRateOutsideTheRangeIsRefused() {
    #expect(throws: SpeechError.rateOutOfRange(79)) { try synthesizer.validate(VoiceSettings(rate: 79)) }
    #expect(throws: SpeechError.rateOutOfRange(701)) { try synthesizer.validate(VoiceSettings(rate: 701)) }
    #expect(throws: SpeechError.rateOutOfRange(701)) { try synthesize("nine", settings: VoiceSettings(rate: 701)) }
  }

  /// Whether two renderings last the same within 3%, with the lengths in the message.
  func sameLength(_ one: [Int16], _ other: [Int16]) -> Bool {
    abs(one.count - other.count) * 100 <= max(one.count, other.count) * 3
  }

  @Test func voicesAreFilteredByLanguage() {
    let portuguese = synthesizer.voices(language: "pt")
    #expect(portuguese.contains { $0.language == "pt-br" })
    #expect(portuguese.allSatisfy { $0.speaks("pt") })
    #expect(synthesizer.voices(language: "bg").map(\.language) == ["bg"])
    #expect(synthesizer.voices().count > 50)
  }

  @Test func espeakStatusMessagesAreItsOwn() {
    #expect(EspeakSynthesizer.message(for: ENS_VOICE_NOT_FOUND).lowercased().contains("voice"))
  }
}
