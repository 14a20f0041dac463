import Announcer
import Basics
import CodeEntry
import Integrations
import Pinentry
import OTCTestSupport
import TerminalPrompt
import Testing

/// Questions as ssh, sudo, git, PAM modules and gpg-agent really word them.
@Suite struct AskedPromptTests {
  @Test(arguments: [
    ("(alice@host) Verification code: ", EntryKind.code, "Verification code for alice at host"),
    ("(root@127.0.0.1) One-time password (OATH) for `root': ", .code, "One-time password for root at 127.0.0.1"),
    ("Enter your 6-digit OTP: ", .code, "Enter your 6-digit OTP"),
    ("Token code:", .code, "Token code"),
    ("2FA code: ", .code, "2FA code"),
    ("Enter PIN for 'PIV Card': ", .secureText, "Enter PIN for PIV Card"),
    ("alice@host's password: ", .secureText, "Password for alice at host"),
    ("[sudo] password for alice: ", .secureText, "Sudo password for alice"),
    ("Enter passphrase for key '/root/.ssh/id_ed25519': ", .secureText, "Enter passphrase for key id_ed25519"),
    ("Username for 'https://github.com': ", .plainText, "Username for github.com"),
    ("Password for 'https://alice@github.com': ", .secureText, "Password for alice at github.com"),
    ("Spinning password:", .secureText, "Spinning password"),
  ])
  func understandsTheQuestion(prompt: String, kind: EntryKind, label: String) {
    let asked = AskedPrompt.interpret(prompt)
    #expect(asked.kind == kind, "\(prompt)")
    #expect(asked.label == label)
  }

  /// Issue 24, point 1: the field for each question real programs and hostile servers
  /// ask. A secret word always makes the field secret; a password and a code together is
  /// a secure text field; only a question that is a user name and nothing more is plain.
  @Test(arguments: [
    // OpenSSH, sudo, git
    ("alice@host's password: ", EntryKind.secureText, true),
    ("[sudo] password for alice: ", .secureText, true),
    ("Enter passphrase for key '/root/.ssh/id_ed25519': ", .secureText, true),
    ("Username for 'https://github.com': ", .plainText, false),
    ("Password for 'https://alice@github.com': ", .secureText, true),
    ("(alice@host) Username: ", .plainText, false),
    ("login: ", .plainText, false),
    // PAM modules: pam_unix, pam_google_authenticator, pam_oath, pam_radius, Duo
    ("Password: ", .secureText, true),
    ("(alice@host) Verification code: ", .code, false),
    ("(root@127.0.0.1) One-time password (OATH) for `root': ", .code, true),
    ("Password + OTP:", .secureText, true),
    ("Passcode or option (1-3): ", .secureText, true),
    ("Enter your 6-digit OTP: ", .code, false),
    ("Token code:", .code, false),
    // gpg-agent and smart cards
    ("PIN Please unlock the card", .secureText, true),
    ("Passphrase: Please enter the passphrase to unlock the OpenPGP secret key", .secureText, true),
    // The ones that failed (issue 24)
    ("Login password:", .secureText, true),
    ("Username and password:", .secureText, true),
    ("Password and token:", .secureText, true),
    ("Passphrase for 2FA backup key:", .secureText, true),
    // Hostile wording: a secret word hidden among code words, or after a user name
    ("Verification code (type your password here):", .secureText, true),
    ("Username, then your secret:", .secureText, true),
    ("Login\u{1B}[2J PIN:", .secureText, true),
    ("Enter PIN or password:", .secureText, true),
    ("Response:", .secureText, true),
    // Brazilian Portuguese and Bulgarian
    ("Senha:", .secureText, true),
    ("Senha de uso único:", .code, true),
    ("Código de verificação:", .code, false),
    ("Usuário:", .plainText, false),
    ("Парола за alice:", .secureText, true),
    ("ПИН-код:", .secureText, true),
    ("Потребителско име:", .plainText, false),
  ])
  func theFieldFitsTheQuestion(question: String, kind: EntryKind, secret: Bool) {
    let asked = AskedPrompt.interpret(question)
    #expect(asked.kind == kind, "\(question)")
    #expect(asked.isSecret == secret, "\(question)")
    #expect(AskedPrompt.holdsSecretWord(question) == secret || asked.kind == .secureText, "\(question)")
  }

