import Announcer
import Foundation
import OTCTestSupport
import SpeechOutput
import Testing

/// Plays through the real device path (pcaudiolib → PulseAudio) into a null sink, and
/// records the sink's monitor with parec to prove real samples came out.
@Suite(.serialized) struct DeviceSinkTests {
  @Test func anUtterancePlayedOnTheDeviceReachesPulseAudio() throws {
    let daemon = try PulseAudioDaemon.start()
    defer { daemon.stop() }
    setenv("PULSE_SERVER", daemon.server, 1)
    defer { unsetenv("PULSE_SERVER") }

    let recording = daemon.directory.appendingPathComponent("monitor.raw")
    let recorder = try ChildProcess(
      "/usr/bin/parec",
      ["--server", daemon.server, "-d", "otc_null.monitor", "--format=s16le", "--rate=22050", "--channels=1", "--raw"],
      outputPath: recording.path)
    defer { recorder.stop() }
    Thread.sleep(forTimeInterval: 0.5)

    let synthesizer = try EspeakSynthesizer.shared()
    try synthesizer.configure(voice: nil, rate: EspeakSynthesizer.defaultRate)
    let sink = try DeviceSink(sampleRate: synthesizer.sampleRate)
    let speaker = Speaker(synthesizer: synthesizer, sink: sink)
    speaker.say(Utterance(event: "test", parts: ["nine eight five three nine one"], language: .english))
    try speaker.finish()  // drains the device
    Thread.sleep(forTimeInterval: 0.5)
    recorder.stop()

    let data = try Data(contentsOf: recording)
    let samples = data.withUnsafeBytes { Array($0.bindMemory(to: Int16.self)) }
    let sent = speaker.deliveries.map(\.samples).reduce(0, +)
    #expect(sent > 10_000)
    // The monitor hears the speech: at least a third of what was sent is sound.
    #expect(SignalAnalysis.soundingSamples(samples) > sent / 3, "recorded \(samples.count) samples")
  }

  @Test func withNoServerTheDeviceFailsWithAClearError() throws {
    setenv("PULSE_SERVER", "unix:/nonexistent/otc-pulse", 1)
    setenv("ALSA_CONFIG_PATH", "/dev/null", 1)
    defer {
      unsetenv("PULSE_SERVER")
      unsetenv("ALSA_CONFIG_PATH")
    }
    #expect {
      _ = try DeviceSink(sampleRate: 22_050)
    } throws: { error in
      guard case .noAudioDevice = error as? SpeechError else { return false }
      return true
    }
  }
}
