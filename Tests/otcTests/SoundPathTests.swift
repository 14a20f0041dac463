import Basics
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
    // At rate 80 the opening lasts over ten seconds: what is left of it when the key comes
    // is far longer than any delay a loaded machine adds.
    let terminal = try PseudoTerminal(
      ["prompt", "--speech", "espeak", "--no-auto-submit"], environment: ["PULSE_SERVER": daemon.server, "OTC_RATE": "80"])
    #expect(terminal.waitFor("text field"))
    let opening = try #require(capture.firstSound(after: 0, timeout: generousDeadline), "the opening is heard")
    // Otc's own stream, not pcaudiolib's: the one marked as a screen reader's.
    let streams = try daemon.listing("sink-inputs")
    #expect(streams.contains("media.role = \"a11y\""), "\(streams)")

    // Typed once a third of a second of the opening has sounded.
    eventually { capture.soundingSamples(after: opening - 1) > MonitorCapture.sampleRate / 3 }
    let overSpeech = monotonicSeconds()
    terminal.type("7")
    // otc has taken the key, and cut the opening, by the time its echo is on the screen:
    // up to then the opening may rightly still sound, however long the machine took.
    #expect(terminal.waitFor("Seven\r\n"))
    let taken = monotonicSeconds() - overSpeech
    // The echo as otc says it, synthesised here: what should follow the key, and no more.
    let echo = try SignalAnalysis.soundingLength(of: "Seven", rate: 80)
    _ = capture.soundingSamples(after: overSpeech, reaching: echo / 2)
    capture.waitForQuiet(1, timeout: 60)
    let heardOverSpeech = capture.soundingSamples(after: overSpeech)

    terminal.type("\u{1B}")
    #expect(terminal.waitForEnd() == .exited(130))
    // The echo, with what sounded while the key was being taken and half a second more
    // (what was on its way in the server's and the recorder's buffers); the rest of the
    // opening would be seconds more.
    #expect(heardOverSpeech >= echo / 2, "the echo of the key is heard: \(heardOverSpeech) sounding samples, the echo \(echo)")
    let allowance = Int(Double(MonitorCapture.sampleRate) * (taken + 0.5))
    #expect(
      heardOverSpeech < echo + allowance,
      "over speech \(heardOverSpeech) sounding samples after the key (taken in \(taken) s); the echo \(echo)")
  }
}
