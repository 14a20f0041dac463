import Announcer
import CYAML
import Glibc
import Wording

/// Reads Playwright's ARIA snapshot (`expect(page).toMatchAriaSnapshot()`,
/// `locator.ariaSnapshot()`): YAML, a list of nodes, each `role "name" [attribute]`, with
/// a text after a colon (a textbox's value, a paragraph's words) or a list of the nodes
/// it holds; `- text: …` is text, and `/url: …` a link's address.
///
/// An ARIA snapshot holds roles, names, values and nesting; it holds no autofill hint, no
/// password type and no length.
enum AriaSnapshot {
  /// Whether `head` begins as Playwright's ARIA snapshot does: a first line `- role`,
  /// then its end, a name, attributes or a colon ("- main:", "- heading \"Sign in\" [level=1]").
  static func looksLikeSnapshot(_ head: Substring) -> Bool {
    guard head.hasPrefix("- ") else { return false }
    let role = head.dropFirst(2).prefix { $0.isASCII && $0.isLetter }
    guard roles.contains(String(role)) else { return false }
    let next = head.dropFirst(2 + role.count).first
    return next == nil || next == ":" || next == " " || next == "\n" || next == "\r"
  }

  /// The roles a snapshot's lines begin with: WAI-ARIA's, and Playwright's `text`. A
  /// Markdown list ("- item one") is not a snapshot.
  static let roles: Set<String> = [
    "alert", "alertdialog", "application", "article", "banner", "blockquote", "button", "caption", "cell", "checkbox",
    "code", "columnheader", "combobox", "complementary", "contentinfo", "definition", "deletion", "dialog", "directory",
    "document", "emphasis", "feed", "figure", "form", "generic", "grid", "gridcell", "group", "heading", "img", "image",
    "insertion", "link", "list", "listbox", "listitem", "log", "main", "marquee", "math", "meter", "menu", "menubar",
    "menuitem", "menuitemcheckbox", "menuitemradio", "navigation", "none", "note", "option", "paragraph", "presentation",
    "progressbar", "radio", "radiogroup", "region", "row", "rowgroup", "rowheader", "scrollbar", "search", "searchbox",
    "separator", "slider", "spinbutton", "status", "strong", "subscript", "superscript", "switch", "tab", "table",
    "tablist", "tabpanel", "term", "text", "textbox", "time", "timer", "toolbar", "tooltip", "tree", "treegrid", "treeitem",
  ]

  /// The facts a snapshot holds.
  static let facts: Set<ScreenFact> = [.nesting, .value]

  /// The deepest nesting read.
  static let deepest = 256

  /// The YAML document as a tree of nodes.
  indirect enum Node {
    case scalar(String, line: Int)
    case sequence([Node], line: Int)
    case mapping([(Node, Node)], line: Int)

    var line: Int {
      switch self {
      case .scalar(_, let line), .sequence(_, let line), .mapping(_, let line): line
      }
    }
  }

  /// The screen in `bytes`, parsed by libyaml.
  static func screen(_ bytes: [UInt8]) throws(ScreenError) -> Screen {
    let root = try parse(bytes)
    guard case .sequence(let items, _) = root else {
      throw ScreenError(Message(.screenYAMLNotAria))
    }
    var elements: [ScreenElement] = []
    // Each pending item with whether a focusable node holds it.
    var pending: [(Node, Bool)] = items.reversed().map { ($0, false) }
    while let (item, insideStop) = pending.popLast() {
      let key: String
      let value: Node?
      switch item {
      case .scalar(let text, _):
        key = text
        value = nil
      case .mapping(let pairs, _):
        guard pairs.count == 1, case .scalar(let text, _) = pairs[0].0 else {
          throw ScreenError(Message(.screenMappingKeys, "\(pairs.count)"), line: item.line)
        }
        key = text
        value = pairs[0].1
      case .sequence:
        throw ScreenError(Message(.screenListInList), line: item.line)
      }
      if key.hasPrefix("/") { continue }  // A property: /url, /placeholder.
      let parsed = try heading(key, line: item.line)
      var element = ScreenElement(role: role(parsed.role))
      element.name = parsed.name
      element.line = item.line
      element.insideFocusStop = insideStop
      var children: [Node] = []
      switch value {
      case .scalar(let text, _)?:
        if element.role == .textField {
          element.value = text.collapsed
        } else if element.name.isEmpty {
          element.name = text.collapsed
        }
      case .sequence(let nodes, _)?:
        children = nodes
      case .mapping(_, let line)?:
        throw ScreenError(Message(.screenNodeHoldsMapping), line: line)
      case nil:
        break
      }
      if parsed.role == "text" { element.role = .text }
      // A generic or other container that holds only text ("- generic: Resend in 0:30") is
      // that text.
      if element.role == .container, case .scalar? = value, !element.name.isEmpty { element.role = .text }
      // Its states, as Playwright writes them after the name: [checked], [checked=false],
      // [disabled], [selected], [pressed]. [ref=…] and the others say nothing heard.
      let states = attributes(key)
      if element.role.isCheckable { element.checked = states["checked"].map { $0 == "true" || $0 == "mixed" } ?? false }
      element.enabled = states["disabled"] != "true"
      element.selected = states["selected"] == "true"
      if let placeholder = children.lazy.compactMap(placeholderText).first, element.role == .textField {
        element.hint = placeholder
      }
      element.focusStop =
        [.textField, .button, .link].contains(element.role) || (!element.name.isEmpty && element.role != .container)
      if element.role.isCheckable { element.focusStop = true }
      let focusable =
        [.textField, .button, .link].contains(element.role) || element.role.isCheckable
        || ["option", "tab", "menuitem"].contains(parsed.role)
      element.actionable = focusable
      elements.append(element)
      pending.append(contentsOf: children.reversed().map { ($0, insideStop || focusable) })
    }
    guard !elements.isEmpty else { throw ScreenError(Message(.screenNoAriaNodes)) }
    return Screen(format: .aria, elements: elements, facts: facts)
  }

