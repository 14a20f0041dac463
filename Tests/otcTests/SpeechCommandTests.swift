import Foundation
import OTCTestSupport
import SpeechOutput
import Testing

/// The speech flags of `otc read`, and `otc speak` / `otc voices`, run as a built binary.
@Suite struct SpeechCommandTests {
  /// No PulseAudio server and no ALSA configuration: no audio device can open.
  let noDevice = ["PULSE_SERVER": "unix:/nonexistent/otc-pulse", "ALSA_CONFIG_PATH": "/dev/null"]

  func temporaryWAV() -> String {
    FileManager.default.temporaryDirectory.appendingPathComponent("otc-\(UUID().uuidString).wav").path
  }

  func wav(_ path: String) throws -> WAVFile.Contents {
    try WAVFile.decode(Data(contentsOf: URL(fileURLWithPath: path)))
  }

  @Test func readWritesAValidWavAndPerDigitIsClearlyLonger() throws {
    let single = temporaryWAV()
    let perDigit = temporaryWAV()
    defer {
      try? FileManager.default.removeItem(atPath: single)
      try? FileManager.default.removeItem(atPath: perDigit)
    }
    let first = try CommandRunner.run(privately: ["read", "--code", "985391", "--wav", single, "--speech", "none"])
    let second = try CommandRunner.run(privately: [
      "read", "--code", "985391", "--mode", "per-digit", "--wav", perDigit, "--speech", "none",
    ])
    #expect(first.status == 0 && second.status == 0)
    #expect(first.stdout == "Access code, nine eight five three nine one, text field, double tap to edit\n")
    #expect(first.stderr.isEmpty)
    let singleAudio = try wav(single)
    let perDigitAudio = try wav(perDigit)
    #expect(singleAudio.sampleRate == 22_050 && singleAudio.channels == 1 && singleAudio.bitsPerSample == 16)
    #expect(singleAudio.seconds > 2 && singleAudio.seconds < 10)
    #expect(SignalAnalysis.soundingSamples(singleAudio.samples) > singleAudio.samples.count / 3)
    #expect(perDigitAudio.seconds > singleAudio.seconds * 1.5, "\(perDigitAudio.seconds) s against \(singleAudio.seconds) s")
  }

  /// With an audio device, the voice is readied by saying a word into nothing while the
  /// device opens (EspeakSynthesizer.warmUp), always before the first utterance: espeak-ng
  /// carries its state from one synthesis to the next, so a warm-up that came after it now
  /// and then would change the samples from run to run. The same run gives the same WAV.
  @Test(arguments: ["en", "pt-BR", "bg"]) func withADeviceTheSameRunSaysTheSameSamples(language: String) throws {
    let folder = scratchFolder + "/warm-up-\(UUID().uuidString.prefix(8))"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    // ALSA's null device: one that opens, and plays nowhere.
    try "pcm.!default { type null }\n".write(toFile: folder + "/alsa.conf", atomically: true, encoding: .utf8)
    let device = ["PULSE_SERVER": "unix:/nonexistent/otc-pulse", "ALSA_CONFIG_PATH": folder + "/alsa.conf"]
    var recordings: [Data] = []
    for run in 0..<3 {
      let result = try CommandRunner.run(
        privately: ["read", "--code", "985391", "--lang", language, "--speech", "espeak", "--wav", folder + "/\(run).wav"],
        environment: device)
      #expect(result.status == 0 && result.stderr.isEmpty, "\(result.stderr)")
      recordings.append(try Data(contentsOf: URL(fileURLWithPath: folder + "/\(run).wav")))
    }
    let sizes = recordings.map(\.count)
    #expect(sizes[0] > 44_100, "\(sizes)")
    // Compared whole, reported by size: a difference printed byte by byte would be megabytes.
    let same = recordings.allSatisfy { $0 == recordings[0] }
    #expect(same, "\(sizes)")
  }

  @Test func withNoDeviceAutoPrintsTheTranscriptAndOneLineAboutAudio() throws {
    let result = try CommandRunner.run(privately: ["read", "--code", "985391"], environment: noDevice)
    #expect(result.status == 0)
    #expect(result.stdout == "Access code, nine eight five three nine one, text field, double tap to edit\n")
    let lines = result.stderr.split(separator: "\n")
    #expect(lines.count == 1, "stderr: \(result.stderr)")
    #expect(lines.first?.hasPrefix("otc read: no audio device could be opened") == true)
    #expect(lines.first?.hasSuffix("continuing with text only.") == true)
    #expect(!result.stderr.contains("ALSA lib"))
  }

  @Test func withNoDeviceEspeakExitsOne() throws {
    let result = try CommandRunner.run(privately: ["read", "--code", "985391", "--speech", "espeak"], environment: noDevice)
    #expect(result.status == 1)
    #expect(result.stderr.hasPrefix("otc read: no audio device could be opened"))
    #expect(!result.stderr.contains("ALSA lib"))
  }

