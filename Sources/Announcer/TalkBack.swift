import CodeEntry
import Wording

/// The screen reader whose speech `read` and `compare` model.
public enum ScreenReaderModel: String, CaseIterable, Hashable, Sendable {
  /// Apple's VoiceOver, on an iPhone: otc's own model, from what VoiceOver is heard to say.
  case voiceOver = "voiceover"
  /// Google's TalkBack, on Android: built from TalkBack's own string resources and its
  /// rules of composition (`TalkBackAnnouncer`).
  case talkBack = "talkback"

  /// The screen reader's name as it is written and said.
  public var name: String {
    switch self {
    case .voiceOver: "VoiceOver"
    case .talkBack: "TalkBack"
    }
  }

  /// The announcer that speaks for this screen reader; `label` defaults to "Access code"
  /// in the chosen language, and an empty label is none.
  public func announcer(verbosity: Verbosity, label: String? = nil) -> ScreenReaderAnnouncer {
    switch self {
    case .voiceOver: .voiceOver(Announcer(verbosity: verbosity, label: label))
    case .talkBack: .talkBack(TalkBackAnnouncer(verbosity: verbosity, label: label))
    }
  }
}

/// The announcer of the screen reader chosen at run time: an enum rather than an
/// existential, which Embedded Swift (the boot otc's) cannot hold.
public enum ScreenReaderAnnouncer: ScreenAnnouncer {
  /// VoiceOver's words.
  case voiceOver(Announcer)
  /// TalkBack's words.
  case talkBack(TalkBackAnnouncer)

  /// What the chosen screen reader says on landing on `element`.
  public func utterance(for element: FieldElement) -> Utterance {
    switch self {
    case .voiceOver(let announcer): announcer.utterance(for: element)
    case .talkBack(let announcer): announcer.utterance(for: element)
    }
  }

  /// What the chosen screen reader says when the user double-taps `element`.
  public func activated(_ element: FieldElement) -> Utterance {
    switch self {
    case .voiceOver(let announcer): announcer.activated(element)
    case .talkBack(let announcer): announcer.activated(element)
    }
  }
}

/// What a screen reader says on a code screen: on landing on an element (a swipe), and
/// when the user double-taps the element to type into it.
public protocol ScreenAnnouncer: Sendable {
  /// What the screen reader says on landing on `element`.
  func utterance(for element: FieldElement) -> Utterance
  /// What the screen reader says when the user double-taps `element` to type into it.
  func activated(_ element: FieldElement) -> Utterance
}

extension Announcer: ScreenAnnouncer {}

/// What TalkBack says for the elements of a code screen, in its own words.
///
/// Each field is an Android `EditText`. TalkBack composes what it says from
/// `compositor.json` (`rule_edit_text`, `hint_rule_edit_text`) and
/// `EditTextDescription.java`, in the default description order, State, Name, Role
/// (`pref_node_desc_order_default`), each part joined with ", " and a repeated part
/// dropped (`dedupJoin`):
/// - the state: "Editing" only when the field has input focus with the keyboard up;
/// - the name: the field's text, else its hint. A password field says "password" and
///   how many characters it holds (`template_password_character_count`), never which;
/// - the role: "Edit box";
/// - the field's hint (`android:hint`, where apps put a code field's label), when the
///   field holds text and so does not show it;
/// - the usage hint "Double-tap to edit text", with hints on, unless the field is being
///   edited.
/// The words are TalkBack's string resources in each language (`TalkBackStrings`); the
/// label and the digits' words are otc's, as the app and the speech engine give them.
public struct TalkBackAnnouncer: ScreenAnnouncer {
  /// What the user chose to hear.
  public let verbosity: Verbosity
  /// The field's label, set as its `android:hint`; empty for a field without one.
  public let label: String

  /// Creates an announcer; `label` defaults to "Access code" in the chosen language.
  public init(verbosity: Verbosity, label: String? = nil) {
    self.verbosity = verbosity
    self.label = label ?? verbosity.language.table.format(.defaultLabel)
  }

  /// TalkBack's strings in the language spoken.
  var strings: TalkBackStrings { TalkBackStrings(language: verbosity.language) }

  /// What TalkBack says when accessibility focus lands on `element`.
  public func utterance(for element: FieldElement) -> Utterance {
    let hint = verbosity.hints ? [usageHint] : []
    return make("element", description(of: element) + hint, of: element)
  }

  /// What TalkBack says when the user double-taps `element`: the field takes input focus,
  /// the keyboard comes up, and TalkBack says the field again with its state first,
  /// "Editing"; the usage hint is for a field not yet being edited.
  public func activated(_ element: FieldElement) -> Utterance {
    make("activated", [strings.text(.editing)] + description(of: element), of: element)
  }

  /// Name, role and the field's own hint, in TalkBack's order.
  private func description(of element: FieldElement) -> [String] {
    let role = strings.text(.editBox)
    let hintText = label.isEmpty ? nil : label
    let parts: [String?]
    switch element {
    case .codeField(let digits, _) where verbosity.secure:
      parts = password(count: digits.count) + [role, digits.isEmpty ? nil : hintText]
    case .codeField(let digits, _):
      let value = digits.isEmpty ? nil : spokenValue(digits)
      parts = [value ?? hintText, role, value == nil ? nil : hintText]
    case .digitField(_, let digit, _, _) where verbosity.secure:
      parts = password(count: digit == nil ? 0 : 1) + [role]
    case .digitField(_, let digit, _, _):
      parts = [digit.map { verbosity.language.table.format(Phrase.word(forDigit: $0.value)) }, role]
    case .textField(let characters?, _):
      let value = characters.isEmpty ? nil : String(characters)
      parts = [value ?? hintText, role, value == nil ? nil : hintText]
    case .textField(nil, let count):
      parts = password(count: count) + [role, count == 0 ? nil : hintText]
    }
    return deduplicated(parts)
  }

