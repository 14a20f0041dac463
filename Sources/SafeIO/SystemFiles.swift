import CSystem

/// What the system shows in files and folders (/proc, /sys, a runtime folder), read through
/// libc alone: the boot otc, built with Embedded Swift, has no Foundation to read them with.
public enum SystemFiles {
  /// The most a system file is read to: those otc reads are a page or two.
  public static let limit = 1 << 20

  /// The text of the file at `path`, or `nil` when it cannot be read, is a folder or holds
  /// more than `limit` bytes. Standard input is never read for "-".
  public static func text(at path: String, limit: Int = limit) -> String? {
    guard path != "-", let bytes = try? InputFile.read(path, limit: limit) else { return nil }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// The names in the folder at `path`, "." and ".." left out, in the order the folder
  /// gives them; `nil` when it cannot be listed.
  public static func names(in path: String) -> [String]? {
    guard let folder = opendir(path) else { return nil }
    defer { closedir(folder) }
    var names: [String] = []
    while let entry = readdir(folder) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
        String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
      }
      if name != "." && name != ".." { names.append(name) }
    }
    return names
  }

  /// Whether anything is at `path`, a link counting as what it points to.
  public static func exists(_ path: String) -> Bool { access(path, F_OK) == 0 }
}
