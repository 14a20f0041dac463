import Announcer
import CodeEntry
import Foundation
import OTCTestSupport
import Testing

@testable import OneTimeCodes

func key(_ uri: String) throws -> OTPKey {
  let bytes = Array(uri.utf8)
  return try bytes.withUnsafeBytes { buffer in try OTPKey(uriIn: buffer) }
}

func parseError(_ uri: String) -> OTPURIError? {
  do {
    _ = try key(uri)
    return nil
  } catch let error as OTPURIError {
    return error
  } catch {
    return nil
  }
}

@Suite struct RFCVectorTests {
  /// RFC 6238, appendix B: the seeds are ASCII digits, 20, 32 and 64 bytes long.
  static let seeds: [OTPAlgorithm: String] = [
    .sha1: "12345678901234567890",
    .sha256: "12345678901234567890123456789012",
    .sha512: "1234567890123456789012345678901234567890123456789012345678901234",
  ]

  static let vectors: [(Int64, String, String, String)] = [
    (59, "94287082", "46119246", "90693936"),
    (1_111_111_109, "07081804", "68084774", "25091201"),
    (1_111_111_111, "14050471", "67062674", "99943326"),
    (1_234_567_890, "89005924", "91819424", "93441116"),
    (2_000_000_000, "69279037", "90698825", "38618901"),
    (20_000_000_000, "65353130", "77737706", "47863826"),
  ]

  @Test(arguments: OTPAlgorithm.allCases)
  func totpMatchesRFC6238AppendixB(algorithm: OTPAlgorithm) throws {
    let secret = base32(Array(Self.seeds[algorithm]!.utf8))
    let totp = try key("otpauth://totp/Example:alice?secret=\(secret)&algorithm=\(algorithm.rawValue)&digits=8&period=30")
    for (time, sha1, sha256, sha512) in Self.vectors {
      let expected = [OTPAlgorithm.sha1: sha1, .sha256: sha256, .sha512: sha512][algorithm]!
      #expect(totp.code(at: time) == expected, "\(algorithm) at \(time)")
    }
  }

  @Test func hotpMatchesRFC4226AppendixD() throws {
    let expected = ["755224", "287082", "359152", "969429", "338314", "254676", "287922", "162583", "399871", "520489"]
    let hotp = try key("otpauth://hotp/Example?secret=\(base32(Array("12345678901234567890".utf8)))&counter=0")
    for (counter, code) in expected.enumerated() {
      #expect(hotp.code(counter: UInt64(counter)) == code)
    }
  }

  /// FIPS 180-4's "abc" and the two-block message, and RFC 4231's case 6 (a key longer than a block).
  @Test func digestsAndHMACMatchTheirStandards() {
    func hex(_ bytes: [UInt8]) -> String { bytes.map { String(format: "%02x", $0) }.joined() }
    let abc = Array("abc".utf8)
    #expect(hex(abc.withUnsafeBytes { HMAC.digest($0, algorithm: .sha1) }) == "a9993e364706816aba3e25717850c26c9cd0d89d")
    #expect(
      hex(abc.withUnsafeBytes { HMAC.digest($0, algorithm: .sha256) })
        == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
    #expect(
      hex(abc.withUnsafeBytes { HMAC.digest($0, algorithm: .sha512) })
        == "ddaf35a193617abacc417349ae20413112e6fa4e89a97ea20a9eeee64b55d39a"
        + "2192992a274fc1a836ba3c23a3feebbd454d4423643ce80e2a9ac94fa54ca49f"
    )
    let long = Array("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq".utf8)
    #expect(
      hex(long.withUnsafeBytes { HMAC.digest($0, algorithm: .sha256) })
        == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
    let key = [UInt8](repeating: 0xaa, count: 131)
    let message = Array("Test Using Larger Than Block-Size Key - Hash Key First".utf8)
    for (algorithm, expected) in [
      (OTPAlgorithm.sha256, "60e431591ee0b67f0d8a26aacbf5b77f8e0bc6213728c5140546040f0ee37f54"),
      (
        .sha512,
        "80b24263c7c1a3ebb71493c1dd7be8b49b46d1f41b4aeec1121b013783f8f352"
          + "6b56d037e05f2598bd0fd2215d6a1e5295e64f73f63f0aec8b915a985d786598"
      ),
    ] {
      var mac = [UInt8](repeating: 0, count: algorithm.digestSize)
      message.withUnsafeBytes { message in
        key.withUnsafeBytes { key in
          mac.withUnsafeMutableBytes { HMAC.authenticate(message, key: key, algorithm: algorithm, into: $0) }
        }
      }
      #expect(hex(mac) == expected, "\(algorithm)")
    }
  }
}

