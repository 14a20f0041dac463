import Announcer
import Transcripts
import Wording

/// The formats of a screen's accessibility tree that otc reads.
public enum ScreenFormat: String, CaseIterable, Hashable, Sendable {
  /// Android's `uiautomator dump` XML.
  case uiautomator
  /// Appium's page source of an Android app (UiAutomator2): the dump's nodes tagged by
  /// their class name.
  case appiumAndroid = "appium-android"
  /// Appium's page source of an iOS app (XCUITest driver, WebDriverAgent):
  /// `XCUIElementType…` elements.
  case appiumIOS = "appium-ios"
  /// XCUITest's description of an app (`print(app.debugDescription)`, Appium's
  /// `mobile: source` with `format: description`).
  case xcuitestDescription = "xcuitest-description"
  /// Maestro's view hierarchy (`maestro hierarchy`), JSON, of an Android or an iOS app.
  case maestro
  /// The browser's accessibility tree from Chrome DevTools' protocol
  /// (`Accessibility.getFullAXTree`), JSON.
  case chromeAXTree = "chrome-ax-tree"
  /// AccessibilitySnapshot's model of an iOS screen, as JSON.
  case snapshot = "accessibility-snapshot"
  /// An HTML page or fragment.
  case html
  /// Playwright's ARIA snapshot, YAML.
  case aria = "aria-snapshot"

  /// The format as a sentence names it: "a uiautomator dump".
  public var message: Message {
    switch self {
    case .uiautomator: Message(.formatUIAutomator)
    case .appiumAndroid: Message(.formatAppiumAndroid)
    case .appiumIOS: Message(.formatAppiumIOS)
    case .xcuitestDescription: Message(.formatXCUITest)
    case .maestro: Message(.formatMaestro)
    case .chromeAXTree: Message(.formatChromeTree)
    case .snapshot: Message(.formatSnapshot)
    case .html: Message(.formatHTML)
    case .aria: Message(.formatAria)
    }
  }

  /// The format as a sentence names it, in English.
  public var description: String { message.text(in: .english) }

  /// The screen reader a team on this platform hears first: TalkBack on Android,
  /// VoiceOver elsewhere.
  public var platformReader: ScreenReaderModel {
    self == .uiautomator || self == .appiumAndroid || self == .maestro ? .talkBack : .voiceOver
  }
}

/// What kind of element a screen reader says an element is.
public enum ElementRole: String, Hashable, Sendable {
  /// A text field (an EditText, a UITextField, an `<input>`, a textbox).
  case textField = "text-field"
  /// A button.
  case button
  /// A link.
  case link
  /// A heading.
  case heading
  /// An image with a name.
  case image
  /// Text that is read and does nothing.
  case text
  /// An element that holds others and says nothing of its own, unless it is a focus stop.
  case container
  /// A checkbox: checked or not.
  case checkbox
  /// A radio button: checked (chosen) or not.
  case radioButton = "radio-button"
  /// A switch: on or off.
  case switchControl = "switch"
  /// A pop-up button that opens a list to choose from (a select, a spinner).
  case popUpButton = "pop-up-button"

  /// Whether it has a checked state to say (a checkbox, a radio button, a switch).
  public var isCheckable: Bool { self == .checkbox || self == .radioButton || self == .switchControl }
}

/// What a screen's format can show. A rule that needs a fact a format does not hold is
/// never guessed: the audit says once that it could not be checked.
public enum ScreenFact: String, CaseIterable, Hashable, Sendable {
  /// The autofill hint of a field (`autocomplete`, `textContentType`).
  case autofill = "autofill hints"
  /// Whether a field hides what is typed (a password, a secure text field).
  case secureEntry = "secure entry"
  /// Which elements hold which (a focusable container around a field).
  case nesting = "focusable containers around fields"
  /// How many characters a field takes (`maxlength`).
  case maxLength = "field lengths"
  /// The value a field holds, as the screen reader is handed it.
  case value = "how a field's value is read (whether the app marks it to be spelled out)"

  /// The fact in words, for a report in the user's language (the raw value is its English,
  /// for JSON, SARIF and JUnit).
  public var message: Message {
    switch self {
    case .autofill: Message(.factAutofill)
    case .secureEntry: Message(.factSecureEntry)
    case .nesting: Message(.factNesting)
    case .maxLength: Message(.factMaxLength)
    case .value: Message(.factValue)
    }
  }
}

