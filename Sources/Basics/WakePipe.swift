import CSystem

/// A pipe for waking a thread that polls (one byte written wakes it): both ends
/// close-on-exec, so no program otc starts holds them, and non-blocking, so neither a full
/// pipe nor an empty one ever holds a thread. `nil` when no pipe can be made, errno saying why.
public func nonBlockingPipe() -> (read: Int32, write: Int32)? {
  var ends: [Int32] = [-1, -1]
  guard pipe(&ends) == 0 else { return nil }
  for end in ends {
    _ = otc_fcntl(end, F_SETFD, FD_CLOEXEC)
    _ = otc_fcntl(end, F_SETFL, otc_fcntl(end, F_GETFL, 0) | O_NONBLOCK)
  }
  return (ends[0], ends[1])
}
