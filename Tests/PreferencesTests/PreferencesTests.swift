import Foundation
import Testing

@testable import Preferences

@Suite final class PreferencesTests {
  let folder: URL

  init() throws {
    folder = FileManager.default.temporaryDirectory.appendingPathComponent("otc-prefs-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder.appendingPathComponent("otc"), withIntermediateDirectories: true)
  }

  deinit { try? FileManager.default.removeItem(at: folder) }

  func write(_ text: String) throws {
    try text.write(to: folder.appendingPathComponent("otc/config.toml"), atomically: true, encoding: .utf8)
  }

  /// An error that writes as `place: reason`, which is how these tests compare one.
  /// Whether the error thrown is a `PreferenceError` that says, in English, `place: reason`.
  func refused(_ place: String, _ reason: String) -> @Sendable (any Error) -> Bool {
    { ($0 as? PreferenceError).map { $0.place == place && $0.reason == reason } ?? false }
  }

  func resolve(_ flags: Preferences.Flags = .init(), _ environment: [String: String] = [:]) throws(PreferenceError) -> Preferences
  {
    try Preferences.resolve(
      flags: flags, environment: environment.merging(["XDG_CONFIG_HOME": folder.path]) { $1 },
      isLanguage: { ["en", "pt-BR", "bg"].contains($0) })
  }

  var path: String { folder.appendingPathComponent("otc/config.toml").path }

  @Test func aFlagBeatsTheEnvironmentWhichBeatsTheFileWhichBeatsTheDefault() throws {
    try write("rate = 250\npitch = 40\nvolume = 120\nhints = false\n")
    let environment = ["OTC_RATE": "300", "OTC_PITCH": "45"]
    let preferences = try resolve(.init(rate: 200), environment)
    #expect(preferences.rate == Setting(value: 200, source: .flag))
    #expect(preferences.pitch == Setting(value: 45, source: .environment("OTC_PITCH")))
    #expect(preferences.volume == Setting(value: 120, source: .file(path: path, line: 3)))
    #expect(preferences.hints == Setting(value: false, source: .file(path: path, line: 4)))
    #expect(preferences.speech == Setting(value: "auto", source: .standard))
    #expect(preferences.voice == Setting(value: nil, source: .standard))
    #expect(preferences.configFound)
  }

  /// Waiting for speech before the answer goes is off unless a flag, OTC_WAIT_FOR_SPEECH
  /// or the file's wait_for_speech turns it on (askpass and pinentry take no flags).
  @Test func waitingForSpeechIsOffUnlessAsked() throws {
    #expect(try resolve().waitForSpeech == Setting(value: false, source: .standard))
    try write("wait_for_speech = true\n")
    #expect(try resolve().waitForSpeech == Setting(value: true, source: .file(path: path, line: 1)))
    #expect(
      try resolve(.init(), ["OTC_WAIT_FOR_SPEECH": "no"]).waitForSpeech
        == Setting(value: false, source: .environment("OTC_WAIT_FOR_SPEECH")))
    #expect(try resolve(.init(waitForSpeech: false)).waitForSpeech == Setting(value: false, source: .flag))
    #expect(throws: PreferenceError.self) { try resolve(.init(), ["OTC_WAIT_FOR_SPEECH": "later"]) }
  }

  /// A code's digits are spoken unless a flag, OTC_SECURE or the file's secure says not:
  /// askpass and pinentry take no flags, so the other two are how a shared office asks.
  @Test func secureIsOffUnlessAsked() throws {
    #expect(try resolve().secure == Setting(value: false, source: .standard))
    try write("secure = true\n")
    #expect(try resolve().secure == Setting(value: true, source: .file(path: path, line: 1)))
    #expect(try resolve(.init(), ["OTC_SECURE": "0"]).secure == Setting(value: false, source: .environment("OTC_SECURE")))
    #expect(try resolve(.init(secure: true), ["OTC_SECURE": "0"]).secure == Setting(value: true, source: .flag))
    #expect(throws: PreferenceError.self) { try resolve(.init(), ["OTC_SECURE": "sometimes"]) }
    #expect(try resolve().report.contains("secure: on, no digit of a code is spoken, from \(path), line 1"))
  }

