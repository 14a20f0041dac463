import Foundation

/// Debian's speech-dispatcher, started for one test: its own socket, configuration and log
/// folder under a temporary folder, the espeak-ng output module, audio to a private
/// PulseAudio (its null sink), and a log at level 5, which records every SSIP line a
/// client sends.
public final class SpeechDispatcherDaemon: @unchecked Sendable {
  /// The folder holding the socket, configuration and logs.
  public let directory: URL
  /// The address a client gives in `SPEECHD_ADDRESS`.
  public let address: String
  private let process: ChildProcess
  private let logPath: String

  /// Starts speech-dispatcher speaking into `pulse`; fails when its socket does not answer.
  public init(pulse: PulseAudioDaemon) throws {
    directory = FileManager.default.temporaryDirectory.appendingPathComponent("otc-speechd-\(UUID().uuidString.prefix(8))")
    let path = { [directory] (name: String) in directory.appendingPathComponent(name).path }
    try FileManager.default.createDirectory(atPath: path("log"), withIntermediateDirectories: true)
    let copy = try CommandRunner.run(
      executable: URL(fileURLWithPath: "/bin/cp"), ["-a", "/etc/speech-dispatcher", path("conf")])
    guard copy.status == 0 else { throw SpeechDispatcherError(message: "cp: \(copy.stderr)") }
    var configuration = try String(contentsOfFile: path("conf/speechd.conf"), encoding: .utf8)
    configuration = configuration.replacingOccurrences(of: "\nLogLevel  3", with: "\nLogLevel  5")
    configuration += """

      AddModule "espeak-ng" "sd_espeak-ng" "espeak-ng.conf"
      DefaultModule espeak-ng
      AudioOutputMethod "pulse"

      """
    try configuration.write(toFile: path("conf/speechd.conf"), atomically: false, encoding: .utf8)
    let socket = path("speechd.sock")
    address = "unix_socket:\(socket)"
    logPath = path("log/speech-dispatcher.log")
    process = try ChildProcess(
      "/usr/bin/speech-dispatcher",
      ["-s", "-t", "0", "-c", "unix_socket", "-S", socket, "-C", path("conf"), "-L", path("log"), "-P", path("pid")],
      environment: ["PULSE_SERVER": pulse.server, "HOME": directory.path, "XDG_RUNTIME_DIR": directory.path],
      errorPath: path("stderr"))
    guard process.waitUntilListening(at: socket) else {
      process.stop()
      throw SpeechDispatcherError(message: "speech-dispatcher did not start (is Debian's speech-dispatcher installed?)")
    }
  }

  deinit {
    stop()
    try? FileManager.default.removeItem(at: directory)
  }

  /// Whether the server still runs.
  public var isRunning: Bool { process.isRunning }

  /// Stops the server, as when it crashes or is killed: `signal` SIGKILL gives clients no goodbye.
  /// A server that does not end within 5 seconds of `signal` (one that was paused can
  /// hang in its own shutdown) is killed.
  public func stop(signal: Int32 = SIGTERM) {
    guard process.isRunning else { return }
    kill(process.pid, SIGCONT)  // a paused server handles nothing until continued
    kill(process.pid, signal)
    let process = process
    if !eventually(timeout: 5, { !process.isRunning }) { process.stop(signal: SIGKILL) }
  }

  /// Pauses the server (SIGSTOP), as a server that hangs: its socket stays open and nothing answers.
  public func pause() {
    kill(process.pid, SIGSTOP)
  }

  /// Every SSIP line clients sent, in order, as the log recorded them ("SET SELF LANGUAGE
  /// pt-BR", "CHAR 9", a message's text, "CANCEL SELF").
  public var received: [String] {
    let log = (try? String(contentsOfFile: logPath, encoding: .utf8)) ?? ""
    // SSIP lines end in CRLF, which the log keeps: each is split off as a line of its own.
    return log.split(whereSeparator: \.isNewline).compactMap { line in
      guard let marker = line.range(of: ":DATA:|") else { return nil }
      return String(line[marker.upperBound...])
    }
  }

  /// Every message any client had spoken, in order: a `SPEAK` message's text (its lines
  /// joined by a space) or a character as "CHAR 9".
  public var messages: [String] {
    let log = (try? String(contentsOfFile: logPath, encoding: .utf8)) ?? ""
    var speaking: [Substring: [String]] = [:]
    var messages: [String] = []
    for line in log.split(whereSeparator: \.isNewline) {
      guard let marker = line.range(of: ":DATA:|") else { continue }
      let client = line[..<marker.lowerBound].split(separator: " ").last ?? ""
      let text = String(line[marker.upperBound...])
      if let lines = speaking[client] {
        if text == "." {
          messages.append(lines.joined(separator: " "))
          speaking[client] = nil
        } else {
          speaking[client] = lines + [text]
        }
      } else if text == "SPEAK" {
        speaking[client] = []
      } else if text.hasPrefix("CHAR ") {
        messages.append(text)
      }
    }
    return messages
  }

  /// The lines of the client named `name`, by the file descriptor its lines are logged with.
  public func received(fromClient name: String) -> [String] {
    let log = (try? String(contentsOfFile: logPath, encoding: .utf8)) ?? ""
    var descriptor: Substring?
    var lines: [String] = []
    for line in log.split(whereSeparator: \.isNewline) {
      guard let marker = line.range(of: ":DATA:|") else { continue }
      let prefix = line[..<marker.lowerBound]
      let fd = prefix.split(separator: " ").last ?? ""
      let text = String(line[marker.upperBound...])
      if descriptor == nil, text.hasPrefix("SET SELF CLIENT_NAME"), text.contains(":\(name):") { descriptor = fd }
      if let descriptor, fd == descriptor { lines.append(text) }
    }
    return lines
  }
}

/// Why a private speech-dispatcher could not be started.
public struct SpeechDispatcherError: Error, CustomStringConvertible {
  public var message: String
  public var description: String { message }
}
