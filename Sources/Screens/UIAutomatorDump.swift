import Announcer
import Wording
/// Reads Android's `uiautomator dump` (`adb shell uiautomator dump`): a `hierarchy` of
/// `node` elements, each with `class`, `text`, `content-desc`, `hint`, `resource-id`,
/// `password`, `focusable`, `clickable`, `bounds`; and Appium's page source of an Android
/// app (UiAutomator2's `driver.page_source`), the same nodes tagged by their class name
/// (`<android.widget.EditText …>`), with `displayed` (a node not displayed is not read, nor
/// what it holds).
///
/// Which nodes TalkBack stops on follows its rule for what takes accessibility focus
/// (`FocusRules`, after `AccessibilityNodeInfoUtils.shouldFocusNode`). An actionable node
/// says its content description, or else its text and the text of the nodes it holds
/// that are not stops of their own.
enum UIAutomatorDump {
  /// The facts a dump holds: passwords and nesting, but no autofill hint, no length and
  /// no sign of a `TtsSpan` that spells a value out.
  static let facts: Set<ScreenFact> = [.secureEntry, .nesting]

  /// The screen in `document`, whose root is `hierarchy`.
  static func screen(_ document: MarkupDocument) throws(ScreenError) -> Screen {
    var document = document
    guard document.elements.first?.name == "hierarchy" else {
      throw ScreenError(Message(.screenNotHierarchy, "\(document.elements.first?.name ?? "")"))
    }
    // Appium names each node by its class; the class is the tag when no attribute says it.
    let tagged = document.elements.dropFirst().contains { $0.name != "node" }
    for index in document.elements.indices.dropFirst() where document.elements[index].name != "node" {
      if document.elements[index]["class"] == nil {
        document.elements[index].attributes["class"] = document.elements[index].name
      }
      document.elements[index].name = "node"
    }
    // A node Appium says is not displayed is off the screen, with all it holds.
    var shown = [Bool](repeating: true, count: document.elements.count)
    for (index, node) in document.elements.enumerated() {
      shown[index] = (node.parent.map { shown[$0] } ?? true) && node["displayed"] != "false"
    }
    let nodes = document.elements
    let focus = FocusRules(document, shown: shown)
    var actionableAncestor = [Bool](repeating: false, count: nodes.count)
    var isStop = [Bool](repeating: false, count: nodes.count)
    for (index, node) in nodes.enumerated() where node.name == "node" && shown[index] {
      actionableAncestor[index] =
        node.parent.map { actionableAncestor[$0] || (nodes[$0].name == "node" && isActionable(nodes[$0])) } ?? false
      isStop[index] = focus.shouldFocus(index)
    }
    var elements: [ScreenElement] = []
    for (index, node) in nodes.enumerated() where node.name == "node" && shown[index] {
      var element = ScreenElement(role: role(of: node))
      element.identifier = node["resource-id"] ?? ""
      element.bounds = node["bounds"] ?? ""
      element.line = node.line
      element.focusStop = isStop[index]
      // TalkBack's usage hint is for what can be clicked (ClickableHint: isClickable), not
      // for what only takes focus.
      element.actionable = node["clickable"] == "true" || (element.role.isCheckable && isActionable(node))
      element.enabled = node["enabled"] != "false"
      element.selected = node["selected"] == "true"
      if element.role.isCheckable { element.checked = node["checked"] == "true" }
      let description = (node["content-desc"] ?? "").collapsed
      let text = (node["text"] ?? "").collapsed
      var hint = (node["hint"] ?? "").collapsed
      if element.role == .textField {
        element.name = description
        // An empty EditText shows its hint; some Android versions dump it as the text, and
        // Appium says so (`showing-hint`): TalkBack reads it as the hint, never as typed.
        let showingHint = node["showing-hint"] == "true"
        if showingHint, hint.isEmpty { hint = text }
        element.value = text == hint || showingHint ? "" : text
        element.hint = hint
        element.secure = node["password"] == "true"
        element.insideFocusStop = actionableAncestor[index]
      } else if isStop[index], description.isEmpty,
        node.content.contains(where: { if case .element = $0 { true } else { false } })
      {
        // An actionable node with no description says what it holds that is no stop: its
        // own text, then theirs, up to the longest text made of others' (nested actionable
        // nodes would otherwise each copy all they hold).
        var said = text
        var length = text.count
        // What it holds, less each stop of its own and all that stop holds (TalkBack's
        // TreeNodesDescription appends the children that take no focus).
        var skipped = Set<Int>()
        for child in document.descendants(of: index).dropFirst() {
          if let parent = nodes[child].parent, skipped.contains(parent) || (parent != index && isStop[parent]) {
            skipped.insert(child)
            continue
          }
          guard !isStop[child], shown[child] else {
            skipped.insert(child)
            continue
          }
          guard length < MarkupDocument.longestText else { break }
          // A node TalkBack does not see says nothing; what it holds still may.
          guard FocusRules.isImportant(nodes[child]) else { continue }
          let piece = (nodes[child]["content-desc"].flatMap { $0.isEmpty ? nil : $0 } ?? nodes[child]["text"] ?? "").collapsed
          guard !piece.isEmpty else { continue }
          said += said.isEmpty ? piece : " " + piece
          length += piece.count + 1
        }
        let longest = max(text.count, MarkupDocument.longestText)
        element.name = length > longest ? String(said.prefix(longest)) : said
      } else {
        element.name = description.isEmpty ? text : description
      }
      elements.append(element)
    }
    guard !elements.isEmpty else { throw ScreenError(Message(.screenEmptyHierarchy)) }
    return Screen(format: tagged ? .appiumAndroid : .uiautomator, elements: elements, facts: facts)
  }

