/// Values framed as netstrings ("5:hello,"): the length in decimal, a colon, the bytes and
/// a comma. Any bytes may be inside, so text from anywhere crosses a pipe whole, and a
/// reader knows where each value ends without looking into it. What otc hands a process of
/// its own (the speech tail's words), without Codable, which Embedded Swift lacks.
public struct NetstringWriter: Sendable {
  /// The bytes written so far.
  public private(set) var bytes: [UInt8] = []

  /// An empty writer.
  public init() {}

  /// Appends `value`'s UTF-8 bytes as one netstring.
  public mutating func append(_ value: String) {
    let utf8 = Array(value.utf8)
    bytes += Array(String(utf8.count).utf8)
    bytes.append(UInt8(ascii: ":"))
    bytes += utf8
    bytes.append(UInt8(ascii: ","))
  }

  /// Appends `value` in decimal as one netstring.
  public mutating func append(_ value: Int) { append(String(value)) }
}

/// Reads back what a `NetstringWriter` wrote, value by value; `nil` for anything that is
/// not a whole netstring where one is expected.
public struct NetstringReader: Sendable {
  private let bytes: [UInt8]
  private var offset = 0

  /// A reader at the start of `bytes`.
  public init(_ bytes: [UInt8]) { self.bytes = bytes }

  /// Whether every byte has been read.
  public var isAtEnd: Bool { offset == bytes.count }

  /// The next value as text; `nil` when it is not a netstring or not UTF-8.
  public mutating func text() -> String? {
    var length = 0
    var digits = 0
    while offset < bytes.count, (0x30...0x39).contains(bytes[offset]) {
      // A length is at most nine digits: no value otc writes comes near a gigabyte.
      guard digits < 9, digits == 0 || length > 0 else { return nil }
      length = length * 10 + Int(bytes[offset] - 0x30)
      digits += 1
      offset += 1
    }
    guard digits > 0, offset < bytes.count, bytes[offset] == UInt8(ascii: ":"),
      length < bytes.count - offset - 1, bytes[offset + 1 + length] == UInt8(ascii: ",")
    else { return nil }
    let value = String(validating: bytes[(offset + 1)..<(offset + 1 + length)], as: UTF8.self)
    offset += length + 2
    return value
  }

  /// The next value as a decimal number; `nil` when it is not one.
  public mutating func number() -> Int? {
    guard let text = text(), !text.isEmpty, text.count <= 18, text.utf8.allSatisfy({ (0x30...0x39).contains($0) }) else {
      return nil
    }
    return Int(text)
  }
}
