import Announcer
import Basics
import Integrations
import CAssuan
import CSystem
import CodeEntry
import SafeIO
import TerminalPrompt
import Wording

/// What gpg-agent has told the pinentry so far (Assuan's `SET…` and `OPTION` commands).
public struct PinentryState: Sendable {
  /// `SETDESC`: spoken as the label.
  public var description: String?
  /// `SETPROMPT`: "PIN" or "Passphrase", which decides the field.
  public var prompt: String?
  /// `SETTITLE`.
  public var title: String?
  /// `SETERROR`: said before asking.
  public var error: String?
  /// `SETREPEAT`: ask twice, with this label the second time.
  public var repeatPrompt: String?
  /// `SETREPEATERROR`: said when the two differ.
  public var repeatError: String?
  /// `SETOK`, `SETCANCEL`, `SETNOTOK`: what a question's answers do.
  public var okLabel: String?
  public var cancelLabel: String?
  public var notOkLabel: String?
  /// `SETKEYINFO`.
  public var keyinfo: String?
  /// `SETTIMEOUT`, in seconds.
  public var timeout: Double?
  /// `OPTION ttyname`, `ttytype`, `lc-messages` (or the same on the command line).
  public var ttyname: String?
  public var ttytype: String?
  public var lcMessages: String?

  /// Creates an empty state.
  public init() {}

  /// Undoes what one question set, as pinentry does after each `GETPIN` or `CONFIRM`:
  /// the error and the repeat are for one question only.
  mutating func questionAsked() {
    error = nil
    repeatPrompt = nil
    repeatError = nil
  }
}

/// Assuan's percent-escaping, undone: "%0A" is a line break, "%25" a percent sign. A
/// broken escape is kept as it is.
public func percentDecoded(_ text: String) -> String {
  var bytes: [UInt8] = []
  let source = Array(text.utf8)
  var index = 0
  while index < source.count {
    if source[index] == UInt8(ascii: "%"), index + 2 < source.count,
      let value = UInt8(String(decoding: source[(index + 1)...(index + 2)], as: UTF8.self), radix: 16)
    {
      bytes.append(value)
      index += 3
    } else {
      bytes.append(source[index])
      index += 1
    }
  }
  return String(decoding: bytes, as: UTF8.self)
}

/// The pinentry side of the Assuan protocol, spoken through libassuan: line limits,
/// percent-escaping of `D` lines, `BYE`, `RESET`, `HELP` and the answer to an unknown
/// command are libassuan's. Each command otc handles is a method below; each question
/// opens a conversation on the terminal gpg-agent named, through `open`.
public final class PinentryServer {
  /// gpg-error's source for pinentry, in every error otc answers with.
  static let errorSource: UInt32 = 5
  static func error(_ code: UInt32) -> gpg_error_t { (errorSource << 24) | (code & 0xFFFF) }
  static let cancelled = error(99)  // GPG_ERR_CANCELED: "Operation cancelled"
  static let notConfirmed = error(114)  // GPG_ERR_NOT_CONFIRMED
  static let timedOut = error(62)  // GPG_ERR_TIMEOUT
  static let noTerminal = error(0x8000 | 102)  // GPG_ERR_ENOTTY
  static let parameter = error(280)  // GPG_ERR_ASS_PARAMETER
  static let general = error(1)  // GPG_ERR_GENERAL

  /// What gpg-agent has said so far.
  public var state = PinentryState()
  /// Opens a conversation on a terminal (its path and type, `nil` for /dev/tty and the
  /// environment's); throws `PinentryError.noTerminal` when there is none.
  let open: (_ ttyname: String?, _ ttytype: String?) throws -> any Conversation
  /// The language when gpg-agent's messages are in none that otc speaks.
  let defaultLanguage: Language
  let hints: Bool
  let capitals: CapitalStyle
  let version: String
  /// Where a problem is told (standard error, which gpg-agent logs).
  let report: (Message) -> Void

  /// Creates a server; see the properties.
  public init(
    version: String, defaultLanguage: Language, hints: Bool, capitals: CapitalStyle = .both,
    report: @escaping (Message) -> Void,
    open: @escaping (_ ttyname: String?, _ ttytype: String?) throws -> any Conversation
  ) {
    self.version = version
    self.defaultLanguage = defaultLanguage
    self.hints = hints
    self.capitals = capitals
    self.report = report
    self.open = open
  }

  /// The language of gpg-agent's messages when otc speaks it, else the user's setting.
  var language: Language {
    if let locale = state.lcMessages, let language = Language(tag: String(locale.prefix { $0 != "." && $0 != "@" })) {
      return language
    }
    return defaultLanguage
  }