  /// Issue 41, point 1: a PIN asked by another program takes every character: FIDO2 and
  /// OpenPGP-card PINs may hold letters and symbols, and a wrong one counts against the
  /// card. Only a question that says digits, or names a one-time code, refuses the rest.
  @Test(arguments: [
    // OpenSSH's FIDO key, PKCS#11 and a PIV card
    ("Enter PIN for ED25519-SK key /root/.ssh/id_ed25519_sk: ", EntryKind.secureText),
    ("Enter PIN for ECDSA-SK key /home/alice/.ssh/id_ecdsa_sk: ", .secureText),
    ("Enter PIN for 'SoftHSM token': ", .secureText),
    ("Enter PIN for 'PIV Card Holder pin (PIV_II)': ", .secureText),
    // gpg-agent's card questions, as pinentry hears them (prompt, then description)
    ("PIN Please unlock the card", .secureText),
    ("PIN: |A|Please enter the Admin PIN", .secureText),
    ("PIN Please enter the PIN Number: D2760001240103040006123456780000 Holder: Nu Tester", .secureText),
    ("Passcode:", .secureText),
    ("ПИН:", .secureText),
    // What says digits, or is a one-time code, stays a code field
    ("Enter your 6-digit PIN:", .code),
    ("Numeric PIN:", .code),
    ("PIN (4 digits):", .code),
    ("PIN de 6 dígitos:", .code),
    ("ПИН от 4 цифри:", .code),
    ("One-time password (OATH) for `root': ", .code),
    ("Verification code:", .code),
  ])
  func aPINTakesEveryCharacterUnlessItSaysDigits(question: String, kind: EntryKind) {
    let asked = AskedPrompt.interpret(question)
    #expect(asked.kind == kind, "\(question)")
    #expect(asked.kind != .code || AskedPrompt.isKnownToBeDigits(question), "\(question)")
  }

  @Test func aLengthInTheQuestionIsTheCodesLength() {
    #expect(AskedPrompt.interpret("Enter your 6-digit OTP:").length == CodeLength(6))
    #expect(AskedPrompt.interpret("Verification code (8 digits):").length == CodeLength(8))
    #expect(AskedPrompt.interpret("Verification code:").length == nil)
    #expect(AskedPrompt.interpret("Enter the 40-digit token:").length == nil)
  }

  @Test func aPINIsSecretAndAOneTimeCodeIsNot() {
    #expect(AskedPrompt.interpret("PIN:").isSecret)
    #expect(!AskedPrompt.interpret("Verification code:").isSecret)
    #expect(AskedPrompt.interpret("Password:").isSecret)
  }

  @Test func theConnectingWordsAreInTheUsersLanguage() {
    #expect(
      AskedPrompt.interpret("(ana@servidor) Verification code:", language: .brazilianPortuguese).label
        == "Verification code para ana em servidor")
    #expect(
      AskedPrompt.interpret("(ivan@host) Verification code:", language: .bulgarian).label
        == "Verification code за ivan на host")
  }

  @Test func controlCharactersInTheQuestionNeverReachTheLabel() {
    let asked = AskedPrompt.interpret("Pass\u{1B}[2Jword\u{07}: ")
    #expect(!asked.label.contains("\u{1B}") && !asked.label.contains("\u{07}"))
  }
}

/// A conversation that answers from a script, for the askpass plan.
final class ScriptedConversation: Conversation {
  var said: [String] = []
  var sessions = 0
  var finished = false
  let outcome: PromptOutcome
  /// How the question ends instead of `outcome`: a terminal that failed, told already.
  var ending: CommandEnded?

  init(answering outcome: PromptOutcome) { self.outcome = outcome }

  func say(_ utterances: [Utterance]) { said += utterances.map(\.text) }
  func run(_ session: some KeySession) throws(CommandEnded) -> PromptOutcome {
    sessions += 1
    said += session.opening.map(\.text)
    if let ending { throw ending }
    return outcome
  }
  func finish(submitted: Bool) { finished = true }
  func handOff() {}
}

/// What askpass does under SSH_ASKPASS_PROMPT, and what each ending prints and exits with.
@Suite struct AskpassRequestTests {
  let verbosity = Verbosity(hints: false, keyboard: true)

