import Basics
import FoundationEssentials
import Glibc
import SafeIO

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
      guard let bytes = try? InputFile.read("\(pciDevices)/\(device)/class", limit: 64) else { return false }
      let text = String(decoding: bytes, as: UTF8.self)
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
    (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
  }
}
