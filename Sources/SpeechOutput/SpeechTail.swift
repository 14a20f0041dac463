import Basics
import CProcess
import CSystem
import SafeIO
import Utterances
import Wording

/// What a speech port had not yet said when it handed off (see `SpeechPort.handOff()`).
public enum SpeechHandOff: Hashable, Sendable {
  /// Words this process was still to say: a detached tail must speak them.
  case speak(SpeechTail.Request)
  /// Words already queued in Speech Dispatcher, which goes on speaking them after otc has
  /// gone; a newer otc cancels them by this record.
  case queued(SpeechTail.QueuedMessages)
  /// Speech had failed (the sound server died), and the user has not been told yet.
  case failed(SpeechError)
}

/// The speech that goes on after otc has handed its caller the answer, and how a newer otc
/// silences it, so that two otc voices never overlap.
///
/// - In-process speech (espeak-ng into otc's own stream) is finished by a *tail*: otc
///   itself, started again as `otc speak-tail` in a session of its own, with no terminal,
///   standard output and error on /dev/null and no other descriptor, its standard input
///   a pipe carrying only the words left to say (never a secret: a secure field's words
///   hold counts, not characters). It holds a lock on `voice.lock` in the
///   `RuntimeDirectory` while it speaks.
/// - Speech Dispatcher keeps speaking a closed client's queued messages, so otc simply
///   leaves, writing `speechd-tail` there: the server's pid, otc's client id and the socket.
///
/// Every otc that is about to speak aloud first calls `silence(in:)`: the process holding
/// the lock is ended (SIGTERM through a pidfd, so never a reused pid; SIGKILL if it has not
/// ended within `endDeadline`), and the recorded client is cancelled (`CANCEL id`) when the
/// same server still listens on the socket.
public enum SpeechTail {
  /// The words a tail says, and the voice it says them in.
  public struct Request: Hashable, Sendable {
    public var utterances: [Utterance]
    public var settings: VoiceSettings

    /// Creates a request.
    public init(utterances: [Utterance], settings: VoiceSettings) {
      self.utterances = utterances
      self.settings = settings
    }

    /// What names the form below; a tail of another form reads nothing and says nothing.
    static let form = "otc speech tail 1"

    /// The request as the tail reads it on its standard input: netstrings, the form's name,
    /// the voice settings, then each utterance with every field.
    public func encoded() -> [UInt8] {
      var writer = NetstringWriter()
      writer.append(Self.form)
      writer.append(settings.voice == nil ? 0 : 1)
      writer.append(settings.voice ?? "")
      writer.append(settings.rate)
      writer.append(settings.pitch)
      writer.append(settings.volume)
      writer.append(utterances.count)
      for utterance in utterances {
        writer.append(utterance.event)
        writer.append(utterance.parts.count)
        for part in utterance.parts { writer.append(part) }
        writer.append(utterance.language.rawValue)
        writer.append(utterance.tone.rawValue)
        writer.append(utterance.echoed.map { String($0) } ?? "")
        writer.append(utterance.numeralsAsNumbers ? 1 : 0)
      }
      return writer.bytes
    }

    /// Reads what `encoded()` wrote; `nil` for anything else, or anything more.
    public init?(decoding bytes: [UInt8]) {
      var reader = NetstringReader(bytes)
      guard reader.text() == Self.form, let hasVoice = reader.number(), hasVoice <= 1, let voice = reader.text(),
        let rate = reader.number(), let pitch = reader.number(), let volume = reader.number(),
        let count = reader.number(), count <= bytes.count
      else { return nil }
      var utterances: [Utterance] = []
      for _ in 0..<count {
        guard let event = reader.text(), let partCount = reader.number(), partCount <= bytes.count else { return nil }
        var parts: [String] = []
        for _ in 0..<partCount {
          guard let part = reader.text() else { return nil }
          parts.append(part)
        }
        guard let language = reader.text().flatMap(Language.init(rawValue:)),
          let tone = reader.text().flatMap(Tone.init(rawValue:)), let echoed = reader.text(), echoed.count <= 1,
          let numerals = reader.number(), numerals <= 1
        else { return nil }
        utterances.append(
          Utterance(
            event: event, parts: parts, language: language, tone: tone, echoed: echoed.first, numeralsAsNumbers: numerals == 1))
      }
      guard reader.isAtEnd else { return nil }
      self.init(
        utterances: utterances,
        settings: VoiceSettings(voice: hasVoice == 1 ? voice : nil, rate: rate, pitch: pitch, volume: volume))
    }
  }

  /// Messages otc left queued in a Speech Dispatcher: whose they are, and where.
  public struct QueuedMessages: Hashable, Sendable {
    /// The server's process, as the socket's peer credentials gave it.
    public var serverProcess: pid_t
    /// otc's client id in that server.
    public var client: Int
    /// The server's socket.
    public var socketPath: String

    /// Creates a record.
    public init(serverProcess: pid_t, client: Int, socketPath: String) {
      self.serverProcess = serverProcess
      self.client = client
      self.socketPath = socketPath
    }
  }