@Suite struct URITests {
  @Test func theLabelAndParametersAreRead() throws {
    let totp = try key(
      "otpauth://totp/ACME%20Co:john.doe@email.com?secret=HXDMVJECJJWSRB3HWIZR4IFUGFTMXBOZ"
        + "&issuer=ACME%20Co&algorithm=SHA256&digits=7&period=60\n"
    )
    #expect(totp.kind == .totp)
    #expect(totp.issuer == "ACME Co")
    #expect(totp.account == "john.doe@email.com")
    #expect(totp.algorithm == .sha256)
    #expect(totp.digits == 7)
    #expect(totp.period == 60)
    let plain = try key("otpauth://totp/alice?secret=JBSWY3DPEHPK3PXP")
    #expect(plain.issuer == nil)
    #expect(plain.account == "alice")
    #expect(plain.algorithm == .sha1 && plain.digits == 6 && plain.period == 30)
    // The issuer parameter wins over the label's, and either case of the base32 is the same key.
    let both = try key("OTPAUTH://TOTP/Old:bob?issuer=New&secret=jbswy3dpehpk3pxp")
    #expect(both.issuer == "New")
    #expect(both.code(at: 1_000) == plain.code(at: 1_000))
  }

  @Test func hostileNamesAreMadeSafeToSayAndShow() throws {
    let totp = try key(
      "otpauth://totp/Evil%1B%5B2J%E2%80%AEmoc:x?secret=JBSWY3DPEHPK3PXP&issuer=\(String(repeating: "A", count: 500))")
    #expect(totp.issuer == String(repeating: "A", count: 64))
    #expect(totp.account == "x")
    let label = try key("otpauth://totp/Evil%1B%5B2J%E2%80%AEmoc?secret=JBSWY3DPEHPK3PXP")
    #expect(label.account == "Evil [2J moc")
  }

  @Test func aPassEntryGivesItsOTPAuthLine() throws {
    let entry = "hunter2\nlogin: alice\notpauth://totp/GitHub:alice?secret=JBSWY3DPEHPK3PXP&issuer=GitHub\nnotes\n"
    let totp = try key(entry)
    #expect(totp.issuer == "GitHub")
    #expect(totp.code(at: 59) == (try key("otpauth://totp/x?secret=JBSWY3DPEHPK3PXP")).code(at: 59))
  }

  @Test func everyMistakeNamesItsParameterAndNeverTheSecret() {
    let secret = "JBSWY3DPEHPK3PXP"
    let cases: [(String, OTPURIError)] = [
      ("https://example.com", .notOTPAuth),
      ("otpauth://motp/x?secret=\(secret)", .unknownType),
      ("otpauth://totp/x?issuer=A", .missingSecret),
      ("otpauth://totp/x?secret=", .emptySecret),
      ("otpauth://totp/x?secret=JBSWY3DPEHPK3PX1", .badSecret),
      ("otpauth://totp/x?secret=JBSW=Y3DP", .badSecret),
      ("otpauth://totp/x?secret=\(secret)&algorithm=MD5", .badAlgorithm),
      ("otpauth://totp/x?secret=\(secret)&digits=5", .badDigits),
      ("otpauth://totp/x?secret=\(secret)&digits=9", .badDigits),
      ("otpauth://totp/x?secret=\(secret)&period=0", .badPeriod),
      ("otpauth://totp/x?secret=\(secret)&period=-30", .badPeriod),
      ("otpauth://hotp/x?secret=\(secret)", .missingCounter),
      ("otpauth://hotp/x?secret=\(secret)&counter=-1", .badCounter),
      ("otpauth://totp/x?secret=\(secret)&secret=\(secret)", .duplicate(.secret)),
      ("otpauth://totp/x%2?secret=\(secret)", .badEscape(.label)),
    ]
    for (uri, expected) in cases {
      let error = parseError(uri)
      #expect(error == expected, "\(uri)")
      #expect(!(error?.description.contains("JBSW") ?? true), "\(uri)")
    }
    #expect(OTPURIError.badPeriod.description.contains("period"))
    #expect(OTPURIError.badAlgorithm.description.contains("algorithm"))
    #expect(OTPURIError.badDigits.description.contains("digits"))
    #expect(OTPURIError.badSecret.description.contains("secret"))
  }

