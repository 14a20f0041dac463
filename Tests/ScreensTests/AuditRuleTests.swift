import Announcer
import Screens
import Testing

/// Each rule on a screen that trips it and on one that does not, and what a format
/// cannot show said as not checkable, never guessed.
@Suite struct AuditRuleTests {
  static func audit(_ text: String, as format: ScreenFormat? = nil) throws -> Audit? {
    let screen = try ScreenFile.read(Array(text.utf8), as: format)
    return try Audit.check(screen, speech: ScreenSpeech(reader: .voiceOver, verbosity: Verbosity())) { _ in 1 }
  }

  static func rules(_ text: String) throws -> [AuditRule] {
    try #require(try audit(text)).findings.map(\.rule)
  }

  /// Six one-character fields, each given `attributes` (with {n} for its position).
  static func boxes(_ attributes: String, count: Int = 6) -> String {
    (1...count).map { "<input id=\"d\($0)\" maxlength=\"1\" \(attributes.replacing("{n}", with: "\($0)"))>" }.joined()
  }

  @Test func codeSplitIntoFields() throws {
    let split = try Self.rules("<form>\(Self.boxes("aria-label=\"Digit {n} of 6\""))</form>")
    #expect(split.contains(.codeSplit))
    let one = try Self.rules("<label for=c>Code</label><input id=c autocomplete=one-time-code>")
    #expect(!one.contains(.codeSplit))
    // The cost is measured against one field: six utterances against one.
    let audit = try #require(try Self.audit("<form>\(Self.boxes("aria-label=\"Digit {n} of 6\""))</form>"))
    let finding = try #require(audit.findings.first { $0.rule == .codeSplit })
    #expect(finding.heard.description.hasPrefix("6 swipes and 6 utterances to hear the 6-digit code"))
    #expect(finding.heard.description.contains("6.0 seconds; one field takes 1 swipe"))
  }

  /// Issue 57, finding 5: a design's time is measured once, not once a field. 5,000 digit
  /// fields are measured on their first utterances (synthesis called 25 times, not 5,001),
  /// and the rest reckoned from them, said as "about".
  @Test func aThousandsOfFieldsDesignIsMeasuredOnce() throws {
    let screen = try ScreenFile.read(Array("<form>\(Self.boxes("aria-label=\"Digit {n} of 5000\"", count: 5_000))</form>".utf8))
    let measured = Counter()
    let audit = try #require(
      try Audit.check(screen, speech: ScreenSpeech(reader: .voiceOver, verbosity: Verbosity())) { utterance in
        measured.add()
        return Double(utterance.text.split(separator: " ").count) * 0.25
      })
    #expect(measured.value == Audit.measuredUtterances + 1, "synthesis called \(measured.value) times")
    let finding = try #require(audit.findings.first { $0.rule == .codeSplit })
    #expect(
      finding.heard.description.hasPrefix("5000 swipes and 5000 utterances to hear the 5000-digit code, about "),
      "\(finding.heard)")
  }

  /// Issue 57, finding 5: a report is as long as the design's problems, not as the file.
  /// Past `Audit.listedFields`, the fields with one problem are one finding that counts
  /// them; every field is still counted once among the problems, and JUnit has a case
  /// for each field listed and one for the rest.
  @Test func fieldsPastTheListedAreOneFindingThatCountsThem() throws {
    let count = 100
    let screen = try ScreenFile.read(Array("<form>\(Self.boxes("aria-label=\"Digit\"", count: count))</form>".utf8))
    let audit = try #require(
      try Audit.check(screen, speech: ScreenSpeech(reader: .voiceOver, verbosity: Verbosity())) { _ in 0.5 })
    let positions = audit.findings.filter { $0.rule == .digitWithoutPosition }
    #expect(positions.count == Audit.listedFields + 1)
    #expect(positions.last?.alike == count - Audit.listedFields - 1)
    #expect(positions.last?.heard.description.contains("Digit") == true)
    #expect(audit.problemCount == audit.findings.count + count - Audit.listedFields - 1)
    let file = AuditedFile(path: "digits.html", screen: screen, audit: audit)
    let text = AuditReport.text([file])
    // The text names the rule once, for every field it covers.
    #expect(text.contains(": digit-field-without-position: \(count) fields, from d1: "), "\(text)")
    #expect(text.hasSuffix("\(audit.problemCount) problems found.\n"))
    let junit = AuditReport.junit([file])
    let rest = audit.codeFields[Audit.listedFields].reference
    #expect(junit.contains("digit-field-without-position: \(rest) and \(count - Audit.listedFields - 1) more fields"), "\(junit)")
    let cases = junit.components(separatedBy: "<testcase ").count - 1
    #expect(cases == audit.checks.count + audit.notCheckable.count)
    #expect(audit.checks.count <= AuditRule.allCases.count * (Audit.listedFields + 1))
  }

  /// Counts calls made from a closure.
  final class Counter: @unchecked Sendable {
    private(set) var value = 0
    func add() { value += 1 }
  }

  @Test func digitFieldWithoutPosition() throws {
    let named = try Self.rules("<form>\(Self.boxes("aria-label=\"Digit\""))</form>")
    #expect(named.filter { $0 == .digitWithoutPosition }.count == 6)
    let positioned = try Self.rules("<form>\(Self.boxes("aria-label=\"Digit {n} of 6\""))</form>")
    #expect(!positioned.contains(.digitWithoutPosition))
    // In Bulgarian too: the numbers are what count.
    let bulgarian = try Self.rules("<form>\(Self.boxes("aria-label=\"Цифра {n} от 6\""))</form>")
    #expect(!bulgarian.contains(.digitWithoutPosition))
  }

  @Test func fieldUnnamed() throws {
    let unnamed = try Self.rules("<form>\(Self.boxes(""))</form>")
    #expect(unnamed.filter { $0 == .fieldUnnamed }.count == 6)
    #expect(!unnamed.contains(.digitWithoutPosition))
    let placeholder = try Self.rules("<input id=c autocomplete=one-time-code placeholder=\"Verification code\">")
    #expect(!placeholder.contains(.fieldUnnamed))
  }

  /// Issue 75, point 5: a placeholder of one mark ("-") names nothing; one letter or digit
  /// ("A", "1") is a name, if a poor one.
  @Test func aOneMarkPlaceholderIsNoName() throws {
    let dashes = try Self.rules("<form>\(Self.boxes("placeholder=\"-\""))</form>")
    #expect(dashes.filter { $0 == .fieldUnnamed }.count == 6, "\(dashes)")
    let bullets = try Self.rules("<form>\(Self.boxes("placeholder=\"•\""))</form>")
    #expect(bullets.filter { $0 == .fieldUnnamed }.count == 6, "\(bullets)")
    let digits = try Self.rules("<form>\(Self.boxes("placeholder=\"{n}\""))</form>")
    #expect(!digits.contains(.fieldUnnamed), "\(digits)")
  }

  @Test func twoFocusStopsPerField() throws {
    let dump = { (focusable: String) in
      let boxes = (1...6).map {
        """
        <node class="android.widget.FrameLayout" content-desc="Box" focusable="\(focusable)" clickable="\(focusable)" \
        bounds="[\($0),0][2,2]">\
        <node class="android.widget.EditText" text="" content-desc="Digit \($0) of 6" resource-id="d\($0)" focusable="true" \
        bounds="[0,0][1,1]"/></node>
        """
      }.joined()
      return
        "<?xml version='1.0' ?><hierarchy rotation=\"0\"><node class=\"android.widget.FrameLayout\">\(boxes)</node></hierarchy>"
    }
    let doubled = try #require(try Self.audit(dump("true")))
    #expect(doubled.findings.filter { $0.rule == .twoStopsPerField }.count == 6)
    #expect(doubled.screen.focusStops.count == 12)
    let single = try #require(try Self.audit(dump("false")))
    #expect(!single.findings.contains { $0.rule == .twoStopsPerField })
    // On the web, a focusable wrapper (tabindex) makes the second stop.
    let web = try Self.rules("<div tabindex=0 aria-label=\"Code\"><input aria-label=\"Code\" autocomplete=one-time-code></div>")
    #expect(web.contains(.twoStopsPerField))
  }

  @Test func oneTimeCodeHintMissingOrRepeated() throws {
    let missing = try Self.rules("<label for=c>Verification code</label><input id=c>")
    #expect(missing == [.oneTimeCodeHintMissing])
    let once = try Self.rules("<label for=c>Verification code</label><input id=c autocomplete=\"one-time-code\">")
    #expect(once.isEmpty)
    let everywhere = try Self.rules("<form>\(Self.boxes("aria-label=\"Digit {n} of 6\" autocomplete=one-time-code"))</form>")
    #expect(everywhere.contains(.oneTimeCodeHintRepeated))
    #expect(!everywhere.contains(.oneTimeCodeHintMissing))
    let hinted = Self.boxes("aria-label=\"Digit {n} of 6\"", count: 1).replacing(">", with: " autocomplete=one-time-code>")
    let rest = (2...6).map { "<input maxlength=1 aria-label=\"Digit \($0) of 6\">" }.joined()
    let first = try Self.rules("<form>\(hinted)\(rest)</form>")
    #expect(!first.contains(.oneTimeCodeHintRepeated) && !first.contains(.oneTimeCodeHintMissing))
  }

  @Test func codeFieldSecure() throws {
    let password = try Self.rules("<label for=c>One-time code</label><input id=c type=password autocomplete=one-time-code>")
    #expect(password == [.codeFieldSecure])
    let plain = try Self.rules("<label for=c>One-time code</label><input id=c type=text autocomplete=one-time-code>")
    #expect(plain.isEmpty)
    let snapshot = """
      [{"label": "Code", "traits": ["secureTextField"], "isSecureTextEntry": true, "textContentType": "oneTimeCode"}]
      """
    #expect(try Self.rules(snapshot) == [.codeFieldSecure])
  }

  @Test func codeReadAsNumber() throws {
    let number = """
      [{"label": "Verification code", "value": "985391", "traits": ["textField"], "textContentType": "oneTimeCode"}]
      """
    let audit = try #require(try Self.audit(number))
    #expect(audit.findings.map(\.rule) == [.codeReadAsNumber])
    #expect(audit.findings[0].heard.description.contains("nine hundred eighty-five thousand"))
    let spaced = """
      [{"label": "Verification code", "value": "9 8 5 3 9 1", "traits": ["textField"], "textContentType": "oneTimeCode"}]
      """
    #expect(try Self.rules(spaced).isEmpty)
  }

  @Test func whatAFormatCannotShowIsSaidNotGuessed() throws {
    // A uiautomator dump holds no autofill hint: no hint rule fires on it, and the audit
    // says so once.
    let dump = """
      <hierarchy><node class="android.widget.EditText" text="" hint="Verification code" focusable="true" \
      resource-id="c"/></hierarchy>
      """
    let audit = try #require(try Self.audit(dump))
    #expect(audit.findings.isEmpty)
    #expect(audit.notCheckable == [.autofill, .value])
    #expect(!audit.checks.contains { $0.rule == .oneTimeCodeHintMissing })
    let text = AuditReport.text([AuditedFile(path: "dump.xml", screen: audit.screen, audit: audit)])
    #expect(text.contains("Not checkable from a uiautomator dump: autofill hints; how a field's value is read"))
    // An ARIA snapshot: no autofill hint, no password type.
    let aria = try #require(try Self.audit("- textbox \"Verification code\"\n"))
    #expect(aria.notCheckable == [.autofill, .secureEntry])
    // A snapshot without textContentType cannot say whether a hint is missing.
    let bare = try #require(try Self.audit("[{\"label\": \"Verification code\", \"traits\": [\"textField\"]}]"))
    #expect(bare.findings.isEmpty && bare.notCheckable.contains(.autofill))
  }

  @Test func aCodeIsFoundByWholeWordsInEachLanguage() throws {
    for name in [
      "PIN", "One-time password", "Verification code", "Código de verificação", "Код за потвърждение", "Enter the 6 digits",
    ] {
      #expect(try Self.audit("<input aria-label=\"\(name)\">") != nil, "\(name)")
    }
    // Words that hold a code word, and a password, are no code entry.
    for name in ["Shopping list", "Barcode scanner", "Spinner", "Password", "Senha", "Парола"] {
      #expect(try Self.audit("<input aria-label=\"\(name)\">") == nil, "\(name)")
    }
  }

  @Test func aScreenWithNoCodeEntryHasNoAudit() throws {
    #expect(try Self.audit("<h1>Welcome</h1><label for=n>Name</label><input id=n><button>Go</button>") == nil)
    #expect(try Self.audit("<p>Nothing here but words.</p>") == nil)
  }

  /// Issue 58, point 3: an identifier says code as a name does, in its words (split at
  /// "_", "-", "." and camelCase, whole words, three languages); another kind of code (a
  /// postal code, a coupon) is none, and a field named as a password never is.
  @Test func anIdentifierSaysCodeInItsWords() throws {
    func dump(_ id: String, text: String = "", hint: String = "", password: Bool = false) -> String {
      """
      <hierarchy rotation="0"><node class="android.widget.FrameLayout" bounds="[0,0][1080,2340]">\
      <node class="android.widget.TextView" text="Check your messages" bounds="[40,200][1040,260]"/>\
      <node class="android.widget.EditText" resource-id="\(id)" text="\(text)" hint="\(hint)" password="\(password)" \
      focusable="true" clickable="true" bounds="[40,300][1040,420]"/></node></hierarchy>
      """
    }
    for id in [
      "com.bank.app:id/verify_sms_code_input", "com.bank.app:id/otpInput", "com.bank.app:id/OTPField", "pinEntry",
      "com.bank:id/campo-codigo", "com.bank:id/kod_potvarzhdenie_код", "mfa_token", "twoFactorCode",
    ] {
      let audit = try Self.audit(dump(id))
      #expect(audit?.codeFields.first?.identifier == id, "\(id)")
    }
    for id in [
      "com.shop:id/zip_code", "com.shop:id/promoCode", "couponCode", "com.shop:id/postal-code", "countryCode",
      "com.otp.app:id/user_name", "spinnerInput", "barcodeField", "com.bank:id/card_cvv_code",
    ] {
      #expect(try Self.audit(dump(id)) == nil, "\(id)")
    }
    // Named as a password, whatever its identifier says.
    #expect(try Self.audit(dump("com.bank:id/pin", hint: "Password", password: true)) == nil)
    #expect(Audit.words("verifySMSCodeInput") == ["verify", "sms", "code", "input"])
    #expect(Audit.words("OTPField_2") == ["otp", "field", "2"])
  }

  /// Issue 58: an input of a type the browser does not know is a text field, as every
  /// browser makes it, and its code found.
  @Test func anUnknownInputTypeIsATextField() throws {
    let audit = try #require(try Self.audit("<label for=c>Enter the code we sent</label><input id=c type=code>"))
    #expect(audit.codeFields.first?.role == .textField)
    #expect(try Self.audit("<input type=Code aria-label=\"Code\">")?.codeFields.first?.role == .textField)
    // A date or a checkbox is none.
    #expect(try Self.audit("<input type=date aria-label=\"Code date\">") == nil)
  }

  /// Issue 58, point 3: a field that shows a code's mask is the code entry, whatever it is
  /// named; a mask of another length, or text, is not one.
  @Test func aMaskedFieldIsACodeEntry() throws {
    for mask in ["––– –––", "______", "•••• ••", "000 000", "XXX-XXX", "_ _ _ _ _ _"] {
      #expect(Audit.isMask(mask), "\(mask)")
      let audit = try Self.audit("<input id=\"f\" placeholder=\"\(mask)\">")
      #expect(audit?.codeFields.first?.identifier == "f", "\(mask)")
    }
    for text in ["–", "---", "______________", "name@example.com", "X-Y-Z-W", "0 0 0"] {
      #expect(!Audit.isMask(text), "\(text)")
    }
    // A secure field's bullets are what was typed: a password with eight is no code.
    let login = """
      <AppiumAUT><XCUIElementTypeSecureTextField type="XCUIElementTypeSecureTextField" name="passwordField" label="Password" \
      value="••••••••" accessible="true"/></AppiumAUT>
      """
    #expect(try Self.audit(login) == nil)
  }

  /// Issue 58, point 3: one-character boxes are a split code when they are drawn as boxes
  /// of one size in one row; four empty fields one above the other (a sign-up form) are
  /// none.
  @Test func boxesOfOneSizeInOneRowAreASplitCode() throws {
    func dump(_ frames: [String]) -> String {
      "<hierarchy rotation=\"0\">"
        + frames.enumerated().map {
          "<node class=\"android.widget.EditText\" resource-id=\"f\($0.offset)\" focusable=\"true\" bounds=\"\($0.element)\"/>"
        }
        .joined() + "</hierarchy>"
    }
    let row = try Self.audit(dump(["[40,300][180,440]", "[200,300][340,440]", "[360,300][500,440]", "[520,300][660,440]"]))
    #expect(row?.codeFields.count == 4)
    let column = try Self.audit(dump(["[40,300][1040,420]", "[40,460][1040,580]", "[40,620][1040,740]", "[40,780][1040,900]"]))
    #expect(column == nil)
  }
}

/// otc audit reads a password's field by the same list of a secret's words as otc askpass
/// and otc watch (`SecretWords`): a field named by one is never the code entry.
@Suite struct AuditSecretWordsTests {
  @Test(arguments: Language.allCases)
  func aFieldNamedByASecretsWordIsNoCodeEntry(language: Language) {
    // A PIN and a passcode are what a code entry asks for, to otc audit: its code words.
    let codes: Set<String> = ["pin", "pins", "passcode", "пин"]
    for word in (SecretWords.stems[language] ?? []) + (SecretWords.wholeWords[language] ?? [])
    where !word.contains(" ") && !codes.contains(word) {
      var field = ScreenElement(role: .textField)
      field.name = word.prefix(1).uppercased() + word.dropFirst()
      #expect(Audit.codeEntry(in: [field]) == nil, "\(word)")
    }
  }
}
