import CSystem
import Utterances
import Wording

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
    let fd = otc_open(path, O_WRONLY | O_CREAT | O_NOFOLLOW | O_CLOEXEC | O_NOCTTY | O_NONBLOCK, 0o600)
    guard fd >= 0 else {
      let code = otc_errno()
      throw FileError(path: path, why: Self.openFailure(code))
    }
    var status = stat()
    guard fstat(fd, &status) == 0 else {
      let code = otc_errno()
      otc_close(fd)
      throw FileError(path: path, code: code)
    }
    switch status.st_mode & mode_t(S_IFMT) {
    case mode_t(S_IFREG): kind = .regular
    case mode_t(S_IFIFO): kind = .fifo
    case mode_t(S_IFCHR): kind = .characterDevice
    case mode_t(S_IFSOCK): kind = .socket
    default:
      otc_close(fd)
      throw FileError(path: path, why: .notWritable)
    }
    _ = otc_fcntl(fd, F_SETFL, otc_fcntl(fd, F_GETFL, 0) & ~O_NONBLOCK)
    descriptor = fd
  }

  deinit {
    if descriptor >= 0 { otc_close(descriptor) }
  }

  /// Empties a regular file (a FIFO or a device has nothing to empty).
  public func truncate() throws(FileError) {
    guard kind == .regular else { return }
    guard ftruncate(descriptor, 0) == 0 else { throw FileError(path: path, code: otc_errno()) }
  }

  /// Makes every later write go to the end of the file, after what it already holds, as a
  /// log is kept across runs (the transcript of askpass, called once per question).
  public func appendAtEnd() throws(FileError) {
    guard kind == .regular else { return }
    guard otc_fcntl(descriptor, F_SETFL, otc_fcntl(descriptor, F_GETFL, 0) | O_APPEND) == 0 else {
      throw FileError(path: path, code: otc_errno())
    }
  }

  /// Writes every byte, retrying short writes and interruptions.
  public func write(_ bytes: some Collection<UInt8>) throws(FileError) {
    let result: Int32? = Array(bytes).withUnsafeBytes { buffer in
      var offset = 0
      while offset < buffer.count {
        let written = otc_write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
        if written < 0 {
          if otc_errno() == EINTR { continue }
          return otc_errno()
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
        if otc_errno() == EINTR { continue }
        throw FileError(path: path, code: otc_errno())
      }
      done += written
    }
  }

  /// Closes the file; a delayed write error (NFS, a full disk) is thrown here.
  public func close() throws(FileError) {
    guard descriptor >= 0 else { return }
    let fd = descriptor
    descriptor = -1
    if otc_close(fd) != 0 && otc_errno() != EINTR { throw FileError(path: path, code: otc_errno()) }
  }

  private static func openFailure(_ code: Int32) -> FileError.Why {
    switch code {
    case ELOOP: .link
    case ENXIO: .fifoWithoutReader
    case EISDIR: .folder
    default: .system(code)
    }
  }
}

/// Why a file could not be read or written: the path and the reason, one of a few otc
/// knows (each told in the user's language where the error is written) or the system's.
public struct FileError: Error, CustomStringConvertible, Hashable, Sendable {
  /// Why a file is refused or failed.
  public enum Why: Hashable, Sendable {
    /// The system's error number.
    case system(Int32)
    /// A folder where a file was wanted.
    case folder
    /// A FIFO where a regular file was wanted.
    case fifo
    /// A FIFO to write into with no reader.
    case fifoWithoutReader
    /// A device, a socket or anything else but a regular file.
    case notRegular
    /// A file of another user (uid), not root's.
    case otherOwner(UInt32)
    /// A file group or others may write (its mode, in octal).
    case othersMayWrite(String)
    /// A file larger than otc reads (the limit, in words: "64 KB").
    case tooLarge(String)
    /// A symbolic link where otc writes.
    case link
    /// Not a file otc can write into (a folder, a block device).
    case notWritable
    /// Not a folder where a folder was wanted.
    case notAFolder
    /// A folder of another user.
    case folderOfOther
    /// A folder others may enter.
    case folderOpen
  }

  /// The path as the user gave it.
  public var path: String
  /// Why.
  public var why: Why

  /// An error of one of the reasons otc knows.
  public init(path: String, why: Why) {
    self.path = path
    self.why = why
  }

  /// An error with the system's message for `code`.
  public init(path: String, code: Int32) {
    self.init(path: path, why: code == EISDIR ? .folder : .system(code))
  }

  /// Why, in English ("No space left on device"); the command that writes the error
  /// says it in the user's language.
  public var reason: String { why.message.text(in: .english) }

  /// "PATH: reason", safe to print on a terminal.
  public var description: String { TerminalText.sanitized("\(path): \(reason)") }
}

extension FileError.Why {
  /// Why, by key; the system's own reason as it gives it.
  public var message: Message {
    switch self {
    case .system(let code): Message(.plainText, "\(String(cString: strerror(code)))")
    case .folder: Message(.isFolder)
    case .fifo: Message(.isFIFO)
    case .fifoWithoutReader: Message(.fifoWithoutReader)
    case .notRegular: Message(.isNotRegular)
    case .otherOwner(let uid): Message(.belongsToOther, "\(uid)")
    case .othersMayWrite(let mode): Message(.othersMayWrite, "\(mode)")
    case .tooLarge(let limit): Message(.isLargerThan, "\(limit)")
    case .link: Message(.isLink)
    case .notWritable: Message(.cannotWriteInto)
    case .notAFolder: Message(.isNotFolder)
    case .folderOfOther: Message(.folderOfOther)
    case .folderOpen: Message(.folderOpen)
    }
  }
}

extension FileError: ExplainedError {
  /// "PATH: why", the why in the user's language; the system's own reason as it gives it.
  public var message: Message { Message(.fileProblem, "\(path)", .message(why.message)) }
}
