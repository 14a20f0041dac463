#if canImport(Glibc)
  import Glibc
#endif

/// Reading what the user hands otc: a code file, a transcript, standard input.
public enum InputFile {
  /// Reads all of `path` ("-" for standard input) with a bounded `read()` loop, so FIFOs,
  /// process substitution and /dev/stdin work, and nothing larger than `limit` bytes is
  /// ever held: a larger input is an error that says the limit.
  public static func read(_ path: String, limit: Int) throws(FileError) -> [UInt8] {
    let fd: Int32
    if path == "-" {
      fd = STDIN_FILENO
    } else {
      fd = open(path, O_RDONLY | O_CLOEXEC | O_NOCTTY)
      guard fd >= 0 else { throw FileError(path: path, code: errno) }
    }
    defer { if fd != STDIN_FILENO { close(fd) } }
    var status = stat()
    if fstat(fd, &status) == 0, status.st_mode & S_IFMT == S_IFDIR {
      throw FileError(path: path, reason: "it is a folder")
    }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 16 * 1024)
    while true {
      let count = buffer.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
      if count < 0 {
        if errno == EINTR { continue }
        throw FileError(path: path == "-" ? "standard input" : path, code: errno)
      }
      if count == 0 { return bytes }
      guard bytes.count + count <= limit else {
        throw FileError(path: path == "-" ? "standard input" : path, reason: "it is larger than \(describe(bytes: limit))")
      }
      bytes.append(contentsOf: buffer[..<count])
    }
  }

  /// "4 KB", "64 MB": a limit as the help and the errors say it.
  public static func describe(bytes: Int) -> String {
    bytes >= 1 << 20 ? "\(bytes >> 20) MB" : "\(bytes >> 10) KB"
  }
}