  /// The lock file a speaking tail holds.
  static let lockName = "voice.lock"
  /// The record of messages left in Speech Dispatcher.
  static let recordName = "speechd-tail"
  /// How long a tail has to end after SIGTERM before it is killed.
  static let endDeadline = 0.25
  /// How old a record may be and still be obeyed: longer than any confirmation.
  static let recordLifetime = 60.0
  /// The longest a tail may live: a server that hangs never keeps one for ever.
  public static let lifetime: UInt32 = 60
  /// How long a tail gives espeak-ng, then the sound server, to be ready. Longer than the
  /// prompt's 2 s: nobody waits for a tail (the answer has gone, the caller goes on), and on
  /// a loaded machine a fresh process can take seconds to load its voice and connect; its
  /// words are still worth hearing then, and a newer otc still silences them first.
  static let startDeadline = 10.0
  /// The most a tail reads from its standard input.
  static let longestRequest = 256 * 1024

  // MARK: Silencing

  /// Silences whatever an older otc is still saying, in the folder `directory`: the tail
  /// holding the lock (waiting until it has ended) and the messages recorded as queued in
  /// Speech Dispatcher. Quick when nothing speaks: one open and one lock test.
  public static func silence(in directory: RuntimeDirectory) {
    endTail(in: directory)
    if let queued = takeRecord(in: directory) { cancel(queued) }
  }

  /// Ends the process holding the lock in `directory`, if any, and waits for its end.
  static func endTail(in directory: RuntimeDirectory) {
    let descriptor = directory.openFile(lockName, O_RDWR | O_NONBLOCK)
    guard descriptor >= 0 else { return }
    defer { close(descriptor) }
    // A holder that ends between the test and the pidfd, and a pid taken over meanwhile,
    // are caught by testing the lock again once the pidfd holds the process.
    for _ in 0..<3 {
      guard let holder = lockHolder(descriptor) else { return }
      let process = otc_pidfd_open(holder)
      guard process >= 0 else { continue }
      defer { close(process) }
      guard lockHolder(descriptor) == holder else { continue }
      guard otc_pidfd_send_signal(process, SIGTERM) == 0 else { continue }
      if !waitForEnd(process, seconds: endDeadline) {
        _ = otc_pidfd_send_signal(process, SIGKILL)
        _ = waitForEnd(process, seconds: endDeadline)
      }
      return
    }
  }

  /// The tail speaking now for otc runs whose runtime folder is `directory`, if any.
  public static func speakingTail(in directory: RuntimeDirectory) -> pid_t? {
    let descriptor = directory.openFile(lockName, O_RDONLY | O_NONBLOCK)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    return lockHolder(descriptor)
  }

  /// A POSIX record lock for writing, over the whole file.
  private static var wholeFileWriteLock: flock {
    var lock = flock()
    lock.l_type = Int16(F_WRLCK)
    lock.l_whence = Int16(SEEK_SET)
    return lock
  }

  /// The process holding a write lock on `descriptor`'s file, if another does.
  static func lockHolder(_ descriptor: Int32) -> pid_t? {
    var lock = wholeFileWriteLock
    guard otc_fcntl_lock(descriptor, F_GETLK, &lock) == 0, lock.l_type != Int16(F_UNLCK), lock.l_pid > 0 else { return nil }
    return lock.l_pid
  }

  private static func waitForEnd(_ process: Int32, seconds: Double) -> Bool {
    var descriptor = pollfd(fd: process, events: Int16(POLLIN), revents: 0)
    let deadline = Instant.after(seconds)
    while true {
      let left = Int32(max(0, deadline.secondsLeft * 1000).rounded(.up))
      let ready = poll(&descriptor, 1, left)
      if ready > 0 { return true }
      if ready == 0 || otc_errno() != EINTR { return false }
    }
  }

  /// Takes the lock for a tail about to speak, silencing an older one first. The lock
  /// lives as long as the returned descriptor, which the tail keeps until it exits.
  public static func claimVoice(in directory: RuntimeDirectory) -> Int32? {
    silence(in: directory)
    let descriptor = directory.openFile(lockName, O_RDWR | O_CREAT | O_NONBLOCK)
    guard descriptor >= 0 else { return nil }
    var lock = wholeFileWriteLock
    for _ in 0..<3 {
      if otc_fcntl_lock(descriptor, F_SETLK, &lock) == 0 { return descriptor }
      endTail(in: directory)
    }
    close(descriptor)
    return nil
  }

  // MARK: Speech Dispatcher's queue

  /// Records `queued` in `directory` for the next otc, replacing any older record. A
  /// socket path from the environment (`SPEECHD_ADDRESS`) holding a control character is
  /// never recorded: a line break there would add a line of someone else's to the record.
  public static func remember(_ queued: QueuedMessages, in directory: RuntimeDirectory) {
    guard !queued.socketPath.unicodeScalars.contains(where: TerminalText.isControl) else { return }
    directory.write("\(queued.serverProcess) \(queued.client) \(queued.socketPath)\n", name: recordName)
  }

