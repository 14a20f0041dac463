import CSpeechd
import Foundation
import Utterances

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

/// Speech through the user's own Speech Dispatcher, with libspeechd: the user's voice,
/// rate, punctuation and output module, and one queue shared with their screen reader.
///
/// otc connects as client `otc` (`BeginClient "otc:*"` in speechd.conf tunes it). Each
/// utterance is a message in its language: a typed character goes as a character (`CHAR`,
/// so the user's character settings apply), anything else as text, with priority
/// `MESSAGE`, or `IMPORTANT` for the timeout warning and a completed code. An interrupting
/// utterance first cancels what otc queued (`CANCEL SELF`), never anyone else's speech.
/// A deletion is spoken at a lowered pitch, relative to the user's, and the pitch is put
/// back after it.
///
/// Calls into libspeechd block on the server's answer, so they run on a thread of their
/// own: a Speech Dispatcher that hangs or dies never holds up a key. When one stops
/// answering, the port says so once (through `report`) and speaks nothing more.
public final class SpeechDispatcherPort: SpeechPort, @unchecked Sendable {
  private enum Job {
    case say(Utterance, interrupting: Bool)
    case cancel
  }

  /// The output module speaking, as Speech Dispatcher names it ("espeak-ng").
  public let outputModule: String?
  private let connection: UnsafeMutablePointer<SPDConnection>
  private let clientID: Int
  private let report: @Sendable (String) -> Void
  private let condition = NSCondition()
  private var jobs: [Job] = []
  private var busy = false
  /// Messages sent whose end (or cancel) has not been reported yet.
  private var pending = 0
  private var dead = false
  private var stopped = false
  private var language: String?
  /// The client's pitch once otc's own settings are applied: a deletion is said lower
  /// than it, then it is put back.
  private let pitch: Int32
  private var worker: Thread?
  /// When the server last showed progress: a message ended, or a command was answered.
  private var lastProgress = Date()

  /// How long a start waits for Speech Dispatcher to answer.
  public static let openDeadline = 0.4
  /// The longest `finish()` waits for the last words to be reported spoken.
  public static let finishDeadline = 30.0
  /// How long `finish()` waits with no word of progress from the server (a message
  /// ended, a command answered) before it stops waiting: longer than any one sentence.
  public static let stallDeadline = 10.0
  /// How much lower a deletion is, on Speech Dispatcher's -100…100 pitch.
  static let loweredPitch: Int32 = 40
  /// How much higher a typed character is.
  static let raisedPitch: Int32 = 40

  /// Connects to Speech Dispatcher where `SPEECHD_ADDRESS` or the user's default socket
  /// says (libspeechd reads both); fails when it does not answer within `deadline`
  /// seconds. With `autospawn`, libspeechd may start the server first.
  public static func connect(
    autospawn: Bool = false, deadline: Double = openDeadline,
    settings: SpeechDispatcherSettings = SpeechDispatcherSettings(), report: @escaping @Sendable (String) -> Void
  ) throws(SpeechError) -> SpeechDispatcherPort {
    let opened = Deadline.run(seconds: deadline, named: "otc speechd start", late: { (late: Opened) in spd_close(late.connection) }) {
      Self.open(autospawn: autospawn)
    }
    switch opened {
    case nil: throw .noSpeechDispatcher("it did not answer within \(deadline) seconds")
    case .failure(let error)?: throw error
    case .success(let opened)?:
      return SpeechDispatcherPort(connection: opened.connection, settings: settings, report: report)
    }
  }

  /// A connection as libspeechd hands it over from the starting thread.
  private struct Opened: @unchecked Sendable {
    let connection: UnsafeMutablePointer<SPDConnection>
  }

  private static func open(autospawn: Bool) -> Result<Opened, SpeechError> {
    var error: UnsafeMutablePointer<CChar>?
    let connection = spd_open2("otc", "main", nil, SPD_MODE_THREADED, nil, autospawn ? 1 : 0, &error)
    guard let connection else {
      let reason = error.map { String(cString: $0) } ?? "no connection"
      free(error)
      return .failure(.noSpeechDispatcher(reason))
    }
    return .success(Opened(connection: connection))
  }

  private init(
    connection: UnsafeMutablePointer<SPDConnection>, settings: SpeechDispatcherSettings,
    report: @escaping @Sendable (String) -> Void
  ) {
    self.connection = connection
    self.report = report
    clientID = Int(spd_get_client_id(connection))
    outputModule = spd_get_output_module(connection).map { pointer in
      defer { free(pointer) }
      return String(cString: pointer)
    }
    if let voice = settings.voice { spd_set_synthesis_voice(connection, voice) }
    if let rate = settings.rate { spd_set_voice_rate(connection, SpeechDispatcherSettings.speechDispatcherRate(rate)) }
    if let pitch = settings.pitch { spd_set_voice_pitch(connection, Int32(min(100, max(-100, (pitch - 50) * 2)))) }
    if let volume = settings.volume { spd_set_volume(connection, Int32(min(100, max(-100, volume - 100)))) }
    pitch = spd_get_voice_pitch(connection)
    Notifications.register(self, client: clientID)
    connection.pointee.callback_end = { _, client, _ in Notifications.ended(client: Int(client)) }
    connection.pointee.callback_cancel = { _, client, _ in Notifications.ended(client: Int(client)) }
    spd_set_notification_on(connection, SPD_END)
    spd_set_notification_on(connection, SPD_CANCEL)
    let thread = Thread { self.run() }
    thread.name = "otc speechd"
    worker = thread
    thread.start()
  }

