import Basics
import Announcer
import ArgumentParser
import BootCommands
import CommandRuntime
import FoundationEssentials
import Glibc
import Integrations
import Preferences
import SafeIO
import SpeechOutput
import Wording

/// The tool that builds this machine's initramfs, as `otc boot enable` runs it: Debian's
/// initramfs-tools (`update-initramfs`, the default on Debian and Ubuntu, with otc's hook),
/// or dracut (with otc's module) where initramfs-tools is not installed.
enum InitramfsTool: CaseIterable {
  case initramfsTools, dracut

  var programs: [String] {
    switch self {
    case .initramfsTools: ["/usr/sbin/update-initramfs", "/sbin/update-initramfs"]
    case .dracut: ["/usr/bin/dracut", "/usr/sbin/dracut", "/sbin/dracut"]
    }
  }

  /// What it is run with: every installed kernel's image, rebuilt.
  var arguments: [String] {
    switch self {
    case .initramfsTools: ["-u", "-k", "all"]
    case .dracut: ["--force", "--regenerate-all"]
    }
  }

  /// The command, as said to the user.
  var command: String {
    ([programs[0].split(separator: "/").last.map(String.init) ?? ""] + arguments).joined(separator: " ")
  }

  /// The machine's tool: initramfs-tools where it is installed (a machine with both builds
  /// its images with initramfs-tools, whose package provides the hook kernels run), else
  /// dracut; `nil` when neither is.
  static var installed: (tool: InitramfsTool, path: String)? {
    for tool in allCases {
      if let path = findProgram(tool.programs) { return (tool, path) }
    }
    return nil
  }

  /// Ends with exit 1, saying why, unless otc is root and the machine has a tool to build
  /// its initramfs with.
  static func checkCanRebuild(command: String) throws {
    try requireRoot(command: command)
    guard installed != nil else {
      printError(Message(.noInitramfsTool), command: command)
      throw ExitCode.failure
    }
  }

  /// Says what was done (`said`), rebuilds every installed kernel's image, then says
  /// `done`; a failed rebuild is exit 1 with `failure` after the tool's exit status.
  static func rebuild(after said: [Message], failure: Message, done: Message, command: String) throws {
    guard let (tool, path) = installed else { throw ExitCode.failure }
    try writeOutput(lines: said + [Message(.bootRebuilding, "\(tool.command)")], command: command)
    let status = runProgram(path, tool.arguments).status
    guard status == 0 else {
      printError(Message(.toolFailed, "\(tool.command)", "\(status)", .message(failure)), command: command)
      throw ExitCode.failure
    }
    try writeOutput(lines: [done], command: command)
  }
}

/// The switch of the console's password agent after boot to otc's, made and undone as
/// `systemctl mask` and `enable` make their links (the package's prerm undoes the same).
enum ConsoleAgentSwitch {
  static let masked = "/etc/systemd/system/systemd-ask-password-console.path"
  static let wants = "/etc/systemd/system/sysinit.target.wants/otc-ask-password-console.path"
  static let units = [
    "/lib/systemd/system/otc-ask-password-console.path", "/usr/lib/systemd/system/otc-ask-password-console.path",
  ]

  /// Makes the switch when otc's units are installed; what was done, in words, or `nil`.
  static func make() throws -> Message? {
    guard let unit = units.first(where: { access($0, R_OK) == 0 }) else { return nil }
    try FileManager.default.createDirectory(atPath: "/etc/systemd/system/sysinit.target.wants", withIntermediateDirectories: true)
    if !isLink(wants) {
      guard symlink(unit, wants) == 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
    }
    if !isLink(masked) {
      guard symlink("/dev/null", masked) == 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
    }
    reload()
    return Message(.bootAgentSwitched)
  }

  /// Undoes the switch; what was done, in words, or `nil` when there was none.
  static func undo() -> Message? {
    guard isLink(wants) else { return nil }
    unlink(wants)
    var target = [CChar](repeating: 0, count: 64)
    let length = readlink(masked, &target, target.count - 1)
    if length > 0, String(decoding: target.prefix(length).map { UInt8(bitPattern: $0) }, as: UTF8.self) == "/dev/null" {
      unlink(masked)
    }
    reload()
    return Message(.bootAgentRestored)
  }

  static func isLink(_ path: String) -> Bool {
    var status = stat()
    return lstat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFLNK
  }

  static func reload() {
    guard access("/run/systemd/system", F_OK) == 0, let systemctl = findProgram(["/usr/bin/systemctl", "/bin/systemctl"]) else {
      return
    }
    runProgram(systemctl, ["daemon-reload"])
  }
}

