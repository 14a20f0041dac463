import Announcer
import Foundation
import Screens
import Testing

/// Issue 75, point 2: the code entry is found where a code is typed, and nowhere else. A
/// split code is a run of one-character fields; a field the user cannot type into is no
/// code's; a login's user name beside its password or PIN is no code, whatever its words.
@Suite struct CodeFieldChoiceTests {
  static func codeEntry(_ html: String) throws -> [String]? {
    try ScreenFile.read(Array(html.utf8), as: .html).codeEntry?.map { $0.identifier }
  }

  /// Forms with no code in them, each after a kind a team keeps: none holds a code entry.
  static let formsWithoutCode: [(String, String)] = [
    (
      "an address form of eight fields",
      """
      <form><label for=n>Full name</label><input id=n><label for=p>Phone</label><input id=p type=tel>
      <label for=a1>Address line 1</label><input id=a1><label for=a2>Address line 2</label><input id=a2>
      <label for=c>City</label><input id=c><label for=z>Postal code</label><input id=z inputmode=numeric>
      <label for=s>State</label><input id=s><label for=k>Country</label><input id=k><button>Continue</button></form>
      """
    ),
    (
      "a bank login, user ID as Access Code, then a PIN",
      """
      <form><label for=u>Access Code</label><input id=u name=accessCode>
      <label for=pin>PIN</label><input id=pin type=password inputmode=numeric><button>Log on</button></form>
      """
    ),
    (
      "a login whose password field is called a passcode",
      """
      <form><label for=e>Email</label><input id=e type=email autocomplete=username>
      <label for=pc>Passcode</label><input id=pc type=password><button>Sign in</button></form>
      """
    ),
    (
      "a card payment",
      """
      <form><label for=cn>Card number</label><input id=cn inputmode=numeric autocomplete=cc-number>
      <label for=ex>Expiry (MM/YY)</label><input id=ex autocomplete=cc-exp><label for=cvc>CVC</label>
      <input id=cvc inputmode=numeric maxlength=4 autocomplete=cc-csc><button>Pay</button></form>
      """
    ),
    (
      "a sign-up form",
      """
      <form><input id=f placeholder="First name"><input id=l placeholder="Last name"><input id=m type=email placeholder=Email>
      <input id=w type=password placeholder=Password><input id=r placeholder="Referral code (optional)">
      <button>Create account</button></form>
      """
    ),
    ("a search box", "<form role=search><input id=q type=search placeholder=Search><button>Go</button></form>"),
    (
      "four short fields of a date and a time",
      "<form><input id=d maxlength=2><input id=mo maxlength=2><input id=y maxlength=4><input id=h maxlength=2></form>"
    ),
    (
      "a disabled row of boxes",
      "<form>\((1...6).map { "<input id=b\($0) maxlength=1 disabled>" }.joined())</form>"
    ),
    (
      "a contact form",
      """
      <form><label for=n>Your name</label><input id=n autocomplete=name><label for=e>Email</label><input id=e type=email>
      <label for=s>Subject</label><input id=s><label for=m>Message</label><textarea id=m></textarea><button>Send</button></form>
      """
    ),
    (
      "a card login, card number then a four-digit PIN",
      """
      <form><label for=card>Card number</label><input id=card inputmode=numeric>
      <label for=pin>PIN</label><input id=pin type=password maxlength=4 inputmode=numeric><button>Continue</button></form>
      """
    ),
    (
      "a shipping form with a ZIP code and a promo code",
      """
      <form><label for=st>Street</label><input id=st><label for=zip>ZIP code</label><input id=zip maxlength=5 inputmode=numeric>
      <label for=promo>Promo code</label><input id=promo><button>Apply</button></form>
      """
    ),
    (
      "a Brazilian checkout: CEP, CPF, number, complement",
      """
      <form><label for=cep>CEP</label><input id=cep maxlength=9 inputmode=numeric><label for=cpf>CPF</label>
      <input id=cpf maxlength=14 inputmode=numeric><label for=num>Número</label><input id=num maxlength=6>
      <label for=comp>Complemento</label><input id=comp><button>Continuar</button></form>
      """
    ),
    (
      "a Bulgarian address form",
      """
      <form><label for=g>Град</label><input id=g><label for=pk>Пощенски код</label><input id=pk maxlength=4 inputmode=numeric>
      <label for=t>Телефон</label><input id=t type=tel><button>Напред</button></form>
      """
    ),
    (
      "a password change",
      """
      <form><label for=o>Current password</label><input id=o type=password><label for=n1>New password</label>
      <input id=n1 type=password><label for=n2>Confirm new password</label><input id=n2 type=password><button>Save</button></form>
      """
    ),
    (
      "a gift card balance check, card number then PIN",
      """
      <form><label for=gc>Gift card number</label><input id=gc inputmode=numeric><label for=gp>PIN</label>
      <input id=gp type=password maxlength=8><button>Check balance</button></form>
      """
    ),
    (
      "a price filter of two one-digit fields",
      """
      <form><label for=min>Min price</label><input id=min maxlength=1 inputmode=numeric><label for=max>Max price</label>
      <input id=max maxlength=1 inputmode=numeric><select aria-label=Sort><option>Newest</option></select></form>
      """
    ),
  ]

