import Announcer
import ArgumentParser
import Basics
import CodeEntry
import CommandRuntime
import FoundationEssentials
import Glibc
import OTCCommandLine
import SafeIO
import Transcripts
import Wording

// What otc read, compare, diff and audit are given: a code, a transcript, the output
// forms and --quiet. In the whole otc only: the boot otc reads none of them.

/// The output forms of a transcript.
enum TranscriptFormat: String, CaseIterable, ExpressibleByArgument {
  case text, json
}

/// `--quiet`, for the commands a script runs: no advice on stderr, only errors.
struct QuietOption: ParsableArguments {
  init() {}

  @Flag(help: "Write nothing on standard error but errors: no advice, no notes. OTC_QUIET=1 does the same.")
  var quiet = false

  /// Parsing is where the flag takes effect, before any command has anything to say.
  func validate() throws {
    if quiet { Advice.silencedByFlag.store(true, ordering: .relaxed) }
  }
}

/// Standard output written in blocks of 64 KB, for a report of any length.
struct BufferedOutput {
  let command: String
  private var buffer: [UInt8] = []

  init(command: String) {
    self.command = command
    buffer.reserveCapacity(Self.blockSize + 4096)
  }

  static let blockSize = 64 * 1024

  /// Adds `text`, writing a block when one is full.
  mutating func write(_ text: String) throws {
    buffer.append(contentsOf: text.utf8)
    if buffer.count >= Self.blockSize { try flush() }
  }

  /// Writes what is held.
  mutating func flush() throws {
    try writeOutput(bytes: buffer, command: command)
    buffer.removeAll(keepingCapacity: true)
  }
}

/// The code to work on, for `read` and `compare`: on the command line, or from a file or
/// standard input, where other users' process lists cannot see it.
struct CodeSource: ParsableArguments {
  init() {}

  /// The largest code file: a code is at most 12 digits, with room for a label around it.
  static let fileLimit = 4 * 1024

  @Option(help: "The code, 4 to 12 digits. Visible to other users in the process list; --code-file is not.")
  var code: String?

  @Option(
    help: ArgumentHelp(
      "Read the code from a file of at most 4 KB, or from standard input with a dash.", valueName: "file"))
  var codeFile: String?

  func validate() throws {
    if code != nil && codeFile != nil {
      throw usageError(Message(.codeOrCodeFile))
    }
  }

  /// Whether either option was given.
  var isGiven: Bool { code != nil || codeFile != nil }

  /// Throws unless the code was given; `otherwise` is the usage error that names what
  /// else would do.
  func requireGiven(otherwise: MessageKey = .giveCode) throws {
    if !isGiven { throw usageError(Message(otherwise)) }
  }

  /// The code's text, without its line ending. `--code` earns a one-line warning; a file
  /// that cannot be read is one line and exit 1.
  func text(command: String) throws -> String {
    if let code {
      printAdvice(Message(.codeInProcessList), command: command)
      return code
    }
    let path = codeFile ?? "-"
    let bytes: [UInt8]
    do {
      bytes = try InputFile.read(path, limit: Self.fileLimit)
    } catch {
      printError(Message(.codeFrom, .message(explained(error))), command: command)
      throw ExitCode.failure
    }
    guard var text = String(validating: bytes, as: UTF8.self) else {
      printError(Message(.codeFromNotText, "\(path)"), command: command)
      throw ExitCode.failure
    }
    if text.hasPrefix("\u{FEFF}") { text.removeFirst() }  // a byte-order mark, as some editors write
    return text.trimmingWhitespaceAndNewlines()
  }
}

/// The digits of a code given by the user, or one line naming the problem and exit 64.
func parseCode(_ text: String, command: String) throws -> [Digit] {
  switch CodeParser.parse(text) {
  case .success(let digits): return digits
  case .failure(let problem):
    printError(problem.message, command: command)
    throw usageExitCode
  }
}

/// The largest transcript `diff` and `compare` read.
let transcriptLimit = 64 * 1024 * 1024

/// Reads the transcript at `path` (at most 64 MB, in `format` or the one its content
/// shows). A file that cannot be read, or is no transcript, is one line ("cannot `verb`
/// PATH: why") and `failure`.
func loadTranscript(
  _ path: String, as format: ReadTranscript.Format? = nil, command: String, refusal: MessageKey, failure: ExitCode
) throws -> ReadTranscript {
  try parseTranscript(
    try readTranscript(path, command: command, failure: failure), from: path, as: format, command: command, refusal: refusal,
    failure: failure)
}

/// The bytes of the transcript at `path`, at most 64 MB.
func readTranscript(_ path: String, command: String, failure: ExitCode) throws -> [UInt8] {
  do {
    return try InputFile.read(path, limit: transcriptLimit)
  } catch {
    printError(Message(.cannotRead, .message(explained(error))), command: command)
    throw failure
  }
}

/// `bytes`, read from `path`, as a transcript, as `loadTranscript` reads it.
func parseTranscript(
  _ bytes: [UInt8], from path: String, as format: ReadTranscript.Format?, command: String, refusal: MessageKey, failure: ExitCode
) throws -> ReadTranscript {
  do {
    return try TranscriptReader.read(bytes: bytes, as: format)
  } catch {
    printError(Message(refusal, "\(path)", .message(explained(error))), command: command)
    throw failure
  }
}
