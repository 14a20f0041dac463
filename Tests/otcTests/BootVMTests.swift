import Foundation
import OTCTestSupport
import SafeIO
import Testing

/// Issue 43: the root disk's passphrase at boot, heard. Debian 12's own kernel boots, in
/// QEMU under software emulation (no KVM), an initramfs that update-initramfs built in a
/// Debian 12 root into which otc's package was installed with apt and `otc boot enable`
/// was run (`scripts/boot-check.sh` builds them). The disk is LUKS2 as /dev/vda, named in
/// the root's /etc/crypttab; the serial console is the terminal, and an emulated HDA sound
/// card plays into a WAV file.
///
/// The images come from `OTC_BOOT_IMAGES` when `make test` built them (`make boot-check`);
/// otherwise this suite builds them itself from the package `make deb` made, and fails,
/// saying so, when there is none.
@Suite(.serialized) struct BootVMTests {
  /// The question's words on the console.
  static let question = "Passphrase for disk cryptroot, root file system, secure text field"
  /// A wrong passphrase no line on the console may show.
  static let wrong = "tulip7"
  static let right = "right horse"
  /// How long a boot under emulation may take to reach the question, on a busy machine.
  static let bootDeadline = 600.0

  @Test func theQuestionIsAskedAWrongPassphraseRefusedAndTheRightOneUnlocks() throws {
    let machine = try BootedMachine(image: "initrd.otc")
    defer { machine.stop() }
    #expect(machine.waitFor(Self.question, timeout: Self.bootDeadline), "\(machine.console)")
    machine.terminal.type(Self.wrong + "\r")
    #expect(machine.waitFor("Wrong passphrase. Attempt 2 of 3", timeout: 300), "\(machine.console)")
    #expect(machine.slowly(timeout: 120) { machine.occurrences(of: Self.question) == 2 }, "\(machine.console)")
    machine.terminal.type(Self.right + "\r")
    #expect(machine.waitFor("cryptsetup: cryptroot: set up successfully", timeout: 300), "\(machine.console)")
    #expect(machine.waitFor("Disk cryptroot unlocked", timeout: 120), "\(machine.console)")
    // No typed character on the console: each key is a bullet.
    #expect(machine.occurrences(of: "Bullet") == Self.wrong.count + Self.right.count, "\(machine.console)")
    #expect(!machine.console.contains(Self.wrong) && !machine.console.contains(Self.right), "\(machine.console)")
    #expect(!machine.console.contains("otc could not ask"), "\(machine.console)")
  }

  /// What the user hears: the question before the first key, the retry, "Disk cryptroot
  /// unlocked", each in the recording of the emulated sound card.
  @Test func theQuestionTheRetryAndTheUnlockAreHeard() throws {
    let machine = try BootedMachine(image: "initrd.otc")
    defer { machine.stop() }
    #expect(machine.waitFor(Self.question, timeout: Self.bootDeadline), "\(machine.console)")
    #expect(machine.slowly(timeout: 120) { machine.soundingSeconds(after: 0) > 1 }, "nothing heard before the first key")
    machine.terminal.type(Self.wrong + "\r")
    #expect(machine.waitFor("Wrong passphrase. Attempt 2 of 3", timeout: 300), "\(machine.console)")
    let retry = machine.recordedSeconds
    #expect(machine.slowly(timeout: 120) { machine.soundingSeconds(after: retry) > 1 }, "the retry was not heard")
    machine.terminal.type(Self.right + "\r")
    #expect(machine.waitFor("Disk cryptroot unlocked", timeout: 300), "\(machine.console)")
    let unlocked = machine.recordedSeconds
    #expect(machine.slowly(timeout: 120) { machine.soundingSeconds(after: unlocked) > 0.5 }, "\"Disk cryptroot unlocked\" was not heard")
  }

