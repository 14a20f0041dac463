import Announcer
import FoundationEssentials
import Wording

/// Reads an iOS screen as AccessibilitySnapshot models it (cashapp/AccessibilitySnapshot,
/// its parser's markers encoded as JSON): a list of the elements VoiceOver visits, in
/// its order, each with `label`, `value`, `hint`, `traits`, `description` (what VoiceOver
/// says, as AccessibilitySnapshot writes it), and, when the app exports them,
/// `identifier`, `frame`, `textContentType` (empty for none) and `isSecureTextEntry`. The list is the file
/// itself or its `elements` (or `markers`).
///
/// A text field is an element whose traits hold `textField`, `secureTextField` or
/// `searchField`, or whose description says it is one. The facts the file holds are the
/// keys it has: autofill hints only when some element has `textContentType`, secure entry
/// only when some has `isSecureTextEntry` or the `secureTextField` trait.
enum SnapshotJSON {
  /// Whether `head` begins as AccessibilitySnapshot's elements do: a list whose first
  /// item is an object with an element's key (or an empty list), or an object that holds
  /// its list under `elements` or `markers`.
  static func looksLikeElements(_ head: Substring) -> Bool {
    switch head.first {
    case "[":
      let rest = head.dropFirst().drop { $0.isWhitespace }
      if rest.first == "]" { return true }
      guard rest.first == "{" else { return false }
      return markerKeys.contains { rest.contains("\"\($0)\"") }
    case "{":
      return head.contains("\"elements\"") || head.contains("\"markers\"")
    default:
      return false
    }
  }

  /// The keys of one element, as `Marker` reads them.
  static let markerKeys = ["label", "value", "hint", "traits", "description", "identifier", "frame", "textContentType"]

  /// One element, as the file holds it.
  struct Marker: Decodable {
    var label: String?
    var value: String?
    var hint: String?
    var traits: [String]?
    var description: String?
    var identifier: String?
    var frame: Frame?
    var textContentType: String?
    var isSecureTextEntry: Bool?
  }

  /// Where an element is drawn.
  struct Frame: Decodable {
    var x: Double
    var y: Double
    var width: Double
    var height: Double
  }

  /// A file that holds its list under a key.
  struct Wrapped: Decodable {
    var elements: [Marker]?
    var markers: [Marker]?
  }

  /// The deepest nesting read, as for the other formats.
  static let deepest = 256

  /// The screen in `bytes`.
  static func screen(_ bytes: [UInt8]) throws(ScreenError) -> Screen {
    try checkDepth(bytes)
    let data = Data(bytes)
    let decoder = JSONDecoder()
    let markers: [Marker]
    do {
      if ScreenFile.content(of: bytes).first == UInt8(ascii: "[") {
        markers = try decoder.decode([Marker].self, from: data)
      } else {
        let wrapped = try decoder.decode(Wrapped.self, from: data)
        guard let list = wrapped.elements ?? wrapped.markers else {
          throw ScreenError(Message(.screenJSONWithoutList))
        }
        markers = list
      }
    } catch let error as ScreenError {
      throw error
    } catch {
      throw ScreenError(Message(.screenNotSnapshot, reason(error)))
    }
    guard !markers.isEmpty else { throw ScreenError(Message(.screenNoElements)) }
    var facts: Set<ScreenFact> = [.value]
    if markers.contains(where: { $0.textContentType != nil }) { facts.insert(.autofill) }
    if markers.contains(where: { $0.isSecureTextEntry != nil || ($0.traits ?? []).contains("secureTextField") }) {
      facts.insert(.secureEntry)
    }
    let elements = markers.map { marker -> ScreenElement in
      let traits = Set(marker.traits ?? [])
      let said = (marker.description ?? "").lowercased()
      let secure = traits.contains("secureTextField") || marker.isSecureTextEntry == true
      let field =
        secure || traits.contains("textField") || traits.contains("searchField") || said.hasSuffix("text field")
        || said.contains("text field,")
      var element = ScreenElement(role: field ? .textField : role(traits))
      element.name = (marker.label ?? "").collapsed
      element.value = (marker.value ?? "").collapsed
      // The hint is VoiceOver's accessibilityHint, said after a pause; otc's own hint words
      // stand for it, as for the designs it imagines. It is no placeholder.
      element.focusStop = true
      element.actionable = field || traits.contains("button") || traits.contains("link")
      // UIAccessibilityTraits' notEnabled and selected, as the parser names them.
      element.enabled = !traits.contains("notEnabled")
      element.selected = traits.contains("selected")
      element.identifier = marker.identifier ?? ""
      if let frame = marker.frame {
        element.bounds = ScreenFrame(x: frame.x, y: frame.y, width: frame.width, height: frame.height).boundsText
      }
      if field {
        if facts.contains(.secureEntry) { element.secure = secure }
        if facts.contains(.autofill) {
          element.autofill = marker.textContentType.map { [$0 == "oneTimeCode" ? "one-time-code" : $0] } ?? []
        }
      }
      return element
    }
    return Screen(format: .snapshot, elements: elements, facts: facts)
  }

  /// Refuses JSON nested deeper than `deepest`, with a reason the decoder would not give
  /// ("not valid JSON"): brackets and braces counted outside strings, in one pass. With
  /// `mostNodes`, also refuses a tree of more nodes than that, a node being the root and each
  /// object directly inside a list, counted in the same pass: a format whose nodes are so
  /// (Maestro's children) is refused before it is decoded, whose cost is the objects' count
  /// (five million empty nodes in 14 MB took 5 s and 530 MB to decode, then were refused).
  static func checkDepth(_ bytes: [UInt8], mostNodes: Int? = nil) throws(ScreenError) {
    var inString = false
    var escaped = false
    // Whether each open container is a list, innermost last: as many as the depth, at most
    // `deepest`.
    var isList: [Bool] = []
    var nodes = 1
    let most = mostNodes ?? Int.max
    for byte in bytes {
      if inString {
        if escaped {
          escaped = false
        } else if byte == UInt8(ascii: "\\") {
          escaped = true
        } else if byte == UInt8(ascii: "\"") {
          inString = false
        }
        continue
      }
      switch byte {
      case UInt8(ascii: "\""): inString = true
      case UInt8(ascii: "["), UInt8(ascii: "{"):
        if isList.count >= deepest { throw ScreenError(Message(.screenListsTooDeep, "\(deepest)")) }
        if byte == UInt8(ascii: "{"), isList.last == true {
          nodes += 1
          if nodes > most { throw ScreenError(Message(.screenTooManyElements, "\(most)")) }
        }
        isList.append(byte == UInt8(ascii: "["))
      case UInt8(ascii: "]"), UInt8(ascii: "}"):
        _ = isList.popLast()
      default: break
      }
    }
  }

  /// otc's role for VoiceOver's traits.
  private static func role(_ traits: Set<String>) -> ElementRole {
    if traits.contains("header") { return .heading }
    if traits.contains("button") { return .button }
    if traits.contains("link") { return .link }
    if traits.contains("image") { return .image }
    return .text
  }

  /// A decoding error in a sentence.
  static func reason(_ error: any Error) -> Message.Value {
    switch error {
    case DecodingError.dataCorrupted(let context): "\(context.debugDescription)"
    case DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context):
      "\(context.codingPath.map(\.stringValue).joined(separator: ".")): \(context.debugDescription)"
    case DecodingError.keyNotFound(let key, _): .message(Message(.decoderMissing, "\(key.stringValue)"))
    default: "\(error)"
    }
  }
}
