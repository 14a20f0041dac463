/// A text field for anything printable: a password or passphrase (secure), or a user name.
///
/// A secure field never lets its characters out through its events or elements: they say
/// how many characters there are, never which. Only `value` gives them, for the caller to
/// print and wipe. Characters go in and come off at the end, as in a password box.
public struct TextField: EntryField {
  /// The most characters a field takes: more than any passphrase, less than a flood.
  public static let limit = 1024
  /// The most bytes: `limit` characters of 16 bytes each (an emoji with its joiners).
  public static let byteCapacity = 16 * 1024

  /// Whether the characters are withheld (a password) or said (a user name).
  public let isSecure: Bool
  /// What was typed, as UTF-8, in a locked buffer that never grows or moves.
  private var storage: LockedBytes
  /// How many bytes each typed character took, so Backspace takes off one character.
  private var lengths: [Int] = []
  /// Where the review cursor is (0-based), once Left, Right, Home, End or a word key moved
  /// it; `nil` after an edit. Typing always goes in at the end.
  private var review: Int?

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

  /// A secure field takes every byte typed, as typed (`takesAnyByte`).
  public var takesAnyByte: Bool { isSecure }

  /// Types one character. A field that shows what is typed takes printable characters
  /// only; a secure one takes any (a Tab, a joiner, a soft hyphen, a C1 control): a
  /// secret is sent exactly as typed.
  public mutating func type(_ character: Character) -> [CodeEvent] {
    guard isSecure || Self.isPrintable(character) else { return [.rejected(.notPrintable)] }
    return append(units: [Array(character.utf8)], shown: shown(character))
  }

  /// Types bytes no character stands for (a Latin-1 letter, a control byte), one
  /// character each, into a secure field; a field that shows what is typed refuses them.
  public mutating func type(bytes: [UInt8]) -> [CodeEvent] {
    guard isSecure, !bytes.isEmpty else { return [.rejected(.notPrintable)] }
    return append(units: bytes.map { [$0] }, shown: nil)
  }

  /// Appends characters given as their bytes, all or none.
  private mutating func append(units: [[UInt8]], shown: Character?) -> [CodeEvent] {
    let size = units.reduce(0) { $0 + $1.count }
    guard lengths.count + units.count <= Self.limit, storage.count + size <= storage.capacity else {
      return [.rejected(.textFull(limit: Self.limit))]
    }
    review = nil
    let buffer = unique()
    for unit in units {
      buffer.append(unit)
      lengths.append(unit.count)
    }
    return [.insertedCharacter(shown, count: lengths.count)]
  }

  /// Pastes text as typed, without a final line break (a copied line usually has one).
  /// A line break inside refuses the whole paste, and so, in a field that shows what is
  /// typed, does any other control character; a secure field takes the rest as it is.
  public mutating func paste(_ text: String) -> [CodeEvent] {
    var end = text.endIndex
    while end > text.startIndex, text[text.index(before: end)].isNewline { end = text.index(before: end) }
    let pasted = text[..<end]
    guard !pasted.isEmpty else { return [.rejected(.pasteHasNoText)] }
    let accepted = isSecure ? { (character: Character) in !character.isNewline } : Self.isPrintable
    guard pasted.allSatisfy(accepted) else { return [.rejected(.pasteHasControlCharacter)] }
    return appendPasted(pasted.map { Array($0.utf8) }, shown: isSecure ? nil : String(pasted))
  }

  /// Pastes bytes that are not all UTF-8 into a secure field, as they came but for a
  /// final line break: each character that is UTF-8 is one character, each other byte one.
  /// A line break inside refuses the paste; a field that shows what is typed refuses it.
  public mutating func paste(bytes: [UInt8]) -> [CodeEvent] {
    guard isSecure else { return [.rejected(.notPrintable)] }
    let pasted = bytes.reversed().drop { $0 == 0x0A || $0 == 0x0D }.reversed()
    guard !pasted.isEmpty else { return [.rejected(.pasteHasNoText)] }
    guard !pasted.contains(0x0A), !pasted.contains(0x0D) else { return [.rejected(.pasteHasControlCharacter)] }
    return appendPasted(Self.units(of: Array(pasted)), shown: nil)
  }

