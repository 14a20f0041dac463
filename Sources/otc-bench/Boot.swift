import Basics
import Foundation
import OTCTestSupport

// The boot rows (--boot-images FOLDER, which `make bench` fills with `make boot-check`):
// how much otc adds to the initramfs, and how long a user at boot waits between the
// question's line on the console and its first sound.

/// The question's line on the console, as otc writes it at boot.
let bootQuestion = "Passphrase for disk cryptroot, root file system"

/// The rows: the growth from the images' `sizes` file, and the question's first sound
/// after its line, over `boots` boots of Debian's kernel in QEMU under software emulation.
/// With `baseline` (another build of the boot otc), the key echoes are also measured with
/// it laid over the same image, boot by boot in turn, and the echo's target is to be no
/// slower than that build's, measured beside it.
func bootFigures(images: String, baseline: String? = nil, boots: Int, keys: Int) throws -> [Figure] {
  let sizes = try String(contentsOfFile: images + "/sizes", encoding: .utf8)
    .split(separator: "\n")
    .reduce(into: [String: Double]()) { table, line in
      let parts = line.split(separator: " ")
      if parts.count == 2, let bytes = Double(parts[1]) { table[String(parts[0])] = bytes }
    }
  guard let stock = sizes["stock"], let withOtc = sizes["otc"] else {
    throw BootMachineError(reason: "\(images)/sizes names no stock and otc image")
  }
  let growth = (withOtc - stock) / 1_000_000
  let bootOTC = (sizes["boot-otc"] ?? 0) / 1_000_000
  var delays: [Double] = []
  for _ in 0..<boots {
    delays.append(try questionToFirstSound(images: images))
  }
  let waits = Distribution(delays)
  // The baseline's otc laid over the image, as a second archive the kernel unpacks over
  // the first: nothing else in the image differs.
  let baselineImages = try baseline.map { otc in
    let folder = try folderBeside(images, named: "baseline")
    try writeImage(
      images + "/initrd.otc",
      adding: [ImageFile(path: "usr/bin/otc", contents: Array(try Data(contentsOf: URL(fileURLWithPath: otc))))],
      to: folder + "/initrd.otc")
    return folder
  }
  defer { baselineImages.map { try? FileManager.default.removeItem(atPath: $0) } }
  var echoes: [Double] = []
  var baselineEchoes: [Double] = []
  for boot in 0..<boots {
    // In turn, and each first every other boot: whatever the machine is doing meanwhile
    // falls on both builds alike.
    if let baselineImages, boot % 2 == 1 { baselineEchoes += try keyEchoesAtBoot(images: baselineImages, keys: keys) }
    echoes += try keyEchoesAtBoot(images: images, keys: keys)
    if let baselineImages, boot % 2 == 0 { baselineEchoes += try keyEchoesAtBoot(images: baselineImages, keys: keys) }
  }
  return [
    Figure(
      name: "boot otc stripped, built with Embedded Swift, as the image holds it", value: bootOTC, unit: "MB",
      target: "at most 1 MB", met: bootOTC > 0 && bootOTC <= 1),
    Figure(
      name: "initramfs growth with otc, English, zstd as Debian builds it", value: growth, unit: "MB",
      target: "at most 2.5 MB", met: growth <= 2.5),
  ]
    + ["pt-BR", "bg"].compactMap { language in
      sizes[language].map {
        Figure(
          name: "initramfs growth with otc, \(language), zstd as Debian builds it", value: ($0 - stock) / 1_000_000, unit: "MB")
      }
    } + [
      Figure(name: "initramfs size without otc", value: stock / 1_000_000, unit: "MB"),
      Figure(
        name: "boot question's line to its first sound, under emulation, median of \(boots)", value: waits.median, unit: "s",
        target: "at most 0.1 s", met: waits.median <= 0.1),
      Figure(name: "boot question's line to its first sound, under emulation, max", value: waits.maximum, unit: "s"),
    ] + echoFigures(echoes, baseline: baseline == nil ? nil : baselineEchoes)
}

