import Foundation
import Screens
import Testing

/// Each screen format is recognised by a small test of its own, tried in a documented
/// order; a file none claims is refused with the formats tried.
@Suite struct ScreenRecogniserTests {
  static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

  /// The format a fixture is in, by its name.
  static func expectedFormat(_ name: String) -> ScreenFormat? {
    if name.hasSuffix(".html") { return .html }
    let prefixes: [(String, ScreenFormat)] = [
      ("appium-android", .appiumAndroid), ("appium-ios", .appiumIOS), ("aria", .aria), ("chrome", .chromeAXTree),
      ("maestro", .maestro), ("snapshot", .snapshot), ("uiautomator", .uiautomator),
      ("xcuitest-description", .xcuitestDescription),
    ]
    return prefixes.first { name.hasPrefix($0.0) }?.1
  }

  static var fixtureFiles: [URL] {
    ["screens", "web"].flatMap { folder in
      let url = fixtures.appendingPathComponent(folder)
      return ((try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []).sorted()
        .filter { expectedFormat($0) != nil }.map { url.appendingPathComponent($0) }
    }
  }

  /// Every real screen of the fixtures is claimed by exactly one recogniser: its own.
  @Test func everyFixtureIsClaimedByItsOwnRecogniserAlone() throws {
    let files = Self.fixtureFiles
    #expect(files.count >= 38, "\(files.count) fixtures")
    #expect(
      Set(files.compactMap { Self.expectedFormat($0.lastPathComponent) }) == Set(ScreenFormat.allCases),
      "every format has a fixture")
    for file in files {
      let bytes = Array(try Data(contentsOf: file))
      let head = Substring(String(decoding: bytes.prefix(4096), as: UTF8.self)).drop { $0.isWhitespace }
      let claiming = ScreenFile.recognisers.filter { $0.claims(head) }.map(\.format)
      #expect(claiming == [Self.expectedFormat(file.lastPathComponent)], "\(file.lastPathComponent): \(claiming)")
      #expect(ScreenFile.detect(bytes) == Self.expectedFormat(file.lastPathComponent))
    }
  }

  /// Files that are no screen, each of a kind that one recogniser or another once took.
  static let strangers: [String] = [
    "<?xml version=\"1.0\"?>\n<config><speech rate=\"175\"/></config>",
    "<settings><a/></settings>",
    "<!-- a comment that never ends",
    "<svgx width=\"1\"/>",
    "{ \"name\": \"otc\", \"version\": \"1.0\" }",
    "[1, 2, 3]",
    "[\"a\", \"b\"]",
    "- item one\n- item two\n",
    "-----BEGIN PGP MESSAGE-----",
    "key: value\n",
    "Application is not a screen",
    "plain text, a letter perhaps",
    "",
    // Template tags with no page after them, or an unclosed one.
    "{% load static %}\n{{ greeting }} and nothing more",
    "{% if x ",
    "<% puts 1 %> then text",
    "{{#each items}}{{name}}{{/each}}",
  ]

  @Test(arguments: strangers)
  func aFileThatIsNoScreenIsClaimedByNone(text: String) {
    let claiming = ScreenFile.recognisers.filter { $0.claims(Substring(text)) }.map(\.format)
    #expect(claiming.isEmpty, "\(claiming)")
    #expect(ScreenFile.detect(Array(text.utf8)) == nil)
  }

  /// What each recogniser takes, at the edges of its format.
  @Test(arguments: [
    ("<!DOCTYPE html><title>x</title>", ScreenFormat.html),
    ("<?xml version=\"1.0\"?><!-- page --><html><body/></html>", .html),
    ("<form><input></form>", .html),
    ("<my-widget></my-widget>", .html),
    ("<hierarchy rotation=\"0\"><node/></hierarchy>", .uiautomator),
    ("<hierarchy><android.widget.FrameLayout/></hierarchy>", .appiumAndroid),
    ("<XCUIElementTypeApplication/>", .appiumIOS),
    ("{ \"attributes\": {}, \"children\": [] }", .maestro),
    ("{\"nodes\": [{\"nodeId\": \"1\", \"role\": {}}]}", .chromeAXTree),
    ("[{\"label\": \"Code\", \"traits\": []}]", .snapshot),
    ("{\"elements\": []}", .snapshot),
    ("[]", .snapshot),
    ("- main:\n  - textbox \"Code\"", .aria),
    ("- textbox", .aria),
    ("Attributes: Application, 0x1, pid: 1", .xcuitestDescription),
    // Issue 75: a template is read as the HTML it holds, whatever tags come first.
    ("{% extends \"base.html\" %}\n{% load static %}\n{% block content %}<form><input></form>", .html),
    ("{%- extends \"layout.html\" -%}{# a note #}\n{% block title %}Sign in{% endblock %}\n<main></main>", .html),
    ("{{ header }}\n<div class=\"card\"></div>", .html),
    ("{{!-- views/pin.hbs --}}\n{{#> layouts/main title=\"Pay\"}}\n<div></div>", .html),
    ("<% content_for :title, t(\".title\") %>\n<%# a note %>\n<div class=\"card\"></div>", .html),
    ("<?php require 'header.php'; ?>\n<div class=\"reset\"></div>", .html),
  ])
  func eachRecogniserTakesItsOwn(text: String, format: ScreenFormat) {
    #expect(ScreenFile.detect(Array(text.utf8)) == format)
  }

  @Test func aFileNoneClaimsIsRefusedWithTheFormatsTried() {
    #expect {
      try ScreenFile.read(Array("<settings><a/></settings>".utf8))
    } throws: { error in
      let said = "\(error)"
      return ScreenFormat.allCases.allSatisfy { said.contains($0.rawValue) } && said.contains("--from")
    }
  }
}
