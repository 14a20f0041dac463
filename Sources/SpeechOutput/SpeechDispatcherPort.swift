import Basics
import CSystem
import SafeIO
import Utterances
import Wording

/// The settings the user gave otc for Speech Dispatcher. Each is `nil` unless the user set
/// it (a flag, an `OTC_*` variable or the config file): otherwise the user's own Speech
/// Dispatcher settings stand.
public struct SpeechDispatcherSettings: Hashable, Sendable {
  /// A synthesis voice name, as the output module knows it.
  public var voice: String?
  /// Words a minute, 80 to 700 (otc's scale).
  public var rate: Int?
  /// 0 to 100, 50 normal (otc's scale).
  public var pitch: Int?
  /// 0 to 200, 100 normal (otc's scale).
  public var volume: Int?

  /// Creates settings; all `nil` leaves the user's.
  public init(voice: String? = nil, rate: Int? = nil, pitch: Int? = nil, volume: Int? = nil) {
    self.voice = voice
    self.rate = rate
    self.pitch = pitch
    self.volume = volume
  }

  /// otc's words a minute on Speech Dispatcher's -100…100, where 0 is the module's own
  /// rate (espeak-ng's 175) and 100 its fastest otc asks for (450).
  static func speechDispatcherRate(_ wordsPerMinute: Int) -> Int32 {
    let scaled = wordsPerMinute < 175 ? (wordsPerMinute - 175) * 100 / 95 : (wordsPerMinute - 175) * 100 / 275
    return Int32(min(100, max(-100, scaled)))
  }
}

/// Speech through the user's own Speech Dispatcher: the user's voice, rate, punctuation
/// and output module, and one queue shared with their screen reader.
///
/// otc connects as client `otc` (`BeginClient "otc:*"` in speechd.conf tunes it) and
/// speaks SSIP itself (`SSIPConnection` says why not libspeechd). Each utterance is a
/// message in its language: a typed character goes as a character (`CHAR`, so the user's
/// character settings apply), anything else as text, with priority `MESSAGE`, or
/// `IMPORTANT` for the opening, errors and the end (`importantEvents`). An interrupting utterance
/// first cancels what otc queued (`CANCEL SELF`), never anyone else's speech. A deletion
/// is spoken at a lowered pitch, relative to the user's, and the pitch is put back after it.
///
/// Every exchange with the server, the set-up included, runs on the port's own thread and
/// has a deadline: a server that answers garbage, falls silent or drops the connection is
/// given up within `commandDeadline`, told once (through `stoppedAnswering`), and nothing more is
/// spoken; a key is never held up by it.
public final class SpeechDispatcherPort: SpeechPort, @unchecked Sendable {
  private enum Job {
    case say(Utterance, interrupting: Bool)
    case cancel
  }

  /// The output module speaking, as Speech Dispatcher names it ("espeak-ng").
  public private(set) var outputModule: String?
  private let stoppedAnswering: @Sendable () -> Void
  private let condition = Condition()
  private var jobs: [Job] = []
  private var busy = false
  /// Messages sent whose end (or cancel) has not been reported yet.
  private var pending = 0
  private var dead = false
  private var stopped = false
  private var running = false
  /// The set-up's outcome: the output module, if the server named one.
  private var setUpResult: Result<String?, SpeechError>?
  /// Whose messages otc's are in the server, for a newer otc to cancel them after a
  /// hand-off: known once set up on a local socket.
  private var queueOwner: SpeechTail.QueuedMessages?
  /// When the server last showed progress: a message ended, or a command was answered.
  private var lastProgress = Instant.now
  /// Written to wake the port's thread when a job comes or the port stops.
  private let wakeRead: Int32
  private let wakeWrite: Int32

  // Owned by the port's thread.
  private var connection: SSIPConnection?
  private var language: String?
  private var priority: String?
  /// The client's pitch once otc's own settings are applied: a deletion is said lower
  /// than it, then it is put back.
  private var pitch = 0