  /// Whether the first element in `text`, the part of a file after `<hierarchy`, is a
  /// `<node>`: a uiautomator dump's, not Appium's, whose elements are named by class.
  /// A hierarchy with nothing in it is a dump's.
  static func firstChildIsNode(_ text: Substring) -> Bool {
    var rest = text
    // Past the hierarchy's own tag.
    guard let end = rest.firstIndex(of: ">") else { return true }
    rest = rest[rest.index(after: end)...]
    while let open = rest.firstIndex(of: "<") {
      let tag = rest[rest.index(after: open)...]
      if tag.hasPrefix("!--") {
        guard let close = tag.firstRange(of: "-->") else { return true }
        rest = tag[close.upperBound...]
        continue
      }
      if tag.hasPrefix("/") { return true }
      return tag.hasPrefix("node")
        && tag.dropFirst(4).first.map { $0 == " " || $0 == ">" || $0 == "/" || $0.isNewline || $0 == "\t" } ?? true
    }
    return true
  }

  /// Whether a node can be acted on, and so takes focus with what it holds.
  private static func isActionable(_ node: MarkupDocument.Element) -> Bool {
    node["focusable"] == "true" || node["clickable"] == "true" || node["long-clickable"] == "true"
  }

  /// Whether a node is a text field.
  static func isField(_ node: MarkupDocument.Element) -> Bool {
    let name = node["class"] ?? ""
    return name.hasSuffix("EditText") || name.hasSuffix("AutoCompleteTextView")
  }

  /// The node's role, from its widget class.
  private static func role(of node: MarkupDocument.Element) -> ElementRole {
    let name = node["class"] ?? ""
    if isField(node) { return .textField }
    // TalkBack's roles (Role.getRole) by the widget's class.
    if name.hasSuffix("CheckBox") || name.hasSuffix("CheckedTextView") && node["checkable"] == "true" { return .checkbox }
    if name.hasSuffix("RadioButton") { return .radioButton }
    if name.hasSuffix("Switch") || name.hasSuffix("SwitchCompat") || name.hasSuffix("SwitchMaterial") { return .switchControl }
    if name.hasSuffix("Spinner") { return .popUpButton }
    if name.hasSuffix("Button") { return .button }
    if name.hasSuffix("ImageView") { return .image }
    if node["heading"] == "true" { return .heading }
    if name.hasSuffix("TextView") { return .text }
    return .container
  }
}

/// TalkBack's rule for which nodes take accessibility focus, read from google/talkback at
/// 26a27dc, `utils/src/main/java/com/google/android/accessibility/utils/
/// AccessibilityNodeInfoUtils.java`, and applied to what a dump holds:
///
/// - `shouldFocusNode`: a node not visible never takes focus. A node that is focusable or
///   clickable, or a top-level item of a scrolling container that speaks, takes focus if
///   it has no children (an unlabelled button included), or if it speaks; it has nothing
///   to speak otherwise, and its children take focus each. A node that is neither takes
///   focus when it has text and no ancestor would take focus.
/// - `isSpeakingNode`: it has text or a content description, or is checkable, or has
///   children that are not actionable but speak (`hasNonActionableSpeakingChildren`).
/// - `hasNonActionableSpeakingChildren`: the children that are focusable or clickable are
///   passed over, and so are the top-level items of a scrolling container that speak,
///   unless the container is clickable: a list's rows are stops of their own, and the
///   list says nothing (it read all its rows at once before).
/// - `isTopLevelScrollItem`: its parent scrolls, or is a list, a grid or a scroll view
///   (`isScrollItem`), not a drop-down list.
struct FocusRules {
  let document: MarkupDocument
  let shown: [Bool]
  private let speaking: [Bool]