/// The key echo's rows: against the SwiftPM-built boot otc's echoes measured beside them
/// when there are some, else against its median measured so before (`swiftPMEchoAtBoot`).
/// Beside a baseline, "no slower" is met unless the echo is slower beyond the noise: unless
/// the 95% interval of the medians' difference lies wholly above zero.
func echoFigures(_ echoes: [Double], baseline: [Double]?) -> [Figure] {
  let echo = Distribution(echoes)
  let name = "a key's echo at boot, typed to its first sound, under emulation"
  guard let baseline else {
    return [
      Figure(
        name: "\(name), median of \(echoes.count)", value: echo.median * 1000, unit: "ms",
        target: "at most \(swiftPMEchoAtBoot) ms, the SwiftPM-built boot otc's", met: echo.median * 1000 <= swiftPMEchoAtBoot),
      Figure(name: "\(name), max", value: echo.maximum * 1000, unit: "ms"),
    ]
  }
  let before = Distribution(baseline)
  let difference = medianDifferenceInterval(echoes, baseline)
  return [
    Figure(
      name: "\(name), median of \(echoes.count)", value: echo.median * 1000, unit: "ms",
      target: "no slower than the SwiftPM-built boot otc's beside it", met: difference.low <= 0),
    Figure(name: "\(name), max", value: echo.maximum * 1000, unit: "ms"),
    Figure(
      name: "\(name), the SwiftPM-built boot otc laid over the image, median of \(baseline.count)",
      value: before.median * 1000, unit: "ms"),
    Figure(name: "\(name), the SwiftPM-built boot otc laid over the image, max", value: before.maximum * 1000, unit: "ms"),
    Figure(
      name: "\(name), the medians' difference (Embedded less SwiftPM-built), 95% interval "
        + String(format: "%.1f to %.1f ms", difference.low * 1000, difference.high * 1000),
      value: (echo.median - before.median) * 1000, unit: "ms"),
  ]
}

/// The 95% interval of `a`'s median less `b`'s, by resampling each with replacement
/// (bootstrap, 4,000 rounds, a fixed seed: the same samples give the same interval).
func medianDifferenceInterval(_ a: [Double], _ b: [Double]) -> (low: Double, high: Double) {
  guard !a.isEmpty, !b.isEmpty else { return (.nan, .nan) }
  var generator = SplitMix(seed: 0x6f74_6362)
  let differences = (0..<4_000).map { _ in
    let resampledA = a.indices.map { _ in a[Int(generator.next() % UInt64(a.count))] }
    let resampledB = b.indices.map { _ in b[Int(generator.next() % UInt64(b.count))] }
    return Distribution(resampledA).median - Distribution(resampledB).median
  }
  let sorted = Distribution(differences)
  return (sorted.percentile(2.5), sorted.percentile(97.5))
}

/// One boot: the seconds from the moment the question's line is on the serial console to
/// the moment the first sample louder than silence is in QEMU's recording of the sound
/// card. Both are seen from here, polled every 5 ms; QEMU writes the recording as the card
/// plays, so its growth follows the user's clock. Negative when the sound came first.
func questionToFirstSound(images: String) throws -> Double {
  let machine = try BootedMachine(folder: images, image: "initrd.otc")
  defer { machine.stop() }
  var lineAt: Double?
  var soundAt: Double?
  var recording = RecordingWatch(machine.recording)
  let deadline = monotonicSeconds() + 600
  while (lineAt == nil || soundAt == nil) && monotonicSeconds() < deadline {
    if lineAt == nil && machine.console.contains(bootQuestion) { lineAt = monotonicSeconds() }
    if soundAt == nil && recording.sounded() { soundAt = monotonicSeconds() }
    if machine.terminal.waitForEnd(timeout: 0) != nil { break }
    usleep(5_000)
  }
  guard let lineAt, let soundAt else {
    throw BootMachineError(
      reason: lineAt == nil ? "the boot question never reached the console" : "the boot question was never heard")
  }
  return soundAt - lineAt
}

