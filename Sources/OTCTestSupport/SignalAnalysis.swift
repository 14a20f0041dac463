/// Measurements of synthesised audio, for tests that check what espeak-ng produced.
public enum SignalAnalysis {
  /// Samples louder than this count as sound.
  public static let silence: Int16 = 64

  /// How many samples are louder than silence.
  public static func soundingSamples(_ samples: [Int16]) -> Int {
    samples.count { abs(Int32($0)) > Int32(silence) }
  }

  /// Where the last sample louder than silence is, if any: the end of the last word.
  public static func lastSound(_ samples: [Int16]) -> Int? {
    samples.lastIndex { abs(Int32($0)) > Int32(silence) }
  }

  /// The median fundamental frequency, in hertz, of the voiced frames of `samples`,
  /// by autocorrelation over 40 ms frames (60 to 400 Hz).
  public static func medianPitch(_ samples: [Int16], sampleRate: Int) -> Double? {
    let frame = sampleRate * 40 / 1000
    let minLag = sampleRate / 400
    let maxLag = sampleRate / 60
    var pitches: [Double] = []
    var start = 0
    while start + frame + maxLag < samples.count {
      let window = samples[start..<(start + frame + maxLag)].map(Double.init)
      let energy = window[0..<frame].reduce(0) { $0 + $1 * $1 }
      if energy / Double(frame) > 500 * 500 {
        var bestLag = 0
        var best = 0.0
        for lag in minLag...maxLag {
          var sum = 0.0
          for index in 0..<frame { sum += window[index] * window[index + lag] }
          if sum > best {
            best = sum
            bestLag = lag
          }
        }
        if best > 0.5 * energy, bestLag > 0 { pitches.append(Double(sampleRate) / Double(bestLag)) }
      }
      start += frame
    }
    guard !pitches.isEmpty else { return nil }
    return pitches.sorted()[pitches.count / 2]
  }
}
