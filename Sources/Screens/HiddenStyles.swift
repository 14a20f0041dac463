import Basics

/// What a page's own styles hide, as far as a file read without a browser can tell: the
/// rules of its `<style>` elements and each element's `style` attribute that set
/// `display` or `visibility`. A rule counts when its selector is made of compounds of a
/// type, classes and an id (`.modal`, `#expired`, `div.toast.is-hidden`), joined by
/// descendant or child combinators (`.menu > li.old`), the kinds pages hide things with;
/// a selector with an attribute, a pseudo-class or a sibling combinator, and the rules
/// inside an at-rule (`@media`: the viewport is unknown), are passed over. Of the rules that
/// match an element, the most specific wins, then the last; the `style` attribute wins
/// over all, and `!important` over what lacks it, as the cascade orders them.
struct HiddenStyles {
  /// One rule's selector and whether it hides (`display: none`, `visibility: hidden`) or
  /// shows.
  struct Rule {
    /// The selector's compounds, the element's own last, each with whether it must be the
    /// parent of the one after it (`>`) rather than any ancestor.
    var compounds: [(compound: Compound, child: Bool)]
    var hides: Bool
    var important: Bool
    /// CSS's specificity: ids, classes, types.
    var specificity: (Int, Int, Int) {
      compounds.reduce((0, 0, 0)) {
        ($0.0 + ($1.compound.id == nil ? 0 : 1), $0.1 + $1.compound.classes.count, $0.2 + ($1.compound.type == nil ? 0 : 1))
      }
    }
  }

  /// A type, classes and an id an element must all have.
  struct Compound {
    var type: String?
    var classes: [String]
    var id: String?

    func matches(_ element: MarkupDocument.Element, classes held: [Substring]? = nil) -> Bool {
      if let type, type != element.name { return false }
      if let id, id != element["id"] { return false }
      guard !classes.isEmpty else { return true }
      let held = held ?? (element["class"] ?? "").split(whereSeparator: \.isWhitespace)
      return classes.allSatisfy { held.contains(Substring($0)) }
    }
  }

  private(set) var rules: [Rule] = []

  /// The rules of `sheets` that set whether an element shows.
  init(_ sheets: [String]) {
    for sheet in sheets { read(Substring(sheet)) }
  }

  /// Whether element `index` of `document` is hidden by the page's rules or its own
  /// `style` attribute; `nil` when no rule says.
  func hides(_ index: Int, in document: MarkupDocument) -> Bool? {
    let element = document.elements[index]
    let inline = element["style"].flatMap { Self.declarations(Substring($0)) }
    // A page without rules costs each element one look at its own attribute.
    guard !rules.isEmpty, inline?.important != true else { return inline?.hides }
    var best: Rule?
    let classes = (element["class"] ?? "").split(whereSeparator: \.isWhitespace)
    for rule in rules where Self.matches(rule, index, classes, document) {
      guard let chosen = best else {
        best = rule
        continue
      }
      if rule.important != chosen.important {
        if rule.important { best = rule }
      } else if rule.specificity >= chosen.specificity {
        best = rule
      }
    }
    if best?.important == true { return best?.hides }
    return inline?.hides ?? best?.hides
  }

  /// Whether `rule`'s selector matches element `index`, whose classes are `classes`,
  /// read right to left: its own compound, then each one before it on its parent (when it
  /// is marked so, `>`) or on any ancestor.
  private static func matches(_ rule: Rule, _ index: Int, _ classes: [Substring], _ document: MarkupDocument) -> Bool {
    var compounds = rule.compounds[...]
    guard let last = compounds.popLast(), last.compound.matches(document.elements[index], classes: classes) else {
      return false
    }
    var current = document.elements[index].parent
    while let (compound, isParent) = compounds.popLast() {
      while true {
        guard let at = current else { return false }
        current = document.elements[at].parent
        if compound.matches(document.elements[at]) { break }
        if isParent { return false }
      }
    }
    return true
  }