  /// Debian's desktop default: Plymouth in the image, `splash` on the kernel line, and the
  /// console on the screen (tty1), where Plymouth shows its splash and reads the keyboard.
  /// otc's askpass has Plymouth step aside while otc asks, so the question is heard and the
  /// keys reach otc (without that, Plymouth took some of them and the disk stayed locked:
  /// tried with an askpass that left Plymouth alone). Keys come from QEMU's keyboard; the
  /// screen cannot be read here, so the sound card and the kernel's log on the serial port
  /// say what happened. The root file system is missing from the test disk, so the boot
  /// ends in the initramfs's shell on the screen, which writes whether the disk is
  /// unlocked into the kernel's log.
  @Test func withPlymouthAndSplashOnTheScreenTheQuestionIsHeardAndTheKeysReachOtc() throws {
    let machine = try BootedMachine(image: "initrd.otc", kernelLine: "splash", console: .screen)
    defer { machine.stop() }
    #expect(machine.slowly(timeout: Self.bootDeadline) { machine.soundingSeconds(after: 0) > 1.5 }, "the question was not heard: \(machine.console)")
    let asked = machine.soundingSeconds(after: 0)
    try machine.press(Self.wrong + "\r")
    // "Entered, 6 characters", "Wrong passphrase. Attempt 2 of 3" and the question again.
    #expect(machine.slowly(timeout: 300) { machine.soundingSeconds(after: 0) > asked + 2.5 }, "the retry was not heard")
    try machine.press(Self.right + "\r")
    let unlocked = "] /dev/mapper/cryptroot"
    #expect(machine.slowly(timeout: 300) {
      // Said again until the shell is there to run it: a key typed while otc still speaks
      // goes nowhere harmful (the disk is unlocked or the test fails anyway).
      (try? machine.press("ls /dev/mapper/cryptroot >/dev/kmsg\r")) != nil && machine.waitFor(unlocked, timeout: 5, quietly: true)
    }, "\(machine.console)")
    #expect(!machine.console.contains(Self.wrong) && !machine.console.contains(Self.right), "\(machine.console)")
  }

  /// An otc that fails at once: Debian's own prompt asks, once, and the disk unlocks.
  @Test func whenOtcCannotAskTheStockPromptStillUnlocks() throws {
    let machine = try BootedMachine(image: "initrd.broken")
    defer { machine.stop() }
    #expect(machine.waitFor("Please unlock disk cryptroot:", timeout: Self.bootDeadline), "\(machine.console)")
    #expect(machine.console.contains("otc could not ask"), "one line says why: \(machine.console)")
    machine.terminal.type(Self.right + "\r")
    #expect(machine.waitFor("cryptsetup: cryptroot: set up successfully", timeout: 300), "\(machine.console)")
    #expect(machine.occurrences(of: "Please unlock disk cryptroot:") == 1, "\(machine.console)")
    #expect(!machine.console.contains(Self.right), "\(machine.console)")
  }

  /// After `otc boot disable` the image holds no otc, and the stock prompt asks.
  @Test func afterDisableTheStockPromptAsks() throws {
    let machine = try BootedMachine(image: "initrd.disabled")
    defer { machine.stop() }
    #expect(machine.waitFor("Please unlock disk cryptroot:", timeout: Self.bootDeadline), "\(machine.console)")
    #expect(!machine.console.contains("secure text field") && !machine.console.contains("otc could not ask"), "\(machine.console)")
    machine.terminal.type(Self.right + "\r")
    #expect(machine.waitFor("cryptsetup: cryptroot: set up successfully", timeout: 300), "\(machine.console)")
  }
}

/// Where the boot images are: `OTC_BOOT_IMAGES`, or a folder this process builds them in
/// once, with `scripts/boot-check.sh`, from the package at the project's root.
enum BootImages {
  static let folder: Result<String, BootImageError> = {
    if let given = ProcessInfo.processInfo.environment["OTC_BOOT_IMAGES"], !given.isEmpty { return .success(given) }
    // The project's root: the first folder above the built binary with a Package.swift.
    var root = CommandRunner.binary.deletingLastPathComponent()
    while root.path != "/" && !FileManager.default.fileExists(atPath: root.appendingPathComponent("Package.swift").path) {
      root = root.deletingLastPathComponent()
    }
    let packages = ((try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []).filter {
      $0.hasPrefix("otc_") && $0.hasSuffix(".deb")
    }
    guard let package = packages.sorted().last else {
      return .failure(BootImageError(reason: "no otc_*.deb in \(root.path): make deb builds it (make test does)"))
    }
    let folder = scratchFolder + "/boot-images"
    try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    let script = root.appendingPathComponent("scripts/boot-check.sh").path
    guard let check = try? ChildProcess(script, [root.appendingPathComponent(package).path, folder]), check.wait() == 0 else {
      return .failure(BootImageError(reason: "scripts/boot-check.sh could not build the boot images"))
    }
    return .success(folder)
  }()
}

struct BootImageError: Error, CustomStringConvertible {
  var reason: String
  var description: String { reason }
}

/// One boot of the test kernel with one image, its serial console on a pseudo-terminal and
/// its sound card recorded into a WAV file. Stopped (the QEMU process killed) by `stop()`,
/// and by the test process's scratch clean-up however the test ends.
final class BootedMachine {
  /// Where the user types and reads: the serial port (a pseudo-terminal here), or the
  /// screen, tty1, with QEMU's keyboard, as on a laptop (the kernel's log still goes to the
  /// serial port too).
  enum Console { case serial, screen }

  let terminal: PseudoTerminal
  let recording: String
  /// QEMU's monitor, through which `press` types on the screen's keyboard.
  private var monitor: Int32 = -1
  private let monitorPath: String

