import Announcer
import FoundationEssentials
import Wording

/// Reads the browser's own accessibility tree, as Chrome DevTools' protocol gives it
/// (`Accessibility.getFullAXTree`, which Puppeteer, Playwright and Selenium reach through a
/// CDP session): the result object with its `nodes`, or the list alone. Each node has
/// `nodeId`, `ignored`, `role`, `name`, `value`, `properties` and `childIds`.
///
/// The browser's names, roles and states are used as they are, never recomputed: the
/// name is what Chromium computed by accname, the role Chromium's. The tree is walked from
/// its root in order; an ignored node says nothing, but what it holds is read. The stops
/// are what a screen reader stops on when swiping: each control, link, heading and named
/// image, and each run of text (`StaticText`) that no control, link or heading holds (a
/// link's text is its name, not a stop of its own).
enum ChromeAXTree {
  /// What the tree holds: which elements hold which, and nothing of autofill, secure
  /// entry (a password field is a text box to the tree), length or how a value is spoken.
  static let facts: Set<ScreenFact> = [.nesting]

  /// A value of the protocol's `AXValue`: a string, a number or a flag.
  struct AXValue: Decodable {
    var type: String?
    var value: Scalar?

    /// The value as text.
    var text: String { value?.text ?? "" }
  }

  /// A JSON scalar.
  enum Scalar: Decodable {
    case string(String)
    case number(Double)
    case flag(Bool)
    case other

    init(from decoder: any Decoder) throws {
      let container = try decoder.singleValueContainer()
      if let flag = try? container.decode(Bool.self) {
        self = .flag(flag)
      } else if let number = try? container.decode(Double.self) {
        self = .number(number)
      } else if let string = try? container.decode(String.self) {
        self = .string(string)
      } else {
        self = .other
      }
    }

    var text: String {
      switch self {
      case .string(let string): string
      case .number(let number):
        number.isFinite && number == number.rounded() && abs(number) < 1e15 ? "\(Int(number))" : "\(number)"
      case .flag(let flag): flag ? "true" : "false"
      case .other: ""
      }
    }
  }

  /// One property of a node: `disabled`, `checked`, `focusable`, `level`…
  struct Property: Decodable {
    var name: String
    var value: AXValue?
  }

  /// One node of the tree.
  struct Node: Decodable {
    var nodeId: String
    var ignored: Bool?
    var role: AXValue?
    var name: AXValue?
    var value: AXValue?
    var properties: [Property]?
    var childIds: [String]?
    var parentId: String?
    var backendDOMNodeId: Int?

    func property(_ name: String) -> String? {
      properties?.first { $0.name == name }?.value?.text
    }
  }

  /// The result object of `Accessibility.getFullAXTree`.
  struct Result: Decodable { var nodes: [Node] }

  /// Whether the start of a file is the browser's tree: `nodeId` near its beginning.
  static func looksLikeTree(_ head: String) -> Bool {
    head.contains("\"nodeId\"") && (head.contains("\"childIds\"") || head.contains("\"ignored\"") || head.contains("\"role\""))
  }

  /// The roles that are text fields.
  private static let fieldRoles: Set<String> = ["textbox", "searchbox", "spinbutton", "textField", "TextField"]

  /// The roles whose text is their name, not stops of their own.
  private static let namedByContent: Set<String> = [
    "link", "button", "heading", "checkbox", "radio", "switch", "menuitem", "menuitemcheckbox", "menuitemradio", "tab", "option",
    "treeitem", "cell", "columnheader", "rowheader", "textbox", "searchbox", "spinbutton", "combobox",
  ]

