import Basics
import Foundation
import OTCTestSupport
import SpeechOutput
import Utterances

// The sound path, measured where the listener hears it: a private PulseAudio's null sink,
// its monitor captured by parec at 2 ms latency (MonitorCapture). Every time is from the
// moment a key is written (to a pseudo-terminal, a pipe or a speaker) to the arrival of the
// first monitor block that sounds.

/// How long the monitor must be quiet before the next key, so each key is typed in silence.
let quietBetweenKeys = 0.2

/// Key → first sound and key → last sound, for keys typed in silence.
struct EchoTimes {
  var first: [Double] = []
  var last: [Double] = []
  /// How long one echo sounds, at the median.
  var length: Double { Distribution(zip(first, last).map { $1 - $0 }).median }
}

/// The floor: a 100 ms click already in memory, written to a `pacat` whose stream asks for
/// 2 ms of latency, the least the sound server and the capture allow.
func floorLatencies(daemon: any SoundServer, capture: MonitorCapture, trials: Int) throws -> Distribution {
  let pacat = try PacatStream(daemon: daemon, latencyMilliseconds: 2)
  defer { pacat.close() }
  let click = (0..<MonitorCapture.sampleRate / 10).map {
    Int16(12_000 * sin(2 * Double.pi * 1_000 * Double($0) / Double(MonitorCapture.sampleRate)))
  }
  var times: [Double] = []
  // One click first, untimed: pacat's stream starts once, and that is not what is measured.
  for trial in -1..<trials {
    capture.waitForQuiet(quietBetweenKeys, timeout: 20)
    let written = monotonicSeconds()
    try pacat.write(click, named: "the click")
    guard let heard = capture.firstSound(after: written, timeout: generousDeadline) else {
      throw BenchError("pacat's click never sounded")
    }
    if trial >= 0 { times.append(heard - written) }
  }
  return Distribution(times)
}

/// How many samples of "seven" are lost when it is the first sound after `seconds` of quiet
/// (issue 56): its own sounding span, as espeak-ng makes it, less the span heard at the
/// monitor, the largest of `trials`. Through `PulseSink` as a key's echo (interrupting), and
/// through a pacat stream fed the same samples, the floor: what the server itself loses of
/// a stream's first sound after a pause (its resampling's edges on PipeWire).
func samplesLostAfterQuiet(_ seconds: Double, daemon: any SoundServer, capture: MonitorCapture, trials: Int) throws
  -> (otc: Int, floor: Int)
{
  let synthesizer = try EspeakSynthesizer.shared()
  let seven = Utterance(event: "bench", parts: ["seven"], language: .english)
  let recording = RecordingSink()
  _ = try synthesizer.synthesize(seven, settings: VoiceSettings(rate: EspeakSynthesizer.defaultRate), into: recording) { false }
  let samples = recording.samples
  let own = SignalAnalysis.soundingSpan(samples)
  guard synthesizer.sampleRate == MonitorCapture.sampleRate else { throw BenchError("espeak-ng's rate is not the capture's") }

  let sink = try PulseSink(sampleRate: synthesizer.sampleRate, server: daemon.server)
  let speaker = Speaker(synthesizer: synthesizer, sink: sink)
  speaker.say(seven)
  var otc = 0
  for _ in 0..<trials {
    capture.waitForQuiet(seconds, timeout: seconds + 20)
    let key = monotonicSeconds()
    speaker.say(seven, interrupting: true)
    otc = max(otc, own - capture.soundingSpanOnceQuiet(after: key))
  }
  try speaker.finish()

  let pacat = try PacatStream(daemon: daemon, latencyMilliseconds: 15)
  defer { pacat.close() }
  var floor = 0
  // Once first, unmeasured: pacat's stream starts once, and that is not what is measured.
  for trial in -1..<trials {
    capture.waitForQuiet(trial < 0 ? quietBetweenKeys : seconds, timeout: seconds + 20)
    let written = monotonicSeconds()
    try pacat.write(samples, named: "\"seven\"")
    let heard = capture.soundingSpanOnceQuiet(after: written)
    if trial >= 0 { floor = max(floor, own - heard) }
  }
  return (otc, floor)
}

