import Announcer
import ArgumentParser
import Basics
import Braille
import CodeEntry
import CommandRuntime
import FoundationEssentials
import Glibc
import OneTimeCodes
import OTCCommandLine
import SafeIO
import ScreenReaders
import SpeechOutput
import TerminalPrompt
import Transcripts
import Wording

struct TOTPCommand: ParsableCommand, TakesSecret {
  static let configuration = CommandConfiguration(
    commandName: "totp",
    abstract: "Say a TOTP or HOTP code the way you type it, with the seconds it has left.",
    discussion: """
      otc totp says the code digit by digit, in two groups: GitHub, 4 9 2, 0 3 9. \
      Then, apart, the seconds left. It prints the code alone on standard output, for a \
      script. At a terminal a screen reader reads (Fenrir, Orca), it prints the words \
      instead, for the reader to say once, digit by digit. A code with fewer than --min-seconds left is never given: otc says \
      when the \
      next one comes, waits, and gives that. \
      The key is an otpauth URI, as authenticator apps export it and pass-otp keeps it. \
      It comes from a key kept with --add, from pass with --pass, from a file with \
      --uri-file, or from standard input; never from an argument, which others can see. \
      A file others can read or write is refused. An HOTP counter in a file is moved on \
      before its code is given, so no code is given twice. \
      At a terminal, otc totp stays until Escape or Enter. Space repeats the code, T says \
      the time left, C copies the code for 45 seconds, and a new code is said as it comes. \
      The key and the code are never said, written or logged anywhere else; a transcript \
      says code shown in the place of the digits. \
      Example: otc totp --add github < github.uri, then otc totp github.
      """
  )

  @Argument(help: ArgumentHelp("A key kept with --add, by its name.", valueName: "name"))
  var name: String?

  @Option(help: ArgumentHelp("Read the key from this pass entry's otpauth line, as pass-otp keeps it.", valueName: "entry"))
  var pass: String?

  @Option(help: ArgumentHelp("Read the key from this file, which only you may read.", valueName: "file"))
  var uriFile: String?

  @Option(help: ArgumentHelp("Keep the otpauth URI given on standard input under this name, then stop.", valueName: "name"))
  var add: String?

  @Option(
    help: ArgumentHelp(
      "The fewest seconds a code may have left; with fewer, otc waits for the next code. The default is 5.", valueName: "seconds")
  )
  var minSeconds: Int = 5

  @Option(
    help: ArgumentHelp(
      "Give the code for this moment, in seconds since 1970, as oathtool --now does. Nothing is waited for.", valueName: "seconds"
    ))
  var at: Int64?

  @OptionGroup var languageOptions: LanguageOptions

  @OptionGroup var speechOptions: SpeechOptions

  @Option(
    help: ArgumentHelp(
      "Write everything said into this file as JSON Lines. The code is written as code shown.", valueName: "file"))
  var transcript: String?

  /// How long a copied code stays on the clipboard, as `pass --clip` keeps a password.
  static let clipboardSeconds = 45

  func validate() throws {
    let sources = [name != nil, pass != nil, uriFile != nil].filter { $0 }.count
    if sources > 1 { throw usageError(Message(.oneKey)) }
    if let add {
      if sources > 0 { throw usageError(Message(.addAlone)) }
      if !KeyFiles.isValidName(add) { throw usageError(KeyFiles.Failure.badName(add).message) }
    }
    if let name, !KeyFiles.isValidName(name) { throw usageError(KeyFiles.Failure.badName(name).message) }
    if let pass, pass.isEmpty || pass.hasPrefix("-") {
      throw usageError(Message(.passEntryName))
    }
    if !(0...3600).contains(minSeconds) { throw usageError(Message(.minSecondsRange)) }
    if let at, at < 0 { throw usageError(Message(.atNotNegative)) }
  }

