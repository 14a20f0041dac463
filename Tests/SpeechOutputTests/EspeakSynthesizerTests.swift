import Announcer
import CEspeakNG
import CodeEntry
import OTCTestSupport
import Testing

@testable import SpeechOutput

/// Real synthesis with espeak-ng in synchronous mode: real samples, no device needed.
@Suite(.serialized) struct EspeakSynthesizerTests {
  let synthesizer: EspeakSynthesizer

  init() throws {
    synthesizer = try EspeakSynthesizer.shared()
    try synthesizer.configure(voice: nil, rate: EspeakSynthesizer.defaultRate)
  }

  func synthesize(_ text: String, _ language: Language = .english, tone: Tone = .normal) throws -> (RecordingSink, SynthesisReport) {
    let sink = RecordingSink()
    let report = try synthesizer.synthesize(Utterance(event: "test", parts: [text], language: language, tone: tone), into: sink) { false }
    return (sink, report)
  }

  @Test func nineYieldsNonSilentSamples() throws {
    let (sink, report) = try synthesize("nine")
    #expect(synthesizer.sampleRate == 22_050)
    #expect(report.samples == sink.samples.count)
    #expect(SignalAnalysis.soundingSamples(sink.samples) > 2_000)
    #expect(sink.finishedUtterances == 1)
  }

  @Test func leadingAndTrailingSilenceAreTrimmedToAFewMilliseconds() throws {
    let (sink, _) = try synthesize("nine")
    let padding = synthesizer.sampleRate * EspeakSynthesizer.paddingMilliseconds / 1000
    let first = try #require(sink.samples.firstIndex { abs(Int32($0)) > 64 })
    let last = try #require(sink.samples.lastIndex { abs(Int32($0)) > 64 })
    #expect(first <= padding)
    #expect(sink.samples.count - 1 - last <= padding)
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

  @Test func aFasterRateIsShorter() throws {
    let (slow, _) = try synthesize("nine eight five three nine one")
    try synthesizer.configure(voice: nil, rate: 350)
    defer { try? synthesizer.configure(voice: nil, rate: EspeakSynthesizer.defaultRate) }
    let (fast, _) = try synthesize("nine eight five three nine one")
    #expect(fast.samples.count < slow.samples.count * 3 / 4)
  }

  @Test func cancellingStopsSynthesisEarly() throws {
    let text = "nine eight five three nine one, text field, double tap to edit"
    let (whole, _) = try synthesize(text)
    let sink = RecordingSink()
    var calls = 0
    let report = try synthesizer.synthesize(Utterance(event: "test", parts: [text], language: .english), into: sink) {
      calls += 1
      return !sink.samples.isEmpty
    }
    #expect(report.cancelled)
    #expect(sink.samples.count < whole.samples.count / 2)
    #expect(sink.finishedUtterances == 0)
  }

  @Test func anUnknownVoiceIsAnErrorNamingIt() {
    #expect(throws: SpeechError.voiceNotFound("no-such-voice")) {
      try synthesizer.configure(voice: "no-such-voice", rate: 175)
    }
    #expect(SpeechError.voiceNotFound("no-such-voice").description.contains("no-such-voice"))
  }

  @Test func aRateOutsideTheRangeIsRefused() {
    #expect(throws: SpeechError.rateOutOfRange(79)) { try synthesizer.configure(voice: nil, rate: 79) }
    #expect(throws: SpeechError.rateOutOfRange(451)) { try synthesizer.configure(voice: nil, rate: 451) }
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