  /// How long a start waits for Speech Dispatcher to take the connection and answer.
  public static let openDeadline = 0.4
  /// How long a server that took the connection has for its first answer, whatever the
  /// start's deadline: a running server is the user's, whose screen reader speaks through
  /// it, and on a loaded machine its first answer came after 0.4 s; speaking beside it
  /// with espeak-ng instead would be two voices.
  public static let connectedDeadline = 1.5
  /// How long any later command, of the set-up or of speech, waits for its answer.
  public static let commandDeadline = 0.5
  /// The longest the whole set-up may take.
  public static let setUpDeadline = 2.0
  /// The longest `finish()` waits for the last words to be reported spoken.
  public static let finishDeadline = 30.0
  /// How long `finish()` waits with no word of progress from the server (a message
  /// ended, a command answered) before it stops waiting: longer than any one sentence.
  public static let stallDeadline = 10.0
  /// How much lower a deletion is, on Speech Dispatcher's -100…100 pitch.
  static let loweredPitch = 40
  /// How much higher a typed character is.
  static let raisedPitch = 40
  /// How much higher a capital letter said alone is.
  static let capitalPitch = 70

  /// Connects to Speech Dispatcher where `SPEECHD_ADDRESS` or the user's default socket
  /// says, and sets the connection up. Throws `.noSpeechDispatcher` when nothing answers
  /// within `deadline` seconds, and `.brokenSpeechDispatcher` when a server answers and
  /// then breaks the protocol. With `autospawn`, a server not running is started first.
  /// `stoppedAnswering` is called once if the server stops answering later, for the
  /// caller to say that it continues with text only.
  public static func connect(
    autospawn: Bool = false, deadline: Double = openDeadline,
    settings: SpeechDispatcherSettings = SpeechDispatcherSettings(),
    environment: [String: String] = processEnvironment(),
    stoppedAnswering: @escaping @Sendable () -> Void
  ) throws(SpeechError) -> SpeechDispatcherPort {
    let port = try SpeechDispatcherPort(stoppedAnswering: stoppedAnswering)
    let opened = Instant.now
    port.running = true
    detachThread(named: "otc speechd") {
      port.run(autospawn: autospawn, settings: settings, environment: environment, answerBy: opened.adding(deadline))
    }
    // The thread keeps every deadline itself; this one only covers a host name lookup
    // that hangs.
    let result: Result<String?, SpeechError>? = port.condition.withLock {
      let limit = opened.adding(max(deadline, connectedDeadline) + setUpDeadline)
      while port.setUpResult == nil, port.condition.wait(until: limit) {}
      if port.setUpResult == nil { port.stopped = true }
      return port.setUpResult
    }
    switch result {
    case nil: throw .noSpeechDispatcher(Message(.ssipNoAnswerWithin, "\(deadline)"))
    case .failure(let error)?: throw error
    case .success(let module)?:
      port.outputModule = module
      return port
    }
  }

  /// The utterances sent with priority `important`: what opens a question or a field
  /// (`focus`, `element`), errors, the time running out and the end. Speech Dispatcher speaks them at once, before any
  /// other client's `message` or `text` (a screen reader's), and lets no other client's
  /// message cut them; they are queued, never spoken over one another. Everything else
  /// (echoes, review, hints) is `message`, as Orca sends its own: it waits behind
  /// another client's important words instead of overlapping them. otc's own next key
  /// still cuts any of otc's words (`CANCEL SELF`).
  static let importantEvents: Set<String> = [
    "focus", "element", "activated", "question", "asked-again", "error", "timeout-warning", "timed-out", "completed",
  ]