/// Replaces the file at `path` with `text`, 0644, whole or not at all: written beside it,
/// then renamed over it.
func replaceFile(_ path: String, with text: String) throws {
  var template = Array((path + ".XXXXXX").utf8CString)
  let descriptor = mkstemp(&template)
  guard descriptor >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
  let temporary = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
  var failure: Int32 = 0
  let bytes = Array(text.utf8)
  if fchmod(descriptor, 0o644) != 0 || write(descriptor, bytes, bytes.count) != bytes.count || fsync(descriptor) != 0 {
    failure = errno
  }
  close(descriptor)
  if failure == 0 && rename(temporary, path) != 0 { failure = errno }
  if failure != 0 {
    unlink(temporary)
    throw POSIXError(POSIXErrorCode(rawValue: failure) ?? .EIO)
  }
}

/// Says root is needed, and ends with exit 1, when otc is not root.
func requireRoot(command: String) throws {
  guard geteuid() == 0 else {
    printError(Message(.needsRoot), command: command)
    throw ExitCode.failure
  }
}

struct BootEnable: ParsableCommand {
  init() {}

  static let configuration = CommandConfiguration(
    commandName: "enable",
    abstract: "Speak the disk passphrase at boot.",
    discussion: """
      Records the voice, language and rate in force (otc config shows them) in \
      /etc/otc/boot.conf, switches the console's password agent after boot to otc's, and \
      rebuilds the initramfs with the system's own tool. Only the chosen language's voice \
      data goes into the image. Needs root. Example: sudo otc boot enable --lang pt-BR
      """
  )

  @OptionGroup package var languageOptions: LanguageOptions
  @OptionGroup package var voiceOptions: VoiceOptions

  func run() throws {
    try InitramfsTool.checkCanRebuild(command: "boot enable")
    var options = try SpeechOptions.parse([])
    options.voiceOptions = voiceOptions
    let preferences = try options.preferences(language: languageOptions.lang, command: "boot enable")
    let settings = BootSettings(
      enabled: true, language: preferences.spokenLanguage.rawValue, voice: preferences.voice.value,
      rate: preferences.rate.value, pitch: preferences.pitch.value, volume: preferences.volume.value)
    var said: [Message] = []
    do {
      try FileManager.default.createDirectory(atPath: "/etc/otc", withIntermediateDirectories: true)
      try replaceFile(BootSettings.path, with: settings.text)
      said.append(
        Message(
          .bootWrote, "\(BootSettings.path)", "\(settings.language)",
          settings.voice.map { "\($0)" } ?? .message(Message(.languagesOwnVoiceValue)), "\(settings.rate)"))
      if let switched = try ConsoleAgentSwitch.make() { said.append(switched) }
    } catch {
      printError(Message(.cannotRecordSetting, .message(explained(error))), command: "boot enable")
      throw ExitCode.failure
    }
    try InitramfsTool.rebuild(
      after: said, failure: Message(.imageMayLackOTC),
      done: Message(.bootEnabled), command: "boot enable")
  }
}

struct BootDisable: ParsableCommand {
  init() {}

  static let configuration = CommandConfiguration(
    commandName: "disable",
    abstract: "Stop speaking the disk passphrase at boot.",
    discussion: """
      Removes /etc/otc/boot.conf, gives the console back to systemd's own password agent, \
      and rebuilds the initramfs without otc. Needs root.
      """
  )

  func run() throws {
    try InitramfsTool.checkCanRebuild(command: "boot disable")
    var said: [Message] = []
    if unlink(BootSettings.path) == 0 {
      said.append(Message(.bootRemoved, "\(BootSettings.path)"))
    } else if errno != ENOENT {
      printError(Message(.cannotRemove, "\(BootSettings.path)", "\(String(cString: strerror(errno)))"), command: "boot disable")
      throw ExitCode.failure
    }
    if let undone = ConsoleAgentSwitch.undo() { said.append(undone) }
    try InitramfsTool.rebuild(
      after: said, failure: Message(.imageMayHoldOTC),
      done: Message(.bootDisabled), command: "boot disable")
  }
}

struct BootStatus: ParsableCommand {
  init() {}

  static let configuration = CommandConfiguration(
    commandName: "status",
    abstract: "Say whether the initramfs on disk holds otc, and with which voice.",
    discussion: """
      Reads the running kernel's image in /boot, or the one --image names. \
      Exit codes: 0 the image holds otc, 3 it does not, 1 it cannot be read.
      """
  )

  @Option(help: ArgumentHelp("The initramfs image to look into.", valueName: "file"))
  var image: String?