  @Test func aCodeQuestionAnswersWithTheCode() throws {
    let code = EntryValue.code("985391".compactMap { Digit($0) })
    let conversation = ScriptedConversation(answering: .submitted(code))
    let request = AskpassRequest(prompt: "(alice@host) Verification code: ", environment: [:], verbosity: verbosity)
    #expect(try request.run(in: conversation) == .answer(code))
    #expect(conversation.said == ["Verification code, text field, for alice at host, is editing, empty"])
    #expect(conversation.finished)
  }

  @Test(arguments: [(PromptOutcome.cancelled, Int32(130)), (.timedOut, 124), (.inputEnded(filled: 2, length: nil), 1)])
  func anUnansweredQuestionPrintsNothing(outcome: PromptOutcome, status: Int32) throws {
    let request = AskpassRequest(prompt: "Password:", environment: [:], verbosity: verbosity)
    #expect(try request.run(in: ScriptedConversation(answering: outcome)) == .exit(status))
  }

  /// A conversation that ends (the terminal failed, and said so) ends the run with its
  /// status, nothing answered and nothing finished.
  @Test func aConversationThatEndsEndsTheRunWithItsStatus() {
    let conversation = ScriptedConversation(answering: .answered(true))
    conversation.ending = CommandEnded(status: 3)
    let request = AskpassRequest(prompt: "Password:", environment: [:], verbosity: verbosity)
    #expect(throws: CommandEnded(status: 3)) { try request.run(in: conversation) }
    #expect(!conversation.finished)
  }

  @Test func confirmAndNoneFollowSSHAskpassPrompt() throws {
    let confirm = AskpassRequest(prompt: "Allow?", environment: ["SSH_ASKPASS_PROMPT": "confirm"], verbosity: verbosity)
    #expect(try confirm.run(in: ScriptedConversation(answering: .answered(true))) == .exit(0))
    #expect(try confirm.run(in: ScriptedConversation(answering: .answered(false))) == .exit(1))
    let none = AskpassRequest(prompt: "Touch your key", environment: ["SSH_ASKPASS_PROMPT": "none"], verbosity: verbosity)
    let conversation = ScriptedConversation(answering: .cancelled)
    #expect(try none.run(in: conversation) == .exit(0))
    #expect(conversation.said == ["Touch your key"])
    #expect(conversation.sessions == 0)
  }

  /// A code field askpass opens never names a refused key: the question may have been
  /// worded to make the user type a password into it.
  @Test func aRefusedKeyInAnAskpassCodeFieldIsOnlyNotADigit() {
    guard case .ask(let settings) = AskpassRequest(prompt: "Verification code:", environment: [:], verbosity: verbosity)
    else {
      Issue.record("a code question asks")
      return
    }
    var session = PromptSession(settings: settings)
    #expect(session.handle(.character("h")).utterances.map(\.text) == ["Not a digit"])
    #expect(session.handle(.character("#")).utterances.map(\.text) == ["Not a digit"])
    #expect(session.handle(.paste("G-98h391")).utterances.map(\.text) == ["Paste has a letter in the code"])
  }

  @Test func aPINIsASecureTextFieldUnlessItSaysDigitsAndAPasswordIsOne() {
    guard case .ask(let pin) = AskpassRequest(prompt: "PIN:", environment: [:], verbosity: verbosity) else {
      Issue.record("a PIN question asks")
      return
    }
    #expect(pin.verbosity.secure && pin.kind == .secureText && !pin.autoSubmit)
    guard case .ask(let digits) = AskpassRequest(prompt: "Enter your 6-digit PIN:", environment: [:], verbosity: verbosity) else {
      Issue.record("a PIN question asks")
      return
    }
    #expect(digits.verbosity.secure && digits.kind == .code && digits.length == CodeLength(6))
    guard case .ask(let password) = AskpassRequest(prompt: "Password:", environment: [:], verbosity: verbosity) else {
      Issue.record("a password question asks")
      return
    }
    #expect(password.kind == .secureText)
  }
}

/// Assuan's percent-escaping, undone.
@Suite struct PercentDecodingTests {
  @Test func escapesAreDecodedAndBrokenOnesKept() {
    #expect(percentDecoded("Enter%0Apassphrase 100%25") == "Enter\npassphrase 100%")
    #expect(percentDecoded("50%") == "50%")
    #expect(percentDecoded("%zz%4") == "%zz%4")
    #expect(percentDecoded("caf%C3%A9") == "café")
  }
}