  var verbosity: Verbosity {
    Verbosity(language: language, hints: hints, keyboard: true, namesRefusedKeys: false, capitals: capitals)
  }

  /// Serves one gpg-agent connection on `input` and `output` until `BYE` or end of input.
  public func serve(input: Int32, output: Int32) throws(PinentryError) {
    guard otc_assuan_load() == 1 else {
      throw .cannotLoad(otc_assuan_load_error().map { String(cString: $0) } ?? "libassuan.so.0 not loaded")
    }
    assuan_set_gpg_err_source(gpg_err_source_t(Self.errorSource))
    var context: assuan_context_t?
    guard assuan_new(&context) == 0, let context else { throw .cannotStart }
    defer { assuan_release(context) }
    var descriptors: [assuan_fd_t] = [assuan_fdopen(input), assuan_fdopen(output)]
    guard assuan_init_pipe_server(context, &descriptors) == 0 else { throw .cannotStart }
    assuan_set_pointer(context, Unmanaged.passUnretained(self).toOpaque())
    // libassuan keeps the name's pointer, not a copy: each name lives as long as the process.
    for (name, handler) in Self.handlers {
      assuan_register_command(context, heapCString(name), handler, nil)
    }
    assuan_register_option_handler(context) { context, name, value in
      guard let server = PinentryServer.server(context), let name else { return PinentryServer.parameter }
      server.option(String(cString: name), value.map { String(cString: $0) } ?? "")
      return 0
    }
    withExtendedLifetime(self) {
      while true {
        let accepted = assuan_accept(context)
        if accepted != 0 { break }  // end of input, or BYE
        _ = assuan_process(context)
      }
    }
  }

  static func server(_ context: assuan_context_t?) -> PinentryServer? {
    guard let context, let pointer = assuan_get_pointer(context) else { return nil }
    return Unmanaged<PinentryServer>.fromOpaque(pointer).takeUnretainedValue()
  }

  typealias Handler = @convention(c) (assuan_context_t?, UnsafeMutablePointer<CChar>?) -> gpg_error_t

  /// Every command otc handles, beside libassuan's own (BYE, RESET, HELP, OPTION, …).
  static let handlers: [(String, Handler)] = [
    ("SETDESC", { c, l in set(c, l) { $0.description = $1 } }),
    ("SETPROMPT", { c, l in set(c, l) { $0.prompt = $1 } }),
    ("SETTITLE", { c, l in set(c, l) { $0.title = $1 } }),
    ("SETERROR", { c, l in set(c, l) { $0.error = $1 } }),
    ("SETREPEAT", { c, l in set(c, l) { $0.repeatPrompt = $1 ?? "" } }),
    ("SETREPEATERROR", { c, l in set(c, l) { $0.repeatError = $1 } }),
    ("SETOK", { c, l in set(c, l) { $0.okLabel = $1 } }),
    ("SETCANCEL", { c, l in set(c, l) { $0.cancelLabel = $1 } }),
    ("SETNOTOK", { c, l in set(c, l) { $0.notOkLabel = $1 } }),
    ("SETKEYINFO", { c, l in set(c, l) { $0.keyinfo = $1 } }),
    ("SETQUALITYBAR", { c, l in set(c, l) { _, _ in } }),
    ("SETQUALITYBAR_TT", { c, l in set(c, l) { _, _ in } }),
    ("SETGENPIN", { c, l in set(c, l) { _, _ in } }),
    ("SETGENPIN_TT", { c, l in set(c, l) { _, _ in } }),
    ("SETTIMEOUT", { c, l in server(c)?.setTimeout(l.map { String(cString: $0) } ?? "") ?? general }),
    ("CLEARPASSPHRASE", { c, l in set(c, l) { _, _ in } }),
    ("GETINFO", { c, l in server(c)?.getInfo(c, l.map { String(cString: $0) } ?? "") ?? general }),
    ("GETPIN", { c, _ in server(c)?.getPin(c) ?? general }),
    ("CONFIRM", { c, l in server(c)?.confirm(c, l.map { String(cString: $0) } ?? "") ?? general }),
    ("MESSAGE", { c, _ in server(c)?.message() ?? general }),
  ]

  /// Stores a `SET…` command's percent-decoded text (`nil` when it has none).
  static func set(
    _ context: assuan_context_t?, _ line: UnsafeMutablePointer<CChar>?, _ update: (inout PinentryState, String?) -> Void
  ) -> gpg_error_t {
    guard let server = server(context) else { return general }
    let text = line.map { percentDecoded(String(cString: $0)) }
    update(&server.state, text.flatMap { $0.isEmpty ? nil : $0 })
    return 0
  }

