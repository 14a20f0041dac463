import Announcer
import CodeEntry
import Foundation
import Testing

/// otc's TalkBack phrases against TalkBack's own string resources: TalkBackStrings.json
/// holds each resource otc uses, with its file, name and commit, as
/// `scripts/talkback-strings.py` took it from google/talkback.
@Suite struct TalkBackStringsTests {
  struct Resource: Decodable, Sendable {
    var language: String
    var file: String
    var name: String
    var text: String
  }

  struct Resources: Decodable, Sendable {
    var repository: String
    var commit: String
    var strings: [Resource]
  }

  static let resources: Resources = {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("TalkBackStrings.json")
    // A missing or broken fixture fails every test below with its reason.
    guard let data = try? Data(contentsOf: url), let decoded = try? JSONDecoder().decode(Resources.self, from: data) else {
      return Resources(repository: "", commit: "", strings: [])
    }
    return decoded
  }()

  struct Case: CustomTestStringConvertible, Sendable {
    var language: Language
    var string: TalkBackString
    var testDescription: String { "\(language.rawValue) \(string.rawValue)" }
  }

  static let cases = Language.allCases.flatMap { language in TalkBackString.allCases.map { Case(language: language, string: $0) }
  }

  /// Each phrase is its resource's text, in its file, word for word.
  @Test(arguments: cases)
  func eachPhraseIsItsResource(_ check: Case) throws {
    let found = Self.resources.strings.filter { $0.language == check.language.rawValue && $0.name == check.string.rawValue }
    let resource = try #require(found.first, "TalkBackStrings.json has no \(check.testDescription)")
    #expect(found.count == 1)
    #expect(resource.file == check.string.file(in: check.language))
    #expect(TalkBackStrings(language: check.language).resource(check.string) == resource.text)
  }

  /// The fixture names its source: the repository and a full commit, and nothing otc
  /// does not use.
  @Test func theFixtureNamesItsSource() {
    #expect(Self.resources.repository == "https://github.com/google/talkback")
    #expect(Self.resources.commit.count == 40 && Self.resources.commit.allSatisfy(\.isHexDigit))
    #expect(Self.resources.strings.count == Self.cases.count)
  }

  /// The missing-key test: every word TalkBack says is in every language's table, never
  /// the resource's name said in its place.
  @Test(arguments: Language.allCases)
  func noLanguageLacksAWord(language: Language) {
    let strings = TalkBackStrings(language: language)
    let missing = TalkBackString.allCases.filter { strings.resource($0) == $0.rawValue || strings.resource($0).isEmpty }
    #expect(missing.isEmpty, "\(language.rawValue) lacks \(missing.map(\.rawValue))")
  }

  /// What TalkBack says is built from those phrases: the fixed points, in each language.
  @Test(arguments: Language.allCases)
  func theSpokenPartsAreTheResources(language: Language) {
    let strings = TalkBackStrings(language: language)
    let code = "985391".compactMap { Digit($0) }
    let announcer = TalkBackAnnouncer(verbosity: Verbosity(language: language, hints: true))
    let spoken = announcer.utterance(for: .codeField(digits: code, length: 6))
    let hint = strings.resource(.hintEditText).replacingOccurrences(of: "%1$s", with: strings.resource(.doubleTap))
    #expect(spoken.parts[1] == strings.resource(.editBox))
    #expect(spoken.parts.last == hint)
    let activated = announcer.activated(.codeField(digits: code, length: 6))
    #expect(activated.parts.first == strings.resource(.editing))
    #expect(!activated.parts.contains(hint))
    let secure = TalkBackAnnouncer(verbosity: Verbosity(language: language, hints: false)).utterance(
      for: .textField(characters: nil, count: 6))
    #expect(secure.parts[0] == strings.resource(.password))
    #expect(secure.parts[1] == strings.resource(.passwordCountOther).replacingOccurrences(of: "%1$d", with: "6"))
    #expect(!secure.text.contains("9"))
  }
}
