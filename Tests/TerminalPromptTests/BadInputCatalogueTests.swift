import Announcer
import CodeEntry
import Testing

@testable import TerminalPrompt

/// What arrives, and what the user must hear: one table of bad input through the key
/// decoder and the prompt session, in both designs.
@Suite struct BadInputCatalogueTests {
  struct Entry: CustomTestStringConvertible, Sendable {
    var name: String
    var bytes: [UInt8]
    /// The utterances after the opening, in order.
    var heard: [String]
    var testDescription: String { name }
  }

  static func esc(_ text: String) -> [UInt8] { Array("\u{1B}\(text)".utf8) }
  static func paste(_ text: String) -> [UInt8] { esc("[200~") + Array(text.utf8) + esc("[201~") }
  static let megabyteOfDigits = String(repeating: "7", count: 1 << 20)
  static let megabyteOfText = String(repeating: "abc ", count: 1 << 18)

  static let catalogue: [Entry] = [
    Entry(
      name: "invalid UTF-8", bytes: [0xFF, 0xC3, 0x28, 0x35],
      heard: ["Unreadable input ignored", "Unreadable input ignored", "Symbol left parenthesis is not a digit", "Five"]),
    Entry(name: "a cut UTF-8 character at the end", bytes: [0xD9], heard: ["Unreadable input ignored"]),
    Entry(
      name: "NUL bytes", bytes: [0x00, 0x00, 0x39], heard: ["Control key is not a digit", "Control key is not a digit", "Nine"]),
    Entry(name: "a 1 MiB paste of digits", bytes: paste(megabyteOfDigits), heard: ["Paste refused, too long"]),
    // A paste past KeyDecoder.longestPaste is refused whole, in bounded memory (issue 24).
    Entry(name: "a 1 MiB paste without digits", bytes: paste(megabyteOfText), heard: ["Paste refused, too long"]),
    Entry(name: "an unterminated bracketed paste", bytes: esc("[200~985391"), heard: ["That key does nothing here"]),
    Entry(name: "an unknown CSI sequence", bytes: esc("[99;99q") + [0x39], heard: ["That key does nothing here", "Nine"]),
    Entry(
      name: "an overlong CSI sequence", bytes: esc("[") + Array(repeating: 0x31, count: 10_000) + Array("m9".utf8),
      heard: ["That key does nothing here", "Nine"]),
    Entry(name: "a function key", bytes: esc("[15~"), heard: ["That key does nothing here"]),
    Entry(name: "Alt and a letter", bytes: esc("x"), heard: ["That key does nothing here"]),
    Entry(
      name: "digits from several scripts in one paste", bytes: paste("٩8５3९1"),
      heard: ["Pasted 6 digits, nine eight five three nine one", "Code complete, nine eight five three nine one"]),
    Entry(name: "a right-to-left mark typed", bytes: Array("\u{200F}9".utf8), heard: ["Control key is not a digit", "Nine"]),
    Entry(
      name: "right-to-left marks around a pasted code", bytes: paste("\u{200F}985391\u{200E}"),
      heard: ["Pasted 6 digits, nine eight five three nine one", "Code complete, nine eight five three nine one"]),
    Entry(name: "an emoji", bytes: Array("🙂9".utf8), heard: ["Symbol slightly smiling face is not a digit", "Nine"]),
    Entry(
      name: "a keycap emoji", bytes: Array("1\u{FE0F}\u{20E3}".utf8),
      heard: ["One", "Symbol variation selector-16 is not a digit", "Symbol combining enclosing keycap is not a digit"]),
    Entry(
      name: "a combining accent after a digit", bytes: Array("9\u{0301}".utf8),
      heard: ["Nine", "Symbol combining acute accent is not a digit"]),
    Entry(
      name: "Ctrl keys with no meaning", bytes: [0x01, 0x02, 0x06, 0x0B, 0x19],
      heard: Array(repeating: "Control key is not a digit", count: 5)),
    Entry(name: "a letter of another script", bytes: Array("ж".utf8), heard: ["Letter ж is not a digit"]),
  ]

  func hear(_ bytes: [UInt8], design: FieldDesign) -> [String] {
    var session = PromptSession(settings: PromptSettings(design: design, verbosity: Verbosity(hints: false)))
    var decoder = KeyDecoder()
    var heard: [String] = []
    for key in decoder.decode(bytes) + decoder.flush() {
      let step = session.handle(key)
      heard += step.utterances.map(\.text).filter { !$0.hasPrefix("Digit ") }  // per-digit focus lines
      if step.outcome != nil { break }
    }
    return heard
  }

  @Test(arguments: catalogue)
  func singleField(entry: Entry) {
    #expect(hear(entry.bytes, design: .single) == entry.heard)
  }

  @Test(arguments: catalogue)
  func perDigitFields(entry: Entry) {
    #expect(hear(entry.bytes, design: .perDigit) == entry.heard)
  }

  /// Every split of every entry's bytes between two reads decodes to the same keys.
  @Test(arguments: catalogue.filter { $0.bytes.count < 64 })
  func splitAnywhereDecodesTheSame(entry: Entry) {
    var whole = KeyDecoder()
    let expected = whole.decode(entry.bytes) + whole.flush()
    for split in 0...entry.bytes.count {
      var decoder = KeyDecoder()
      let keys = decoder.decode(entry.bytes[..<split]) + decoder.decode(entry.bytes[split...]) + decoder.flush()
      #expect(keys == expected, "split at \(split)")
    }
  }
}
