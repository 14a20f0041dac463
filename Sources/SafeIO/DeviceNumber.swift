/// A device number (`st_rdev`) split as glibc's `major()` and `minor()` split it, and what
/// otc asks of one: whether it is a virtual console.
public struct DeviceNumber: Hashable, Sendable {
  public let major: Int
  public let minor: Int

  /// Splits `raw`, an `st_rdev`.
  public init(_ raw: Int) {
    let value = UInt64(truncatingIfNeeded: raw)
    major = Int(((value & 0x0000_0000_000f_ff00) >> 8) | ((value & 0xffff_f000_0000_0000) >> 32))
    minor = Int((value & 0x0000_0000_0000_00ff) | ((value & 0x0000_0fff_fff0_0000) >> 12))
  }

  /// The number of a Linux virtual console (`/dev/tty3` is 3): major 4, minor 1 to 63.
  public var virtualConsole: Int? { major == 4 && (1...63).contains(minor) ? minor : nil }

  /// Whether this is `/dev/console` (5, 1).
  public var isSystemConsole: Bool { major == 5 && minor == 1 }
}
