import Announcer
import Basics
import Braille
import CSystem
import CodeEntry
import SafeIO
import TerminalPrompt

/// One question asked through systemd's password agent protocol (systemd's
/// `docs/PASSWORD_AGENTS.md`): the `[Ask]` section of an `ask.*` file in
/// `/run/systemd/ask-password`, written by `systemd-ask-password`, systemd-cryptsetup or
/// anything else that asks through it.
public struct AgentQuestion: Equatable, Sendable {
  /// How the asker wants the answer shown while typed.
  public enum Echo: Equatable, Sendable {
    /// `Echo=0`: nothing typed is shown (a secure field).
    case hidden
    /// `Echo=masked`: one mask character a key (a secure field).
    case masked
    /// `Echo=1`: shown as typed (a plain field).
    case shown
  }

  /// The `ask.*` file.
  public var path: String
  /// The asking process, when the file names one.
  public var pid: pid_t?
  /// The datagram socket the answer goes to.
  public var socket: String
  public var acceptCached: Bool
  public var echo: Echo
  /// CLOCK_MONOTONIC microseconds after which the question is void; 0 is no limit.
  public var notAfter: UInt64
  public var silent: Bool
  public var message: String
  public var icon: String?
  /// What is asked about ("cryptsetup:/dev/block/8:3").
  public var id: String?

  public init(
    path: String, pid: pid_t? = nil, socket: String, acceptCached: Bool = false, echo: Echo = .hidden, notAfter: UInt64 = 0,
    silent: Bool = false, message: String = "", icon: String? = nil, id: String? = nil
  ) {
    self.path = path
    self.pid = pid
    self.socket = socket
    self.acceptCached = acceptCached
    self.echo = echo
    self.notAfter = notAfter
    self.silent = silent
    self.message = message
    self.icon = icon
    self.id = id
  }

  /// The question in an `ask.*` file's text: its `[Ask]` section, unknown keys ignored.
  /// `nil` without a `Socket`, which no answer could reach.
  public static func parse(_ text: String, path: String) -> AgentQuestion? {
    var section = ""
    var values: [String: String] = [:]
    for raw in text.split(whereSeparator: { $0.isNewline }) {
      let line = raw.trimmingWhitespace()
      if line.isEmpty || line.hasPrefix("#") || line.hasPrefix(";") { continue }
      if line.hasPrefix("[") {
        section = line
        continue
      }
      guard section == "[Ask]", let equals = line.firstIndex(of: "=") else { continue }
      values[String(line[..<equals]).trimmingWhitespace()] =
        String(line[line.index(after: equals)...]).trimmingWhitespace()
    }
    guard let socket = values["Socket"], socket.hasPrefix("/") else { return nil }
    let yes = { (key: String) in ["1", "yes", "true", "on"].contains(values[key]?.lowercased() ?? "") }
    let echo: Echo = values["Echo"] == "masked" ? .masked : yes("Echo") ? .shown : .hidden
    return AgentQuestion(
      path: path, pid: values["PID"].flatMap { pid_t($0) }.flatMap { $0 > 0 ? $0 : nil }, socket: socket,
      acceptCached: yes("AcceptCached"), echo: echo, notAfter: values["NotAfter"].flatMap { UInt64($0) } ?? 0,
      silent: yes("Silent"), message: TerminalText.sanitized(values["Message"] ?? ""), icon: values["Icon"],
      id: values["Id"].map(TerminalText.sanitized))
  }

  /// Whether the question still stands at `now` (CLOCK_MONOTONIC microseconds): its file
  /// is there, its asker lives, its time has not passed.
  public func stands(now: UInt64 = AgentQuestion.monotonicMicroseconds()) -> Bool {
    guard access(path, F_OK) == 0 else { return false }
    if let pid, kill(pid, 0) != 0, otc_errno() == ESRCH { return false }
    return notAfter == 0 || now < notAfter
  }

  /// CLOCK_MONOTONIC in microseconds, the clock of `NotAfter`.
  public static func monotonicMicroseconds() -> UInt64 {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return UInt64(time.tv_sec) * 1_000_000 + UInt64(time.tv_nsec) / 1000
  }

