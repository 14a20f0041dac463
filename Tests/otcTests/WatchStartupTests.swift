import Foundation
import OTCTestSupport
import Testing

/// Hardening V, finding 1: `otc watch` from a shell's start-up file, as the help, the man
/// page, the README and docs/integrations.md advise. Each shell is Debian's, started on a
/// pseudo-terminal with a home of its own whose start-up file holds the line, and must give
/// exactly one watched shell that answers a command, with `otc watch` as its parent.
@Suite struct WatchStartupTests {
  /// A shell, where it reads its start-up file, and the line documented for it.
  struct Shell: Sendable, CustomTestStringConvertible {
    let path: String
    let startupFile: String
    let line: String
    var testDescription: String { "\(path): \(line)" }
  }

  /// The lines the documentation gives, word for word.
  static let documented = [
    Shell(path: "/bin/bash", startupFile: ".bashrc", line: #"[[ $- == *i* && -z $OTC_WATCH ]] && exec otc watch"#),
    Shell(path: "/usr/bin/zsh", startupFile: ".zshrc", line: #"[[ $- == *i* && -z $OTC_WATCH ]] && exec otc watch"#),
    Shell(
      path: "/usr/bin/fish", startupFile: ".config/fish/config.fish",
      line: "status is-interactive; and not set -q OTC_WATCH; and exec otc watch"),
  ]

  /// A home of its own, removed when the test is over.
  final class Home {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("otc-home-\(UUID().uuidString.prefix(8))").path

    init(_ shell: Shell) throws {
      let file = path + "/" + shell.startupFile
      try FileManager.default.createDirectory(
        atPath: (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
      // Each reading of the file is counted before the line runs.
      try "echo read >> \(path)/readings\n\(shell.line)\n".write(toFile: file, atomically: false, encoding: .utf8)
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }

    var readings: Int {
      ((try? String(contentsOfFile: path + "/readings", encoding: .utf8)) ?? "").split(separator: "\n").count
    }

    /// The shell started on a terminal of its own, as a terminal window starts it, finding
    /// the built otc in PATH.
    func start(_ shell: Shell) throws -> PseudoTerminal {
      let folder = CommandRunner.binary.deletingLastPathComponent().path
      return try PseudoTerminal(
        [], environment: ["HOME": path, "SHELL": shell.path, "PATH": "\(folder):/usr/bin:/bin", "TERM": "xterm"],
        output: .terminal, executable: shell.path, size: (24, 80))
    }
  }

  /// The command names of `pid`'s children, but the terminal guard otc starts (`exe`:
  /// started as /proc/self/exe).
  static func children(of pid: pid_t) -> [String] {
    let listed = (try? String(contentsOfFile: "/proc/\(pid)/task/\(pid)/children", encoding: .utf8)) ?? ""
    return listed.split(separator: " ").compactMap { child in
      (try? String(contentsOfFile: "/proc/\(child)/comm", encoding: .utf8))?.trimmingCharacters(in: .whitespacesAndNewlines)
    }.filter { $0 != "exe" }
  }

  /// The process the terminal started has become otc watch (the start-up file's `exec`),
  /// its child is the shell, the shell answers a command, and `exit` ends both.
  func expectOneWatchedShell(_ shell: Shell, on terminal: PseudoTerminal) {
    let name = (shell.path as NSString).lastPathComponent
    #expect(
      eventually { (try? String(contentsOfFile: "/proc/\(terminal.pid)/comm", encoding: .utf8)) == "otc\n" },
      "\(terminal.screenText)")
    #expect(eventually { Self.children(of: terminal.pid) == [name] }, "\(Self.children(of: terminal.pid)) \(terminal.screenText)")
    terminal.type("echo watched-$OTC_WATCH-answers\r")
    #expect(terminal.waitFor("watched-1-answers"), "\(terminal.screenText)")
    terminal.type("exit\r")
    #expect(terminal.waitForEnd() == .exited(0), "\(terminal.screenText)")
  }

  @Test(arguments: documented)
  func theDocumentedLineGivesExactlyOneWatchedShell(_ shell: Shell) throws {
    let home = try Home(shell)
    let terminal = try home.start(shell)
    expectOneWatchedShell(shell, on: terminal)
    // Read by the shell the terminal started, then by the watched shell, and never again.
    #expect(home.readings == 2)
  }

  /// The line as the help gave it before, unguarded: the watched shell reads it and runs
  /// `otc watch` again, which must not run the shell again for ever (380 to 600 readings
  /// in 5 s and no prompt): the loop is broken, the shell started without its start-up
  /// file, and the user told why and what to write instead.
  @Test(arguments: ["exec otc watch", "exec otc watch -- bash -i"])
  func anUnguardedLineStillGivesAShell(_ line: String) throws {
    let shell = Shell(path: "/bin/bash", startupFile: ".bashrc", line: line)
    let home = try Home(shell)
    let terminal = try home.start(shell)
    expectOneWatchedShell(shell, on: terminal)
    #expect(home.readings == 3)
    #expect(terminal.screenText.contains("bash starts without its start-up files"), "\(terminal.screenText)")
    #expect(terminal.screenText.contains(Self.documented[0].line))
  }

  /// The documentation gives the lines these tests run.
  @Test func theDocumentationGivesTheseLines() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    for document in ["README.md", "docs/integrations.md"] {
      let text = try String(contentsOf: root.appendingPathComponent(document), encoding: .utf8)
      for shell in Self.documented { #expect(text.contains(shell.line), "\(document) lacks \(shell.line)") }
    }
    let help = try CommandRunner.run(["watch", "--help"])
    #expect(help.stdout.replacingOccurrences(of: "\n", with: " ").contains(Self.documented[0].line), "\(help.stdout)")
  }
}