  /// Reads and removes the record in `directory`: `nil` when there is none, it is not this
  /// user's regular file, it is older than `recordLifetime` or it does not parse.
  static func takeRecord(in directory: RuntimeDirectory) -> QueuedMessages? {
    guard let text = directory.read(name: recordName, limit: 4096, lifetime: recordLifetime, removing: true) else { return nil }
    let fields = text.trimmingNewlines()
      .split(separator: " ", maxSplits: 2).map(String.init)
    guard fields.count == 3, let server = pid_t(fields[0]), let client = Int(fields[1]), fields[2].hasPrefix("/"),
      !fields[2].unicodeScalars.contains(where: TerminalText.isControl)
    else {
      return nil
    }
    return QueuedMessages(serverProcess: server, client: client, socketPath: fields[2])
  }

  /// Cancels `queued` if the server that holds them still listens on their socket: a
  /// server started since would give the same id to someone else, perhaps the user's
  /// screen reader. Every step has `SpeechDispatcherPort`'s deadlines.
  static func cancel(_ queued: QueuedMessages) {
    let answerBy = Instant.after(SpeechDispatcherPort.openDeadline)
    guard
      let connection = try? SSIPConnection.open(
        .unix(path: queued.socketPath), autospawn: false, environment: [:], deadline: answerBy),
      connection.peerProcess == queued.serverProcess
    else { return }
    defer { connection.close() }
    let deadline = { Instant.after(SpeechDispatcherPort.commandDeadline) }
    // A server that took the connection has its connected deadline for the first answer,
    // as the port gives it: on a loaded machine it came after the open deadline, and the
    // old words were left to talk over the new otc's.
    let firstAnswerBy = Instant.after(SpeechDispatcherPort.connectedDeadline)
    guard
      (try? connection.command("SET SELF CLIENT_NAME \"otc:otc:silence\"", deadline: firstAnswerBy) { _ in })?.isSuccess
        == true
    else { return }
    _ = try? connection.command("CANCEL \(queued.client)", deadline: deadline()) { _ in }
  }

  // MARK: The tail

  /// Starts `executable` with `arguments` (otc's own `speak-tail`) as a detached tail and
  /// hands it `request` on its standard input; returns its pid. The child is reaped by a
  /// thread of this process, should this one live on (pinentry does). `held`, if given,
  /// stays open in the tail until it ends.
  @discardableResult
  public static func start(
    executable: String, arguments: [String], request: Request, holding held: Int32? = nil
  ) throws(SpeechError) -> pid_t {
    let encoded = request.encoded()
    var ends: [Int32] = [-1, -1]
    guard pipe(&ends) == 0 else { throw .audioDevice(Message(.tailNoPipe, "\(String(cString: strerror(otc_errno())))")) }
    // Close-on-exec at once: otc's other children (a speech server it starts) never get them.
    for end in ends { _ = otc_fcntl(end, F_SETFD, FD_CLOEXEC) }
    defer { close(ends[1]) }
    // Its own session, the pipe as its standard input, and the pipe that keeps Speakup
    // quiet (when held) as descriptor 3, until it ends.
    let spawned = Spawn.detached(executable, arguments, input: ends[0], held: held ?? -1)
    close(ends[0])
    let pid: pid_t
    switch spawned {
    case .success(let child): pid = child
    case .failure(let failure): throw .audioDevice(Message(.tailNotStarted, "\(failure)"))
    }
    encoded.withUnsafeBytes { buffer in
      var offset = 0
      while offset < buffer.count {
        let written = write(ends[1], buffer.baseAddress! + offset, buffer.count - offset)
        if written < 0 && otc_errno() == EINTR { continue }
        guard written > 0 else { return }  // the tail is gone: nothing more to hand it
        offset += written
      }
    }
    return pid
  }

  /// The tail's own work, in the process `start` began: reads the request on standard
  /// input, takes the voice lock, and speaks through espeak-ng into the sound server or
  /// device, as the prompt did. Ends on its own after `lifetime` seconds whatever happens.
  public static func run(environment: [String: String]) throws(SpeechError) {
    alarm(lifetime)
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 16 * 1024)
    while bytes.count <= longestRequest {
      let count = buffer.withUnsafeMutableBytes { read(STDIN_FILENO, $0.baseAddress, $0.count) }
      if count < 0 && otc_errno() == EINTR { continue }
      guard count > 0 else { break }
      bytes += buffer[..<count]
    }
    guard let request = Request(decoding: bytes) else { throw SpeechError.audioDevice(Message(.tailNotHandedOn)) }
    guard !request.utterances.isEmpty else { return }
    let lock = (try? RuntimeDirectory.open(environment: environment)).flatMap(claimVoice(in:))
    defer { if let lock { close(lock) } }
    let synthesizer = try EspeakSynthesizer.shared(within: startDeadline)
    let device = try AudioDevice.open(sampleRate: synthesizer.sampleRate, deadline: startDeadline)
    let speaker = Speaker(synthesizer: synthesizer, sink: device.sink, settings: request.settings)
    for utterance in request.utterances { speaker.say(utterance, interrupting: false) }
    try speaker.finish()
  }
}