  @Test(arguments: formsWithoutCode.map(\.0))
  func aFormWithoutACodeHasNoCodeEntry(_ name: String) throws {
    let html = try #require(Self.formsWithoutCode.first { $0.0 == name }).1
    let screen = try ScreenFile.read(Array(html.utf8), as: .html)
    #expect(screen.codeEntry == nil, "\(name)")
    // Nor a keypad: the audit finds nothing to check.
    #expect(try Audit.check(screen, speech: ScreenSpeech(reader: .voiceOver, verbosity: Verbosity())) { _ in 1 } == nil)
  }

  /// The issue's measure: at least 15 forms without a code (a dialler's keys are checked by
  /// KeypadTests).
  @Test func fifteenFormsWithoutACode() {
    #expect(Self.formsWithoutCode.count >= 15, "\(Self.formsWithoutCode.count)")
  }

  /// The issue's own three, as pages beside the browser's trees (Fixtures/web): the address
  /// form and the bank's log-on hold no code entry; the enrolment page's code is the field
  /// under the secret shown read-only.
  @Test func theIssuesPagesAreReadRight() throws {
    let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/web")
    func entry(_ page: String) throws -> [String]? {
      try ScreenFile.read([UInt8](Data(contentsOf: folder.appendingPathComponent(page))), as: .html).codeEntry?
        .map(\.identifier)
    }
    #expect(try entry("32-checkout-address.html") == nil)
    #expect(try entry("33-bank-login-access-code.html") == nil)
    #expect(try entry("34-totp-enrolment.html") == ["otp"])
  }

  /// Pages with other fields beside the code: the code's field is the one chosen.
  @Test func theCodeFieldIsChosenAmongOthers() throws {
    // Enrolment: the TOTP secret is shown read-only above the field for the code it makes.
    #expect(
      try Self.codeEntry(
        """
        <form><label for=secret>Secret Token</label><input id=secret value=JBSWY3DPEHPK3PXP readonly>
        <label for=otp>Generated OTP</label><input id=otp inputmode=numeric><button>Enable</button></form>
        """) == ["otp"])
    // A login's user name and password, then the code the second step asks.
    #expect(
      try Self.codeEntry(
        """
        <form><input id=user autocomplete=username placeholder="Access code"><input id=pw type=password>
        <label for=code>Verification code</label><input id=code inputmode=numeric></form>
        """) == ["code"])
    // Six boxes after a name field without a length.
    #expect(
      try Self.codeEntry(
        "<form><input id=name placeholder=Name>\((1...6).map { "<input id=d\($0) maxlength=1>" }.joined())</form>")
        == (1...6).map { "d\($0)" })
    // The one-time-code hint decides, even on a field beside a password.
    #expect(
      try Self.codeEntry("<form><input id=c autocomplete=one-time-code><input id=pw type=password></form>") == ["c"])
    // A disabled copy of the code, then the field.
    #expect(
      try Self.codeEntry(
        "<form><input id=shown value=123456 disabled aria-label=Code><input id=typed aria-label=\"Enter code\"></form>")
        == ["typed"])
  }
}