  /// Reads the rules of `sheet`, passing over comments and at-rules' blocks.
  private mutating func read(_ sheet: Substring) {
    var rest = Self.withoutComments(sheet)[...]
    while let open = rest.firstIndex(of: "{") {
      let prelude = rest[..<open].trimmingWhitespaceAndNewlines()
      guard let close = Self.blockEnd(rest, from: open) else { return }
      let body = rest[rest.index(after: open)..<close]
      rest = rest[rest.index(after: close)...]
      if prelude.hasPrefix("@") { continue }
      guard let said = Self.declarations(body) else { continue }
      for selector in prelude.split(separator: ",") {
        guard let compounds = Self.compounds(selector.trimmingWhitespaceAndNewlines()[...]) else { continue }
        rules.append(Rule(compounds: compounds, hides: said.hides, important: said.important))
      }
    }
  }

  /// The index of the `}` that closes the block opened at `open`, nested blocks counted.
  private static func blockEnd(_ text: Substring, from open: Substring.Index) -> Substring.Index? {
    var depth = 0
    var index = open
    while index < text.endIndex {
      if text[index] == "{" { depth += 1 }
      if text[index] == "}" {
        depth -= 1
        if depth == 0 { return index }
      }
      index = text.index(after: index)
    }
    return nil
  }

  private static func withoutComments(_ text: Substring) -> String {
    var result = ""
    var rest = text
    while let start = rest.firstRange(of: "/*") {
      result += rest[..<start.lowerBound]
      guard let end = rest[start.upperBound...].firstRange(of: "*/") else { return result }
      rest = rest[end.upperBound...]
    }
    return result + rest
  }

  /// A selector's compounds joined by descendant or child combinators, each marked with
  /// whether the compound after it is its child; `nil` for any other selector.
  private static func compounds(_ selector: Substring) -> [(compound: Compound, child: Bool)]? {
    var result: [(compound: Compound, child: Bool)] = []
    let spaced = selector.replacing(">", with: " > ")
    var child = false
    for word in spaced.split(whereSeparator: \.isWhitespace) {
      if word == ">" {
        guard !result.isEmpty, !child else { return nil }
        child = true
        continue
      }
      guard let compound = compound(word) else { return nil }
      if !result.isEmpty { result[result.count - 1].child = child }
      result.append((compound, false))
      child = false
    }
    return result.isEmpty || child ? nil : result
  }

  /// A selector of one compound: an optional type, then classes and at most one id.
  private static func compound(_ selector: Substring) -> Compound? {
    guard !selector.isEmpty else { return nil }
    var type: String?
    var classes: [String] = []
    var id: String?
    var rest = selector
    let name = rest.prefix { $0.isLetter || $0.isNumber || $0 == "-" }
    if !name.isEmpty {
      type = name.lowercased()
      rest = rest.dropFirst(name.count)
    }
    while let mark = rest.first {
      rest = rest.dropFirst()
      let word = rest.prefix { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }
      guard !word.isEmpty else { return nil }
      rest = rest.dropFirst(word.count)
      switch mark {
      case ".": classes.append(String(word))
      case "#" where id == nil: id = String(word)
      default: return nil
      }
    }
    return Compound(type: type, classes: classes, id: id)
  }

  /// Whether `block`'s declarations hide or show, and with `!important`; `nil` when it
  /// sets neither `display` nor `visibility`. The last of them wins, as in a block.
  static func declarations(_ block: Substring) -> (hides: Bool, important: Bool)? {
    var display: (none: Bool, important: Bool)?
    var visibility: (hidden: Bool, important: Bool)?
    for declaration in block.split(separator: ";") {
      guard let colon = declaration.firstIndex(of: ":") else { continue }
      let property = declaration[..<colon].trimmingWhitespaceAndNewlines().lowercased()
      var value = declaration[declaration.index(after: colon)...].trimmingWhitespaceAndNewlines().lowercased()
      let important = value.hasSuffix("!important")
      if important { value = value.dropLast("!important".count).trimmingWhitespaceAndNewlines() }
      switch property {
      case "display": display = (value == "none", important)
      case "visibility": visibility = (value == "hidden" || value == "collapse", important)
      default: continue
      }
    }
    guard display != nil || visibility != nil else { return nil }
    return (
      (display?.none ?? false) || (visibility?.hidden ?? false), (display?.important ?? false) || (visibility?.important ?? false)
    )
  }
}