/// Issue 27, point 1: questions with visible answers, in OpenSSH's own words.
@Suite struct QuestionsWithAnswersTests {
  static let hostKey = """
    The authenticity of host '[127.0.0.1]:2299 ([127.0.0.1]:2299)' can't be established.
    ED25519 key fingerprint is SHA256:Dq/Z0U3qnjoRHmsGgQbsL8VN5YXgN8r2u53pSNQ2SRY.
    This key is not known by any other names.
    Are you sure you want to continue connecting (yes/no/[fingerprint])? 
    """

  /// The host-key question is a plain text field named as a question, yes and no in it;
  /// the fingerprint is a detail, never in the label.
  @Test(arguments: [
    (Language.english, "Unknown host 127.0.0.1 port 2299, ED25519 key; connect anyway? Type yes or no", "fingerprint"),
    (
      .brazilianPortuguese, "Host desconhecido 127.0.0.1 porta 2299, chave ED25519; conectar mesmo assim? Digite yes ou no",
      "impressão digital"
    ),
    (.bulgarian, "Непознат хост 127.0.0.1 порт 2299, ключ ED25519; да се свърже ли? Напишете yes или no", "отпечатък"),
  ])
  func theHostKeyQuestionIsAPlainQuestion(language: Language, label: String, fingerprint: String) {
    let asked = AskedPrompt.interpret(Self.hostKey, language: language)
    #expect(asked.kind == .plainText)
    #expect(!asked.isSecret)
    #expect(asked.label == label)
    #expect(asked.details == [.spelled(name: fingerprint, value: "SHA256:Dq/Z0U3qnjoRHmsGgQbsL8VN5YXgN8r2u53pSNQ2SRY")])
  }

  @Test func aHostNamedWithoutAPortIsSaidAsItIs() {
    let asked = AskedPrompt.interpret(
      """
      The authenticity of host 'github.com (140.82.121.4)' can't be established.\nECDSA key fingerprint is \
      SHA256:p2QAMXNIC1TJYWeIOttrVc98/R1BUFWu3/LiyKgUfQM.\nAre you sure you want to continue connecting (yes/no/[fingerprint])? 
      """
    )
    #expect(asked.label == "Unknown host github.com, ECDSA key; connect anyway? Type yes or no")
    #expect(asked.kind == .plainText)
  }

  /// ssh asks again when the answer was neither: still a question whose words are heard.
  @Test func theRepeatedQuestionIsPlainToo() {
    let asked = AskedPrompt.interpret("Please type 'yes', 'no' or the fingerprint: ")
    #expect(asked.kind == .plainText)
    #expect(asked.label == "Please type yes, no or the fingerprint")
  }

  /// ssh-agent's confirmation and a security key's notice keep their meaning; the
  /// fingerprint leaves the label for the details.
  @Test(arguments: [
    (
      "Allow use of key /root/.ssh/id_ed25519?\nKey fingerprint SHA256:Dq/Z0U3qnjoRHmsGgQbsL8VN5YXgN8r2u53pSNQ2SRY.",
      "Allow use of key id_ed25519?"
    ),
    (
      "Confirm user presence for key ED25519-SK SHA256:Dq/Z0U3qnjoRHmsGgQbsL8VN5YXgN8r2u53pSNQ2SRY",
      "Confirm user presence for key ED25519-SK"
    ),
  ])
  func aFingerprintIsADetail(prompt: String, label: String) {
    let asked = AskedPrompt.interpret(prompt)
    #expect(asked.label == label)
    #expect(asked.details == [.spelled(name: "fingerprint", value: "SHA256:Dq/Z0U3qnjoRHmsGgQbsL8VN5YXgN8r2u53pSNQ2SRY")])
  }

  /// Fail safe: words to type beside a secret word stay secret.
  @Test func aSecretWordStillWins() {
    #expect(AskedPrompt.interpret("Type the password (yes/no/[fingerprint])?").kind == .secureText)
  }

  /// The fingerprint in groups of four, each capital said as one, in every language.
  @Test(arguments: [
    (Language.english, ["fingerprint", "S H A 256", "D q slash capital Z", "0 capital U 3 q"]),
    (.brazilianPortuguese, ["impressão digital", "S H A 256", "D q barra Z em letra maiúscula", "0 U em letra maiúscula 3 q"]),
  ])
  func theFingerprintIsSpelledInGroups(language: Language, expected: [String]) {
    let announcer = Announcer(verbosity: Verbosity(language: language))
    let utterance = announcer.details([.spelled(name: language.table.format(.fingerprint), value: "SHA256:Dq/Z0U3q")])
    let first = language == .english ? "capital D" : "D em letra maiúscula"
    var wanted = expected
    wanted[2] = wanted[2].replacingOccurrences(of: "D q", with: "\(first) q")
    #expect(utterance.parts == wanted)
  }

