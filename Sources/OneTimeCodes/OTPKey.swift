import CodeEntry
import Glibc
import Wording

/// A one-time code's key and what its `otpauth://` URI says of it (Google Authenticator's
/// Key URI format): TOTP (RFC 6238) or HOTP (RFC 4226), the hash, the digits, the period,
/// the counter, the issuer and the account.
///
/// The key is decoded from the URI's base32 straight into locked memory and is never a
/// `String`; `wipe()` overwrites it, as does the end of its life.
public final class OTPKey: @unchecked Sendable {
  /// Time-based or counter-based.
  public enum Kind: String, Sendable {
    case totp
    case hotp
  }

  /// TOTP or HOTP.
  public let kind: Kind
  /// The hash, SHA1 unless the URI says otherwise.
  public let algorithm: OTPAlgorithm
  /// How many digits a code has: 6 to 8, 6 unless the URI says otherwise.
  public let digits: Int
  /// A TOTP code's life in seconds, 30 unless the URI says otherwise.
  public let period: Int
  /// The HOTP counter the URI holds (0 for TOTP).
  public let counter: UInt64
  /// The service, from the `issuer` parameter or the label's part before its colon.
  public let issuer: String?
  /// The account, from the label's part after its colon.
  public let account: String?
  /// Where the counter's value lies in the text read, for the HOTP file that is advanced.
  public let counterRange: Range<Int>?
  /// Where the URI lies in the text read (a pass entry holds other lines).
  public let uriRange: Range<Int>

  let secret: LockedBytes

  /// The most bytes a URI may have: far more than any real key's.
  public static let uriLimit = 4096

  /// The key of the first `otpauth://` URI in `text` (a file of one URI, or a pass entry
  /// whose other lines are the password and notes); the URI ends at the line's end.
  public init(uriIn text: UnsafeRawBufferPointer) throws(OTPURIError) {
    guard let start = Self.uriStart(in: text) else { throw .notOTPAuth }
    var end = start
    while end < text.count, text[end] != 0x0a, text[end] != 0x0d, text[end] != 0x20, text[end] != 0x09 { end += 1 }
    guard end - start <= Self.uriLimit else { throw .tooLong }
    let uri = UnsafeRawBufferPointer(rebasing: text[start..<end])
    uriRange = start..<end
    var parser = URIParser(uri)
    let parsed = try parser.parse()
    kind = parsed.kind
    algorithm = parsed.algorithm
    digits = parsed.digits
    period = parsed.period
    counter = parsed.counter
    issuer = parsed.issuer
    account = parsed.account
    counterRange = parsed.counterRange.map { ($0.lowerBound + start)..<($0.upperBound + start) }
    secret = LockedBytes(capacity: max(1, parsed.secret.count * 5 / 8 + 1))
    guard try Base32.decode(uri, range: parsed.secret, into: secret) > 0 else { throw .emptySecret }
  }

  /// Where the first line that starts with `otpauth://` (in any case) starts.
  static func uriStart(in text: UnsafeRawBufferPointer) -> Int? {
    let scheme = Array("otpauth://".utf8)
    var lineStart = 0
    while lineStart + scheme.count <= text.count {
      var matches = true
      for (offset, byte) in scheme.enumerated() where text[lineStart + offset] | 0x20 != byte | 0x20 {
        matches = false
        break
      }
      if matches { return lineStart }
      guard let newline = text[lineStart...].firstIndex(of: 0x0a) else { return nil }
      lineStart = newline + 1
    }
    return nil
  }

  /// Overwrites the key.
  public func wipe() { secret.wipe() }