  func run() throws {
    let environment = ProcessInfo.processInfo.environment
    if let add { return try keep(add, environment: environment) }
    let (key, code) = try loadKeyAndCode(environment: environment)
    defer { key.wipe() }
    try give(key, code: code, environment: environment)
  }

  // MARK: The key

  /// Keeps the URI on standard input as the key `name`.
  func keep(_ name: String, environment: [String: String]) throws {
    guard isatty(STDIN_FILENO) == 0 else {
      printError(Message(.pipeTheURI, "\(name)"), command: "totp")
      throw usageExitCode
    }
    guard let folder = KeyFiles.folder(environment: environment) else {
      printError(Message(.noKeyFolderToKeep), command: "totp")
      throw ExitCode.failure
    }
    try reportingKeyErrors {
      let text = try KeyFiles.readStandardInput()
      defer { text.wipe() }
      let key = try text.withUnsafeBytes { try OTPKey(uriIn: $0) }
      defer { key.wipe() }
      let line = LockedBytes(capacity: key.uriRange.count + 1)
      defer { line.wipe() }
      _ = text.withUnsafeBytes { line.append($0[key.uriRange]) }
      line.append([0x0a])
      try KeyFiles.makeFolder(folder)
      let lock = try KeyFiles.lock(folder)
      defer { close(lock) }
      try KeyFiles.write(line, to: folder + "/" + name, replacing: false)
      let whose = [key.issuer, key.account].compactMap { $0 }.map { TerminalText.sanitized($0) }.joined(separator: ", ")
      let kind =
        key.kind == .totp ? Message(.totpKind, "\(key.digits)", "\(key.period)") : Message(.hotpKind, "\(key.digits)")
      printAdvice(
        whose.isEmpty ? Message(.keptKey, "\(name)", .message(kind)) : Message(.keptKeyOf, "\(name)", "\(whose)", .message(kind)),
        command: "totp")
    }
  }

  /// `body`, where a bad URI or a key file that cannot be used is told on standard error
  /// (its path, never its contents) and ends the run with exit 1.
  func reportingKeyErrors<Result>(_ body: () throws -> Result) throws -> Result {
    do {
      return try body()
    } catch let error as OTPURIError {
      printError(error.message, command: "totp")
      throw ExitCode.failure
    } catch let error as KeyFiles.Failure {
      printError(error.message, command: "totp")
      throw ExitCode.failure
    }
  }

  /// The key, and for an HOTP key its code, the counter in its file already moved on.
  func loadKeyAndCode(environment: [String: String]) throws -> (OTPKey, String?) {
    return try reportingKeyErrors {
      var path = uriFile
      if let name {
        guard let folder = KeyFiles.folder(environment: environment) else {
          printError(Message(.noKeyFolder), command: "totp")
          throw ExitCode.failure
        }
        let stored = folder + "/" + name
        path = stored
        if access(stored, F_OK) != 0, errno == ENOENT {
          printError(Message(.noKeyNamed, "\(name)", "\(folder)", "\(name)"), command: "totp")
          throw ExitCode.failure
        }
      }
      if let path {
        // The folder is locked while the file is read and, for HOTP, written back.
        let lock = try KeyFiles.lock(KeyFiles.folderPath(of: path))
        defer { close(lock) }
        let text = try KeyFiles.read(path)
        defer { text.wipe() }
        let key = try text.withUnsafeBytes { try OTPKey(uriIn: $0) }
        guard key.kind == .hotp else { return (key, nil) }
        let code = key.code(counter: key.counter)
        guard let advanced = key.advanced(text) else {
          key.wipe()
          printError(Message(.hotpAtEnd, "\(path)"), command: "totp")
          throw ExitCode.failure
        }
        defer { advanced.wipe() }
        try KeyFiles.write(advanced, to: path, replacing: true)
        return (key, code)
      }
      let text: LockedBytes
      if let pass {
        text = try KeyFiles.readPassEntry(pass)
      } else {
        guard isatty(STDIN_FILENO) == 0 else {
          printError(Message(.giveAKey), command: "totp")
          throw usageExitCode
        }
        text = try KeyFiles.readStandardInput()
      }
      defer { text.wipe() }
      let key = try text.withUnsafeBytes { try OTPKey(uriIn: $0) }
      if key.kind == .hotp {
        key.wipe()
        printError(Message(.hotpNeedsFile), command: "totp")
        throw ExitCode.failure
      }
      return (key, nil)
    }
  }

