/// A text field for anything printable: a password or passphrase (secure), or a user name.
///
/// A secure field never lets its characters out through its events or elements: they say
/// how many characters there are, never which. Only `value` gives them, for the caller to
/// print and wipe. Characters go in and come off at the end, as in a password box.
public struct TextField: EntryField {
  /// The most characters a field takes: more than any passphrase, less than a flood.
  public static let limit = 1024

  /// Whether the characters are withheld (a password) or said (a user name).
  public let isSecure: Bool
  private var characters: [Character] = []

  /// Creates an empty field.
  public init(secure: Bool) {
    isSecure = secure
  }

  public var focusedElement: FieldElement {
    .textField(characters: isSecure ? nil : characters, count: characters.count)
  }
  public var elements: [FieldElement] { [focusedElement] }
  public var filledCount: Int { characters.count }
  public var capacity: Int? { nil }
  public var value: EntryValue? { .text(characters) }
  public var takesSymbols: Bool { true }
  public var submitsWhenInputEnds: Bool { false }

  private func shown(_ character: Character) -> Character? { isSecure ? nil : character }

  public mutating func type(_ character: Character) -> [CodeEvent] {
    guard Self.isPrintable(character) else { return [.rejected(.notPrintable)] }
    guard characters.count < Self.limit else { return [.rejected(.textFull(limit: Self.limit))] }
    characters.append(character)
    return [.insertedCharacter(shown(character), count: characters.count)]
  }

  /// Pastes text as typed, without a final line break (a copied line usually has one).
  /// Any other control character refuses the whole paste.
  public mutating func paste(_ text: String) -> [CodeEvent] {
    var pasted = Array(text)
    while let last = pasted.last, last.isNewline { pasted.removeLast() }
    guard !pasted.isEmpty else { return [.rejected(.pasteHasNoText)] }
    guard pasted.allSatisfy(Self.isPrintable) else { return [.rejected(.pasteHasControlCharacter)] }
    guard characters.count + pasted.count <= Self.limit else { return [.rejected(.textFull(limit: Self.limit))] }
    characters += pasted
    let shownText = isSecure ? nil : String(pasted)
    for index in pasted.indices { pasted[index] = " " }
    return [.pastedText(shownText, pasted: pasted.count, count: characters.count)]
  }

  public mutating func deleteBackward() -> [CodeEvent] {
    guard let character = characters.popLast() else { return [.nothingToDelete] }
    return [.deletedCharacter(shown(character), count: characters.count)]
  }

  public mutating func clear() -> [CodeEvent] {
    guard !characters.isEmpty else { return [.nothingToDelete] }
    let count = characters.count
    wipe()
    return [.clearedText(count: count)]
  }

  public mutating func pressReturn() -> [CodeEvent] {
    [.textEntered(count: characters.count)]
  }

  /// Review keys say the field again: a secure field has nothing else to review.
  public mutating func move(_ movement: Movement) -> [CodeEvent] {
    [.focusMoved(position: 1, length: 1)]
  }

  public mutating func wipe() {
    for index in characters.indices { characters[index] = " " }
    characters.removeAll(keepingCapacity: true)
  }

  /// Whether `character` can be part of a typed text: anything but line breaks, control
  /// characters and a lone format character (a joiner inside an emoji is fine).
  public static func isPrintable(_ character: Character) -> Bool {
    let scalars = character.unicodeScalars
    if character.isNewline || scalars.contains(where: { $0.properties.generalCategory == .control }) { return false }
    return !(scalars.count == 1 && scalars.first!.properties.generalCategory == .format)
  }
}
