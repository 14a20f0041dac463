import Basics
import CodeEntry
import Foundation
import OTCTestSupport
import OneTimeCodes
import SpeechOutput
import Utterances

// otc totp's rows (issue 60): a code generated alone, in-process, for each hash; and the
// built otc totp from its start to its code's first digit heard at a private PulseAudio
// sink, against otc prompt's opening (the question to its field's name heard).

/// How long after a start of `start` seconds the words `parts` are heard to their end, as
/// espeak-ng says them at the default rate (to the last sounding sample: the trailing
/// silence is not heard as words).
func secondsUntilHeard(_ parts: [String], afterStart start: Double) throws -> Double {
  let synthesizer = try EspeakSynthesizer.shared()
  let sink = RecordingSink()
  _ = try synthesizer.synthesize(
    Utterance(event: "focus", parts: parts, language: .english), settings: VoiceSettings(), into: sink
  ) { false }
  return start + Double((SignalAnalysis.lastSound(sink.samples) ?? 0) + 1) / Double(synthesizer.sampleRate)
}

/// A URI for a random 20-byte key, in base32, with `algorithm`.
func benchURI(_ algorithm: OTPAlgorithm) -> String {
  let secret = base32((0..<20).map { _ in UInt8.random(in: 0...255) })
  return "otpauth://totp/GitHub:alice?secret=\(secret)&issuer=GitHub&algorithm=\(algorithm.rawValue)\n"
}

/// The time one code takes to make (HMAC and truncation, every intermediate value in locked
/// memory), the median of `rounds` rounds of 1,000 codes, for each hash.
func totpGenerationFigures(rounds: Int) throws -> [Figure] {
  try OTPAlgorithm.allCases.map { algorithm in
    let key = try Array(benchURI(algorithm).utf8).withUnsafeBytes { try OTPKey(uriIn: $0) }
    defer { key.wipe() }
    var times: [Double] = []
    var sink = 0
    for round in 0..<rounds {
      let start = monotonicSeconds()
      for index in 0..<1_000 { sink &+= key.code(at: Int64(round * 1_000 + index) * 30).utf8.count }
      times.append((monotonicSeconds() - start) / 1_000)
    }
    precondition(sink > 0)
    return Figure(
      name: "otc totp, one \(algorithm.rawValue) code generated, median", value: Distribution(times).median * 1e6, unit: "µs")
  }
}

/// `otc totp --uri-file F --at 59` started `trials` times: from its start to the first sound
/// at the sink, and to its code's first digit heard (the first sound plus where the first
/// digit begins in "GitHub, 4 9 2, 0 3 9" as espeak-ng says it at the default rate).
func totpHeardFigures(
  otc: String, scratch: URL, environment: [String: String], capture: MonitorCapture, trials: Int, promptOpening: Double?
) throws -> [Figure] {
  let folder = scratch.appendingPathComponent("totp-\(UUID().uuidString.prefix(8))")
  try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
  defer { try? FileManager.default.removeItem(at: folder) }
  let uri = folder.appendingPathComponent("key.uri").path
  // Written in place, 0600 from the start: a release build refuses the temporary file an atomic write makes (mktemp).
  let descriptor = open(uri, O_WRONLY | O_CREAT | O_EXCL, 0o600)
  let text = Array(benchURI(.sha1).utf8)
  guard descriptor >= 0, write(descriptor, text, text.count) == text.count, close(descriptor) == 0 else {
    throw BenchError("cannot write \(uri)")
  }
  let runtime = folder.appendingPathComponent("runtime").path
  mkdir(runtime, 0o700)
  var childEnvironment = environment
  childEnvironment["XDG_RUNTIME_DIR"] = runtime
  var starts: [Double] = []
  for _ in 0..<trials {
    capture.waitForQuiet(0.5, timeout: 30)
    let started = monotonicSeconds()
    let terminal = try PseudoTerminal(
      ["totp", "--uri-file", uri, "--at", "59", "--speech", "espeak"], environment: childEnvironment, executable: otc)
    guard let heard = capture.firstSound(after: started, timeout: generousDeadline) else {
      throw BenchError("otc totp was never heard")
    }
    guard terminal.waitForEnd(timeout: generousDeadline) != nil else { throw BenchError("otc totp did not end") }
    starts.append(heard - started)
  }
  // Where the first digit begins: the first sound after the name's last, in the whole sentence.
  let synthesizer = try EspeakSynthesizer.shared()
  func samples(_ text: String) throws -> [Int16] {
    let sink = RecordingSink()
    _ = try synthesizer.synthesize(
      Utterance(event: "code", parts: [text], language: .english), settings: VoiceSettings(), into: sink
    ) { false }
    return sink.samples
  }
  let name = try samples("GitHub")
  let sentence = try samples("GitHub, 4 9 2, 0 3 9")
  let nameEnd = (SignalAnalysis.lastSound(name) ?? 0) + 1
  let firstSound = sentence.firstIndex { abs(Int32($0)) > Int32(SignalAnalysis.silence) } ?? 0
  let digitStart = sentence[nameEnd...].firstIndex { abs(Int32($0)) > Int32(SignalAnalysis.silence) } ?? nameEnd
  let toDigit = Double(digitStart - firstSound) / Double(synthesizer.sampleRate)
  let start = Distribution(starts)
  let digit = start.median + toDigit
  var figures = [Figure(name: "otc totp, start to first sound p50", value: start.median * 1000, unit: "ms")]
  if let promptOpening {
    figures.append(
      Figure(
        name: "otc totp, start to its code's first digit heard, median", value: digit, unit: "s",
        target: String(format: "at most otc prompt's opening, %.3f s", promptOpening), met: digit <= promptOpening))
  } else {
    figures.append(Figure(name: "otc totp, start to its code's first digit heard, median", value: digit, unit: "s"))
  }
  return figures
}
