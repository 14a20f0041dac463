import Basics
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

/// `measure(index)` for each of `count` builds, `trials` times each, the builds taking
/// turns and the order of the turn reversed every other time, so that the machine's drift
/// falls on all alike; each build's times.
func takingTurns(_ count: Int, trials: Int, _ measure: (Int) throws -> Double) rethrows -> [Distribution] {
  var times = Array(repeating: [Double](), count: count)
  for trial in 0..<trials {
    for index in trial.isMultiple(of: 2) ? Array(0..<count) : (0..<count).reversed() {
      times[index].append(try measure(index))
    }
  }
  return times.map(Distribution.init)
}

/// `otc-askpass QUESTION` (a link to each of `binaries`, as the package installs it)
/// started on a new pseudo-terminal, `trials` times each, taking turns: from the start to
/// the first sound of its question at the sink's monitor. Each is cancelled with Escape
/// once heard.
func askpassToFirstSound(
  _ binaries: [String], scratch: URL, environment: [String: String], capture: MonitorCapture, trials: Int
) throws -> [Distribution] {
  let folder = scratch.appendingPathComponent("askpass-\(UUID().uuidString.prefix(8))")
  try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  defer { try? FileManager.default.removeItem(at: folder) }
  let links = try binaries.enumerated().map { index, binary in
    let link = folder.appendingPathComponent("\(index)/otc-askpass")
    try FileManager.default.createDirectory(at: link.deletingLastPathComponent(), withIntermediateDirectories: true)
    guard symlink(binary, link.path) == 0 else { throw BenchError("cannot link \(link.path) to \(binary)") }
    return link.path
  }
  let runtime = folder.appendingPathComponent("runtime").path
  mkdir(runtime, 0o700)
  var childEnvironment = environment
  childEnvironment["OTC_SPEECH"] = "espeak"
  childEnvironment["XDG_RUNTIME_DIR"] = runtime
  return try takingTurns(links.count, trials: trials) { index in
    capture.waitForQuiet(0.5, timeout: 30)
    let started = monotonicSeconds()
    let terminal = try PseudoTerminal(["Password for alice at host:"], environment: childEnvironment, executable: links[index])
    guard let heard = capture.firstSound(after: started, timeout: generousDeadline) else {
      throw BenchError("otc-askpass (\(binaries[index])) was never heard")
    }
    terminal.type("\u{1B}")
    guard terminal.waitForEnd(timeout: generousDeadline) != nil else { throw BenchError("otc-askpass did not end on Escape") }
    return heard - started
  }
}

/// The size of `otc` as the package installs it and, with `baseline`, that build's size and
/// cold start of `otc read --speech none` (this build's is in the cold-start rows).
func sizeAndStartFigures(otc: String, baseline: (path: String, name: String)?, scratch: URL, trials: Int) throws -> [Figure] {
  let size = Double(try strippedSize(of: otc, scratch: scratch)) / 1_000_000
  var figures = [
    // No target: ArgumentParser and TOMLKit need FoundationEssentials, whose static floor
    // is 13.6 MB; the boot otc's rows decide what the image carries.
    Figure(name: "otc stripped, as the package installs it", value: size, unit: "MB")
  ]
  guard let baseline else { return figures }
  let before = Double(try strippedSize(of: baseline.path, scratch: scratch)) / 1_000_000
  figures.append(Figure(name: "\(baseline.name) stripped", value: before, unit: "MB"))
  let binaries = [otc, baseline.path]
  let starts = try takingTurns(2, trials: trials) { index in
    try runProcess(binaries[index], ["read", "--code", "985391", "--speech", "none"]).seconds
  }
  let (now, then) = (starts[0], starts[1])
  figures.append(
    Figure(
      name: "cold start, otc read --speech none, taking turns with \(baseline.name), median", value: now.median * 1000, unit: "ms"
    ))
  figures.append(Figure(name: "cold start, \(baseline.name) read --speech none, median", value: then.median * 1000, unit: "ms"))
  return figures
}

/// otc-askpass from its start to its first sound and, with `baseline`, that build's, and
/// how much later this one is.
func askpassFigures(
  otc: String, baseline: (path: String, name: String)?, scratch: URL, environment: [String: String],
  capture: MonitorCapture, trials: Int
) throws -> [Figure] {
  let times = try askpassToFirstSound(
    [otc] + (baseline.map { [$0.path] } ?? []), scratch: scratch, environment: environment, capture: capture,
    trials: trials)
  var figures = [
    Figure(name: "otc-askpass, start to first sound, median", value: times[0].median * 1000, unit: "ms"),
    Figure(name: "otc-askpass, start to first sound, p90", value: times[0].percentile(90) * 1000, unit: "ms"),
  ]
  guard let baseline, let before = times.last else { return figures }
  let later = (times[0].median - before.median) * 1000
  figures += [
    Figure(name: "\(baseline.name)-askpass, start to first sound, median", value: before.median * 1000, unit: "ms"),
    Figure(name: "\(baseline.name)-askpass, start to first sound, p90", value: before.percentile(90) * 1000, unit: "ms"),
    Figure(
      name: "otc-askpass to first sound, later than \(baseline.name)'s, difference of medians", value: later, unit: "ms",
      target: "at most 1 ms (no slower)", met: later <= 1),
  ]
  return figures
}

/// BENCHMARKS.md's account of the start-up rows measured against `--baseline`'s build.
func beforeAndAfterSection(baseline name: String) -> String {
  """

  ## Before and after

  The rows naming \(name) measure an earlier build of otc, run by `make bench BENCH_FLAGS="--baseline PATH"`, \
  beside this one: its size stripped as the package strips it, and its start. The two builds take turns, in an \
  order reversed every other time, so that the machine's drift falls on both alike; the same binary measured \
  against itself this way differs by 0.4 to 0.8 ms to its first sound. otc-askpass is started on a pseudo-terminal \
  as ssh starts it, speaking with espeak-ng into a private PulseAudio's null sink, and timed to the first sound at \
  its monitor.

  """
}
