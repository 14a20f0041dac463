import CSystem
import Wording

/// Calls `body` with the Unix-domain socket address of `path`, as `bind`, `connect` and
/// `sendmsg` take it; `nil`, without calling it, when the path does not fit in
/// `sun_path`.
public func withUnixSocketAddress<R, E: Error>(
  _ path: String, _ body: (UnsafePointer<sockaddr>, socklen_t) throws(E) -> R
) throws(E) -> R? {
  var address = sockaddr_un()
  address.sun_family = sa_family_t(AF_UNIX)
  let bytes = Array(path.utf8)
  guard bytes.count < MemoryLayout.size(ofValue: address.sun_path) else { return nil }
  withUnsafeMutableBytes(of: &address.sun_path) { buffer in
    for (index, byte) in bytes.enumerated() { buffer[index] = byte }
  }
  return try withUnsafePointer(to: &address) { pointer throws(E) in
    try pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { address throws(E) in
      try body(address, socklen_t(MemoryLayout<sockaddr_un>.size))
    }
  }
}

/// Whether a Unix stream socket at `path` accepts a connection now. The connect does not
/// wait: a local one either succeeds at once, or finds the socket busy (still listening)
/// or not listening.
public func unixSocketListens(_ path: String) -> Bool {
  var status = stat()
  guard lstat(path, &status) == 0, status.st_mode & mode_t(S_IFMT) == mode_t(S_IFSOCK) else { return false }
  let fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue) | Int32(SOCK_NONBLOCK.rawValue), 0)
  guard fd >= 0 else { return false }
  defer { close(fd) }
  let connected = withUnixSocketAddress(path) { connect(fd, $0, $1) == 0 || otc_errno() == EAGAIN || otc_errno() == EINPROGRESS }
  return connected ?? false
}

/// Why a process running as `user` must not connect to the Unix socket at `path`, or
/// `nil` when it may. Only root is held to this: a socket in a folder anyone may write
/// (`/var/lib/BrlAPI`) is root's to use only when root or the server's own system account
/// (`account`, such as "brltty") owns it, for a server another user planted there would be
/// sent what root says to it. A missing socket, or something else at the path, is a
/// reason too.
public func socketRefusal(_ path: String, user: uid_t, account: String?) -> Message? {
  guard user == 0 else { return nil }
  var status = stat()
  guard lstat(path, &status) == 0, status.st_mode & mode_t(S_IFMT) == mode_t(S_IFSOCK) else {
    return Message(.noSocketAt, "\(path)")
  }
  let trusted = account.flatMap { getpwnam($0)?.pointee.pw_uid }
  guard status.st_uid == 0 || status.st_uid == trusted else {
    let owners = Message(.orList, "root", "\(account ?? "root")")
    return Message(.socketOfOther, "\(path)", "\(status.st_uid)", account == nil ? "root" : .message(owners))
  }
  return nil
}
