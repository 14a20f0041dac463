import Foundation
import OTCTestSupport
import SpeechOutput
import Wording
import Testing

/// In an initrd, a sound controller whose card has no playback device yet is waited for
/// (`CardArrival`); checked on folders standing for /sys/bus/pci/devices, /dev/snd and
/// the initrd's marker file.
@Suite struct CardArrivalTests {
  let folder = scratchFolder + "/otc-card-\(UUID().uuidString.prefix(8))"

  /// A machine: `classes` are its PCI devices' classes, `nodes` its /dev/snd, `initrd`
  /// whether it is an initrd (dracut's marker, or initramfs-tools').
  func machine(classes: [String], nodes: [String], initrd: String?) throws -> CardArrival {
    let manager = FileManager.default
    for (index, pciClass) in classes.enumerated() {
      let device = "\(folder)/pci/0000:00:0\(index).0"
      try manager.createDirectory(atPath: device, withIntermediateDirectories: true)
      try (pciClass + "\n").write(toFile: device + "/class", atomically: false, encoding: .utf8)
    }
    try manager.createDirectory(atPath: folder + "/pci", withIntermediateDirectories: true)
    try manager.createDirectory(atPath: folder + "/snd", withIntermediateDirectories: true)
    for node in nodes { #expect(manager.createFile(atPath: "\(folder)/snd/\(node)", contents: nil)) }
    var arrival = CardArrival()
    arrival.pciDevices = folder + "/pci"
    arrival.soundDevices = folder + "/snd"
    arrival.initrdMarkers = [folder + "/etc/initrd-release", folder + "/conf/initramfs.conf"]
    if let initrd {
      try manager.createDirectory(
        atPath: folder + "/" + (initrd as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
      #expect(manager.createFile(atPath: folder + "/" + initrd, contents: nil))
    }
    return arrival
  }

  @Test(
    arguments: [
      // HDA controller, nothing yet: pending, in either kind of initrd.
      (["0x040300"], [], "etc/initrd-release", true),
      (["0x040300"], [], "conf/initramfs.conf", true),
      // AC'97.
      (["0x040100", "0x020000"], ["controlC0"], "etc/initrd-release", true),
      // A capture device is not a playback one.
      (["0x040300"], ["controlC0", "pcmC0D0c"], "etc/initrd-release", true),
      // The card is there.
      (["0x040300"], ["controlC0", "pcmC0D0c", "pcmC0D0p"], "etc/initrd-release", false),
      // No sound controller at all: nothing to wait for.
      (["0x020000", "0x060000"], [], "etc/initrd-release", false),
      // Not an initrd: a running system's cards are long there.
      (["0x040300"], [], nil, false),
    ] as [([String], [String], String?, Bool)])
  func aCardIsPendingOnlyInAnInitrdWithAControllerAndNoPlaybackDevice(
    classes: [String], nodes: [String], initrd: String?, pending: Bool
  ) throws {
    defer { try? FileManager.default.removeItem(atPath: folder) }
    #expect(try machine(classes: classes, nodes: nodes, initrd: initrd).isPending() == pending)
  }

  /// The wait ends when the playback device appears, long before its limit.
  @Test func theWaitEndsWhenThePlaybackDeviceAppears() throws {
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let arrival = try machine(classes: ["0x040300"], nodes: [], initrd: "etc/initrd-release")
    #expect(arrival.isPending())
    let node = folder + "/snd/pcmC0D0p"
    let maker = Thread {
      Thread.sleep(forTimeInterval: 0.3); _ = FileManager.default.createFile(atPath: node, contents: nil)
    }
    maker.start()
    let waited = arrival.wait(atMost: generousDeadline)
    #expect(waited < generousDeadline)
    #expect(!arrival.isPending())
  }

  /// A card that never comes is waited for no longer than the limit.
  @Test func aCardThatNeverComesIsWaitedForUntilTheLimit() throws {
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let arrival = try machine(classes: ["0x040300"], nodes: [], initrd: "conf/initramfs.conf")
    let waited = arrival.wait(atMost: 0.3)
    #expect(waited >= 0.3)
    #expect(arrival.isPending())
  }

  /// Issue 57, finding 6: a card still to come keeps nothing waiting but the words. The
  /// sink comes back while the card is still pending (the question goes on the console
  /// now); the device is opened once the card is there.
  @Test func aPendingCardGivesASinkAtOnce() throws {
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let arrival = try machine(classes: ["0x040300"], nodes: [], initrd: "etc/initrd-release")
    let opened = try AudioDevice.open(sampleRate: 22050, deadline: 0.5, arrival: arrival)
    #expect(opened.sink is ArrivingSink)
    #expect(arrival.isPending(), "the card was not waited for")
    // The card comes; the sink's thread opens what this machine has (or fails to), and ends.
    #expect(FileManager.default.createFile(atPath: folder + "/snd/pcmC0D0p", contents: nil))
    try? opened.sink.close()
  }
}

/// The sink that opens a device still to come on a thread of its own (`ArrivingSink`).
@Suite struct ArrivingSinkTests {
  /// A gate the test opens: the device "arrives" when it does.
  final class Gate: @unchecked Sendable {
    private let condition = NSCondition()
    private var open = false
    func wait() {
      condition.lock()
      defer { condition.unlock() }
      while !open { condition.wait() }
    }
    /// Waits until the gate is open, at most `seconds`; whether it is.
    func wait(within seconds: Double) -> Bool {
      let limit = Date(timeIntervalSinceNow: seconds)
      condition.lock()
      defer { condition.unlock() }
      while !open, condition.wait(until: limit) {}
      return open
    }
    func release() {
      condition.lock()
      open = true
      condition.broadcast()
      condition.unlock()
    }
  }

  let chunk = AudioChunk(samples: [1, 2, 3], sampleRate: 22050)

  /// A sink whose device comes when the gate opens.
  func sinkBehindGate() -> (gate: Gate, device: RecordingSink, sink: ArrivingSink) {
    let gate = Gate()
    let device = RecordingSink()
    let sink = ArrivingSink { () throws(SpeechError) -> any AudioSink in
      gate.wait()
      return device
    }
    return (gate, device, sink)
  }

  /// Writes one chunk into `sink` on a thread of its own; the gate opens when it returns.
  func writeOnAThread(_ sink: ArrivingSink) -> Gate {
    let written = Gate()
    Thread { [chunk] in
      try? sink.write(chunk)
      written.release()
    }.start()
    return written
  }

  /// What is written before the card comes is played once it has: a write waits for the
  /// device, and closing closes it.
  @Test func aWriteWaitsForTheDeviceAndReachesIt() throws {
    let (gate, device, sink) = sinkBehindGate()
    let written = writeOnAThread(sink)
    #expect(device.log.isEmpty)
    gate.release()
    #expect(written.wait(within: generousDeadline))
    #expect(device.samples == [1, 2, 3])
    try sink.close()
    #expect(device.closed)
  }

  /// A key typed while the card is still to come (its echo interrupts) ends the write that
  /// waits, so speech is never stuck behind the card; what comes after is written.
  @Test func anInterruptEndsAWriteThatWaits() throws {
    let (gate, device, sink) = sinkBehindGate()
    let written = writeOnAThread(sink)
    sink.interrupt()
    #expect(written.wait(within: generousDeadline))
    gate.release()
    sink.resume()
    try sink.write(chunk)
    #expect(device.samples == [1, 2, 3], "only the write after resume: \(device.log)")
    try sink.close()
  }

  /// A device that could not be opened is the write's error and the sink's failure; the
  /// close that follows is not a second error.
  @Test func aDeviceThatNeverOpensIsTheWritesError() throws {
    let sink = ArrivingSink { () throws(SpeechError) -> any AudioSink in throw .noAudioDevice(Message(.plainText, "no card")) }
    #expect(throws: SpeechError.noAudioDevice(Message(.plainText, "no card"))) { try sink.write(chunk) }
    #expect(sink.failure == .noAudioDevice(Message(.plainText, "no card")))
    try sink.close()
  }
}
