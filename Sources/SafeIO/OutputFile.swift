#if canImport(Glibc)
  import Glibc
#endif

/// A file that otc writes: a transcript or a WAV file, opened the way a tool that runs as
/// root and handles real codes must.
///
/// - The last component of the path is never followed if it is a symbolic link.
/// - A new file is created 0600; an existing file keeps its mode and owner.
/// - A regular file is emptied only by `truncate()`, which the caller runs once every
///   output has opened, so one failing output never costs another its contents.
/// - A FIFO or a device is written into and never replaced; a FIFO with no reader fails at
///   once instead of hanging.
/// - Every write error is thrown with the path, never swallowed.
public final class OutputFile {
  /// What kind of file the path turned out to be.
  public enum Kind: Sendable {
    case regular, fifo, characterDevice, socket
  }

  /// The path as the user gave it.
  public let path: String
  /// What the path is.
  public let kind: Kind
  private var descriptor: Int32

  /// Opens `path` for writing without truncating it; see the type's rules.
  public init(path: String) throws(FileError) {
    self.path = path
    // O_NONBLOCK only for the open itself: a FIFO with no reader gives ENXIO at once.
    let fd = open(path, O_WRONLY | O_CREAT | O_NOFOLLOW | O_CLOEXEC | O_NOCTTY | O_NONBLOCK, 0o600)
    guard fd >= 0 else {
      let code = errno
      throw FileError(path: path, reason: Self.openFailure(code, path: path))
    }
    var status = stat()
    guard fstat(fd, &status) == 0 else {
      let code = errno
      Glibc.close(fd)
      throw FileError(path: path, code: code)
    }
    switch status.st_mode & S_IFMT {
    case S_IFREG: kind = .regular
    case S_IFIFO: kind = .fifo
    case S_IFCHR: kind = .characterDevice
    case S_IFSOCK: kind = .socket
    default:
      Glibc.close(fd)
      throw FileError(path: path, reason: "it is not a file otc can write into")
    }
    _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) & ~O_NONBLOCK)
    descriptor = fd
  }

  deinit {
    if descriptor >= 0 { Glibc.close(descriptor) }
  }

  /// Empties a regular file (a FIFO or a device has nothing to empty).
  public func truncate() throws(FileError) {
    guard kind == .regular else { return }
    guard ftruncate(descriptor, 0) == 0 else { throw FileError(path: path, code: errno) }
  }

  /// Makes every later write go to the end of the file, after what it already holds, as a
  /// log is kept across runs (the transcript of askpass, called once per question).
  public func appendAtEnd() throws(FileError) {
    guard kind == .regular else { return }
    guard fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_APPEND) == 0 else {
      throw FileError(path: path, code: errno)
    }
  }

  /// Writes every byte, retrying short writes and interruptions.
  public func write(_ bytes: some Collection<UInt8>) throws(FileError) {
    let result: Int32? = Array(bytes).withUnsafeBytes { buffer in
      var offset = 0
      while offset < buffer.count {
        let written = Glibc.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
        if written < 0 {
          if errno == EINTR { continue }
          return errno
        }
        offset += written
      }
      return nil
    }
    if let code = result { throw FileError(path: path, code: code) }
  }

  /// Overwrites bytes at `offset` of a regular file (a WAV header's sizes, say); does
  /// nothing for a FIFO or a device, which cannot go back.
  public func overwrite(_ bytes: [UInt8], at offset: Int) throws(FileError) {
    guard kind == .regular else { return }
    var done = 0
    while done < bytes.count {
      let written = bytes[done...].withUnsafeBytes { pwrite(descriptor, $0.baseAddress, $0.count, off_t(offset + done)) }
      if written < 0 {
        if errno == EINTR { continue }
        throw FileError(path: path, code: errno)
      }
      done += written
    }
  }

  /// Closes the file; a delayed write error (NFS, a full disk) is thrown here.
  public func close() throws(FileError) {
    guard descriptor >= 0 else { return }
    let fd = descriptor
    descriptor = -1
    if Glibc.close(fd) != 0 && errno != EINTR { throw FileError(path: path, code: errno) }
  }

  private static func openFailure(_ code: Int32, path: String) -> String {
    switch code {
    case ELOOP: "it is a symbolic link, and otc does not follow links for what it writes"
    case ENXIO: "it is a FIFO with no reader"
    case EISDIR: "it is a folder"
    default: FileError.systemMessage(code)
    }
  }
}

/// Why a file could not be read or written: the path and a reason in plain words.
public struct FileError: Error, CustomStringConvertible, Equatable, Sendable {
  /// The path as the user gave it.
  public var path: String
  /// Why, in plain words ("No space left on device").
  public var reason: String

  /// An error with a reason of its own.
  public init(path: String, reason: String) {
    self.path = path
    self.reason = reason
  }

  /// An error with the system's message for `code`.
  public init(path: String, code: Int32) {
    self.init(path: path, reason: Self.systemMessage(code))
  }

  /// "PATH: reason", safe to print on a terminal.
  public var description: String { TerminalText.sanitized("\(path): \(reason)") }

  static func systemMessage(_ code: Int32) -> String {
    code == EISDIR ? "it is a folder" : String(cString: strerror(code))
  }
}