  /// Appends pasted characters given as their bytes, all or none.
  private mutating func appendPasted(_ units: [[UInt8]], shown: String?) -> [CodeEvent] {
    guard case .insertedCharacter(_, let count) = append(units: units, shown: nil).first else {
      return [.rejected(.textFull(limit: Self.limit))]
    }
    return [.pastedText(shown, pasted: units.count, count: count)]
  }

  /// `bytes` cut into characters: each scalar that is well-formed UTF-8 is one, each other
  /// byte one.
  public static func units(of bytes: [UInt8]) -> [[UInt8]] {
    var units: [[UInt8]] = []
    var index = 0
    while index < bytes.count {
      let lead = bytes[index]
      let length = utf8SequenceLength(lead: lead) ?? 0
      if length > 0, index + length <= bytes.count,
        String(validating: bytes[index..<index + length], as: UTF8.self) != nil
      {
        units.append(Array(bytes[index..<index + length]))
        index += length
      } else {
        units.append([lead])
        index += 1
      }
    }
    return units
  }

  /// How many bytes a UTF-8 sequence starting with `lead` has, or nil for a byte that
  /// cannot start one (a continuation byte, an overlong or out-of-range lead).
  public static func utf8SequenceLength(lead: UInt8) -> Int? {
    switch lead {
    case 0x00...0x7F: 1
    case 0xC2...0xDF: 2
    case 0xE0...0xEF: 3
    case 0xF0...0xF4: 4
    default: nil
    }
  }

  public mutating func deleteBackward() -> [CodeEvent] {
    guard let length = lengths.popLast() else { return [.nothingToDelete] }
    review = nil
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
    [.textEntered(count: isSecure ? nil : lengths.count)]
  }

  /// Review keys move a review cursor over what was typed: Left and Right a character,
  /// Home and End to the first and last, Ctrl-Left and Ctrl-Right to the start of a word
  /// (words are split at spaces). It stays at the ends, saying the same character again.
  /// A secure field says the position only, and is never decoded to find its words: the
  /// spaces are found in its locked bytes, where they are. Tab has no other field to go to.
  public mutating func move(_ movement: Movement) -> [CodeEvent] {
    if movement == .nextField || movement == .previousField { return [.noOtherField] }
    guard !lengths.isEmpty else { return [.nothingToReview] }
    let spaces = spacePositions()
    let count = lengths.count
    let current = review ?? count
    let starts = (0..<count).filter { !spaces.contains($0) && ($0 == 0 || spaces.contains($0 - 1)) }
    let position: Int
    switch movement {
    case .previous: position = max(0, current - 1)
    case .next: position = min(count - 1, review.map { $0 + 1 } ?? count - 1)
    case .first: position = 0
    case .last: position = count - 1
    case .to(let index): position = min(max(0, index), count - 1)
    case .previousWord: position = starts.last { $0 < current } ?? starts.first ?? 0
    case .nextWord: position = review.flatMap { at in starts.first { $0 > at } } ?? starts.last { $0 <= current } ?? 0
    case .nextField, .previousField: return [.noOtherField]
    }
    review = position
    if isSecure { return [.reviewedCharacter(nil, position: position + 1, count: count)] }
    let characters = self.characters
    if (movement == .previousWord || movement == .nextWord) && !spaces.contains(position) {
      let word = String(characters[position...].prefix { $0 != " " })
      return [.reviewedWord(word, position: position + 1, count: count)]
    }
    return [.reviewedCharacter(characters[position], position: position + 1, count: count)]
  }

  /// The positions (0-based, in characters) of the spaces typed, read in place from the
  /// locked bytes: a space is a character of the one byte 0x20.
  private func spacePositions() -> Set<Int> {
    storage.withUnsafeBytes { bytes in
      var found = Set<Int>()
      var offset = 0
      for (index, length) in lengths.enumerated() {
        if length == 1 && bytes[offset] == 0x20 { found.insert(index) }
        offset += length
      }
      return found
    }
  }

  public mutating func wipe() {
    review = nil
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