/// A `pacat` stream to `daemon`'s null sink at the capture's rate, fed through a FIFO, so
/// that samples already in memory reach the server at once.
struct PacatStream {
  private let pipe: Int32
  private let pacat: ChildProcess

  /// Starts pacat asking for `latencyMilliseconds` and waits until its stream is connected.
  init(daemon: any SoundServer, latencyMilliseconds: Int) throws {
    let fifo = daemon.directory.appendingPathComponent("pacat-\(UUID().uuidString.prefix(6))").path
    guard mkfifo(fifo, 0o600) == 0 else { throw BenchError("cannot make a FIFO for pacat") }
    // Read and write, so that pacat's opening it to read never waits and it never sees the end.
    let pipe = open(fifo, O_RDWR | O_CLOEXEC)
    guard pipe >= 0 else { throw BenchError("cannot open pacat's FIFO") }
    let before = try daemon.streams("sink-inputs")
    let pacat: ChildProcess
    do {
      pacat = try ChildProcess(
        "/usr/bin/pacat",
        [
          "--server", daemon.server, "-d", "otc_null", "--format=s16le", "--rate=\(MonitorCapture.sampleRate)", "--channels=1",
          "--raw", "--latency-msec=\(latencyMilliseconds)",
        ],
        inputPath: fifo)
    } catch {
      Glibc.close(pipe)
      throw error
    }
    self.pipe = pipe
    self.pacat = pacat
    guard try eventually(timeout: 20, { try daemon.streams("sink-inputs") > before }) else {
      close()
      throw BenchError("pacat did not open its stream")
    }
  }

  /// Writes `samples` whole, or throws naming `what`.
  func write(_ samples: [Int16], named what: String) throws {
    let count = samples.withUnsafeBytes { Glibc.write(pipe, $0.baseAddress, $0.count) }
    guard count == samples.count * 2 else { throw BenchError("\(what) could not be written to pacat") }
  }

  /// Stops pacat and closes the FIFO.
  func close() {
    pacat.stop()
    Glibc.close(pipe)
  }
}

/// `espeak-ng nine` started per key, playing through its own pcaudiolib: the alternative a
/// shell script has.
func espeakPerKeyLatencies(espeak: String, daemon: any SoundServer, capture: MonitorCapture, trials: Int) throws
  -> Distribution
{
  var times: [Double] = []
  for _ in 0..<trials {
    capture.waitForQuiet(quietBetweenKeys, timeout: 20)
    let started = monotonicSeconds()
    let process = try ChildProcess(espeak, ["-v", "en-us", "nine"], environment: ["PULSE_SERVER": daemon.server])
    guard let heard = capture.firstSound(after: started, timeout: generousDeadline) else {
      throw BenchError("espeak-ng nine never sounded")
    }
    times.append(heard - started)
    _ = process.wait()
  }
  return Distribution(times)
}

/// The built `otc prompt` in a pseudo-terminal, speaking through `mode`.
final class PromptUnderTest {
  let terminal: PseudoTerminal
  let capture: MonitorCapture

  init(otc: String, mode: String, environment: [String: String], capture: MonitorCapture) throws {
    self.capture = capture
    terminal = try PseudoTerminal(
      ["prompt", "--speech", mode, "--length", "12", "--no-auto-submit", "--no-hints"], environment: environment,
      executable: otc)
    guard terminal.waitFor("text field", timeout: generousDeadline) else {
      throw BenchError("otc prompt --speech \(mode) did not open")
    }
    _ = capture.firstSound(after: 0, timeout: 5)
    capture.waitForQuiet(0.3, timeout: 20)
  }

  /// Types `key` and waits for its first sound; with `untilQuiet`, also for the end of it.
  func type(_ key: String, untilQuiet: Bool = true) throws -> (key: Double, first: Double, last: Double) {
    let typed = monotonicSeconds()
    terminal.type(key)
    guard let heard = capture.firstSound(after: typed, timeout: generousDeadline) else {
      throw BenchError("a key typed into otc prompt was never heard at the sink")
    }
    if untilQuiet { capture.waitForQuiet(quietBetweenKeys, timeout: 20) }
    return (typed, heard, capture.lastSound ?? heard)
  }

