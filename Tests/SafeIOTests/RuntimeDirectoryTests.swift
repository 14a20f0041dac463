import Foundation
import Testing

@testable import SafeIO

/// The folder one otc leaves state in for the next: made private, and refused when
/// someone else could have planted something in it.
@Suite struct RuntimeDirectoryTests {
  let base: String

  init() throws {
    base = FileManager.default.temporaryDirectory.appendingPathComponent("otc-runtime-\(UUID().uuidString.prefix(8))").path
    mkdir(base, 0o700)
  }

  func mode(_ path: String) throws -> Int {
    (try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int) ?? -1
  }

  @Test func itIsMadePrivateUnderTheRuntimeFolder() throws {
    defer { try? FileManager.default.removeItem(atPath: base) }
    let path = try RuntimeDirectory.path(environment: ["XDG_RUNTIME_DIR": base])
    #expect(path == base + "/otc")
    #expect(try mode(path) == 0o700)
    // A second run finds it as it is.
    #expect(try RuntimeDirectory.path(environment: ["XDG_RUNTIME_DIR": base]) == path)
  }

  @Test func withoutTheVariableItIsTheUsersOwnFolderInTmp() throws {
    defer { try? FileManager.default.removeItem(atPath: base) }
    #expect(try RuntimeDirectory.path(environment: [:]) == "/tmp/otc-\(getuid())")
    #expect(try RuntimeDirectory.path(environment: ["XDG_RUNTIME_DIR": "relative"]) == "/tmp/otc-\(getuid())")
  }

  @Test func aFolderOthersMayEnterIsRefused() throws {
    defer { try? FileManager.default.removeItem(atPath: base) }
    mkdir(base + "/otc", 0o755)
    chmod(base + "/otc", 0o755)
    #expect(throws: FileError.self) { try RuntimeDirectory.path(environment: ["XDG_RUNTIME_DIR": base]) }
  }

  @Test func aLinkIsRefused() throws {
    defer { try? FileManager.default.removeItem(atPath: base) }
    mkdir(base + "/elsewhere", 0o700)
    symlink(base + "/elsewhere", base + "/otc")
    #expect(throws: FileError.self) { try RuntimeDirectory.path(environment: ["XDG_RUNTIME_DIR": base]) }
  }

  @Test func aFolderOfAnotherUserIsRefused() throws {
    defer { try? FileManager.default.removeItem(atPath: base) }
    mkdir(base + "/otc", 0o700)
    try #require(getuid() == 0, "only root can give a folder away")
    chown(base + "/otc", 65534, 65534)
    #expect(throws: FileError.self) { try RuntimeDirectory.path(environment: ["XDG_RUNTIME_DIR": base]) }
  }
}
