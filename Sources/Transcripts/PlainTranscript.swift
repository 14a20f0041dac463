import FoundationEssentials
import Glibc

/// A plain-text transcript (one utterance a line) held as its bytes and where each line
/// starts, not as one `String` a line: comparing two logs of 600,000 lines then takes a
/// third of the memory (a short `String` costs about 80 bytes on the heap, a line here 8).
///
/// `otc diff` uses it when both inputs are plain text and no option changes how lines
/// compare; anything else goes through `TranscriptReader` and `TranscriptEntry`.
public struct PlainTranscript: Sendable {
  /// The file's UTF-8 bytes (a byte order mark left out).
  private let bytes: [UInt8]
  /// Where each line starts and ends (its line break left out), as byte offsets.
  private let bounds: [(start: Int32, end: Int32)]

  /// The transcript in `bytes`, or `nil` when they are not a plain-text transcript (a
  /// JSON form, a screen reader's log, binary, not UTF-8), which `TranscriptReader` reads.
  public init?(bytes: [UInt8]) {
    guard bytes.count < Int(Int32.max), !bytes.contains(0), let text = String(validating: bytes, as: UTF8.self) else {
      return nil
    }
    let content = text.hasPrefix("\u{FEFF}") ? String(text.dropFirst()) : text
    guard TranscriptReader.detectedFormat(of: content) == .text else { return nil }
    let body = text.hasPrefix("\u{FEFF}") ? Array(bytes.dropFirst(3)) : bytes
    var bounds: [(start: Int32, end: Int32)] = []
    var start = 0
    for (offset, byte) in body.enumerated() where byte == 0x0A {
      let end = offset > start && body[offset - 1] == 0x0D ? offset - 1 : offset
      bounds.append((Int32(start), Int32(end)))
      start = offset + 1
    }
    // The last line counts unless the file ended with its line break.
    if start < body.count { bounds.append((Int32(start), Int32(body.count))) }
    self.bytes = body
    self.bounds = bounds
  }

  /// How many lines it has.
  public var count: Int { bounds.count }

  /// Whether nothing is said in it: no line, or only blank ones.
  public var saysNothing: Bool { bytes.allSatisfy { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D } }

  /// Line `index` (from 0) as text.
  public func line(_ index: Int) -> String {
    let (start, end) = bounds[index]
    return String(decoding: bytes[Int(start)..<Int(end)], as: UTF8.self)
  }

  /// Calls `body` with line `index`'s bytes.
  func withLine<R>(_ index: Int, _ body: (UnsafeRawBufferPointer) -> R) -> R {
    let (start, end) = bounds[index]
    return bytes.withUnsafeBytes { body(UnsafeRawBufferPointer(rebasing: $0[Int(start)..<Int(end)])) }
  }

  /// Numbers the lines of `left` and `right` so that equal lines, byte for byte, get
  /// equal numbers: an open-addressing table of line indexes, hashed over the bytes, in
  /// place of a dictionary of strings.
  static func numbers(_ left: PlainTranscript, _ right: PlainTranscript) -> (left: [Int], right: [Int], distinct: Int) {
    let total = left.count + right.count
    var size = 16
    while size < total + total / 2 { size <<= 1 }
    // Each slot holds a line, as an index over both (left first), or -1; a line's number
    // is the one its first equal got.
    var slots = [Int32](repeating: -1, count: size)
    var numbers = [Int](repeating: 0, count: total)
    var distinct = 0
    func line(_ global: Int, _ body: (UnsafeRawBufferPointer) -> Bool) -> Bool {
      global < left.count ? left.withLine(global, body) : right.withLine(global - left.count, body)
    }
    for global in 0..<total {
      var hasher = Hasher()
      _ = line(global) {
        hasher.combine(bytes: $0); return true
      }
      var slot = hasher.finalize() & (size - 1)
      while slots[slot] >= 0 {
        let other = Int(slots[slot])
        if line(global, { mine in line(other) { theirs in mine.elementsEqual(theirs) } }) { break }
        slot = (slot + 1) & (size - 1)
      }
      if slots[slot] >= 0 {
        numbers[global] = numbers[Int(slots[slot])]
      } else {
        slots[slot] = Int32(global)
        numbers[global] = distinct
        distinct += 1
      }
    }
    return (Array(numbers[..<left.count]), Array(numbers[left.count...]), distinct)
  }
}
