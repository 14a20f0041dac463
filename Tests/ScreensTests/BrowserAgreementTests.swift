import Foundation
import Screens
import Testing

/// otc's reading of 34 pages of real shapes (Fixtures/web: forms, navigation with image
/// links, buttons nested in links, checkboxes, radio buttons, switches, number inputs;
/// templates of Django, Jinja, ERB, PHP and Handlebars read as the browser reads the file;
/// content hidden by attributes, dialogs and the page's styles; labels that hold and point;
/// a long saved page whose links hold children its styles make blocks; an address form, a
/// bank's log-on by Access Code and PIN, an authenticator's enrolment)
/// against the browser's own tree of each, recorded from Debian's headless Chromium by
/// scripts/chromium-ax-tree.py (`make browser-trees` records them again): the names of
/// fields, buttons, links and checkboxes agree for at least 98%, and their roles (issue
/// 58, point 5; issue 75). The figures are printed, and kept in BENCHMARKS.md.
@Suite struct BrowserAgreementTests {
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/web")
  static let pages = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.hasSuffix(".html") }
    .sorted()

  static func agreement(_ page: String) throws -> ScreenAgreement {
    let html = try ScreenFile.read([UInt8](Data(contentsOf: folder.appendingPathComponent(page))), as: .html)
    let tree = try ScreenFile.read([UInt8](Data(contentsOf: folder.appendingPathComponent("chromium/\(page).ax.json"))))
    #expect(tree.format == .chromeAXTree)
    return ScreenAgreement(otc: html, browser: tree)
  }

  /// Pages of a team's own, with their trees in a `chromium` folder beside them
  /// (`make browser-agreement PAGES=folder` records them and sets this): their figures are
  /// printed beside the corpus's, which alone is held to the targets.
  static let extraFolder = ProcessInfo.processInfo.environment["OTC_BROWSER_PAGES"].map { URL(fileURLWithPath: $0) }

  static func agreement(_ page: String, in folder: URL) throws -> ScreenAgreement {
    let html = try ScreenFile.read([UInt8](Data(contentsOf: folder.appendingPathComponent(page))), as: .html)
    let tree = try ScreenFile.read([UInt8](Data(contentsOf: folder.appendingPathComponent("chromium/\(page).ax.json"))))
    return ScreenAgreement(otc: html, browser: tree)
  }

  @Test func everyPageAgreesWithTheBrowser() throws {
    if let extra = Self.extraFolder {
      var total = ScreenAgreement()
      let pages = ((try? FileManager.default.contentsOfDirectory(atPath: extra.path)) ?? []).filter { $0.hasSuffix(".html") }
        .sorted()
      for page in pages {
        do {
          let agreement = try Self.agreement(page, in: extra)
          print("\(page): \(agreement)" + agreement.differences.prefix(12).map { "\n  " + $0 }.joined())
          total = total + agreement
        } catch {
          print("\(page): not compared: \(error)")
        }
      }
      print("otc against Chromium on \(pages.count) pages of \(extra.path): \(total)")
    }
    #expect(Self.pages.count >= 30)
    var total = ScreenAgreement()
    for page in Self.pages {
      let agreement = try Self.agreement(page)
      if !agreement.differences.isEmpty { print("\(page): \(agreement)\n  " + agreement.differences.joined(separator: "\n  ")) }
      total = total + agreement
    }
    print("otc against Chromium on \(Self.pages.count) pages: \(total)")
    for kind in ScreenAgreement.Kind.allCases {
      guard let counts = total.byKind[kind] else { continue }
      print(
        """
          \(kind.rawValue): names \(counts.names.equal) of \(counts.names.compared), roles \(counts.roles.equal) of \
        \(counts.roles.compared)
        """
      )
    }
    #expect(total.namesCompared >= 100, "\(total)")
    #expect(total.nameShare >= 0.98, "\(total)")
    #expect(total.roleShare >= 0.98, "\(total)")
    // Kind by kind: a kind that is rare on the pages is not hidden by the common ones.
    for kind in ScreenAgreement.Kind.allCases {
      let counts = try #require(total.byKind[kind], "no \(kind.rawValue) compared")
      #expect(counts.names.compared >= 20, "\(kind.rawValue): \(counts)")
      #expect(Double(counts.names.equal) >= 0.98 * Double(counts.names.compared), "\(kind.rawValue) names: \(counts)")
      #expect(Double(counts.roles.equal) >= 0.98 * Double(counts.roles.compared), "\(kind.rawValue) roles: \(counts)")
    }
  }
}
