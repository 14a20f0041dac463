import Basics
import Announcer
import ArgumentParser
import CodeEntry
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

/// A message for the user on stderr, one line, prefixed by the command (or by otc alone
/// when it concerns every command), in the user's language, with no control character
/// from outside (a file or voice name) reaching the terminal.
package func printError(_ message: Message, command: String?) {
  guard !ErrorOutput.muted.load(ordering: .relaxed) else { return }
  // A question's line left open on the console is ended first: the message is a line of its own.
  PosixTerminal.closeOpenLine()
  let prefix = command.map { "otc \($0)" } ?? "otc"
  let text = message.text(in: MessageLanguage.current)
  let bytes = Array("\(prefix): \(TerminalText.sanitized(text))\n".utf8)
  _ = bytes.withUnsafeBytes { write(STDERR_FILENO, $0.baseAddress, $0.count) }
}

/// Advice on stderr, which is not an error: a note of how otc speaks, a warning about
/// where a code shows. `--quiet` or `OTC_QUIET` silences it; errors are always written.
package enum Advice {
  /// Set by `--quiet`.
  package static let silencedByFlag = Atomic<Bool>(false)

  /// Whether advice is silenced: by `--quiet`, or by `OTC_QUIET` set to anything but 0,
  /// false, no or off.
  package static var isSilenced: Bool {
    if silencedByFlag.load(ordering: .relaxed) { return true }
    guard let value = ProcessInfo.processInfo.environment["OTC_QUIET"], !value.isEmpty else { return false }
    return !["0", "false", "no", "off"].contains(value.lowercased())
  }
}

/// Writes `message` on stderr as `printError` does, unless advice is silenced.
package func printAdvice(_ message: Message, command: String?) {
  guard !Advice.isSilenced else { return }
  printError(message, command: command)
}

/// Writes the result on stdout in as few writes as it takes (one for a code, so a reader
/// never sees part of it). A closed stdout is one clear line on stderr and exit 1, never a
/// crash or a silent death by SIGPIPE.
package func writeOutput(_ text: String, command: String) throws {
  try writeOutput(bytes: Array(text.utf8), command: command)
}

/// Writes `lines` on stdout, one a line, in the language of otc's messages, as
/// `writeOutput(_:command:)` does.
package func writeOutput(lines: [Message], command: String) throws {
  try writeOutput(lines.map { $0.text(in: MessageLanguage.current) + "\n" }.joined(), command: command)
}

/// The language otc's messages and reports are written in this run.
package var outputLanguage: Language { MessageLanguage.current }

/// Writes `bytes` on stdout, as `writeOutput(_:command:)` does.
package func writeOutput(bytes: [UInt8], command: String) throws {
  try bytes.withUnsafeBytes { try writeOutput(bytes: $0, command: command) }
}

/// Writes `bytes` on stdout from where they are (a secret's locked buffer), as
/// `writeOutput(_:command:)` does.
package func writeOutput(bytes: UnsafeRawBufferPointer, command: String) throws {
  var offset = 0
  while offset < bytes.count {
    let written = write(STDOUT_FILENO, bytes.baseAddress! + offset, bytes.count - offset)
    if written < 0 {
      if errno == EINTR { continue }
      printFailure(Message(.standardOutputUnwritable, "\(String(cString: strerror(errno)))"), command: command)
      throw ExitCode.failure
    }
    offset += written
  }
}

/// The exit code of a usage error (EX_USAGE), the one swift-argument-parser uses.
package let usageExitCode = ExitCode(64)

/// The variable that names a transcript for askpass, pinentry and the agent, which take no
/// options from the programs that run them.
package let transcriptVariable = "OTC_TRANSCRIPT"

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
  package var language: Language { lang ?? Self.environmentLanguage() }

  /// The locale's language, as `LANGUAGE`, `LC_ALL`, `LC_MESSAGES` and `LANG` say.
  static func environmentLanguage() -> Language {
    let environment = ProcessInfo.processInfo.environment
    if let tag = Language.environmentTag(environment), Language.isSubstituted(tag) {
      printAdvice(Message(.portugalGetsBrazil, "\(tag)"), command: nil)
    }
    return Language(environment: environment)
  }
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