  /// The HOTP code for `counter`, as its digits (leading zeros kept).
  public func code(counter: UInt64) -> String {
    var message = counter.bigEndian
    let mac = LockedBytes(capacity: 64)
    defer { mac.wipe() }
    let value: UInt32 = withUnsafeBytes(of: &message) { message in
      secret.withUnsafeBytes { key in
        _ = mac.fill { output in
          HMAC.authenticate(
            message, key: key, algorithm: algorithm,
            into: UnsafeMutableRawBufferPointer(rebasing: output[0..<algorithm.digestSize]))
          return algorithm.digestSize
        }
        return mac.withUnsafeBytes { mac in
          // RFC 4226's dynamic truncation: four bytes from the offset the last byte's low bits name.
          let offset = Int(mac[mac.count - 1] & 0x0f)
          return (UInt32(mac[offset] & 0x7f) << 24) | (UInt32(mac[offset + 1]) << 16) | (UInt32(mac[offset + 2]) << 8)
            | UInt32(mac[offset + 3])
        }
      }
    }
    var modulus: UInt32 = 1
    for _ in 0..<digits { modulus *= 10 }
    let number = String(value % modulus)
    return String(repeating: "0", count: digits - number.count) + number
  }

  /// The TOTP counter at `time` (seconds since 1970): how many periods have passed.
  public func step(at time: Int64) -> UInt64 { UInt64(max(0, time) / Int64(period)) }

  /// The seconds the TOTP code shown at `time` has left, 1 to the period.
  public func secondsLeft(at time: Int64) -> Int { period - Int(max(0, time) % Int64(period)) }

  /// The TOTP code at `time`.
  public func code(at time: Int64) -> String { code(counter: step(at: time)) }
}

/// What is wrong with an `otpauth://` URI, naming the parameter and never a value: a lost
/// `&` or an escaped one (`period=30%26secret%3D…`) puts the key inside another parameter's
/// value, and standard error is read aloud and kept in logs.
public enum OTPURIError: Error, Equatable, CustomStringConvertible {
  case notOTPAuth
  case tooLong
  case unknownType
  case missingSecret
  case emptySecret
  case badSecret
  case duplicate(OTPParameter)
  case badAlgorithm
  case badDigits
  case badPeriod
  case missingCounter
  case badCounter
  case badEscape(OTPParameter)

  public var description: String {
    switch self {
    case .notOTPAuth: "there is no otpauth:// URI"
    case .tooLong: "the otpauth URI is longer than \(OTPKey.uriLimit) bytes"
    case .unknownType: "the otpauth URI's type is neither totp nor hotp"
    case .missingSecret: "the otpauth URI has no secret parameter"
    case .emptySecret: "the otpauth URI's secret is empty"
    case .badSecret: "the otpauth URI's secret is not base32 (the letters A to Z and the digits 2 to 7)"
    case .duplicate(let name): "the otpauth URI gives its \(name.rawValue) parameter twice"
    case .badAlgorithm: "the otpauth URI's algorithm is not SHA1, SHA256 or SHA512"
    case .badDigits: "the otpauth URI's digits parameter is not 6, 7 or 8"
    case .badPeriod: "the otpauth URI's period is not a number of seconds from 1 to 86400"
    case .missingCounter: "the otpauth URI is hotp but has no counter parameter"
    case .badCounter: "the otpauth URI's counter is not a whole number"
    case .badEscape(let name): "the otpauth URI's \(name.rawValue) has a broken percent escape"
    }
  }
}

/// The parts of an `otpauth://` URI otc reads, by the names an error may give: never a
/// name taken from the URI, which could be the key itself.
public enum OTPParameter: String, Sendable {
  case type, label, secret, issuer, algorithm, digits, period, counter
}