  public func say(_ utterance: Utterance, interrupting: Bool) {
    condition.withLock {
      guard !stopped, !dead else { return }
      if interrupting { jobs.removeAll() }
      jobs.append(.say(utterance, interrupting: interrupting))
      condition.broadcast()
    }
  }

  public func cancel() {
    condition.withLock {
      guard !stopped, !dead else { return }
      jobs.removeAll()
      jobs.append(.cancel)
      condition.broadcast()
    }
  }

  public var isIdle: Bool { condition.withLock { dead || (jobs.isEmpty && !busy && pending <= 0) } }

  /// Waits until Speech Dispatcher reports the last message spoken (at most
  /// `finishDeadline`), then closes the connection. A server that stopped answering was
  /// reported when it did, so it is not thrown here.
  public func finish() throws {
    let hung: Bool = condition.withLock {
      let deadline = Date().addingTimeInterval(Self.finishDeadline)
      while !dead && (!jobs.isEmpty || busy || pending > 0) {
        // A server that stops reporting progress for `stallDeadline` is not waited for.
        let stall = lastProgress.addingTimeInterval(Self.stallDeadline)
        if !condition.wait(until: min(deadline, stall)) && Date() >= min(deadline, stall) { break }
      }
      stopped = true
      condition.broadcast()
      // A thread held inside libspeechd by a server that hangs is left there: the process
      // ends without it, and without a goodbye the server would not answer either.
      let join = Date().addingTimeInterval(1)
      while worker != nil { if !condition.wait(until: join) { break } }
      if worker != nil && !dead {
        dead = true
        report("Speech Dispatcher stopped answering; continuing with text only")
      }
      return worker != nil
    }
    Notifications.unregister(client: clientID)
    if !hung && !condition.withLock({ dead }) { spd_close(connection) }
  }

  fileprivate func messageEnded() {
    condition.withLock {
      pending -= 1
      lastProgress = Date()
      condition.broadcast()
    }
  }

  private func run() {
    while true {
      let job: Job? = condition.withLock {
        while jobs.isEmpty && !stopped { condition.wait() }
        guard !jobs.isEmpty, !dead else { return nil }
        busy = true
        return jobs.removeFirst()
      }
      guard let job else { break }
      let answered: Bool
      switch job {
      case .cancel: answered = spd_cancel(connection) == 0
      case .say(let utterance, let interrupting): answered = speak(utterance, interrupting: interrupting)
      }
      condition.withLock {
        busy = false
        lastProgress = Date()
        if !answered && !dead {
          dead = true
          jobs.removeAll()
          report("Speech Dispatcher stopped answering; continuing with text only")
        }
        condition.broadcast()
      }
    }
    condition.withLock {
      worker = nil
      condition.broadcast()
    }
  }

  /// Sends one utterance; `false` when Speech Dispatcher did not take it.
  private func speak(_ utterance: Utterance, interrupting: Bool) -> Bool {
    if interrupting && spd_cancel(connection) != 0 { return false }
    let tag = utterance.language.rawValue
    if tag != language {
      guard spd_set_language(connection, tag) == 0 else { return false }
      language = tag
    }
    let priority = ["timeout-warning", "completed"].contains(utterance.event) ? SPD_IMPORTANT : SPD_MESSAGE
    let toned: Int32? =
      switch utterance.tone {
      case .normal: nil
      case .lowered: max(-100, pitch - Self.loweredPitch)
      case .raised: min(100, pitch + Self.raisedPitch)
      }
    if let toned { spd_set_voice_pitch(connection, toned) }
    defer { if toned != nil { spd_set_voice_pitch(connection, pitch) } }
    condition.withLock { pending += 1 }
    let sent: Bool
    if let echoed = utterance.echoed {
      sent = spd_char(connection, priority, String(echoed)) == 0
    } else {
      sent = spd_say(connection, priority, utterance.text) > 0
    }
    if !sent { condition.withLock { pending -= 1 } }
    return sent
  }
}

/// libspeechd's notification callbacks carry a client id and no context pointer, so the
/// ports are found by id here (a process has one or two connections).
private enum Notifications {
  private static let lock = NSLock()
  nonisolated(unsafe) private static var ports: [Int: SpeechDispatcherPort] = [:]

  static func register(_ port: SpeechDispatcherPort, client: Int) {
    lock.withLock { ports[client] = port }
  }

  static func unregister(client: Int) {
    _ = lock.withLock { ports.removeValue(forKey: client) }
  }

  static func ended(client: Int) {
    let port = lock.withLock { ports[client] }
    port?.messageEnded()
  }
}
