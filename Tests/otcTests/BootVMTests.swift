import Foundation
import OTCTestSupport
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
@Suite(.serialized, .offThePool) struct BootVMTests {
  /// The question's words on the console.
  static let question = "Passphrase for disk cryptroot, root file system, secure text field"
  /// A wrong passphrase no line on the console may show.
  static let wrong = "tulip7"
  static let right = "right horse"
  /// How long a boot under emulation may take to reach the question, on a busy machine.
  static let bootDeadline = 600.0

  @Test func theQuestionIsAskedAWrongPassphraseRefusedAndTheRightOneUnlocks() throws {
    let machine = try BootedMachine(folder: try BootImages.folder.get(), image: "initrd.otc")
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
    // Nothing but the question and its answers: no advice line at every boot.
    #expect(!machine.console.contains("otc: speaking through"), "\(machine.console)")
  }

  /// Issue 57, finding 3: a secret field sends exactly the bytes typed. A passphrase in
  /// Latin-1 ("café crème", é and è one byte each, as a console set to Latin-1 sends them)
  /// and one with a Tab unlock the disk on the first try; each key is one bullet. Before,
  /// otc dropped the bytes that are not UTF-8 ("Unreadable input ignored") and the Tab
  /// ("That key does nothing here"): a wrong passphrase went to cryptsetup and cost a try.
  @Test(
    arguments: [
      ("Latin-1", Array("caf".utf8) + [0xE9] + Array(" cr".utf8) + [0xE8] + Array("me".utf8)),
      ("Tab", Array("right\thorse".utf8)),
    ] as [(String, [UInt8])])
  func aPassphraseOfAnyBytesUnlocksOnTheFirstTry(kind: String, passphrase: [UInt8]) throws {
    let machine = try BootedMachine(folder: try BootImages.folder.get(), image: "initrd.otc")
    defer { machine.stop() }
    #expect(machine.waitFor(Self.question, timeout: Self.bootDeadline), "\(machine.console)")
    machine.terminal.type(passphrase)
    #expect(machine.slowly(timeout: 120) { machine.occurrences(of: "Bullet") == passphrase.count }, "\(kind): \(machine.console)")
    machine.terminal.type("\r")
    #expect(machine.waitFor("cryptsetup: cryptroot: set up successfully", timeout: 300), "\(kind): \(machine.console)")
    #expect(!machine.console.contains("Wrong passphrase"), "\(kind): \(machine.console)")
    #expect(!machine.console.contains("Unreadable input") && !machine.console.contains("does nothing here"), "\(machine.console)")
  }

