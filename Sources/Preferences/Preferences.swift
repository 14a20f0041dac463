import Basics
import SafeIO
import Utterances
import Wording

/// Where a setting's value came from.
public enum SettingSource: Equatable, Sendable, CustomStringConvertible {
  /// A command-line flag.
  case flag
  /// An `OTC_*` environment variable, named.
  case environment(String)
  /// The config file, at a line.
  case file(path: String, line: Int)
  /// otc's own default.
  case standard

  /// Where, in the words of `otc config`'s report.
  public var message: Message {
    switch self {
    case .flag: Message(.sourceFlag)
    case .environment(let name): Message(.sourceEnvironment, "\(name)")
    case .file(let path, let line): Message(.sourceFileLine, "\(path)", "\(line)")
    case .standard: Message(.sourceDefault)
    }
  }

  public var description: String { message.text(in: .english) }
}

/// One setting's value and where it came from.
public struct Setting<Value: Equatable & Sendable>: Equatable, Sendable {
  /// The value in force.
  public var value: Value
  /// Where it came from.
  public var source: SettingSource
}

/// Why the settings could not be read: which file or variable, which line and key, why.
/// The parts are kept apart, so that the command writing the error says it in the
/// user's language; `place`, `reason` and `description` are its English.
public struct PreferenceError: Error, CustomStringConvertible, Equatable, Sendable {
  /// Where the refused value was set.
  public enum Location: Equatable, Sendable {
    /// A flag ("--rate"), a variable ("OTC_RATE") or a file's path.
    case named(String)
    /// A line of the config file.
    case line(path: String, Int)
  }

  /// What is wrong with it.
  public enum Problem: Equatable, Sendable {
    /// A number outside its range (the key, the range).
    case wholeNumber(String, ClosedRange<Int>)
    /// Not true or false (the key).
    case trueOrFalse(String)
    /// Not one of the words the key takes (the key, its words).
    case oneOf(String, [String])
    /// Empty where it may not be (the key).
    case empty(String)
    /// A key otc does not have (the key found, the keys).
    case unknownKey(String, [String])
    /// A TOML table, which otc's file never has.
    case noTables
    /// Not TOML, in TOMLKit's words.
    case notTOML(String)
    /// The file cannot be read or is refused.
    case file(FileError.Why)
  }

  /// Where.
  public var location: Location
  /// Why.
  public var problem: Problem
  /// Whether the whole file is passed over for it (a file that cannot be read, or not TOML).
  public var fileUnused = false

  /// An error at `location` for `problem`.
  public init(_ location: Location, _ problem: Problem, fileUnused: Bool = false) {
    self.location = location
    self.problem = problem
    self.fileUnused = fileUnused
  }

  /// Where, in English: "OTC_RATE", or "PATH, line 3".
  public var place: String { placeMessage().text(in: .english) }

  /// Why, in English.
  public var reason: String { problemMessage.text(in: .english) }

  public var description: String { TerminalText.sanitized("\(place): \(reason)") }

  /// Where, by key; `configFile` (said aloud) names the file in words instead of its path.
  func placeMessage(namingConfigFile configFile: String? = nil) -> Message {
    switch location {
    case .named(let name): name == configFile ? Message(.theConfigFile) : Message(.plainText, "\(name)")
    case .line(let path, let line):
      Message(.fileLine, path == configFile ? .message(Message(.theConfigFile)) : "\(path)", "\(line)")
    }
  }

  /// Why, by key, with "none of the file is used" where it is so.
  var problemMessage: Message {
    let why: Message =
      switch problem {
      case .wholeNumber(let key, let range):
        Message(.wholeNumber, "\(key)", "\(range.lowerBound)", "\(range.upperBound)")
      case .trueOrFalse(let key): Message(.trueOrFalse, "\(key)")
      case .oneOf(let key, let words):
        Message(
          .oneOfValues, "\(key)", .message(Message(.orList, "\(words.dropLast().joined(separator: ", "))", "\(words.last ?? "")"))
        )
      case .empty(let key): Message(.mustNotBeEmpty, "\(key)")
      case .unknownKey(let key, let keys): Message(.unknownKey, "\(key)", "\(keys.joined(separator: ", "))")
      case .noTables: Message(.noTables)
      case .notTOML(let why): Message(.plainText, "\(why)")
      case .file(let why): why.message
      }
    return fileUnused ? Message(.noneOfFileUsed, .message(why)) : why
  }