  // MARK: The code

  /// Gives the code: printed, said, shown in braille; at a terminal, again and anew until
  /// Escape or Enter.
  ///
  /// At a terminal a screen reader reads (Fenrir, Orca, a Speakup otc may not silence),
  /// the code is printed as its words, digit by digit ("Acme, 7 8 3, 0 1 6"), and the time
  /// left on a line of its own: the reader reads them, and otc's own voice speaks only as
  /// the voice plan says, so the code is heard once, never as a number. Elsewhere (a pipe,
  /// a file, a terminal nobody reads aloud) the plain code goes to standard output.
  func give(_ key: OTPKey, code hotpCode: String?, environment: [String: String]) throws {
    let preferences = try speechOptions.preferences(language: languageOptions.lang, command: "totp")
    let interactive = hotpCode == nil && at == nil && isatty(STDIN_FILENO) == 1 && isatty(STDOUT_FILENO) == 1
    let outputs = try Outputs(
      command: "totp", speech: speechOptions.choice, preferences: preferences, transcript: transcript,
      terminal: PosixTerminal.deviceNumber(of: STDIN_FILENO), braille: interactive ? .always : .whenSpeaking,
      environment: environment)
    let words = CodeWords(language: preferences.spokenLanguage, key: key)
    let readAloud = isatty(STDOUT_FILENO) == 1 && outputs.surroundings.reader != nil && !outputs.plan.silencesSpeakup
    var lineFailed = false
    if readAloud {
      outputs.line = { line in
        if !lineFailed { lineFailed = (try? writeOutput(TerminalText.sanitized(line) + "\n", command: "totp")) == nil }
      }
    }
    func say(_ utterances: [Utterance], recorded: [Utterance]? = nil, interrupting: Bool) throws {
      outputs.sayGoingOn(utterances, recorded: recorded, interrupting: interrupting)
      if lineFailed { throw ExitCode.failure }
    }
    func show(_ code: String, secondsLeft: Int?) {
      outputs.show(BrailleLine("\(words.name.map { $0 + " " } ?? "")\(words.brailleText(code, secondsLeft: secondsLeft))"))
    }
    func giveCode(_ code: String, secondsLeft: Int?, isNew: Bool) throws {
      // The caller first: the code is out before a word of it is said.
      if !readAloud { try writeOutput(code + "\n", command: "totp") }
      let said = words.code(code, isNew: isNew)
      let time = secondsLeft.map { [words.secondsLeft($0)] } ?? []
      try say([said.spoken] + time, recorded: [said.recorded] + time, interrupting: isNew)
      show(code, secondsLeft: secondsLeft)
    }

    if let hotpCode {
      key.wipe()
      try giveCode(hotpCode, secondsLeft: nil, isNew: false)
    } else {
      // Never a code about to expire: with too few seconds left, the next one.
      let fewest = min(minSeconds, key.period - 1)
      var now = at ?? Int64(time(nil))
      if at == nil, key.secondsLeft(at: now) < fewest {
        let waiting = words.newCode(in: key.secondsLeft(at: now))
        try say([waiting], interrupting: false)
        outputs.show(BrailleLine(waiting.text))
        now = TOTPTerminal.waitForStep(after: key.step(at: now), of: key)
      }
      let code = key.code(at: now)
      // The key is kept only while new codes may be asked for.
      if !interactive { key.wipe() }
      try giveCode(code, secondsLeft: key.secondsLeft(at: now), isNew: false)
      if interactive {
        try TOTPTerminal.stay(
          key, words: words, now: now, say: { try say($0, recorded: $1, interrupting: true) }, give: giveCode,
          copy: { Self.copy($0) ? words.copied(clearedIn: Self.clipboardSeconds) : words.noClipboard })
      }
    }
    outputs.releaseBraille()
    if interactive {
      outputs.cancelSpeech()
    } else if let error = outputs.finishSpeech() {
      printError(explained(error), command: "totp")
    }
    outputs.handOff()
    try outputs.closeTranscript()
  }