  /// Debian's remote unlock: while otc asks on the console, a passphrase given with
  /// cryptsetup-initramfs' own `cryptroot-unlock` (as over dropbear's SSH; here from a shell
  /// on a second serial port) finds the question, unlocks the disk, and otc stops asking
  /// and says so. cryptroot-unlock finds the asker by the program at
  /// /lib/cryptsetup/askpass holding /lib/cryptsetup/passfifo: otc's askpass-fifo.
  @Test func aPassphraseGivenWithCryptrootUnlockIsTakenAndSaid() throws {
    let images = try BootImages.folder.get()
    let folder = try folderBeside(images, named: "remote")
    defer { try? FileManager.default.removeItem(atPath: folder) }
    // Started by init when it reads its configuration: the shell a remote user would have.
    let remote = """
      #!/bin/sh
      exec </dev/ttyS1 >/dev/ttyS1 2>&1
      stty -echo
      echo "otc-test: remote shell ready"
      IFS= read -r passphrase
      printf '%s' "$passphrase" | cryptroot-unlock
      echo "otc-test: cryptroot-unlock exit $?"

      """
    try writeImage(
      "\(images)/initrd.otc",
      adding: [
        ImageFile(path: "otc-test-remote", contents: Array(remote.utf8)),
        ImageFile(path: "conf/conf.d/zz-otc-test-remote", mode: 0o100644, contents: Array("/otc-test-remote &\n".utf8)),
      ], to: "\(folder)/initrd.remote")
    let machine = try BootedMachine(folder: folder, image: "initrd.remote", secondSerial: true)
    defer { machine.stop() }
    #expect(machine.waitForSecondSerial("otc-test: remote shell ready", timeout: Self.bootDeadline), "\(machine.console)")
    #expect(machine.waitFor(Self.question, timeout: Self.bootDeadline), "\(machine.console)")
    #expect(
      machine.slowly(timeout: 120) { machine.soundingSeconds(after: 0) > 1 },
      "nothing heard before the passphrase: \(machine.console)")
    // A key typed on the console first: the passphrase given remotely replaces it.
    machine.terminal.type("q")
    #expect(machine.waitFor("Bullet", timeout: 120), "\(machine.console)")
    let given = machine.recordedSeconds
    try machine.typeOnSecondSerial(Self.right + "\n")
    #expect(machine.waitFor("Passphrase for disk cryptroot given remotely", timeout: 300), "\(machine.console)")
    #expect(machine.waitForSecondSerial("otc-test: cryptroot-unlock exit 0", timeout: 300), "\(machine.secondSerialText)")
    #expect(machine.secondSerialText.contains("cryptsetup: cryptroot set up successfully"), "\(machine.secondSerialText)")
    #expect(machine.waitFor("Disk cryptroot unlocked", timeout: 120), "\(machine.console)")
    #expect(
      machine.slowly(timeout: 120) { machine.soundingSeconds(after: given) > 1 },
      "the remote passphrase was not said: \(machine.console)")
    // One reader: Debian's prompt never asked, and the key typed did not count.
    #expect(!machine.console.contains("Please unlock disk"), "\(machine.console)")
    #expect(!machine.console.contains("Wrong passphrase"), "\(machine.console)")
    #expect(!machine.console.contains(Self.right), "\(machine.console)")
  }

  /// Keys typed while cryptsetup tries a passphrase (seconds, with Argon2; here a slow
  /// PBKDF2) are neither shown on the console nor counted for the next try. Keys are typed
  /// from the wrong passphrase's Enter until the retry is asked, so most arrive after otc
  /// has given the console back (before otc's askpass turned echo off there, they showed).
  @Test func keysTypedWhileThePassphraseIsTriedAreNeitherShownNorCounted() throws {
    let machine = try BootedMachine(folder: try BootImages.folder.get(), image: "initrd.otc", disk: "slow-disk.img")
    defer { machine.stop() }
    #expect(machine.waitFor(Self.question, timeout: Self.bootDeadline), "\(machine.console)")
    machine.terminal.type(Self.wrong + "\r")
    #expect(machine.waitFor("Entered", timeout: 120), "\(machine.console)")
    // One key at each look at the console (five a second) until cryptsetup says the try
    // failed, which it does before the next question is asked.
    let failed = "No key available with this passphrase."
    var typed = 0
    let tried = machine.slowly(timeout: 600) {
      if machine.console.contains(failed) { return true }
      if typed < 3_000 {
        machine.terminal.type("Z")
        typed += 1
      }
      return false
    }
    #expect(tried, "\(machine.console)")
    #expect(typed > 5, "too few keys typed while the passphrase was tried: \(typed)")
    #expect(machine.waitFor("Wrong passphrase. Attempt 2 of 3", timeout: 300), "\(machine.console)")
    // What the console showed from the wrong passphrase's Enter to the retry.
    let meanwhile =
      machine.console.components(separatedBy: "Entered").last?
      .components(separatedBy: "Wrong passphrase. Attempt 2 of 3").first ?? ""
    #expect(!meanwhile.contains("Z"), "a key typed meanwhile is on the console: \(meanwhile)")
    #expect(machine.slowly(timeout: 120) { machine.occurrences(of: Self.question) == 2 }, "\(machine.console)")
    // The last key or two may have come after the question began (the window between a look
    // at the console and the next): a user's Backspace takes them off. Dozens came before.
    machine.terminal.type(String(repeating: "\u{7F}", count: 3) + Self.right + "\r")
    // Only the right passphrase counted: none of the keys typed before the question.
    #expect(machine.slowly(timeout: 300) { machine.occurrences(of: "Entered") == 2 }, "\(machine.console)")
    #expect(machine.waitFor("cryptsetup: cryptroot: set up successfully", timeout: 600), "\(machine.console)")
  }

  /// What the user hears: the question before the first key, the retry, "Disk cryptroot
  /// unlocked", each in the recording of the emulated sound card.
  @Test func theQuestionTheRetryAndTheUnlockAreHeard() throws {
    let machine = try BootedMachine(folder: try BootImages.folder.get(), image: "initrd.otc")
    defer { machine.stop() }
    Self.hearTheQuestionTheRetryAndTheUnlock(on: machine, opened: "cryptsetup: cryptroot: set up successfully")
  }

  /// The question heard before the first key; a wrong passphrase, then "Wrong passphrase.
  /// Attempt 2 of 3" heard and the question asked again; the right one, then the disk
  /// opened (`opened` on the console, as its own tool says it) and "Disk cryptroot
  /// unlocked" on the console and heard.
  static func hearTheQuestionTheRetryAndTheUnlock(on machine: BootedMachine, opened: String) {
    #expect(machine.waitFor(Self.question, timeout: Self.bootDeadline), "\(machine.console)")
    #expect(
      machine.slowly(timeout: 120) { machine.soundingSeconds(after: 0) > 1 },
      "nothing heard before the first key: \(machine.console)")
    machine.terminal.type(Self.wrong + "\r")
    #expect(machine.waitFor("Wrong passphrase. Attempt 2 of 3", timeout: 300), "\(machine.console)")
    let retry = machine.recordedSeconds
    #expect(
      machine.slowly(timeout: 120) { machine.soundingSeconds(after: retry) > 1 }, "the retry was not heard: \(machine.console)")
    #expect(machine.slowly(timeout: 120) { machine.occurrences(of: Self.question) == 2 }, "\(machine.console)")
    machine.terminal.type(Self.right + "\r")
    #expect(machine.waitFor(opened, timeout: 300), "\(machine.console)")
    #expect(machine.waitFor("Disk cryptroot unlocked", timeout: 120), "\(machine.console)")
    let unlocked = machine.recordedSeconds
    #expect(
      machine.slowly(timeout: 120) { machine.soundingSeconds(after: unlocked) > 0.5 },
      "\"Disk cryptroot unlocked\" was not heard: \(machine.console)")
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
    let machine = try BootedMachine(
      folder: try BootImages.folder.get(), image: "initrd.otc", kernelLine: "splash", console: .screen)
    defer { machine.stop() }
    #expect(
      machine.slowly(timeout: Self.bootDeadline) { machine.soundingSeconds(after: 0) > 1.5 },
      "the question was not heard: \(machine.console)")
    let asked = machine.soundingSeconds(after: 0)
    try machine.press(Self.wrong + "\r")
    // "Entered", "Wrong passphrase. Attempt 2 of 3" and the question again.
    #expect(
      machine.slowly(timeout: 300) { machine.soundingSeconds(after: 0) > asked + 2.5 },
      "the retry was not heard: \(machine.console)")
    try machine.press(Self.right + "\r")
    #expect(Self.unlockedOnTheScreen(machine), "\(machine.console)")
    #expect(!machine.console.contains(Self.wrong) && !machine.console.contains(Self.right), "\(machine.console)")
  }

  /// Whether the disk is unlocked, asked of the initramfs's shell on the screen, where a
  /// boot of the test disk ends (it holds no root file system): the shell writes it into
  /// the kernel's log, which the serial port shows.
  static func unlockedOnTheScreen(_ machine: BootedMachine) -> Bool {
    machine.slowly(timeout: 300) {
      // Said again until the shell is there to run it: a key typed while otc still speaks
      // goes nowhere harmful (the disk is unlocked or the test fails anyway).
      (try? machine.press("ls /dev/mapper/cryptroot >/dev/kmsg\r")) != nil
        && machine.waitFor("] /dev/mapper/cryptroot", timeout: 5, quietly: true)
    }
  }

  /// Braille at boot as Debian gives it (brltty's hook, START_IN_INITRAMFS): brltty in the
  /// image reads the console, tty1, without BrlAPI, and shows the line the cursor is on.
  /// otc leaves the cursor at the end of the line it said last, so its lines are on the
  /// display while it asks: the hint after the question, each key's word; a line ended at
  /// once would leave the display on the blank line below. The display is brltty's TTY
  /// driver, 80 cells, writing its window to the second serial port.
  @Test func withBrlttyReadingTheConsoleOtcsLinesAreOnTheBrailleDisplay() throws {
    let machine = try BootedMachine(
      folder: try BootImages.folder.get(), image: "initrd.braille", console: .screen, secondSerial: true)
    defer { machine.stop() }
    #expect(
      machine.waitForSecondSerial("Type, then Enter; Backspace deletes", timeout: Self.bootDeadline),
      "\(machine.secondSerialText)")
    try machine.press("r")
    #expect(machine.waitForSecondSerial("Bullet", timeout: 120), "\(machine.secondSerialText)")
    try machine.press(String(Self.right.dropFirst()) + "\r")
    #expect(Self.unlockedOnTheScreen(machine), "\(machine.console)")
  }

  /// dracut's images name the disk on the kernel's line (the test disk's UUID is fixed by
  /// `scripts/boot-check.sh`); the journal goes to the console too, where systemd's status
  /// lines stop while an agent asks.
  static let dracutLine = "rd.luks.name=6f7463d0-0043-4b00-8000-000000000043=cryptroot systemd.journald.forward_to_console=1"
  /// What systemd's journal says once systemd-cryptsetup has opened the disk.
  static let dracutOpened = "Finished systemd-cryptsetup@cryptroot.service"

  /// dracut, on a machine that builds its images with it: systemd and Plymouth in the
  /// image, as Debian's dracut makes them. Plymouth runs, so systemd's Plymouth agent
  /// would ask; otc's agent asks in its place, on the console, with Plymouth stepped
  /// aside. A wrong passphrase is said, the retry is asked, the unlock is said, each heard;
  /// no other prompt (the stock agent's or Plymouth's, "Please enter passphrase…") shows.
  @Test func underDracutWithPlymouthOtcAsksHearsTheRetryAndSaysTheUnlock() throws {
    let machine = try BootedMachine(folder: try BootImages.folder.get(), image: "initrd.dracut", kernelLine: Self.dracutLine)
    defer { machine.stop() }
    Self.hearTheQuestionTheRetryAndTheUnlock(on: machine, opened: Self.dracutOpened)
    #expect(machine.occurrences(of: "Bullet") == Self.wrong.count + Self.right.count, "\(machine.console)")
    #expect(!machine.console.contains(Self.wrong) && !machine.console.contains(Self.right), "\(machine.console)")
    #expect(!machine.console.contains("Please enter passphrase"), "\(machine.console)")
  }

  /// dracut without Plymouth (plymouth.enable=0): otc's agent is the console's, the one
  /// agent that asks. At boot Escape cannot cancel (systemd-cryptsetup would fail, and the
  /// boot with it): it is refused with a word, and the question goes on.
  @Test func underDracutWithoutPlymouthOtcIsTheConsoleAgentAndEscapeIsRefused() throws {
    let machine = try BootedMachine(
      folder: try BootImages.folder.get(), image: "initrd.dracut", kernelLine: Self.dracutLine + " plymouth.enable=0")
    defer { machine.stop() }
    #expect(machine.waitFor(Self.question, timeout: Self.bootDeadline), "\(machine.console)")
    machine.terminal.type("\u{1B}")
    #expect(machine.waitFor("Escape does not cancel here", timeout: 120), "\(machine.console)")
    machine.terminal.type(Self.right + "\r")
    #expect(machine.waitFor(Self.dracutOpened, timeout: 300), "\(machine.console)")
    #expect(machine.waitFor("Disk cryptroot unlocked", timeout: 120), "\(machine.console)")
    #expect(!machine.console.contains("Please enter passphrase"), "\(machine.console)")
  }

  /// Issue 57, finding 2: under dracut, where otc cannot start (here its binary in the image
  /// is not a program), systemd's own console agent asks, after one line that says why, and
  /// the disk unlocks. Before, otc's drop-in left no agent at all: nothing asked.
  @Test func underDracutWhenOtcCannotStartSystemdsAgentAsks() throws {
    let images = try BootImages.folder.get()
    let folder = try folderBeside(images, named: "dracut-no-otc")
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try writeImage(
      "\(images)/initrd.dracut",
      adding: [ImageFile(path: "usr/bin/otc", mode: 0o100644, contents: Array("not a program\n".utf8))],
      to: "\(folder)/initrd.no-otc")
    let machine = try BootedMachine(folder: folder, image: "initrd.no-otc", kernelLine: Self.dracutLine + " plymouth.enable=0")
    defer { machine.stop() }
    Self.systemdsAgentAsksAndUnlocks(machine, within: Self.bootDeadline)
  }

  /// Issue 57, finding 2: under dracut, otc killed by SIGKILL mid-question (told over a
  /// second serial port, by a unit added to the image): systemd's own console agent asks
  /// the same question on the console otc left raw, and the right passphrase and Enter
  /// unlock the disk.
  @Test func underDracutOtcKilledMidQuestionSystemdsAgentAsks() throws {
    let images = try BootImages.folder.get()
    let folder = try folderBeside(images, named: "dracut-killed")
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let unit = """
      [Unit]
      DefaultDependencies=no

      [Service]
      ExecStart=/bin/sh /otc-test-killer

      """
    try writeImage(
      "\(images)/initrd.dracut",
      adding: [
        ImageFile(path: "otc-test-killer", contents: Array(("#!/bin/sh\n" + Self.killer).utf8)),
        ImageFile(path: "usr/lib/systemd/system/otc-test-killer.service", mode: 0o100644, contents: Array(unit.utf8)),
        ImageFile(
          path: "usr/lib/systemd/system/sysinit.target.wants/otc-test-killer.service", mode: 0o120777,
          contents: Array("../otc-test-killer.service".utf8)),
      ], to: "\(folder)/initrd.killed")
    let machine = try BootedMachine(
      folder: folder, image: "initrd.killed", kernelLine: Self.dracutLine + " plymouth.enable=0", secondSerial: true)
    defer { machine.stop() }
    try Self.killMidQuestion(machine)
    Self.systemdsAgentAsksAndUnlocks(machine, within: 300)
  }

  /// Under dracut, after otc could not ask: systemd's console agent asks, one line says
  /// why, and the right passphrase and Enter unlock the disk without echoing it.
  static func systemdsAgentAsksAndUnlocks(_ machine: BootedMachine, within deadline: Double) {
    #expect(machine.waitFor("Please enter passphrase for disk", timeout: deadline), "\(machine.console)")
    #expect(machine.console.contains("otc could not ask"), "one line says why: \(machine.console)")
    machine.terminal.type(right + "\r")
    #expect(machine.waitFor(dracutOpened, timeout: 300), "\(machine.console)")
    #expect(!machine.console.contains(right), "\(machine.console)")
  }

  /// A cold boot: the sound card's mixer starts muted and at its lowest, as a laptop's can
  /// before anything restores it; otc unmutes what it plays through, at a sane volume. A
  /// helper added to the image mutes every playback control of card 0 (QEMU's HDA codec
  /// starts unmuted) before otc's askpass runs, and reads them again after it. QEMU's
  /// recording does not follow the codec's mute (a muted card was still heard), so the
  /// mixer's state is what is checked: every switch on, every volume at half its range or
  /// more. Checked that it fails with the libpcaudio.so.0 from before the unmute.
  @Test func aColdMutedCardIsUnmutedAtASaneVolume() throws {
    let images = try BootImages.folder.get()
    let folder = try folderBeside(images, named: "cold-mixer")
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try Self.muteHelper.write(toFile: "\(folder)/mute.c", atomically: true, encoding: .utf8)
    let compiler = try ChildProcess(
      "/usr/bin/env", ["clang", "-O2", "-o", "\(folder)/mute", "\(folder)/mute.c", "-lasound"], errorPath: "\(folder)/clang.log")
    try #require(compiler.wait() == 0, "\((try? String(contentsOfFile: "\(folder)/clang.log", encoding: .utf8)) ?? "")")
    // otc's askpass, run after the helper, in its place.
    let wrapper = """
      #!/bin/sh
      [ -e /run/otc-test-muted ] || { /otc-test-mute >/dev/console 2>&1; : > /run/otc-test-muted; }
      /usr/lib/otc/askpass-otc "$@"
      status=$?
      /otc-test-mute report >/dev/console 2>&1
      exit $status

      """
    try Self.writeWrappedImage(
      wrappingAskpassWith: wrapper, from: images, to: "\(folder)/initrd.muted",
      adding: [ImageFile(path: "otc-test-mute", contents: Array(try Data(contentsOf: URL(fileURLWithPath: "\(folder)/mute"))))])
    let machine = try BootedMachine(folder: folder, image: "initrd.muted")
    defer { machine.stop() }
    #expect(machine.waitFor("otc-test: muted card 0", timeout: Self.bootDeadline), "\(machine.console)")
    #expect(machine.waitFor(Self.question, timeout: 300), "\(machine.console)")
    #expect(machine.slowly(timeout: 120) { machine.soundingSeconds(after: 0) > 1 }, "nothing heard: \(machine.console)")
    machine.terminal.type(Self.right + "\r")
    #expect(machine.waitFor("cryptsetup: cryptroot: set up successfully", timeout: 300), "\(machine.console)")
    #expect(machine.waitFor("otc-test: after otc, card 0: 0 switches off", timeout: 120), "\(machine.console)")
    let lowest = machine.console.components(separatedBy: "0 switches off, lowest volume ").last?.prefix { $0.isNumber }
    #expect(Int(lowest ?? "") ?? 0 >= 50, "\(machine.console)")
  }

  /// The sound card's driver still loading when the question comes, as under dracut, where
  /// systemd asks as soon as the disk appears (a loaded run heard nothing of dracut's first
  /// question: otc found no device 50 ms before the kernel logged the codec ready). Here a
  /// wrapper around otc's askpass takes the HDA controller from its driver (`unbind`, so
  /// its card and playback device go), and gives it back only when the test says so over
  /// a second serial port, once the question is on the console. otc shows the question
  /// without waiting for the card (issue 57, finding 6: before, it waited up to 7.5 s with
  /// nothing on the console, then gave up on speech), and says it once the card is there.
  /// Without any wait (the otc before `CardArrival`), nothing was heard.
  @Test func aCardStillLoadingWhenTheQuestionComesIsWaitedFor() throws {
    let images = try BootImages.folder.get()
    let folder = try folderBeside(images, named: "late-card")
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let wrapper = """
      #!/bin/sh
      if [ ! -e /run/otc-test-late ]; then
        : > /run/otc-test-late
        driver=/sys/bus/pci/drivers/snd_hda_intel
        for bound in "$driver"/0000:*; do controller=${bound##*/}; done
        echo "$controller" > "$driver/unbind"
        ls /dev/snd/pcmC*p >/dev/null 2>&1 && echo "otc-test: a playback device is still there" >/dev/console
        (
          exec </dev/ttyS1 >/dev/ttyS1 2>&1
          stty -echo
          echo "otc-test: ready to bind"
          IFS= read -r line
          echo "$controller" > "$driver/bind" && echo "otc-test: bound"
        ) &
      fi
      exec /usr/lib/otc/askpass-otc "$@"

      """
    try Self.writeWrappedImage(wrappingAskpassWith: wrapper, from: images, to: "\(folder)/initrd.late")
    let machine = try BootedMachine(folder: folder, image: "initrd.late", secondSerial: true)
    defer { machine.stop() }
    #expect(machine.waitForSecondSerial("otc-test: ready to bind", timeout: Self.bootDeadline), "\(machine.console)")
    #expect(!machine.console.contains("otc-test: a playback device is still there"), "\(machine.console)")
    // The question is on the console while the card is still away.
    #expect(machine.waitFor(Self.question, timeout: 300), "\(machine.console)")
    #expect(!machine.secondSerialText.contains("otc-test: bound"))
    #expect(machine.soundingSeconds(after: 0) == 0, "heard before the card was there: \(machine.console)")
    try machine.typeOnSecondSerial("bind\n")
    #expect(machine.waitForSecondSerial("otc-test: bound", timeout: 120), "\(machine.secondSerialText)")
    #expect(machine.slowly(timeout: 120) { machine.soundingSeconds(after: 0) > 1 }, "nothing heard: \(machine.console)")
    #expect(!machine.console.contains("no audio device could be opened"), "\(machine.console)")
    machine.terminal.type(Self.right + "\r")
    #expect(machine.waitFor("cryptsetup: cryptroot: set up successfully", timeout: 300), "\(machine.console)")
  }

  /// Issue 57: a machine whose first sound card has no speaker, as on many laptops whose
  /// first card is the graphics chip's HDMI codec. QEMU emulates no HDMI codec, so the
  /// first card here is the kernel's ALSA loopback (a card with playback devices and no
  /// output anyone hears), loaded as card 0 before the HDA card is given back as card 1
  /// by a wrapper around otc's askpass. otc chooses the card with a speaker, and the
  /// question is heard. The otc before played on hw:0,0, the loopback: nothing was heard.
  @Test func theFirstCardWithoutASpeakerIsPassedOver() throws {
    let images = try BootImages.folder.get()
    let folder = try folderBeside(images, named: "two-cards")
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let wrapper = """
      #!/bin/sh
      if [ ! -e /run/otc-test-cards ]; then
        : > /run/otc-test-cards
        driver=/sys/bus/pci/drivers/snd_hda_intel
        for bound in "$driver"/0000:*; do controller=${bound##*/}; done
        echo "$controller" > "$driver/unbind"
        insmod /otc-test-snd-aloop.ko index=0 || echo "otc-test: no loopback card" >/dev/console
        echo "$controller" > "$driver/bind"
        tries=0
        while [ ! -e /dev/snd/pcmC1D0p ] && [ $tries -lt 600 ]; do sleep 0.1; tries=$((tries + 1)); done
        sed 's/^/otc-test: card /' /proc/asound/cards >/dev/console
      fi
      exec /usr/lib/otc/askpass-otc "$@"

      """
    let loopback = try [UInt8](Data(contentsOf: URL(fileURLWithPath: "\(images)/snd-aloop.ko")))
    try Self.writeWrappedImage(
      wrappingAskpassWith: wrapper, from: images, to: "\(folder)/initrd.two-cards",
      adding: [ImageFile(path: "otc-test-snd-aloop.ko", mode: 0o100644, contents: loopback)])
    let machine = try BootedMachine(folder: folder, image: "initrd.two-cards")
    defer { machine.stop() }
    #expect(machine.waitFor(Self.question, timeout: Self.bootDeadline), "\(machine.console)")
    #expect(machine.console.contains("otc-test: card  0 [Loopback"), "the loopback is the first card: \(machine.console)")
    #expect(machine.console.contains("otc-test: card  1 ["), "the HDA card is the second: \(machine.console)")
    #expect(machine.slowly(timeout: 120) { machine.soundingSeconds(after: 0) > 1 }, "nothing heard: \(machine.console)")
    machine.terminal.type(Self.right + "\r")
    #expect(machine.waitFor("cryptsetup: cryptroot: set up successfully", timeout: 300), "\(machine.console)")
  }

  /// Writes `images`' initrd.otc to `output` with `wrapper` in the place of otc's askpass
  /// script, which it runs as `/usr/lib/otc/askpass-otc`, and `files` added.
  static func writeWrappedImage(
    wrappingAskpassWith wrapper: String, from images: String, to output: String, adding files: [ImageFile] = []
  ) throws {
    let askpass = try String(contentsOf: CommandRunner.projectRoot.appendingPathComponent("boot/askpass"), encoding: .utf8)
      .replacingOccurrences(of: "@BIN_DIR@", with: "/usr/bin")
    try writeImage(
      "\(images)/initrd.otc",
      adding: files + [
        ImageFile(path: "usr/lib/otc/askpass-otc", contents: Array(askpass.utf8)),
        ImageFile(path: "usr/lib/otc/otc-askpass", contents: Array(wrapper.utf8)),
      ], to: output)
  }

  /// Mutes every playback control of card 0 and turns its volumes to the lowest, once the
  /// card is there (at most a minute), and says so on standard output; with `report`,
  /// says how many playback switches are off and the lowest volume, in percent of its range.
  static let muteHelper = """
    #include <alsa/asoundlib.h>
    #include <string.h>
    #include <unistd.h>
    int main(int argc, char **argv) {
      int report = argc > 1 && strcmp(argv[1], "report") == 0;
      for (int tries = 0; tries < 600 && access("/dev/snd/controlC0", F_OK) != 0; tries++) usleep(100000);
      snd_mixer_t *mixer = NULL;
      if (snd_mixer_open(&mixer, 0) < 0 || snd_mixer_attach(mixer, "hw:0") < 0 ||
          snd_mixer_selem_register(mixer, NULL, NULL) < 0 || snd_mixer_load(mixer) < 0) {
        printf("otc-test: no mixer on card 0\\n");
        return 1;
      }
      int changed = 0, off = 0;
      long lowest = 100;
      for (snd_mixer_elem_t *e = snd_mixer_first_elem(mixer); e != NULL; e = snd_mixer_elem_next(e)) {
        if (snd_mixer_selem_has_playback_switch(e)) {
          int on = 1;
          snd_mixer_selem_get_playback_switch(e, SND_MIXER_SCHN_FRONT_LEFT, &on);
          if (!on) off++;
          if (!report) { snd_mixer_selem_set_playback_switch_all(e, 0); changed++; }
        }
        long minimum = 0, maximum = 0, volume = 0;
        if (snd_mixer_selem_has_playback_volume(e) && snd_mixer_selem_get_playback_volume_range(e, &minimum, &maximum) == 0
            && maximum > minimum) {
          snd_mixer_selem_get_playback_volume(e, SND_MIXER_SCHN_FRONT_LEFT, &volume);
          long percent = (volume - minimum) * 100 / (maximum - minimum);
          if (percent < lowest) lowest = percent;
          if (!report) { snd_mixer_selem_set_playback_volume_all(e, minimum); changed++; }
        }
      }
      if (report) {
        printf("otc-test: after otc, card 0: %d switches off, lowest volume %ld%%\\n", off, lowest);
        return 0;
      }
      printf("otc-test: muted card 0 (%d controls)\\n", changed);
      return changed > 0 ? 0 : 1;
    }
    """

  /// An otc that fails at once: Debian's own prompt asks, once, and the disk unlocks.
  @Test func whenOtcCannotAskTheStockPromptStillUnlocks() throws {
    let machine = try BootedMachine(folder: try BootImages.folder.get(), image: "initrd.broken")
    defer { machine.stop() }
    #expect(machine.waitFor("Please unlock disk cryptroot:", timeout: Self.bootDeadline), "\(machine.console)")
    #expect(machine.console.contains("otc could not ask"), "one line says why: \(machine.console)")
    machine.terminal.type(Self.right + "\r")
    #expect(machine.waitFor("cryptsetup: cryptroot: set up successfully", timeout: 300), "\(machine.console)")
    #expect(machine.occurrences(of: "Please unlock disk cryptroot:") == 1, "\(machine.console)")
    #expect(!machine.console.contains(Self.right), "\(machine.console)")
  }

  /// Issue 57, finding 1: otc killed by SIGKILL mid-question (as the OOM killer would), with
  /// the console raw and bracketed paste on, which it cannot give back: the stock prompt
  /// asks, and the right passphrase and Enter unlock. Before, the console stayed raw, so
  /// Enter never ended the stock prompt's line. otc's askpass script (the project's own) runs
  /// under a wrapper that, told on the second serial port, kills otc.
  @Test func killedMidQuestionTheStockPromptTakesThePassphraseAndEnter() throws {
    let images = try BootImages.folder.get()
    let folder = try folderBeside(images, named: "killed")
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let wrapper = "#!/bin/sh\n(\n\(Self.killer))&\nexec /usr/lib/otc/askpass-otc \"$@\"\n"
    try Self.writeWrappedImage(wrappingAskpassWith: wrapper, from: images, to: "\(folder)/initrd.killed")
    let machine = try BootedMachine(folder: folder, image: "initrd.killed", secondSerial: true)
    defer { machine.stop() }
    try Self.killMidQuestion(machine)
    #expect(machine.waitFor("Please unlock disk cryptroot:", timeout: 300), "\(machine.console)")
    #expect(machine.console.contains("otc could not ask"), "one line says why: \(machine.console)")
    // Bracketed paste, which otc turned on, is off again before the stock prompt asks.
    let afterKill = machine.console.components(separatedBy: "\u{1B}[?2004h").last ?? ""
    #expect(afterKill.contains("\u{1B}[?2004l"), "\(afterKill.debugDescription)")
    machine.terminal.type(Self.right + "\r")
    #expect(machine.waitFor("cryptsetup: cryptroot: set up successfully", timeout: 300), "\(machine.console)")
    #expect(!machine.console.contains(Self.right), "\(machine.console)")
  }

  /// What kills otc in the image as the OOM killer would: told on the second serial port,
  /// it sends SIGKILL to every process named otc.
  static let killer = """
    exec </dev/ttyS1 >/dev/ttyS1 2>&1
    stty -echo
    echo "otc-test: ready to kill"
    IFS= read -r line
    for process in /proc/[0-9]*; do
      [ "$(cat "$process/comm" 2>/dev/null)" = otc ] && kill -9 "${process#/proc/}" && echo "otc-test: otc killed"
    done

    """

  /// Waits for otc's question, types two keys into it, then has `killer` kill otc.
  static func killMidQuestion(_ machine: BootedMachine) throws {
    #expect(machine.waitForSecondSerial("otc-test: ready to kill", timeout: bootDeadline), "\(machine.console)")
    #expect(machine.waitFor(question, timeout: bootDeadline), "\(machine.console)")
    machine.terminal.type("ab")
    #expect(machine.slowly(timeout: 120) { machine.occurrences(of: "Bullet") == 2 }, "\(machine.console)")
    try machine.typeOnSecondSerial("kill\n")
    #expect(machine.waitForSecondSerial("otc-test: otc killed", timeout: 120), "\(machine.secondSerialText)")
  }

  /// After `otc boot disable` the image holds no otc, and the stock prompt asks.
  @Test func afterDisableTheStockPromptAsks() throws {
    let machine = try BootedMachine(folder: try BootImages.folder.get(), image: "initrd.disabled")
    defer { machine.stop() }
    #expect(machine.waitFor("Please unlock disk cryptroot:", timeout: Self.bootDeadline), "\(machine.console)")
    #expect(
      !machine.console.contains("secure text field") && !machine.console.contains("otc could not ask"), "\(machine.console)")
    machine.terminal.type(Self.right + "\r")
    #expect(machine.waitFor("cryptsetup: cryptroot: set up successfully", timeout: 300), "\(machine.console)")
  }
}

/// Where the boot images are: `OTC_BOOT_IMAGES`, or a folder this process builds them in
/// once, with `scripts/boot-check.sh`, from the package at the project's root.
enum BootImages {
  static let folder: Result<String, BootMachineError> = {
    if let given = ProcessInfo.processInfo.environment["OTC_BOOT_IMAGES"], !given.isEmpty { return .success(given) }
    let root = CommandRunner.projectRoot
    let packages = ((try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []).filter {
      $0.hasPrefix("otc_") && $0.hasSuffix(".deb")
    }
    guard let package = packages.sorted().last else {
      return .failure(BootMachineError(reason: "no otc_*.deb in \(root.path): make deb builds it (make test does)"))
    }
    let folder = scratchFolder + "/boot-images"
    try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    let script = root.appendingPathComponent("scripts/boot-check.sh").path
    guard let check = try? ChildProcess(script, [root.appendingPathComponent(package).path, folder]), check.wait() == 0 else {
      return .failure(BootMachineError(reason: "scripts/boot-check.sh could not build the boot images"))
    }
    return .success(folder)
  }()
}
