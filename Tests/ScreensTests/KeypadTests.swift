import Announcer
import Foundation
import Screens
import Testing

/// Issue 75, point 4: a PIN keypad is a code entry. Its keys are found by the digits their
/// names say, on a screen that asks for a code; it is checked by the rules that apply to
/// keys (each key named, the count entered heard), and a dialler or a calculator, with the
/// same keys and no code asked, is none.
@Suite struct KeypadTests {
  static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Fixtures/screens")

  static func audit(_ screen: Screen) throws -> Audit? {
    try Audit.check(screen, speech: ScreenSpeech(reader: screen.platformReader, verbosity: Verbosity())) { _ in 1 }
  }

  static func audit(fixture name: String) throws -> Audit? {
    try audit(ScreenFile.read([UInt8](Data(contentsOf: fixtures.appendingPathComponent(name)))))
  }

  static func audit(html: String) throws -> Audit? { try audit(ScreenFile.read(Array(html.utf8), as: .html)) }

  /// A page of ten digit keys in a phone's order, each named by `name(digit)`, with `around`
  /// before them and `after` after them.
  static func keypad(_ around: String, after: String = "", name: (Int) -> String = { "\($0)" }) -> String {
    let keys = [1, 2, 3, 4, 5, 6, 7, 8, 9, 0].map { "<button>\(name($0))</button>" }.joined()
    return "<main>\(around)<div>\(keys)\(after)</div></main>"
  }

  @Test(arguments: [
    ("1", 1), ("0", 0), ("2 ABC", 2), ("7 PQRS", 7), ("Цифра один", 1), ("ноль", 0), ("нула", 0), ("Цифра девять", 9),
    ("digit five", 5), ("um", 1), ("Três", 3), ("седем", 7),
  ])
  func aKeyIsKnownByTheDigitItsNameSays(_ name: String, _ digit: Int) throws {
    let page = Self.keypad("<h1>Enter your PIN</h1>") { $0 == digit ? name : "\($0)" }
    let audit = try #require(try Self.audit(html: page), "\(name)")
    #expect(audit.keypad)
    #expect(audit.codeFields.contains { $0.name == name }, "\(name)")
  }

  @Test(arguments: ["10", "1 2", "Page 1 of 2", "Delete", "", "Step 1 of the sign-up form"])
  func aNameOfNoDigitOrOfTwoIsNoKey(_ name: String) throws {
    // The key for 4 is named `name`: nine digits have keys, so there is no keypad.
    let page = Self.keypad("<h1>Enter your PIN</h1>") { $0 == 4 ? name : "\($0)" }
    #expect(try Self.audit(html: page) == nil, "\(name)")
  }

  /// The team's screen: a bank's keypad read right ("Цифра один" … "Цифра ноль"), its dots
  /// silent images, its delete key an image without a name.
  @Test func theBanksKeypadIsACodeEntryWithTwoProblems() throws {
    let audit = try #require(try Self.audit(fixture: "uiautomator-pin-keypad.xml"))
    #expect(audit.keypad)
    #expect(audit.codeFields.count == 12, "ten digits, the fingerprint key and delete; not \"Forgot PIN?\"")
    #expect(audit.findings.map(\.rule) == [.keypadKeyUnnamed, .keypadCountSilent])
    #expect(audit.findings.first?.element.identifier == "ru.example.bank:id/key_delete")
    #expect(audit.notCheckable.isEmpty, "a keypad's rules need what every format shows")
    let report = AuditReport.text([AuditedFile(path: "pin.xml", screen: audit.screen, audit: audit)])
    #expect(report.contains("the code entry: a keypad of 12 keys, from ru.example.bank:id/key_1."), "\(report)")
    #expect(report.hasSuffix("2 problems found.\n"), "\(report)")
  }