  /// The screen in `bytes`.
  static func screen(_ bytes: [UInt8]) throws(ScreenError) -> Screen {
    try SnapshotJSON.checkDepth(bytes)
    let nodes: [Node]
    do {
      let decoder = JSONDecoder()
      if ScreenFile.content(of: bytes).first == UInt8(ascii: "[") {
        nodes = try decoder.decode([Node].self, from: Data(bytes))
      } else {
        nodes = try decoder.decode(Result.self, from: Data(bytes)).nodes
      }
    } catch {
      throw ScreenError(Message(.screenNotChromeTree, SnapshotJSON.reason(error)))
    }
    guard !nodes.isEmpty else { throw ScreenError(Message(.screenNoNodes)) }
    guard nodes.count <= ScreenFile.mostElements else {
      throw ScreenError(Message(.screenTooManyElements, "\(ScreenFile.mostElements)"))
    }
    var byID: [String: Int] = [:]
    for (index, node) in nodes.enumerated() where byID[node.nodeId] == nil { byID[node.nodeId] = index }
    // The root: the node no other names as a child, the first such.
    var named = Set<String>()
    for node in nodes { named.formUnion(node.childIds ?? []) }
    let root = nodes.firstIndex { !named.contains($0.nodeId) } ?? 0
    var elements: [ScreenElement] = []
    var visited = [Bool](repeating: false, count: nodes.count)
    // (node, inside a focus stop, inside an element named by its content)
    var pending: [(Int, Bool, Bool, Int)] = [(root, false, false, 0)]
    while let (index, insideStop, insideNamed, depth) = pending.popLast() {
      // A tree whose children name an ancestor would never end: each node is read once.
      guard !visited[index] else { continue }
      visited[index] = true
      guard depth <= MarkupDocument.deepest else {
        throw ScreenError(Message(.screenNodesTooDeep, "\(MarkupDocument.deepest)"))
      }
      let node = nodes[index]
      let role = node.role?.text ?? ""
      let ignored = node.ignored ?? false
      var isStop = false
      var named = insideNamed
      if !ignored, let element = element(node, role: role, insideStop: insideStop, insideNamed: insideNamed) {
        elements.append(element)
        isStop = element.focusStop && element.actionable
        named = insideNamed || namedByContent.contains(role)
      }
      for child in (node.childIds ?? []).reversed() {
        if let childIndex = byID[child] { pending.append((childIndex, insideStop || isStop, named, depth + 1)) }
      }
    }
    guard elements.contains(where: \.focusStop) else {
      throw ScreenError(Message(.screenNothingChromeReads))
    }
    return Screen(format: .chromeAXTree, elements: elements, facts: facts)
  }

  /// The element `node` is, or `nil` for one that says nothing and holds nothing otc keeps.
  private static func element(_ node: Node, role: String, insideStop: Bool, insideNamed: Bool) -> ScreenElement? {
    let name = (node.name?.text ?? "").collapsed
    let elementRole: ElementRole
    switch role {
    case _ where fieldRoles.contains(role): elementRole = .textField
    // An editable combobox is a field; a select's is a pop-up button.
    case "combobox": elementRole = node.property("editable") != nil ? .textField : .popUpButton
    case "button", "menuitem", "tab", "PopUpButton", "ToggleButton": elementRole = .button
    case "link": elementRole = .link
    case "heading": elementRole = .heading
    case "image", "img", "graphics-document", "figure":
      guard !name.isEmpty else { return nil }
      elementRole = .image
    case "checkbox", "menuitemcheckbox": elementRole = .checkbox
    case "radio", "menuitemradio": elementRole = .radioButton
    case "switch": elementRole = .switchControl
    case "StaticText", "text":
      // Text inside a link, a button or a heading is its name, not a stop of its own.
      guard !insideNamed, !name.isEmpty else { return nil }
      elementRole = .text
    case "RootWebArea", "WebArea", "Iframe", "IframePresentational":
      // The document itself, named by its title: the page, not a stop on it.
      return nil
    default:
      // A focusable container is a stop of its own, as it is in the page.
      guard node.property("focusable") == "true", !name.isEmpty else { return nil }
      elementRole = .container
    }
    var element = ScreenElement(role: elementRole)
    element.name = name
    // The node the browser's DOM domain finds it by (DOM.resolveNode), for a report.
    element.bounds = node.backendDOMNodeId.map { "backend DOM node \($0)" } ?? ""
    element.focusStop = true
    element.actionable = elementRole != .text && elementRole != .heading && elementRole != .image
    element.enabled = node.property("disabled") != "true"
    element.selected = node.property("selected") == "true"
    element.insideFocusStop = insideStop
    if elementRole.isCheckable {
      element.checked = node.property("checked") == "true"
    }
    if elementRole == .textField {
      element.value = (node.value?.text ?? "").collapsed
      element.secure = nil
    }
    return element
  }
}
