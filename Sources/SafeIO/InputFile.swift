import CSystem

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
      fd = otc_open(path, O_RDONLY | O_CLOEXEC | O_NOCTTY, 0)
      guard fd >= 0 else { throw FileError(path: path, code: otc_errno()) }
    }
    defer { if fd != STDIN_FILENO { close(fd) } }
    var status = stat()
    let known = fstat(fd, &status) == 0
    if known, status.st_mode & mode_t(S_IFMT) == mode_t(S_IFDIR) {
      throw FileError(path: path, why: .folder)
    }
    return try read(descriptor: fd, status: known ? status : nil, named: path == "-" ? "standard input" : path, limit: limit)
  }

  /// Reads a settings file that otc, perhaps running as root, will obey: `nil` when there
  /// is none. Like ssh with `authorized_keys`, it refuses a file that is not a regular
  /// file (a FIFO would block, a device never end), that belongs to someone other than
  /// the user or root, or that group or others may write. Opened without blocking and
  /// read to at most `limit` bytes.
  public static func readSettings(_ path: String, limit: Int) throws(FileError) -> [UInt8]? {
    let fd = otc_open(path, O_RDONLY | O_CLOEXEC | O_NOCTTY | O_NONBLOCK, 0)
    guard fd >= 0 else {
      let code = otc_errno()
      // A folder on the way that this user may not enter (sudo's askpass runs as the user,
      // with root's HOME) hides the file: as far as this user can know, there is none.
      var status = stat()
      if code == ENOENT || code == ENOTDIR || (code == EACCES && stat(path, &status) != 0) { return nil }
      throw FileError(path: path, code: code)
    }
    defer { close(fd) }
    var status = stat()
    guard fstat(fd, &status) == 0 else { throw FileError(path: path, code: otc_errno()) }
    switch status.st_mode & mode_t(S_IFMT) {
    case mode_t(S_IFREG): break
    case mode_t(S_IFDIR): throw FileError(path: path, why: .folder)
    case mode_t(S_IFIFO): throw FileError(path: path, why: .fifo)
    default: throw FileError(path: path, why: .notRegular)
    }
    let user = getuid()
    guard status.st_uid == user || status.st_uid == 0 else {
      throw FileError(path: path, why: .otherOwner(status.st_uid))
    }
    guard status.st_mode & 0o022 == 0 else {
      let mode = String(status.st_mode & 0o777, radix: 8)
      throw FileError(path: path, why: .othersMayWrite(mode))
    }
    _ = otc_fcntl(fd, F_SETFL, otc_fcntl(fd, F_GETFL, 0) & ~O_NONBLOCK)
    return try read(descriptor: fd, status: status, named: path, limit: limit)
  }

  /// Reads `fd` to its end, at most `limit` bytes; `status` is its `fstat`, when known.
  private static func read(descriptor fd: Int32, status: stat?, named path: String, limit: Int) throws(FileError) -> [UInt8] {
    var bytes: [UInt8] = []
    // A regular file's size is known: room for it at once, so a large transcript is not
    // held twice while its buffer grows.
    if let status, status.st_mode & mode_t(S_IFMT) == mode_t(S_IFREG), status.st_size > 0 {
      bytes.reserveCapacity(min(Int(status.st_size), limit) + 1)
    }
    var buffer = [UInt8](repeating: 0, count: 16 * 1024)
    while true {
      let count = buffer.withUnsafeMutableBytes { otc_read(fd, $0.baseAddress, $0.count) }
      if count < 0 {
        if otc_errno() == EINTR { continue }
        throw FileError(path: path, code: otc_errno())
      }
      if count == 0 { return bytes }
      guard bytes.count + count <= limit else {
        throw FileError(path: path, why: .tooLarge(describe(bytes: limit)))
      }
      bytes.append(contentsOf: buffer[..<count])
    }
  }

  /// "4 KB", "64 MB": a limit as the help and the errors say it.
  public static func describe(bytes: Int) -> String {
    bytes >= 1 << 20 ? "\(bytes >> 20) MB" : "\(bytes >> 10) KB"
  }
}
