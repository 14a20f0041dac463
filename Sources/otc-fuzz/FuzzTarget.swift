import Foundation
import OTCTestSupport

// The fuzz target. Built by scripts/fuzz.sh with -sanitize=fuzzer,address and -DFUZZING,
// libFuzzer calls back with each input; a broken invariant traps, which libFuzzer reports
// with the input that did it. Built normally, it replays the files given on its command
// line through the same checks.

#if FUZZING
  /// libFuzzer's driver; SwiftPM names an executable's entry point after its target, so the
  /// entry point below starts libFuzzer itself rather than relying on libFuzzer's `main`.
  @_silgen_name("LLVMFuzzerRunDriver")
  func LLVMFuzzerRunDriver(
    _ argc: UnsafeMutablePointer<CInt>, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
  ) -> CInt

  /// One input: a broken invariant traps, and libFuzzer saves the input that did it.
  @_cdecl("LLVMFuzzerTestOneInput")
  func fuzzOne(_ start: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = start.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    let broken = FuzzInvariants.violations(bytes)
    if !broken.isEmpty { fatalError("invariant broken: \(broken.joined(separator: "; "))") }
    return 0
  }

  @_cdecl("otc_fuzz_main")
  func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    var count = argc
    var arguments = argv
    return LLVMFuzzerRunDriver(&count, &arguments) { fuzzOne($0, $1) }
  }
#else
  @main
  struct Replay {
    static func main() {
      var failures = 0
      for path in CommandLine.arguments.dropFirst() {
        guard let data = FileManager.default.contents(atPath: path) else {
          print("\(path): cannot be read")
          failures += 1
          continue
        }
        let broken = FuzzInvariants.violations(Array(data))
        if !broken.isEmpty {
          print("\(path): \(broken.joined(separator: "; "))")
          failures += 1
        }
      }
      print("\(CommandLine.arguments.count - 1 - failures) passed, \(failures) failed")
      exit(failures == 0 ? 0 : 1)
    }
  }
#endif
