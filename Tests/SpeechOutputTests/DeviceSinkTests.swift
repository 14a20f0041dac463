import Foundation
import OTCTestSupport
import Testing

/// The real device path (pcaudiolib → PulseAudio) into a private null sink, recorded from
/// the sink's monitor with parec to prove real samples came out.
///
/// pcaudiolib chooses its server only from the environment (`PULSE_SERVER`), and changing
/// this process's environment would reach every suite running beside this one and every
/// child they start. So the sink is driven through the built `otc read --speech espeak`,
/// whose environment alone names the private server.
@Suite struct DeviceSinkTests {
  @Test func anUtterancePlayedOnTheDeviceReachesPulseAudio() throws {
    let daemon = try PulseAudioDaemon.start()
    defer { daemon.stop() }
    let recording = daemon.directory.appendingPathComponent("monitor.raw")
    let recorder = try ChildProcess(
      "/usr/bin/parec",
      ["--server", daemon.server, "-d", "otc_null.monitor", "--format=s16le", "--rate=22050", "--channels=1", "--raw"],
      outputPath: recording.path)
    defer { recorder.stop() }
    #expect(try daemon.waitForStream("source-outputs"), "parec is recording the monitor")

    let wav = daemon.directory.appendingPathComponent("sent.wav")
    let result = try CommandRunner.run(
      privately: ["read", "--code", "985391", "--speech", "espeak", "--wav", wav.path],
      environment: ["PULSE_SERVER": daemon.server])
    #expect(result.status == 0, "\(result.stderr)")
    // What was sent to the device is what went into the WAV file beside it.
    let sent = try Data(contentsOf: wav).count / 2 - 22
    #expect(sent > 10_000)
    // The monitor hears the speech: at least a third of what was sent is sound, once parec
    // has written it out.
    var samples: [Int16] = []
    let heard = eventually {
      let data = (try? Data(contentsOf: recording)) ?? Data()
      samples = data.withUnsafeBytes { Array($0.bindMemory(to: Int16.self)) }
      return SignalAnalysis.soundingSamples(samples) > sent / 3
    }
    recorder.stop()
    #expect(heard, "recorded \(samples.count) samples, \(SignalAnalysis.soundingSamples(samples)) sounding")
  }

  @Test func withNoServerTheDeviceFailsWithAClearError() throws {
    let result = try CommandRunner.run(
      privately: ["read", "--code", "985391", "--speech", "espeak"],
      environment: ["PULSE_SERVER": "unix:/nonexistent/otc-pulse", "ALSA_CONFIG_PATH": "/dev/null"])
    #expect(result.status == 1)
    #expect(result.stderr.hasPrefix("otc read: no audio device"), "\(result.stderr)")
    #expect(result.stderr.split(separator: "\n").count == 1)
    #expect(!result.stderr.contains("ALSA lib"))
  }
}
