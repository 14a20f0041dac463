/// The two ways to build a code screen that the seed article compares.
public enum FieldDesign: String, CaseIterable, Hashable, Sendable {
  /// One field that holds the whole code (the article's fix).
  case single
  /// One text field per digit (the article's problem).
  case perDigit = "per-digit"
}

/// Which way a screen-reader user swipes.
public enum SwipeDirection: String, CaseIterable, Hashable, Sendable {
  /// Left to right: next element.
  case forward
  /// Right to left: previous element.
  case backward
}

/// One element a screen reader stops on.
public enum FieldElement: Hashable, Sendable {
  /// The single code field, holding `digits` of a `length`-digit code; `length` is `nil`
  /// when the code's length is not known (a PIN).
  case codeField(digits: [Digit], length: Int?)
  /// A text field holding `count` characters: `characters` for plain text, `nil` for a
  /// secure text field, whose characters are never said.
  case textField(characters: [Character]?, count: Int)
  /// The per-digit field at `position` (1-based) of `length`, holding `digit` if filled.
  case digitField(position: Int, digit: Digit?, length: Int, focused: Bool)

  /// The element as a field that hides what is typed shows it (a secure text field, as
  /// `isSecureTextEntry` makes one): VoiceOver says how many characters it holds, never
  /// which. A per-digit field holds one character or none.
  public var secured: FieldElement {
    switch self {
    case .codeField(let digits, _): .textField(characters: nil, count: digits.count)
    case .digitField(_, let digit, _, _): .textField(characters: nil, count: digit == nil ? 0 : 1)
    case .textField(_, let count): .textField(characters: nil, count: count)
    }
  }

  /// The elements of a screen showing `code` in `design`, in reading order.
  public static func screen(showing code: [Digit], design: FieldDesign) -> [FieldElement] {
    switch design {
    case .single:
      [.codeField(digits: code, length: code.count)]
    case .perDigit:
      code.enumerated().map {
        .digitField(position: $0.offset + 1, digit: $0.element, length: code.count, focused: false)
      }
    }
  }
}

/// Moves a screen reader's cursor over elements by swipes; an edge stops it, as VoiceOver does.
public struct SwipeNavigator: Sendable {
  /// The elements in reading order.
  public let elements: [FieldElement]
  /// The element under the cursor, `nil` before the first swipe.
  public private(set) var cursor: Int?

  /// Creates a navigator with nothing under the cursor yet.
  public init(elements: [FieldElement]) {
    self.elements = elements
  }

  /// Swipes once; returns the element landed on, or `nil` at the edge.
  public mutating func swipe(_ direction: SwipeDirection) -> FieldElement? {
    let target: Int
    switch (direction, cursor) {
    case (.forward, nil): target = 0
    case (.backward, nil): target = elements.count - 1
    case (.forward, let index?): target = index + 1
    case (.backward, let index?): target = index - 1
    }
    guard elements.indices.contains(target) else { return nil }
    cursor = target
    return elements[target]
  }

  /// Every element heard when swiping from one edge to the other in `direction`.
  public static func sweep(_ elements: [FieldElement], _ direction: SwipeDirection) -> [FieldElement] {
    var navigator = SwipeNavigator(elements: elements)
    var heard: [FieldElement] = []
    while let element = navigator.swipe(direction) { heard.append(element) }
    return heard
  }
}