  /// The other clients of the user's Speech Dispatcher, in words for `otc config`: their
  /// names where the server lists them (`HISTORY GET CLIENT_LIST`), else why not.
  public static func otherClients(environment: [String: String]) -> Message {
    let deadline = Instant.after(openDeadline)
    do {
      let connection = try SSIPConnection.open(
        try SSIPConnection.Address.from(environment: environment), autospawn: false, environment: environment,
        deadline: deadline)
      defer { connection.close() }
      _ = try connection.command("SET SELF CLIENT_NAME \"otc:otc:config\"", deadline: deadline) { _ in }
      let reply = try connection.command("HISTORY GET CLIENT_LIST", deadline: deadline.adding(commandDeadline)) { _ in
      }
      guard reply.isSuccess else {
        // 380, "not yet implemented": Debian's Speech Dispatcher keeps no history to list from.
        if reply.code == 380 { return Message(.clientsCannotList) }
        return Message(.clientsWouldNotList, "\(reply.code) \(reply.text)")
      }
      let names = reply.data.filter { $0.firstOccurrence(of: ":otc:") == nil }
      return names.isEmpty ? Message(.clientsNoneBesidesOtc) : Message(.plainText, "\(names.joined(separator: ", "))")
    } catch {
      return Message(.clientsNoAnswer)
    }
  }

  private init(stoppedAnswering: @escaping @Sendable () -> Void) throws(SpeechError) {
    self.stoppedAnswering = stoppedAnswering
    guard let ends = nonBlockingPipe() else {
      throw .noSpeechDispatcher(Message(.plainText, "\(String(cString: strerror(otc_errno())))"))
    }
    (wakeRead, wakeWrite) = ends
  }

  deinit {
    close(wakeRead)
    close(wakeWrite)
  }

  public func say(_ utterance: Utterance, interrupting: Bool) {
    condition.withLock {
      guard !stopped, !dead else { return }
      if interrupting { jobs.removeAll() }
      jobs.append(.say(utterance, interrupting: interrupting))
    }
    wake()
  }

  public func cancel() {
    condition.withLock {
      guard !stopped, !dead else { return }
      jobs.removeAll()
      jobs.append(.cancel)
    }
    wake()
  }

  public var isIdle: Bool { condition.withLock { dead || (jobs.isEmpty && !busy && pending <= 0) } }

  /// Waits until Speech Dispatcher reports the last message spoken (at most
  /// `finishDeadline`, or `stallDeadline` without progress), then closes the connection.
  /// A server that stopped answering was reported when it did, so it is not thrown here.
  public func finish() throws(SpeechError) {
    condition.withLock {
      let deadline = Instant.after(Self.finishDeadline)
      while !dead && (!jobs.isEmpty || busy || pending > 0) {
        let until = min(deadline, lastProgress.adding(Self.stallDeadline))
        if !condition.wait(until: until) && Instant.now >= until { break }
      }
      stopped = true
    }
    wake()
    // The thread never waits longer than one command's deadline.
    condition.withLock {
      let join = Instant.after(Self.commandDeadline * 2)
      while running, condition.wait(until: join) {}
    }
  }

  /// Sends what was given to the server (at most `commandDeadline` twice over), then
  /// stops and closes the connection without waiting for speech: Speech Dispatcher goes on
  /// speaking a closed client's queued messages. Returns the record a newer otc needs to
  /// cancel them, when any is still to be spoken.
  public func handOff() -> [SpeechHandOff] {
    let owner: SpeechTail.QueuedMessages? = condition.withLock {
      let deadline = Instant.after(Self.commandDeadline * 2)
      while !dead && (!jobs.isEmpty || busy), condition.wait(until: deadline) {}
      let unsaid = !dead && jobs.isEmpty && !busy && pending > 0
      stopped = true
      return unsaid ? queueOwner : nil
    }
    wake()
    return owner.map { [.queued($0)] } ?? []
  }

  private func wake() {
    var byte: UInt8 = 1
    _ = write(wakeWrite, &byte, 1)
  }

  // MARK: The port's thread

  private func run(autospawn: Bool, settings: SpeechDispatcherSettings, environment: [String: String], answerBy: Instant) {
    let result: Result<String?, SpeechError>
    do throws(SpeechError) {
      result = .success(try setUp(autospawn: autospawn, settings: settings, environment: environment, answerBy: answerBy))
    } catch {
      result = .failure(error)
    }
    let go = condition.withLock {
      setUpResult = result
      condition.broadcast()
      if case .success = result, !stopped { return true }
      return false
    }
    if go { serve() }
    connection?.close()
    connection = nil
    condition.withLock {
      running = false
      condition.broadcast()
    }
  }

