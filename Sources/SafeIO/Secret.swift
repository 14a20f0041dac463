import CDumpable
import CSystem

/// Keeping secrets out of core dumps, and overwriting them in memory nobody reads again.
public enum Secret {
  /// Makes this process one that never dumps core: not dumpable (`PR_SET_DUMPABLE` 0,
  /// which also keeps other processes of the same user from tracing it) and a core size
  /// limit of 0. Called first thing by every command that takes a secret (prompt,
  /// askpass, pinentry). `false` when the system refused either.
  @discardableResult
  public static func forbidCoreDumps() -> Bool { otc_forbid_core_dumps() == 0 }

  /// Overwrites the storage of `array` with zeros, so a code it held does not linger in
  /// freed memory for a core dump to find. For arrays of plain values (bytes, digits) that
  /// no one reads after this.
  public static func wipe<Element: BitwiseCopyable>(_ array: [Element]) {
    array.withUnsafeBufferPointer { buffer in
      guard let base = buffer.baseAddress else { return }
      UnsafeMutableRawPointer(mutating: base).initializeMemory(
        as: UInt8.self, repeating: 0, count: buffer.count * MemoryLayout<Element>.stride)
    }
  }
}
