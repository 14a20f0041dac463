import ArgumentParser
import OTCCommandLine

/// otc as the initramfs holds it, installed there as otc: the disk's question (`otc boot
/// ask`), systemd's questions (`otc agent --watch --console`), what those start through
/// /proc/self/exe (the speech tail, Speakup's guard), and `otc speak`, to hear that the
/// image's sound works (make boot-check runs it there). Nothing else: the screens,
/// the transcripts' tools, `otc watch` and `otc totp` stay out of the image (docs/DESIGN.md,
/// "At boot, in the initramfs").
@main
struct BootOTC: ParsableCommand {
  static func main() {
    CommandLineDriver.main(BootOTC.self) { _, _ in nil }
  }

  static let configuration = CommandConfiguration(
    commandName: "otc",
    abstract: "otc's questions at boot, in the initramfs.",
    subcommands: [Boot.self, Agent.self, Speak.self, SpeakTail.self, SpeakupGuard.self]
  )
}
