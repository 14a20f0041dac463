import Announcer
import Wording
/// Reads an iOS screen as XCUITest sees it, in the two shapes teams save:
///
/// - Appium's page source of an iOS app (XCUITest driver, WebDriverAgent's
///   `driver.page_source`): `XCUIElementType…` elements, optionally under `<AppiumAUT>`, each
///   with `type`, `name`, `label`, `value`, `placeholderValue`, `enabled`, `visible`,
///   `accessible`, `selected`, `x`, `y`, `width`, `height`, and `traits` where the driver
///   writes them.
/// - XCUITest's own text, `print(app.debugDescription)` (Appium's `mobile: source` with
///   `format: description`): one element a line under "Element subtree:", indented by its
///   depth: `TextField, 0x…, {{20.0, 140.0}, {350.0, 44.0}}, identifier: 'otp', label:
///   'Code', placeholderValue: '000000', value: 000000`, flags such as `Disabled` and
///   `Selected` at the end.
///
/// Read as VoiceOver on iOS reads it: an element the page source marks `accessible` is a
/// stop, and what it holds is not (an accessibility element hides its subviews); one not
/// `visible` is off the screen, with all it holds. The description does not say which
/// elements are accessibility elements, so there a control, a text, a named image, and a
/// named `Other` or `Cell` whose descendants say nothing are the stops. An element says
/// its label, its value, "dimmed" when not enabled, then its trait ("Continue, dimmed,
/// button"); a text field is said by otc's VoiceOver model, its placeholder standing for
/// its name when it has no label, and the value XCUITest reports for an empty field (the
/// placeholder itself) is no value; a switch's value 1 or 0 is on or off.
enum XCUITestScreen {
  /// What either shape holds: secure fields by their type. No autofill hint, no length and
  /// no sign of how a value is spoken; and which elements hold which is not what VoiceOver
  /// meets (an accessibility element hides what it holds), so nesting is not a fact.
  static let facts: Set<ScreenFact> = [.secureEntry]

  /// One element, as either shape gives it.
  struct Node {
    var type: String
    var identifier = ""
    var label = ""
    var value = ""
    var placeholder = ""
    var enabled = true
    var visible = true
    /// Whether VoiceOver visits it; `nil` when the shape does not say.
    var accessible: Bool?
    var selected = false
    var traits: Set<String> = []
    var frame: ScreenFrame?
    var parent: Int?
    var line: Int?
  }

  // MARK: Appium's XML

  /// The screen in Appium's page source of an iOS app.
  static func screen(_ document: MarkupDocument) throws(ScreenError) -> Screen {
    var nodes: [Node] = []
    var index: [Int: Int] = [:]
    for (position, element) in document.elements.enumerated() {
      guard element.name.hasPrefix("XCUIElementType") else {
        // Only the wrapper Appium puts around the app may be something else.
        guard position == 0, element.name == "AppiumAUT" else {
          throw ScreenError(Message(.screenUnknownIOSElement, "\(element.name)"), line: element.line)
        }
        continue
      }
      var node = Node(type: typeName(element["type"] ?? element.name))
      let label = element["label"] ?? ""
      let name = element["name"] ?? ""
      node.label = label
      // `name` is the identifier when there is one, else the label.
      node.identifier = name == label ? "" : name
      node.value = element["value"] ?? ""
      node.placeholder = element["placeholderValue"] ?? ""
      node.enabled = element["enabled"] != "false"
      node.visible = element["visible"] != "false"
      node.accessible = element["accessible"].map { $0 == "true" }
      node.selected = element["selected"] == "true"
      node.traits = Set((element["traits"] ?? "").split(separator: ",").map { $0.trimmed.lowercased() })
      if let x = element["x"].flatMap(Double.init), let y = element["y"].flatMap(Double.init),
        let width = element["width"].flatMap(Double.init), let height = element["height"].flatMap(Double.init),
        [x, y, width, height].allSatisfy(\.isFinite)
      {
        node.frame = ScreenFrame(x: x, y: y, width: width, height: height)
      }
      node.parent = element.parent.flatMap { index[$0] }
      node.line = element.line
      index[position] = nodes.count
      nodes.append(node)
    }
    guard !nodes.isEmpty else { throw ScreenError(Message(.screenNoIOSElement)) }
    return try screen(nodes, format: .appiumIOS)
  }

  /// "XCUIElementTypeSecureTextField" as "SecureTextField".
  private static func typeName(_ type: String) -> String {
    type.hasPrefix("XCUIElementType") ? String(type.dropFirst("XCUIElementType".count)) : type
  }

  // MARK: The description