  /// A systemd-cryptsetup question's parts: "Please enter passphrase for disk Samsung SSD
  /// (home) on /home:" is the words "passphrase for disk", the disk "Samsung SSD", the
  /// volume "home" and the mount point "/home". systemd names the disk by its description
  /// and the volume in parentheses, or by the volume alone when there is no description;
  /// "on" and the mount point follow when /etc/fstab names one.
  public struct DiskQuestion: Equatable, Sendable {
    /// What is asked for, up to the disk: "passphrase for disk".
    public var words: String
    /// The disk as systemd describes it, or the volume's name when it has no description.
    public var disk: String
    /// The volume's name, which is the mapping's (`/dev/mapper/NAME`).
    public var volume: String
    /// Where the volume is mounted, when systemd said.
    public var mountPoint: String?

    public init(words: String, disk: String, volume: String, mountPoint: String? = nil) {
      (self.words, self.disk, self.volume, self.mountPoint) = (words, disk, volume, mountPoint)
    }
  }

  /// The parts of a question asked by systemd-cryptsetup (`Id=cryptsetup:…`) that names
  /// its disk; `nil` for any other question.
  public var diskQuestion: DiskQuestion? {
    guard id?.hasPrefix("cryptsetup:") == true else { return nil }
    var text = Substring(Self.withoutLeadOrMark(message))
    // The words up to and with "for disk ".
    let marker = "for disk "
    guard let start = text.indices.first(where: { text[$0...].lowercased().hasPrefix(marker) }) else { return nil }
    let words = String(text[..<start]) + marker.dropLast()
    text = text[text.index(start, offsetBy: marker.count)...]
    var mountPoint: String?
    if let on = text.indices.last(where: { text[$0...].hasPrefix(" on /") }) {
      mountPoint = String(text[text.index(on, offsetBy: 4)...])
      text = text[..<on]
    }
    var disk = String(text).trimmingWhitespace()
    var volume = disk
    if disk.hasSuffix(")"), let open = disk.lastIndex(of: "(") {
      volume = String(disk[disk.index(after: open)..<disk.index(before: disk.endIndex)])
      disk = disk[..<open].trimmingWhitespace()
    }
    guard !disk.isEmpty, !volume.isEmpty else { return nil }
    return DiskQuestion(words: words, disk: disk, volume: volume, mountPoint: mountPoint)
  }

  /// The field's label as a listener needs it: "Please enter passphrase for disk TEST
  /// (root)!" asked by systemd-cryptsetup is "Passphrase for disk TEST, root file
  /// system"; a volume of another name is "volume NAME". A volume is the root file system
  /// when it is named "root", is mounted on /, or is the one `kernelCommandLine` mounts
  /// (`root=/dev/mapper/NAME`). Anything else is the message without its "Please enter"
  /// and its closing mark.
  public func label(in language: Language, kernelCommandLine: String = "") -> String {
    var text = Self.withoutLeadOrMark(message)
    if let disk = diskQuestion {
      let table = language.table
      text = disk.words + " " + disk.disk
      if disk.isRoot(kernelCommandLine: kernelCommandLine) {
        text += ", " + table.format(.rootFileSystem)
      } else {
        if disk.disk != disk.volume { text += ", " + table.format(.volumeNamed, ["name": disk.volume]) }
        if let mountPoint = disk.mountPoint { text += " on " + mountPoint }
      }
    }
    guard let first = text.first else { return language.table.format(.agentDefaultLabel).capitalizedFirst }
    return first.uppercased() + text.dropFirst()
  }

  /// The message without its "Please enter", its closing mark and the spaces around.
  static func withoutLeadOrMark(_ message: String) -> String {
    var text = message.trimmingWhitespace()
    while let last = text.last, "!:.".contains(last) { text.removeLast() }
    text = text.trimmingWhitespace()
    for lead in ["please enter ", "enter "] where text.lowercased().hasPrefix(lead) {
      return String(text.dropFirst(lead.count))
    }
    return text
  }