  /// Key → first and last sound of a digit's echo typed in silence, `keys` times; each
  /// digit is then deleted, so the code never fills.
  func echoesInSilence(keys: Int, digit: String? = nil) throws -> EchoTimes {
    var times = EchoTimes()
    for index in 0..<keys {
      capture.waitForQuiet(quietBetweenKeys, timeout: 20)
      let echo = try type(digit ?? "\(index % 10)")
      times.first.append(echo.first - echo.key)
      times.last.append(echo.last - echo.key)
      _ = try type("\u{7F}")
    }
    return times
  }

  /// The same digit typed over speech (the help that `?` reads, several seconds long), at
  /// a different moment into it each time: how much later than in silence its echo ends,
  /// which is how much later it started. The help is asked for again each time.
  func echoesOverSpeech(keys: Int, digit: String, inSilence: EchoTimes) throws -> [Double] {
    let lastInSilence = Distribution(inSilence.last).median
    var penalties: [Double] = []
    for index in 0..<keys {
      capture.waitForQuiet(quietBetweenKeys, timeout: 20)
      let help = try type("?", untilQuiet: false)
      // 100 to 490 ms into the help, spread evenly over the trials.
      let into = 0.1 + 0.39 * Double(index % 40) / 39
      while monotonicSeconds() < help.first + into { usleep(500) }
      let echo = try type(digit)
      penalties.append(echo.last - echo.key - lastInSilence)
      _ = try type("\u{7F}")
    }
    return penalties
  }

  /// The latency PulseAudio reports for otc's stream while it reads its help: buffer plus
  /// sink latency, from `pactl list sink-inputs`, sampled `samples` times.
  func reportedLatencies(daemon: any SoundServer, samples: Int) throws -> [Double] {
    var latencies: [Double] = []
    // A server that never lists a latency ends the loop after five tries a sample.
    var tries = 0
    while latencies.count < samples && tries < samples * 5 {
      tries += 1
      capture.waitForQuiet(quietBetweenKeys, timeout: 20)
      _ = try type("?", untilQuiet: false)
      if let latency = try streamLatency(daemon: daemon, application: "otc") { latencies.append(latency) }
      _ = try type("\u{7F}")
    }
    return latencies
  }

  /// CPU time (all threads, from /proc's schedstat) spent while the prompt waits in
  /// silence for `seconds`, per second.
  func idleCPU(seconds: Double) -> Double {
    capture.waitForQuiet(0.5, timeout: 20)
    let before = cpuNanoseconds(terminal.pid)
    let start = monotonicSeconds()
    while monotonicSeconds() < start + seconds { usleep(50_000) }
    return Double(cpuNanoseconds(terminal.pid) - before) / 1e9 / (monotonicSeconds() - start)
  }

  func close() {
    terminal.type("\u{1B}")
    _ = terminal.waitForEnd(timeout: 20)
  }
}

/// Nanoseconds on a CPU, summed over every thread of `pid`.
func cpuNanoseconds(_ pid: pid_t) -> Int {
  let tasks = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/task")) ?? []
  return tasks.reduce(0) { total, task in
    let text = (try? String(contentsOfFile: "/proc/\(pid)/task/\(task)/schedstat", encoding: .utf8)) ?? ""
    return total + (Int(text.split(separator: " ").first ?? "") ?? 0)
  }
}

/// Buffer latency plus sink latency of the first playback stream whose application is
/// `application`, in seconds, as `pactl list sink-inputs` reports it now; nil if it is
/// not playing.
func streamLatency(daemon: any SoundServer, application: String) throws -> Double? {
  let listing = try daemon.listing("sink-inputs")
  for stream in listing.components(separatedBy: "Sink Input #").dropFirst()
  where stream.contains("application.name = \"\(application)\"") {
    func microseconds(_ label: String) -> Double? {
      stream.split(separator: "\n").first { $0.contains(label) }
        .flatMap { Double($0.split(separator: ":")[1].trimmingCharacters(in: .whitespaces).split(separator: " ")[0]) }
    }
    guard stream.contains("Corked: no"), let buffer = microseconds("Buffer Latency"), let sink = microseconds("Sink Latency")
    else { return nil }
    return (buffer + sink) / 1e6
  }
  return nil
}