  init(image: String, kernelLine: String = "plymouth.enable=0", console: Console = .serial) throws {
    let folder = try BootImages.folder.get()
    let name = scratchFolder + "/boot-\(UUID().uuidString.prefix(8))"
    recording = name + ".wav"
    monitorPath = name + ".monitor"
    let consoles = console == .serial ? "console=ttyS0" : "console=ttyS0 console=tty1"
    let arguments = [
      "-machine", "q35", "-accel", "tcg", "-m", "1024", "-smp", "2", "-no-reboot",
      "-display", "none", "-serial", "stdio", "-nic", "none",
      "-monitor", console == .serial ? "none" : "unix:\(monitorPath),server=on,wait=off",
      "-kernel", folder + "/vmlinuz", "-initrd", folder + "/" + image,
      "-append", "\(consoles) root=/dev/mapper/cryptroot " + kernelLine,
      // snapshot=on: the disk image is never written, whatever the guest does.
      "-drive", "file=\(folder)/disk.img,format=raw,if=virtio,snapshot=on",
      "-audiodev", "wav,id=sound,path=\(recording)", "-device", "intel-hda", "-device", "hda-output,audiodev=sound",
    ]
    terminal = try PseudoTerminal(arguments, executable: "/usr/bin/qemu-system-x86_64")
  }

  func stop() {
    terminal.send(SIGKILL)
    _ = terminal.waitForEnd(timeout: 30)
    if monitor >= 0 { close(monitor) }
    try? FileManager.default.removeItem(atPath: recording)
    try? FileManager.default.removeItem(atPath: monitorPath)
  }

  /// Waits until the console shows `text`; false on timeout, and at once when the machine
  /// has stopped (a kernel that would not boot, QEMU refusing an argument).
  func waitFor(_ text: String, timeout: Double, quietly: Bool = false) -> Bool {
    let seen = slowly(timeout: timeout) { console.contains(text) || terminal.waitForEnd(timeout: 0) != nil } && console.contains(text)
    if !seen && !quietly { keepConsole() }
    return seen
  }

  /// QEMU's names for the keys `press` types.
  static let keyNames: [Character: String] = [" ": "spc", "\r": "ret", "/": "slash", ">": "shift-dot", "-": "minus", ".": "dot"]

  /// Types `text` on the screen's keyboard, a key at a time, each sent once QEMU's monitor
  /// has answered the one before.
  func press(_ text: String) throws {
    if monitor < 0 {
      monitor = try connect(to: monitorPath)
      try readMonitorPrompt()  // after its greeting
    }
    for character in text {
      let key = Self.keyNames[character] ?? String(character)
      let command = Array("sendkey \(key)\n".utf8)
      guard write(monitor, command, command.count) == command.count else { throw BootImageError(reason: "QEMU's monitor closed") }
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
    guard connection >= 0 else { throw BootImageError(reason: "QEMU's monitor at \(path) did not answer") }
    return connection
  }

  /// Reads what the monitor says until its prompt, "(qemu) ", comes again.
  private func readMonitorPrompt() throws {
    var said = [UInt8]()
    var buffer = [UInt8](repeating: 0, count: 4096)
    let deadline = Date().addingTimeInterval(60)
    while !said.suffix(7).elementsEqual(Array("(qemu) ".utf8)) {
      var ready = pollfd(fd: monitor, events: Int16(POLLIN), revents: 0)
      guard Date() < deadline, poll(&ready, 1, 1000) >= 0 else { throw BootImageError(reason: "QEMU's monitor did not answer a key") }
      guard ready.revents != 0 else { continue }
      let count = read(monitor, &buffer, buffer.count)
      guard count > 0 else { throw BootImageError(reason: "QEMU's monitor closed") }
      said += buffer[..<count]
    }
  }

  /// `eventually`, checking five times a second: the emulated machine needs the processors
  /// more than the check (a read of the console or of the recording) does.
  func slowly(timeout: Double, _ condition: () -> Bool) -> Bool {
    eventually(timeout: timeout, pacing: 0.2, condition)
  }

  /// Keeps what the console showed beside the recording, for a failing test's reader (the
  /// test process's scratch folder, removed when it ends, holds it meanwhile).
  func keepConsole() {
    try? console.write(toFile: recording.replacingOccurrences(of: ".wav", with: ".console"), atomically: false, encoding: .utf8)
  }

  /// What the serial console showed so far: QEMU writes the serial port's output on its
  /// standard output (a pipe here), and reads its input from the pseudo-terminal.
  var console: String { terminal.stdoutText }

  func occurrences(of text: String) -> Int { console.components(separatedBy: text).count - 1 }

  static let rate = 44_100.0
  /// QEMU's WAV: 44,100 frames a second, two channels of 16 bits, after a 44-byte header
  /// whose sizes are written only at the end.
  static let header = 44
  static let frameBytes = 4

  /// How many seconds the recording holds so far.
  var recordedSeconds: Double {
    var status = stat()
    guard stat(recording, &status) == 0, status.st_size > Self.header else { return 0 }
    return Double((Int(status.st_size) - Self.header) / Self.frameBytes) / Self.rate
  }

  /// How many seconds of sound (the left channel louder than silence) the recording holds
  /// after `seconds` into it; only that part is read.
  func soundingSeconds(after seconds: Double) -> Double {
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
