import Foundation
import SafeIO

/// One boot of the test kernel with one image, its serial console on a pseudo-terminal and
/// its sound card recorded into a WAV file. Stopped (the QEMU process killed) by `stop()`,
/// and by the test process's scratch clean-up however the test ends.
public final class BootedMachine {
  /// Where the user types and reads: the serial port (a pseudo-terminal here), or the
  /// screen, tty1, with QEMU's keyboard, as on a laptop (the kernel's log still goes to the
  /// serial port too).
  public enum Console: Sendable { case serial, screen }

  public let terminal: PseudoTerminal
  /// The WAV file QEMU records the sound card into.
  public let recording: String
  /// QEMU's monitor, through which `press` types on the screen's keyboard.
  private var monitor: Int32 = -1
  private let monitorPath: String
  /// The second serial port (ttyS1), a socket here, when asked for: another way in, as a
  /// remote session stands beside the console.
  private let secondSerialPath: String
  private var secondSerial: Int32 = -1
  /// What the second serial port showed so far.
  public private(set) var secondSerialText = ""

  /// Boots `folder`'s vmlinuz with the image `image` from the same folder (as
  /// `scripts/boot-check.sh` leaves them) and its `disk` as /dev/vda.
  public init(
    folder: String, image: String, kernelLine: String = "plymouth.enable=0", console: Console = .serial,
    disk: String = "disk.img",
    secondSerial: Bool = false
  ) throws {
    let name = scratchFolder + "/boot-\(UUID().uuidString.prefix(8))"
    recording = name + ".wav"
    monitorPath = name + ".monitor"
    secondSerialPath = name + ".ttyS1"
    let consoles = console == .serial ? "console=ttyS0" : "console=ttyS0 console=tty1"
    let serials = secondSerial ? ["-serial", "unix:\(secondSerialPath),server=on,wait=off"] : []
    let arguments =
      [
        "-machine", "q35", "-accel", "tcg", "-m", "1024", "-smp", "2", "-no-reboot",
        "-display", "none", "-serial", "stdio", "-nic", "none",
        "-monitor", console == .serial ? "none" : "unix:\(monitorPath),server=on,wait=off",
        "-kernel", folder + "/vmlinuz", "-initrd", folder + "/" + image,
        "-append", "\(consoles) root=/dev/mapper/cryptroot " + kernelLine,
        // snapshot=on: the disk image is never written, whatever the guest does.
        "-drive", "file=\(folder)/\(disk),format=raw,if=virtio,snapshot=on",
        "-audiodev", "wav,id=sound,path=\(recording)", "-device", "intel-hda", "-device", "hda-output,audiodev=sound",
      ] + serials
    terminal = try PseudoTerminal(arguments, executable: "/usr/bin/qemu-system-x86_64")
  }

  public func stop() {
    terminal.send(SIGKILL)
    _ = terminal.waitForEnd(timeout: 30)
    if monitor >= 0 { close(monitor) }
    if secondSerial >= 0 { close(secondSerial) }
    (monitor, secondSerial) = (-1, -1)
    try? FileManager.default.removeItem(atPath: recording)
    try? FileManager.default.removeItem(atPath: monitorPath)
    try? FileManager.default.removeItem(atPath: secondSerialPath)
  }

  /// Writes `text` to the second serial port (the machine was started with one).
  public func typeOnSecondSerial(_ text: String) throws {
    if secondSerial < 0 { secondSerial = try connect(to: secondSerialPath) }
    let bytes = Array(text.utf8)
    guard write(secondSerial, bytes, bytes.count) == bytes.count else {
      throw BootMachineError(reason: "the second serial port closed")
    }
  }

  /// Waits until the second serial port shows `text`; false on timeout.
  public func waitForSecondSerial(_ text: String, timeout: Double) -> Bool {
    slowly(timeout: timeout) {
      if secondSerial < 0 { secondSerial = (try? connect(to: secondSerialPath)) ?? -1 }
      guard secondSerial >= 0 else { return false }
      var buffer = [UInt8](repeating: 0, count: 4096)
      var ready = pollfd(fd: secondSerial, events: Int16(POLLIN), revents: 0)
      while poll(&ready, 1, 0) == 1, ready.revents & Int16(POLLIN) != 0 {
        let count = read(secondSerial, &buffer, buffer.count)
        guard count > 0 else { break }
        secondSerialText += String(decoding: buffer[..<count], as: UTF8.self)
      }
      return secondSerialText.contains(text)
    }
  }

  /// Waits until the console shows `text`; false on timeout, and at once when the machine
  /// has stopped (a kernel that would not boot, QEMU refusing an argument).
  public func waitFor(_ text: String, timeout: Double, quietly: Bool = false) -> Bool {
    let seen =
      slowly(timeout: timeout) { console.contains(text) || terminal.waitForEnd(timeout: 0) != nil } && console.contains(text)
    if !seen && !quietly { keepConsole() }
    return seen
  }

