/// How many digits a one-time code has: 4 through 12.
public struct CodeLength: Hashable, Sendable, CustomStringConvertible {
  /// The shortest code the engine accepts.
  public static let minimum = 4
  /// The longest code the engine accepts.
  public static let maximum = 12
  /// The length most services send, and the default.
  public static let standard = CodeLength(unchecked: 6)

  /// The number of digits.
  public let count: Int

  /// Creates a length; `nil` outside 4...12.
  public init?(_ count: Int) {
    guard (Self.minimum...Self.maximum).contains(count) else { return nil }
    self.count = count
  }

  private init(unchecked count: Int) { self.count = count }

  public var description: String { String(count) }
}