/// RFC 4648's base32, as authenticator apps take it: either case, padding optional, and
/// the bits after the last whole byte dropped (as oathtool drops them).
enum Base32 {
  /// Decodes `range` of `uri` (percent escapes allowed) into `output`; the bytes written.
  static func decode(_ uri: UnsafeRawBufferPointer, range: Range<Int>, into output: LockedBytes) throws(OTPURIError) -> Int {
    var buffer: UInt64 = 0
    var bits = 0
    var padding = false
    var index = range.lowerBound
    var written = 0
    var failed = false
    _ = output.fill { out in
      while index < range.upperBound {
        var byte = uri[index]
        index += 1
        if byte == UInt8(ascii: "%") {
          guard index + 1 < range.upperBound,
            let high = hexValue(uri[index]), let low = hexValue(uri[index + 1])
          else {
            failed = true
            return 0
          }
          byte = high << 4 | low
          index += 2
        }
        let value: UInt8
        switch byte {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"): value = byte - UInt8(ascii: "A")
        case UInt8(ascii: "a")...UInt8(ascii: "z"): value = byte - UInt8(ascii: "a")
        case UInt8(ascii: "2")...UInt8(ascii: "7"): value = byte - UInt8(ascii: "2") + 26
        case UInt8(ascii: "="):
          padding = true
          continue
        default:
          failed = true
          return 0
        }
        if padding {
          failed = true
          return 0
        }
        buffer = (buffer << 5) | UInt64(value)
        bits += 5
        if bits >= 8 {
          bits -= 8
          guard written < out.count else {
            failed = true
            return 0
          }
          out[written] = UInt8(truncatingIfNeeded: buffer >> UInt64(bits))
          written += 1
        }
      }
      return written
    }
    buffer = 0
    guard !failed else {
      output.wipe()
      throw .badSecret
    }
    return written
  }
}

func hexValue(_ byte: UInt8) -> UInt8? {
  switch byte {
  case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
  case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
  case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
  default: nil
  }
}

/// The parts of an `otpauth://TYPE/LABEL?PARAMETERS` URI; the secret only as where it lies.
struct URIParser {
  struct Parsed {
    var kind: OTPKey.Kind
    var algorithm = OTPAlgorithm.sha1
    var digits = 6
    var period = 30
    var counter: UInt64 = 0
    var issuer: String?
    var account: String?
    var secret: Range<Int> = 0..<0
    var counterRange: Range<Int>?
  }

  let uri: UnsafeRawBufferPointer

  init(_ uri: UnsafeRawBufferPointer) { self.uri = uri }

  mutating func parse() throws(OTPURIError) -> Parsed {
    var index = "otpauth://".utf8.count
    let typeStart = index
    while index < uri.count, uri[index] != UInt8(ascii: "/"), uri[index] != UInt8(ascii: "?") { index += 1 }
    let type = try decoded(typeStart..<index, name: .type).lowercased()
    guard let kind = OTPKey.Kind(rawValue: type) else { throw .unknownType }
    var parsed = Parsed(kind: kind)
    if index < uri.count, uri[index] == UInt8(ascii: "/") {
      index += 1
      let labelStart = index
      while index < uri.count, uri[index] != UInt8(ascii: "?") { index += 1 }
      let label = try decoded(labelStart..<index, name: .label)
      if let colon = label.firstIndex(of: ":") {
        parsed.issuer = Self.trimmed(String(label[..<colon]))
        parsed.account = Self.trimmed(String(label[label.index(after: colon)...]))
      } else {
        parsed.account = Self.trimmed(label)
      }
    }
    var seen: Set<OTPParameter> = []
    var hasCounter = false
    while index < uri.count {
      index += 1  // The ? or the &.
      let nameStart = index
      while index < uri.count, uri[index] != UInt8(ascii: "="), uri[index] != UInt8(ascii: "&") { index += 1 }
      let name = String(decoding: UnsafeRawBufferPointer(rebasing: uri[nameStart..<index]), as: UTF8.self).lowercased()
      var valueStart = index
      if index < uri.count, uri[index] == UInt8(ascii: "=") {
        index += 1
        valueStart = index
      }
      while index < uri.count, uri[index] != UInt8(ascii: "&") { index += 1 }
      let range = valueStart..<index
      // Other apps' parameters (image, color, lock) say nothing otc needs, and are never
      // named: a name otc does not know may be the key itself.
      guard let parameter = OTPParameter(rawValue: name), parameter != .type, parameter != .label else { continue }
      guard seen.insert(parameter).inserted else { throw .duplicate(parameter) }
      switch parameter {
      case .secret:
        parsed.secret = range
      case .issuer:
        let issuer = Self.trimmed(try decoded(range, name: .issuer))
        if issuer != nil { parsed.issuer = issuer }
      case .algorithm:
        let value = try decoded(range, name: .algorithm)
        guard let algorithm = OTPAlgorithm(rawValue: value.uppercased()) else { throw .badAlgorithm }
        parsed.algorithm = algorithm
      case .digits:
        let value = try decoded(range, name: .digits)
        guard let digits = Int(value), (6...8).contains(digits) else { throw .badDigits }
        parsed.digits = digits
      case .period:
        let value = try decoded(range, name: .period)
        guard let period = Int(value), (1...86_400).contains(period) else { throw .badPeriod }
        parsed.period = period
      case .counter:
        let value = try decoded(range, name: .counter)
        guard !value.isEmpty, value.allSatisfy(\.isASCII), let counter = UInt64(value) else { throw .badCounter }
        parsed.counter = counter
        parsed.counterRange = range
        hasCounter = true
      case .type, .label:
        break
      }
    }
    guard seen.contains(.secret) else { throw .missingSecret }
    if kind == .hotp, !hasCounter { throw .missingCounter }
    return parsed
  }