// MARK: - The sinks compared in-process

/// Tones instead of words, so that the capture can tell old speech from a new echo by
/// loudness: "old" is 3 s of a quiet 220 Hz tone, "new" 150 ms of a loud 1 kHz one. Both
/// are delivered in 20 ms chunks as fast as the sink takes them, as espeak-ng delivers words.
final class ToneSynthesizer: Synthesizer {
  static let quiet = 1_500.0
  static let loud = 16_000.0
  /// A block whose peak is above this carries the new echo.
  static let loudThreshold = 8_000

  func validate(_ settings: VoiceSettings) throws(SpeechError) {}

  func synthesize(_ utterance: Utterance, settings: VoiceSettings, into sink: any AudioSink, isCancelled: () -> Bool)
    throws(SpeechError) -> SynthesisReport
  {
    let rate = MonitorCapture.sampleRate
    let new = utterance.parts.first == "new"
    let (seconds, amplitude, frequency) = new ? (0.15, Self.loud, 1_000.0) : (3.0, Self.quiet, 220.0)
    let total = Int(seconds * Double(rate))
    var written = 0
    while written < total {
      if isCancelled() { return SynthesisReport(samples: written, sampleRate: rate, words: 1, cancelled: true) }
      let count = min(rate / 50, total - written)
      let samples = (written..<written + count).map {
        Int16(amplitude * sin(2 * Double.pi * frequency * Double($0) / Double(rate)))
      }
      try sink.write(AudioChunk(samples: samples, sampleRate: rate))
      written += count
    }
    try sink.finishUtterance()
    return SynthesisReport(samples: written, sampleRate: rate, words: 1, cancelled: false)
  }
}

/// What one sink does with a key, measured in-process through a `Speaker`.
struct SinkFigures {
  var firstInSilence: Distribution
  /// Key typed over speech → last block of the old (quiet) tone.
  var oldKeepsSounding: Distribution
  /// Key typed over speech → first block of the new (loud) tone.
  var newStarts: Distribution
  /// Buffer plus sink latency PulseAudio reports for the stream while it plays.
  var streamLatency: Distribution
}

func measureSink(
  _ sink: any AudioSink, application: String, daemon: any SoundServer, capture: MonitorCapture, keys: Int
) throws -> SinkFigures {
  let speaker = Speaker(synthesizer: ToneSynthesizer(), sink: sink)
  defer { try? speaker.finish() }
  let old = Utterance(event: "test", parts: ["old"], language: .english)
  let new = Utterance(event: "test", parts: ["new"], language: .english)
  var firsts: [Double] = []
  var stops: [Double] = []
  var starts: [Double] = []
  var latencies: [Double] = []
  for index in 0..<keys {
    capture.waitForQuiet(quietBetweenKeys, timeout: 20)
    let key = monotonicSeconds()
    speaker.say(new, interrupting: true)
    guard let heard = capture.firstSound(after: key, timeout: generousDeadline) else {
      throw BenchError("\(application): no sound")
    }
    firsts.append(heard - key)

    capture.waitForQuiet(quietBetweenKeys, timeout: 20)
    let begun = monotonicSeconds()
    speaker.say(old)
    guard let oldHeard = capture.firstSound(after: begun, timeout: generousDeadline) else {
      throw BenchError("\(application): no sound")
    }
    let into = 0.1 + 0.39 * Double(index % 40) / 39
    while monotonicSeconds() < oldHeard + into { usleep(500) }
    if index % 4 == 0, let latency = try streamLatency(daemon: daemon, application: application) { latencies.append(latency) }
    let interrupt = monotonicSeconds()
    speaker.say(new, interrupting: true)
    // The new tone is waited for before the quiet after it: on a loaded machine the gap
    // between the old tone's flush and the new one's start can outlast the quiet waited for.
    let newHeard = eventually(timeout: generousDeadline, pacing: 0.01) {
      capture.blocks(after: interrupt).contains { $0.peak > ToneSynthesizer.loudThreshold }
    }
    guard newHeard else { throw BenchError("\(application): the new tone never sounded") }
    capture.waitForQuiet(quietBetweenKeys, timeout: 20)
    let blocks = capture.blocks(after: interrupt)
    guard let loud = blocks.first(where: { $0.peak > ToneSynthesizer.loudThreshold }) else {
      throw BenchError("\(application): the new tone never sounded")
    }
    starts.append(loud.time - interrupt)
    let lastOld = blocks.last { $0.sounding > 0 && $0.peak <= ToneSynthesizer.loudThreshold && $0.time < loud.time }
    stops.append(max(0, (lastOld?.time ?? interrupt) - interrupt))
  }
  return SinkFigures(
    firstInSilence: Distribution(firsts), oldKeepsSounding: Distribution(stops), newStarts: Distribution(starts),
    streamLatency: Distribution(latencies))
}