  /// Puts `code` on the clipboard (wl-copy under Wayland, xclip under X), and starts what
  /// empties it after `clipboardSeconds` if it still holds the code, as `pass --clip` does:
  /// what the user copied since is theirs. `false` when there is no clipboard program.
  static func copy(_ code: String) -> Bool {
    let environment = ProcessInfo.processInfo.environment
    let copy: [String]
    // The clearer's script: $1 is the copying program, $2 the one that reads the clipboard
    // back; the code comes on standard input, never as an argument others could read.
    let clear: String
    let paste: String
    if environment["WAYLAND_DISPLAY"].map({ !$0.isEmpty }) ?? false, let program = program("wl-copy", environment: environment),
      let reader = Self.program("wl-paste", environment: environment)
    {
      copy = [program]
      paste = reader
      clear = #"[ "$("$2" --no-newline 2>/dev/null)" = "$code" ] && exec "$1" --clear"#
    } else if environment["DISPLAY"].map({ !$0.isEmpty }) ?? false, let program = program("xclip", environment: environment) {
      copy = [program, "-selection", "clipboard"]
      paste = program
      clear = #"[ "$("$2" -selection clipboard -o 2>/dev/null)" = "$code" ] && exec "$1" -selection clipboard -i /dev/null"#
    } else {
      return false
    }
    guard spawnAndWait(copy, input: code) == 0 else { return false }
    // Emptied later by a process of its own, which outlives otc as pass's does.
    let script = #"IFS= read -r code; sleep "# + "\(clipboardSeconds); " + clear
    var ends: [Int32] = [-1, -1]
    guard pipe(&ends) == 0 else { return true }
    _ = fcntl(ends[1], F_SETFD, FD_CLOEXEC)
    let clearWords: [String] = ["sh", "-c", script, "sh", copy[0], paste]
    if case .success = Spawn.detached("/bin/sh", clearWords, input: ends[0]) {
      let line = Array((code + "\n").utf8)
      _ = line.withUnsafeBytes { Glibc.write(ends[1], $0.baseAddress, $0.count) }
    }
    close(ends[0])
    close(ends[1])
    return true
  }

  /// Runs `command` with `input` on its standard input and its output thrown away; its
  /// exit status, or -1 when it cannot start.
  private static func spawnAndWait(_ command: [String], input: String) -> Int32 {
    var descriptors: [Int32] = [-1, -1]
    guard pipe(&descriptors) == 0 else { return -1 }
    for descriptor in descriptors { _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC) }
    let actions: [Spawn.Action] = [
      .duplicate(descriptors[0], to: STDIN_FILENO), .open("/dev/null", flags: O_WRONLY, as: STDOUT_FILENO),
      .open("/dev/null", flags: O_WRONLY, as: STDERR_FILENO),
    ]
    let started = Spawn.start(command, actions: actions)
    close(descriptors[0])
    if case .success = started {
      let bytes = Array(input.utf8)
      _ = bytes.withUnsafeBytes { Glibc.write(descriptors[1], $0.baseAddress, $0.count) }
    }
    close(descriptors[1])
    guard case .success(let pid) = started else { return -1 }
    return Spawn.wait(for: pid)
  }

  /// The path of `name` in PATH, when it is a program this process may run.
  static func program(_ name: String, environment: [String: String]) -> String? {
    let folders = (environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin").split(separator: ":")
    return folders.map { "\($0)/\(name)" }.first { access($0, X_OK) == 0 }
  }
}
