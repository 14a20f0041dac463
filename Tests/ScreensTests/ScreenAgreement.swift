import Screens

/// How far two readings of one page agree: otc's reading of its HTML against the
/// browser's own tree (Chrome's `Accessibility.getFullAXTree`), on the elements a code
/// screen's listener acts on: fields, buttons, links, and checkboxes (radio buttons and
/// switches with them).
struct ScreenAgreement: Sendable, CustomStringConvertible {
  /// The kinds compared.
  enum Kind: String, CaseIterable, Sendable {
    case field, button, link, checkbox

    /// The kind of `role`, `nil` for one not compared.
    init?(_ role: ElementRole) {
      switch role {
      case .textField: self = .field
      case .button, .popUpButton: self = .button
      case .link: self = .link
      case .checkbox, .radioButton, .switchControl: self = .checkbox
      default: return nil
      }
    }
  }

  /// Names compared, and how many were equal: each kind's elements in document order,
  /// the first of otc's with the first of the browser's; one reading's elements past the
  /// other's count as disagreeing.
  var namesCompared = 0
  var namesEqual = 0
  /// Roles compared, and how many were equal: each element of either reading, paired by
  /// its name with the other's, its kind the same or not; one left unpaired disagrees.
  var rolesCompared = 0
  var rolesEqual = 0
  /// What disagreed, one line each: "link 3: otc \"Home\", the browser \"Home Acme\"".
  var differences: [String] = []

  /// Compares `otc`'s reading with `browser`'s.
  init(otc: Screen, browser: Screen) {
    func controls(_ screen: Screen) -> [(kind: Kind, name: String)] {
      screen.focusStops.compactMap { element in Kind(element.role).map { ($0, element.name) } }
    }
    let ours = controls(otc)
    let theirs = controls(browser)
    for kind in Kind.allCases {
      let a = ours.filter { $0.kind == kind }.map(\.name)
      let b = theirs.filter { $0.kind == kind }.map(\.name)
      for index in 0..<max(a.count, b.count) {
        namesCompared += 1
        let left = index < a.count ? a[index] : nil
        let right = index < b.count ? b[index] : nil
        if left == right {
          namesEqual += 1
        } else {
          differences.append(
            """
            \(kind.rawValue) \(index + 1): otc \(left.map { "\"\($0)\"" } ?? "has none"), the browser \
            \(right.map { "\"\($0)\"" } ?? "has none")
            """
          )
        }
      }
    }
    var unpaired = ours
    for (kind, name) in theirs {
      rolesCompared += 1
      if let match = unpaired.firstIndex(where: { $0.name == name }) {
        let paired = unpaired.remove(at: match)
        if paired.kind == kind {
          rolesEqual += 1
        } else {
          differences.append("\"\(name)\": otc a \(paired.kind.rawValue), the browser a \(kind.rawValue)")
        }
      } else {
        differences.append("\"\(name)\": a \(kind.rawValue) to the browser, which otc does not name so")
      }
    }
    rolesCompared += unpaired.count
    differences += unpaired.map { "\"\($0.name)\": a \($0.kind.rawValue) to otc, which the browser does not name so" }
  }

  /// Sums agreements.
  static func + (left: ScreenAgreement, right: ScreenAgreement) -> ScreenAgreement {
    var sum = left
    sum.namesCompared += right.namesCompared
    sum.namesEqual += right.namesEqual
    sum.rolesCompared += right.rolesCompared
    sum.rolesEqual += right.rolesEqual
    sum.differences += right.differences
    return sum
  }

  /// An empty agreement, to sum from.
  init() {}

  /// The share of names equal, 0 to 1.
  var nameShare: Double { namesCompared == 0 ? 1 : Double(namesEqual) / Double(namesCompared) }
  /// The share of roles equal, 0 to 1.
  var roleShare: Double { rolesCompared == 0 ? 1 : Double(rolesEqual) / Double(rolesCompared) }

  /// "names 97 of 98 (99.0%), roles 98 of 98 (100.0%)".
  var description: String {
    """
    names \(namesEqual) of \(namesCompared) (\((nameShare * 100).fixed(1))%), roles \(rolesEqual) of \(rolesCompared) \
    (\((roleShare * 100).fixed(1))%)
    """
  }
}
