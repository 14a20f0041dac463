import CProcess
import CSystem

/// Starts `body` on a new thread of its own, named `name` (its first 15 bytes show in ps
/// and a debugger), not joined: for work that may block on a server for as long as the
/// server likes (a braille display, a sound device), where a Dispatch queue's thread would
/// be held from others.
///
/// Foundation's `Thread`, without Foundation. Returns whether the thread started.
@discardableResult
public func detachThread(named name: String, _ body: @escaping @Sendable () -> Void) -> Bool {
  let box = Unmanaged.passRetained(ThreadBody(name: name, run: body))
  var thread = pthread_t()
  let started = pthread_create(
    &thread, nil,
    { context in
      let body = Unmanaged<ThreadBody>.fromOpaque(context!).takeRetainedValue()
      _ = otc_name_thread(body.name)
      body.run()
      return nil
    }, box.toOpaque())
  guard started == 0 else {
    box.release()
    return false
  }
  pthread_detach(thread)
  return true
}

private final class ThreadBody: Sendable {
  let name: String
  let run: @Sendable () -> Void
  init(name: String, run: @escaping @Sendable () -> Void) {
    self.name = name
    self.run = run
  }
}