  /// Each node's parent as TalkBack sees the tree: a node Appium marks not important for
  /// accessibility (`a11y-important="false"`) is not in TalkBack's tree (its service asks
  /// for no views that are not important), and its children hang from its parent.
  let parent: [Int?]
  /// Whether a node has a child in TalkBack's tree.
  private let hasChild: [Bool]

  init(_ document: MarkupDocument, shown: [Bool]) {
    self.document = document
    self.shown = shown
    let nodes = document.elements
    var parent = [Int?](repeating: nil, count: nodes.count)
    for (index, node) in nodes.enumerated() {
      var current = node.parent
      while let ancestor = current, ancestor > 0, !Self.isImportant(nodes[ancestor]) { current = nodes[ancestor].parent }
      parent[index] = current
    }
    self.parent = parent
    var hasChild = [Bool](repeating: false, count: nodes.count)
    for index in nodes.indices.dropFirst() where Self.isImportant(nodes[index]) {
      if let up = parent[index] { hasChild[up] = true }
    }
    self.hasChild = hasChild
    // Whether each node speaks, children before parents: a child always comes after its
    // parent in document order, so a reverse walk meets it first.
    var speaking = [Bool](repeating: false, count: nodes.count)
    var speakingChild = [Bool](repeating: false, count: nodes.count)
    for index in nodes.indices.reversed() where index > 0 {
      let node = nodes[index]
      guard Self.isImportant(node) else { continue }
      speaking[index] = Self.hasText(node) || node["checkable"] == "true" || speakingChild[index]
      // Tell the parent whether this child makes it speak.
      guard let up = parent[index], shown[index], !Self.isFocusableOrClickable(node) else { continue }
      let parentClickable = nodes[up]["clickable"] == "true" || nodes[up]["long-clickable"] == "true"
      if Self.isScrollItem(nodes[up]), speaking[index], !parentClickable { continue }
      if speaking[index] { speakingChild[up] = true }
    }
    self.speaking = speaking
  }

  /// Whether TalkBack sees the node: every node, unless Appium says it is not important
  /// for accessibility.
  static func isImportant(_ node: MarkupDocument.Element) -> Bool { node["a11y-important"] != "false" }

  /// Whether node `index` takes TalkBack's focus.
  func shouldFocus(_ index: Int) -> Bool {
    guard index > 0, shown[index] else { return false }
    let node = document.elements[index]
    guard Self.isImportant(node) else { return false }
    if UIAutomatorDump.isField(node) { return true }
    if accessibilityFocusable(index) {
      let hasChildren = hasChild[index]
      return !hasChildren || speaking[index]
    }
    // Not focusable: it takes focus with text of its own and no focusable ancestor.
    guard Self.hasText(node) else { return false }
    var current = parent[index]
    while let ancestor = current, ancestor > 0 {
      if accessibilityFocusable(ancestor) { return false }
      current = parent[ancestor]
    }
    return true
  }

  /// Focusable or clickable, or a top-level item of a scrolling container that speaks.
  private func accessibilityFocusable(_ index: Int) -> Bool {
    let node = document.elements[index]
    if Self.isFocusableOrClickable(node) { return true }
    guard let up = parent[index], up > 0 else { return false }
    return Self.isScrollItem(document.elements[up]) && speaking[index]
  }

  static func hasText(_ node: MarkupDocument.Element) -> Bool {
    !(node["text"] ?? "").collapsed.isEmpty || !(node["content-desc"] ?? "").collapsed.isEmpty
  }

  static func isFocusableOrClickable(_ node: MarkupDocument.Element) -> Bool {
    node["focusable"] == "true" || node["clickable"] == "true" || node["long-clickable"] == "true"
      || node["screen-reader-focusable"] == "true"
  }

  /// Whether the children of `node` are top-level scroll items: it scrolls, or is a
  /// list, a grid or a scroll view; a drop-down list (Spinner) is not.
  static func isScrollItem(_ node: MarkupDocument.Element) -> Bool {
    let name = node["class"] ?? ""
    if name.hasSuffix("Spinner") { return false }
    if node["scrollable"] == "true" { return true }
    return ["ListView", "GridView", "RecyclerView", "ScrollView", "HorizontalScrollView", "NestedScrollView"].contains {
      name.hasSuffix($0)
    }
  }
}
