import CSystem

/// A fixed buffer for a secret's bytes, in memory that is never swapped out, never in a
/// core dump, and wiped before it is given back.
///
/// The pages come from `mmap`, are locked with `mlock` (shown as `VmLck` in
/// `/proc/PID/status`) and marked `MADV_DONTDUMP`. The buffer never grows or moves, so no
/// copy of the secret is left behind in freed memory: bytes past `capacity` are refused.
/// Where the system refuses to lock (a `RLIMIT_MEMLOCK` of 0), the buffer still works and
/// `isLocked` says so. A copy (`copy()`) is a second locked buffer; both are wiped.
public final class LockedBytes: @unchecked Sendable {
  /// How many bytes it can hold.
  public let capacity: Int
  /// Whether the pages are locked in memory.
  public let isLocked: Bool
  /// How many bytes it holds.
  public private(set) var count = 0
  private let base: UnsafeMutableRawPointer
  private let mappedSize: Int

  /// A new, empty buffer of at least `capacity` bytes.
  public init(capacity: Int) {
    let page = max(4096, sysconf(Int32(_SC_PAGESIZE)))
    mappedSize = max(page, (capacity + page - 1) / page * page)
    let mapped = mmap(nil, mappedSize, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0)
    // MAP_FAILED, (void *)-1, is a macro Swift cannot import.
    guard let mapped, mapped != UnsafeMutableRawPointer(bitPattern: -1) else {
      fatalError("otc cannot map \(mappedSize) bytes for a secret")
    }
    base = mapped
    self.capacity = capacity
    _ = madvise(base, mappedSize, MADV_DONTDUMP)
    isLocked = mlock(base, mappedSize) == 0
  }

  deinit {
    explicit_bzero(base, mappedSize)
    if isLocked { munlock(base, mappedSize) }
    munmap(base, mappedSize)
  }

  /// Appends `bytes`; `false`, with nothing appended, when they do not fit.
  @discardableResult
  public func append(_ bytes: some Collection<UInt8>) -> Bool {
    guard count + bytes.count <= capacity else { return false }
    for byte in bytes {
      base.storeBytes(of: byte, toByteOffset: count, as: UInt8.self)
      count += 1
    }
    return true
  }

  /// Removes the last `length` bytes, overwriting them.
  public func removeLast(_ length: Int) {
    let removed = min(length, count)
    explicit_bzero(base + (count - removed), removed)
    count -= removed
  }

  /// Overwrites every byte and empties the buffer.
  public func wipe() {
    explicit_bzero(base, mappedSize)
    count = 0
  }

  /// Wipes the buffer, then lets `body` write into all of it, in place (a `read(2)` into
  /// locked memory, with no copy elsewhere); it holds the first bytes `body` returns a count
  /// of (none when the count is negative).
  public func fill(_ body: (UnsafeMutableRawBufferPointer) -> Int) -> Int {
    wipe()
    let written = body(UnsafeMutableRawBufferPointer(start: base, count: capacity))
    count = max(0, min(written, capacity))
    return written
  }

  /// Calls `body` with the bytes held, in place.
  public func withUnsafeBytes<R, E: Error>(_ body: (UnsafeRawBufferPointer) throws(E) -> R) throws(E) -> R {
    try body(UnsafeRawBufferPointer(start: base, count: count))
  }

  /// A second locked buffer holding the same bytes.
  public func copy() -> LockedBytes {
    let other = LockedBytes(capacity: capacity)
    _ = withUnsafeBytes { other.append($0) }
    return other
  }

  /// Whether both hold the same bytes, compared in time that depends only on the lengths.
  public func sameBytes(as other: LockedBytes) -> Bool {
    guard count == other.count else { return false }
    var difference: UInt8 = 0
    for offset in 0..<count {
      difference |=
        base.load(fromByteOffset: offset, as: UInt8.self)
        ^ other.base.load(fromByteOffset: offset, as: UInt8.self)
    }
    return difference == 0
  }
}
