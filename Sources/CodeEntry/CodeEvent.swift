/// Something that happened to a code field. Every call into the engine returns the
/// events it caused, in order, so the announcer can speak each one.
///
/// Positions are 1-based, as a person counts them ("digit 3 of 6").
public enum CodeEvent: Hashable, Sendable {
  /// A digit went in at `position`; the field now holds `filled` of `length` digits
  /// (`length` is `nil` for a code whose length is not known, a PIN). `afterReview` when
  /// the review cursor was on an earlier digit: the digit went in at the end all the same.
  case inserted(Digit, position: Int, filled: Int, length: Int?, afterReview: Bool = false)
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
  /// Submitting was asked for while `filled` of `length` digits are in; `length` is `nil`
  /// for a code of no known length, which needs at least `CodeLength.minimum`. `empty`
  /// lists the per-digit fields still empty (1-based), which a listener cannot see.
  case incomplete(filled: Int, length: Int?, empty: [Int] = [])
  /// The review cursor is on `digit`, at `position` (1-based) of the `length` typed.
  case reviewed(Digit, position: Int, length: Int)
  /// Review was asked for with nothing typed.
  case nothingToReview
  /// Tab or Shift-Tab in a design with one field.
  case noOtherField
  /// A character went into a text field, which now holds `count`; the character is `nil`
  /// in a secure field, whose characters are never said.
  case insertedCharacter(Character?, count: Int)
  /// The last character of a text field was deleted; `nil` in a secure field.
  case deletedCharacter(Character?, count: Int)
  /// `pasted` characters went into a text field, `text` (`nil` in a secure field).
  case pastedText(String?, pasted: Int, count: Int)
  /// A text field was emptied; `count` characters had been there.
  case clearedText(count: Int)
  /// Enter in a text field: its `count` characters are submitted; `nil` in a secure field,
  /// whose length is not said once it is given (it stays on the console, and in the
  /// transcript, after the question).
  case textEntered(count: Int?)
  /// The review cursor of a text field is on `character`, at `position` (1-based) of
  /// `count`; `nil` in a secure field, which says the position only.
  case reviewedCharacter(Character?, position: Int, count: Int)
  /// The review cursor of a text field moved to the word `word`, which starts at
  /// `position` of `count`; `nil` in a secure field.
  case reviewedWord(String?, position: Int, count: Int)

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
    case .reviewed, .nothingToReview, .reviewedCharacter, .reviewedWord: "review"
    case .noOtherField: "rejected"
    case .insertedCharacter: "inserted"
    case .deletedCharacter: "deleted"
    case .pastedText: "pasted"
    case .clearedText: "cleared"
    case .textEntered: "completed"
    }
  }
}
