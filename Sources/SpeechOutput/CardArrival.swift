import Basics
import CSystem
import SafeIO
import Wording

/// A sound card still to come. In an initrd a disk's question can come before the card's
/// driver has made its playback device: systemd asks as soon as the disk appears, while
/// udev is still loading the card's module and the kernel probes its codecs. (A loaded test
/// boot under dracut heard nothing of its first question: otc found no device 50 ms before
/// the kernel logged the codec ready; its retry was heard.) There, when the machine has a
/// PCI sound controller (HDA or AC'97) and no playback device yet, `DeviceSink.open` waits
/// for one within the time it has for its sound. Elsewhere, and on a machine with no sound
/// controller, nothing waits.
public struct CardArrival: Sendable {
  /// Where PCI devices are listed, each with its `class` file.
  public var pciDevices = "/sys/bus/pci/devices"
  /// Where ALSA's device nodes are (`pcmC0D0p` plays).
  public var soundDevices = "/dev/snd"
  /// Files of which one exists in an initrd: systemd's and dracut's `/etc/initrd-release`,
  /// initramfs-tools' `/conf/initramfs.conf`.
  public var initrdMarkers = ["/etc/initrd-release", "/conf/initramfs.conf"]

  /// The machine's own places.
  public init() {}

  /// Whether a card is still to come: in an initrd, a sound controller and no playback
  /// device yet.
  public func isPending() -> Bool {
    initrdMarkers.contains { access($0, F_OK) == 0 } && !hasPlaybackDevice() && hasSoundController()
  }

  /// Whether ALSA has a playback device.
  public func hasPlaybackDevice() -> Bool {
    names(in: soundDevices).contains { $0.hasPrefix("pcmC") && $0.hasSuffix("p") }
  }

  /// Whether a PCI device is a sound controller: class 0x0401 (audio, AC'97) or 0x0403 (HDA).
  public func hasSoundController() -> Bool {
    names(in: pciDevices).contains { device in
      guard let text = SystemFiles.text(at: "\(pciDevices)/\(device)/class", limit: 64) else { return false }
      return text.hasPrefix("0x0401") || text.hasPrefix("0x0403")
    }
  }

  /// Waits, checking every 50 ms, until no card is pending or `seconds` have passed; returns
  /// the seconds it waited.
  @discardableResult
  public func wait(atMost seconds: Double) -> Double {
    let start = monotonicSeconds()
    while isPending() && monotonicSeconds() - start < seconds { usleep(50_000) }
    return monotonicSeconds() - start
  }

  private func names(in folder: String) -> [String] {
    SystemFiles.names(in: folder) ?? []
  }
}

extension CardArrival {
  /// How long a question already on the console waits for its card before speaking without
  /// it: the words cost nothing to wait for there, and a slow machine may probe a codec for
  /// seconds.
  public static let patience = 60.0
}

/// A sound device still to come, opened on a thread of its own so that nothing waits for
/// it but the words: the question is on the console at once and is said once the card is
/// there (`CardArrival`). A write waits for the device, and returns at once when
/// interrupted (the next key's echo, or the answer given); a device that never comes is
/// this sink's failure, thrown by the first write after it is known.
public final class ArrivingSink: AudioSink, @unchecked Sendable {
  private let condition = Condition()
  private var opened: Result<any AudioSink, SpeechError>?
  private var interrupted = false

  /// Starts `open` on its own thread; it may take as long as it needs.
  public init(opening open: @escaping @Sendable () throws(SpeechError) -> any AudioSink) {
    let started = detachThread(named: "otc sound card") { [self] in
      let result = Result { () throws(SpeechError) in try open() }
      condition.withLock {
        opened = result
        condition.broadcast()
      }
    }
    if !started { opened = .failure(.noAudioDevice(Message(.noCardThread))) }
  }

  /// The device once opened, or nil when interrupted first; throws when it could not be.
  private func device() throws(SpeechError) -> (any AudioSink)? {
    let result: Result<any AudioSink, SpeechError>? = condition.withLock {
      while opened == nil && !interrupted { condition.wait() }
      return opened
    }
    return try result?.get()
  }

  /// The device if it is open now, without waiting.
  private var openedDevice: (any AudioSink)? {
    condition.withLock { if case .success(let device) = opened { device } else { nil } }
  }

  public func write(_ chunk: AudioChunk) throws(SpeechError) {
    try device()?.write(chunk)
  }

  public func finishUtterance() throws(SpeechError) {
    try openedDevice?.finishUtterance()
  }

  public func flush() {
    openedDevice?.flush()
  }

  /// Closes the device once it has opened; one that could not be is not an error here,
  /// where the writes have said it already.
  public func close() throws(SpeechError) {
    guard
      case .success(let device)? = condition.withLock({ () -> Result<any AudioSink, SpeechError>? in
        while opened == nil { condition.wait() }
        return opened
      })
    else { return }
    try device.close()
  }

  public func interrupt() {
    let device: (any AudioSink)? = condition.withLock {
      interrupted = true
      condition.broadcast()
      if case .success(let device) = opened { return device }
      return nil
    }
    device?.interrupt()
  }

  public func resume() {
    let device: (any AudioSink)? = condition.withLock {
      interrupted = false
      if case .success(let device) = opened { return device }
      return nil
    }
    device?.resume()
  }

  public var failure: SpeechError? {
    condition.withLock { () -> SpeechError? in
      switch opened {
      case .failure(let error): error
      case .success(let device): device.failure
      case nil: nil
      }
    }
  }
}
