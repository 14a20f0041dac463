import CSystem
import SafeIO

/// What every run of either program does before it reads its arguments, and returns them
/// as the commands see them (`RunArguments`): a reader that goes away (a closed pipe, a
/// FIFO) is a write error otc reports, never a silent death by SIGPIPE that would leave the
/// terminal raw; a standard descriptor the caller closed is held on /dev/null, so no file
/// otc opens takes its number and receives its output; and another user's XDG_RUNTIME_DIR,
/// kept by sudo -E, is forgotten before any library reads it (libpulse makes its folder
/// there).
package func beginRun(commandLine: [String]) -> [String] {
  otc_ignore_signal(SIGPIPE)
  for descriptor in [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO] where otc_fcntl(descriptor, F_GETFD, 0) == -1 {
    let null = otc_open("/dev/null", O_RDONLY, 0)
    if null >= 0 && null != descriptor {
      dup2(null, descriptor)
      close(null)
    }
  }
  RuntimeDirectory.forgetUnusableVariable()
  RunArguments.record(commandLine: commandLine)
  return RunArguments.current
}