  /// Names the client, learns the output module (returned, when the server names one),
  /// applies the user's settings, asks for the end of each message to be reported.
  private func setUp(
    autospawn: Bool, settings: SpeechDispatcherSettings, environment: [String: String], answerBy: Instant
  ) throws(SpeechError) -> String? {
    let address = try SSIPConnection.Address.from(environment: environment)
    let connection = try SSIPConnection.open(address, autospawn: autospawn, environment: environment, deadline: answerBy)
    self.connection = connection
    let named: SSIPConnection.Reply
    let firstAnswerBy = max(answerBy, Instant.after(Self.connectedDeadline))
    do {
      named = try connection.command("SET SELF CLIENT_NAME \"\(Self.userName()):otc:main\"", deadline: firstAnswerBy) { _ in }
    } catch {
      // Nothing at all came back: a server that hangs, as one that is not there.
      guard connection.hasReceived else {
        throw .noSpeechDispatcher(Message(.ssipNoAnswerInTime))
      }
      throw error
    }
    guard named.isSuccess else { throw .brokenSpeechDispatcher(Message(.ssipRefusedName, "\(named.code)")) }
    let whole = Instant.after(Self.setUpDeadline)
    func ask(_ command: String) throws(SpeechError) -> SSIPConnection.Reply {
      try connection.command(command, deadline: min(whole, Instant.after(Self.commandDeadline))) { _ in }
    }
    let module = try ask("GET OUTPUT_MODULE")
    // A setting the server refuses (a voice it does not have) leaves the user's own.
    if let voice = settings.voice { _ = try ask("SET SELF SYNTHESIS_VOICE \(Self.oneWord(voice))") }
    if let rate = settings.rate { _ = try ask("SET SELF RATE \(SpeechDispatcherSettings.speechDispatcherRate(rate))") }
    if let pitch = settings.pitch { _ = try ask("SET SELF PITCH \(min(100, max(-100, (pitch - 50) * 2)))") }
    if let volume = settings.volume { _ = try ask("SET SELF VOLUME \(min(100, max(-100, volume - 100)))") }
    let pitch = try ask("GET PITCH")
    for event in ["END", "CANCEL"] {
      let reply = try ask("SET SELF NOTIFICATION \(event) on")
      guard reply.isSuccess else { throw .brokenSpeechDispatcher(Message(.ssipRefusedEnd, "\(reply.code)")) }
    }
    self.pitch = pitch.data.first.flatMap { Int($0) }.map { min(100, max(-100, $0)) } ?? 0
    // Who otc is in this server: its id, and the server's pid, which a server started
    // since would not have.
    let client = try ask("HISTORY GET CLIENT_ID")
    if case .unix(let path) = address, let server = connection.peerProcess, client.isSuccess,
      let id = client.data.first.flatMap({ Int($0) })
    {
      let owner = SpeechTail.QueuedMessages(serverProcess: server, client: id, socketPath: path)
      condition.withLock { queueOwner = owner }
    }
    return module.isSuccess ? module.data.first.map(TerminalText.sanitized) : nil
  }

  /// The user's name, as libspeechd gives it in the client name.
  private static func userName() -> String {
    guard let entry = getpwuid(getuid()), let name = entry.pointee.pw_name else { return "unknown" }
    return oneWord(String(cString: name))
  }

  /// `text` as one SSIP argument: no line break or control character, no space.
  static func oneWord(_ text: String) -> String {
    String(text.unicodeScalars.filter { $0.value >= 0x21 && $0.value != 0x7F }.map(Character.init))
  }