  /// The settings of the field that asks it, with `waiting` other questions after it.
  public func settings(verbosity: Verbosity, waiting: Int, kernelCommandLine: String = "") -> PromptSettings {
    var fieldVerbosity = verbosity
    // The question's words are the asker's: a refused key is never named.
    fieldVerbosity.namesRefusedKeys = false
    // Silent=1: the asker wants nothing said of what is typed, not even how much, and
    // only a hidden field can be silent.
    fieldVerbosity.silentTyping = silent && echo != .shown
    var settings = PromptSettings(
      length: nil, kind: echo == .shown ? .plainText : .secureText, verbosity: fieldVerbosity,
      label: label(in: verbosity.language, kernelCommandLine: kernelCommandLine), autoSubmit: false)
    if waiting > 0 {
      settings.context = verbosity.language.table.format(
        one: .questionsWaitingOne, other: .questionsWaitingOther, count: waiting, ["count": "\(waiting)"])
    }
    return settings
  }
}

extension AgentQuestion.DiskQuestion {
  /// Whether the volume is the root file system: named "root", mounted on /, or the one
  /// `kernelCommandLine` mounts (`root=/dev/mapper/NAME`).
  public func isRoot(kernelCommandLine: String) -> Bool {
    volume == "root" || mountPoint == "/"
      || kernelCommandLine.split(whereSeparator: { $0 == " " || $0 == "\n" }).contains { $0 == "root=/dev/mapper/\(volume)" }
  }
}

extension String {
  /// The text with its first letter a capital, as a question's label is said and shown.
  var capitalizedFirst: String { prefix(1).uppercased() + dropFirst() }
}

/// The folder systemd's askers write their questions into, read as an agent does.
public struct AgentDirectory: Sendable {
  /// `/run/systemd/ask-password`.
  public static let standard = "/run/systemd/ask-password"
  /// Where agents say which terminals are busy asking, so that wall messages skip them.
  public static let blockDirectory = "/run/systemd/ask-password-block"

  public let path: String

  public init(path: String = AgentDirectory.standard) {
    self.path = path
  }

  /// The questions that stand, oldest file first. A file that cannot be read, or holds no
  /// socket, is skipped, as is a question whose asker is gone or whose time has passed.
  public func pending() -> [AgentQuestion] {
    guard let names = SystemFiles.names(in: path) else { return [] }
    var found: [(time: timespec, question: AgentQuestion)] = []
    for name in names where name.hasPrefix("ask.") {
      let file = path + "/" + name
      // Read as a file otc obeys: regular, root's (or this user's), not writable by others.
      guard let bytes = try? InputFile.readSettings(file, limit: 64 * 1024),
        let question = AgentQuestion.parse(String(decoding: bytes, as: UTF8.self), path: file), question.stands()
      else { continue }
      var status = stat()
      guard lstat(file, &status) == 0 else { continue }
      found.append((status.st_mtim, question))
    }
    return found.sorted {
      ($0.time.tv_sec, $0.time.tv_nsec, $0.question.path) < ($1.time.tv_sec, $1.time.tv_nsec, $1.question.path)
    }.map { $0.question }
  }

  /// Tells systemd's wall to leave the terminal `device` alone while a question is asked
  /// on it, as systemd's own agents do: a FIFO named MAJOR:MINOR in `blockDirectory`,
  /// held open for reading (wall skips a terminal whose FIFO it can open for writing,
  /// which needs a reader). Returns the block, whose `end()` closes and removes it.
  public static func blockWall(on device: Int) -> WallBlock? {
    let number = DeviceNumber(device)
    mkdir(blockDirectory, 0o700)
    let file = "\(blockDirectory)/\(number.major):\(number.minor)"
    guard mkfifo(file, 0o600) == 0 || otc_errno() == EEXIST else { return nil }
    let fd = otc_open(file, O_RDONLY | O_NONBLOCK | O_NOFOLLOW | O_NOCTTY | O_CLOEXEC, 0)
    guard fd >= 0 else { return nil }
    var status = stat()
    guard fstat(fd, &status) == 0, status.st_mode & mode_t(S_IFMT) == mode_t(S_IFIFO) else {
      close(fd)
      return nil
    }
    return WallBlock(path: file, descriptor: fd)
  }
}

/// A terminal blocked from wall messages: a FIFO held open for reading until `end()`.
public final class WallBlock: @unchecked Sendable {
  /// The FIFO's path, which a signal handler removes too.
  public let path: String
  private var descriptor: Int32

  init(path: String, descriptor: Int32) {
    self.path = path
    self.descriptor = descriptor
  }

  /// Closes and removes the FIFO; once only.
  public func end() {
    guard descriptor >= 0 else { return }
    close(descriptor)
    descriptor = -1
    unlink(path)
  }

