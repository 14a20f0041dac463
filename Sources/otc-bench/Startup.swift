import Foundation
import OTCTestSupport

// What a start costs the user, for ssh and sudo start otc afresh for every question: the
// binary's size as the package installs it (stripped as scripts/build-deb.sh strips it),
// and otc-askpass from its start to its first sound at the sink. `--baseline PATH` measures
// another build of otc the same way, beside this one (BENCHMARKS.md, "Before and after").

/// The size in bytes of `binary` once stripped as the Debian package strips it.
func strippedSize(of binary: String, scratch: URL) throws -> Int {
  let copy = scratch.appendingPathComponent("stripped-\(UUID().uuidString.prefix(8))").path
  defer { unlink(copy) }
  let strip = try runProcess(
    "/usr/bin/strip", ["--remove-section=.comment", "--remove-section=.note", "--strip-unneeded", "-o", copy, binary])
  guard strip.status == 0 else { throw BenchError("strip failed on \(binary)") }
  var status = stat()
  guard stat(copy, &status) == 0 else { throw BenchError("strip wrote no \(copy)") }
  return Int(status.st_size)
}

/// `otc-askpass QUESTION` (a link to `otc`, as the package installs it) started on a new
/// pseudo-terminal, `trials` times: from the start to the first sound of its question at
/// the sink's monitor. Each is cancelled with Escape once heard.
func askpassToFirstSound(
  otc: String, scratch: URL, environment: [String: String], capture: MonitorCapture, trials: Int
) throws -> Distribution {
  let folder = scratch.appendingPathComponent("askpass-\(UUID().uuidString.prefix(8))")
  try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  defer { try? FileManager.default.removeItem(at: folder) }
  let link = folder.appendingPathComponent("otc-askpass").path
  guard symlink(otc, link) == 0 else { throw BenchError("cannot link \(link) to \(otc)") }
  let runtime = folder.appendingPathComponent("runtime").path
  mkdir(runtime, 0o700)
  var childEnvironment = environment
  childEnvironment["OTC_SPEECH"] = "espeak"
  childEnvironment["XDG_RUNTIME_DIR"] = runtime
  var times: [Double] = []
  for _ in 0..<trials {
    capture.waitForQuiet(0.5, timeout: 30)
    let started = monotonicSeconds()
    let terminal = try PseudoTerminal(["Password for alice at host:"], environment: childEnvironment, executable: link)
    guard let heard = capture.firstSound(after: started, timeout: 10) else {
      throw BenchError("otc-askpass (\(otc)) was never heard")
    }
    times.append(heard - started)
    terminal.type("\u{1B}")
    guard terminal.waitForEnd(timeout: 20) != nil else { throw BenchError("otc-askpass did not end on Escape") }
  }
  return Distribution(times)
}