  func run() throws {
    let path = image ?? Self.runningImage
    var said: [Message] = []
    if let text = try? InputFile.read(BootSettings.path, limit: 64 * 1024),
      let settings = BootSettings(text: String(decoding: text, as: UTF8.self)), settings.enabled
    {
      said.append(Message(.bootSettingOn, "\(BootSettings.path)"))
    } else {
      said.append(Message(.bootSettingOff, "\(BootSettings.path)"))
    }
    guard access(path, R_OK) == 0 else {
      printError(Message(.imageUnreadable, "\(path)", "\(String(cString: strerror(errno)))"), command: "boot status")
      throw ExitCode.failure
    }
    guard let held = try Self.settings(in: path) else {
      try writeOutput(lines: said + [Message(.bootImageWithoutOTC, "\(path)")], command: "boot status")
      throw ExitCode(3)
    }
    said.append(
      Message(
        .bootImageHoldsOTC, "\(path)", "\(held.language)",
        held.voice.map { "\($0)" } ?? .message(Message(.languagesOwnVoiceValue)),
        "\(held.rate)"))
    try writeOutput(lines: said, command: "boot status")
  }

  /// The image of the running kernel; where there is none (a machine being prepared in a
  /// chroot, a container), the newest image in /boot.
  static var runningImage: String {
    var name = utsname()
    uname(&name)
    let release = withUnsafeBytes(of: &name.release) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
    let running = "/boot/initrd.img-\(release)"
    guard access(running, F_OK) != 0 else { return running }
    let images = ((try? FileManager.default.contentsOfDirectory(atPath: "/boot")) ?? []).filter { $0.hasPrefix("initrd.img-") }
    let newest = images.max { modified("/boot/" + $0) < modified("/boot/" + $1) }
    return newest.map { "/boot/" + $0 } ?? running
  }

  static func modified(_ path: String) -> Int {
    var status = stat()
    return stat(path, &status) == 0 ? status.st_mtim.tv_sec : 0
  }

  /// otc's settings inside the image at `path` (unpacked with initramfs-tools' unmkinitramfs,
  /// else read with dracut's lsinitrd), or `nil` when it holds no otc.
  static func settings(in path: String) throws -> BootSettings? {
    if let unpack = findProgram(["/usr/bin/unmkinitramfs", "/bin/unmkinitramfs"]) {
      var template = Array((FileManager.default.temporaryDirectory.path + "/otc-boot-status.XXXXXX").utf8CString)
      guard let folder = mkdtemp(&template).map({ String(cString: $0) }) else {
        printError(Message(.noUnpackFolder), command: "boot status")
        throw ExitCode.failure
      }
      defer { runProgram("/bin/rm", ["-rf", "--one-file-system", folder]) }
      guard runProgram(unpack, [path, folder]).status == 0 else {
        printError(Message(.cannotUnpack, "\(path)"), command: "boot status")
        throw ExitCode.failure
      }
      for part in ["", "/main"] where access(folder + part + "/usr/bin/otc", X_OK) == 0 {
        let text = (try? InputFile.read(folder + part + BootSettings.path, limit: 64 * 1024)) ?? []
        return BootSettings(text: String(decoding: text, as: UTF8.self))
      }
      return nil
    }
    if let list = findProgram(["/usr/bin/lsinitrd", "/bin/lsinitrd"]) {
      // Lines of `ls -l`: the path is the last word (a plain contains() would link Foundation).
      let listing = runProgram(list, [path], capture: true).output.split(separator: "\n")
      guard listing.contains(where: { $0.hasSuffix(" usr/bin/otc") }) else { return nil }
      return BootSettings(text: runProgram(list, ["-f", String(BootSettings.path.dropFirst()), path], capture: true).output)
    }
    printError(Message(.noImageReader), command: "boot status")
    throw ExitCode.failure
  }
}

/// Says that a disk was unlocked, for otc's askpass at boot, once the disk's mapping
/// appeared after the passphrase otc gave.
struct BootUnlocked: ParsableCommand {
  init() {}

  static let configuration = CommandConfiguration(
    commandName: "unlocked",
    abstract: "Say that the disk in CRYPTTAB_NAME was unlocked.",
    shouldDisplay: false
  )

  @Option(help: "The terminal the line goes to. The default is /dev/console.")
  var console = "/dev/console"

  @Option(help: "The disk's name. The default is CRYPTTAB_NAME's.")
  var name: String?

  /// Says that the disk was unlocked: the line first, on the console, which a braille
  /// display may be reading, then the words.
  func run() throws {
    try BootUnlockedRun(console: console, name: name).run()
  }
}