  /// A `/placeholder: …` property's text.
  private static func placeholderText(_ node: Node) -> String? {
    guard case .mapping(let pairs, _) = node, pairs.count == 1, case .scalar("/placeholder", _) = pairs[0].0,
      case .scalar(let text, _) = pairs[0].1
    else { return nil }
    return text.collapsed
  }

  /// otc's role for an ARIA role.
  private static func role(_ aria: String) -> ElementRole {
    switch aria {
    case "textbox", "searchbox", "spinbutton", "combobox": .textField
    case "button": .button
    case "link": .link
    case "heading": .heading
    case "img", "image": .image
    case "checkbox", "menuitemcheckbox": .checkbox
    case "radio", "menuitemradio": .radioButton
    case "switch": .switchControl
    case "text", "paragraph", "cell", "listitem", "label", "status", "alert", "note", "caption", "strong", "emphasis":
      .text
    default: .container
    }
  }

  /// The `[attribute]` and `[attribute=value]` after a node's name: "checked" is "true"
  /// for `[checked]`. A bracket inside the quoted name is not one.
  static func attributes(_ key: String) -> [String: String] {
    var result: [String: String] = [:]
    var inQuote = false
    var escaped = false
    var current: String?
    for character in key {
      if inQuote {
        if escaped { escaped = false } else if character == "\\" { escaped = true } else if character == "\"" { inQuote = false }
        continue
      }
      switch character {
      case "\"" where current == nil: inQuote = true
      case "[": current = ""
      case "]":
        if let attribute = current {
          let parts = attribute.split(separator: "=", maxSplits: 1).map(String.init)
          if let name = parts.first, !name.isEmpty { result[name] = parts.count > 1 ? parts[1] : "true" }
        }
        current = nil
      default: current?.append(character)
      }
    }
    return result
  }

  /// Splits `role "name" [attribute=value]` into its role and name; a name written as a
  /// /regular expression/ is kept as written.
  static func heading(_ text: String, line: Int) throws(ScreenError) -> (role: String, name: String) {
    let trimmed = text.collapsed
    // ASCII (most snapshots) by its bytes, without Unicode's tables: the same result.
    if trimmed.utf8.allSatisfy({ $0 < 0x80 }) { return try asciiHeading(trimmed, line: line) }
    return try characterHeading(trimmed, line: line)
  }

  /// `heading` for collapsed text, character by character.
  static func characterHeading(_ trimmed: String, line: Int) throws(ScreenError) -> (role: String, name: String) {
    let role = String(trimmed.prefix { $0.isLetter || $0 == "-" })
    guard !role.isEmpty else { throw ScreenError(Message(.screenNoRole, "\(trimmed.prefix(40))"), line: line) }
    var rest = trimmed.dropFirst(role.count).drop { $0 == " " }
    var name = ""
    if rest.first == "\"" {
      rest = rest.dropFirst()
      var escaped = false
      while let character = rest.first {
        rest = rest.dropFirst()
        if escaped {
          name.append(character == "n" ? " " : character)
          escaped = false
        } else if character == "\\" {
          escaped = true
        } else if character == "\"" {
          return (role, name.collapsed)
        } else {
          name.append(character)
        }
      }
      throw ScreenError(Message(.screenNoClosingQuote, "\(trimmed.prefix(40))"), line: line)
    }
    if rest.first == "/", let end = rest.dropFirst().firstIndex(of: "/") {
      name = String(rest[rest.index(after: rest.startIndex)..<end])
    }
    return (role, name.collapsed)
  }