  /// F4 says the details in a field and in a yes-or-no question, and the hint names it;
  /// without details F4 does nothing.
  @Test func f4SaysTheDetails() {
    var settings = PromptSettings(kind: .plainText, verbosity: Verbosity(keyboard: true), label: "Question")
    settings.details = [.spelled(name: "fingerprint", value: "SHA256:ab")]
    var session = PromptSession(settings: settings)
    #expect(session.hint?.text.hasSuffix("F4 says the details") == true)
    #expect(session.handle(.function(4)).utterances.map(\.text) == ["Fingerprint, S H A 256, a b"])
    var plain = PromptSession(settings: PromptSettings(kind: .plainText, verbosity: Verbosity(keyboard: true)))
    #expect(plain.handle(.function(4)).utterances.map(\.text) == ["That key does nothing here"])
    var confirm = ConfirmSession(question: "Allow use of key id_ed25519?", verbosity: Verbosity(), details: settings.details)
    #expect(confirm.opening[0].text.hasSuffix("F4 says the details"))
    #expect(confirm.handle(.function(4)).utterances.map(\.text) == ["Fingerprint, S H A 256, a b"])
  }
}

/// Issue 27, point 3: what is asked and for whom first, the field second, the rest on F4.
@Suite struct OpeningLengthTests {
  /// The words each real program's opening says before the field's kind, in each
  /// language: a listener knows what to type after at most these.
  @Test(arguments: Language.allCases)
  func eachOpeningNamesTheFieldAfterFewWords(language: Language) {
    let counts = Dictionary(
      uniqueKeysWithValues: RealQuestions.all(language: language).map { ($0.program, $0.wordsBeforeTheField) })
    #expect(counts.count == 8)
    // What is asked, then the field; whose or where comes after it ("for nu at host").
    let english = [
      "ssh-add": 1, "ssh login, password": 1, "ssh login, one-time code": 2, "git over HTTP, user name": 1,
      "git over HTTP, password": 1, "sudo": 2, "gpg signature": 1, "gpg symmetric": 2,
    ]
    if language == .english { #expect(counts == english) }
    for (program, count) in counts { #expect(count <= 2, "\(program): \(count) words before the field") }
  }

  /// gpg's key description: the holder before the key id, which waits for F4.
  @Test func aKeysDescriptionNamesItsHolderAndKeepsTheRestForF4() {
    let (label, whose, details) = PinentryServer.question(
      description: RealQuestions.gpgKeyDescription, prompt: "Passphrase:", language: .english)
    #expect(label == "Passphrase")
    #expect(whose == "for Nu Tester's key")
    #expect(
      details == [
        .text("nu@example.org"), .text("255-bit EDDSA key"), .spelled(name: "ID", value: "64DB2836FD2156AB"),
        .text("created 2026-11-23"),
      ])
    let spoken = Announcer(verbosity: Verbosity()).details(details).text
    #expect(spoken == "Nu@example.org, 255-bit EDDSA key, ID, 6 4 D B, 2 8 3 6, F D 2 1, 5 6 A B, created 2026-11-23")
    let portuguese = PinentryServer.question(
      description: RealQuestions.gpgKeyDescription, prompt: "Senha:", language: .brazilianPortuguese)
    #expect(portuguese.label == "Senha" && portuguese.context == "da chave de Nu Tester")
    // Not a key's description: said whole, named by gpg's prompt when it does not say it.
    let card = PinentryServer.question(description: "Unlock card", prompt: "PIN:", language: .english)
    #expect(card.label == "PIN" && card.context == "Unlock card")
    #expect(
      PinentryServer.question(description: "Enter passphrase\n", prompt: "Passphrase:", language: .english).label
        == "Enter passphrase")
  }

