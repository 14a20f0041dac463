import Announcer
import CXML
import Glibc
import Wording

/// An XML or HTML document as otc reads it: elements with their attributes and their
/// content in order, text and child elements, as libxml2 reads them.
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
  /// The text of each `<style>` element of an HTML page, in order: the page's own rules,
  /// of which the reading takes those that hide (`PageStyles`).
  var styleSheets: [String] = []

  /// The deepest nesting read. libxml2 stops XML at 256 levels; its HTML parser is kept
  /// to the same here, and nothing below walks the tree recursively.
  static let deepest = 256

  /// Reads `bytes` with libxml2, loaded now if it was not. libxml2 tells each element and
  /// text as it reads them (otc_xml_read), and they are kept here alone: no tree of
  /// libxml2's is built beside this one.
  static func parse(_ bytes: [UInt8], html: Bool) throws(ScreenError) -> MarkupDocument {
    guard otc_xml_load() == 1 else {
      throw ScreenError(Message(.screenNeedsLibxml, "\(Self.string(otc_xml_load_error()))"))
    }
    guard bytes.count < Int(Int32.max) else { throw ScreenError(Message(.screenTooLarge)) }
    guard !bytes.isEmpty else { throw ScreenError(Message(.screenEmpty)) }
    var styleSheets: [String] = []
    let bytes = html ? blankingRawText(bytes, styles: &styleSheets) : bytes
    var error = [CChar](repeating: 0, count: 256)
    var line = 0
    let builder = Builder(html: html)
    let read = withExtendedLifetime(builder) {
      var events = otc_xml_events(
        context: Unmanaged.passUnretained(builder).toOpaque(),
        start: { context, name, count, names, values, lengths, line in
          Unmanaged<Builder>.fromOpaque(context!).takeUnretainedValue()
            .start(name, Int(count), names, values, lengths, line: line) ? 0 : 1
        },
        end: { context in Unmanaged<Builder>.fromOpaque(context!).takeUnretainedValue().end() },
        text: { context, bytes, length in
          Unmanaged<Builder>.fromOpaque(context!).takeUnretainedValue().text(bytes, Int(length))
        })
      return bytes.withUnsafeBufferPointer { buffer in
        buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buffer.count) { start in
          otc_xml_read(start, Int32(buffer.count), html ? 1 : 0, &events, &error, error.count, &line)
        }
      }
    }
    if let problem = builder.problem { throw problem }
    guard read != -1 else { throw ScreenError(Message(.screenOutOfMemory)) }
    guard read == 1 else {
      throw ScreenError(Message(.screenNotWellFormed, html ? "HTML" : "XML", "\(Self.string(error))"), line: line)
    }
    builder.endText()
    guard !builder.elements.isEmpty else { throw ScreenError(Message(.screenNoElement)) }
    return MarkupDocument(elements: builder.elements, mistake: Self.string(error), styleSheets: styleSheets)
  }

  /// The document as libxml2 tells it: the elements begun, the one each piece of text is
  /// in, and the limits.
  private final class Builder {
    let html: Bool
    var elements: [Element] = []
    /// The elements begun and not yet ended, outermost first.
    var open: [Int] = []
    /// How deep inside an element beside the root the reading is: not read, as a tree's
    /// root holds only what is inside it.
    var outside = 0
    var attributes = 0
    /// The text read since the last element began or ended, as bytes: libxml2 may cut it
    /// anywhere.
    var text: [UInt8] = []
    var problem: ScreenError?

    init(html: Bool) { self.html = html }

    /// An element begins; false when the reading must stop.
    func start(
      _ name: UnsafePointer<CChar>?, _ count: Int, _ names: UnsafePointer<UnsafePointer<CChar>?>?,
      _ values: UnsafePointer<UnsafePointer<CChar>?>?, _ lengths: UnsafePointer<Int32>?, line: Int
    ) -> Bool {
      endText()
      guard outside == 0, !(open.isEmpty && !elements.isEmpty) else {
        outside += 1
        return true
      }
      let depth = open.count
      guard depth <= MarkupDocument.deepest else {
        problem = ScreenError(Message(.screenElementsTooDeep, "\(MarkupDocument.deepest)"), line: line)
        return false
      }
      attributes += count
      guard elements.count < ScreenFile.mostElements, attributes <= ScreenFile.mostAttributes else {
        problem =
          elements.count < ScreenFile.mostElements
          ? ScreenError(Message(.screenTooManyAttributes, "\(ScreenFile.mostAttributes)"), line: line)
          : ScreenError(Message(.screenTooManyElements, "\(ScreenFile.mostElements)"), line: line)
        return false
      }
      var attributes: [String: String] = [:]
      for index in 0..<count {
        let key = MarkupDocument.string(names?[index])
        let value = values?[index].map { pointer in
          pointer.withMemoryRebound(to: UInt8.self, capacity: Int(lengths![index])) {
            String(decoding: UnsafeBufferPointer(start: $0, count: Int(lengths![index])), as: UTF8.self)
          }
        }
        attributes[html ? key.lowercased() : key] = value ?? ""
      }
      let index = elements.count
      let named = MarkupDocument.string(name)
      elements.append(
        Element(
          name: html ? named.lowercased() : named, attributes: attributes, content: [], parent: open.last, line: line,
          depth: depth))
      if let parent = open.last { elements[parent].content.append(.element(index)) }
      open.append(index)
      return true
    }

    /// The element begun last ends.
    func end() {
      endText()
      if outside > 0 {
        outside -= 1
      } else {
        _ = open.popLast()
      }
    }

    func text(_ bytes: UnsafePointer<CChar>?, _ length: Int) {
      guard let bytes, length > 0, outside == 0, !open.isEmpty else { return }
      bytes.withMemoryRebound(to: UInt8.self, capacity: length) {
        text.append(contentsOf: UnsafeBufferPointer(start: $0, count: length))
      }
    }

    /// The text read so far becomes the content of the element it is in.
    func endText() {
      guard !text.isEmpty else { return }
      if let parent = open.last { elements[parent].content.append(.text(String(decoding: text, as: UTF8.self))) }
      text.removeAll(keepingCapacity: true)
    }
  }

  /// `bytes` with the content of each `<script>` and `<style>` made spaces (its line breaks
  /// kept, so lines are counted as before). HTML ends such an element's text only at its
  /// own end tag, but libxml2's HTML parser ends it at any "</" and a letter, and read the
  /// markup inside a script's strings as the page's (rustdoc's pages hold hundreds of
  /// links so); nothing in them is read anyway. Each `<style>`'s text is added to
  /// `styles` before it is blanked, for the reading to take the rules that hide.
  static func blankingRawText(_ bytes: [UInt8], styles: inout [String]) -> [UInt8] {
    var result = bytes
    let lower = { (byte: UInt8) -> UInt8 in (0x41...0x5A).contains(byte) ? byte | 0x20 : byte }
    func matches(_ word: [UInt8], at position: Int) -> Bool {
      guard position + word.count <= result.count else { return false }
      for offset in 0..<word.count where lower(result[position + offset]) != word[offset] { return false }
      return true
    }
    var position = 0
    while position < result.count {
      guard result[position] == UInt8(ascii: "<") else {
        position += 1
        continue
      }
      let name: [UInt8]
      if matches(Array("<script".utf8), at: position) {
        name = Array("script".utf8)
      } else if matches(Array("<style".utf8), at: position) {
        name = Array("style".utf8)
      } else {
        position += 1
        continue
      }
      // The name must end there: "<scripts>" is another element.
      let after = position + 1 + name.count
      guard after < result.count, [0x20, 0x09, 0x0A, 0x0D, 0x0C, UInt8(ascii: ">"), UInt8(ascii: "/")].contains(result[after])
      else {
        position += 1
        continue
      }
      guard let tagEnd = result[after...].firstIndex(of: UInt8(ascii: ">")) else { break }
      var end = tagEnd + 1
      let closing = Array("</".utf8) + name
      while end < result.count, !matches(closing, at: end) { end += 1 }
      if name.first == UInt8(ascii: "s"), name[1] == UInt8(ascii: "t") {
        styles.append(String(decoding: result[(tagEnd + 1)..<end], as: UTF8.self))
      }
      for offset in (tagEnd + 1)..<end where result[offset] != 0x0A { result[offset] = 0x20 }
      position = end + closing.count
    }
    return result
  }

  /// A C string from libxml2 as Swift text; invalid UTF-8 becomes U+FFFD.
  fileprivate static func string(_ pointer: UnsafePointer<CChar>?) -> String {
    guard let pointer else { return "" }
    let length = strlen(pointer)
    return pointer.withMemoryRebound(to: UInt8.self, capacity: length) {
      String(decoding: UnsafeBufferPointer(start: $0, count: length), as: UTF8.self)
    }
  }

  /// The most characters of a text made of other elements' text (a label's, a link's,
  /// what `aria-labelledby` names): some 170 words, over a minute of speech. Past it a name
  /// is never heard to its end, and one text named by a thousand fields would otherwise be
  /// copied a thousand times (a 1 MB label named by 1,000 fields ran past 100 s and 1.6 GB).
  static let longestText = 1_000

  /// The text inside element `index`, its descendants' included, in order, without
  /// recursion, white space collapsed, at most `longest` characters; `skipping` leaves out
  /// an element and what it holds. At most 16 times `longest` characters are gathered
  /// (enough for indented markup's white space), so the cost is bounded too.
  func textContent(of index: Int, longest: Int = longestText, skipping: (Element) -> Bool = { _ in false }) -> String {
    textContent(of: index, longest: longest) { skipping($0) ? "" : nil }
  }

  /// The text inside element `index` as `textContent(of:longest:skipping:)` gathers it,
  /// where `replacing` gives the text that stands for an element and what it holds (an
  /// image's alt text, an `aria-label`; "" to leave it out), or `nil` to read inside it;
  /// an element `inline` says is joined to the text around it without a space (a `<code>`
  /// inside a word), any other is set apart by spaces, as accname joins a name's parts.
  func textContent(
    of index: Int, longest: Int = longestText, inline: (Element) -> Bool = { _ in false }, replacing: (Element) -> String?
  ) -> String {
    enum Step {
      case content(Content)
      case space
    }
    let budget = longest > Int.max / 16 ? Int.max : longest * 16
    var result = ""
    var gathered = 0
    var pending: [Step] = [.content(.element(index))]
    gathering: while let step = pending.popLast() {
      switch step {
      case .space:
        result += " "
        gathered += 1
      case .content(.text(let text)):
        let piece = text.unicodeScalars.prefix(budget - gathered)
        result.unicodeScalars.append(contentsOf: piece)
        gathered += piece.count
      case .content(.element(let child)):
        let spaced = child == index || !inline(elements[child])
        if child != index, let replacement = replacing(elements[child]) {
          let piece = replacement.unicodeScalars.prefix(budget - gathered)
          if spaced { result += " " }
          result.unicodeScalars.append(contentsOf: piece)
          if spaced { result += " " }
          gathered += piece.count + 2
          continue
        }
        if spaced {
          result += " "
          gathered += 1
          pending.append(.space)
        }
        pending.append(contentsOf: elements[child].content.reversed().map { .content($0) })
      }
      if gathered >= budget { break gathering }
    }
    let collapsed = result.collapsed
    return collapsed.count > longest ? String(collapsed.prefix(longest)) : collapsed
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
