import Basics

/// What a page's own styles say of how an element shows, as far as a file read without a
/// browser can tell: whether it is hidden (`display: none`, `visibility: hidden`) and how
/// it is laid out (`display: block` makes a `<span>` a block, whose text a name computed
/// from content sets apart by a space, as accname and Chromium do). The rules come from
/// the page's `<style>` elements and each element's `style` attribute. A rule counts when
/// its selector is made of compounds of a type, classes and an id (`.modal`, `#expired`,
/// `div.toast.is-hidden`), joined by descendant or child combinators (`.menu > li.old`),
/// the kinds pages use; a selector with an attribute, a pseudo-class or a sibling
/// combinator, and the rules inside an at-rule (`@media`: the viewport is unknown), are
/// passed over. Each property is cascaded on its own: of the rules that set it on an
/// element, the most specific wins, then the last; the `style` attribute wins over all,
/// and `!important` over what lacks it.
struct PageStyles {
  /// What one declaration block sets: `display`'s value and whether `visibility` hides,
  /// each with whether it is `!important`.
  struct Declared {
    var display: (value: String, important: Bool)?
    var visibility: (value: Bool, important: Bool)?
  }

  /// One rule's selector and what it sets.
  struct Rule {
    /// The selector's compounds, the element's own last, each with whether it must be the
    /// parent of the one after it (`>`) rather than any ancestor.
    var compounds: [(compound: Compound, child: Bool)]
    var declared: Declared
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
  /// `style` attribute, and its `display` as they set it; `nil` for what no rule says.
  func shown(_ index: Int, in document: MarkupDocument) -> (hidden: Bool?, display: String?) {
    let element = document.elements[index]
    let inline = element["style"].flatMap { Self.declarations(Substring($0)) }
    // A page without rules costs each element one look at its own attribute.
    var matching: [Rule] = []
    if !rules.isEmpty {
      let classes = (element["class"] ?? "").split(whereSeparator: \.isWhitespace)
      matching = rules.filter { Self.matches($0, index, classes, document) }
    }
    guard inline != nil || !matching.isEmpty else { return (nil, nil) }
    let display = Self.cascaded(matching, inline) { $0.display }
    let hiddenByVisibility = Self.cascaded(matching, inline) { $0.visibility }
    let hidden: Bool? =
      display == nil && hiddenByVisibility == nil ? nil : display == "none" || hiddenByVisibility == true
    return (hidden, display)
  }

  /// The value of one property on an element: of the `matching` rules that set it, the
  /// `!important` before the rest, then the most specific, then the last; the element's
  /// own `inline` declaration over them unless they are `!important` and it is not.
  private static func cascaded<Value>(
    _ matching: [Rule], _ inline: Declared?, _ property: (Declared) -> (value: Value, important: Bool)?
  ) -> Value? {
    var best: (value: Value, important: Bool, specificity: (Int, Int, Int))?
    for rule in matching {
      guard let said = property(rule.declared) else { continue }
      if let chosen = best {
        if said.important != chosen.important {
          if !said.important { continue }
        } else if rule.specificity < chosen.specificity {
          continue
        }
      }
      best = (said.value, said.important, rule.specificity)
    }
    if let own = inline.flatMap(property), own.important || best?.important != true { return own.value }
    return best?.value
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
        rules.append(Rule(compounds: compounds, declared: said))
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

  /// What `block`'s declarations set of `display` and `visibility`; `nil` when it sets
  /// neither. The last of each wins, as in a block.
  static func declarations(_ block: Substring) -> Declared? {
    var declared = Declared()
    for declaration in block.split(separator: ";") {
      guard let colon = declaration.firstIndex(of: ":") else { continue }
      let property = declaration[..<colon].trimmingWhitespaceAndNewlines().lowercased()
      var value = declaration[declaration.index(after: colon)...].trimmingWhitespaceAndNewlines().lowercased()
      let important = value.hasSuffix("!important")
      if important { value = value.dropLast("!important".count).trimmingWhitespaceAndNewlines() }
      switch property {
      case "display": declared.display = (String(value), important)
      case "visibility": declared.visibility = (value == "hidden" || value == "collapse", important)
      default: continue
      }
    }
    return declared.display == nil && declared.visibility == nil ? nil : declared
  }
}
