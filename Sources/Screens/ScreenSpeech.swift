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
      if !element.enabled {
        insertDisabled(into: &utterance.parts, hasHint: verbosity.hints, named: !name.isEmpty || !element.hint.isEmpty)
      }
      if element.selected { utterance.parts.insert(selectedWord, at: 0) }
      return utterance
    case .button, .link, .heading, .image, .text, .container, .checkbox, .radioButton, .switchControl, .popUpButton:
      let role: String? =
        switch (reader, element.role) {
        case (.voiceOver, .button): table.format(.roleButton)
        case (.voiceOver, .heading): table.format(.roleHeading)
        case (.voiceOver, .image): table.format(.roleImage)
        case (.voiceOver, .checkbox): table.format(.roleCheckbox)
        case (.voiceOver, .radioButton): table.format(.roleRadioButton)
        case (.voiceOver, .switchControl): table.format(.roleSwitch)
        case (.voiceOver, .popUpButton): table.format(.rolePopUpButton)
        case (.talkBack, .popUpButton): strings.text(.dropDownList)
        case (_, .link): reader == .voiceOver ? table.format(.roleLink) : capitalised(table.format(.roleLink))
        case (.talkBack, .button): strings.text(.button)
        case (.talkBack, .heading): strings.text(.heading)
        case (.talkBack, .image): strings.text(.image)
        case (.talkBack, .checkbox): strings.text(.checkbox)
        case (.talkBack, .radioButton): strings.text(.radioButton)
        case (.talkBack, .switchControl): strings.text(.switchControl)
        default: nil
        }
      let state = checkedState(element)
      let actionable = element.actionable && element.focusStop
      let usage: TalkBackString = element.role.isCheckable ? .hintCheckable : .hintClickable
      let hint = reader == .talkBack && verbosity.hints && actionable ? [strings.text(usage, strings.text(.doubleTap))] : []
      var parts: [String]
      switch reader {
      case .voiceOver:
        // Label, value, dimmed, trait: "Continue, dimmed, button"; "Remember me, on, switch
        // button"; "Selected" first, as VoiceOver says a selected tab.
        // "dimmed" is said of a control; a text or a heading an app leaves disabled is read
        // as it is.
        let dimmed = element.enabled || !(actionable || element.role.isCheckable) ? nil : table.format(.stateDimmed)
        parts = [element.selected ? selectedWord : nil, name, state, dimmed, role]
          .compactMap { $0 }.filter { !$0.isEmpty }
      case .talkBack:
        // TalkBack's default order, state, name, role (TreeNodesDescription and
        // RoleDescriptionExtractor): "selected" first, the checked state or a switch's
        // on or off before the name, "disabled" after the role, then the usage hint.
        // A heading is never said disabled (AccessibilityNodeFeedbackUtils.announceDisabled).
        let disabled = element.enabled || element.role == .heading ? nil : strings.text(.disabled)
        parts = [element.selected ? selectedWord : nil, state, name, role, disabled]
          .compactMap { $0 }.filter { !$0.isEmpty }
      }
      return Utterance(event: "element", parts: parts + hint, language: verbosity.language, numeralsAsNumbers: true)
    }
  }

  /// "selected" in the reader's words.
  private var selectedWord: String {
    reader == .voiceOver
      ? verbosity.language.table.format(.stateSelected) : TalkBackStrings(language: verbosity.language).text(.selected)
  }

  /// A checkbox's or radio button's checked state, a switch's on or off, in the reader's
  /// words; `nil` for anything else.
  private func checkedState(_ element: ScreenElement) -> String? {
    guard element.role.isCheckable else { return nil }
    let checked = element.checked ?? false
    let table = verbosity.language.table
    let strings = TalkBackStrings(language: verbosity.language)
    switch (reader, element.role) {
    case (.voiceOver, .switchControl): return table.format(checked ? .stateOn : .stateOff)
    case (.voiceOver, _): return table.format(checked ? .stateChecked : .stateNotChecked)
    case (.talkBack, .switchControl): return strings.text(checked ? .on : .off)
    case (.talkBack, _): return strings.text(checked ? .checked : .notChecked)
    }
  }

  /// A disabled field's word, "dimmed" (VoiceOver, after its name) or "disabled" (TalkBack,
  /// after its role, before the usage hint).
  private func insertDisabled(into parts: inout [String], hasHint: Bool, named: Bool) {
    switch reader {
    case .voiceOver:
      parts.insert(verbosity.language.table.format(.stateDimmed), at: named && !parts.isEmpty ? 1 : 0)
    case .talkBack:
      let word = TalkBackStrings(language: verbosity.language).text(.disabled)
      if hasHint, !parts.isEmpty { parts.insert(word, at: parts.count - 1) } else { parts.append(word) }
    }
  }

  private func capitalised(_ word: String) -> String {
    guard let first = word.first else { return word }
    return first.uppercased() + word.dropFirst()
  }
}