  /// `SETTIMEOUT N`: seconds, as `otc prompt --timeout` takes them (more than 0, at most
  /// one day); 0 or nothing is no time limit, as in pinentry. Anything else (a negative
  /// number, infinity, NaN, a number past one day, not a number) is `ERR … parameter`, and
  /// the limit already set stays.
  func setTimeout(_ text: String) -> gpg_error_t {
    let trimmed = text.trimmingWhitespace()
    if trimmed.isEmpty || Double(trimmed) == 0 {
      state.timeout = nil
      return 0
    }
    guard let seconds = Double(trimmed), PromptSettings.isValidTimeout(seconds) else { return Self.parameter }
    state.timeout = seconds
    return 0
  }

  func option(_ name: String, _ value: String) {
    switch name {
    case "ttyname": state.ttyname = value
    case "ttytype": state.ttytype = value
    case "lc-messages": state.lcMessages = value
    default: break  // lc-ctype, display, allow-external-password-cache, …: nothing to do
    }
  }

  func getInfo(_ context: assuan_context_t?, _ what: String) -> gpg_error_t {
    let answer: String
    switch what.trimmingWhitespace() {
    case "flavor": answer = "otc"
    case "version": answer = version
    case "pid": answer = "\(getpid())"
    case "ttyinfo": answer = "\(state.ttyname ?? "-") \(state.ttytype ?? "-") -"
    default: return Self.parameter
    }
    let bytes = Array(answer.utf8)
    return bytes.withUnsafeBytes { assuan_send_data(context, $0.baseAddress, $0.count) }
  }

  /// Talks to the user on the terminal gpg-agent named; the error for gpg-agent when
  /// there is none, or the conversation fails.
  private func withConversation<T>(_ body: (any Conversation) throws -> T) -> Result<T, gpg_error_t> {
    let conversation: any Conversation
    do {
      conversation = try open(state.ttyname, state.ttytype)
    } catch PinentryError.noTerminal(let reason) {
      report(Message(.noTerminal, "\(state.ttyname ?? "/dev/tty")", "\(reason)"))
      return .failure(Self.noTerminal)
    } catch {
      return .failure(Self.general)
    }
    do {
      let result = try body(conversation)
      try conversation.finish(submitted: true)
      conversation.handOff()
      return .success(result)
    } catch let code as gpg_error_t {
      return .failure(code)
    } catch {
      return .failure(Self.general)
    }
  }

  /// gpg-agent's text as one line to speak: its lines become sentences, a final colon goes.
  func utterance(_ text: String, event: String) -> Utterance {
    Utterance(event: event, parts: [Self.spoken(text)], language: language)
  }

  /// gpg-agent's text as one line to speak: lines become sentences, unless a line goes on
  /// with a small letter (gpg wraps a sentence: "at least 1 digit or" / "special
  /// character"); a button's mnemonic underscore ("_OK") and a final colon or full stop
  /// go, since the utterance's next part follows after a comma.
  public static func spoken(_ text: String) -> String {
    var result = ""
    for line in text.split(whereSeparator: { $0.isNewline }) {
      let line = line.trimmingWhitespace()
      guard !line.isEmpty else { continue }
      if let last = result.last {
        let goesOn = line.first?.isLowercase == true
        result += ".!?:;,".contains(last) || goesOn ? " " : ". "
      }
      result += line
    }
    while let last = result.last, ":.".contains(last) { result.removeLast() }
    return TerminalText.sanitized(result.replacingEvery("_", with: ""))
  }

  /// What a question says and holds. A key's description (`KeyDescription`) is said as
  /// "Passphrase for Nu Tester's key", with the address, the key's type, id and date as
  /// details (F4). Any other description is said whole, named first by gpg's own prompt
  /// ("PIN") when it does not say that word already.
  public static func question(description: String?, prompt: String?, language: Language)
    -> (label: String, context: String?, details: [Detail])
  {
    let name = prompt.map(spoken).flatMap { $0.isEmpty ? nil : $0 }
    guard let description else { return (name ?? "PIN", nil, []) }
    if let key = KeyDescription(description) {
      return (name ?? "Passphrase", key.context(in: language), key.details)
    }
    let said = spoken(description)
    guard let name, said.lowercased().firstOccurrence(of: name.lowercased()) == nil else { return (said, nil, []) }
    return (name, said, [])
  }

