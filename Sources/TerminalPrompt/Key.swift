/// A key the user pressed, decoded from the bytes a terminal sends.
public enum Key: Hashable, Sendable {
  /// A printable character: a digit of any script, a letter, a symbol, a space.
  case character(Character)
  /// Backspace (0x7f or 0x08).
  case backspace
  /// Delete (ESC [ 3 ~).
  case delete
  /// Ctrl-U: clear the line.
  case clearLine
  /// Enter (CR or LF; CR LF counts once).
  case enter
  /// A lone Esc.
  case escape
  /// Ctrl-C.
  case interrupt
  /// Ctrl-D.
  case endOfInput
  /// Arrow keys.
  case up, down, left, right
  /// Ctrl-Left and Ctrl-Right: a word back, a word on.
  case wordLeft, wordRight
  /// Home and End.
  case home, end
  /// Tab and Shift-Tab.
  case tab, backTab
  /// A bracketed paste, whole.
  case paste(String)
  /// A bracketed paste, whole, whose bytes are not all UTF-8 (a passphrase in Latin-1): a
  /// secure text field takes them as they are; other fields cannot read them.
  case pastedBytes([UInt8])
  /// A bracketed paste longer than any field takes (`KeyDecoder.longestPaste`), dropped
  /// whole at its end marker.
  case pasteTooLong
  /// A bracketed paste whose end marker did not come in time, dropped: keys are keys again.
  case pasteUnended
  /// A function key, F1 to F12.
  case function(Int)
  /// Another Ctrl key, named by its letter ("r" for Ctrl-R).
  case control(Character)
  /// An escape sequence otc does not use, consumed whole.
  case unknownSequence
  /// Bytes that are not valid UTF-8 (a Latin-1 letter, a cut or malformed sequence), as
  /// they came: a secure text field takes them as they are, one character a byte.
  case invalidBytes([UInt8])
  /// A routing key pressed on the braille display, over the field's position (from 0).
  case route(Int)

  /// Whether this key is the end of a bracketed paste, taken or refused as too long.
  public var endsPaste: Bool {
    switch self {
    case .paste, .pastedBytes, .pasteTooLong: true
    default: false
    }
  }
}
