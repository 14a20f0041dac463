/// Overwriting secrets in memory that nobody reads again.
public enum Secret {
  /// Overwrites the storage of `array` with zeros, so a code it held does not linger in
  /// freed memory for a core dump to find. For arrays of plain values (bytes, digits) that
  /// no one reads after this.
  public static func wipe<Element: BitwiseCopyable>(_ array: [Element]) {
    array.withUnsafeBufferPointer { buffer in
      guard let base = buffer.baseAddress else { return }
      UnsafeMutableRawPointer(mutating: base).initializeMemory(as: UInt8.self, repeating: 0, count: buffer.count * MemoryLayout<Element>.stride)
    }
  }
}
