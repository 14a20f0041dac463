/// Trims leading and trailing silence from one utterance's samples as they stream past, so
/// a key echo starts as soon as sound does: a trace of silence before the first sound (what
/// is dropped is below -54 dBFS, so no click) and a few milliseconds after the last.
///
/// Silence inside the utterance (between words) is kept: it is only held back until the
/// next sound shows it was not the end.
struct SilenceTrimmer {
  /// Samples at or below this magnitude count as silence (about -54 dBFS).
  static let threshold: Int16 = 64

  private let leading: Int
  private let trailing: Int
  private var started = false
  private var held: [Int16] = []

  /// Creates a trimmer that keeps `leadingSamples` of silence before the first sound and
  /// `trailingSamples` after the last.
  init(leadingSamples: Int, trailingSamples: Int) {
    leading = leadingSamples
    trailing = trailingSamples
  }

  /// Takes the next samples; returns those that can go to the sink now.
  mutating func process(_ samples: UnsafeBufferPointer<Int16>) -> [Int16] {
    guard let lastSound = samples.lastIndex(where: { abs(Int32($0)) > Int32(Self.threshold) }) else {
      held.append(contentsOf: samples)
      if !started, held.count > leading { held.removeFirst(held.count - leading) }
      return []
    }
    var out: [Int16]
    if started {
      out = held
      out.append(contentsOf: samples[...lastSound])
    } else {
      let firstSound = samples.firstIndex(where: { abs(Int32($0)) > Int32(Self.threshold) })!
      let fromChunk = max(0, firstSound - leading)
      let fromHeld = max(0, leading - (firstSound - fromChunk))
      out = Array(held.suffix(fromHeld))
      out.append(contentsOf: samples[fromChunk...lastSound])
      started = true
    }
    held = Array(samples[(lastSound + 1)...])
    return out
  }

  /// Ends the utterance; returns the short tail of silence to keep.
  mutating func finish() -> [Int16] {
    defer {
      held = []
      started = false
    }
    return started ? Array(held.prefix(trailing)) : []
  }
}
