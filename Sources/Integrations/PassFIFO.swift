import CSystem
import CodeEntry
import SafeIO
import Utterances
import Wording

/// A passphrase given from elsewhere while otc asks at boot: cryptsetup-initramfs'
/// `cryptroot-unlock` (run over dropbear's SSH, or on another console) writes it into
/// `/lib/cryptsetup/passfifo` and closes it. otc reads the FIFO between keys; a passphrase
/// is whole once its writer has closed the FIFO, and is then the answer, as if typed.
///
/// The bytes go straight into locked memory and are taken as they came (cryptroot-unlock
/// writes none but the passphrase's). A writer that closes without writing is ignored,
/// and one that writes more than `longest` bytes is refused: the FIFO is opened afresh for
/// the next. otc only reads: the FIFO is made and held by the askpass that ran otc, which
/// is what cryptroot-unlock looks for.
public final class PassFIFO {
  /// The longest passphrase taken, in bytes (cryptsetup asks at most 512 characters).
  public static let longest = 4096

  /// Why a FIFO cannot be read.
  public struct Refusal: Error, CustomStringConvertible, ExplainedError {
    /// Why, in the user's language where it is written.
    public let message: Message
    public var description: String { message.text(in: .english) }
  }

  private let path: String
  private var descriptor: Int32
  private var bytes = LockedBytes(capacity: PassFIFO.longest)
  private var overflowed = false
  /// What the last writer did wrong, until `takeProblem()` takes it.
  private var problem: Message?

  /// Opens the FIFO at `path` to read, without waiting for a writer. It must be a FIFO (a
  /// link is not followed) that this user owns and no one else may write to.
  public init(path: String) throws(Refusal) {
    self.path = path
    descriptor = try Self.open(path)
  }

  deinit {
    bytes.wipe()
    close(descriptor)
  }

  private static func open(_ path: String) throws(Refusal) -> Int32 {
    let descriptor = otc_open(path, O_RDONLY | O_NONBLOCK | O_NOFOLLOW | O_CLOEXEC, 0)
    guard descriptor >= 0 else {
      throw Refusal(message: Message(.keyCannotOpen, "\(path)", "\(String(cString: strerror(otc_errno())))"))
    }
    var status = stat()
    guard fstat(descriptor, &status) == 0, status.st_mode & mode_t(S_IFMT) == mode_t(S_IFIFO) else {
      close(descriptor)
      throw Refusal(message: Message(.notAFIFO, "\(path)"))
    }
    guard status.st_uid == geteuid(), status.st_mode & 0o022 == 0 else {
      close(descriptor)
      throw Refusal(
        message: Message(.fifoNotOwnersAlone, "\(path)", "\(status.st_uid)", "\(String(status.st_mode & 0o777, radix: 8))"))
    }
    return descriptor
  }

  /// Reads what has arrived, without waiting; `true` once a whole passphrase is there, to
  /// be taken with `take()`.
  public func poll() -> Bool {
    while true {
      var ready = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
      // POLLHUP only once a writer has come and gone since the FIFO was opened.
      guard otc_poll(&ready, 1, 0) == 1, ready.revents & Int16(POLLIN | POLLHUP | POLLERR) != 0 else { return false }
      let count = withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 512) { buffer -> Int in
        defer { if let base = buffer.baseAddress { explicit_bzero(base, buffer.count) } }
        let count = read(descriptor, buffer.baseAddress, buffer.count)
        if count > 0, !overflowed, !bytes.append(UnsafeBufferPointer(rebasing: buffer[..<count])) {
          overflowed = true
          bytes.wipe()
        }
        return count
      }
      if count > 0 { continue }
      if count < 0 {
        if otc_errno() == EINTR || otc_errno() == EAGAIN { return false }
        return reopen(after: Message(.cannotReadBecause, "\(path)", "\(String(cString: strerror(otc_errno())))"))
      }
      // The writer closed it.
      if overflowed { return reopen(after: Message(.passphraseTooLong, "\(Self.longest)")) }
      if bytes.count == 0 { return reopen(after: nil) }
      return true
    }
  }

  /// The passphrase `poll()` found whole, moved into a text of its own; the FIFO's reader
  /// starts empty again.
  public func take() -> SecretText? {
    guard bytes.count > 0, !overflowed else { return nil }
    let taken = bytes
    bytes = LockedBytes(capacity: Self.longest)
    return SecretText(taking: taken)
  }

  /// Clears what the last writer left and opens the FIFO again, so that the next writer is
  /// seen; always `false` (no passphrase).
  private func reopen(after problem: Message?) -> Bool {
    if let problem { self.problem = problem }
    bytes.wipe()
    overflowed = false
    close(descriptor)
    descriptor = (try? Self.open(path)) ?? -1
    if descriptor < 0 { self.problem = Message(.wentAway, "\(path)") }
    return false
  }

  /// What the last writer did wrong (a passphrase too long, a FIFO gone), once.
  public func takeProblem() -> Message? {
    defer { problem = nil }
    return problem
  }
}
