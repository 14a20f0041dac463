import Glibc

/// otc's folder for what one run leaves for the next while the user's login lasts (which
/// otc is still speaking): `$XDG_RUNTIME_DIR/otc`, or `/tmp/otc-UID` when the variable is
/// unset (a root shell, a service). Never a secret goes in it.
///
/// It is made 0700 if missing, and refused unless it is a real folder (not a link), owned
/// by this user, that no one else may enter: another user who made it first could
/// otherwise plant a lock or a record there that otc would obey.
public enum RuntimeDirectory {
  /// The folder's path, made if missing; an error when it cannot be made or is not safe.
  public static func path(environment: [String: String]) throws(FileError) -> String {
    let base: String
    if let runtime = environment["XDG_RUNTIME_DIR"], runtime.hasPrefix("/") {
      base = runtime + "/otc"
    } else {
      base = "/tmp/otc-\(getuid())"
    }
    if mkdir(base, 0o700) != 0 && errno != EEXIST { throw FileError(path: base, code: errno) }
    var status = stat()
    guard lstat(base, &status) == 0 else { throw FileError(path: base, code: errno) }
    guard status.st_mode & S_IFMT == S_IFDIR else { throw FileError(path: base, reason: "it is not a folder") }
    guard status.st_uid == getuid() else { throw FileError(path: base, reason: "it belongs to another user") }
    guard status.st_mode & 0o077 == 0 else { throw FileError(path: base, reason: "others may enter it; it must be 0700") }
    return base
  }
}
