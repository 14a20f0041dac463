import Foundation

/// Runs the built `otc` binary as a user or a script would, and captures what it did.
public enum CommandRunner {
  /// What one run of the binary produced.
  public struct Result: Sendable {
    public var stdout: String
    public var stderr: String
    public var status: Int32
  }

  /// The `otc` binary built beside the running tests.
  public static var binary: URL {
    let directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    let candidates = [directory, directory.deletingLastPathComponent()].map { $0.appendingPathComponent("otc") }
    return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) } ?? candidates[0]
  }

  /// Runs `otc` with `arguments`, feeding `stdin`, with `environment` added to a clean one.
  public static func run(
    _ arguments: [String], stdin: String = "", environment: [String: String] = [:]
  ) throws -> Result {
    try run(executable: binary, arguments, stdin: stdin, environment: environment)
  }

  /// Runs `executable` with `arguments`, feeding `stdin`, with `environment` added to a clean one.
  public static func run(
    executable: URL, _ arguments: [String], stdin: String = "", environment: [String: String] = [:]
  ) throws -> Result {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    var base = ["PATH": "/usr/bin:/bin", "LANG": "C.UTF-8", "HOME": NSTemporaryDirectory()]
    base.merge(environment) { $1 }
    process.environment = base
    let input = Pipe()
    let output = Pipe()
    let error = Pipe()
    process.standardInput = input
    process.standardOutput = output
    process.standardError = error
    try process.run()
    input.fileHandleForWriting.write(Data(stdin.utf8))
    try input.fileHandleForWriting.close()
    // Read both pipes to their end before waiting, so a full pipe cannot stall the child.
    let errorData = LockedData()
    let errorReader = Thread { errorData.set(error.fileHandleForReading.readDataToEndOfFile()) }
    errorReader.start()
    let outputData = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    while !errorData.isSet { usleep(1000) }
    return Result(
      stdout: String(decoding: outputData, as: UTF8.self),
      stderr: String(decoding: errorData.value, as: UTF8.self),
      status: process.terminationStatus)
  }
}

private final class LockedData: @unchecked Sendable {
  private let lock = NSLock()
  private var data: Data?
  func set(_ newValue: Data) { lock.withLock { data = newValue } }
  var isSet: Bool { lock.withLock { data != nil } }
  var value: Data { lock.withLock { data ?? Data() } }
}
