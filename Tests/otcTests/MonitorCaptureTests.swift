import Foundation
import OTCTestSupport
import Testing

/// A capture's reader thread owns its descriptor: `stop()` returns once the reader has
/// read parec's FIFO to its end and closed it. A descriptor closed under a reading thread
/// can be reused at once by a test running beside it (a new terminal's master), whose
/// output that thread then reads as samples: a loaded run lost the opening line of two
/// prompts that way ("text field" never shown, the keys' echo shown after).
@Suite struct MonitorCaptureTests {
  /// The descriptors of this process that lead into `folder`.
  static func descriptors(into folder: String) -> [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")) ?? []
    return names.compactMap { try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/fd/\($0)") }
      .filter { $0.hasPrefix(folder + "/") }
  }

  @Test func stopReturnsOnlyOnceTheReaderHasClosedItsDescriptor() throws {
    let daemon = try PulseAudioDaemon.start()
    defer { daemon.stop() }
    let capture = try MonitorCapture(daemon: daemon)
    defer { capture.stop() }
    #expect(capture.isReading)
    #expect(Self.descriptors(into: daemon.directory.path).count == 2, "the reading end and the one that keeps it open")
    capture.stop()
    #expect(!capture.isReading)
    #expect(Self.descriptors(into: daemon.directory.path).isEmpty)
    // Once only: a second stop closes nothing (a number closed twice may be another's by then).
    capture.stop()
  }
}