  /// A password field's name: "password", and how many characters it holds when any.
  private func password(count: Int) -> [String?] {
    guard count > 0 else { return [strings.text(.password)] }
    let plural: TalkBackString = verbosity.language.table.takesSingular(count) ? .passwordCountOne : .passwordCountOther
    return [strings.text(.password), strings.text(plural, count)]
  }

  /// The usage hint of an edit text not yet being edited: "Double-tap to edit text".
  private var usageHint: String { strings.text(.hintEditText, strings.text(.doubleTap)) }

  /// The code as the speech engine says it: digit by digit when the app marks the text
  /// to be spelled out (a `TtsSpan`), else the number as it is.
  private func spokenValue(_ digits: [Digit]) -> String {
    verbosity.valueReading == .number
      ? String(digits.map { $0.character })
      : digits.map { verbosity.language.table.format(Phrase.word(forDigit: $0.value)) }.joined(separator: " ")
  }

  /// `parts` without the empty and repeated ones, as `dedupJoin` leaves them.
  private func deduplicated(_ parts: [String?]) -> [String] {
    var seen: Set<String> = []
    return parts.compactMap { $0 }.filter { !$0.isEmpty && seen.insert($0).inserted }
  }

  private func make(_ event: String, _ parts: [String], of element: FieldElement) -> Utterance {
    var utterance = Utterance(event: event, parts: parts, language: verbosity.language)
    if case .codeField = element, verbosity.valueReading == .number, !verbosity.secure {
      utterance.numeralsAsNumbers = true
    }
    return utterance
  }
}

/// A TalkBack string resource otc speaks, by its resource name (a plural's quantity
/// after a slash).
public enum TalkBackString: String, CaseIterable, Hashable, Sendable {
  case editBox = "value_edit_box"
  case editing = "value_edit_box_editing"
  case password = "value_password"
  case doubleTap = "value_double_tap"
  case singleTap = "value_single_tap"
  case hintEditText = "template_hint_edit_text"
  case passwordCountOne = "template_password_character_count/one"
  case passwordCountOther = "template_password_character_count/other"
  case passwordsOnlyWithHeadphones = "summaryOff_pref_speak_passwords_without_headphones"
  case button = "value_button"
  case image = "value_image"
  case heading = "heading_template"
  case hintClickable = "template_hint_clickable"
  case checkbox = "value_checkbox"
  case radioButton = "value_radio_button"
  case switchControl = "value_switch"
  case checked = "value_checked"
  case notChecked = "value_not_checked"
  case on = "value_on"
  case off = "value_off"
  case disabled = "value_disabled"
  case selected = "value_selected"
  case hintCheckable = "template_hint_checkable"
  case dropDownList = "value_spinner"

  /// The file of google/talkback that holds the string, in the folder of `language`.
  public func file(in language: Language) -> String {
    let folder = ["en": "values", "pt-BR": "values-pt-rBR", "bg": "values-bg"][language.rawValue] ?? "values"
    return "talkback/src/main/res/\(folder)/strings_compositor.xml"
  }
}

/// TalkBack's strings in one language, word for word as its resources hold them
/// (google/talkback at 26a27dc, `talkback/src/main/res/values*/strings_compositor.xml`),
/// with Android's `%1$s` and `%1$d` placeholders. AnnouncerTests checks each against a
/// copy of the resources taken by `scripts/talkback-strings.py`.
public struct TalkBackStrings: Sendable {
  /// The language of the strings.
  public let language: Language

  /// Creates the strings of `language`.
  public init(language: Language) { self.language = language }

  /// The resource's text as TalkBack holds it, placeholders and all.
  public func resource(_ string: TalkBackString) -> String {
    Self.table[language]?[string] ?? string.rawValue
  }

  /// The resource's text, its placeholders left as they are.
  public func text(_ string: TalkBackString) -> String { resource(string) }

  /// The resource's text with its first placeholder (`%1$s`, `%1$d`) filled by `value`.
  public func text(_ string: TalkBackString, _ value: some CustomStringConvertible) -> String {
    resource(string).replacingFirst(of: ["%1$s", "%1$d"], with: value.description)
  }

  /// Every hint TalkBack says on a code field, in this language: "Double-tap to edit
  /// text", "Tap to edit text" (single-tap activation), and the password field's note.
  public var hints: [String] {
    [text(.hintEditText, text(.doubleTap)), text(.hintEditText, text(.singleTap)), text(.passwordsOnlyWithHeadphones)]
  }
}

extension String {
  /// `self` with the first of `markers` that occurs replaced by `value`.
  fileprivate func replacingFirst(of markers: [String], with value: String) -> String {
    var result = self
    for marker in markers {
      if let range = result.firstOccurrence(of: marker) {
        result.replaceSubrange(range, with: value)
        return result
      }
    }
    return result
  }
}
