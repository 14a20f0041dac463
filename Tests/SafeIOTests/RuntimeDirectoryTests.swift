import Foundation
import Testing

@testable import SafeIO

/// The folder one otc leaves state in for the next: made private, refused when someone
/// else could have planted something in it, and reached only through the descriptor it
/// was checked by. `/run` and `/tmp` are folders of the test's own.
@Suite struct RuntimeDirectoryTests {
  let base: String
  var run: String { base + "/run" }
  var temporary: String { base + "/tmp" }
  var runtime: String { base + "/runtime" }

  init() throws {
    base = FileManager.default.temporaryDirectory.appendingPathComponent("otc-runtime-\(UUID().uuidString.prefix(8))").path
    for folder in [base, base + "/run", base + "/tmp", base + "/runtime"] { mkdir(folder, 0o700) }
    chmod(base + "/tmp", 0o1777)
  }

  func open(_ environment: [String: String]) throws(FileError) -> RuntimeDirectory {
    try RuntimeDirectory.open(environment: environment, run: run, temporary: temporary)
  }

  func mode(_ path: String) throws -> Int {
    (try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int) ?? -1
  }

  func entries(_ path: String) -> [String] { (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? [] }

  /// Where root's folder is without a usable XDG_RUNTIME_DIR, and where another user's is.
  var fallback: String { geteuid() == 0 ? run + "/otc" : temporary + "/otc-\(geteuid())" }

  @Test func itIsMadePrivateUnderTheRuntimeFolder() throws {
    defer { try? FileManager.default.removeItem(atPath: base) }
    let directory = try open(["XDG_RUNTIME_DIR": runtime])
    #expect(directory.path == runtime + "/otc")
    #expect(try mode(directory.path) == 0o700)
    // A second run finds it as it is.
    #expect(try open(["XDG_RUNTIME_DIR": runtime]).path == directory.path)
  }

  @Test func withoutTheVariableRootsIsUnderRunAndAnothersInTmp() throws {
    defer { try? FileManager.default.removeItem(atPath: base) }
    #expect(try open([:]).path == fallback)
    #expect(try open(["XDG_RUNTIME_DIR": "relative"]).path == fallback)
    #expect(try mode(fallback) == 0o700)
  }

  /// Issue 41, point 3: `sudo -E` keeps another user's XDG_RUNTIME_DIR; root must not
  /// write there. A folder of another user's, or one others may enter, is not used, and
  /// nothing is made in it.
  @Test func aRuntimeFolderOfAnotherUserOrOpenToOthersIsNotUsed() throws {
    defer { try? FileManager.default.removeItem(atPath: base) }
    chmod(runtime, 0o755)
    #expect(try open(["XDG_RUNTIME_DIR": runtime]).path == fallback)
    #expect(entries(runtime).isEmpty)
    chmod(runtime, 0o700)
    try #require(geteuid() == 0, "only root can give a folder away")
    #expect(chown(runtime, 65534, 65534) == 0)
    #expect(try open(["XDG_RUNTIME_DIR": runtime]).path == fallback)
    #expect(entries(runtime).isEmpty)
    // A link to a folder of root's own is not used either.
    let own = base + "/own"
    mkdir(own, 0o700)
    symlink(own, base + "/link")
    #expect(try open(["XDG_RUNTIME_DIR": base + "/link"]).path == fallback)
    #expect(entries(own).isEmpty)
  }

  /// Another user who makes /tmp/otc-0 first no longer takes root's folder from it.
  @Test func aFolderInTmpMadeFirstByAnotherUserDoesNotStopRoot() throws {
    defer { try? FileManager.default.removeItem(atPath: base) }
    try #require(geteuid() == 0, "only root can give a folder away")
    mkdir(temporary + "/otc-0", 0o777)
    #expect(chown(temporary + "/otc-0", 65534, 65534) == 0)
    let directory = try open([:])
    #expect(directory.path == run + "/otc")
    directory.write("1 2 /x\n", name: "record")
    #expect(entries(temporary + "/otc-0").isEmpty)
  }

  @Test func aFolderOthersMayEnterIsRefused() throws {
    defer { try? FileManager.default.removeItem(atPath: base) }
    mkdir(runtime + "/otc", 0o755)
    chmod(runtime + "/otc", 0o755)
    #expect(throws: FileError.self) { try open(["XDG_RUNTIME_DIR": runtime]) }
  }

  @Test func aLinkIsRefused() throws {
    defer { try? FileManager.default.removeItem(atPath: base) }
    mkdir(runtime + "/elsewhere", 0o700)
    symlink(runtime + "/elsewhere", runtime + "/otc")
    #expect(throws: FileError.self) { try open(["XDG_RUNTIME_DIR": runtime]) }
    #expect(throws: FileError.self) { try RuntimeDirectory.opening(runtime + "/otc") }
  }

  @Test func aFolderOfAnotherUserIsRefused() throws {
    defer { try? FileManager.default.removeItem(atPath: base) }
    mkdir(runtime + "/otc", 0o700)
    try #require(geteuid() == 0, "only root can give a folder away")
    chown(runtime + "/otc", 65534, 65534)
    #expect(throws: FileError.self) { try open(["XDG_RUNTIME_DIR": runtime]) }
  }

  /// The red team's race: the folder swapped for a link after it was checked. Every later
  /// step goes through the descriptor that was checked, so the record lands in the folder
  /// that was checked, never where the link points.
  @Test func aFolderSwappedForALinkAfterTheCheckIsNotFollowed() throws {
    defer { try? FileManager.default.removeItem(atPath: base) }
    let directory = try open(["XDG_RUNTIME_DIR": runtime])
    let target = base + "/target"
    mkdir(target, 0o700)
    #expect(rename(runtime + "/otc", runtime + "/moved") == 0)
    #expect(symlink(target, runtime + "/otc") == 0)
    directory.write("1 2 /x\n", name: "speechd-tail")
    #expect(entries(target).isEmpty)
    #expect(entries(runtime + "/moved") == ["speechd-tail"])
    #expect(directory.read(name: "speechd-tail", limit: 100, lifetime: 60, removing: true) == "1 2 /x\n")
    #expect(entries(runtime + "/moved").isEmpty)
  }

  /// No control character from the environment reaches a record: a line break inside a
  /// value would be a line of someone else's choosing.
  @Test func aRecordWithAControlCharacterIsNotWritten() throws {
    defer { try? FileManager.default.removeItem(atPath: base) }
    let directory = try open(["XDG_RUNTIME_DIR": runtime])
    directory.write("1 2 /x\u{1B}[2J\n", name: "escape")
    directory.write("1 2 /x\r3 4 /y\n", name: "return")
    #expect(entries(directory.path).isEmpty)
    directory.write("1 2 /x\n3 4 /y\n", name: "lines")
    #expect(entries(directory.path) == ["lines"])
  }
}
