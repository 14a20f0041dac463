/// Secrets that a field which dropped or changed a byte would send wrong (issue 57, point
/// 3): what the end-to-end tests type at every secret question, to see them sent as typed.
public enum TypedSecrets {
  /// A passphrase typed on a Latin-1 console: "Müll café" as ISO 8859-1, bytes that are
  /// not UTF-8, with a space and a raw C1 byte (0x85).
  public static let latin1: [UInt8] = [0x4D, 0xFC, 0x6C, 0x6C, 0x20, 0x63, 0x61, 0x66, 0xE9, 0x85]

  /// Every character a secret field once dropped: a Tab, the zero-width non-joiner and
  /// joiner (Persian layouts, emoji sequences), the soft hyphen, the byte order mark, a C1
  /// control (NEL as UTF-8), a bell, and a Latin-1 byte between them.
  public static let dropped: [UInt8] =
    Array("a\tb\u{200C}c\u{200D}d\u{AD}e\u{FEFF}f\u{85}g\u{07}h".utf8) + [0xE9] + Array("i".utf8)

  /// Both, one after the other: every byte of the finding.
  public static let all: [UInt8] = latin1 + dropped
}
