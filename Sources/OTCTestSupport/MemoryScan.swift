import Foundation

/// Looks for bytes in another process's memory, as `gcore` and a grep would: every
/// writable mapping (heap, stacks, anonymous memory) read through /proc/PID/mem.
public enum MemoryScan {
  /// How many times `needle` occurs in the writable memory of process `pid`.
  public static func occurrences(of needle: [UInt8], in pid: pid_t) throws -> Int {
    let maps = try String(contentsOfFile: "/proc/\(pid)/maps", encoding: .utf8)
    let memory = open("/proc/\(pid)/mem", O_RDONLY | O_CLOEXEC)
    guard memory >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EPERM) }
    defer { close(memory) }
    var count = 0
    for line in maps.split(separator: "\n") {
      let fields = line.split(separator: " ", omittingEmptySubsequences: true)
      guard fields.count >= 2, fields[1].hasPrefix("rw") else { continue }
      let bounds = fields[0].split(separator: "-").compactMap { UInt64($0, radix: 16) }
      guard bounds.count == 2, bounds[1] > bounds[0], bounds[1] - bounds[0] < 1 << 32 else { continue }
      var region = [UInt8](repeating: 0, count: Int(bounds[1] - bounds[0]))
      let read = region.withUnsafeMutableBytes { pread(memory, $0.baseAddress, $0.count, off_t(Int64(bitPattern: bounds[0]))) }
      guard read > 0 else { continue }
      count += occurrences(of: needle, in: region[..<read])
    }
    return count
  }

  static func occurrences(of needle: [UInt8], in haystack: ArraySlice<UInt8>) -> Int {
    guard let first = needle.first, haystack.count >= needle.count else { return 0 }
    var count = 0
    var index = haystack.startIndex
    let last = haystack.endIndex - needle.count
    while index <= last {
      if haystack[index] == first && haystack[index..<index + needle.count].elementsEqual(needle) { count += 1 }
      index += 1
    }
    return count
  }
}