  /// QEMU's names for the keys `press` types.
  public static let keyNames: [Character: String] = [
    " ": "spc", "\r": "ret", "/": "slash", ">": "shift-dot", "-": "minus", ".": "dot",
  ]

  /// Types `text` on the screen's keyboard, a key at a time, each sent once QEMU's monitor
  /// has answered the one before.
  public func press(_ text: String) throws {
    if monitor < 0 {
      monitor = try connect(to: monitorPath)
      try readMonitorPrompt()  // after its greeting
    }
    for character in text {
      let key = Self.keyNames[character] ?? String(character)
      let command = Array("sendkey \(key)\n".utf8)
      guard write(monitor, command, command.count) == command.count else {
        throw BootMachineError(reason: "QEMU's monitor closed")
      }
      try readMonitorPrompt()
    }
  }

  private func connect(to path: String) throws -> Int32 {
    var connection: Int32 = -1
    _ = slowly(timeout: 60) {
      let descriptor = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
      if withUnixSocketAddress(path, { Glibc.connect(descriptor, $0, $1) == 0 }) == true {
        connection = descriptor
        return true
      }
      close(descriptor)
      return false
    }
    guard connection >= 0 else { throw BootMachineError(reason: "QEMU's monitor at \(path) did not answer") }
    return connection
  }

  /// Reads what the monitor says until its prompt, "(qemu) ", comes again.
  private func readMonitorPrompt() throws {
    var said = [UInt8]()
    var buffer = [UInt8](repeating: 0, count: 4096)
    let deadline = Date().addingTimeInterval(60)
    while !said.suffix(7).elementsEqual(Array("(qemu) ".utf8)) {
      var ready = pollfd(fd: monitor, events: Int16(POLLIN), revents: 0)
      guard Date() < deadline, poll(&ready, 1, 1000) >= 0 else {
        throw BootMachineError(reason: "QEMU's monitor did not answer a key")
      }
      guard ready.revents != 0 else { continue }
      let count = read(monitor, &buffer, buffer.count)
      guard count > 0 else { throw BootMachineError(reason: "QEMU's monitor closed") }
      said += buffer[..<count]
    }
  }

  /// `eventually`, checking five times a second: the emulated machine needs the processors
  /// more than the check (a read of the console or of the recording) does.
  public func slowly(timeout: Double, _ condition: () -> Bool) -> Bool {
    eventually(timeout: timeout, pacing: 0.2, condition)
  }

  /// Keeps what the console showed beside the recording, for a failing test's reader (the
  /// test process's scratch folder, removed when it ends, holds it meanwhile).
  public func keepConsole() {
    try? console.write(toFile: recording.replacingOccurrences(of: ".wav", with: ".console"), atomically: false, encoding: .utf8)
  }

  /// What the serial console showed so far: QEMU writes the serial port's output on its
  /// standard output (a pipe here), and reads its input from the pseudo-terminal.
  public var console: String { terminal.stdoutText }

  public func occurrences(of text: String) -> Int { console.components(separatedBy: text).count - 1 }

  public static let rate = 44_100.0
  /// QEMU's WAV: 44,100 frames a second, two channels of 16 bits, after a 44-byte header
  /// whose sizes are written only at the end.
  public static let header = 44
  public static let frameBytes = 4

  /// How many seconds the recording holds so far.
  public var recordedSeconds: Double {
    var status = stat()
    guard stat(recording, &status) == 0, status.st_size > Self.header else { return 0 }
    return Double((Int(status.st_size) - Self.header) / Self.frameBytes) / Self.rate
  }

  /// How many seconds of sound (the left channel louder than silence) the recording holds
  /// after `seconds` into it; only that part is read.
  public func soundingSeconds(after seconds: Double) -> Double {
    guard let file = FileHandle(forReadingAtPath: recording) else { return 0 }
    defer { try? file.close() }
    let offset = UInt64(Self.header + Int(seconds * Self.rate) * Self.frameBytes)
    guard (try? file.seek(toOffset: offset)) != nil, let data = try? file.readToEnd() else { return 0 }
    let frames = data.count / Self.frameBytes
    let left = data.withUnsafeBytes { bytes in
      (0..<frames).map { Int16(littleEndian: bytes.loadUnaligned(fromByteOffset: $0 * Self.frameBytes, as: Int16.self)) }
    }
    return Double(SignalAnalysis.soundingSamples(left)) / Self.rate
  }
}

/// Why a boot could not be driven: QEMU's monitor did not answer.
public struct BootMachineError: Error, CustomStringConvertible {
  public var reason: String
  public var description: String { reason }
  /// An error that says `reason`.
  public init(reason: String) { self.reason = reason }
}
