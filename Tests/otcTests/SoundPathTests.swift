import Foundation
import OTCTestSupport
import Testing

/// The built `otc prompt` playing into a private PulseAudio, its null sink's monitor recorded:
/// a key typed over speech is heard at once, and the rest of what was being said is not.
/// Nothing here is timed; `otc-bench --e2e` measures how fast.
@Suite struct SoundPathTests {
  @Test(arguments: SoundServerKind.allCases)
  func aKeyTypedOverTheOpeningCutsItOffAtTheDevice(on kind: SoundServerKind) throws {
    let daemon = try kind.start()
    defer { daemon.stop() }
    let capture = try MonitorCapture(daemon: daemon)
    defer { capture.stop() }
    let terminal = try PseudoTerminal(
      ["prompt", "--speech", "espeak", "--no-auto-submit"], environment: ["PULSE_SERVER": daemon.server])
    #expect(terminal.waitFor("text field"))
    let opening = try #require(capture.firstSound(after: 0, timeout: 20), "the opening is heard")
    // Otc's own stream, not pcaudiolib's: the one marked as a screen reader's.
    let streams = try daemon.listing("sink-inputs")
    #expect(streams.contains("media.role = \"a11y\""), "\(streams)")

    // Typed once a third of a second of the opening (several seconds long) has sounded.
    eventually { capture.soundingSamples(after: opening - 1) > MonitorCapture.sampleRate / 3 }
    let overSpeech = monotonicNow()
    terminal.type("7")
    let heardOverSpeech = capture.soundingSamplesOnceQuiet(after: overSpeech)

    let inSilence = monotonicNow()
    terminal.type("\u{7F}7")
    let deletionAndEcho = capture.soundingSamplesOnceQuiet(after: inSilence)

    terminal.type("\u{1B}")
    #expect(terminal.waitForEnd() == .exited(130))
    // The echo alone after the key: the deletion's words and the same echo typed in
    // silence are more than it, and the rest of the opening would be far more.
    #expect(heardOverSpeech > 0, "the echo of the key is heard")
    #expect(
      heardOverSpeech < deletionAndEcho + MonitorCapture.sampleRate / 10,
      "over speech \(heardOverSpeech) sounding samples after the key; in silence, deletion and echo \(deletionAndEcho)")
  }
}
