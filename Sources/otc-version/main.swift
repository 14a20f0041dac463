import FoundationEssentials
import Glibc

// otc-version CHANGELOG OUTPUT: writes OUTPUT, a Swift file declaring `otcVersion`, the
// version of the latest entry of a Debian changelog ("otc (0.3.0) unstable; …"). The
// VersionFromChangelog plugin runs it; nothing else should.

func fail(_ message: String) -> Never {
  let line = Array("otc-version: \(message)\n".utf8)
  _ = line.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
  exit(1)
}

let arguments = CommandLine.arguments
guard arguments.count == 3 else { fail("usage: otc-version CHANGELOG OUTPUT") }
guard let text = try? String(contentsOfFile: arguments[1], encoding: .utf8) else { fail("cannot read \(arguments[1])") }
let first = text.split(separator: "\n", maxSplits: 1).first.map(String.init) ?? ""
guard let open = first.firstIndex(of: "("), let close = first[open...].firstIndex(of: ")") else {
  fail("\(arguments[1]): the first line names no version: \(first)")
}
let version = first[first.index(after: open)..<close]
guard !version.isEmpty, version.allSatisfy({ $0.isLetter || $0.isNumber || ".+~-:".contains($0) }) else {
  fail("\(arguments[1]): \"\(version)\" is not a Debian version")
}
let source = """
  // Generated from debian/changelog by otc-version; do not edit.

  /// otc's version: the latest entry of debian/changelog, the one place it is written.
  let otcVersion = "\(version)"

  """
// Written only when it changed, so that a build with the same changelog compiles nothing.
if (try? String(contentsOfFile: arguments[2], encoding: .utf8)) != source {
  do { try source.write(toFile: arguments[2], atomically: true, encoding: .utf8) } catch {
    fail("cannot write \(arguments[2]): \(error)")
  }
}
