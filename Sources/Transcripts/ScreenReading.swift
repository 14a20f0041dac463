import Announcer
import CodeEntry

/// What a screen reader says when the user swipes through a code screen: the transcript
/// `otc read` prints, the golden fixtures hold, and `otc compare` measures.
public struct ScreenReading: Hashable, Sendable {
  /// The screen reader modelled.
  public var reader: ScreenReaderModel
  /// One field or one per digit.
  public var design: FieldDesign
  /// Which way the user swipes.
  public var direction: SwipeDirection
  /// Language, hints and how the single field's value is read.
  public var verbosity: Verbosity
  /// The single field's label; `nil` is "Access code" in the language spoken.
  public var label: String?
  /// Whether the fields are secure text fields, which never say a character.
  public var secure: Bool
  /// Whether the user double-taps the last field swiped to, as to type.
  public var activate: Bool

  /// Creates a reading of a screen; plain fields, not activated, unless asked.
  public init(
    reader: ScreenReaderModel = .voiceOver, design: FieldDesign, direction: SwipeDirection, verbosity: Verbosity,
    label: String? = nil, secure: Bool = false, activate: Bool = false
  ) {
    self.reader = reader
    self.design = design
    self.direction = direction
    self.verbosity = verbosity
    self.label = label
    self.secure = secure
    self.activate = activate
  }

  /// The elements heard, in the order heard.
  public func elements(showing code: [Digit]) -> [FieldElement] {
    let screen = FieldElement.screen(showing: code, design: design)
    return SwipeNavigator.sweep(secure ? screen.map(\.secured) : screen, direction)
  }

  /// What is said for `code`: one utterance a swipe, then the activation when asked.
  public func utterances(showing code: [Digit]) -> [Utterance] {
    utterances(for: elements(showing: code))
  }

  /// What is said for `elements`, heard in order (as `elements(showing:)` gives them).
  public func utterances(for elements: [FieldElement]) -> [Utterance] {
    // Per-digit secure fields carry no label of their own, as apps build them.
    let unlabelled = secure && design == .perDigit && label == nil
    let announcer = reader.announcer(verbosity: verbosity, label: unlabelled ? "" : label)
    var utterances = elements.map(announcer.utterance(for:))
    if activate, let last = elements.last { utterances.append(announcer.activated(last)) }
    return utterances
  }
}
