import Foundation

/// A private PipeWire, as Debian 12's desktop, Fedora and Ubuntu run it: a session bus of
/// its own (`dbus-daemon`), `pipewire`, the session manager `wireplumber` (which links a
/// stream to its sink) and `pipewire-pulse` (PulseAudio's protocol, which otc speaks), all
/// with one folder as their runtime, state and config folder, so they never meet a user's
/// own. A null sink `otc_null` is loaded through pipewire-pulse and made the default.
/// `stop()` ends all four and removes the folder.
public final class PipeWireDaemon: SoundServer, @unchecked Sendable {
  public var name: String { "PipeWire" }
  public let directory: URL
  public let server: String
  private var processes: [ChildProcess] = []
  private let lock = NSLock()

  private init(directory: URL) {
    self.directory = directory
    server = "unix:" + directory.appendingPathComponent("pulse/native").path
  }

  /// Starts the four and waits until the null sink is the default.
  public static func start() throws -> PipeWireDaemon {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("otc-pipewire-\(UUID().uuidString.prefix(8))")
    try FileManager.default.createDirectory(
      at: directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
    let daemon = PipeWireDaemon(directory: directory)
    do {
      try daemon.startAll()
    } catch {
      daemon.stop()
      throw error
    }
    return daemon
  }

  /// What each of the four is started with: the folder as runtime, state and config folder.
  private var environment: [String: String] {
    let root = directory.path
    return [
      "XDG_RUNTIME_DIR": root, "PIPEWIRE_RUNTIME_DIR": root, "HOME": root, "XDG_CONFIG_HOME": root + "/config",
      "XDG_STATE_HOME": root + "/state", "XDG_DATA_HOME": root + "/data",
      "DBUS_SESSION_BUS_ADDRESS": "unix:path=" + root + "/bus",
      "PIPEWIRE_REMOTE": "pipewire-0", "PULSE_SERVER": server, "DISPLAY": "", "WAYLAND_DISPLAY": "",
    ]
  }

  /// Runs the graph at `frames` a cycle, whatever its streams ask (`clock.force-quantum`;
  /// 0 lets them choose again): a desktop's PipeWire often runs at 1024 or 2048 frames, a
  /// private one at what the smallest stream asks. Returns once the setting is read back.
  public func forceQuantum(_ frames: Int) throws {
    let output = directory.appendingPathComponent("pw-metadata-\(UUID().uuidString.prefix(6))")
    defer { try? FileManager.default.removeItem(at: output) }
    let setting = try ChildProcess(
      "/usr/bin/pw-metadata", ["-n", "settings", "0", "clock.force-quantum", "\(frames)"], environment: environment,
      outputPath: output.path)
    guard setting.wait() == 0 else {
      throw PulseAudioDaemon.DaemonError(message: "pw-metadata could not set clock.force-quantum to \(frames)")
    }
  }

  private func startAll() throws {
    let root = directory.path
    let bus = root + "/bus"
    func start(_ path: String, _ arguments: [String], log: String, waitingFor socket: String) throws {
      let process = try ChildProcess(path, arguments, environment: environment, errorPath: root + "/" + log)
      lock.withLock { processes.append(process) }
      guard process.waitUntilListening(at: socket) else {
        let text = (try? String(contentsOfFile: root + "/" + log, encoding: .utf8)) ?? ""
        throw PulseAudioDaemon.DaemonError(
          message:
            "\(path) did not start (are Debian's pipewire, pipewire-pulse, wireplumber and dbus installed?) \(text.suffix(1000))")
      }
    }
    try start(
      "/usr/bin/dbus-daemon", ["--session", "--address=unix:path=" + bus, "--nofork", "--nopidfile"], log: "dbus.log",
      waitingFor: bus)
    try start("/usr/bin/pipewire", [], log: "pipewire.log", waitingFor: root + "/pipewire-0")
    let wireplumber = try ChildProcess("/usr/bin/wireplumber", [], environment: environment, errorPath: root + "/wireplumber.log")
    lock.withLock { processes.append(wireplumber) }
    try start("/usr/bin/pipewire-pulse", [], log: "pipewire-pulse.log", waitingFor: root + "/pulse/native")
    _ = try pactl(["load-module", "module-null-sink", "sink_name=otc_null"])
    // The sink appears once the session manager has seen it; then it can be the default.
    guard try eventually({ try pactl(["list", "short", "sinks"]).contains("otc_null") }) else {
      throw PulseAudioDaemon.DaemonError(message: "PipeWire never showed the null sink otc_null")
    }
    // Set again until it holds: pipewire-pulse refuses it while the session manager is
    // still starting.
    let isDefault = eventually {
      _ = try? pactl(["set-default-sink", "otc_null"])
      return (try? pactl(["get-default-sink"]))?.hasPrefix("otc_null") ?? false
    }
    guard isDefault else {
      throw PulseAudioDaemon.DaemonError(message: "PipeWire never made otc_null its default sink")
    }
  }

  /// Ends pipewire-pulse, wireplumber, pipewire and the bus, in that order, and removes
  /// the folder.
  public func stop() {
    let all = lock.withLock {
      defer { processes = [] }
      return processes
    }
    for process in all.reversed() { process.stop() }
    try? FileManager.default.removeItem(at: directory)
  }

  deinit { stop() }
}