  /// `heading` for collapsed ASCII text, byte by byte.
  static func asciiHeading(_ trimmed: String, line: Int) throws(ScreenError) -> (role: String, name: String) {
    let bytes = Array(trimmed.utf8)
    var index = 0
    while index < bytes.count, isASCIILetter(bytes[index]) || bytes[index] == UInt8(ascii: "-") { index += 1 }
    let role = String(decoding: bytes[0..<index], as: UTF8.self)
    guard !role.isEmpty else { throw ScreenError(Message(.screenNoRole, "\(trimmed.prefix(40))"), line: line) }
    while index < bytes.count, bytes[index] == UInt8(ascii: " ") { index += 1 }
    var name: [UInt8] = []
    if index < bytes.count, bytes[index] == UInt8(ascii: "\"") {
      index += 1
      var escaped = false
      while index < bytes.count {
        let byte = bytes[index]
        index += 1
        if escaped {
          name.append(byte == UInt8(ascii: "n") ? UInt8(ascii: " ") : byte)
          escaped = false
        } else if byte == UInt8(ascii: "\\") {
          escaped = true
        } else if byte == UInt8(ascii: "\"") {
          return (role, String(decoding: name, as: UTF8.self).collapsed)
        } else {
          name.append(byte)
        }
      }
      throw ScreenError(Message(.screenNoClosingQuote, "\(trimmed.prefix(40))"), line: line)
    }
    if index < bytes.count, bytes[index] == UInt8(ascii: "/"), let end = bytes[(index + 1)...].firstIndex(of: UInt8(ascii: "/")) {
      name = Array(bytes[(index + 1)..<end])
    }
    return (role, String(decoding: name, as: UTF8.self).collapsed)
  }

  private static func isASCIILetter(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
  }

  /// The YAML document in `bytes`, from libyaml's events; an alias (`*name`) is refused,
  /// so that no expansion multiplies what was read.
  static func parse(_ bytes: [UInt8]) throws(ScreenError) -> Node {
    guard otc_yaml_load() == 1 else {
      let why = String(
        decoding: UnsafeRawBufferPointer(start: otc_yaml_load_error(), count: strlen(otc_yaml_load_error())), as: UTF8.self)
      throw ScreenError(Message(.screenNeedsLibyaml, "\(why)"))
    }
    let parser = bytes.withUnsafeBufferPointer { otc_yaml_open($0.baseAddress, $0.count) }
    guard let parser else { throw ScreenError(Message(.screenLibyamlFailed)) }
    defer { otc_yaml_close(parser) }
    // Open collections, each with what it holds so far.
    enum Open {
      case sequence([Node], line: Int)
      case mapping([Node], line: Int)
    }
    var open: [Open] = []
    var done: Node?
    func add(_ node: Node) {
      switch open.popLast() {
      case .sequence(var nodes, let line)?:
        nodes.append(node)
        open.append(.sequence(nodes, line: line))
      case .mapping(var nodes, let line)?:
        nodes.append(node)
        open.append(.mapping(nodes, line: line))
      case nil:
        if done == nil { done = node }
      }
    }
    while true {
      let event = otc_yaml_next(parser)
      let line = event.line
      switch Int32(event.kind) {
      case OTC_YAML_ERROR.rawValue:
        let reason = String(decoding: UnsafeRawBufferPointer(start: event.text, count: event.length), as: UTF8.self)
        throw ScreenError(Message(.screenNotYAML, "\(reason)"), line: line)
      case OTC_YAML_END.rawValue:
        guard let done else { throw ScreenError(Message(.screenEmpty)) }
        return done
      case OTC_YAML_ALIAS.rawValue:
        throw ScreenError(Message(.screenYAMLAlias), line: line)
      case OTC_YAML_SCALAR.rawValue:
        add(.scalar(String(decoding: UnsafeRawBufferPointer(start: event.text, count: event.length), as: UTF8.self), line: line))
      case OTC_YAML_SEQUENCE_START.rawValue, OTC_YAML_MAPPING_START.rawValue:
        guard open.count < deepest else { throw ScreenError(Message(.screenListsTooDeep, "\(deepest)"), line: line) }
        open.append(Int32(event.kind) == OTC_YAML_SEQUENCE_START.rawValue ? .sequence([], line: line) : .mapping([], line: line))
      case OTC_YAML_SEQUENCE_END.rawValue, OTC_YAML_MAPPING_END.rawValue:
        switch open.popLast() {
        case .sequence(let nodes, let start)?: add(.sequence(nodes, line: start))
        case .mapping(let nodes, let start)?:
          guard nodes.count % 2 == 0 else { throw ScreenError(Message(.screenKeyWithoutValue), line: line) }
          add(.mapping(stride(from: 0, to: nodes.count, by: 2).map { (nodes[$0], nodes[$0 + 1]) }, line: start))
        case nil: throw ScreenError(Message(.screenUnopenedClose), line: line)
        }
      default:
        continue
      }
    }
  }
}
