/// What the user has chosen to hear, computed once and passed down as one value.
public struct Verbosity: Hashable, Sendable {
  /// The language spoken.
  public var language: Language
  /// Whether hints ("double tap to edit") are spoken. Experienced users turn them off.
  public var hints: Bool
  /// Whether digit values are withheld: positions are spoken instead.
  public var secure: Bool

  /// Creates a verbosity; hints on and secure off unless asked.
  public init(language: Language = .english, hints: Bool = true, secure: Bool = false) {
    self.language = language
    self.hints = hints
    self.secure = secure
  }
}
