/// The characters of a finished text entry (a password, a passphrase, a user name), held
/// as UTF-8 in a locked buffer of their own (`LockedBytes`), never in growable storage.
///
/// Two are equal when they hold the same bytes (compared in constant time); the hash
/// takes only the length. The value is printed or sent straight from the buffer
/// (`withUnsafeBytes`), then wiped.
public struct SecretText: Hashable, Sendable, ExpressibleByStringLiteral {
  private let storage: LockedBytes
  /// How many characters were typed.
  public let count: Int

  /// Takes over `storage`, which holds `count` typed characters.
  init(storage: LockedBytes, count: Int) {
    self.storage = storage
    self.count = count
  }

  /// Takes over `storage`, whose bytes are UTF-8 that arrived whole (a passphrase given
  /// through a FIFO): its characters are counted from the bytes, never copied.
  public init(taking storage: LockedBytes) {
    let count = storage.withUnsafeBytes { bytes in bytes.reduce(0) { $0 + ($1 & 0xC0 == 0x80 ? 0 : 1) } }
    self.init(storage: storage, count: count)
  }

  /// A text from a string: for tests and for what is not a secret.
  public init(_ text: String) {
    storage = LockedBytes(capacity: max(1, text.utf8.count))
    storage.append(text.utf8)
    count = text.count
  }

  public init(stringLiteral text: String) { self.init(text) }

  /// Calls `body` with the UTF-8 bytes, in place.
  public func withUnsafeBytes<R, E: Error>(_ body: (UnsafeRawBufferPointer) throws(E) -> R) throws(E) -> R {
    try storage.withUnsafeBytes(body)
  }

  /// Overwrites the bytes; every copy of this value shares them.
  public func wipe() { storage.wipe() }

  public static func == (left: SecretText, right: SecretText) -> Bool { left.storage.sameBytes(as: right.storage) }

  public func hash(into hasher: inout Hasher) { hasher.combine(count) }
}