  /// Hardening V, finding 2: a lost or escaped `&` puts the key inside another parameter's
  /// value, a key may stand in the type's place or a parameter's name, and no error may
  /// quote any of it, in either case or any part of it.
  @Test(arguments: OTPKeyShapes.hostile)
  func noMalformedShapeQuotesTheKey(_ shape: OTPKeyShapes.Shape) throws {
    let error = try #require(parseError(shape.uri), "\(shape.uri) was taken")
    #expect(error == shape.error, "\(shape.uri)")
    let said = error.description.lowercased()
    for piece in OTPKeyShapes.pieces { #expect(!said.contains(piece), "\(shape.uri): \(error)") }
  }

  @Test func theHOTPCounterIsAdvancedInItsPlace() throws {
    let text = "otpauth://hotp/Bank:me?secret=JBSWY3DPEHPK3PXP&counter=9&issuer=Bank\n"
    let bytes = LockedBytes(capacity: 256)
    bytes.append(Array(text.utf8))
    let hotp = try bytes.withUnsafeBytes { try OTPKey(uriIn: $0) }
    #expect(hotp.counter == 9)
    let advanced = try #require(hotp.advanced(bytes))
    #expect(
      advanced.withUnsafeBytes { String(decoding: $0, as: UTF8.self) }
        == text.replacingOccurrences(of: "counter=9", with: "counter=10"))
  }
}

@Suite struct CodeWordsTests {
  @Test func theCodeIsSaidInGroupsAndTheTimeApart() throws {
    let words = CodeWords(language: .english, name: "GitHub")
    #expect(CodeWords.groups("492039") == ["492", "039"])
    #expect(CodeWords.groups("4920391") == ["492", "0391"])
    #expect(CodeWords.groups("49203917") == ["4920", "3917"])
    let said = words.code("492039")
    #expect(said.spoken.text == "GitHub, 4 9 2, 0 3 9")
    #expect(said.recorded.text == "GitHub, code shown")
    #expect(words.secondsLeft(17).text == "17 seconds left")
    #expect(words.secondsLeft(1).text == "1 second left")
    #expect(words.newCode(in: 3).text == "New code in 3 seconds")
    #expect(words.code("492039", isNew: true).spoken.text == "New code, 4 9 2, 0 3 9")
    #expect(CodeWords(language: .english, name: nil).code("123456").spoken.text == "Code, 1 2 3, 4 5 6")
    #expect(words.brailleText("492039", secondsLeft: 17) == "492 039, 17 seconds left")
  }

  @Test func theWordsAreTranslated() {
    let portuguese = CodeWords(language: .brazilianPortuguese, name: "GitHub")
    #expect(portuguese.code("492039").spoken.text == "GitHub, 4 9 2, 0 3 9")
    #expect(portuguese.secondsLeft(17).text == "Faltam 17 segundos")
    #expect(portuguese.code("492039").recorded.text == "GitHub, código mostrado")
    let bulgarian = CodeWords(language: .bulgarian, name: "GitHub")
    #expect(bulgarian.code("492039").spoken.text == "GitHub, 4 9 2, 0 3 9")
    #expect(bulgarian.secondsLeft(1).text == "Остава 1 секунда")
    #expect(bulgarian.newCode(in: 3).text == "Нов код след 3 секунди")
  }
}

/// The malformed URIs a red team found quoting the key, each with the error it must give.
enum OTPKeyShapes {
  static let secret = "JBSWY3DPEHPK3PXP"
  /// Every 6-character piece of the key, lower-cased: an error that quotes any of them,
  /// in any case, quotes the key.
  static let pieces = (0...(secret.count - 6)).map { String(Array(secret.lowercased())[$0..<($0 + 6)]) }

  struct Shape: Sendable, CustomTestStringConvertible {
    let uri: String
    let error: OTPURIError
    var testDescription: String { uri }
  }

  static let hostile: [Shape] = [
    Shape(uri: "otpauth://totp/Example:alice?issuer=Example&period=30%26secret%3D\(secret)", error: .badPeriod),
    Shape(uri: "otpauth://totp/Example:alice?secret=X&period=30%26secret%3D\(secret)", error: .badPeriod),
    Shape(uri: "otpauth://totp/x?secret=AAAA&digits=6secret=\(secret)", error: .badDigits),
    Shape(uri: "otpauth://totp/x?secret=AAAA&algorithm=SHA1secret=\(secret)", error: .badAlgorithm),
    Shape(uri: "otpauth://hotp/x?secret=AAAA&counter=0secret=\(secret)", error: .badCounter),
    Shape(uri: "otpauth://hotp/x?secret=AAAA&counter=0%26secret%3D\(secret)", error: .badCounter),
    Shape(uri: "otpauth://\(secret)/x", error: .unknownType),
    Shape(uri: "otpauth://\(secret.lowercased())?secret=AAAA", error: .unknownType),
    Shape(uri: "otpauth://totp/x?\(secret)=1&\(secret)=2", error: .missingSecret),
    Shape(uri: "otpauth://totp/x?secret=\(secret)&period=%\(secret)", error: .badEscape(.period)),
  ]
}
