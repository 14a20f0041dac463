/// One line for a braille display: its cells, where the cursor is, and which position of
/// the field each cell shows, so that a routing key pressed on a cell can move there.
///
/// A cell holds one Unicode scalar; brltty's text table turns it into dots. Nothing here
/// knows about fields or secrets: what may be shown is decided by whoever builds the line.
public struct BrailleLine: Hashable, Sendable {
  /// The cells, in order.
  public private(set) var cells: [Unicode.Scalar] = []
  /// The cell of the insertion point (from 0), or `nil` for no cursor.
  public private(set) var cursor: Int?
  /// For each cell, the position in the field it shows (from 0), or `nil`.
  public private(set) var positions: [Int?] = []

  /// An empty line.
  public init() {}

  /// A line of plain `text`, with no cursor and no field positions.
  public init(_ text: String) {
    append(text)
  }

  /// The line as text.
  public var text: String {
    var text = ""
    text.unicodeScalars.append(contentsOf: cells)
    return text
  }

  /// Adds `text`, each of its cells showing field `position` when one is given. Control,
  /// bidi and line-separator characters become spaces, as on a terminal line.
  public mutating func append(_ text: String, position: Int? = nil) {
    for scalar in text.unicodeScalars {
      cells.append(Self.isShowable(scalar) ? scalar : " ")
      positions.append(position)
    }
  }

  /// Puts the cursor on the next cell to be added (the insertion point at the end), or
  /// on `cell`.
  public mutating func markCursor(at cell: Int? = nil) {
    cursor = cell ?? cells.count
  }

  /// Whether a scalar may be put on a cell: not a control, format (bidi) or separator
  /// character, which a display shows as garbage or a terminal would act on.
  static func isShowable(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.properties.generalCategory {
    case .control, .format, .lineSeparator, .paragraphSeparator, .surrogate, .unassigned, .privateUse: false
    default: true
    }
  }
}

/// Which part of a line a display of `width` cells shows: a window that starts at a
/// multiple of the width. A new line shows the window with its cursor; panning moves one
/// window back or on, and stops at either end.
public struct BrailleWindow: Hashable, Sendable {
  /// How many cells the display has.
  public let width: Int
  /// The first cell shown.
  public private(set) var offset = 0

  /// A window over a display of `width` cells (at least 1).
  public init(width: Int) {
    self.width = max(1, width)
  }

  /// Shows `line` from the start of the window that holds its cursor (at the end of the
  /// line, a cursor past the last cell counts as on it), or from the start.
  public mutating func follow(_ line: BrailleLine) {
    let cell = min(line.cursor ?? 0, max(0, line.cells.count))
    offset = (cell / width) * width
  }

  /// One window back; `false` at the start.
  public mutating func panLeft() -> Bool {
    guard offset > 0 else { return false }
    offset = max(0, offset - width)
    return true
  }

  /// One window on; `false` when nothing of `line` is past this window.
  public mutating func panRight(over line: BrailleLine) -> Bool {
    guard offset + width < line.cells.count else { return false }
    offset += width
    return true
  }

  /// The cells shown (padded with spaces to the width) and the cursor among them, from 0,
  /// when it is in this window.
  public func shown(_ line: BrailleLine) -> (cells: [Unicode.Scalar], cursor: Int?) {
    let end = min(line.cells.count, offset + width)
    var cells = offset < end ? Array(line.cells[offset..<end]) : []
    cells += Array(repeating: " ", count: width - cells.count)
    let cursor = line.cursor.flatMap { $0 >= offset && $0 < offset + width ? $0 - offset : nil }
    return (cells, cursor)
  }

  /// The field position under the routing key on `cell` of this window, if any.
  public func position(atCell cell: Int, of line: BrailleLine) -> Int? {
    let index = offset + cell
    guard cell >= 0, cell < width, index < line.positions.count else { return nil }
    return line.positions[index]
  }
}
