import Basics
import Foundation
import OTCTestSupport
import SpeechOutput
import Utterances

// The sound-path rows that are measured on each sound server, PulseAudio and PipeWire, the
// same way: the floor, the prompt's echo in silence and over speech, the stream's latency,
// a key after seconds of silence (pcaudiolib#23's case), underflows, and the in-process
// sink's interrupt.

/// How many of each measurement.
struct SoundPathCounts {
  var silence: Int
  var overSpeech: Int
  var latency: Int
  /// Seconds of silence over which the idle prompt's CPU is summed.
  var idle: Double
  /// Keys typed after 3 s of silence.
  var afterSilence: Int
  /// Times the per-digit screen's sentences are spoken for the underflow count.
  var sentenceRounds: Int
}

/// One server's rows, and what other rows are built from.
struct ServerFigures {
  var figures: [Figure]
  /// The prompt's key typed in silence to first sound.
  var firstInSilence: Distribution
  /// `PulseSink` with tones, in this process.
  var sink: SinkFigures
  /// The node latency pipewire-pulse gave otc's stream (`node.latency`), when it lists one.
  var quantum: String?
}

/// The silence before a key in pcaudiolib#23's case: an utterance after 3 s of silence was
/// not heard on PipeWire.
let longSilence = 3.0

/// The sound path's rows on `server`, `capture` recording its null sink's monitor: the
/// same measurements on PulseAudio and PipeWire. `aboveFloorTarget` is the p50 target over
/// the server's own floor, in milliseconds.
@MainActor func soundPathFigures(
  on server: any SoundServer, capture: MonitorCapture, otc: String, sentences: [Utterance], counts: SoundPathCounts,
  aboveFloorTarget: Double
) throws -> ServerFigures {
  var figures: [Figure] = []
  let floor = try floorLatencies(daemon: server, capture: capture, trials: counts.silence)
  figures.append(
    Figure(name: "floor: a click through a 2 ms pacat stream, first sound p50", value: floor.median * 1000, unit: "ms"))
  figures.append(Figure(name: "floor, p99", value: floor.percentile(99) * 1000, unit: "ms"))

  let prompt = try PromptUnderTest(otc: otc, mode: "espeak", environment: ["PULSE_SERVER": server.server], capture: capture)
  let silence = try prompt.echoesInSilence(keys: counts.silence)
  let first = Distribution(silence.first)
  let overFloor = (first.median - floor.median) * 1000
  let overFloor99 = (first.percentile(99) - floor.percentile(99)) * 1000
  figures.append(Figure(name: "otc prompt, key typed in silence to first sound p50", value: first.median * 1000, unit: "ms"))
  figures.append(
    Figure(name: "otc prompt, key typed in silence to first sound p90", value: first.percentile(90) * 1000, unit: "ms"))
  figures.append(
    Figure(name: "otc prompt, key typed in silence to first sound p99", value: first.percentile(99) * 1000, unit: "ms"))
  figures.append(
    Figure(
      name: "otc prompt p50 above the floor's", value: overFloor, unit: "ms", target: "at most \(Int(aboveFloorTarget)) ms",
      met: overFloor <= aboveFloorTarget))
  figures.append(
    Figure(
      name: "otc prompt p99 above the floor's", value: overFloor99, unit: "ms", target: "at most 5 ms", met: overFloor99 <= 5))

  let digit = "5"
  let sameDigit = try prompt.echoesInSilence(keys: counts.overSpeech, digit: digit)
  let penalties = Distribution(try prompt.echoesOverSpeech(keys: counts.overSpeech, digit: digit, inSilence: sameDigit))
  let firstOfDigit = Distribution(sameDigit.first).median
  let penalty95 = penalties.percentile(95) * 1000
  figures.append(
    Figure(name: "otc prompt, key typed over speech, echo later than in silence p50", value: penalties.median * 1000, unit: "ms"))
  figures.append(
    Figure(
      name: "otc prompt, key typed over speech, echo later than in silence p95", value: penalty95, unit: "ms",
      target: "at most 15 ms", met: penalty95 <= 15))
  let overSpeech95 = (firstOfDigit + penalties.percentile(95)) * 1000
  if server is PulseAudioDaemon {
    figures.append(
      Figure(
        name: "otc prompt, key typed over speech to its echo, p95", value: overSpeech95, unit: "ms", target: "at most 15 ms",
        met: overSpeech95 <= 15))
  } else {
    // Decided in issue 42: PipeWire's own floor here (a 2 ms pacat click) is already
    // about 8 ms at p50 and 13 at p99, so the echo over speech is measured as PulseAudio's
    // rows are, above the floor measured in the same run.
    figures.append(
      Figure(name: "otc prompt, key typed over speech to its echo, p95", value: overSpeech95, unit: "ms"))
    let overSpeechAboveFloor = overSpeech95 - floor.percentile(95) * 1000
    figures.append(
      Figure(
        name: "otc prompt, key typed over speech to its echo, p95 above the floor's p95", value: overSpeechAboveFloor,
        unit: "ms", target: "at most 3 ms", met: overSpeechAboveFloor <= 3))
  }

  // PulseAudio lists the stream's buffer and sink latency; pipewire-pulse lists both as 0,
  // and what it gives is the quantum it sets on the stream (`node.latency`).
  let quantum = try nodeLatency(daemon: server, application: "otc")
  if server is PulseAudioDaemon {
    let latencies = Distribution(try prompt.reportedLatencies(daemon: server, samples: counts.latency))
    figures.append(
      Figure(
        name: "otc's stream latency as PulseAudio reports it, median", value: latencies.median * 1000, unit: "ms",
        target: "at most 20 ms", met: latencies.median <= 0.020))
    figures.append(
      Figure(name: "otc's stream latency as PulseAudio reports it, max", value: latencies.maximum * 1000, unit: "ms"))
  } else if let quantum, let seconds = fractionSeconds(quantum) {
    figures.append(
      Figure(name: "otc's stream quantum as pipewire-pulse sets it (node.latency \(quantum))", value: seconds * 1000, unit: "ms"))
  }

  let idle = prompt.idleCPU(seconds: counts.idle)
  figures.append(
    Figure(
      name: "otc prompt waiting in silence, CPU", value: idle * 1000, unit: "ms a second", target: "at most 0.1 ms a second",
      met: idle * 1000 <= 0.1))

  let heard = try prompt.heardAfterSilence(longSilence, keys: counts.afterSilence, digit: digit)
  figures.append(
    Figure(
      name: "otc prompt, a key typed after \(Int(longSilence)) s of silence heard whole", value: Double(heard),
      unit: "of \(counts.afterSilence) keys", target: "every key", met: heard == counts.afterSilence))
  prompt.close()

  let lost = try samplesLostAfterQuiet(6, daemon: server, capture: capture, trials: counts.afterSilence)
  figures.append(
    Figure(
      name: "the floor: pacat's first sound after 6 s of quiet, samples lost (most of \(counts.afterSilence))",
      value: Double(lost.floor), unit: "samples"))
  // A sample or two either way is the capture's own resampling; 22 samples is a millisecond.
  figures.append(
    Figure(
      name: "PulseSink's first sound after 6 s of quiet, samples lost beyond the floor's (most of \(counts.afterSilence))",
      value: Double(lost.otc - lost.floor), unit: "samples", target: "0 (within 22, a millisecond of measuring)",
      met: lost.otc - lost.floor <= 22))

  let spoken = Array(repeating: sentences, count: counts.sentenceRounds).flatMap { $0 }
  let floorUnderruns = try pacatUnderflows(daemon: server, sentences: spoken)
  figures.append(
    Figure(
      name: "the floor: pacat's underruns within the same \(spoken.count) sentences, the same 15 ms buffer",
      value: Double(floorUnderruns), unit: "underruns"))
  let (underflows, stalls, streamLatencies) = try pulseSinkUnderflows(server: server.server, sentences: spoken)
  figures.append(
    Figure(
      name: "PulseSink underflows within \(spoken.count) spoken sentences", value: Double(underflows), unit: "underflows",
      target: "at most the floor's (\(floorUnderruns))", met: underflows <= floorUnderruns))
  figures.append(
    Figure(
      name: "PulseSink stalls within \(spoken.count) spoken sentences (the server took nothing for 1 s)",
      value: Double(stalls), unit: "stalls", target: "0", met: stalls == 0))
  figures.append(
    Figure(
      name: "PulseSink stream latency while speaking, median", value: Distribution(streamLatencies).median * 1000, unit: "ms"))
  let sink = try PulseSink(sampleRate: MonitorCapture.sampleRate, server: server.server)
  let ours = try measureSink(sink, application: "otc", daemon: server, capture: capture, keys: counts.overSpeech)
  let oldStops = ours.oldKeepsSounding.percentile(95) * 1000
  figures.append(
    Figure(
      name: "PulseSink, old speech sounding on after a key, p95", value: oldStops, unit: "ms", target: "at most 15 ms",
      met: oldStops <= 15))
  return ServerFigures(figures: figures, firstInSilence: first, sink: ours, quantum: quantum)
}

