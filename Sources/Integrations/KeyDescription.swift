import Announcer
import Basics
import CSystem
import SafeIO

/// gpg-agent's description of a secret key, understood so that its opening says what is
/// asked and for whom first, and keeps the rest for the details key (F4):
///
///     Please enter the passphrase to unlock the OpenPGP secret key:
///     "Nu Tester <nu@example.org>"
///     255-bit EDDSA key, ID 64DB2836FD2156AB,
///     created 2026-11-23.
///
/// is "Passphrase for Nu Tester's key", with the address, "255-bit EDDSA key", the key id
/// in groups and "created 2026-11-23" on request. The parts are found by their shape (a
/// quoted user id, an "ID" and a hex number), so a translated description is understood
/// as well; one that has no quoted user id and no key id is not a key's, and is said whole.
public struct KeyDescription: Hashable, Sendable {
  /// The key holder's name: "Nu Tester".
  public var holder: String
  /// What the description says beside the name, in order.
  public var details: [Detail]

  /// Understands `description`; `nil` when it does not describe a key.
  public init?(_ description: String) {
    let lines = description.split(whereSeparator: { $0.isNewline }).map {
      TerminalText.sanitized(String($0)).trimmingWhitespace()
    }.filter { !$0.isEmpty }
    var holder: String?
    var details: [Detail] = []
    var keyID = false
    for line in lines.dropFirst() {
      if holder == nil, let first = line.first, let last = line.last, "\"“".contains(first), "\"”".contains(last), line.count > 2
      {
        let userID = line.dropFirst().dropLast()
        if let open = userID.lastIndex(of: "<"), let close = userID.lastIndex(of: ">"), open < close {
          holder = userID[..<open].trimmingWhitespace()
          details.append(.text(String(userID[userID.index(after: open)..<close])))
        } else {
          holder = String(userID)
        }
        continue
      }
      let words = line.split(separator: " ").map(String.init)
      if let index = words.firstIndex(of: "ID"), index + 1 < words.count {
        let id = words[index + 1].trimming(charactersIn: ",.;")
        if id.count >= 8, id.allSatisfy({ $0.isHexDigit }) {
          keyID = true
          let before = words[..<index].joined(separator: " ").trimming(charactersIn: ", ")
          if !before.isEmpty { details.append(.text(before)) }
          details.append(.spelled(name: "ID", value: id))
          let after = words[(index + 2)...].joined(separator: " ").trimming(charactersIn: ",. ")
          if !after.isEmpty { details.append(.text(after)) }
          continue
        }
      }
      details.append(.text(line.trimming(charactersIn: ",. ")))
    }
    guard let holder, !holder.isEmpty, keyID else { return nil }
    self.holder = holder
    self.details = details
  }

  /// Whose key it unlocks, said after the field's kind: "for Nu Tester's key".
  public func context(in language: Language) -> String {
    language.table.format(.forHoldersKey, ["holder": holder])
  }
}
