import Utterances

/// Where speech goes, at the level of text: the one port the prompt talks to, whichever
/// back end speaks (in-process espeak-ng through `Speaker`, or the user's Speech
/// Dispatcher through `SpeechDispatcherPort`).
public protocol SpeechPort: AnyObject, Sendable {
  /// Speaks `utterance` after what is queued; with `interrupting`, first silences what
  /// this port queued or is speaking (and nothing anyone else queued).
  func say(_ utterance: Utterance, interrupting: Bool)
  /// Silences what this port queued or is speaking.
  func cancel()
  /// Whether nothing this port was given is queued or being spoken now.
  var isIdle: Bool { get }
  /// Waits until everything queued has been spoken, then closes the port. Throws the
  /// first failure the caller has not been told of.
  func finish() throws(SpeechError)
  /// Stops speaking in this process at once, without waiting, and returns what is still
  /// to be heard: words for a detached tail to say, or words a server already holds. The
  /// port says nothing more afterwards.
  func handOff() -> [SpeechHandOff]
}

/// Several ports spoken to as one (Speech Dispatcher for the ear and espeak-ng for a WAV
/// file, say). Idle when all are; `finish` finishes all and throws the first failure.
public final class TeePort: SpeechPort {
  private let ports: [any SpeechPort]

  /// Creates a port that speaks through every one of `ports`.
  public init(_ ports: [any SpeechPort]) {
    self.ports = ports
  }

  public func say(_ utterance: Utterance, interrupting: Bool) {
    for port in ports { port.say(utterance, interrupting: interrupting) }
  }

  public func cancel() {
    for port in ports { port.cancel() }
  }

  public var isIdle: Bool { ports.allSatisfy { $0.isIdle } }

  public func handOff() -> [SpeechHandOff] { ports.flatMap { $0.handOff() } }

  public func finish() throws(SpeechError) {
    var first: SpeechError?
    for port in ports {
      do throws(SpeechError) { try port.finish() } catch { if first == nil { first = error } }
    }
    if let first { throw first }
  }
}
