import Announcer
import FoundationEssentials
import Wording

/// Reads Maestro's view hierarchy (`maestro hierarchy`, Maestro Studio's copy of it): JSON
/// of nested `TreeNode`s, each with `attributes` (strings), `children`, and `clickable`,
/// `enabled`, `focused`, `checked`, `selected`.
///
/// On Android, Maestro copies a uiautomator dump's `text`, `content-desc` (as
/// `accessibilityText`), `hintText`, `resource-id`, `class`, `bounds`, `clickable`,
/// `enabled`, `checked`, `selected` and `scrollable`, and the hierarchy is read as that
/// dump is, where TalkBack stops; it drops `password`, `focusable` and `long-clickable`,
/// so secure entry is not checkable. On iOS, Maestro writes each element's label (as
/// `accessibilityText`), `title`, `value`, `hintText` (the placeholder), `resource-id`
/// (the identifier), `bounds`, `enabled`, `selected`, and `checked` for a switch, but no
/// element type: a text field is known only by its placeholder, and the reading is
/// VoiceOver's as for XCUITest's description.
enum MaestroHierarchy {
  /// One node, as the file holds it.
  struct TreeNode: Decodable {
    var attributes: [String: String]?
    var children: [TreeNode]?
    var clickable: Bool?
    var enabled: Bool?
    var focused: Bool?
    var checked: Bool?
    var selected: Bool?
  }

  /// Whether `bytes` hold a Maestro hierarchy: a JSON object whose first key is
  /// `attributes` or `children`.
  static func looksLikeHierarchy(_ head: String) -> Bool {
    guard head.first == "{" else { return false }
    let rest = head.dropFirst().drop { $0 == " " || $0 == "\n" || $0 == "\r" || $0 == "\t" }
    return rest.hasPrefix("\"attributes\"") || rest.hasPrefix("\"children\"")
  }

  /// The screen in `bytes`.
  static func screen(_ bytes: [UInt8]) throws(ScreenError) -> Screen {
    // Every node but the root is an object in a list of children: counted before decoding.
    try SnapshotJSON.checkDepth(bytes, mostNodes: ScreenFile.mostElements)
    let root: TreeNode
    do {
      root = try JSONDecoder().decode(TreeNode.self, from: Data(bytes))
    } catch {
      throw ScreenError(Message(.screenNotMaestro, SnapshotJSON.reason(error)))
    }
    // The nodes in document order, without recursion.
    var nodes: [(node: TreeNode, parent: Int?, depth: Int)] = []
    var pending: [(TreeNode, Int?, Int)] = [(root, nil, 0)]
    while let (node, parent, depth) = pending.popLast() {
      guard nodes.count < ScreenFile.mostElements else {
        throw ScreenError(Message(.screenTooManyElements, "\(ScreenFile.mostElements)"))
      }
      let index = nodes.count
      nodes.append((node, parent, depth))
      for child in (node.children ?? []).reversed() { pending.append((child, index, depth + 1)) }
    }
    let android = nodes.contains { ($0.node.attributes?["class"] ?? "").contains(".") }
    return android ? try androidScreen(nodes) : try iOSScreen(nodes)
  }

  /// An Android hierarchy, read as the uiautomator dump it was copied from.
  private static func androidScreen(_ nodes: [(node: TreeNode, parent: Int?, depth: Int)]) throws(ScreenError) -> Screen {
    var elements: [MarkupDocument.Element] = [
      MarkupDocument.Element(name: "hierarchy", attributes: [:], content: [], parent: nil, line: 0, depth: 0)
    ]
    for (node, parent, depth) in nodes {
      let attributes = node.attributes ?? [:]
      var mapped: [String: String] = [:]
      for (key, value) in attributes {
        switch key {
        case "accessibilityText": mapped["content-desc"] = value
        case "hintText": mapped["hint"] = value
        default: mapped[key] = value
        }
      }
      // The booleans Maestro keeps beside the attributes, where the attributes lack them.
      for (key, value) in [
        ("clickable", node.clickable), ("enabled", node.enabled), ("checked", node.checked), ("selected", node.selected),
      ] {
        if mapped[key] == nil, let value { mapped[key] = value ? "true" : "false" }
      }
      let index = elements.count
      let parentIndex = (parent ?? -1) + 1
      elements.append(
        MarkupDocument.Element(name: "node", attributes: mapped, content: [], parent: parentIndex, line: 0, depth: depth + 1))
      elements[parentIndex].content.append(.element(index))
    }
    var screen = try UIAutomatorDump.screen(MarkupDocument(elements: elements))
    screen.format = .maestro
    screen.platformReader = .talkBack
    screen.facts = [.nesting]
    for index in screen.elements.indices {
      screen.elements[index].line = nil
      if screen.elements[index].role == .textField { screen.elements[index].secure = nil }
    }
    return screen
  }

  /// An iOS hierarchy, read as VoiceOver reads XCUITest's description.
  private static func iOSScreen(_ nodes: [(node: TreeNode, parent: Int?, depth: Int)]) throws(ScreenError) -> Screen {
    let converted = nodes.map { entry -> XCUITestScreen.Node in
      let attributes = entry.node.attributes ?? [:]
      let label = attributes["accessibilityText"] ?? ""
      let placeholder = attributes["hintText"] ?? ""
      let value = attributes["value"] ?? ""
      let type =
        !placeholder.isEmpty
        ? "TextField"
        : attributes["checked"] == "true" || (entry.node.checked == true)
          ? "Switch"
          : label.isEmpty && value.isEmpty || !(entry.node.children ?? []).isEmpty ? "Other" : "StaticText"
      var node = XCUITestScreen.Node(type: type)
      node.label = label.isEmpty ? attributes["title"] ?? "" : label
      node.value = value
      node.placeholder = placeholder
      node.identifier = attributes["resource-id"] ?? ""
      node.enabled = (attributes["enabled"] ?? "true") != "false" && entry.node.enabled != false
      node.selected = attributes["selected"] == "true" || entry.node.selected == true
      node.frame = attributes["bounds"].flatMap(ScreenFrame.init(androidBounds:))
      node.parent = entry.parent
      return node
    }
    var screen = try XCUITestScreen.screen(converted, format: .maestro, facts: [])
    screen.platformReader = .voiceOver
    return screen
  }
}
