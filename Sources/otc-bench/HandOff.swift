import Basics
import Foundation
import OTCTestSupport

// The hand-off, measured from outside as a caller lives it: a shell in a pseudo-terminal
// runs otc and then its next command, which prints a marker. The time is from writing the
// submitting key to the marker arriving on the terminal (read every 2 ms); the
// confirmation counts as heard after the hand-off when the sink's monitor sounds 0.15 to
// 3 seconds after the marker.

/// What the caller waited, and whether the last words were still heard afterwards.
struct HandOffFigures {
  var handOff: Distribution
  /// Runs whose confirmation was heard 0.15 to 3 s after the hand-off.
  var heardAfter: Int
  var runs: Int
}

/// One kind of hand-off: what otc is run as, what is typed before the submitting key, and
/// the key itself.
struct HandOffCase {
  var arguments: [String]
  var before: String
  var submit: String

  static let prompt = HandOffCase(arguments: ["prompt", "--length", "6"], before: "98539", submit: "1")
  static let askpass = HandOffCase(arguments: ["askpass", "Password for alice at host:"], before: "abc", submit: "\r")
}

/// The marker the shell prints once otc has returned.
let handedMarker = "HANDED-OVER"

/// Runs `kind` `trials` times through `otc` with `environment`, each in a new shell.
func handOffTimes(
  otc: String, kind: HandOffCase, environment: [String: String], capture: MonitorCapture, trials: Int
) throws -> HandOffFigures {
  var times: [Double] = []
  var heard = 0
  let command =
    "\"$OTC\" \(kind.arguments.map { "'\($0)'" }.joined(separator: " ")) >/dev/null; printf '\(handedMarker)\\n' >&2; sleep 600"
  for _ in 0..<trials {
    capture.waitForQuiet(0.5, timeout: 30)
    var shellEnvironment = environment
    shellEnvironment["OTC"] = otc
    let terminal = try PseudoTerminal(["-c", command], environment: shellEnvironment, executable: "/bin/sh")
    guard terminal.waitFor("field", timeout: generousDeadline) else {
      throw BenchError("\(kind.arguments[0]) did not open its field")
    }
    let before = monotonicSeconds()
    terminal.type(kind.before)
    // The submitting key typed in near silence, once the echoes before it have been heard.
    _ = capture.firstSound(after: before, timeout: 5)
    capture.waitForQuiet(quietBetweenKeys, timeout: 20)
    let typed = monotonicSeconds()
    terminal.type(kind.submit)
    guard terminal.waitFor(handedMarker, timeout: generousDeadline) else {
      throw BenchError("\(kind.arguments[0]) never handed over")
    }
    let handed = monotonicSeconds()
    times.append(handed - typed)
    capture.waitForQuiet(0.5, timeout: 30)
    if capture.blocks(after: handed + 0.15).contains(where: { $0.sounding > 0 && $0.time < handed + 3 }) { heard += 1 }
  }
  return HandOffFigures(handOff: Distribution(times), heardAfter: heard, runs: trials)
}

/// A newer prompt against an older one's tail: the older plays into sink `otc_null`, the
/// newer into `otc_second`, each captured apart. Per run, how long the old tail still
/// sounded after the new prompt's first sound (negative: it was silent before).
func tailSilencing(otc: String, server: String, old: MonitorCapture, new: MonitorCapture, trials: Int) throws -> Distribution {
  var overlaps: [Double] = []
  for _ in 0..<trials {
    old.waitForQuiet(0.5, timeout: 30)
    new.waitForQuiet(0.5, timeout: 30)
    let runtime = FileManager.default.temporaryDirectory.appendingPathComponent("otc-bench-run-\(UUID().uuidString.prefix(8))")
      .path
    mkdir(runtime, 0o700)
    defer { try? FileManager.default.removeItem(atPath: runtime) }
    let environment = ["PULSE_SERVER": server, "XDG_RUNTIME_DIR": runtime]
    let first = try PseudoTerminal(["prompt", "--speech", "espeak"], environment: environment, executable: otc)
    guard first.waitFor("text field", timeout: generousDeadline) else { throw BenchError("the first prompt did not open") }
    first.type("985391")
    guard first.waitForEnd(timeout: generousDeadline) != nil else { throw BenchError("the first prompt did not end") }
    let ended = monotonicSeconds()
    guard let tail = old.firstSound(after: ended, timeout: generousDeadline) else {
      throw BenchError("the first prompt's tail was never heard")
    }
    var nextEnvironment = environment
    nextEnvironment["PULSE_SINK"] = "otc_second"
    let second = try PseudoTerminal(["prompt", "--speech", "espeak"], environment: nextEnvironment, executable: otc)
    guard let opening = new.firstSound(after: tail, timeout: generousDeadline) else {
      throw BenchError("the second prompt was never heard")
    }
    old.waitForQuiet(0.3, timeout: 10)
    let lastOld = old.blocks(after: tail).last { $0.sounding > 0 }?.time ?? tail
    overlaps.append(lastOld - opening)
    second.type("\u{1B}")
    _ = second.waitForEnd(timeout: 20)
  }
  return Distribution(overlaps)
}