  /// Whether `text` begins as XCUITest's description does.
  static func isDescription(_ text: Substring) -> Bool {
    text.hasPrefix("Attributes:") || text.hasPrefix("Element subtree:") || text.hasPrefix("→Application")
      || text.hasPrefix("Application, ")
  }

  /// The keys a description writes, each after ", ", as bytes with their ": ".
  private static let keys: [(name: String, bytes: [UInt8])] = ["identifier", "label", "placeholderValue", "value", "title"].map {
    ($0, Array("\($0): ".utf8))
  }

  /// The flags a description writes at a line's end.
  private static let flags: Set<[UInt8]> = Set(["Disabled", "Selected", "Focused", "Keyboard Focused"].map { Array($0.utf8) })

  /// The longest type a line may begin with: XCUITest's longest is 20 characters.
  private static let longestType = 64

  /// The screen in XCUITest's description, read as bytes: its lines end in LF or CRLF, and
  /// each is read in one pass (a line of 8,000 flags, or 32,000 keys after a quote that
  /// never closes, costs its length, not its length squared).
  static func description(_ bytes: [UInt8]) throws(ScreenError) -> Screen {
    // Every line, its number and its bytes without the line end.
    var lines: [(number: Int, range: Range<Int>)] = []
    var lineStart = 0
    var number = 1
    while lineStart <= bytes.count {
      var lineEnd = lineStart
      while lineEnd < bytes.count, bytes[lineEnd] != 0x0A { lineEnd += 1 }
      let next = lineEnd + 1
      if lineEnd > lineStart, bytes[lineEnd - 1] == 0x0D { lineEnd -= 1 }
      lines.append((number, lineStart..<lineEnd))
      lineStart = next
      number += 1
    }
    func line(_ index: Int) -> ArraySlice<UInt8> { bytes[lines[index].range] }
    var first = 0
    var last = lines.count
    if let start = lines.indices.first(where: { line($0).starts(with: subtree) }) {
      first = start + 1
      // The subtree ends where the path to the element or the query chain begins.
      if let end = lines.indices[first...].first(where: {
        let text = line($0)
        return !text.starts(with: [0x20]) && !text.starts(with: arrow) && !isBlank(text)
      }) {
        last = end
      }
    } else if lines.first.map({ bytes[$0.range].starts(with: attributes) }) == true {
      first = 1
    }
    var nodes: [Node] = []
    // The indentation of each element still open, and its index.
    var open: [(indent: Int, index: Int)] = []
    for index in first..<max(first, last) {
      var text = line(index)
      let number = lines[index].number
      var indent = 0
      while text.first == 0x20 {
        text = text.dropFirst()
        indent += 1
      }
      if text.starts(with: arrow) {
        text = text.dropFirst(arrow.count)
        indent += 1
      }
      guard !isBlank(text) else { continue }
      guard nodes.count < ScreenFile.mostElements else {
        throw ScreenError(Message(.screenTooManyElements, "\(ScreenFile.mostElements)"), line: number)
      }
      var node = try parse(text, number: number)
      while let last = open.last, last.indent >= indent { open.removeLast() }
      guard open.count <= MarkupDocument.deepest else {
        throw ScreenError(Message(.screenElementsTooDeep, "\(MarkupDocument.deepest)"), line: number)
      }
      node.parent = open.last?.index
      open.append((indent, nodes.count))
      nodes.append(node)
    }
    guard !nodes.isEmpty else { throw ScreenError(Message(.screenNoSubtree)) }
    return try screen(nodes, format: .xcuitestDescription)
  }

  private static let subtree = Array("Element subtree:".utf8)
  private static let attributes = Array("Attributes:".utf8)
  private static let arrow = Array("→".utf8)
  private static let separator = Array(", ".utf8)

  /// Whether `text` holds nothing but white space.
  private static func isBlank(_ text: ArraySlice<UInt8>) -> Bool {
    text.allSatisfy { $0 == 0x20 || $0 == 0x09 || $0 == 0x0D || $0 == 0x0B || $0 == 0x0C }
  }

  /// `text` without spaces or tabs at either end.
  private static func trimmed(_ text: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
    var text = text
    while let first = text.first, first == 0x20 || first == 0x09 { text = text.dropFirst() }
    while let last = text.last, last == 0x20 || last == 0x09 { text = text.dropLast() }
    return text
  }

