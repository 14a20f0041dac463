import CXML
import Glibc

/// An XML or HTML document as otc reads it: elements with their attributes and their
/// content in order, text and child elements, made from libxml2's tree and freed at once.
struct MarkupDocument {
  /// One element.
  struct Element {
    /// Its name; an HTML name in lower case.
    var name: String
    /// Its attributes by name; an HTML name in lower case.
    var attributes: [String: String]
    /// Its content in document order.
    var content: [Content]
    /// Its parent's index, `nil` for the root.
    var parent: Int?
    /// The line it began on.
    var line: Int
    /// How many elements hold it.
    var depth: Int

    /// An attribute's value, `nil` when absent.
    subscript(_ name: String) -> String? { attributes[name] }
  }

  /// A piece of an element's content.
  enum Content {
    case text(String)
    case element(Int)
  }

  /// Every element, in document order; the root is the first.
  var elements: [Element]

  /// The last mistake libxml2 read HTML past, "" for none: the reason a page that yields
  /// nothing yields nothing.
  var mistake = ""

  /// The deepest nesting read. libxml2 stops XML at 256 levels; its HTML parser is kept
  /// to the same here, and nothing below walks the tree recursively.
  static let deepest = 256

  /// Parses `bytes` with libxml2, loaded now if it was not.
  static func parse(_ bytes: [UInt8], html: Bool) throws(ScreenError) -> MarkupDocument {
    guard otc_xml_load() == 1 else {
      throw ScreenError("reading it needs libxml2 (Debian's libxml2 package): \(Self.string(otc_xml_load_error()))")
    }
    guard bytes.count < Int(Int32.max) else { throw ScreenError("it is too large to read") }
    var error = [CChar](repeating: 0, count: 256)
    var line = 0
    let document = bytes.withUnsafeBufferPointer { buffer in
      buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buffer.count) { start in
        otc_xml_parse(start, Int32(buffer.count), html ? 1 : 0, &error, error.count, &line)
      }
    }
    guard let document else {
      throw ScreenError("it is not well-formed \(html ? "HTML" : "XML"): \(Self.string(error))", line: line)
    }
    defer { otc_xml_free(document) }
    guard let root = otc_xml_root(document) else { throw ScreenError("it holds no element") }
    var markup = try MarkupDocument(root: root, html: html)
    markup.mistake = Self.string(error)
    return markup
  }

  /// Copies libxml2's tree from `root`, without recursion: a stack of the nodes still to
  /// visit, each with its parent's index.
  private init(root: OpaquePointer, html: Bool) throws(ScreenError) {
    elements = []
    var pending: [(node: OpaquePointer, parent: Int?)] = [(root, nil)]
    while let (node, parent) = pending.popLast() {
      switch otc_xml_kind(node) {
      case 1:
        let depth = parent.map { elements[$0].depth + 1 } ?? 0
        guard depth <= Self.deepest else {
          throw ScreenError("its elements are nested deeper than \(Self.deepest) levels", line: otc_xml_line(node))
        }
        let name = Self.string(otc_xml_name(node))
        var attributes: [String: String] = [:]
        var attribute = otc_xml_first_attribute(node)
        while let current = attribute {
          let key = Self.string(otc_xml_attribute_name(current))
          attributes[html ? key.lowercased() : key] = Self.text(of: otc_xml_attribute_children(current))
          attribute = otc_xml_next_attribute(current)
        }
        let index = elements.count
        elements.append(
          Element(
            name: html ? name.lowercased() : name, attributes: attributes, content: [], parent: parent,
            line: otc_xml_line(node), depth: depth))
        if let parent { elements[parent].content.append(.element(index)) }
        // Children are pushed last first, so that they are visited in document order.
        var children: [OpaquePointer] = []
        var child = otc_xml_first_child(node)
        while let current = child {
          children.append(current)
          child = otc_xml_next(current)
        }
        pending.append(contentsOf: children.reversed().map { ($0, index) })
      case 2:
        if let parent { elements[parent].content.append(.text(Self.string(otc_xml_text(node)))) }
      default:
        break
      }
    }
  }

  /// The text of an attribute's nodes; an entity left unexpanded adds nothing.
  private static func text(of first: OpaquePointer?) -> String {
    var result = ""
    var node = first
    while let current = node {
      if otc_xml_kind(current) == 2 { result += string(otc_xml_text(current)) }
      node = otc_xml_next(current)
    }
    return result
  }

  /// A C string from libxml2 as Swift text; invalid UTF-8 becomes U+FFFD.
  private static func string(_ pointer: UnsafePointer<CChar>?) -> String {
    guard let pointer else { return "" }
    let length = strlen(pointer)
    return pointer.withMemoryRebound(to: UInt8.self, capacity: length) {
      String(decoding: UnsafeBufferPointer(start: $0, count: length), as: UTF8.self)
    }
  }

  /// The text inside element `index`, its descendants' included, in order, without
  /// recursion; `skipping` leaves out an element and what it holds.
  func textContent(of index: Int, skipping: (Element) -> Bool = { _ in false }) -> String {
    var result = ""
    var pending: [Content] = [.element(index)]
    while let content = pending.popLast() {
      switch content {
      case .text(let text): result += text
      case .element(let child):
        guard child == index || !skipping(elements[child]) else { continue }
        result += " "
        pending.append(contentsOf: elements[child].content.reversed())
      }
    }
    return result.collapsed
  }

  /// The indices of element `index` and every element inside it, in document order.
  func descendants(of index: Int) -> [Int] {
    var result: [Int] = []
    var pending = [index]
    while let current = pending.popLast() {
      result.append(current)
      for content in elements[current].content.reversed() {
        if case .element(let child) = content { pending.append(child) }
      }
    }
    return result
  }
}
