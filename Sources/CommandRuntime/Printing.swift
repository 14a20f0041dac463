import Basics
import CSystem
import SafeIO
import Synchronization
import TerminalPrompt
import Utterances
import Wording

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
  _ = bytes.withUnsafeBytes { otc_write(STDERR_FILENO, $0.baseAddress, $0.count) }
}

/// Whether `printError` writes: not while an error that ends the run is being said.
package enum ErrorOutput {
  package static let muted = Atomic<Bool>(false)
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
    guard let value = environmentValue("OTC_QUIET"), !value.isEmpty else { return false }
    return !["0", "false", "no", "off"].contains(value.lowercased())
  }
}

/// Writes `message` on stderr as `printError` does, unless advice is silenced.
package func printAdvice(_ message: Message, command: String?) {
  guard !Advice.isSilenced else { return }
  printError(message, command: command)
}

/// The error that ends this run, as written on stderr (in the user's language, without the
/// command's name): what an asking command says aloud as it ends (`SpokenError`).
package enum EndingError {
  private static let message = Locked<String?>(nil)

  /// Keeps `text` as the reason this run ends.
  static func record(_ text: String) { message.withLock { $0 = text } }

  /// The reason this run ends, if one was written.
  package static var last: String? { message.withLock { $0 } }
}

/// Writes `message` on stderr as `printError` does, and keeps it as the reason this run
/// ends: an asking command says it aloud as it ends. For an error that ends the run.
package func printFailure(_ message: Message, command: String?) {
  printError(message, command: command)
  EndingError.record(message.text(in: MessageLanguage.current))
}

/// Writes the result on stdout in as few writes as it takes (one for a code, so a reader
/// never sees part of it). A closed stdout is one clear line on stderr and exit 1, never a
/// crash or a silent death by SIGPIPE.
package func writeOutput(_ text: String, command: String) throws(CommandEnded) {
  try writeOutput(bytes: Array(text.utf8), command: command)
}

/// Writes `lines` on stdout, one a line, in the language of otc's messages, as
/// `writeOutput(_:command:)` does.
package func writeOutput(lines: [Message], command: String) throws(CommandEnded) {
  try writeOutput(lines.map { $0.text(in: MessageLanguage.current) + "\n" }.joined(), command: command)
}

/// The language otc's messages and reports are written in this run.
package var outputLanguage: Language { MessageLanguage.current }

/// Writes `bytes` on stdout, as `writeOutput(_:command:)` does.
package func writeOutput(bytes: [UInt8], command: String) throws(CommandEnded) {
  // The standard library's withUnsafeBytes throws untyped: the ending is carried out of it.
  let result = bytes.withUnsafeBytes { buffer in
    Result { () throws(CommandEnded) in try writeOutput(bytes: buffer, command: command) }
  }
  try result.get()
}

/// Writes `bytes` on stdout from where they are (a secret's locked buffer), as
/// `writeOutput(_:command:)` does.
package func writeOutput(bytes: UnsafeRawBufferPointer, command: String) throws(CommandEnded) {
  var offset = 0
  while offset < bytes.count {
    let written = otc_write(STDOUT_FILENO, bytes.baseAddress! + offset, bytes.count - offset)
    if written < 0 {
      let number = otc_errno()
      if number == EINTR { continue }
      printFailure(Message(.standardOutputUnwritable, "\(String(cString: strerror(number)))"), command: command)
      throw .failure
    }
    offset += written
  }
}

/// The variable that names a transcript for askpass, pinentry and the agent, which take no
/// options from the programs that run them.
package let transcriptVariable = "OTC_TRANSCRIPT"
