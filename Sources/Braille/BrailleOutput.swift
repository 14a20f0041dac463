/// Where the prompt shows its line for a braille display, and finds the routing keys
/// pressed on it: `BrlAPIDisplay`, or a fake in tests.
public protocol BrailleOutput: AnyObject, Sendable {
  /// Shows `line`; returns at once, whatever the display is doing.
  func show(_ line: BrailleLine)
  /// The field positions of the routing keys pressed since the last call, in order.
  func takeRoutes() -> [Int]
}

extension BrlAPIDisplay: BrailleOutput {}