  @Test func speechNoneNeverTouchesAudio() throws {
    // espeak-ng's data pointing nowhere would fail any synthesis: none must not try.
    let result = try CommandRunner.run(
      privately: ["read", "--code", "985391", "--speech", "none"],
      environment: noDevice.merging(["ESPEAK_DATA_PATH": "/nonexistent"]) { $1 })
    #expect(result.status == 0)
    #expect(result.stderr.isEmpty)
  }

  @Test func voicesForPortugueseListBrazil() throws {
    // --lang chooses the voices listed, not the language of the list: English here, under C.
    let result = try CommandRunner.run(["voices", "--lang", "pt"], environment: ["LANG": "C.UTF-8"])
    #expect(result.status == 0)
    let lines = result.stdout.split(separator: "\n").map(String.init)
    #expect(lines.first == "Name, language, file: --voice takes any of them.")
    #expect(lines.contains("Portuguese (Brazil), pt-br, roa/pt-BR"))
    #expect(lines.dropFirst().allSatisfy { $0.split(separator: ",").count == 3 })
  }

  /// Every spelling `otc voices` prints, espeak-ng's own names, and family/language forms,
  /// in any letter case, choose the voice; the prompt then runs.
  @Test(arguments: ["en-gb", "English (Great Britain)", "gmw/en-GB", "gmw/en", "EN_GB", "English_(Great_Britain)", "pt-BR"])
  func everySpellingOfAVoicePrompts(voice: String) throws {
    let wav = temporaryWAV()
    defer { try? FileManager.default.removeItem(atPath: wav) }
    let result = try CommandRunner.run(["prompt", "--speech", "none", "--voice", voice, "--wav", wav], stdin: "985391")
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout == "985391\n")
    let written = try WAVFile.decode(Data(contentsOf: URL(fileURLWithPath: wav)))
    #expect(written.seconds > 1)
  }

  /// `--speech none` still checks the voice, so a typo is found before speech is switched on.
  @Test func speechNoneStillChecksTheVoice() throws {
    let result = try CommandRunner.run(["prompt", "--speech", "none", "--voice", "en-gbb"], stdin: "985391")
    #expect(result.status == 1)
    #expect(result.stderr == "otc prompt: no espeak-ng voice is called “en-gbb”; otc voices lists them\n")
    #expect(result.stdout.isEmpty)
  }

  /// With `--speech none` nothing touches the sound server, not even espeak-ng's start
  /// (which probes for a device): a server that counts connections sees none.
  @Test func speechNoneNeverConnectsToTheSoundServer() throws {
    let server = try SilentServer()
    defer { server.stop() }
    let wav = temporaryWAV()
    defer { try? FileManager.default.removeItem(atPath: wav) }
    let result = try CommandRunner.run(
      ["prompt", "--speech", "none", "--voice", "en-gb", "--wav", wav], stdin: "985391",
      environment: ["PULSE_SERVER": "unix:\(server.path)"])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stderr.split(separator: "\n").allSatisfy { !$0.contains("otc prompt:") })
    #expect(server.connectionCount == 0)
  }

  @Test func anUnknownVoiceExitsOneNamingIt() throws {
    let result = try CommandRunner.run(["speak", "--voice", "no-such-voice", "hi"], environment: noDevice)
    #expect(result.status == 1)
    #expect(result.stderr.contains("no-such-voice"))
  }

  @Test func speakWritesAWav() throws {
    let path = temporaryWAV()
    defer { try? FileManager.default.removeItem(atPath: path) }
    let result = try CommandRunner.run(["speak", "--lang", "bg", "--wav", path, "девет"], environment: noDevice)
    #expect(result.status == 0)
    #expect(try wav(path).seconds > 0.2)
  }

  @Test func speakWithNoDeviceAndNoWavExitsOne() throws {
    let result = try CommandRunner.run(["speak", "nine"], environment: noDevice)
    #expect(result.status == 1)
    #expect(result.stderr.hasPrefix("otc speak: no audio device could be opened"))
  }

  @Test func aRateOutOfRangeIsAUsageError() throws {
    let result = try CommandRunner.run(privately: ["read", "--code", "985391", "--rate", "701"])
    #expect(result.status == 64)
  }

  @Test func missingEspeakDataIsAClearErrorWithExitOne() throws {
    let empty = FileManager.default.temporaryDirectory.appendingPathComponent("otc-empty-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: empty) }
    let result = try CommandRunner.run(["speak", "--wav", "/dev/null", "nine"], environment: ["ESPEAK_DATA_PATH": empty.path])
    #expect(result.status == 1)
    #expect(result.stderr.hasPrefix("otc speak: espeak-ng could not load its data"))
    #expect(result.stderr.split(separator: "\n").count == 1)
  }
}
