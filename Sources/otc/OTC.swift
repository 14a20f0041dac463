import ArgumentParser
import CommandRuntime
import OTCCommandLine

@main
struct OTC: ParsableCommand {
  static func main() {
    CommandLineDriver.main(OTC.self) { ShortHelp.text(for: $0, language: $1) }
  }

  /// `otc` alone: a few lines to listen to, not the whole help.
  func run() throws {
    try writeOutput(
      """
      otc: one-time codes by ear.
      Commands: prompt, read, compare, diff, speak, voices, config, askpass, pinentry, agent, watch, totp.
      otc prompt asks for a code. otc COMMAND --help tells about one command; otc --help tells everything.

      """, command: "otc")
  }

  static let configuration = CommandConfiguration(
    commandName: "otc",
    abstract: "Enter and hear one-time codes the way a screen reader speaks them.",
    discussion: """
      otc prompts for a one-time code with spoken feedback and prints it for a script, \
      reads code fields aloud as VoiceOver or TalkBack does, and compares what they say. It speaks \
      English, Brazilian Portuguese and Bulgarian through your Speech Dispatcher when it \
      runs, else through its own espeak-ng.

      EXIT CODES: 0 success, and for diff, identical. 1 failure: input ended before the \
      code was complete, no audio device with --speech espeak, an unknown voice, a file \
      that cannot be read; for diff, the transcripts differ. 2 diff could not compare. \
      64 usage error. 124 prompt timed out. 130 prompt cancelled with Esc or Ctrl-C. \
      A signal (SIGINT, SIGTERM, SIGHUP) restores the terminal, then ends otc by that signal.

      ENVIRONMENT: LC_ALL, LC_MESSAGES and LANG choose the language when --lang is not \
      given: pt_BR gives Brazilian Portuguese, bg_BG Bulgarian, anything else English. \
      NO_COLOR and TERM=dumb are honoured: otc writes no colour and no cursor \
      movement at all, on a terminal or not. PULSE_SERVER names the PulseAudio server to speak \
      through. SPEECHD_ADDRESS names the Speech Dispatcher to speak through. \
      ESPEAK_DATA_PATH names espeak-ng's data folder. BRLAPI_HOST and BRLAPI_AUTH name \
      brltty's BrlAPI and its key. OTC_TRANSCRIPT names the \
      transcript of askpass and pinentry; SSH_ASKPASS_PROMPT is read by askpass. \
      OTC_QUIET=1 leaves standard error to errors, as --quiet does.

      SCREEN READERS: when Speakup, Fenrir or Orca reads the terminal, each announcement \
      is heard once. Beside Speakup, otc speaks and Speakup is silent while otc asks. \
      Beside Fenrir or Orca, the screen reader reads otc's lines and otc does not speak. \
      --speech and --lines change this; otc config says what was found.

      BRAILLE: when brltty's BrlAPI is there, prompt, askpass, pinentry and the agent \
      show what is asked and the field on the braille display while they ask: the digits \
      typed, a star for each character of a password, never the character. A routing key \
      moves the review cursor to its cell; panning shows the rest of a long line. The \
      display is given back when otc ends, however it ends. braille = off in the config \
      file, or OTC_BRAILLE=off, turns this off.

      EXAMPLES: code=$(otc prompt --length 6) asks for a code and keeps it in a shell \
      variable. otc read --code 985391 --mode per-digit --direction backward reads six \
      fields backward. otc compare --code 985391 --lang pt-BR compares the designs in \
      Brazilian Portuguese. otc diff expected.txt heard.json --ignore-hints checks a \
      recorded screen-reader log. export SSH_ASKPASS=otc-askpass SSH_ASKPASS_REQUIRE=force \
      makes ssh ask for one-time codes through otc.
      """,
    version: otcVersion,
    subcommands: [
      PromptCommand.self, Read.self, Compare.self, Diff.self, AuditCommand.self, Speak.self, Voices.self, Config.self,
      Askpass.self,
      Pinentry.self, Agent.self, Watch.self, TOTPCommand.self, Boot.self, SpeakTail.self, SpeakupGuard.self, TerminalGuard.self,
    ]
  )
}
