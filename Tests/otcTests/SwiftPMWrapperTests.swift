import Foundation
import OTCTestSupport
import Testing

/// `scripts/swiftpm.sh` runs a build or a package command once more when SwiftPM itself
/// crashes in libdispatch's event loop (swiftlang/swift#87033: a fresh run's `swift package
/// generate-manual` died of it), and only then. Checked with a stand-in for `swift` that
/// crashes the way SwiftPM did, or another way, the first time it runs.
@Suite struct SwiftPMWrapperTests {
  let folder = scratchFolder + "/swiftpm-\(UUID().uuidString.prefix(8))"

  /// A stand-in `swift` that, on its first run, writes `backtrace` on standard error and
  /// kills itself with SIGSEGV; on later runs says "built" and succeeds. Each run is
  /// counted in `runs`.
  func standIn(backtrace: String) throws -> String {
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    let path = folder + "/swift"
    let script = """
      #!/bin/sh
      echo run >> "\(folder)/runs"
      if [ "$(wc -l < "\(folder)/runs")" -eq 1 ]; then
        echo "\(backtrace)" >&2
        kill -SEGV $$
      fi
      echo "built $*"

      """
    try writeExecutable(Array(script.utf8), to: path)
    return path
  }

  func runWrapper(swift: String) throws -> CommandRunner.Result {
    try CommandRunner.run(
      executable: CommandRunner.projectRoot.appendingPathComponent("scripts/swiftpm.sh"), ["package", "generate-manual"],
      environment: ["SWIFT_COMMAND": swift, "TMPDIR": folder])
  }

  func runs() -> Int {
    ((try? String(contentsOfFile: folder + "/runs", encoding: .utf8)) ?? "").split(separator: "\n").count
  }

  @Test func swiftPMsOwnCrashIsRunOnceMore() throws {
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let swift = try standIn(
      backtrace: "Thread 2 crashed: 0 0x00007fae596c79c0 _dispatch_event_loop_drain + 1120 in libdispatch.so")
    let result = try runWrapper(swift: swift)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(runs() == 2)
    #expect(result.stdout == "built package generate-manual\n")
    #expect(result.stderr.contains("crashed inside SwiftPM"), "\(result.stderr)")
    // Its own temporary file is gone.
    #expect(((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted() == ["runs", "swift"])
  }

  @Test func anyOtherFailureIsTheCommandsOwn() throws {
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let swift = try standIn(backtrace: "error: no such module 'Foo'")
    let result = try runWrapper(swift: swift)
    #expect(result.status == 128 + SIGSEGV)
    #expect(runs() == 1)
    #expect(!result.stderr.contains("crashed inside SwiftPM"))
  }
}