/// The floor under `pulseSinkUnderflows`: the same sentences, made beforehand, played by pacat
/// through the same server with the same 15 ms buffer, one after another. Its underruns are
/// the machine's stalls (a process not run for longer than its buffer lasts), which no
/// client with that buffer avoids; the one as its stream drains at the end is not one.
func pacatUnderflows(daemon: any SoundServer, sentences: [Utterance]) throws -> Int {
  let synthesizer = try EspeakSynthesizer.shared()
  let recording = RecordingSink()
  for sentence in sentences {
    _ = try synthesizer.synthesize(sentence, settings: VoiceSettings(rate: EspeakSynthesizer.defaultRate), into: recording) {
      false
    }
  }
  let name = "pacat-floor-\(UUID().uuidString.prefix(6))"
  let samples = daemon.directory.appendingPathComponent(name + ".raw")
  let said = daemon.directory.appendingPathComponent(name + ".log")
  defer {
    try? FileManager.default.removeItem(at: samples)
    try? FileManager.default.removeItem(at: said)
  }
  try recording.samples.withUnsafeBytes { try Data($0).write(to: samples) }
  let latency = Int(PulseSink.targetLatency * 1000)
  let pacat = try ChildProcess(
    "/usr/bin/pacat",
    [
      "-v", "--server", daemon.server, "-d", "otc_null", "--format=s16le", "--rate=\(synthesizer.sampleRate)", "--channels=1",
      "--raw", "--latency-msec=\(latency)", samples.path,
    ],
    errorPath: said.path)
  guard pacat.wait() == 0 else {
    throw BenchError("pacat could not play the sentences: \(try String(contentsOf: said, encoding: .utf8))")
  }
  return pacatUnderruns(in: try String(contentsOf: said, encoding: .utf8))
}

/// The underruns pacat -v reported in `log` while it played: its messages, its "Time:"
/// lines (ended by carriage returns) left out, less the last underrun when nothing started
/// the stream again before it drained.
func pacatUnderruns(in log: String) -> Int {
  let messages = log.split { $0 == "\n" || $0 == "\r" }.map { $0.replacingOccurrences(of: "\u{1B}[K", with: "") }
    .filter { !$0.isEmpty && !$0.hasPrefix("Time:") }
  let underruns = messages.count { $0 == "Stream underrun." }
  let last = messages.lastIndex { $0 == "Stream underrun." || $0 == "Stream started." }
  let drained = messages.contains { $0 == "Playback stream drained." }
  return drained && last.map { messages[$0] == "Stream underrun." } == true ? underruns - 1 : underruns
}

/// Speaks `sentences` through espeak-ng into a fresh `PulseSink` and returns how often the
/// server ran dry in the middle of one, how often it stopped asking for samples for a
/// second (and was flushed), and the latencies the stream reported.
func pulseSinkUnderflows(server: String, sentences: [Utterance]) throws -> (underflows: Int, stalls: Int, latencies: [Double]) {
  let synthesizer = try EspeakSynthesizer.shared()
  let sink = try PulseSink(sampleRate: synthesizer.sampleRate, server: server)
  let speaker = Speaker(synthesizer: synthesizer, sink: sink)
  for sentence in sentences {
    speaker.say(sentence)
    speaker.waitUntilDone()
  }
  try speaker.finish()
  return (sink.underflows, sink.stalls, sink.reportedLatencies)
}
