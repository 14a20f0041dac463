import Foundation
import OTCTestSupport
import Testing

/// otc-peak, which otc-bench starts every program through whose peak memory it reports:
/// the figure is the program's own, whatever the process that asked holds.
@Suite struct PeakToolTests {
  /// Runs `arguments` through otc-peak; its exit status and peak in kilobytes.
  func measured(_ arguments: [String]) throws -> (status: Int32, kilobytes: Int) {
    let (status, peak) = try ChildProcess.runMeasuringPeak(arguments[0], Array(arguments.dropFirst()))
    return (status, peak)
  }

  @Test func aSmallProgramIsMeasuredSmallBesideALargeCaller() throws {
    // 256 MB written in this process, more than any program measured below uses.
    let held = UnsafeMutableRawBufferPointer.allocate(byteCount: 256 << 20, alignment: 4096)
    defer { held.deallocate() }
    for page in stride(from: 0, to: held.count, by: 4096) { held[page] = 1 }
    let small = try measured(["/bin/sh", "-c", "exit 3"])
    #expect(small.status == 3)
    #expect(small.kilobytes > 0 && small.kilobytes < 32 << 10, "sh measured at \(small.kilobytes) kB")
    // A program that writes 96 MB is measured at that, and not at this process's 256 MB.
    let large = try measured(["/usr/bin/python3", "-c", "data = b'x' * (96 << 20)"])
    #expect(large.status == 0)
    #expect(large.kilobytes >= 96 << 10 && large.kilobytes < 160 << 10, "python3 measured at \(large.kilobytes) kB")
    withExtendedLifetime(held) {}
  }

  @Test func aProgramEndedByASignalIsReportedSo() throws {
    let killed = try measured(["/bin/sh", "-c", "kill -9 $$"])
    #expect(killed.status == -1)
  }

  @Test func aProgramThatCannotStartIsReported() throws {
    let missing = try measured(["/nonexistent/program"])
    #expect(missing.status == 127)
  }
}
