import Announcer
import Wording
/// Reads an HTML page or fragment as a screen reader meets it in a browser: each field,
/// button, link, heading, image and run of text, in document order, each field named as
/// the W3C's accessible-name rules name a form field (accname 1.2, HTML-AAM): its
/// `aria-labelledby`, else its `aria-label`, else its `<label>` (by `for`, or around it),
/// else its `title`, else its `placeholder`. Hidden elements (`hidden`,
/// `aria-hidden="true"`, `type="hidden"`, a closed `<dialog>`, `display: none` and
/// `visibility: hidden` in a `style` or the page's own rules) are not read.
enum HTMLScreen {
  /// Whether `head` begins as HTML does: after any XML declaration and comments, a
  /// doctype of html, an element HTML defines, or a custom element (a name with a
  /// hyphen). Other markup (an XML file of settings, say) is not a page. A template is the
  /// HTML it holds: its tags before the first element (`templateTags`) and the text
  /// between them (a block's title) are passed over.
  static func looksLikeHTML(_ head: Substring) -> Bool {
    var rest = head
    var templated = false
    while true {
      rest = rest.drop { $0.isWhitespace }
      if let (_, end) = templateTags.first(where: { rest.hasPrefix($0.opening) }) {
        guard let range = rest.firstRange(of: end) else { return false }
        rest = rest[range.upperBound...]
        templated = true
      } else if let end = rest.hasPrefix("<?") ? "?>" : rest.hasPrefix("<!--") ? "-->" : nil {
        guard let range = rest.firstRange(of: end) else { return false }
        rest = rest[range.upperBound...]
      } else if templated, let first = rest.first, first != "<" {
        // Text inside the template's tags: up to the next tag or element.
        rest = rest.dropFirst().drop { $0 != "<" && $0 != "{" }
      } else {
        break
      }
    }
    guard rest.first == "<" else { return false }
    let after = rest.dropFirst()
    if after.prefix(13).lowercased() == "!doctype html" { return true }
    let name = after.prefix { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") }.lowercased()
    return elementNames.contains(name) || (name.contains("-") && name.first?.isLetter == true)
  }

  /// The tags of the template languages a page is kept in, as they open and close:
  /// Django's and Jinja's statements, comments and expressions (Handlebars' and
  /// Mustache's too), and ERB's (EJS's) code. PHP's `<?php … ?>` is an XML processing
  /// instruction to a parser, and passed over as one.
  static let templateTags: [(opening: String, closing: String)] = [
    ("{%", "%}"), ("{#", "#}"), ("{{!--", "--}}"), ("{{", "}}"), ("<%", "%>"),
  ]

  /// The elements HTML defines (WHATWG), and the obsolete ones pages still hold.
  static let elementNames: Set<String> = [
    "html", "head", "body", "title", "meta", "link", "style", "script", "noscript", "base", "template", "slot", "main",
    "header", "footer", "nav", "section", "article", "aside", "h1", "h2", "h3", "h4", "h5", "h6", "hgroup", "address", "p",
    "hr", "pre", "blockquote", "ol", "ul", "li", "dl", "dt", "dd", "menu", "figure", "figcaption", "div", "a", "em",
    "strong", "small", "s", "cite", "q", "dfn", "abbr", "ruby", "rt", "rp", "data", "time", "code", "var", "samp", "kbd",
    "sub", "sup", "i", "b", "u", "mark", "bdi", "bdo", "span", "br", "wbr", "ins", "del", "picture", "source", "img",
    "iframe", "embed", "object", "param", "video", "audio", "track", "map", "area", "svg", "math", "table", "caption",
    "colgroup", "col", "tbody", "thead", "tfoot", "tr", "td", "th", "form", "label", "input", "button", "select",
    "datalist", "optgroup", "option", "textarea", "output", "progress", "meter", "fieldset", "legend", "details",
    "summary", "dialog", "search", "center", "font", "frameset", "frame", "marquee",
  ]

  /// The facts a page holds: all of them, autofill hints and lengths included.
  static let facts: Set<ScreenFact> = Set(ScreenFact.allCases)

  /// The elements that end a run of text: a new line of reading.
  private static let blocks: Set<String> = [
    "p", "div", "li", "ul", "ol", "section", "article", "main", "header", "footer", "form", "fieldset", "legend",
    "label", "td", "th", "tr", "table", "h1", "h2", "h3", "h4", "h5", "h6", "br", "body", "nav", "aside", "dd", "dt",
  ]

  /// Elements whose text is never read.
  private static let unread: Set<String> = [
    "script", "style", "template", "head", "title", "noscript", "option", "optgroup", "datalist",
  ]

  /// The screen in `document`.
  static func screen(_ document: MarkupDocument) throws(ScreenError) -> Screen {
    // What the page's styles hide is marked `hidden`, as the attribute would: every rule
    // below, a name computed from content included, then leaves it out. The display they
    // give is kept under `displayKey`, for `isInline`.
    var document = document
    let styles = PageStyles(document.styleSheets)
    for index in document.elements.indices {
      let shown = styles.shown(index, in: document)
      if shown.hidden == true { document.elements[index].attributes["hidden"] = "" }
      if let display = shown.display { document.elements[index].attributes[displayKey] = display }
    }
    let nodes = document.elements
    var ids: [String: Int] = [:]
    var labelFor: [String: [Int]] = [:]
    for (index, node) in nodes.enumerated() {
      if let id = node["id"], ids[id] == nil { ids[id] = index }
      if node.name == "label", let target = node["for"] { labelFor[target, default: []].append(index) }
    }
    var hidden = [Bool](repeating: false, count: nodes.count)
    var insideStop = [Bool](repeating: false, count: nodes.count)
    // Disabled as HTML says it (a form control with `disabled`, or inside a disabled
    // fieldset) and as ARIA does (`aria-disabled="true"`, which its descendants share).
    var disabled = [Bool](repeating: false, count: nodes.count)
    for (index, node) in nodes.enumerated() {
      let parent = node.parent
      disabled[index] =
        (parent.map { disabled[$0] } ?? false) || node["aria-disabled"]?.lowercased() == "true"
        || (node["disabled"] != nil
          && ["button", "input", "select", "textarea", "fieldset", "optgroup", "option"].contains(node.name))
      // A closed <details> shows its <summary> alone.
      let closed = parent.map { nodes[$0].name == "details" && nodes[$0]["open"] == nil && node.name != "summary" } ?? false
      hidden[index] =
        parent.map { hidden[$0] } ?? false || closed || isHidden(node) || unread.contains(node.name)
        || (node.name == "input" && node["type"]?.lowercased() == "hidden")
      insideStop[index] = parent.map { insideStop[$0] || isFocusable(nodes[$0]) } ?? false
    }
    let texts = Texts(document)
    var elements: [ScreenElement] = []
    var text = ""
    var textLine = 0
    func endText() {
      let said = text.collapsed
      if !said.isEmpty {
        var element = ScreenElement(role: .text)
        element.name = said
        element.focusStop = true
        element.line = textLine > 0 ? textLine : nil
        elements.append(element)
      }
      text = ""
      textLine = 0
    }
    // Walks the content in order, without recursion, gathering text into runs. Inside an
    // element named by its content (a link, a button, a heading), the text is its name,
    // not a stop of its own, but a control it holds is one (a button inside a link).
    var pending: [(MarkupDocument.Content, Bool)] = [(.element(0), false)]
    while let (content, insideNamed) = pending.popLast() {
      switch content {
      case .text(let piece):
        if !insideNamed { text += piece }
      case .element(let index):
        let node = nodes[index]
        guard !hidden[index] else { continue }
        if var element = control(index, document, ids: ids, labelFor: labelFor, texts: texts, insideStop: insideStop[index]) {
          endText()
          element.enabled = !disabled[index]
          elements.append(element)
          continue
        }
        if blocks.contains(node.name), !insideNamed {
          endText()
          textLine = node.line
        }
        if let role = role(of: node) {
          // Inside a link or a button, only a control is a stop of its own.
          if insideNamed, [.heading, .image, .text, .container].contains(role) {
            pending.append(contentsOf: node.content.reversed().map { ($0, true) })
            continue
          }
          endText()
          var element = ScreenElement(role: role)
          element.name =
            name(of: index, document, ids: ids, texts: texts)
            ?? (role == .image ? (node["alt"] ?? node["title"])?.collapsed ?? "" : texts.of(index))
          if element.name.isEmpty, role != .image, let title = node["title"]?.collapsed { element.name = title }
          element.identifier = node["id"] ?? ""
          element.line = node.line
          element.focusStop = !element.name.isEmpty || isFocusable(node) || role.isCheckable
          element.actionable = isFocusable(node) || role == .button || role == .link || role.isCheckable
          element.enabled = !disabled[index]
          if role.isCheckable { element.checked = node["aria-checked"]?.lowercased() == "true" }
          element.selected =
            node["aria-selected"]?.lowercased() == "true"
            || node["aria-current"].map { !$0.isEmpty && $0.lowercased() != "false" } ?? false
          element.insideFocusStop = insideStop[index]
          if element.focusStop || role == .container { elements.append(element) }
          if role != .container {
            // What it holds is its name; a control inside it is a stop of its own.
            if role != .image { pending.append(contentsOf: node.content.reversed().map { ($0, true) }) }
            continue
          }
        }
        if textLine == 0 { textLine = node.line }
        pending.append((.text(" "), insideNamed))
        pending.append(contentsOf: node.content.reversed().map { ($0, insideNamed) })
      }
    }
    endText()
    guard !elements.isEmpty else {
      throw ScreenError(
        document.mistake.isEmpty
          ? Message(.screenNothingHTMLReads) : Message(.screenNothingHTMLReadsMistake, "\(document.mistake)"))
    }
    return Screen(format: .html, elements: elements, facts: facts)
  }

  /// The element's role when it is one otc speaks apart from running text: a heading, a
  /// link, a button, an image, or a focusable container.
  private static func role(of node: MarkupDocument.Element) -> ElementRole? {
    switch node["role"]?.lowercased() {
    case "button": return .button
    case "link": return .link
    case "heading": return .heading
    case "img", "image": return .image
    case "textbox": return .textField
    case "checkbox", "menuitemcheckbox": return .checkbox
    case "radio", "menuitemradio": return .radioButton
    case "switch": return .switchControl
    default: break
    }
    switch node.name {
    case "h1", "h2", "h3", "h4", "h5", "h6": return .heading
    case "a" where node["href"] != nil: return .link
    case "button": return .button
    case "img" where !(node["alt"] ?? "").collapsed.isEmpty: return .image
    default: return isFocusable(node) ? .container : nil
    }
  }

  /// The input types that are no text field (HTML's states, as HTML-AAM maps them: buttons,
  /// checkboxes, pickers); any other type, one the browser does not know included, is one.
  static let nonTextTypes: Set<String> = [
    "button", "submit", "reset", "image", "checkbox", "radio", "range", "color", "file", "date", "datetime-local", "month",
    "time", "week", "hidden",
  ]

  /// Whether the element is a form field otc reads as a text field or a button.
  private static func isControl(_ node: MarkupDocument.Element) -> Bool {
    node.name == "input" || node.name == "textarea" || node.name == "button"
  }

  /// Whether the element takes focus of its own: a control, a link, or anything with a
  /// `tabindex` of 0 or more.
  private static func isFocusable(_ node: MarkupDocument.Element) -> Bool {
    if let index = node["tabindex"].flatMap({ Int($0.collapsed) }) { return index >= 0 }
    return isControl(node) || (node.name == "a" && node["href"] != nil)
  }

  /// The field or input button element `index` is, named by accname's rules; `nil` for
  /// anything else.
  private static func control(
    _ index: Int, _ document: MarkupDocument, ids: [String: Int], labelFor: [String: [Int]], texts: Texts, insideStop: Bool
  ) -> ScreenElement? {
    let node = document.elements[index]
    let type = node["type"]?.lowercased().collapsed ?? "text"
    let isField: Bool
    switch node.name {
    case "textarea": isField = true
    // A type the browser does not know ("code") is a text field, as HTML says an invalid
    // type is the Text state.
    case "input": isField = !nonTextTypes.contains(type)
    // A select is a pop-up button to the screen reader, named as a field is.
    case "select": isField = false
    default: return nil
    }
    let checkable: ElementRole? =
      switch (isField, type, node["role"]?.lowercased()) {
      case (false, "checkbox", "switch"): .switchControl
      case (false, "checkbox", _): .checkbox
      case (false, "radio", _): .radioButton
      default: nil
      }
    var element = ScreenElement(role: checkable ?? (isField ? .textField : node.name == "select" ? .popUpButton : .button))
    element.actionable = true
    element.identifier = node["id"] ?? (node["name"] ?? "")
    element.line = node.line
    element.focusStop = true
    element.insideFocusStop = insideStop
    // A label that both holds the field and names it with `for` is read once.
    var labels = node["id"].flatMap { labelFor[$0] } ?? []
    if let around = enclosingLabel(index, document), !labels.contains(around) { labels.append(around) }
    if checkable != nil || node.name == "select" {
      // Named as a field is: aria-labelledby, aria-label, its labels, title.
      let labelled = texts.joined(labels, text: texts.label)
      element.name =
        name(of: index, document, ids: ids, texts: texts) ?? (labelled.isEmpty ? nil : labelled)
        ?? node["title"]?.collapsed ?? ""
      if checkable != nil { element.checked = node["checked"] != nil }
      return element
    }
    guard isField else {
      // An input button: its value, else the browser's word for it.
      // An image button is named by its alt text first.
      let word = ["submit": "Submit", "reset": "Reset", "image": "Submit"][type] ?? ""
      let alt = type == "image" ? (node["alt"]?.collapsed).flatMap { $0.isEmpty ? nil : $0 } : nil
      element.name =
        name(of: index, document, ids: ids, texts: texts) ?? alt ?? (node["value"]?.collapsed).flatMap { $0.isEmpty ? nil : $0 }
        ?? (node["title"]?.collapsed).flatMap { $0.isEmpty ? nil : $0 } ?? word
      return element
    }
    let labelled = texts.joined(labels, text: texts.label)
    element.name =
      name(of: index, document, ids: ids, texts: texts)
      ?? (labelled.isEmpty ? nil : labelled)
      ?? (node["title"]?.collapsed).flatMap { $0.isEmpty ? nil : $0 }
      ?? node["placeholder"]?.collapsed ?? ""
    // A text area's own text, which holds no element, whatever its length.
    element.value = node.name == "textarea" ? document.textContent(of: index, longest: .max) : node["value"] ?? ""
    element.readOnly = node["readonly"] != nil || node["aria-readonly"]?.lowercased() == "true"
    element.secure = type == "password"
    element.autofill = node["autocomplete"].map { $0.lowercased().split(separator: " ").map(String.init) } ?? []
    element.maxLength = node["maxlength"].flatMap { Int($0.collapsed) }
    element.numeric =
      type == "number" || type == "tel" || ["numeric", "decimal", "tel"].contains(node["inputmode"]?.lowercased())
    return element
  }

  /// accname's steps 2B and 2C: the text of the elements `aria-labelledby` names, else
  /// `aria-label`; `nil` when neither gives a name.
  private static func name(of index: Int, _ document: MarkupDocument, ids: [String: Int], texts: Texts) -> String? {
    let node = document.elements[index]
    if let list = node["aria-labelledby"] {
      let named = texts.joined(list.split(separator: " ").lazy.compactMap { ids[String($0)] }, text: texts.of)
      if !named.isEmpty { return named }
    }
    if let label = node["aria-label"]?.collapsed, !label.isEmpty { return label }
    return nil
  }

  /// The texts fields and other elements are named by, each gathered once however many
  /// name themselves by it (a label, or what `aria-labelledby` names, may name any number
  /// of fields), and names joined from several texts cut where one text would be.
  private final class Texts {
    let document: MarkupDocument
    private var whole: [Int: String] = [:]
    private var labels: [Int: String] = [:]

    init(_ document: MarkupDocument) { self.document = document }

    /// Element `index`'s name from its content, as accname 1.2 computes it (step 2F):
    /// what is hidden left out, an element with `aria-label` said by it (2C), an image
    /// by its alt text, an embedded control by its value (2E).
    func of(_ index: Int) -> String {
      if let known = whole[index] { return known }
      let text = document.textContent(of: index, inline: HTMLScreen.isInline) { HTMLScreen.standIn(for: $0, controls: true) }
      whole[index] = text
      return text
    }

    /// The text of label `index`, as accname takes it, without the fields inside it.
    func label(_ index: Int) -> String {
      if let known = labels[index] { return known }
      let node = document.elements[index]
      // A label named by its own aria-label is named so (mdBook's icon labels).
      if let named = node["aria-label"]?.collapsed, !named.isEmpty {
        labels[index] = named
        return named
      }
      var text = document.textContent(of: index, inline: HTMLScreen.isInline) { HTMLScreen.standIn(for: $0, controls: false) }
      if text.isEmpty { text = node["title"]?.collapsed ?? "" }
      labels[index] = text
      return text
    }

    /// The texts of `indices` that are not empty, joined by spaces, at most
    /// `MarkupDocument.longestText` characters: the texts past it are never gathered.
    func joined(_ indices: some Sequence<Int>, text: (Int) -> String) -> String {
      var result = ""
      for index in indices {
        let piece = text(index)
        guard !piece.isEmpty else { continue }
        if !result.isEmpty { result += " " }
        result += piece
        if result.count >= MarkupDocument.longestText { return String(result.prefix(MarkupDocument.longestText)) }
      }
      return result
    }
  }

  /// The elements HTML lays out inline, whose text joins the text around them without a
  /// space ("+<code>toolchain</code>" is one word).
  static let inlineElements: Set<String> = [
    "a", "abbr", "b", "bdi", "bdo", "cite", "code", "data", "dfn", "em", "font", "i", "kbd", "label", "mark", "q", "s", "samp",
    "small", "span", "strong", "sub", "sup", "time", "u", "var",
  ]

  /// Where the display the page's styles give an element is kept among its attributes: a
  /// name no attribute parsed from a file can have (it holds a space).
  static let displayKey = " display"

  /// Whether `element` is laid out inline: as the page's styles say (`display: inline`,
  /// or `contents`, which draws no box of its own), else as HTML lays it out.
  static func isInline(_ element: MarkupDocument.Element) -> Bool {
    if let display = element[displayKey] { return display == "inline" || display == "contents" }
    return inlineElements.contains(element.name)
  }

  /// What stands for `element` in a name computed from content: "" for what is hidden
  /// (and, unless `controls`, for an embedded control), its `aria-label`, an image's alt
  /// text, an embedded control's value; `nil` to read what it holds.
  static func standIn(for element: MarkupDocument.Element, controls: Bool) -> String? {
    if isHidden(element) || unread.contains(element.name) && element.name != "select" { return "" }
    if let label = element["aria-label"]?.collapsed, !label.isEmpty { return label }
    switch element.name {
    case "img", "area": return (element["alt"] ?? "").collapsed
    case "svg": return ""
    case "input", "textarea", "select":
      guard controls else { return "" }
      let type = element["type"]?.lowercased() ?? "text"
      if ["checkbox", "radio", "hidden", "file", "range", "color"].contains(type) { return "" }
      if element.name == "select" { return nil }
      return (element["value"] ?? "").collapsed
    default: return nil
    }
  }

  /// Whether `element` is hidden from the screen reader, and what it holds with it:
  /// `hidden` (which `screen(_:)` gives what the page's styles hide), `aria-hidden="true"`,
  /// or a `<dialog>` not open.
  static func isHidden(_ element: MarkupDocument.Element) -> Bool {
    element["hidden"] != nil || element["aria-hidden"]?.lowercased() == "true"
      || (element.name == "dialog" && element["open"] == nil)
  }

  /// The `<label>` that holds element `index`, if any.
  private static func enclosingLabel(_ index: Int, _ document: MarkupDocument) -> Int? {
    var current = document.elements[index].parent
    while let parent = current {
      if document.elements[parent].name == "label" { return parent }
      current = document.elements[parent].parent
    }
    return nil
  }
}