  /// The settings of one question: the secure text field, which takes any character (a
  /// card's PIN may hold letters); a code field of no known length only when the question
  /// says digits. The description is the label.
  private func settings(label: String, context: String? = nil, details: [Detail] = [], brief: Bool = false) -> PromptSettings {
    let asked = AskedPrompt.interpret([state.prompt, state.description].compactMap { $0 }.joined(separator: " "))
    var verbosity = verbosity
    let isCode = asked.kind == .code
    verbosity.secure = true
    var settings = PromptSettings(
      length: isCode ? asked.length : nil, kind: isCode ? .code : .secureText, verbosity: verbosity,
      label: label, autoSubmit: false, timeout: state.timeout)
    settings.details = details
    settings.context = context
    settings.brief = brief
    return settings
  }

  func getPin(_ context: assuan_context_t?) -> gpg_error_t {
    defer { state.questionAsked() }
    let (label, whose, details) = Self.question(description: state.description, prompt: state.prompt, language: language)
    let result: Result<EntryValue, gpg_error_t> = withConversation { runner in
      // After an error (gpg-agent's "Bad Passphrase (try 2 of 3)"), the question is
      // known: the error and the short label are enough.
      if let error = state.error { try runner.say([utterance(error, event: "error")]) }
      while true {
        let first = try ask(runner, settings(label: label, context: whose, details: details, brief: state.error != nil))
        guard let repeatPrompt = state.repeatPrompt else { return first }
        let second = try ask(
          runner,
          repeatPrompt.isEmpty
            ? settings(label: label, context: whose, details: details)
            : settings(label: Self.spoken(repeatPrompt), details: details))
        if first == second {
          second.wipe()
          _ = assuan_write_status(context, "PIN_REPEATED", "")
          return first
        }
        first.wipe()
        second.wipe()
        let mismatch = state.repeatError ?? language.table.format(.entriesDiffer)
        try runner.say([utterance(mismatch, event: "error")])
      }
    }
    switch result {
    case .failure(let code): return code
    case .success(let value):
      // Sent from the entry's locked buffer; libassuan copies it into its own line buffer
      // (percent-escaped) to write it, which otc cannot reach to wipe.
      defer { value.wipe() }
      return value.withUnsafeBytes { assuan_send_data(context, $0.baseAddress, $0.count) }
    }
  }

  /// One question; cancel, timeout and end of input come back as gpg-agent's errors.
  private func ask(_ runner: any Conversation, _ settings: PromptSettings) throws -> EntryValue {
    switch try runner.run(PromptSession(settings: settings)) {
    case .submitted(let value): return value
    case .timedOut: throw Self.timedOut
    case .cancelled, .inputEnded, .answered: throw Self.cancelled
    }
  }

  func confirm(_ context: assuan_context_t?, _ arguments: String) -> gpg_error_t {
    defer { state.questionAsked() }
    if arguments.firstOccurrence(of: "--one-button") != nil { return message() }
    let question = [state.description, state.error].compactMap { $0 }.joined(separator: "\n")
    let result: Result<PromptOutcome, gpg_error_t> = withConversation { runner in
      try runner.run(
        ConfirmSession(
          question: Self.spoken(question.isEmpty ? "OK?" : question), verbosity: verbosity,
          yesLabel: state.okLabel.map(Self.spoken), noLabel: (state.notOkLabel ?? state.cancelLabel).map(Self.spoken),
          timeout: state.timeout))
    }
    switch result {
    case .failure(let code): return code
    case .success(.answered(true)): return 0
    case .success(.timedOut): return Self.timedOut
    case .success(.cancelled): return Self.cancelled
    case .success: return Self.notConfirmed
    }
  }

  /// `MESSAGE` (and `CONFIRM --one-button`): says the description and returns at once.
  func message() -> gpg_error_t {
    defer { state.questionAsked() }
    let text = [state.description, state.error].compactMap { $0 }.joined(separator: "\n")
    let result: Result<Void, gpg_error_t> = withConversation { runner in
      try runner.say([utterance(text, event: "message")])
    }
    if case .failure(let code) = result { return code }
    return 0
  }
}

/// Why the pinentry could not serve, or could not ask.
public enum PinentryError: Error, Equatable {
  /// libassuan could not be loaded; the loader's reason.
  case cannotLoad(String)
  /// libassuan could not start on standard input and output.
  case cannotStart
  /// The terminal to ask on cannot be opened; the system's reason.
  case noTerminal(String)
}

extension gpg_error_t: @retroactive Error {}
