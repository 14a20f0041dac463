import Foundation

/// Writes a whole run's utterances into one WAV file: 16-bit PCM, mono, at the
/// synthesizer's rate, with a short gap between utterances.
///
/// The samples are kept in memory and written on `close()`, so the file is complete and its
/// header right even when the path is a pipe or /dev/null, which cannot seek back.
public final class WAVFileSink: AudioSink {
  /// Silence between two utterances, in milliseconds.
  public static let gapMilliseconds = 150

  /// Where the file goes.
  public let path: String
  private let sampleRate: Int
  private var samples: [Int16] = []
  private var utterances = 0
  private var utteranceOpen = false
  private var closed = false

  /// Prepares a WAV file at `path`; the path is checked now so that a bad one fails early.
  public init(path: String, sampleRate: Int) throws {
    self.path = path
    self.sampleRate = sampleRate
    guard FileManager.default.createFile(atPath: path, contents: nil) || FileManager.default.isWritableFile(atPath: path)
    else { throw SpeechError.wavFile(path: path, message: String(cString: strerror(errno))) }
  }

  public func write(_ chunk: AudioChunk) throws {
    if !utteranceOpen {
      if utterances > 0 { samples.append(contentsOf: repeatElement(0, count: sampleRate * Self.gapMilliseconds / 1000)) }
      utteranceOpen = true
      utterances += 1
    }
    samples.append(contentsOf: chunk.samples)
  }

  public func finishUtterance() throws { utteranceOpen = false }

  /// A file keeps what was cut off: it records what was heard, and a cut stays a cut.
  public func flush() { utteranceOpen = false }

  public func close() throws {
    guard !closed else { return }
    closed = true
    let data = WAVFile.encode(samples: samples, sampleRate: sampleRate)
    guard let handle = FileHandle(forWritingAtPath: path) else {
      throw SpeechError.wavFile(path: path, message: "it cannot be opened for writing")
    }
    defer { try? handle.close() }
    do {
      try handle.write(contentsOf: data)
      try? handle.truncate(atOffset: UInt64(data.count))
    } catch {
      throw SpeechError.wavFile(path: path, message: error.localizedDescription)
    }
  }
}

/// The RIFF/WAVE format for 16-bit PCM mono, both ways.
public enum WAVFile {
  /// A WAV file's bytes for `samples`.
  public static func encode(samples: [Int16], sampleRate: Int) -> Data {
    let dataBytes = samples.count * 2
    var data = Data(capacity: 44 + dataBytes)
    func append32(_ value: Int) { withUnsafeBytes(of: UInt32(value).littleEndian) { data.append(contentsOf: $0) } }
    func append16(_ value: Int) { withUnsafeBytes(of: UInt16(value).littleEndian) { data.append(contentsOf: $0) } }
    data.append(contentsOf: Array("RIFF".utf8))
    append32(36 + dataBytes)
    data.append(contentsOf: Array("WAVEfmt ".utf8))
    append32(16)
    append16(1)  // PCM
    append16(1)  // mono
    append32(sampleRate)
    append32(sampleRate * 2)  // bytes a second
    append16(2)  // bytes a frame
    append16(16)  // bits a sample
    data.append(contentsOf: Array("data".utf8))
    append32(dataBytes)
    samples.withUnsafeBytes { raw in
      for sample in raw.bindMemory(to: Int16.self) { withUnsafeBytes(of: sample.littleEndian) { data.append(contentsOf: $0) } }
    }
    return data
  }

  /// What a WAV file holds.
  public struct Contents: Sendable {
    public var sampleRate: Int
    public var channels: Int
    public var bitsPerSample: Int
    public var samples: [Int16]
    /// Its length in seconds.
    public var seconds: Double { Double(samples.count) / Double(max(sampleRate, 1)) }
  }

  /// Why bytes are not a WAV file otc can read.
  public struct FormatError: Error, CustomStringConvertible {
    public var description: String
  }

  /// Reads a 16-bit PCM WAV file, walking its chunks as other tools do.
  public static func decode(_ data: Data) throws -> Contents {
    let bytes = [UInt8](data)
    func u32(_ at: Int) -> Int { Int(bytes[at]) | Int(bytes[at + 1]) << 8 | Int(bytes[at + 2]) << 16 | Int(bytes[at + 3]) << 24 }
    func u16(_ at: Int) -> Int { Int(bytes[at]) | Int(bytes[at + 1]) << 8 }
    guard bytes.count >= 12, bytes[0..<4].elementsEqual("RIFF".utf8), bytes[8..<12].elementsEqual("WAVE".utf8) else {
      throw FormatError(description: "not a RIFF WAVE file")
    }
    var offset = 12
    var format: (rate: Int, channels: Int, bits: Int)?
    while offset + 8 <= bytes.count {
      let size = u32(offset + 4)
      let body = offset + 8
      guard body + size <= bytes.count else { throw FormatError(description: "a chunk runs past the end of the file") }
      if bytes[offset..<offset + 4].elementsEqual("fmt ".utf8) {
        guard u16(body) == 1 else { throw FormatError(description: "not PCM") }
        format = (u32(body + 4), u16(body + 2), u16(body + 14))
      } else if bytes[offset..<offset + 4].elementsEqual("data".utf8) {
        guard let format, format.bits == 16 else { throw FormatError(description: "no 16-bit format before the data") }
        let samples = stride(from: body, to: body + size - 1, by: 2).map { Int16(bitPattern: UInt16(u16($0))) }
        return Contents(sampleRate: format.rate, channels: format.channels, bitsPerSample: format.bits, samples: samples)
      }
      offset = body + size + (size & 1)
    }
    throw FormatError(description: "no data chunk")
  }
}