extension PromptUnderTest {
  /// pcaudiolib#23's case: how many of `keys` digits, each typed after `seconds` of
  /// silence at the sink, are heard whole (at least 80% of the sounding samples of the
  /// same digit's echo after the usual short quiet).
  func heardAfterSilence(_ seconds: Double, keys: Int, digit: String) throws -> Int {
    capture.waitForQuiet(quietBetweenKeys, timeout: 20)
    let reference = monotonicSeconds()
    terminal.type(digit)
    let whole = capture.soundingSamplesOnceQuiet(after: reference)
    _ = try type("\u{7F}")
    var heard = 0
    for _ in 0..<keys {
      capture.waitForQuiet(seconds, timeout: seconds + 20)
      let key = monotonicSeconds()
      terminal.type(digit)
      if capture.soundingSamplesOnceQuiet(after: key) * 10 >= whole * 8 { heard += 1 }
      _ = try type("\u{7F}")
    }
    return heard
  }
}

/// The `node.latency` property pipewire-pulse sets on otc's stream ("1024/48000"): the
/// quantum PipeWire gave it; `nil` on PulseAudio, which has no such property.
func nodeLatency(daemon: any SoundServer, application: String) throws -> String? {
  let listing = try daemon.listing("sink-inputs")
  for stream in listing.components(separatedBy: "Sink Input #").dropFirst()
  where stream.contains("application.name = \"\(application)\"") {
    guard let line = stream.split(separator: "\n").first(where: { $0.contains("node.latency = ") }) else { return nil }
    return line.split(separator: "\"").dropFirst().first.map(String.init)
  }
  return nil
}

/// "118/22050" as seconds.
func fractionSeconds(_ fraction: String) -> Double? {
  let parts = fraction.split(separator: "/").compactMap { Double($0) }
  guard parts.count == 2, parts[1] > 0 else { return nil }
  return parts[0] / parts[1]
}