  /// "PLACE: problem", in the user's language; `configFile` (said aloud) names the file
  /// in words instead of its path.
  public func message(namingConfigFile configFile: String?) -> Message {
    Message(.settingPlace, .message(placeMessage(namingConfigFile: configFile)), .message(problemMessage))
  }
}

extension PreferenceError: ExplainedError {
  /// "PLACE: problem", in the user's language.
  public var message: Message { message(namingConfigFile: nil) }
}

/// The settings a user sets once: voice, rate, pitch, volume, language, hints and the
/// speech back end. Each comes from a flag, else an `OTC_*` environment variable, else
/// `$XDG_CONFIG_HOME/otc/config.toml` (or `~/.config/otc/config.toml`), else otc's default.
public struct Preferences: Equatable, Sendable {
  /// The keys of the config file, and the environment variables (`OTC_` and the key in
  /// capitals) that set the same.
  public static let keys = [
    "voice", "rate", "pitch", "volume", "language", "hints", "speech", "wait_for_speech", "secure", "capitals", "lines",
    "braille", "screen_reader",
  ]
  /// Words a minute otc accepts: espeak-ng's range, with its fast mode above 450.
  public static let rates = 80...700
  /// espeak-ng's pitch scale.
  public static let pitches = 0...100
  /// espeak-ng's volume scale, 100 being normal.
  public static let volumes = 0...200
  /// How a capital letter said alone is told apart: the word and a higher pitch, the
  /// word, the pitch, or neither.
  public static let capitalStyles = ["both", "word", "pitch", "none"]
  /// The speech back ends.
  public static let speechModes = ["auto", "speechd", "espeak", "none"]
  /// Whether announcements are written as lines on the terminal: otc's choice beside a
  /// screen reader, always, or never.
  public static let lineModes = ["auto", "on", "off"]
  /// Whether the field is shown on the braille display through BrlAPI: when brltty's
  /// BrlAPI is there, always (saying once when it is not), or never.
  public static let brailleModes = ["auto", "on", "off"]
  /// The screen readers `read` and `compare` model.
  public static let screenReaders = ["voiceover", "talkback"]

  public var voice: Setting<String?>
  public var rate: Setting<Int>
  public var pitch: Setting<Int>
  public var volume: Setting<Int>
  /// A language tag ("pt-BR"); `nil` follows the locale.
  public var language: Setting<String?>
  public var hints: Setting<Bool>
  public var speech: Setting<String>
  /// Whether prompt, askpass and pinentry wait until their last words are spoken before
  /// they hand the caller the answer and exit; by default they hand it over at once and
  /// a detached process (or Speech Dispatcher) finishes speaking.
  public var waitForSpeech: Setting<Bool>
  /// Whether a code's digits are kept unspoken too, as a password's characters always
  /// are: positions are said instead (a shared office). Every command that asks honours it.
  public var secure: Setting<Bool>
  /// How a capital letter said alone is told apart (`capitalStyles`).
  public var capitals: Setting<String>
  /// Whether announcements are written as lines on the terminal (`lineModes`).
  public var lines: Setting<String>
  /// Whether the field is shown on the braille display (`brailleModes`).
  public var braille: Setting<String>
  /// The screen reader `read` and `compare` model (`screenReaders`).
  public var screenReader: Setting<String>
  /// The config file looked for, and whether it was there.
  public var configPath: String
  public var configFound: Bool
  /// What was ignored when resolving leniently (`resolve(…, lenient: true)`): each bad
  /// value, or a config file otc must not trust, with where and why. Empty otherwise.
  public var ignored: [PreferenceError] = []

