import Foundation

/// A private PulseAudio daemon with one null sink, for tests of the real device path.
/// It lives in its own folder and socket, so it never touches a user's own sound server,
/// and `stop()` ends it.
public final class PulseAudioDaemon: SoundServer, @unchecked Sendable {
  public var name: String { "PulseAudio" }
  /// The folder holding its socket and state.
  public let directory: URL
  /// What `PULSE_SERVER` must say to reach it.
  public let server: String
  private let process: ChildProcess

  private init(directory: URL, server: String, process: ChildProcess) {
    self.directory = directory
    self.server = server
    self.process = process
  }

  /// Starts the daemon and waits until its socket accepts connections. Its null sinks are
  /// `otc_null`, the default, and each of `otherSinks` (a client picks one with
  /// `PULSE_SINK`).
  public static func start(otherSinks: [String] = []) throws -> PulseAudioDaemon {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("otc-pulse-\(UUID().uuidString.prefix(8))")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let socket = directory.appendingPathComponent("native").path
    let process = try ChildProcess(
      "/usr/bin/pulseaudio",
      [
        "-n", "--daemonize=no", "--exit-idle-time=-1", "--use-pid-file=no", "--disable-shm=yes",
        "--load=module-null-sink sink_name=otc_null",
        "--load=module-native-protocol-unix socket=\(socket) auth-anonymous=1",
      ] + otherSinks.map { "--load=module-null-sink sink_name=\($0)" },
      environment: ["PULSE_RUNTIME_PATH": directory.path, "PULSE_STATE_PATH": directory.path, "HOME": directory.path])
    let daemon = PulseAudioDaemon(directory: directory, server: "unix:\(socket)", process: process)
    guard process.waitUntilListening(at: socket) else {
      daemon.stop()
      throw DaemonError(message: "pulseaudio did not start (is Debian's pulseaudio installed?)")
    }
    return daemon
  }

  /// Ends the daemon and removes its folder.
  public func stop() {
    process.stop()
    try? FileManager.default.removeItem(at: directory)
  }

  struct DaemonError: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
  }
}
