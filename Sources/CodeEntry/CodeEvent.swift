/// Something that happened to a code field. Every call into the engine returns the
/// events it caused, in order, so the announcer can speak each one.
///
/// Positions are 1-based, as a person counts them ("digit 3 of 6").
public enum CodeEvent: Hashable, Sendable {
  /// A digit went in at `position`; the field now holds `filled` of `length` digits.
  case inserted(Digit, position: Int, filled: Int, length: Int)
  /// The digit at `position` was deleted.
  case deleted(Digit, position: Int, filled: Int, length: Int)
  /// A key or a paste was refused; nothing changed.
  case rejected(Rejection)
  /// A paste was accepted: `digits` went in starting at `position`.
  case pasted([Digit], position: Int, filled: Int, length: Int)
  /// Every digit was removed; `count` digits had been there.
  case cleared(count: Int)
  /// Delete was pressed with nothing to delete.
  case nothingToDelete
  /// Every field is filled; the code is ready.
  case completed([Digit])
  /// Focus moved to the per-digit field at `position`.
  case focusMoved(position: Int, length: Int)
  /// Submitting was asked for while `filled` of `length` digits are in.
  case incomplete(filled: Int, length: Int)

  /// A short, stable name for transcripts ("inserted", "rejected", …).
  public var name: String {
    switch self {
    case .inserted: "inserted"
    case .deleted: "deleted"
    case .rejected: "rejected"
    case .pasted: "pasted"
    case .cleared: "cleared"
    case .nothingToDelete: "nothing-to-delete"
    case .completed: "completed"
    case .focusMoved: "focus"
    case .incomplete: "incomplete"
    }
  }
}