  /// What the command line gave; `nil` where a flag was not given.
  public struct Flags: Sendable {
    public var voice: String?
    public var rate: Int?
    public var pitch: Int?
    public var volume: Int?
    public var language: String?
    public var hints: Bool?
    public var speech: String?
    public var waitForSpeech: Bool?
    public var secure: Bool?
    public var capitals: String?
    public var lines: String?
    public var braille: String?
    public var screenReader: String?
    public init(
      voice: String? = nil, rate: Int? = nil, pitch: Int? = nil, volume: Int? = nil, language: String? = nil,
      hints: Bool? = nil, speech: String? = nil, waitForSpeech: Bool? = nil, secure: Bool? = nil, capitals: String? = nil,
      lines: String? = nil, braille: String? = nil, screenReader: String? = nil
    ) {
      (self.voice, self.rate, self.pitch, self.volume) = (voice, rate, pitch, volume)
      (self.language, self.hints, self.speech, self.waitForSpeech) = (language, hints, speech, waitForSpeech)
      (self.secure, self.capitals, self.lines, self.braille) = (secure, capitals, lines, braille)
      self.screenReader = screenReader
    }
  }

  /// The config file's path for `environment`.
  public static func configPath(environment: [String: String]) -> String {
    if let xdg = environment["XDG_CONFIG_HOME"], xdg.hasPrefix("/") { return xdg + "/otc/config.toml" }
    return (environment["HOME"] ?? "/") + "/.config/otc/config.toml"
  }

  /// Resolves every setting. `isLanguage` says whether a tag names a language otc speaks.
  /// A bad value is an error; with `lenient` (a question another program asks, which is
  /// always asked), it is passed over for the next place a setting comes from, down to the
  /// default, and recorded in `ignored`, as is a config file that cannot be read or
  /// trusted (then none of it is used) and an unknown key in it.
  public static func resolve(
    flags: Flags, environment: [String: String], isLanguage: (String) -> Bool, lenient: Bool = false
  ) throws(PreferenceError) -> Preferences {
    let path = configPath(environment: environment)
    return try resolve(flags: flags, environment: environment, isLanguage: isLanguage, lenient: lenient, path: path) {
      (ignoring) throws(PreferenceError) in try ConfigFile.read(path, lenient: ignoring)
    }
  }

  #if !hasFeature(Embedded)
    /// Resolves every setting as `resolve(flags:environment:isLanguage:lenient:)` does, with
    /// `text` as the config file's contents: the fuzzer's way in.
    public static func resolve(
      flags: Flags, environment: [String: String], configText text: String, isLanguage: (String) -> Bool, lenient: Bool
    ) throws(PreferenceError) -> Preferences {
      let path = "config.toml"
      return try resolve(flags: flags, environment: environment, isLanguage: isLanguage, lenient: lenient, path: path) {
        (ignoring) throws(PreferenceError) in try ConfigFile.parse(text, path: path, lenient: ignoring)
      }
    }
  #endif

