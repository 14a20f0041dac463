import Basics
import Announcer
import CodeEntry
import SpeechOutput
import TerminalPrompt

/// A sink that notes when the first sample louder than silence arrives, then asks the
/// synthesis to stop: the echo has started, which is all that is timed.
final class FirstSoundSink: AudioSink {
  var firstSound: Double?
  func write(_ chunk: AudioChunk) throws(SpeechError) {
    if firstSound == nil, chunk.samples.contains(where: { abs(Int32($0)) > 64 }) { firstSound = monotonicSeconds() }
  }
  func finishUtterance() throws(SpeechError) {}
  func flush() {}
  func close() throws(SpeechError) {}
}

/// Key-echo latency through the real decoder, session (engine and announcer) and espeak-ng:
/// from a key's bytes entering the decoder to the first sound handed to the sink.
func keyEchoLatencies(keystrokes: Int, synthesizer: EspeakSynthesizer) throws -> (Distribution, [String: Int]) {
  // Digits, deletions and rejections, so the buffer never fills and every kind is timed.
  let cycle: [(String, [UInt8])] = [
    ("digit", Array("9".utf8)), ("digit", Array("٣".utf8)), ("deletion", [0x7F]), ("rejection", Array("x".utf8)),
    ("deletion", [0x7F]), ("digit", Array("5".utf8)), ("deletion", [0x7F]),
  ]
  var latencies: [Double] = []
  var kinds: [String: Int] = [:]
  var sessions: [Language: PromptSession] = [:]
  let languages = Language.allCases
  for index in 0..<keystrokes {
    let language = languages[index * languages.count / keystrokes]
    var session = sessions[language] ?? PromptSession(settings: PromptSettings(verbosity: Verbosity(language: language)))
    let (kind, bytes) = cycle[index % cycle.count]
    let sink = FirstSoundSink()
    let start = monotonicSeconds()
    var decoder = KeyDecoder()
    for key in decoder.decode(bytes) {
      let step = session.handle(key)
      guard let utterance = step.utterances.first else { continue }
      _ = try synthesizer.synthesize(utterance, settings: VoiceSettings(), into: sink) { sink.firstSound != nil }
    }
    sessions[language] = session
    guard let first = sink.firstSound else { throw BenchError("no sound for a \(kind) in \(language.rawValue)") }
    latencies.append(first - start)
    kinds[kind, default: 0] += 1
  }
  return (Distribution(latencies), kinds)
}