  /// Takes jobs until the port stops, reading the server's notifications between them.
  private func serve() {
    while let job = nextJob() {
      let done: Bool
      do throws(SpeechError) {
        switch job {
        case .cancel: try command("CANCEL SELF")
        case .say(let utterance, let interrupting): try speak(utterance, interrupting: interrupting)
        }
        done = true
      } catch {
        done = false
      }
      condition.withLock {
        busy = false
        if done { lastProgress = Instant.now }
        condition.broadcast()
      }
      if !done {
        gaveUp()
        return
      }
    }
  }

  /// The next job, waiting for one (and reading notifications meanwhile); `nil` once the
  /// port stops or the server breaks.
  private func nextJob() -> Job? {
    while true {
      let job: Job?? = condition.withLock {
        if stopped || dead { return .some(nil) }
        guard !jobs.isEmpty else { return nil }
        busy = true
        return jobs.removeFirst()
      }
      if let job { return job }
      guard let connection else { return nil }
      var descriptors = [
        pollfd(fd: connection.pollDescriptor, events: Int16(POLLIN), revents: 0),
        pollfd(fd: wakeRead, events: Int16(POLLIN), revents: 0),
      ]
      guard poll(&descriptors, 2, -1) >= 0 || otc_errno() == EINTR else { return nil }
      if descriptors[1].revents != 0 {
        var bytes = [UInt8](repeating: 0, count: 64)
        while read(wakeRead, &bytes, bytes.count) > 0 {}
      }
      if descriptors[0].revents != 0 {
        do throws(SpeechError) {
          try connection.readEvents(deadline: Instant.after(Self.commandDeadline), events: noticed)
        } catch {
          gaveUp()
          return nil
        }
      }
    }
  }

  /// The server broke: said once, and nothing more is sent.
  private func gaveUp() {
    condition.withLock {
      guard !dead else { return }
      dead = true
      jobs.removeAll()
      condition.broadcast()
      if !stopped { stoppedAnswering() }
    }
  }

  private func noticed(_ event: SSIPConnection.Event) {
    guard SSIPConnection.endCodes.contains(event.code) else { return }
    condition.withLock {
      pending = max(0, pending - 1)
      lastProgress = Instant.now
      condition.broadcast()
    }
  }

  @discardableResult
  private func command(_ line: String) throws(SpeechError) -> SSIPConnection.Reply {
    guard let connection else { throw .brokenSpeechDispatcher(Message(.ssipNotConnected)) }
    let reply = try connection.command(line, deadline: Instant.after(Self.commandDeadline), events: noticed)
    guard reply.isSuccess else {
      throw .brokenSpeechDispatcher(Message(.ssipRefusedCommand, "\(line.prefix { $0 != " " })", "\(reply.code)"))
    }
    return reply
  }

  /// Sends one utterance.
  private func speak(_ utterance: Utterance, interrupting: Bool) throws(SpeechError) {
    guard let connection else { throw .brokenSpeechDispatcher(Message(.ssipNotConnected)) }
    if interrupting { try command("CANCEL SELF") }
    let tag = utterance.language.rawValue
    if tag != language {
      try command("SET SELF LANGUAGE \(tag)")
      language = tag
    }
    let wanted = Self.importantEvents.contains(utterance.event) ? "important" : "message"
    if wanted != priority {
      try command("SET SELF PRIORITY \(wanted)")
      priority = wanted
    }
    let toned: Int? =
      switch utterance.tone {
      case .normal: nil
      case .lowered: max(-100, pitch - Self.loweredPitch)
      case .raised: min(100, pitch + Self.raisedPitch)
      case .capital: min(100, pitch + Self.capitalPitch)
      }
    if let toned { try command("SET SELF PITCH \(toned)") }
    if let echoed = utterance.echoed {
      try command("CHAR \(echoed == " " ? "space" : Self.oneWord(String(echoed)))")
    } else {
      try connection.speak(utterance.text, deadline: Instant.after(Self.commandDeadline), events: noticed)
    }
    condition.withLock { pending += 1 }
    if toned != nil { try command("SET SELF PITCH \(pitch)") }
  }
}
