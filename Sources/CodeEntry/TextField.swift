/// A text field for anything printable: a password or passphrase (secure), or a user name.
///
/// A secure field never lets its characters out through its events or elements: they say
/// how many characters there are, never which. Only `value` gives them, for the caller to
/// print and wipe. Characters go in and come off at the end, as in a password box.
public struct TextField: EntryField {
  /// The most characters a field takes: more than any passphrase, less than a flood.
  public static let limit = 1024
  /// The most bytes: `limit` characters of 16 bytes each (an emoji with its joiners).
  static let byteCapacity = 16 * 1024

  /// Whether the characters are withheld (a password) or said (a user name).
  public let isSecure: Bool
  /// What was typed, as UTF-8, in a locked buffer that never grows or moves.
  private var storage: LockedBytes
  /// How many bytes each typed character took, so Backspace takes off one character.
  private var lengths: [Int] = []

  /// Creates an empty field.
  public init(secure: Bool) {
    isSecure = secure
    storage = LockedBytes(capacity: Self.byteCapacity)
    lengths.reserveCapacity(Self.limit)
  }

  /// The characters, for a field that shows them (never called for a secure one).
  private var characters: [Character] { storage.withUnsafeBytes { Array(String(decoding: $0, as: UTF8.self)) } }

  public var focusedElement: FieldElement {
    .textField(characters: isSecure ? nil : characters, count: lengths.count)
  }
  public var elements: [FieldElement] { [focusedElement] }
  public var filledCount: Int { lengths.count }
  public var capacity: Int? { nil }
  public var value: EntryValue? { .text(SecretText(storage: storage.copy(), count: lengths.count)) }
  public var takesSymbols: Bool { true }
  /// Whether what is typed is in memory that is locked (never swapped out).
  public var isHeldInLockedMemory: Bool { storage.isLocked }
  public var submitsWhenInputEnds: Bool { false }

  private func shown(_ character: Character) -> Character? { isSecure ? nil : character }

  /// The storage, copied first when a copy of this field shares it.
  private mutating func unique() -> LockedBytes {
    if !isKnownUniquelyReferenced(&storage) { storage = storage.copy() }
    return storage
  }

  public mutating func type(_ character: Character) -> [CodeEvent] {
    guard Self.isPrintable(character) else { return [.rejected(.notPrintable)] }
    guard lengths.count < Self.limit, unique().append(character.utf8) else { return [.rejected(.textFull(limit: Self.limit))] }
    lengths.append(character.utf8.count)
    return [.insertedCharacter(shown(character), count: lengths.count)]
  }

  /// Pastes text as typed, without a final line break (a copied line usually has one).
  /// Any other control character refuses the whole paste.
  public mutating func paste(_ text: String) -> [CodeEvent] {
    var end = text.endIndex
    while end > text.startIndex, text[text.index(before: end)].isNewline { end = text.index(before: end) }
    let pasted = text[..<end]
    guard !pasted.isEmpty else { return [.rejected(.pasteHasNoText)] }
    guard pasted.allSatisfy(Self.isPrintable) else { return [.rejected(.pasteHasControlCharacter)] }
    let count = pasted.count
    guard lengths.count + count <= Self.limit, storage.count + pasted.utf8.count <= storage.capacity else {
      return [.rejected(.textFull(limit: Self.limit))]
    }
    let buffer = unique()
    for character in pasted {
      buffer.append(character.utf8)
      lengths.append(character.utf8.count)
    }
    return [.pastedText(isSecure ? nil : String(pasted), pasted: count, count: lengths.count)]
  }

  public mutating func deleteBackward() -> [CodeEvent] {
    guard let length = lengths.popLast() else { return [.nothingToDelete] }
    let buffer = unique()
    let character: Character? =
      isSecure ? nil : buffer.withUnsafeBytes { String(decoding: $0[($0.count - length)...], as: UTF8.self).first }
    buffer.removeLast(length)
    return [.deletedCharacter(character, count: lengths.count)]
  }

  public mutating func clear() -> [CodeEvent] {
    guard !lengths.isEmpty else { return [.nothingToDelete] }
    let count = lengths.count
    wipe()
    return [.clearedText(count: count)]
  }

  public mutating func pressReturn() -> [CodeEvent] {
    [.textEntered(count: lengths.count)]
  }

  /// Review keys say the field again: a secure field has nothing else to review.
  public mutating func move(_ movement: Movement) -> [CodeEvent] {
    [.focusMoved(position: 1, length: 1)]
  }

  public mutating func wipe() {
    // A buffer a copy of this field still holds is that copy's: this field takes a new,
    // empty one rather than copying the secret only to wipe it.
    if isKnownUniquelyReferenced(&storage) { storage.wipe() } else { storage = LockedBytes(capacity: Self.byteCapacity) }
    for index in lengths.indices { lengths[index] = 0 }
    lengths.removeAll(keepingCapacity: true)
  }

  /// Whether `character` can be part of a typed text: anything but line breaks, control
  /// characters and a lone format character (a joiner inside an emoji is fine).
  public static func isPrintable(_ character: Character) -> Bool {
    let scalars = character.unicodeScalars
    if character.isNewline || scalars.contains(where: { $0.properties.generalCategory == .control }) { return false }
    return !(scalars.count == 1 && scalars.first!.properties.generalCategory == .format)
  }
}