  /// ssh's host-key question reaching askpass as its last line alone: "(yes/no/[fingerprint])"
  /// is said in words, and only what ssh takes is an answer, "y" not among them (issue 44).
  @Test func aYesOrNoQuestionIsSaidInWordsAndTakesWhatSshTakes() throws {
    let asked = AskedPrompt.interpret("Are you sure you want to continue connecting (yes/no/[fingerprint])? ")
    #expect(asked.kind == .plainText)
    #expect(asked.label == "Are you sure you want to continue connecting? Type yes, no or the fingerprint")
    let answers = try #require(asked.answers)
    #expect(answers.accepts("yes") && answers.accepts("NO") && answers.accepts("SHA256:p2QAMXNIC1TJYWeIOttrVc98"))
    #expect(!answers.accepts("y") && !answers.accepts("SHA256:") && !answers.accepts("yes please"))
    let short = AskedPrompt.interpret("Continue (yes/no)?", language: .brazilianPortuguese)
    #expect(short.label == "Continue? Digite yes ou no")
    #expect(short.answers?.refusal == "Digite yes ou no")
    #expect(short.answers?.accepts("SHA256:p2QAMXNIC1TJYWeIOttrVc98") == false)
    // The whole question names its key: that fingerprint is an answer, another is not.
    let whole = AskedPrompt.interpret(
      """
      The authenticity of host 'github.com (140.82.121.4)' can't be established.\nECDSA key fingerprint is \
      SHA256:p2QAMXNIC1TJYWeIOttrVc98/R1BUFWu3/LiyKgUfQM.\nAre you sure you want to continue connecting (yes/no/[fingerprint])? 
      """
    )
    #expect(whole.answers?.accepts("SHA256:p2QAMXNIC1TJYWeIOttrVc98/R1BUFWu3/LiyKgUfQM") == true)
    #expect(whole.answers?.accepts("SHA256:another") == false)
  }

  /// gpg wraps a sentence over lines: a line that goes on with a small letter is not a new
  /// sentence, and a final full stop goes, since ", secure text field" follows (issue 44).
  @Test func gpgsWrappedSentencesAreReadWhole() {
    let warning =
      "Warning: You have entered an insecure passphrase.\nA passphrase should contain at least 1 digit or\nspecial character."
    #expect(
      PinentryServer.spoken(warning)
        == "Warning: You have entered an insecure passphrase. A passphrase should contain at least 1 digit or special character")
    #expect(
      PinentryServer.spoken("Please enter the passphrase to unlock the key\nfor decryption.")
        == "Please enter the passphrase to unlock the key for decryption")
    #expect(PinentryServer.spoken("Bad Passphrase\nTry again") == "Bad Passphrase. Try again")
  }

  /// "Try again" in every language otc speaks, before the field.
  @Test(arguments: [(Language.english, "Try again"), (.brazilianPortuguese, "Tente de novo"), (.bulgarian, "Опитайте отново")])
  func tryAgainIsSaidFirst(language: Language, words: String) {
    var settings = PromptSettings(
      kind: .secureText, verbosity: Verbosity(language: language, keyboard: true), label: "Sudo password for nu")
    settings.askedAgain = true
    let opening = PromptSession(settings: settings).opening
    #expect(opening.first?.text == words)
    #expect(opening.dropFirst().first?.parts.first == "Sudo password for nu")
  }
}

/// The label cut where it says whose or where: what is asked opens the field, the rest
/// follows its kind.
@Suite struct NameAndContextTests {
  @Test(
    arguments: [
      ("alice@host's password: ", "Password", "for alice at host"),
      ("[sudo] password for nu: ", "Sudo password", "for nu"),
      ("Enter passphrase for key '/root/.ssh/id_ed25519': ", "Passphrase", "for key id_ed25519"),
      ("Username for 'https://github.com': ", "Username", "for github.com"),
      ("(alice@host) Verification code: ", "Verification code", "for alice at host"),
      ("Token code:", "Token code", nil),
      ("Enter your 6-digit OTP: ", "Your 6-digit OTP", nil),
    ] as [(String, String, String?)])
  func whatIsAskedComesFirst(question: String, name: String, context: String?) {
    let split = AskedPrompt.interpret(question).nameAndContext
    #expect(split.name == name)
    #expect(split.context == context)
  }

  @Test func theConnectingWordsOfOtherLanguagesCutToo() {
    #expect(
      AskedPrompt.interpret("alice@host's password: ", language: .brazilianPortuguese).nameAndContext == (
        "Password", "para alice em host"
      ))
    #expect(
      AskedPrompt.interpret("alice@host's password: ", language: .bulgarian).nameAndContext == ("Password", "за alice на host"))
  }
}