  private static func resolve(
    flags: Flags, environment: [String: String], isLanguage: (String) -> Bool, lenient: Bool, path: String,
    read: (((PreferenceError) -> Void)?) throws(PreferenceError) -> ConfigFile?
  ) throws(PreferenceError) -> Preferences {
    var ignored: [PreferenceError] = []
    let file: ConfigFile?
    do {
      file = try read(lenient ? { ignored.append($0) } : nil)
    } catch {
      guard lenient else { throw error }
      var unused = error
      // A file refused for whom it belongs to or who may write it says so already.
      switch error.problem {
      case .file(.otherOwner), .file(.othersMayWrite), .file(.fifo), .file(.notRegular): break
      default: unused.fileUnused = true
      }
      ignored.append(unused)
      file = nil
    }
    var resolver = Resolver(environment: environment, file: file, lenient: lenient)
    var preferences = Preferences(
      voice: try resolver.string("voice", flags.voice, standard: nil, valid: { !$0.isEmpty }),
      rate: try resolver.integer("rate", flags.rate, standard: 175, range: rates),
      pitch: try resolver.integer("pitch", flags.pitch, standard: 50, range: pitches),
      volume: try resolver.integer("volume", flags.volume, standard: 100, range: volumes),
      language: try resolver.string("language", flags.language, standard: nil, valid: isLanguage),
      hints: try resolver.boolean("hints", flags.hints, standard: true),
      speech: try resolver.string("speech", flags.speech, standard: "auto", valid: { speechModes.contains($0) })
        .map { $0 ?? "auto" },
      waitForSpeech: try resolver.boolean("wait_for_speech", flags.waitForSpeech, standard: false),
      secure: try resolver.boolean("secure", flags.secure, standard: false),
      capitals: try resolver.string("capitals", flags.capitals, standard: "both", valid: { capitalStyles.contains($0) })
        .map { $0 ?? "both" },
      lines: try resolver.string("lines", flags.lines, standard: "auto", valid: { lineModes.contains($0) }).map { $0 ?? "auto" },
      braille: try resolver.string("braille", flags.braille, standard: "auto", valid: { brailleModes.contains($0) })
        .map { $0 ?? "auto" },
      screenReader: try resolver.string(
        "screen_reader", flags.screenReader, standard: "voiceover", valid: { screenReaders.contains($0) }
      ).map { $0 ?? "voiceover" },
      configPath: path, configFound: file != nil)
    preferences.ignored = ignored + resolver.ignored
    return preferences
  }

  /// One line per setting, "rate: 300, from the environment, OTC_RATE", then the file, in
  /// English.
  public var report: String { report(localeLanguage: nil).map { $0.text(in: .english) + "\n" }.joined() }

  /// The report's lines, naming the language the locale gives (`localeLanguage`,
  /// "English") where no setting names one; each is written in the user's language, the
  /// keys as the config file spells them.
  public func report(localeLanguage: Message?) -> [Message] {
    func line<T>(_ name: String, _ setting: Setting<T>, _ show: (T) -> Message) -> Message {
      Message(.settingLine, "\(name)", .message(show(setting.value)), .message(setting.source.message))
    }
    func plain(_ text: String) -> Message { Message(.plainText, "\(text)") }
    func onOff(_ on: Bool) -> Message { Message(on ? .valueOn : .valueOff) }
    func words(_ value: String, _ keys: [String: MessageKey]) -> Message { keys[value].map { Message($0) } ?? plain(value) }
    return [
      line("voice", voice) { $0.map(plain) ?? Message(.languagesOwnVoiceValue) },
      line("rate", rate) { Message(.wordsAMinute, "\($0)") },
      line("pitch", pitch) { plain("\($0)") },
      line("volume", volume) { plain("\($0)") },
      line("language", language) {
        $0.map(plain) ?? localeLanguage.map { Message(.localesLanguage, .message($0)) } ?? Message(.localesOwn)
      },
      line("hints", hints, onOff),
      line("speech", speech, plain),
      line("wait_for_speech", waitForSpeech) { Message($0 ? .waitForSpeechOn : .waitForSpeechOff) },
      line("secure", secure) { Message($0 ? .secureOn : .secureOff) },
      line("capitals", capitals) {
        words($0, ["both": .capitalsBoth, "word": .capitalsWord, "pitch": .capitalsPitch, "none": .capitalsNone])
      },
      line("lines", lines) { words($0, ["auto": .linesAuto, "on": .linesOn, "off": .linesOff]) },
      line("braille", braille) { words($0, ["auto": .brailleAuto, "on": .brailleOn, "off": .brailleOff]) },
      line("screen_reader", screenReader) {
        Message(.screenReaderFor, "\(["voiceover": "VoiceOver", "talkback": "TalkBack"][$0] ?? $0)")
      },
      Message(
        .reportLine, .message(Message(.configFileLabel)),
        configFound ? "\(configPath)" : .message(Message(.listPair, "\(configPath)", .message(Message(.notThere))))),
    ]
  }
}