/// A key's echo at boot with the boot otc SwiftPM built (the Swift runtime and
/// FoundationEssentials linked in), before the image's was built with Embedded Swift:
/// its median, measured as `keyEchoesAtBoot` measures, its otc laid over initrd.otc
/// (BENCHMARKS.md, "At boot"), 60 keys in each of two runs. The Embedded one is to be
/// no slower; `--boot-baseline` measures that build beside it instead.
let swiftPMEchoAtBoot = 35.9

/// One boot's key echoes: each key typed on the console once the question has been said
/// and the recording has been quiet for a second, and the seconds from typing it to the
/// first sample louder than silence after it, `keys` times a boot, as a user types their
/// passphrase at boot and hears each key's "bullet".
func keyEchoesAtBoot(images: String, keys: Int) throws -> [Double] {
  let machine = try BootedMachine(folder: images, image: "initrd.otc")
  defer { machine.stop() }
  guard machine.waitFor(bootQuestion, timeout: 600) else {
    throw BootMachineError(reason: "the boot question never reached the console")
  }
  var recording = RecordingWatch(machine.recording)
  var echoes: [Double] = []
  for _ in 0..<keys {
    // Quiet for a second: nothing louder than silence added to the recording meanwhile.
    var quietSince = monotonicSeconds()
    let deadline = quietSince + 120
    while monotonicSeconds() - quietSince < 1 {
      guard monotonicSeconds() < deadline else { throw BootMachineError(reason: "the boot question's speech never ended") }
      if recording.sounded() { quietSince = monotonicSeconds() }
      usleep(5_000)
    }
    let typed = monotonicSeconds()
    machine.terminal.type("x")
    var heard: Double?
    while heard == nil && monotonicSeconds() < typed + 60 {
      if recording.sounded() { heard = monotonicSeconds() }
      usleep(5_000)
    }
    guard let heard else { throw BootMachineError(reason: "a key typed at boot was never heard") }
    echoes.append(heard - typed)
  }
  return echoes
}

/// QEMU's recording of the sound card, read on from where it was last read.
struct RecordingWatch {
  let recording: String
  /// Where the next read starts: the header at first, then whole frames only.
  private var examined = BootedMachine.header

  init(_ recording: String) { self.recording = recording }

  /// Whether a sample louder than silence has been recorded since the last call.
  mutating func sounded() -> Bool {
    guard let file = FileHandle(forReadingAtPath: recording) else { return false }
    defer { try? file.close() }
    guard (try? file.seek(toOffset: UInt64(examined))) != nil, let data = try? file.readToEnd(), !data.isEmpty else {
      return false
    }
    let frames = data.count / BootedMachine.frameBytes
    examined += frames * BootedMachine.frameBytes
    return data.withUnsafeBytes { bytes in
      (0..<frames).contains { frame in
        abs(Int32(Int16(littleEndian: bytes.loadUnaligned(fromByteOffset: frame * BootedMachine.frameBytes, as: Int16.self))))
          > Int32(SignalAnalysis.silence)
      }
    }
  }
}

/// BENCHMARKS.md's account of the boot rows.
let bootSection = """

  ## At boot

  Measured on the images `make boot-check` builds in a Debian 12 root (linux-image-amd64, \
  initramfs-tools, cryptsetup-initramfs, Plymouth; MODULES=most, zstd as Debian compresses \
  them): the image before `otc boot enable` and after, with English, Brazilian Portuguese \
  and Bulgarian. The boots are Debian's kernel in QEMU under software emulation (no KVM), \
  the serial port as the console and an HDA card recorded to a WAV file; the wait is from \
  the question's line appearing on the console to the first sample louder than silence \
  appearing in the recording, both seen from the host every 5 ms. A key's echo is timed \
  from typing it on the serial console, once the recording has been quiet for a second, to \
  its first sample, six keys a boot; its target is the boot otc built by SwiftPM (the \
  Swift runtime and FoundationEssentials inside), laid over the same image as a second \
  archive (`--boot-baseline OTC`, as `make bench` runs it) and timed the same way, boot by \
  boot in turn: met unless the 95% interval of the medians' difference (bootstrap) lies \
  wholly above zero. Without `--boot-baseline`, the target is that build's median measured \
  so, \(swiftPMEchoAtBoot) ms.

  """
