/// One of the three fields the prompt edits, as a value: the single code field, the
/// per-digit fields or the text field. What the prompt holds instead of `any EntryField`,
/// which Embedded Swift (the boot otc) cannot hold.
///
/// Each edit works on the field in place (`consume self`): the field's storage is never
/// shared with a copy at that moment, so an edit never leaves an unwiped copy of what was
/// typed behind it.
public enum AnyEntryField: EntryField {
  /// The single code field.
  case code(CodeBuffer)
  /// One field per digit.
  case digits(DigitFields)
  /// A text field, plain or secure.
  case text(TextField)

  public var focusedElement: FieldElement {
    switch self {
    case .code(let field): field.focusedElement
    case .digits(let field): field.focusedElement
    case .text(let field): field.focusedElement
    }
  }

  public var elements: [FieldElement] {
    switch self {
    case .code(let field): field.elements
    case .digits(let field): field.elements
    case .text(let field): field.elements
    }
  }

  public var filledCount: Int {
    switch self {
    case .code(let field): field.filledCount
    case .digits(let field): field.filledCount
    case .text(let field): field.filledCount
    }
  }

  public var capacity: Int? {
    switch self {
    case .code(let field): field.capacity
    case .digits(let field): field.capacity
    case .text(let field): field.capacity
    }
  }

  public var value: EntryValue? {
    switch self {
    case .code(let field): field.value
    case .digits(let field): field.value
    case .text(let field): field.value
    }
  }

  public var takesSymbols: Bool {
    switch self {
    case .code(let field): field.takesSymbols
    case .digits(let field): field.takesSymbols
    case .text(let field): field.takesSymbols
    }
  }

  public var submitsWhenInputEnds: Bool {
    switch self {
    case .code(let field): field.submitsWhenInputEnds
    case .digits(let field): field.submitsWhenInputEnds
    case .text(let field): field.submitsWhenInputEnds
    }
  }

  public var takesAnyByte: Bool {
    switch self {
    case .code(let field): field.takesAnyByte
    case .digits(let field): field.takesAnyByte
    case .text(let field): field.takesAnyByte
    }
  }

  public mutating func type(_ character: Character) -> [CodeEvent] { perform(.type(character)) }
  public mutating func paste(_ text: String) -> [CodeEvent] { perform(.paste(text)) }
  public mutating func type(bytes: [UInt8]) -> [CodeEvent] { perform(.typeBytes(bytes)) }
  public mutating func paste(bytes: [UInt8]) -> [CodeEvent] { perform(.pasteBytes(bytes)) }
  public mutating func deleteBackward() -> [CodeEvent] { perform(.deleteBackward) }
  public mutating func clear() -> [CodeEvent] { perform(.clear) }
  public mutating func pressReturn() -> [CodeEvent] { perform(.pressReturn) }
  public mutating func move(_ movement: Movement) -> [CodeEvent] { perform(.move(movement)) }
  public mutating func wipe() { _ = perform(.wipe) }

  /// One edit, whichever the field.
  private enum Edit {
    case type(Character)
    case paste(String)
    case typeBytes([UInt8])
    case pasteBytes([UInt8])
    case deleteBackward
    case clear
    case pressReturn
    case move(Movement)
    case wipe
  }

  /// Makes `edit` on the field in place.
  private mutating func perform(_ edit: Edit) -> [CodeEvent] {
    switch consume self {
    case .code(var field):
      defer { self = .code(field) }
      return Self.apply(edit, to: &field)
    case .digits(var field):
      defer { self = .digits(field) }
      return Self.apply(edit, to: &field)
    case .text(var field):
      defer { self = .text(field) }
      return Self.apply(edit, to: &field)
    }
  }

  private static func apply(_ edit: Edit, to field: inout some EntryField) -> [CodeEvent] {
    switch edit {
    case .type(let character): return field.type(character)
    case .paste(let text): return field.paste(text)
    case .typeBytes(let bytes): return field.type(bytes: bytes)
    case .pasteBytes(let bytes): return field.paste(bytes: bytes)
    case .deleteBackward: return field.deleteBackward()
    case .clear: return field.clear()
    case .pressReturn: return field.pressReturn()
    case .move(let movement): return field.move(movement)
    case .wipe:
      field.wipe()
      return []
    }
  }
}
