import Announcer
import SpeechOutput

/// A synthesizer that speaks nothing and records what it was asked to say, in order.
public final class FakeSynthesizer: Synthesizer {
  /// One request to speak.
  public struct Request: Hashable, Sendable {
    public var utterance: Utterance
    public var interrupting: Bool
  }

  /// Every request, in order.
  public private(set) var requests: [Request] = []

  /// Creates a fake synthesizer.
  public init() {}

  /// The texts it was asked to speak.
  public var spokenTexts: [String] { requests.map(\.utterance.text) }

  public func speak(_ utterance: Utterance, interrupting: Bool, into sink: any AudioSink) throws {
    requests.append(Request(utterance: utterance, interrupting: interrupting))
  }
}
