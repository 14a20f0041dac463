import ArgumentParser

@main
struct OTC: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "otc",
    abstract: "Enter and hear one-time codes the way a screen reader speaks them.",
    discussion: """
      otc prompts for a one-time code with spoken feedback, reads code fields aloud \
      as VoiceOver does, and compares what they say.
      """,
    subcommands: [PromptCommand.self, Read.self, Compare.self, Diff.self, Speak.self, Voices.self]
  )
}
