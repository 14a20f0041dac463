import Foundation
import OTCTestSupport
import Testing

@testable import OneTimeCodes

/// otc's codes against Debian's oathtool, for random keys, times, hashes, digit counts and
/// periods, and random HOTP counters: 1,200 cases, one oathtool run each.
@Suite struct OathtoolAgreementTests {
  struct Case: CustomStringConvertible {
    var key: [UInt8]
    var algorithm: OTPAlgorithm
    var digits: Int
    var period: Int
    var time: Int64
    var counter: UInt64?

    var description: String {
      """
      \(counter.map { "hotp counter \($0)" } ?? "totp at \(time) every \(period) s"), \(algorithm), \(digits) digits, \
      \(key.count)-byte key
      """
    }

    var oathtoolArguments: [String] {
      let hash = "--totp=" + algorithm.rawValue.lowercased()
      if let counter { return ["--hotp", "-c", "\(counter)", "-b", "-d", "\(digits)", base32(key)] }
      return [hash, "-b", "-d", "\(digits)", "-s", "\(period)s", "--now=@\(time)", base32(key)]
    }

    var uri: String {
      let type = counter == nil ? "totp" : "hotp"
      let counterParameter = counter.map { "&counter=\($0)" } ?? ""
      return "otpauth://\(type)/Test:x?secret=\(base32(key))&algorithm=\(algorithm.rawValue)"
        + "&digits=\(digits)&period=\(period)\(counterParameter)"
    }
  }

  @Test func everyCodeIsOathtoolsCode() throws {
    var generator = SystemRandomNumberGenerator()
    var cases: [Case] = []
    for index in 0..<1_200 {
      let length = [10, 16, 20, 32, 64, 100, 130, Int.random(in: 1...200, using: &generator)].randomElement(using: &generator)!
      let key = (0..<length).map { _ in UInt8.random(in: 0...255, using: &generator) }
      let algorithm = index % 10 == 9 ? OTPAlgorithm.sha1 : OTPAlgorithm.allCases.randomElement(using: &generator)!
      let period = [30, 60, Int.random(in: 1...300, using: &generator)].randomElement(using: &generator)!
      cases.append(
        Case(
          key: key, algorithm: algorithm, digits: Int.random(in: 6...8, using: &generator), period: period,
          time: Int64.random(in: 0...4_102_444_800, using: &generator),
          // oathtool's HOTP is SHA-1 only, as RFC 4226 is.
          counter: index % 10 == 9 ? UInt64.random(in: 0...UInt64(UInt32.max), using: &generator) : nil))
    }
    var disagreements: [String] = []
    for item in cases {
      let otp = try key(item.uri)
      let ours = item.counter.map { otp.code(counter: $0) } ?? otp.code(at: item.time)
      let theirs = try oathtool(item.oathtoolArguments)
      if ours != theirs { disagreements.append("\(item): otc \(ours), oathtool \(theirs)") }
    }
    #expect(disagreements.isEmpty, "\(disagreements.count) of \(cases.count): \(disagreements.prefix(5))")
  }

  func oathtool(_ arguments: [String]) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/oathtool")
    process.arguments = arguments
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    try #require(process.terminationStatus == 0, "oathtool \(arguments) exited \(process.terminationStatus)")
    return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
  }
}
