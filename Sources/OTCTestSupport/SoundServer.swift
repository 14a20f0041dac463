import Foundation

/// A private sound server that speaks PulseAudio's protocol, with a null sink `otc_null`
/// (the default) whose monitor a test records: PulseAudio itself, or PipeWire with its
/// `pipewire-pulse`. The sound-path tests and benchmark rows run on each.
public protocol SoundServer: AnyObject, Sendable {
  /// "PulseAudio" or "PipeWire", for messages and benchmark rows.
  var name: String { get }
  /// The folder holding its sockets and state, removed by `stop`.
  var directory: URL { get }
  /// What `PULSE_SERVER` must say to reach it.
  var server: String { get }
  /// Ends it and removes its folder.
  func stop()
}

/// The two servers, to start one by name.
public enum SoundServerKind: String, CaseIterable, Sendable, CustomStringConvertible {
  case pulseAudio = "PulseAudio"
  case pipeWire = "PipeWire"

  public var description: String { rawValue }

  /// Starts a private server of this kind.
  public func start() throws -> any SoundServer {
    switch self {
    case .pulseAudio: try PulseAudioDaemon.start()
    case .pipeWire: try PipeWireDaemon.start()
    }
  }
}

extension SoundServer {
  /// What `pactl ARGUMENTS` prints, against this server.
  public func pactl(_ arguments: [String]) throws -> String {
    let output = directory.appendingPathComponent("pactl-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: output) }
    let pactl = try ChildProcess("/usr/bin/pactl", ["--server", server] + arguments, outputPath: output.path)
    guard pactl.wait() == 0 else {
      throw PulseAudioDaemon.DaemonError(message: "pactl \(arguments.joined(separator: " ")) failed on \(name)")
    }
    return try String(contentsOf: output, encoding: .utf8)
  }

  /// What `pactl list KIND` says now (`sink-inputs`, `source-outputs`): each stream with
  /// its properties.
  public func listing(_ kind: String) throws -> String {
    try pactl(["list", kind])
  }

  /// How many playback streams (`sink-inputs`) or recording streams (`source-outputs`)
  /// are connected now, as `pactl` lists them.
  public func streams(_ kind: String) throws -> Int {
    try pactl(["list", "short", kind]).split(separator: "\n").count
  }

  /// Holds the null sink `sink` back (`pactl suspend-sink`), or lets it play again. While it
  /// is held nothing sounds, and what streams write waits at the server: a test holds sound
  /// back to see what otc does before anything can have been heard, however slow the
  /// machine. (otc drops a stream the server takes nothing from for 3 s: a test lets go
  /// as soon as it has seen what it waited for.)
  public func holdSound(_ held: Bool, sink: String = "otc_null") throws {
    _ = try pactl(["suspend-sink", sink, held ? "1" : "0"])
  }

  /// Waits until at least one stream of `kind` is connected; false after the deadline.
  public func waitForStream(_ kind: String) throws -> Bool {
    try eventually { try streams(kind) > 0 }
  }
}
