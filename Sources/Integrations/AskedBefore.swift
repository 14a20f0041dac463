import Basics
import CSystem
import SafeIO

/// The program that ran askpass: its process, when it started, and its name.
///
/// sudo and ssh ask again with the same words after a wrong answer ("Sorry, try again."),
/// each time from the same process; a new sudo is a new process, or the same number with
/// a later start, so a process is known by both.
public struct Caller: Hashable, Sendable {
  /// Its process id.
  public var process: pid_t
  /// When it started, in clock ticks after boot (`/proc/PID/stat`, field 22).
  public var started: UInt64
  /// Its command name (`/proc/PID/comm`): "ssh", "sudo".
  public var name: String

  /// Creates a caller from what is known of it.
  public init(process: pid_t, started: UInt64, name: String) {
    self.process = process
    self.started = started
    self.name = name
  }

  /// The process `process` as `/proc` describes it; `nil` when it has gone.
  public init?(process: pid_t) {
    guard let stat = SystemFiles.text(at: "/proc/\(process)/stat", limit: 64 * 1024),
      let close = stat.lastIndex(of: ")"), let open = stat.firstIndex(of: "(")
    else { return nil }
    // Fields after the name, which may hold spaces and parentheses: state is field 3.
    let fields = stat[stat.index(after: close)...].split(separator: " ")
    guard fields.count > 19, let started = UInt64(fields[19]) else { return nil }
    self.init(process: process, started: started, name: String(stat[stat.index(after: open)..<close]))
  }
}

/// Which questions were asked, by whom, in the last minute: so that the same question from
/// the same caller is said as asked again ("Try again"). Kept in the runtime folder as one
/// line a question: the caller's process id and start, a 64-bit FNV-1a hash of the
/// question's words and the time it was asked. Never an answer, never the question itself.
public struct AskedBefore: Sendable {
  /// How long a question is remembered.
  public static let lifetime = 60.0
  /// The record's name in the runtime folder.
  public static let recordName = "asked"
  /// The most questions remembered.
  static let limit = 64

  /// The runtime folder.
  public let directory: RuntimeDirectory

  /// The memory kept in `directory`.
  public init(directory: RuntimeDirectory) { self.directory = directory }

  struct Entry: Equatable {
    var process: pid_t
    var started: UInt64
    var question: UInt64
    var time: Double
  }

  /// 64-bit FNV-1a of the question's UTF-8: enough to tell two questions apart.
  static func hash(_ question: String) -> UInt64 {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in question.utf8 {
      hash ^= UInt64(byte)
      hash &*= 0x0000_0100_0000_01B3
    }
    return hash
  }

  func entries(now: Double) -> [Entry] {
    guard let text = directory.read(name: Self.recordName, limit: 16_384, lifetime: Self.lifetime)
    else { return [] }
    return text.split(separator: "\n").compactMap { line in
      let fields = line.split(separator: " ")
      guard fields.count == 4, let process = pid_t(fields[0]), let started = UInt64(fields[1]),
        let question = UInt64(fields[2], radix: 16), let time = Double(fields[3]), now - time < Self.lifetime, time <= now
      else { return nil }
      return Entry(process: process, started: started, question: question, time: time)
    }
  }

  /// Whether `caller` asked `question` in the last minute.
  public func wasAsked(_ question: String, by caller: Caller, now: Double = wallClockSeconds()) -> Bool {
    let hash = Self.hash(question)
    return entries(now: now).contains { $0.process == caller.process && $0.started == caller.started && $0.question == hash }
  }

  /// Remembers that `caller` asked `question` now, forgetting what is older than a minute.
  public func remember(_ question: String, by caller: Caller, now: Double = wallClockSeconds()) {
    let entry = Entry(process: caller.process, started: caller.started, question: Self.hash(question), time: now)
    let kept = entries(now: now).filter {
      $0.process != entry.process || $0.started != entry.started || $0.question != entry.question
    }
    let lines = (kept.suffix(Self.limit - 1) + [entry]).map {
      "\($0.process) \($0.started) \(String($0.question, radix: 16)) \($0.time.fixed(3))\n"
    }
    directory.write(lines.joined(), name: Self.recordName)
  }
}
