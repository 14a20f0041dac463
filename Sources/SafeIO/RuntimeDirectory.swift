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

  /// Replaces the record `name` in `directory` with `text` at once (a new file renamed
  /// over it, 0600, never following a link). A record that cannot be written is dropped:
  /// it only ever helps the next run.
  public static func write(_ text: String, name: String, in directory: String) {
    let temporary = directory + "/" + name + ".\(getpid())"
    let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC | O_NOFOLLOW, 0o600)
    guard descriptor >= 0 else { return }
    let bytes = Array(text.utf8)
    let written = bytes.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
    let closed = close(descriptor) == 0
    if written != bytes.count || !closed || rename(temporary, directory + "/" + name) != 0 { unlink(temporary) }
  }

  /// The record `name` in `directory`, when it is this user's regular file of less than
  /// `limit` bytes, changed less than `lifetime` seconds ago; with `removing`, it is
  /// removed as it is read (a record obeyed once).
  public static func read(name: String, in directory: String, limit: Int, lifetime: Double, removing: Bool = false) -> String? {
    let path = directory + "/" + name
    let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    if removing { unlink(path) }
    var status = stat()
    guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG, status.st_uid == getuid() else { return nil }
    var now = timespec()
    clock_gettime(CLOCK_REALTIME, &now)
    let age = Double(now.tv_sec - status.st_mtim.tv_sec)
    guard age < lifetime, status.st_size < limit else { return nil }
    var bytes = [UInt8](repeating: 0, count: Int(status.st_size))
    guard bytes.withUnsafeMutableBytes({ Glibc.read(descriptor, $0.baseAddress, $0.count) }) == bytes.count else { return nil }
    return String(decoding: bytes, as: UTF8.self)
  }
}
