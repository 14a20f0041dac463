import ArgumentParser
import BootCommands
import CommandRuntime
import Wording

/// otc as a systemd password agent: it answers the questions systemd-cryptsetup,
/// systemd-ask-password and the like ask through `/run/systemd/ask-password`.
package struct Agent: ParsableCommand, TakesSecret {
  package init() {}

  package static let configuration = CommandConfiguration(
    commandName: "agent",
    abstract: "Answer systemd's password questions, such as a disk's passphrase, with speech.",
    discussion: """
      systemd-cryptsetup, systemd-ask-password and other programs ask through systemd's \
      password agent protocol. otc agent speaks each question as a field: Please enter \
      passphrase for disk TEST (root) is heard as Passphrase for disk TEST, root file \
      system, secure text field. The same disk asked again means the passphrase was wrong: \
      otc says which attempt this is. With --watch, otc says when the disk is unlocked. \
      A question that shows what is typed is a plain text field; \
      one that asks for silence says nothing of what is typed, not even how much. \
      Type the answer and press Enter; Esc cancels, and the program that asked fails; \
      at boot a disk's question cannot be cancelled. \
      Several questions are asked one at a time, oldest first, each saying how many wait \
      after it. A question taken back while it is asked (its program gave up, or its time \
      ran out) is said to be withdrawn. Only root's answers count: run it as root. \
      With --console, or --console=DEVICE, it asks on /dev/console or that terminal, as \
      systemd's console agent does, and wall messages leave that terminal alone meanwhile. \
      A bad setting never stops the question: otc says which setting it ignored and \
      why, and uses the next place it is set, or the default. Speech settings come from the flags, OTC_ variables and the config \
      file. \
      --transcript or OTC_TRANSCRIPT names a transcript, which each question adds to, each \
      utterance with its time; it never holds a typed character of a secret. \
      Exit codes: 0 every question answered or cancelled, 1 not asked on a terminal, or an \
      answer that did not reach its program. \
      Example: sudo otc agent --query
      """
  )

  @Flag(help: "Answer the questions waiting now, then exit.")
  package var query = false

  @Flag(help: "Keep answering questions as they come, until stopped.")
  package var watch = false

  @Option(
    help: ArgumentHelp(
      """
      Ask on the system console. --console alone is /dev/console; --console=DEVICE names another terminal. The default is the \
      terminal otc runs on.
      """,
      valueName: "device"))
  package var console: String?

  @Option(
    help: ArgumentHelp(
      """
      Add everything spoken to this file as JSON Lines, each question after the last; never a typed character of a secret. \
      OTC_TRANSCRIPT does the same.
      """,
      valueName: "file"))
  package var transcript: String?

  @OptionGroup package var speechOptions: SpeechOptions

  /// The run these options ask for.
  package var work: AgentRun {
    AgentRun(query: query, watch: watch, console: console, transcript: transcript, speech: speechOptions.choice)
  }

  package func validate() throws {
    if let problem = work.usageProblem { throw usageError(problem) }
  }

  package func run() throws {
    try work.run()
  }
}
