import Foundation
import Glibc
@testable import Screens
import Testing

/// Screens made to hurt: deep nesting, entity bombs, external entities, invalid UTF-8.
/// Each is refused with a reason or read correctly, and no entity is ever fetched.
@Suite struct HostileScreenTests {
  static func outcome(_ bytes: [UInt8], as format: ScreenFormat? = nil) -> Result<Screen, ScreenError> {
    Result { () throws(ScreenError) in try ScreenFile.read(bytes, as: format) }
  }

  static func nested(_ depth: Int, open: String, close: String, inner: String = "") -> [UInt8] {
    Array((String(repeating: open, count: depth) + inner + String(repeating: close, count: depth)).utf8)
  }

  /// Where an element is drawn is read whatever numbers a file holds: a frame of 1e300 (a
  /// Double no Int holds, which trapped when made a whole number) and bounds past any
  /// screen are read, never a crash.
  @Test func framesBeyondAnyScreenAreRead() throws {
    let snapshot = #"[{"label":"Code","traits":["textField"],"frame":{"x":1e300,"y":-1e300,"width":1.5e308,"height":10}}]"#
    let read = try Self.outcome(Array(snapshot.utf8)).get()
    #expect(read.elements.first?.bounds.hasPrefix("x 1e+300, y -1e+300") == true, "\(read.elements)")
    let dump =
      #"""
      <hierarchy><node class="android.widget.EditText" resource-id="otp" \#
      bounds="[0,0][1e999,99999999999999999999999]"/></hierarchy>
      """#
    let android = try Self.outcome(Array(dump.utf8)).get()
    #expect(android.elements.first?.frame == nil)
  }

  @Test func tenThousandLevelsAreRefusedInEveryFormat() throws {
    let cases: [(ScreenFormat, [UInt8])] = [
      (
        .uiautomator,
        Array("<hierarchy>".utf8) + Self.nested(10_000, open: "<node class=\"a\">", close: "</node>") + Array("</hierarchy>".utf8)
      ),
      (
        .appiumAndroid,
        Array("<hierarchy>".utf8)
          + Self.nested(10_000, open: "<android.widget.FrameLayout>", close: "</android.widget.FrameLayout>")
          + Array("</hierarchy>".utf8)
      ),
      (
        .appiumIOS,
        Self.nested(10_000, open: "<XCUIElementTypeOther accessible=\"true\" label=\"x\">", close: "</XCUIElementTypeOther>")
      ),
      (.maestro, Self.nested(10_000, open: "{\"children\":[", close: "]}")),
      (.chromeAXTree, Self.nested(10_000, open: "[", close: "]")),
      (.html, Self.nested(10_000, open: "<div>", close: "</div>", inner: "<input aria-label=Code>")),
      (.snapshot, Self.nested(10_000, open: "[", close: "]")),
      (.aria, Array("- ".utf8) + Self.nested(10_000, open: "[", close: "]")),
    ]
    for (format, bytes) in cases {
      switch Self.outcome(bytes, as: format) {
      case .success(let screen): Issue.record("\(format) read \(screen.elements.count) elements 10,000 deep")
      case .failure(let error):
        #expect(
          error.reason.contains("nested deeper than 256") || error.reason.contains("Excessive depth"), "\(format): \(error)")
      }
    }
  }

  @Test func aScreenOfMoreElementsThanAnyScreenHasIsRefusedAsTheyAreRead() throws {
    let over = ScreenFile.mostElements + 1
    let cases: [(ScreenFormat, [UInt8])] = [
      (.uiautomator, Array(("<hierarchy>" + String(repeating: "<node/>", count: over) + "</hierarchy>").utf8)),
      (.html, Array(("<input aria-label=Code>" + String(repeating: "<i>x</i>", count: over)).utf8)),
    ]
    for (format, bytes) in cases {
      switch Self.outcome(bytes, as: format) {
      case .success(let screen): Issue.record("\(format) read \(screen.elements.count) elements of \(over)")
      case .failure(let error):
        #expect(error.reason.contains("more than \(ScreenFile.mostElements) elements"), "\(format): \(error)")
        #expect(error.line != nil, "\(format): the line where the reading stopped")
      }
    }
  }

  /// Hardening V, finding 7: Maestro's nodes are counted in the pass that checks the
  /// depth, before anything is decoded; a node's attributes (an object in an object) are
  /// not nodes, so a hierarchy of as many nodes as otc reads is still read.
  @Test func maestrosNodesAreCountedBeforeTheyAreDecoded() throws {
    let empty = "{\"children\":[" + Array(repeating: "{}", count: ScreenFile.mostElements).joined(separator: ",") + "]}"
    switch Self.outcome(Array(empty.utf8), as: .maestro) {
    case .success(let screen): Issue.record("read \(screen.elements.count) of \(ScreenFile.mostElements + 1) nodes")
    case .failure(let error): #expect(error.reason.contains("more than \(ScreenFile.mostElements) elements"), "\(error)")
    }
    let node = #"{"attributes":{"class":"android.widget.TextView","text":"Row"},"children":[]}"#
    let code = #"{"attributes":{"class":"android.widget.EditText","resource-id":"otp"},"children":[]}"#
    let children = [code] + Array(repeating: node, count: ScreenFile.mostElements - 2)
    let most = "{\"attributes\":{},\"children\":[" + children.joined(separator: ",") + "]}"
    #expect(throws: Never.self) { try Self.outcome(Array(most.utf8), as: .maestro).get() }
  }

  @Test func aScreenOfMoreAttributesThanAnyScreenHasIsRefused() throws {
    let attributes = (0..<1_000).map { " a\($0)=\"\"" }.joined()
    let elements = ScreenFile.mostAttributes / 1_000 + 1
    let dump = "<hierarchy>" + String(repeating: "<node\(attributes)/>", count: elements) + "</hierarchy>"
    switch Self.outcome(Array(dump.utf8), as: .uiautomator) {
    case .success(let screen): Issue.record("read \(screen.elements.count) elements of 1,000 attributes each")
    case .failure(let error): #expect(error.reason.contains("more than \(ScreenFile.mostAttributes) attributes"), "\(error)")
    }
  }

  /// A text other elements are named by is gathered once and cut at the longest a name is
  /// read (a 1 MB label named by 1,000 fields ran past 100 s and 1.6 GB): a field's name, a
  /// link's content and an actionable node's gathered text all stop there; a text area's
  /// own text does not.
  @Test func aNameMadeOfOthersTextIsCutWhereNoOneHearsIt() throws {
    let words = (0..<20_000).map { "word\($0)" }.joined(separator: " ")
    let longest = MarkupDocument.longestText
    let fields = String(repeating: "<input aria-labelledby=\"big\">", count: 200)
    let page = try ScreenFile.read(
      Array(
        """
        <div id=\"big\">\(words)</div>\(fields)<label for=\"x\">\(words)</label><input id=\"x\"><a \
        href=\"#\">\(words)</a><textarea aria-label=\"Notes\">\(words)</textarea>
        """
        .utf8),
      as: .html)
    let named = page.elements.filter { $0.role == .textField && $0.name.hasPrefix("word0 word1") }
    #expect(named.count == 201)
    #expect(named.allSatisfy { $0.name == String(words.prefix(longest)) })
    #expect(page.elements.contains { $0.role == .link && $0.name == String(words.prefix(longest)) })
    #expect(page.elements.contains { $0.role == .textField && $0.name == "Notes" && $0.value == words })

    var dump = "<hierarchy>"
    for _ in 0..<100 { dump += "<node class=\"android.widget.FrameLayout\" clickable=\"true\">" }
    dump +=
      "<node class=\"android.widget.TextView\" text=\"\(words)\"/>" + String(repeating: "</node>", count: 100) + "</hierarchy>"
    let screen = try ScreenFile.read(Array(dump.utf8), as: .uiautomator)
    let gathered = screen.elements.filter { $0.actionable }
    #expect(gathered.count == 100)
    #expect(gathered.allSatisfy { $0.name.count <= longest && words.hasPrefix($0.name) })
  }

  /// An XML attribute's references read as libxml2's tree read them: the five predefined
  /// and character references are their characters, an entity of the document's adds nothing.
  @Test func referencesInAnXMLAttributeAreReadAsBefore() throws {
    let dump = """
      <?xml version="1.0"?><!DOCTYPE hierarchy [<!ENTITY brand "Acme">]>
      <hierarchy><node class="android.widget.EditText" text="" content-desc="Tom &amp; Jerry&apos;s &lt;code&gt; &#38; \
      &#x41;&#66; &brand;!"/></hierarchy>
      """
    let field = try #require(try ScreenFile.read(Array(dump.utf8)).focusStops.first)
    #expect(field.name == "Tom & Jerry's <code> & AB !")
  }

  @Test func theBillionLaughsAreNeverExpanded() throws {
    var entities = "<!ENTITY lol0 \"lollollollollollollollollollol\">"
    for level in 1...9 { entities += "<!ENTITY lol\(level) \"" + String(repeating: "&lol\(level - 1);", count: 10) + "\">" }
    let dump =
      """
      <?xml version=\"1.0\"?><!DOCTYPE hierarchy [\(entities)]><hierarchy><node class=\"android.widget.EditText\" \
      text=\"&lol9;\" content-desc=\"Code\"/></hierarchy>
      """
    switch Self.outcome(Array(dump.utf8)) {
    case .success(let screen):
      // Read, then the reference was left unexpanded: nothing like a billion characters.
      #expect(screen.elements.allSatisfy { $0.value.count < 1000 })
    case .failure(let error):
      #expect(!error.reason.isEmpty)
    }
  }

  @Test func externalEntitiesAreNeverFetched() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "otc-xxe-\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let secret = folder.appendingPathComponent("secret.txt")
    try "XXE-SECRET-985391".write(to: secret, atomically: true, encoding: .utf8)
    // A listener on 127.0.0.1 that would see any fetch over the network.
    let listener = socket(AF_INET, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_NONBLOCK.rawValue), 0)
    defer { close(listener) }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    try withUnsafeMutablePointer(to: &address) { pointer in
      try pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        try #require(bind(listener, $0, length) == 0)
        try #require(getsockname(listener, $0, &length) == 0)
      }
    }
    try #require(listen(listener, 4) == 0)
    let port = UInt16(bigEndian: address.sin_port)
    for target in ["file://\(secret.path)", "http://127.0.0.1:\(port)/entity", secret.path] {
      let dump = """
        <?xml version="1.0"?>
        <!DOCTYPE hierarchy SYSTEM "http://127.0.0.1:\(port)/dtd" [<!ENTITY x SYSTEM "\(target)">]>
        <hierarchy><node class="android.widget.EditText" text="&x;" content-desc="Code &x;"/></hierarchy>
        """
      switch Self.outcome(Array(dump.utf8)) {
      case .success(let screen):
        #expect(!screen.elements.contains { $0.value.contains("XXE-SECRET") || $0.name.contains("XXE-SECRET") })
      case .failure(let error):
        #expect(!error.reason.contains("XXE-SECRET"))
      }
    }
    #expect(accept(listener, nil, nil) == -1, "libxml2 connected to 127.0.0.1 for an entity")
  }

  @Test func invalidUTF8IsRefusedOrMadeSafe() throws {
    let bad: [UInt8] = [0xC3, 0x28, 0xFF, 0xFE, 0x1B]
    let cases: [(ScreenFormat, [UInt8])] = [
      (
        .uiautomator,
        Array("<hierarchy><node class=\"android.widget.EditText\" text=\"".utf8) + bad + Array("\"/></hierarchy>".utf8)
      ),
      (.html, Array("<input aria-label=\"".utf8) + bad + Array("[31m\">".utf8)),
      (.snapshot, Array("[{\"label\": \"".utf8) + bad + Array("\"}]".utf8)),
      (.aria, Array("- textbox \"".utf8) + bad + Array("\"\n".utf8)),
      (.appiumAndroid, Array("<hierarchy><android.widget.EditText text=\"".utf8) + bad + Array("\"/></hierarchy>".utf8)),
      (.appiumIOS, Array("<XCUIElementTypeTextField accessible=\"true\" label=\"".utf8) + bad + Array("\"/>".utf8)),
      (
        .xcuitestDescription,
        Array("Element subtree:\n →Application, 0x1\n    TextField, 0x2, label: '".utf8) + bad + Array("'\n".utf8)
      ),
      (
        .maestro,
        Array("{\"attributes\":{\"class\":\"android.widget.EditText\",\"text\":\"".utf8) + bad
          + Array("\"},\"children\":[]}".utf8)
      ),
      (
        .chromeAXTree,
        Array("{\"nodes\":[{\"nodeId\":\"1\",\"role\":{\"value\":\"textbox\"},\"name\":{\"value\":\"".utf8) + bad
          + Array("\"}}]}".utf8)
      ),
    ]
    #expect(Set(cases.map(\.0)) == Set(ScreenFormat.allCases), "every format has a case")
    for (format, bytes) in cases {
      switch Self.outcome(bytes, as: format) {
      case .success(let screen):
        for element in screen.elements {
          for text in [element.name, element.value, element.hint, element.identifier] {
            #expect(!text.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) }, "\(format)")
          }
        }
      case .failure(let error):
        #expect(!error.reason.isEmpty, "\(format)")
      }
    }
  }

  @Test func controlAndBidiCharactersNeverSurvive() throws {
    let json = #"[{"label": "Co\u001b[2Jde\u202elmth.exe", "value": "1\u00072", "traits": ["textField"]}]"#
    let field = try #require(try ScreenFile.read(Array(json.utf8)).focusStops.first)
    #expect(field.name == "Co[2Jdelmth.exe")
    #expect(field.value == "12")
    // libxml2 ends an HTML attribute at a character reference to a control character:
    // what is left is safe too.
    let html = try ScreenFile.read(Array("<input aria-label=\"Co&#x1B;[2Jde\" value=\"1&#x7;2\">".utf8))
    let named = try #require(html.focusStops.first)
    #expect(!(named.name + named.value).unicodeScalars.contains { $0.value < 0x20 })
    // Every format's text, made safe the same way.
    let hostile = "Co\u{1B}[2Jde\u{202E}lmth\u{7}"
    let files: [(ScreenFormat, String)] = [
      (.xcuitestDescription, "Element subtree:\n →Application, 0x1\n    Button, 0x2, label: '\(hostile)'\n"),
      (
        .maestro,
        #"{"attributes":{"class":"android.widget.Button","text":"Co\u001b[2Jde\u202elmth\u0007","clickable":"true"},"#
          + #""children":[]}"#
      ),
      (.chromeAXTree, #"{"nodes":[{"nodeId":"1","role":{"value":"button"},"name":{"value":"Co\u001b[2Jde\u202elmth\u0007"}}]}"#),
    ]
    for (format, text) in files {
      let stop = try #require(try ScreenFile.read(Array(text.utf8), as: format).focusStops.first, "\(format)")
      #expect(stop.name == "Co[2Jdelmth", "\(format): \(stop.name.debugDescription)")
    }
  }
}
