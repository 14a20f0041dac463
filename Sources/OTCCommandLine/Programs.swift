import Basics
import FoundationEssentials
import Glibc

/// Runs a program of the system (`update-initramfs`, `dracut`, `unmkinitramfs`) and waits for
/// it: its standard error goes to otc's, its standard output to otc's standard error too
/// (what it says is not otc's result), or into the returned text when `capture` is true.
/// The program's exit status, or -1 when it could not start or ended by a signal.
@discardableResult
func runProgram(_ path: String, _ arguments: [String], capture: Bool = false) -> (status: Int32, output: String) {
  var pipeDescriptors: [Int32] = [-1, -1]
  if capture {
    guard pipe(&pipeDescriptors) == 0 else { return (-1, "") }
    // Only the child's standard output holds the writing end.
    _ = fcntl(pipeDescriptors[0], F_SETFD, FD_CLOEXEC)
    _ = fcntl(pipeDescriptors[1], F_SETFD, FD_CLOEXEC)
  }
  let started = Spawn.start(
    [path] + arguments, actions: [.duplicate(capture ? pipeDescriptors[1] : STDERR_FILENO, to: STDOUT_FILENO)])
  if capture { close(pipeDescriptors[1]) }
  var output = [UInt8]()
  if capture {
    var buffer = [UInt8](repeating: 0, count: 4096)
    while case .success = started {
      let count = read(pipeDescriptors[0], &buffer, buffer.count)
      if count < 0 && errno == EINTR { continue }
      guard count > 0 else { break }
      output += buffer[0..<count]
    }
    close(pipeDescriptors[0])
  }
  guard case .success(let pid) = started else { return (-1, "") }
  return (Spawn.exitCode(Spawn.wait(for: pid)), String(decoding: output, as: UTF8.self))
}

/// The first of `paths` that is a program this process may run, or `nil`.
func findProgram(_ paths: [String]) -> String? {
  paths.first { access($0, X_OK) == 0 }
}
