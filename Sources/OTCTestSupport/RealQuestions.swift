import Announcer
import Integrations
import Pinentry
import TerminalPrompt

/// A question a real program asks, in its own words, and the field otc opens for it.
public struct RealQuestion: Sendable {
  /// Who asks and how: "sudo", "gpg signature".
  public var program: String
  /// The field and its opening.
  public var settings: PromptSettings

  /// A question `program` asks with the field of `settings`.
  public init(program: String, settings: PromptSettings) {
    self.program = program
    self.settings = settings
  }

  /// The opening's parts up to and including the field's kind ("secure text field"): what
  /// a listener must hear before knowing what to type.
  public var openingToTheField: [String] {
    let session = PromptSession(settings: settings)
    let parts = session.opening.first { $0.event == "focus" }?.parts ?? []
    let table = settings.verbosity.language.table
    let kinds = [table.format(.secureTextField), table.format(.textField)]
    guard let index = parts.firstIndex(where: kinds.contains) else { return parts }
    return Array(parts[...index])
  }

  /// The opening's parts before the field's kind: what is asked, its name.
  public var openingToTheName: [String] { Array(openingToTheField.dropLast()) }

  /// How many words come before the field's kind.
  public var wordsBeforeTheField: Int {
    openingToTheField.dropLast().joined(separator: " ").split(separator: " ").count
  }
}

/// The questions of the six real programs a blind developer set up with otc (issue 27),
/// as they word them: ssh-add, an ssh login with a password and a one-time code, git over
/// HTTP, gpg (a signature and a symmetric passphrase) and sudo.
public enum RealQuestions {
  /// gpg-agent's description of a signing key, as gpg 2.2 words it.
  public static let gpgKeyDescription = """
    Please enter the passphrase to unlock the OpenPGP secret key:
    "Nu Tester <nu@example.org>"
    255-bit EDDSA key, ID 64DB2836FD2156AB,
    created 2026-11-23.

    """

  /// otc's own prompts, one of each kind a user starts (issue 44): a code, and a code
  /// whose digits are never spoken.
  public static func otcPrompts(language: Language = .english) -> [RealQuestion] {
    [("otc prompt", false), ("otc prompt --secure", true)].map { program, secure in
      RealQuestion(
        program: program, settings: PromptSettings(verbosity: Verbosity(language: language, secure: secure, keyboard: true)))
    }
  }

  /// Every question, spoken in `language`.
  public static func all(language: Language = .english) -> [RealQuestion] {
    let verbosity = Verbosity(language: language, keyboard: true)
    func askpass(_ program: String, _ prompt: String) -> RealQuestion? {
      guard case .ask(let settings) = AskpassRequest(prompt: prompt, environment: [:], verbosity: verbosity) else { return nil }
      return RealQuestion(program: program, settings: settings)
    }
    func pinentry(_ program: String, description: String, prompt: String) -> RealQuestion {
      let (label, context, details) = PinentryServer.question(description: description, prompt: prompt, language: language)
      var secure = verbosity
      secure.secure = true
      var settings = PromptSettings(length: nil, kind: .secureText, verbosity: secure, label: label, autoSubmit: false)
      settings.details = details
      settings.context = context
      return RealQuestion(program: program, settings: settings)
    }
    return [
      askpass("ssh-add", "Enter passphrase for /home/nu/.ssh/id_ed25519: "),
      askpass("ssh login, password", "(nu@127.0.0.1) Password: "),
      askpass("ssh login, one-time code", "(nu@127.0.0.1) One-time password (OATH) for `nu': "),
      askpass("git over HTTP, user name", "Username for 'http://127.0.0.1:8080': "),
      askpass("git over HTTP, password", "Password for 'http://nu@127.0.0.1:8080': "),
      askpass("sudo", "[sudo] password for nu: "),
    ].compactMap { $0 } + [
      pinentry("gpg signature", description: gpgKeyDescription, prompt: "Passphrase:"),
      pinentry("gpg symmetric", description: "Enter passphrase\n", prompt: "Passphrase:"),
    ]
  }
}
