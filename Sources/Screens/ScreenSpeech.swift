import Announcer
import CodeEntry
import Utterances

/// What a screen reader says as the user swipes through a real screen's focus stops:
/// each element in the screen reader's order of parts, in the language chosen.
///
/// A text field is said as otc's models of VoiceOver and TalkBack say a text field
/// (`Announcer`, `TalkBackAnnouncer`): VoiceOver names it by its label (else its
/// placeholder), then its value, "text field" and the hint; TalkBack by its text (else
/// its hint), "Edit box", and "Double-tap to edit text". A field's value reaches the
/// screen reader as the app wrote it, so a run of digits is read as a number. Other
/// elements are their name and the screen reader's word for their role: VoiceOver's
/// traits in otc's words, TalkBack's from its string resources ("Button", "Heading",
/// "Image", and "Double-tap to activate" for what can be acted on); TalkBack has no
/// resource for a link, whose role word Chrome gives: otc says VoiceOver's.
public struct ScreenSpeech: Sendable {
  /// The screen reader modelled.
  public var reader: ScreenReaderModel
  /// Language and hints.
  public var verbosity: Verbosity

  /// Creates the speech of `reader`.
  public init(reader: ScreenReaderModel, verbosity: Verbosity) {
    self.reader = reader
    self.verbosity = verbosity
  }

  /// The focus stops of `screen` in the order a swipe `direction` meets them.
  public func stops(of screen: Screen, direction: SwipeDirection) -> [ScreenElement] {
    direction == .forward ? screen.focusStops : screen.focusStops.reversed()
  }

  /// What is said on each focus stop of `screen`, swiping `direction`.
  public func utterances(for screen: Screen, direction: SwipeDirection) -> [Utterance] {
    stops(of: screen, direction: direction).map(utterance(for:))
  }

  /// What is said on landing on `element`.
  public func utterance(for element: ScreenElement) -> Utterance {
    let table = verbosity.language.table
    let strings = TalkBackStrings(language: verbosity.language)
    let name = element.name
    switch element.role {
    case .textField:
      let characters = Array(element.value)
      let field: FieldElement =
        element.secure == true
        ? .textField(characters: nil, count: characters.count) : .textField(characters: characters, count: characters.count)
      var utterance: Utterance
      switch reader {
      case .voiceOver:
        utterance = Announcer(verbosity: verbosity, label: name.isEmpty ? element.hint : name).utterance(for: field)
      case .talkBack:
        let label = element.hint.isEmpty ? name : element.hint
        utterance = TalkBackAnnouncer(verbosity: verbosity, label: label).utterance(for: field)
        if !name.isEmpty, !element.hint.isEmpty { utterance.parts.insert(name, at: 0) }
      }
      utterance.numeralsAsNumbers = true
      return utterance
    case .button, .link, .heading, .image, .text, .container:
      let role: String? =
        switch (reader, element.role) {
        case (.voiceOver, .button): table.format(.roleButton)
        case (.voiceOver, .heading): table.format(.roleHeading)
        case (.voiceOver, .image): table.format(.roleImage)
        case (_, .link): reader == .voiceOver ? table.format(.roleLink) : capitalised(table.format(.roleLink))
        case (.talkBack, .button): strings.text(.button)
        case (.talkBack, .heading): strings.text(.heading)
        case (.talkBack, .image): strings.text(.image)
        default: nil
        }
      let actionable = element.actionable && element.focusStop
      let hint = reader == .talkBack && verbosity.hints && actionable ? [strings.text(.hintClickable, strings.text(.doubleTap))] : []
      let parts = [name, role].compactMap { $0 }.filter { !$0.isEmpty } + hint
      return Utterance(event: "element", parts: parts, language: verbosity.language, numeralsAsNumbers: true)
    }
  }

  private func capitalised(_ word: String) -> String {
    guard let first = word.first else { return word }
    return first.uppercased() + word.dropFirst()
  }
}
