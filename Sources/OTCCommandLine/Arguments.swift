import Basics
import Announcer
import ArgumentParser
import CodeEntry
import CommandRuntime
import FoundationEssentials
import Glibc
import SafeIO
import Synchronization
import TerminalPrompt
import Wording

extension FieldDesign: ExpressibleByArgument {}

extension SwipeDirection: ExpressibleByArgument {}

extension ScreenReaderModel: ExpressibleByArgument {}

extension Language: ExpressibleByArgument {
  public init?(argument: String) { self.init(tag: argument) }
  public static var allValueStrings: [String] { allCases.map(\.rawValue) }
}

/// A usage error otc raises by key, for `validate()`: ArgumentParser writes it as its
/// own (after "Error:", the usage below it, exit 64), and `CommandLineDriver` writes it in
/// the user's language, the message itself, never its English matched back.
package func usageError(_ message: Message) -> ValidationError {
  RaisedUsageError.record(message)
  return ValidationError(message.text(in: .english))
}

/// The usage error this run raised by key, for the driver to write in the user's language.
enum RaisedUsageError {
  private static let message = Mutex<Message?>(nil)

  /// Keeps `message` as the usage error raised.
  static func record(_ message: Message) { self.message.withLock { $0 = message } }

  /// The usage error raised, if one was.
  static var last: Message? { message.withLock { $0 } }
}

/// The exit code of a usage error (EX_USAGE), the one swift-argument-parser uses, and
/// `CommandEnded.usage` below it.
package let usageExitCode = ExitCode(CommandEnded.usage.status)

/// Options shared by commands that speak: language and hints.
package struct LanguageOptions: ParsableArguments {
  package init() {}

  @Option(
    help: ArgumentHelp(
      "The language: en, pt-BR or bg. The default comes from LC_ALL, LC_MESSAGES or LANG, else en.",
      valueName: "language"))
  package var lang: Language?

  /// The language chosen, or the environment's. A Portuguese other than Brazil's is said
  /// once on stderr: otc has only pt-BR.
  package var language: Language { lang ?? environmentLanguage() }
}

/// A file error in plain words: the system's own message for it ("No such file or directory").
package func describe(_ error: any Error) -> String {
  if let posix = error as? POSIXError { return String(cString: strerror(posix.code.rawValue)) }
  if let cocoa = error as? CocoaError {
    if let posix = cocoa.underlying as? POSIXError { return String(cString: strerror(posix.code.rawValue)) }
    switch cocoa.code {
    case .fileReadNoSuchFile: return String(cString: strerror(ENOENT))
    case .fileReadNoPermission: return String(cString: strerror(EACCES))
    case .fileReadInapplicableStringEncoding: return "it is not UTF-8 text"
    default: break
    }
  }
  return "\(error)"
}
