/// A command's run ends here, with `status` as its exit status: what ended it has already
/// been told (written on standard error, said), so nothing more is written. ArgumentParser's
/// `ExitCode` in the whole otc, which maps one to the other where a command ends
/// (`CommandLineDriver`); its own type below that, so that what the boot otc builds from
/// (Embedded Swift, without ArgumentParser) can end a run too.
public struct CommandEnded: Error, Equatable, Sendable {
  /// The process's exit status.
  public let status: Int32

  /// A run that ends with `status`.
  public init(status: Int32) { self.status = status }

  /// Exit 1: the command failed, and said why.
  public static let failure = CommandEnded(status: 1)

  /// Exit 64 (EX_USAGE, as swift-argument-parser ends a usage error): the command was
  /// asked wrongly, and said how.
  public static let usage = CommandEnded(status: 64)
}