/// One element of a screen, as its format holds it: the words a screen reader takes from
/// it and the facts the audit checks. A fact the format cannot show is `nil`.
public struct ScreenElement: Hashable, Sendable {
  /// What kind of element it is.
  public var role: ElementRole
  /// Its name as the screen reader computes it (a label, a content description, the
  /// accessible name); empty for none.
  public var name: String = ""
  /// What it holds: a field's text, a heading's words.
  public var value: String = ""
  /// A field's hint or placeholder, said in place of an empty value (Android's hint).
  public var hint: String = ""
  /// Whether a screen reader stops on it when the user swipes.
  public var focusStop: Bool = false
  /// Whether it can be acted on (clicked, followed, pressed): TalkBack then adds its
  /// usage hint.
  public var actionable: Bool = false
  /// Whether it can be used: a disabled control is "dimmed" to VoiceOver, "disabled" to
  /// TalkBack.
  public var enabled: Bool = true
  /// Whether the user cannot change its value, though it shows one (HTML's `readonly`,
  /// `aria-readonly`): a field read, never typed into.
  public var readOnly: Bool = false
  /// Whether a checkbox or radio button is checked, a switch on; `nil` for what has no
  /// such state.
  public var checked: Bool?
  /// Whether it is the selected one of its group (a tab, a list's item).
  public var selected: Bool = false
  /// Whether it hides what is typed; `nil` when the format cannot tell.
  public var secure: Bool?
  /// Its autofill hint tokens ("one-time-code"); `nil` when the format cannot tell.
  public var autofill: [String]?
  /// The most characters it takes; `nil` when not known.
  public var maxLength: Int?
  /// Whether it asks for a digits keyboard (`inputmode="numeric"`, a number field).
  public var numeric: Bool?
  /// Whether a focus stop holds it (two stops for one field); `nil` when the format
  /// cannot tell.
  public var insideFocusStop: Bool?
  /// Its identifier: a resource id, an `id`, an accessibility identifier; empty for none.
  public var identifier: String = ""
  /// Where it is drawn, as the format writes it ("[0,0][1080,2340]").
  public var bounds: String = ""
  /// Where it is drawn, as numbers, read from `bounds` when asked (kept once, as text: a
  /// 16 MB file holds 582,000 elements); `nil` when the format does not say.
  public var frame: ScreenFrame? { ScreenFrame(bounds: bounds) }
  /// The line of the file it begins on, when known.
  public var line: Int?

  /// Creates an element.
  public init(role: ElementRole) { self.role = role }

  /// How the element is named in a report: its identifier, else its name, else its
  /// bounds, else its line.
  public var reference: String { referenceMessage.text(in: .english) }

  /// How a report names the element, as `reference` does, in the report's language.
  public var referenceMessage: Message {
    if !identifier.isEmpty { return Message(.plainText, "\(identifier)") }
    if !name.isEmpty { return Message(.plainText, "\"\(name)\"") }
    if !bounds.isEmpty { return Message(.plainText, "\(bounds)") }
    return line.map { Message(.elementOnLine, "\($0)") } ?? Message(.elementWithoutName)
  }
}

/// Where an element is drawn, in the screen's own units.
public struct ScreenFrame: Hashable, Sendable {
  /// The left edge.
  public var x: Double
  /// The top edge.
  public var y: Double
  /// The width.
  public var width: Double
  /// The height.
  public var height: Double

