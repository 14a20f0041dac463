import Announcer
import Basics
import ArgumentParser
import CommandRuntime
import FoundationEssentials
import Glibc
import SafeIO
import Wording

/// How each otc program starts and ends, the whole `otc` and the one the initramfs holds
/// (`otc-boot`, installed as otc in the image): standard descriptors held, core dumps
/// forbidden for a command that takes a secret, help a person listens to, a mistyped
/// command's suggestion, and errors in the language otc speaks, said by a command that asks.
package enum CommandLineDriver {
  /// Runs the command `arguments` name under `Root`; `help` gives the short help the
  /// arguments ask for, if any.
  package static func main<Root: ParsableCommand>(_ root: Root.Type, help: ([String], Language) -> String?) -> Never {
    let arguments = beginRun(commandLine: CommandLine.arguments)
    if takesSecret(arguments, under: Root.self) { Secret.forbidCoreDumps() }
    // Help a person listens to: short, the commands first (ShortHelp); the manual keeps the rest.
    if let help = help(arguments, MessageLanguage.current) {
      do {
        try writeOutput(help, command: "otc")
      } catch {
        Glibc.exit(1)
      }
      Glibc.exit(0)
    }
    if let word = arguments.first, let suggestion = suggestion(for: word, in: Root.self) {
      // As ArgumentParser suggests a mistyped option's name, a mistyped command's.
      let message =
        "Error: Unknown command '\(TerminalText.sanitized(word))'. Did you mean '\(suggestion)'?\n"
        + "Usage: otc <subcommand>\n  See 'otc --help' for more information.\n"
      let bytes = Array(Messages.translateLines(message, into: MessageLanguage.current).utf8)
      _ = bytes.withUnsafeBytes { write(STDERR_FILENO, $0.baseAddress, $0.count) }
      Glibc.exit(ExitCode.validationFailure.rawValue)
    }
    do {
      var command = try Root.parseAsRoot(arguments)
      try command.run()
    } catch {
      end(with: error, arguments: arguments, in: Root.self)
    }
    Glibc.exit(0)
  }

  /// Ends the run on `error` as ArgumentParser does, with two differences: a usage error
  /// is written in the language otc speaks, and a command that asks (`SpokenError`) says
  /// the error that ends it, the usage error or the one it wrote, after the terminal has
  /// been restored.
  package static func end<Root: ParsableCommand>(with error: any Error, arguments: [String], in root: Root.Type) -> Never {
    // A run ended below ArgumentParser, told already, ends as its ExitCode would.
    let error = (error as? CommandEnded).map { ExitCode($0.status) } ?? error
    let code = Root.exitCode(for: error)
    let asking = arguments.first.map(SpokenError.commands.contains) ?? false
    // A command that asks is given a secret by mistake (typed after it rather than at its
    // question): its errors never repeat a word it was given.
    let unrepeated = { (text: String) in asking ? SpokenError.withoutGivenWords(text, arguments: arguments) : text }
    let full = unrepeated(Root.fullMessage(for: error))
    let language = MessageLanguage.current
    guard !full.isEmpty, code != .success else {
      // An ending the command already wrote (ExitCode), or help and the version.
      if asking, code == .failure || code == usageExitCode, let said = EndingError.last {
        SpokenError.say(said, language: language, command: arguments[0], arguments: arguments)
      }
      Root.exit(withError: error)
    }
    let bytes = Array((inLanguage(full, language, lines: true) + "\n").utf8)
    _ = bytes.withUnsafeBytes { write(STDERR_FILENO, $0.baseAddress, $0.count) }
    if asking {
      SpokenError.say(
        inLanguage(unrepeated(Root.message(for: error)), language, lines: false), language: language, command: arguments[0],
        arguments: arguments)
    }
    Glibc.exit(code.rawValue)
  }

  /// What ArgumentParser wrote for a usage error, `text`, in `language`: the usage error
  /// otc raised by key (`usageError`) written from its key, and ArgumentParser's own
  /// words ("Error:", "Usage:", its errors) from their templates, line by line.
  static func inLanguage(_ text: String, _ language: Language, lines: Bool) -> String {
    var text = text
    if let raised = RaisedUsageError.last { text = text.replacing(raised.text(in: .english), with: raised.text(in: language)) }
    return lines ? Messages.translateLines(text, into: language) : Messages.translate(text, into: language)
  }

  package static func suggestion<Root: ParsableCommand>(for word: String, in root: Root.Type) -> String? {
    guard !word.hasPrefix("-"), word.count <= 40 else { return nil }
    let commands = Root.configuration.subcommands.map { $0._commandName } + ["help"]
    guard !commands.contains(word) else { return nil }
    let shown = Root.configuration.subcommands.filter { $0.configuration.shouldDisplay }.map { $0._commandName }
    let scored = shown.map { ($0, editDistance(word.lowercased(), $0)) }.filter { $0.1 <= 2 && $0.1 <= $0.0.count / 2 }
    return scored.min { $0.1 < $1.1 }?.0
  }

  /// Levenshtein's distance, a swap of two neighbours counting one (as in "pormpt").
  static func editDistance(_ a: String, _ b: String) -> Int {
    let a = Array(a)
    let b = Array(b)
    guard !a.isEmpty, !b.isEmpty else { return max(a.count, b.count) }
    var rows = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
    for i in 0...a.count { rows[i][0] = i }
    for j in 0...b.count { rows[0][j] = j }
    for i in 1...a.count {
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        rows[i][j] = min(rows[i - 1][j] + 1, rows[i][j - 1] + 1, rows[i - 1][j - 1] + cost)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] { rows[i][j] = min(rows[i][j], rows[i - 2][j - 2] + 1) }
      }
    }
    return rows[a.count][b.count]
  }

  /// Whether the command `arguments` name under `root` (or a command above it, as `boot`
  /// is above `boot ask`) takes a secret (`TakesSecret`): then, from its first
  /// instruction, its process cannot dump core, so a crash or SIGQUIT leaves no copy of
  /// what was typed on disk.
  static func takesSecret(_ arguments: [String], under root: any ParsableCommand.Type) -> Bool {
    var command = root
    for word in arguments {
      guard let next = command.configuration.subcommands.first(where: { $0._commandName == word }) else { return false }
      if next is any TakesSecret.Type { return true }
      command = next
    }
    return false
  }
}

/// A command whose process holds a secret (what is typed, a key, a code's digits): it
/// cannot dump core from its first instruction (`CommandLineDriver`). Each such command
/// says so itself, so a command added or left out of a program (the boot binary has no
/// totp) is never missed nor named in vain.
package protocol TakesSecret {}