  deinit { end() }
}

/// The answer to a question: one datagram to its socket, `+` and the answer, or `-` when
/// the user cancelled.
public enum AgentAnswer {
  /// Why an answer did not reach its asker.
  public struct Failure: Error, CustomStringConvertible {
    public var reason: String
    public var description: String { reason }
  }

  /// Sends `value` (or a cancel, when `nil`) to `socket`, straight from where the value is
  /// held: the datagram is gathered from "+" and the value's own bytes, never copied.
  public static func send(_ value: EntryValue?, to socket: String) throws(Failure) {
    let fd = otc_socket(AF_UNIX, Int32(SOCK_DGRAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
    guard fd >= 0 else { throw Failure(reason: String(cString: strerror(otc_errno()))) }
    defer { close(fd) }
    var sign: UInt8 = value == nil ? 0x2D : 0x2B
    let sent: Int? = withUnsafeMutablePointer(to: &sign) { signPointer in
      withUnixSocketAddress(socket) { address, length in
        let send = { (bytes: UnsafeRawBufferPointer) -> Int in
          var parts = [
            iovec(iov_base: UnsafeMutableRawPointer(signPointer), iov_len: 1),
            iovec(iov_base: UnsafeMutableRawPointer(mutating: bytes.baseAddress), iov_len: bytes.count),
          ]
          return parts.withUnsafeMutableBufferPointer { vector in
            var message = msghdr()
            message.msg_name = UnsafeMutableRawPointer(mutating: address)
            message.msg_namelen = length
            message.msg_iov = vector.baseAddress
            message.msg_iovlen = bytes.count > 0 ? 2 : 1
            return sendmsg(fd, &message, Int32(MSG_NOSIGNAL))
          }
        }
        guard let value else { return send(UnsafeRawBufferPointer(start: nil, count: 0)) }
        return value.withUnsafeBytes { send($0) }
      }
    }
    guard let sent else { throw Failure(reason: "the socket's name is too long") }
    guard sent >= 0 else {
      let code = otc_errno()
      if code == EACCES || code == EPERM {
        throw Failure(reason: "only root may answer systemd's questions (\(String(cString: strerror(code))))")
      }
      if code == ECONNREFUSED || code == ENOENT { throw Failure(reason: "the question was withdrawn") }
      throw Failure(reason: String(cString: strerror(code)))
    }
  }
}

/// A question's field, which ends with "The question was withdrawn" when systemd takes the
/// question back while it is asked (its file deleted, its asker gone, its time passed), or
/// with other words where the question ended otherwise (a passphrase given remotely).
public struct AgentSession: KeySession {
  private var field: PromptSession
  private let withdrawal: Withdrawal
  private let withdrawn: Utterance

  /// The field for `settings`, asked on `terminal`, which watches the question; `withdrawn`
  /// is said when the question ends from there ("The question was withdrawn" when nil).
  public init(settings: PromptSettings, terminal: WithdrawableTerminal, withdrawn: Utterance? = nil) {
    field = PromptSession(settings: settings)
    withdrawal = terminal.withdrawal
    self.withdrawn =
      withdrawn
      ?? Utterance(
        event: "withdrawn", parts: [settings.verbosity.language.table.format(.questionWithdrawn)],
        language: settings.verbosity.language)
  }

  public var opening: [Utterance] { field.opening }
  public var timeout: Double? { field.timeout }
  public var hint: Utterance? { field.hint }
  public var timeLimit: Utterance? { field.timeLimit }
  public mutating func handle(_ key: Key) -> PromptSession.Step { field.handle(key) }
  public func timedOut() -> PromptSession.Step { field.timedOut() }
  public func timeoutWarning(seconds: Int) -> Utterance { field.timeoutWarning(seconds: seconds) }
  public mutating func wipe() { field.wipe() }
  public func suspension(resumed: Bool) -> [Utterance] { field.suspension(resumed: resumed) }
  public func brailleLine(after said: Utterance?) -> BrailleLine { field.brailleLine(after: said) }

  public mutating func inputEnded() -> PromptSession.Step {
    guard withdrawal.happened else { return field.inputEnded() }
    field.wipe()
    return PromptSession.Step(utterances: [withdrawn], outcome: .inputEnded(filled: 0, length: nil))
  }
}
