import ArgumentParser
import BootCommands

/// A disk's passphrase at boot, in the initramfs (issue 43): turned on and off for the
/// machine, and the question itself, which cryptroot's askpass runs.
package struct Boot: ParsableCommand {
  package init() {}

  package static let configuration = CommandConfiguration(
    commandName: "boot",
    abstract: "Speak the disk passphrase asked at boot, before the system starts.",
    discussion: """
      otc boot enable puts otc in the initramfs, so that the passphrase of an encrypted \
      disk is spoken and typed by ear at boot. otc boot disable takes it out again. \
      otc boot status says whether the image on disk holds otc. All three need root.
      """,
    subcommands: [BootEnable.self, BootDisable.self, BootStatus.self, BootAsk.self, BootUnlocked.self]
  )
}

/// Asks the passphrase of the disk cryptsetup-initramfs' cryptroot is unlocking, for its
/// keyscript: the words from `CRYPTTAB_NAME`, `CRYPTTAB_TRIED` and `CRYPTTAB_OPTIONS`, a
/// secure field on the console, and the passphrase on standard output with no newline, as
/// cryptsetup takes a key.
struct BootAsk: ParsableCommand, TakesSecret {
  init() {}

  static let configuration = CommandConfiguration(
    commandName: "ask",
    abstract: "Ask a disk's passphrase on the console, for cryptroot's keyscript.",
    discussion: """
      cryptroot runs its keyscript with the disk's name in CRYPTTAB_NAME and the number of \
      tries so far in CRYPTTAB_TRIED; otc says the disk, and after a wrong passphrase which \
      attempt this is. Every key says bullet. Enter gives the passphrase to cryptsetup, \
      without a newline. Escape does not cancel: the disk needs its passphrase to start. \
      A passphrase written into the --passfifo FIFO meanwhile, as cryptroot-unlock does \
      over SSH, is the answer too, and otc says so. \
      Exit codes: 0 answered, 1 no console or input ended, 64 no disk named.
      """
  )

  @Option(help: "The terminal to ask on. The default is /dev/console.")
  var console = "/dev/console"

  @Option(
    help: ArgumentHelp(
      "A file otc makes just before it writes the passphrase, so the script that ran it knows otc answered.",
      valueName: "file"))
  var answeringFile: String?

  @Option(
    help: ArgumentHelp(
      "A FIFO through which the passphrase may be given from elsewhere while otc asks, as cryptroot-unlock gives it.",
      valueName: "fifo"))
  var passfifo: String?

  func run() throws {
    try BootAskRun(console: console, answeringFile: answeringFile, passfifo: passfifo).run()
  }
}