  @Test func anUnknownKeyOrABadValueNamesTheFileTheLineAndTheKey() throws {
    try write("rate = 250\n\nrat = 3\n")
    #expect(
      performing: { try resolve() },
      throws: refused(
        "\(path), line 3",
        """
        unknown key “rat”; the keys are voice, rate, pitch, volume, language, hints, speech, wait_for_speech, secure, \
        capitals, lines, braille, screen_reader
        """
      ))
    try write("voice = \"en-gb\"\nrate = 900\n")
    #expect(performing: { try resolve() }, throws: refused("\(path), line 2", "rate must be a whole number from 80 to 700"))
    try write("speech = \"loud\"\n")
    #expect(performing: { try resolve() }, throws: refused("\(path), line 1", "speech must be auto, speechd, espeak or none"))
    try write("hints = 3\n")
    #expect(performing: { try resolve() }, throws: refused("\(path), line 1", "hints must be true or false"))
    try write("rate = \n")
    #expect { try resolve() } throws: { ($0 as? PreferenceError)?.place == "\(path), line 1" }
  }

  /// Issue 24, point 6: a config file otc may obey as root is refused, with the reason,
  /// when others may write it or it belongs to someone else, as ssh refuses such an
  /// authorized_keys.
  @Test func aConfigFileOthersCanWriteOrOwnIsRefused() throws {
    try write("rate = 250\n")
    chmod(path, 0o666)
    #expect { try resolve() } throws: { error in
      let error = error as? PreferenceError
      return error?.place == path && error?.reason.contains("group or others may write it (mode 666)") == true
    }
    chmod(path, 0o620)
    #expect { try resolve() } throws: { ($0 as? PreferenceError)?.reason.contains("mode 620") == true }
    chmod(path, 0o644)
    #expect(try resolve().rate.value == 250)
    try #require(chown(path, 65534, 65534) == 0)
    #expect { try resolve() } throws: { ($0 as? PreferenceError)?.reason.contains("belongs to another user (uid 65534)") == true }
  }

  /// Issue 41, point 2: a question another program asks is always asked. Resolved
  /// leniently, a bad value gives way to the next place the setting comes from, down to
  /// the default, and each is recorded with where and why.
  @Test func aBadValueFallsBackAndIsRecordedWhenLenient() throws {
    try write("rate = 9000\npitch = 40\nspeech = \"loud\"\nnonsense = 1\n")
    let preferences = try Preferences.resolve(
      flags: .init(volume: 900), environment: ["XDG_CONFIG_HOME": folder.path, "OTC_PITCH": "high", "OTC_HINTS": "maybe"],
      isLanguage: { $0 == "en" }, lenient: true)
    #expect(preferences.rate == Setting(value: 175, source: .standard))
    #expect(preferences.pitch == Setting(value: 40, source: .file(path: path, line: 2)))
    #expect(preferences.speech == Setting(value: "auto", source: .standard))
    #expect(preferences.volume == Setting(value: 100, source: .standard))
    #expect(preferences.hints == Setting(value: true, source: .standard))
    let ignored = preferences.ignored.map(\.description)
    #expect(ignored.contains("\(path), line 4: unknown key “nonsense”; the keys are \(Preferences.keys.joined(separator: ", "))"))
    #expect(ignored.contains("\(path), line 1: rate must be a whole number from 80 to 700"))
    #expect(ignored.contains("OTC_PITCH: pitch must be a whole number from 0 to 100"))
    #expect(ignored.contains("--volume: volume must be a whole number from 0 to 200"))
    #expect(ignored.contains("OTC_HINTS: hints must be true or false"))
    #expect(ignored.contains("\(path), line 3: speech must be auto, speechd, espeak or none"))
    #expect(ignored.count == 6, "\(ignored)")
    // The same, strictly, is an error.
    #expect(throws: PreferenceError.self) { try resolve() }
  }

  @Test func aFileOtcMustNotTrustIsIgnoredWholeWhenLenient() throws {
    try write("rate = 300\n")
    chmod(path, 0o666)
    let preferences = try Preferences.resolve(
      flags: .init(), environment: ["XDG_CONFIG_HOME": folder.path], isLanguage: { $0 == "en" }, lenient: true)
    #expect(preferences.rate == Setting(value: 175, source: .standard))
    #expect(preferences.ignored.count == 1)
    #expect(preferences.ignored.first?.place == path)
    #expect(preferences.ignored.first?.reason.contains("otc does not use it until you run chmod go-w on it") == true)
    try write("rate = = 3\n")
    chmod(path, 0o644)
    let broken = try Preferences.resolve(
      flags: .init(), environment: ["XDG_CONFIG_HOME": folder.path], isLanguage: { $0 == "en" }, lenient: true)
    #expect(broken.ignored.first?.reason.hasSuffix("; none of the file is used") == true, "\(broken.ignored)")
    #expect(throws: PreferenceError.self) { try resolve() }
  }

  /// Found by the fuzzer: a table header whose first key starts with a character no key
  /// can start with made the toml++ inside TOMLKit assert and end otc. A table is refused
  /// before TOMLKit sees it (otc's settings are keys at the top), and a question is still
  /// asked.
  @Test(arguments: ["[\u{7F} \u{FFFD}\t", "[é]", "[[ \u{01}]]", "rate = 200\n  [voice]\n"])
  func aTableHeaderIsRefusedBeforeTheTOMLParserSeesIt(text: String) throws {
    try write(text)
    #expect { try resolve() } throws: { ($0 as? PreferenceError)?.reason.contains("has no tables") == true }
    let lenient = try Preferences.resolve(
      flags: .init(), environment: ["XDG_CONFIG_HOME": folder.path], isLanguage: { $0 == "en" }, lenient: true)
    #expect(lenient.rate.value == 175 && lenient.ignored.count == 1)
  }

  @Test func environmentValuesAreChecked() throws {
    #expect(
      performing: { try resolve(.init(), ["OTC_RATE": "fast"]) },
      throws: refused("OTC_RATE", "rate must be a whole number from 80 to 700"))
    #expect(
      performing: { try resolve(.init(), ["OTC_LANGUAGE": "de"]) },
      throws: refused("OTC_LANGUAGE", "language must be en, pt-BR or bg"))
    #expect(try resolve(.init(), ["OTC_HINTS": "off"]).hints == Setting(value: false, source: .environment("OTC_HINTS")))
    #expect(
      performing: { try resolve(.init(volume: 300)) }, throws: refused("--volume", "volume must be a whole number from 0 to 200"))
    #expect(
      performing: { try resolve(.init(), ["OTC_CAPITALS": "loud"]) },
      throws: refused("OTC_CAPITALS", "capitals must be both, word, pitch or none"))
  }

  @Test func linesAreOtcsChoiceUnlessSet() throws {
    #expect(try resolve(.init()).lines == Setting(value: "auto", source: .standard))
    #expect(try resolve(.init(), ["OTC_LINES": "off"]).lines == Setting(value: "off", source: .environment("OTC_LINES")))
    #expect(try resolve(.init(lines: "on"), ["OTC_LINES": "off"]).lines == Setting(value: "on", source: .flag))
    #expect(performing: { try resolve(.init(lines: "yes")) }, throws: refused("--lines", "lines must be auto, on or off"))
    #expect(try resolve(.init(lines: "off")).report.contains("lines: off, no announcement is a line, from the command line\n"))
  }

  @Test func brailleIsOnWhereBrlttyIsUnlessSet() throws {
    #expect(try resolve(.init()).braille == Setting(value: "auto", source: .standard))
    #expect(try resolve(.init(), ["OTC_BRAILLE": "off"]).braille == Setting(value: "off", source: .environment("OTC_BRAILLE")))
    #expect(try resolve(.init(braille: "on"), ["OTC_BRAILLE": "off"]).braille == Setting(value: "on", source: .flag))
    #expect(
      performing: { try resolve(.init(), ["OTC_BRAILLE": "yes"]) },
      throws: refused("OTC_BRAILLE", "braille must be auto, on or off"))
    #expect(try resolve(.init(braille: "off")).report.contains("braille: off, never on the display, from the command line\n"))
  }

  @Test func theScreenReaderModelledIsVoiceOverUnlessSet() throws {
    #expect(try resolve(.init()).screenReader == Setting(value: "voiceover", source: .standard))
    let fromEnvironment = try resolve(.init(), ["OTC_SCREEN_READER": "talkback"]).screenReader
    #expect(fromEnvironment == Setting(value: "talkback", source: .environment("OTC_SCREEN_READER")))
    #expect(try resolve(.init(screenReader: "voiceover"), ["OTC_SCREEN_READER": "talkback"]).screenReader.value == "voiceover")
    #expect(
      performing: { try resolve(.init(), ["OTC_SCREEN_READER": "nvda"]) },
      throws: refused("OTC_SCREEN_READER", "screen_reader must be voiceover or talkback"))
    #expect(
      try resolve(.init(screenReader: "talkback")).report.contains(
        "screen_reader: TalkBack, for otc read and otc compare, from the command line\n"))
  }

  @Test func theFileIsFoundUnderXDGConfigHomeElseHome() {
    #expect(Preferences.configPath(environment: ["XDG_CONFIG_HOME": "/x", "HOME": "/h"]) == "/x/otc/config.toml")
    #expect(Preferences.configPath(environment: ["HOME": "/h"]) == "/h/.config/otc/config.toml")
    #expect(Preferences.configPath(environment: ["XDG_CONFIG_HOME": "relative", "HOME": "/h"]) == "/h/.config/otc/config.toml")
  }

  @Test func theReportSaysWhereEachCameFrom() throws {
    let report = try resolve(.init(rate: 300), ["OTC_SPEECH": "none"]).report
    #expect(report.contains("rate: 300 words a minute, from the command line\n"))
    #expect(report.contains("speech: none, from the environment, OTC_SPEECH\n"))
    #expect(report.contains("pitch: 50, otc's default\n"))
    #expect(report.hasSuffix("config file: \(path), not there\n"))
  }
}