extension Setting {
  func map<T>(_ transform: (Value) -> T) -> Setting<T> { Setting<T>(value: transform(value), source: source) }
}

/// Applies the order flag, environment, file, default to one setting at a time. With
/// `lenient`, a bad value is recorded in `ignored` and the next place is tried.
struct Resolver {
  var environment: [String: String]
  var file: ConfigFile?
  var lenient = false
  var ignored: [PreferenceError] = []

  func variable(_ key: String) -> String { "OTC_" + key.uppercased() }

  /// A bad value at `place`: an error, or when lenient, recorded and passed over.
  mutating func refuse(_ place: PreferenceError.Location, _ rule: PreferenceError.Problem) throws(PreferenceError) {
    let error = PreferenceError(place, rule)
    guard lenient else { throw error }
    ignored.append(error)
  }

  mutating func integer(_ key: String, _ flag: Int?, standard: Int, range: ClosedRange<Int>) throws(PreferenceError)
    -> Setting<Int>
  {
    let rule = PreferenceError.Problem.wholeNumber(key, range)
    if let flag {
      if range.contains(flag) { return Setting(value: flag, source: .flag) }
      try refuse(.named("--\(key)"), rule)
    }
    if let text = environment[variable(key)], !text.isEmpty {
      if let value = Int(text.trimmingWhitespace()), range.contains(value) {
        return Setting(value: value, source: .environment(variable(key)))
      }
      try refuse(.named(variable(key)), rule)
    }
    if let file, let (value, line) = file.values[key] {
      if case .integer(let number) = value, range.contains(number) {
        return Setting(value: number, source: .file(path: file.path, line: line))
      }
      try refuse(.line(path: file.path, line), rule)
    }
    return Setting(value: standard, source: .standard)
  }

  mutating func boolean(_ key: String, _ flag: Bool?, standard: Bool) throws(PreferenceError) -> Setting<Bool> {
    let rule = PreferenceError.Problem.trueOrFalse(key)
    if let flag { return Setting(value: flag, source: .flag) }
    if let text = environment[variable(key)], !text.isEmpty {
      switch text.lowercased() {
      case "1", "true", "yes", "on": return Setting(value: true, source: .environment(variable(key)))
      case "0", "false", "no", "off": return Setting(value: false, source: .environment(variable(key)))
      default: try refuse(.named(variable(key)), rule)
      }
    }
    if let file, let (value, line) = file.values[key] {
      if case .boolean(let flag) = value { return Setting(value: flag, source: .file(path: file.path, line: line)) }
      try refuse(.line(path: file.path, line), rule)
    }
    return Setting(value: standard, source: .standard)
  }

  mutating func string(_ key: String, _ flag: String?, standard: String?, valid: (String) -> Bool) throws(PreferenceError)
    -> Setting<String?>
  {
    let words = [
      "speech": Preferences.speechModes, "language": ["en", "pt-BR", "bg"], "lines": Preferences.lineModes,
      "braille": Preferences.brailleModes, "screen_reader": Preferences.screenReaders, "capitals": Preferences.capitalStyles,
    ]
    let rule = words[key].map { PreferenceError.Problem.oneOf(key, $0) } ?? .empty(key)
    if let flag {
      if valid(flag) { return Setting(value: flag, source: .flag) }
      try refuse(.named("--\(key)"), rule)
    }
    if let text = environment[variable(key)], !text.isEmpty {
      if valid(text) { return Setting(value: text, source: .environment(variable(key))) }
      try refuse(.named(variable(key)), rule)
    }
    if let file, let (value, line) = file.values[key] {
      if case .string(let text) = value, valid(text) { return Setting(value: text, source: .file(path: file.path, line: line)) }
      try refuse(.line(path: file.path, line), rule)
    }
    return Setting(value: standard, source: .standard)
  }
}
