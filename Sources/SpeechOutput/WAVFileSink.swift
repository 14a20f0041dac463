import CSystem
import SafeIO
import Wording

/// Writes a whole run's utterances into one WAV file: 16-bit PCM, mono, at the
/// synthesizer's rate, with a short gap after each utterance that was spoken to its end.
///
/// Samples stream to the file as they come, so memory stays flat however long the run.
/// The header's sizes are written on `close()` into a regular file; a FIFO, a pipe or a
/// device keeps the streaming sizes (0xFFFFFFFF) that players read as "to the end".
public final class WAVFileSink: AudioSink {
  /// Silence after a finished utterance, in milliseconds.
  public static let gapMilliseconds = 150
  /// Bytes gathered before each write to the file.
  static let bufferBytes = 64 * 1024

  /// Where the file goes.
  public var path: String { file.path }
  private let file: OutputFile
  private let sampleRate: Int
  private var pending: [UInt8] = []
  private var dataBytes = 0
  private var gapOwed = false
  private var closed = false

  /// Writes into `file`, already opened (and emptied) by the caller.
  public init(file: OutputFile, sampleRate: Int) {
    self.file = file
    self.sampleRate = sampleRate
    pending = WAVFile.header(dataBytes: nil, sampleRate: sampleRate)
  }

  /// Opens `path` safely, empties it and writes into it: for callers with one output.
  public convenience init(path: String, sampleRate: Int) throws(SpeechError) {
    let file: OutputFile
    do {
      file = try OutputFile(path: path)
      try file.truncate()
    } catch {
      throw SpeechError.wavFile(error)
    }
    self.init(file: file, sampleRate: sampleRate)
  }

  public func write(_ chunk: AudioChunk) throws(SpeechError) {
    if gapOwed {
      gapOwed = false
      append(repeatElement(0, count: sampleRate * Self.gapMilliseconds / 1000))
    }
    append(chunk.samples)
    if pending.count >= Self.bufferBytes {
      do { try drain() } catch { throw SpeechError.wavFile(error) }
    }
  }

  public func finishUtterance() throws(SpeechError) { gapOwed = true }

  /// A file keeps what was cut off: it records what was heard, and a cut stays a cut.
  public func flush() {}

  public func close() throws(SpeechError) {
    guard !closed else { return }
    closed = true
    do {
      try drain()
      // A regular file gets the real sizes in its header; a FIFO or device cannot go back.
      try file.overwrite(WAVFile.header(dataBytes: dataBytes, sampleRate: sampleRate), at: 0)
      try file.close()
    } catch {
      throw SpeechError.wavFile(error)
    }
  }

  private func append<S: Sequence>(_ samples: S) where S.Element == Int16 {
    for sample in samples {
      let value = UInt16(bitPattern: sample)
      pending.append(UInt8(value & 0xFF))
      pending.append(UInt8(value >> 8))
      dataBytes += 2
    }
  }

  private func drain() throws(FileError) {
    try file.write(pending)
    pending.removeAll(keepingCapacity: true)
  }
}

/// The RIFF/WAVE format for 16-bit PCM mono, both ways.
public enum WAVFile {
  /// A WAV file's bytes for `samples`.
  public static func encode(samples: [Int16], sampleRate: Int) -> [UInt8] {
    var data = header(dataBytes: samples.count * 2, sampleRate: sampleRate)
    samples.withUnsafeBytes { raw in
      for sample in raw.bindMemory(to: Int16.self) { withUnsafeBytes(of: sample.littleEndian) { data.append(contentsOf: $0) } }
    }
    return data
  }

  /// The 44-byte header for `dataBytes` of samples; `nil` gives the streaming sizes.
  public static func header(dataBytes: Int?, sampleRate: Int) -> [UInt8] {
    var data: [UInt8] = []
    data.reserveCapacity(44)
    func append32(_ value: Int) {
      withUnsafeBytes(of: UInt32(truncatingIfNeeded: value).littleEndian) { data.append(contentsOf: $0) }
    }
    func append16(_ value: Int) { withUnsafeBytes(of: UInt16(value).littleEndian) { data.append(contentsOf: $0) } }
    data.append(contentsOf: Array("RIFF".utf8))
    append32(dataBytes.map { 36 + $0 } ?? 0xFFFF_FFFF)
    data.append(contentsOf: Array("WAVEfmt ".utf8))
    append32(16)
    append16(1)  // PCM
    append16(1)  // mono
    append32(sampleRate)
    append32(sampleRate * 2)  // bytes a second
    append16(2)  // bytes a frame
    append16(16)  // bits a sample
    data.append(contentsOf: Array("data".utf8))
    append32(dataBytes ?? 0xFFFF_FFFF)
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
  public static func decode(_ data: some Collection<UInt8>) throws(FormatError) -> Contents {
    let bytes = [UInt8](data)
    func u32(_ at: Int) -> Int { Int(bytes[at]) | Int(bytes[at + 1]) << 8 | Int(bytes[at + 2]) << 16 | Int(bytes[at + 3]) << 24 }
    func u16(_ at: Int) -> Int { Int(bytes[at]) | Int(bytes[at + 1]) << 8 }
    guard bytes.count >= 12, bytes[0..<4].elementsEqual("RIFF".utf8), bytes[8..<12].elementsEqual("WAVE".utf8) else {
      throw FormatError(description: "not a RIFF WAVE file")
    }
    var offset = 12
    var format: (rate: Int, channels: Int, bits: Int)?
    while offset + 8 <= bytes.count {
      let body = offset + 8
      // A streamed file (from a pipe) says 0xFFFFFFFF: its data runs to the end.
      let size = u32(offset + 4) == 0xFFFF_FFFF ? bytes.count - body : u32(offset + 4)
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