  /// `range` of the URI, percent escapes decoded; never called on the secret.
  func decoded(_ range: Range<Int>, name: OTPParameter) throws(OTPURIError) -> String {
    var bytes: [UInt8] = []
    var index = range.lowerBound
    while index < range.upperBound {
      if uri[index] == UInt8(ascii: "%") {
        guard index + 2 < range.upperBound, let high = hexValue(uri[index + 1]), let low = hexValue(uri[index + 2]) else {
          throw .badEscape(name)
        }
        bytes.append(high << 4 | low)
        index += 3
      } else {
        bytes.append(uri[index])
        index += 1
      }
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// The longest issuer or account said: a URI chooses its words, and a thousand of them
  /// would keep the code from being heard.
  static let longestName = 64

  /// A name as it is said and shown: no control or format character (a bidi override
  /// could reorder a terminal's line), no spaces around it, at most `longestName` characters.
  static func trimmed(_ text: String) -> String? {
    var scalars = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      switch scalar.properties.generalCategory {
      case .control, .format, .lineSeparator, .paragraphSeparator: scalars.append(" ")
      default: scalars.append(scalar)
      }
    }
    let trimmed = String(scalars).drop { $0 == " " }.reversed().drop { $0 == " " }.reversed()
    return trimmed.isEmpty ? nil : String(trimmed.prefix(longestName))
  }
}

extension OTPKey {
  /// `text`, the bytes this key was read from, with the HOTP counter one further, in
  /// locked memory; `nil` for a key without a counter.
  public func advanced(_ text: LockedBytes) -> LockedBytes? {
    guard let range = counterRange, counter < UInt64.max else { return nil }
    let next = Array(String(counter + 1).utf8)
    let result = LockedBytes(capacity: text.count + next.count)
    text.withUnsafeBytes { bytes in
      result.append(bytes[0..<range.lowerBound])
      result.append(next)
      result.append(bytes[range.upperBound...])
    }
    return result
  }
}

extension OTPURIError: ExplainedError {
  /// The problem in the user's language: the parameter, never a value.
  public var message: Message {
    switch self {
    case .notOTPAuth: Message(.notOTPAuth)
    case .tooLong: Message(.uriTooLong, "\(OTPKey.uriLimit)")
    case .unknownType: Message(.uriUnknownType)
    case .missingSecret: Message(.uriNoSecret)
    case .emptySecret: Message(.uriEmptySecret)
    case .badSecret: Message(.uriBadSecret)
    case .duplicate(let name): Message(.uriTwice, "\(name.rawValue)")
    case .badAlgorithm: Message(.uriBadAlgorithm)
    case .badDigits: Message(.uriBadDigits)
    case .badPeriod: Message(.uriBadPeriod)
    case .missingCounter: Message(.uriNoCounter)
    case .badCounter: Message(.uriBadCounter)
    case .badEscape(let name): Message(.uriBadEscape, "\(name.rawValue)")
    }
  }
}
