import Testing

@testable import SpeechOutput

/// otc's scales on Speech Dispatcher's -100…100.
@Suite struct SpeechDispatcherSettingsTests {
  @Test func wordsAMinuteMapAroundEspeakNGsOwnRate() {
    #expect(SpeechDispatcherSettings.speechDispatcherRate(175) == 0)
    #expect(SpeechDispatcherSettings.speechDispatcherRate(450) == 100)
    #expect(SpeechDispatcherSettings.speechDispatcherRate(700) == 100)
    #expect(SpeechDispatcherSettings.speechDispatcherRate(80) == -100)
    #expect(SpeechDispatcherSettings.speechDispatcherRate(300) == 45)
  }
}