  /// Creates a frame.
  public init(x: Double, y: Double, width: Double, height: Double) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }

  /// A uiautomator dump's bounds, "[left,top][right,bottom]"; `nil` for anything else.
  public init?(androidBounds text: String) {
    let numbers = text.split(whereSeparator: { $0 == "[" || $0 == "]" || $0 == "," }).compactMap { Double($0) }
    guard numbers.count == 4, numbers.allSatisfy(\.isFinite), numbers[2] >= numbers[0], numbers[3] >= numbers[1] else {
      return nil
    }
    self.init(x: numbers[0], y: numbers[1], width: numbers[2] - numbers[0], height: numbers[3] - numbers[1])
  }

  /// The frame as otc's iOS readers write an element's bounds: "x 20, y 40, 100 by 44",
  /// each number whole when an Int holds it (1e300 does not).
  public var boundsText: String {
    func whole(_ value: Double) -> String { value.isFinite && abs(value) < 1e15 ? "\(Int(value))" : "\(value)" }
    return "x \(whole(x)), y \(whole(y)), \(whole(width)) by \(whole(height))"
  }

  /// The frame `bounds` writes, as a dump ("[0,0][1080,2340]") or otc's iOS readers
  /// ("x 20, y 40, 100 by 44") write it; `nil` for anything else.
  public init?(bounds text: String) {
    if text.hasPrefix("[") {
      self.init(androidBounds: text)
      return
    }
    guard text.hasPrefix("x ") else { return nil }
    let numbers = text.split(whereSeparator: { $0 == " " || $0 == "," }).compactMap { Double($0) }
    guard numbers.count == 4, numbers.allSatisfy(\.isFinite) else { return nil }
    self.init(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
  }

  /// Whether `other` is a box of the same size on the same row: its top and its size
  /// within a tenth of this one's height, as a row of digit boxes is drawn.
  public func isBeside(_ other: ScreenFrame) -> Bool {
    let tolerance = max(1, height / 10)
    return abs(y - other.y) <= tolerance && abs(height - other.height) <= tolerance
      && abs(width - other.width) <= max(1, width / 10)
  }
}

/// A screen read from a file: its elements in reading order and what its format shows.
public struct Screen: Hashable, Sendable {
  /// The format read.
  public var format: ScreenFormat
  /// Every element read, in the order a screen reader meets them.
  public var elements: [ScreenElement]
  /// What this file can show.
  public var facts: Set<ScreenFact>
  /// The screen reader of the screen's platform, heard unless another is chosen: its
  /// format's, or for a format of both platforms (Maestro's), the one the file shows.
  public var platformReader: ScreenReaderModel

  /// Creates a screen.
  public init(format: ScreenFormat, elements: [ScreenElement], facts: Set<ScreenFact>) {
    self.format = format
    self.elements = elements
    self.facts = facts
    self.platformReader = format.platformReader
  }

  /// The elements a screen reader stops on, in swipe order.
  public var focusStops: [ScreenElement] { elements.filter(\.focusStop) }

  /// The code entry's fields, as the audit finds them (`Audit.codeEntry`), with the
  /// lengths this format shows; `nil` when there is none.
  public var codeEntry: [ScreenElement]? {
    Audit.codeEntry(in: elements.lazy.filter(\.focusStop), lengthsKnown: facts.contains(.maxLength))
  }

  /// How many focus stops there are, counted without a copy of them.
  public var focusStopCount: Int { elements.count(where: \.focusStop) }

  /// What was read, as `diff` says it: "a uiautomator dump, 31 elements, 9 focus stops".
  public var summary: Message {
    Message(
      .screenSummary, .message(format.message),
      .message(elements.count == 1 ? Message(.elementsOne) : Message(.elementsMany, "\(elements.count)")),
      .message(focusStopCount == 1 ? Message(.focusStopsOne) : Message(.focusStopsMany, "\(focusStopCount)")))
  }
}

/// Why a screen could not be read: a message for the user, with the line when known.
public struct ScreenError: Error, Hashable, Sendable, CustomStringConvertible, ExplainedError {
  /// What went wrong, without the line.
  public var problem: Message
  /// The line of the file, when known.
  public var line: Int?

  /// Creates an error.
  public init(_ problem: Message, line: Int? = nil) {
    self.problem = problem
    self.line = line.flatMap { $0 > 0 ? $0 : nil }
  }

  /// What went wrong, with its line, in the user's language where it is written.
  public var message: Message { line.map { Message(.screenLine, "\($0)", .message(problem)) } ?? problem }

  /// What went wrong, in English, without the line.
  public var reason: String { problem.text(in: .english) }

  /// The reason, with its line, in English.
  public var description: String { message.text(in: .english) }
}

extension String {
  /// The text with runs of white space made one space, and none at either end, as a
  /// screen reader reads a name.
  var collapsed: String {
    // ASCII (most names) by its bytes, without Unicode's tables: a 16 MB file has 582,000.
    if utf8.allSatisfy({ $0 < 0x80 }) {
      let words = utf8.split(whereSeparator: { $0 == 0x20 || (0x09...0x0D).contains($0) })
      if words.count == 1, words[0].count == utf8.count { return self }
      return words.map { String(Substring($0)) }.joined(separator: " ")
    }
    return split(whereSeparator: { $0.isWhitespace || $0.isNewline }).joined(separator: " ")
  }
}
