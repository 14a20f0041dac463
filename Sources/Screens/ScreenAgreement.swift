import Basics

/// How far two readings of one page agree: otc's reading of its HTML against the
/// browser's own tree (Chrome's `Accessibility.getFullAXTree`), on the elements a code
/// screen's listener acts on: fields, buttons, links, and checkboxes (radio buttons and
/// switches with them). The tests hold otc's reading of its pages to it and otc-bench
/// writes its figures into BENCHMARKS.md, kind by kind.
package struct ScreenAgreement: Sendable, CustomStringConvertible {
  /// The kinds compared.
  package enum Kind: String, CaseIterable, Sendable {
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

  /// For each kind, names compared and how many were equal (each kind's elements in
  /// document order, the first of otc's with the first of the browser's; one reading's
  /// elements past the other's count as disagreeing), and roles compared and how many were
  /// equal (each element of either reading paired by its name with the other's, its kind
  /// the same or not; one left unpaired disagrees), counted under the browser's kind, or
  /// otc's for an element the browser does not name so.
  package var byKind: [Kind: (names: (compared: Int, equal: Int), roles: (compared: Int, equal: Int))] = [:]

  /// Names compared, of every kind.
  package var namesCompared: Int { byKind.values.reduce(0) { $0 + $1.names.compared } }
  /// Names equal, of every kind.
  package var namesEqual: Int { byKind.values.reduce(0) { $0 + $1.names.equal } }
  /// Roles compared, of every kind.
  package var rolesCompared: Int { byKind.values.reduce(0) { $0 + $1.roles.compared } }
  /// Roles equal, of every kind.
  package var rolesEqual: Int { byKind.values.reduce(0) { $0 + $1.roles.equal } }
  /// What disagreed, one line each: "link 3: otc \"Home\", the browser \"Home Acme\"".
  package var differences: [String] = []

  /// Compares `otc`'s reading with `browser`'s.
  package init(otc: Screen, browser: Screen) {
    func controls(_ screen: Screen) -> [(kind: Kind, name: String)] {
      screen.focusStops.compactMap { element in Kind(element.role).map { ($0, element.name) } }
    }
    let ours = controls(otc)
    let theirs = controls(browser)
    for kind in Kind.allCases {
      let a = ours.filter { $0.kind == kind }.map(\.name)
      let b = theirs.filter { $0.kind == kind }.map(\.name)
      for index in 0..<max(a.count, b.count) {
        let left = index < a.count ? a[index] : nil
        let right = index < b.count ? b[index] : nil
        tally(kind, name: true, equal: left == right)
        if left != right {
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
      if let match = unpaired.firstIndex(where: { $0.name == name }) {
        let paired = unpaired.remove(at: match)
        tally(kind, name: false, equal: paired.kind == kind)
        if paired.kind != kind {
          differences.append("\"\(name)\": otc a \(paired.kind.rawValue), the browser a \(kind.rawValue)")
        }
      } else {
        tally(kind, name: false, equal: false)
        differences.append("\"\(name)\": a \(kind.rawValue) to the browser, which otc does not name so")
      }
    }
    for (kind, _) in unpaired { tally(kind, name: false, equal: false) }
    differences += unpaired.map { "\"\($0.name)\": a \($0.kind.rawValue) to otc, which the browser does not name so" }
  }

  /// Counts one comparison of a name (else a role) of `kind`.
  private mutating func tally(_ kind: Kind, name: Bool, equal: Bool) {
    var counts = byKind[kind] ?? ((0, 0), (0, 0))
    if name {
      counts.names = (counts.names.compared + 1, counts.names.equal + (equal ? 1 : 0))
    } else {
      counts.roles = (counts.roles.compared + 1, counts.roles.equal + (equal ? 1 : 0))
    }
    byKind[kind] = counts
  }

  /// Sums agreements.
  package static func + (left: ScreenAgreement, right: ScreenAgreement) -> ScreenAgreement {
    var sum = left
    sum.differences += right.differences
    for (kind, counts) in right.byKind {
      let mine = sum.byKind[kind] ?? ((0, 0), (0, 0))
      sum.byKind[kind] = (
        (mine.names.compared + counts.names.compared, mine.names.equal + counts.names.equal),
        (mine.roles.compared + counts.roles.compared, mine.roles.equal + counts.roles.equal)
      )
    }
    return sum
  }

  /// An empty agreement, to sum from.
  package init() {}

  /// The share of names equal, 0 to 1.
  package var nameShare: Double { namesCompared == 0 ? 1 : Double(namesEqual) / Double(namesCompared) }
  /// The share of roles equal, 0 to 1.
  package var roleShare: Double { rolesCompared == 0 ? 1 : Double(rolesEqual) / Double(rolesCompared) }

  /// "names 97 of 98 (99.0%), roles 98 of 98 (100.0%)".
  package var description: String {
    """
    names \(namesEqual) of \(namesCompared) (\((nameShare * 100).fixed(1))%), roles \(rolesEqual) of \(rolesCompared) \
    (\((roleShare * 100).fixed(1))%)
    """
  }
}