  @Test func keysNamedAndACountSaidPass() throws {
    let android = try #require(try Self.audit(fixture: "appium-android-passcode-keypad.xml"))
    #expect(android.keypad && android.findings.isEmpty, "\(android.findings.map(\.rule))")
    let ios = try #require(try Self.audit(fixture: "appium-ios-passcode-keypad.xml"))
    #expect(ios.keypad)
    #expect(ios.findings.map(\.rule) == [.keypadCountSilent])
  }

  /// What says the count: a number with a word of entering, "N of M", or a secure field
  /// that holds the digits; an instruction with one number is none.
  @Test(arguments: [
    ("<p>2 of 4 digits entered</p>", true), ("<p>Введено 2 цифры</p>", true), ("<p>въведени 3 от 6</p>", true),
    ("<p>1 de 4 dígitos digitados</p>", true), ("<input type=password aria-label=PIN>", true),
    ("<p>Введите 4 цифры ПИН-кода</p>", false), ("<p>Your PIN has 6 digits</p>", false),
    ("<div aria-hidden=true>2 of 4 digits entered</div>", false),
  ])
  func theCountIsHeardOnlyWhereSomethingSaysIt(_ indicator: String, _ heard: Bool) throws {
    let audit = try #require(
      try Self.audit(html: Self.keypad("<h1>Enter PIN</h1>" + indicator, after: "<button>Delete</button>")))
    if indicator.hasPrefix("<input") {
      // A PIN field is a code field: the keypad only types into it.
      #expect(!audit.keypad)
      return
    }
    #expect(audit.findings.contains { $0.rule == .keypadCountSilent } == !heard, "\(indicator)")
  }

  @Test func anUnnamedKeyAmongThemIsFound() throws {
    let named = try #require(
      try Self.audit(
        html: Self.keypad(
          "<h1>Passcode</h1><p>0 of 6 entered</p>", after: "<button aria-label=Delete><img src=x.svg alt=''></button>")))
    #expect(named.findings.isEmpty, "\(named.findings.map(\.rule))")
    let unnamed = try #require(
      try Self.audit(
        html: Self.keypad("<h1>Passcode</h1><p>0 of 6 entered</p>", after: "<button><img src=x.svg alt=''></button>")))
    #expect(unnamed.findings.map(\.rule) == [.keypadKeyUnnamed])
  }

  /// The same keys with no code asked: a dialler, a calculator.
  @Test func theSameKeysWithNoCodeAskedAreNone() throws {
    #expect(try Self.audit(fixture: "uiautomator-dialler.xml") == nil)
    #expect(
      try Self.audit(
        html: Self.keypad("<output aria-label=Result>0</output>", after: "<button>plus</button><button>equals</button>")) == nil)
  }

  /// A field takes the code before keys that type into it.
  @Test func aCodeFieldComesBeforeAKeypad() throws {
    let audit = try #require(
      try Self.audit(html: Self.keypad("<label for=c>Verification code</label><input id=c autocomplete=one-time-code>")))
    #expect(!audit.keypad)
    #expect(audit.codeFields.map(\.identifier) == ["c"])
  }

  /// The keypad in the reports a CI reads: JSON marks it, SARIF carries its rules.
  @Test func theReportsSayItIsAKeypad() throws {
    let audit = try #require(try Self.audit(fixture: "uiautomator-pin-keypad.xml"))
    let file = AuditedFile(path: "pin.xml", screen: audit.screen, audit: audit)
    let json = AuditReport.json([file])
    #expect(json.contains("\"keypad\":true") || json.contains("\"keypad\" : true"), "\(json)")
    let sarif = AuditReport.sarif([file], version: "0")
    #expect(sarif.contains("keypad-key-unnamed") && sarif.contains("keypad-entered-count-silent"))
    let plain = try #require(try Self.audit(html: "<label for=c>Code</label><input id=c autocomplete=one-time-code>"))
    #expect(!AuditReport.json([AuditedFile(path: "c.html", screen: plain.screen, audit: plain)]).contains("keypad"))
  }
}