  /// One line of the description: "Button, 0x600003e1c380, {{20.0, 200.0}, {350.0,
  /// 44.0}}, identifier: 'go', label: 'Continue', Disabled".
  private static func parse(_ line: ArraySlice<UInt8>, number: Int) throws(ScreenError) -> Node {
    // Flags at the end, in any order, each found scanning back from the last: every byte is
    // looked at once.
    var found: Set<[UInt8]> = []
    var end = line.endIndex
    var scan = end - 2
    while scan >= line.startIndex {
      if line[scan] == 0x2C, line[scan + 1] == 0x20 {
        let flag = Array(trimmed(line[(scan + 2)..<end]))
        guard flags.contains(flag) else { break }
        found.insert(flag)
        end = scan
      }
      scan -= 1
    }
    let rest = line[..<end]
    // The type: up to the first ", " (a window's "(Main)" is dropped).
    let typeEnd = rest.firstRange(of: separator)?.lowerBound ?? rest.endIndex
    var typeBytes = rest[..<typeEnd]
    if let paren = typeBytes.firstIndex(of: UInt8(ascii: "(")) { typeBytes = typeBytes[..<paren] }
    let type = typeBytes.count <= longestType ? String(decoding: trimmed(typeBytes), as: UTF8.self) : ""
    guard !type.isEmpty, type.allSatisfy({ $0.isLetter }) else {
      let shown = String(String(decoding: line.prefix(240), as: UTF8.self).prefix(60))
      throw ScreenError(Message(.screenNotXCUITestElement, "\(shown)"), line: number)
    }
    var node = Node(type: type)
    node.line = number
    node.enabled = !found.contains(Array("Disabled".utf8))
    node.selected = found.contains(Array("Selected".utf8))
    let afterType = rest[typeEnd...]
    // The frame.
    if let open = afterType.firstRange(of: [0x7B, 0x7B]), let close = afterType[open.upperBound...].firstRange(of: [0x7D, 0x7D]),
      close.lowerBound - open.upperBound <= 200
    {
      let numbers = String(decoding: afterType[open.upperBound..<close.lowerBound], as: UTF8.self)
        .split(whereSeparator: { $0 == "," || $0 == "{" || $0 == "}" || $0 == " " }).compactMap { Double($0) }
      if numbers.count == 4, numbers.allSatisfy(\.isFinite) {
        node.frame = ScreenFrame(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
      }
    }
    // Each key's value runs to the next key or the line's end; quotes around it go. The keys
    // are found in one pass: at each ", ", whether a key's name and ": " follow.
    var starts: [(key: String, range: Range<Int>)] = []
    var index = afterType.startIndex
    while let comma = afterType[index...].firstRange(of: separator)?.lowerBound {
      let after = afterType[(comma + 2)...]
      if let key = keys.first(where: { after.starts(with: $0.bytes) }) {
        starts.append((key.name, comma..<(comma + 2 + key.bytes.count)))
        index = comma + 2 + key.bytes.count
      } else {
        index = comma + 2
      }
    }
    // A key inside a quoted value ("label: 'Tap, value: 3'") is part of that value: a value
    // that opens a quote runs on until the text before a key closes it.
    var kept: [(key: String, range: Range<Int>)] = []
    for start in starts {
      if let last = kept.last, last.range.upperBound < afterType.endIndex, afterType[last.range.upperBound] == UInt8(ascii: "'"),
        !closesQuote(afterType[last.range.upperBound..<start.range.lowerBound])
      {
        continue
      }
      kept.append(start)
    }
    for (offset, start) in kept.enumerated() {
      let end = offset + 1 < kept.count ? kept[offset + 1].range.lowerBound : afterType.endIndex
      var value = afterType[start.range.upperBound..<end]
      if value.count >= 2, value.first == UInt8(ascii: "'"), value.last == UInt8(ascii: "'") {
        value = value.dropFirst().dropLast()
      }
      let text = String(decoding: value, as: UTF8.self)
      switch start.key {
      case "identifier": node.identifier = text
      case "label": node.label = text
      case "placeholderValue": node.placeholder = text
      case "value": node.value = text
      default: if node.label.isEmpty { node.label = text }
      }
    }
    return node
  }

  /// Whether a quoted value that begins `text` is closed within it: two bytes at least (the
  /// quote that opens and one that closes), the last a quote. Constant time.
  private static func closesQuote(_ text: ArraySlice<UInt8>) -> Bool {
    text.count >= 2 && text.last == UInt8(ascii: "'")
  }

  // MARK: VoiceOver's reading

  /// The types that are text fields, and the secure one.
  private static let fieldTypes: Set<String> = ["TextField", "SecureTextField", "SearchField", "TextView"]

  /// The types VoiceOver stops on when the shape does not say which elements are
  /// accessibility elements.
  private static let controlTypes: Set<String> = Set([
    "Button", "Link", "Switch", "Toggle", "CheckBox", "RadioButton", "Slider", "Stepper", "SegmentedControl", "Tab", "Key",
    "MenuItem", "PickerWheel", "PageIndicator", "StaticText", "Image", "Icon", "Cell", "Other", "Alert",
  ]).union(fieldTypes)

  /// The screen VoiceOver meets in `nodes`.
  static func screen(_ nodes: [Node], format: ScreenFormat, facts: Set<ScreenFact> = facts) throws(ScreenError) -> Screen {
    var shown = [Bool](repeating: true, count: nodes.count)
    var insideStop = [Bool](repeating: false, count: nodes.count)
    var stop = [Bool](repeating: false, count: nodes.count)
    var saysSomething = [Bool](repeating: false, count: nodes.count)
    // What says something, children before parents: a node's children come after it.
    for index in nodes.indices.reversed() where !nodes[index].label.trimmed.isEmpty || fieldTypes.contains(nodes[index].type) {
      var current: Int? = index
      while let at = current, !saysSomething[at] {
        saysSomething[at] = true
        current = nodes[at].parent
      }
    }
    var childSays = [Bool](repeating: false, count: nodes.count)
    for index in nodes.indices where saysSomething[index] {
      if let parent = nodes[index].parent { childSays[parent] = true }
    }
    for (index, node) in nodes.enumerated() {
      let parent = node.parent
      shown[index] = (parent.map { shown[$0] } ?? true) && node.visible
      insideStop[index] = parent.map { insideStop[$0] || stop[$0] } ?? false
      guard shown[index], !insideStop[index] else { continue }
      if let accessible = node.accessible {
        stop[index] = accessible
      } else if ["Other", "Cell"].contains(node.type) {
        stop[index] = !node.label.trimmed.isEmpty && !childSays[index]
      } else {
        stop[index] =
          controlTypes.contains(node.type)
          && (!node.label.trimmed.isEmpty || fieldTypes.contains(node.type) || node.type != "Image")
          && (node.type != "StaticText" || !node.label.trimmed.isEmpty || !node.value.trimmed.isEmpty)
      }
    }
    var elements: [ScreenElement] = []
    for (index, node) in nodes.enumerated() where shown[index] && !insideStop[index] {
      var element = ScreenElement(role: role(of: node))
      element.focusStop = stop[index]
      element.identifier = node.identifier
      element.bounds = node.frame?.boundsText ?? ""
      element.line = node.line
      element.enabled = node.enabled
      element.selected = node.selected
      element.actionable =
        element.role != .text && element.role != .heading && element.role != .image && element.role != .container
      let label = node.label.collapsed
      let value = node.value.collapsed
      switch element.role {
      case .textField:
        element.name = label
        element.hint = node.placeholder.collapsed
        // XCUITest reports an empty field's placeholder as its value.
        element.value = value == element.hint ? "" : value
        element.secure = node.type == "SecureTextField"
        element.actionable = true
      case .switchControl, .checkbox, .radioButton:
        element.name = label
        element.checked = ["1", "true", "on"].contains(value.lowercased())
      case .text where label.isEmpty:
        // A static text's words are its value when it has no label.
        element.name = value
      default:
        // Label, then value ("Volume, 50%"); a text's value is its label again.
        element.name = label.isEmpty ? value : label
        if !label.isEmpty, !value.isEmpty, value != label, element.role != .text { element.name += ", " + value }
      }
      elements.append(element)
    }
    guard elements.contains(where: \.focusStop) else {
      throw ScreenError(Message(.screenNothingForVoiceOver, "\(nodes.count)"))
    }
    return Screen(format: format, elements: elements, facts: facts)
  }

  /// otc's role for an XCUITest type, or its traits where they are written.
  private static func role(of node: Node) -> ElementRole {
    if fieldTypes.contains(node.type) { return .textField }
    if node.traits.contains("header") { return .heading }
    switch node.type {
    case "Button", "Key", "MenuItem", "Tab", "SegmentedControl": return node.traits.contains("link") ? .link : .button
    case "Link": return .link
    case "Switch", "Toggle": return .switchControl
    case "PopUpButton", "ComboBox": return .popUpButton
    case "CheckBox": return .checkbox
    case "RadioButton": return .radioButton
    case "Image", "Icon": return .image
    case "StaticText": return .text
    default:
      if node.traits.contains("button") { return .button }
      if node.traits.contains("link") { return .link }
      if node.traits.contains("image") { return .image }
      return node.label.trimmed.isEmpty ? .container : .text
    }
  }
}

extension Substring {
  /// The text without white space at either end.
  fileprivate var trimmed: Substring {
    let start = firstIndex { !$0.isWhitespace } ?? endIndex
    let end = lastIndex { !$0.isWhitespace }.map { index(after: $0) } ?? start
    return self[start..<Swift.max(start, end)]
  }
}

extension String {
  /// The text without white space at either end.
  fileprivate var trimmed: Substring { self[...].trimmed }
}
