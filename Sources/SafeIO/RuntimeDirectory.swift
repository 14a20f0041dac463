import CSystem

/// otc's folder for what one run leaves for the next while the user's login lasts (which
/// otc is still speaking, which question was asked). Never a secret goes in it.
///
/// Where: `$XDG_RUNTIME_DIR/otc`, when `XDG_RUNTIME_DIR` is a folder of this user's that
/// no one else may enter (0700), as systemd makes `/run/user/UID`; a variable kept by
/// `sudo -E` names another user's folder, and is not used. Without a usable one: root's is
/// `/run/otc`, which no other user can make first; another user's is under
/// `/run/user/UID` when that is theirs, else `/tmp/otc-UID`.
///
/// The folder is opened once (`O_DIRECTORY | O_NOFOLLOW`), checked through that
/// descriptor (a real folder, this user's, 0700: another user who made it first could
/// otherwise plant a record that otc would obey), and every later step is taken relative
/// to it (`openat`, `renameat`, `unlinkat`), so that no one can swap the folder for a link
/// between the check and the writes.
public final class RuntimeDirectory: Sendable {
  /// The folder's path, for messages and for the tests that look inside it.
  public let path: String
  /// The open folder, for as long as this value lives.
  public let descriptor: Int32

  private init(path: String, descriptor: Int32) {
    self.path = path
    self.descriptor = descriptor
  }

  deinit { close(descriptor) }

  /// The folder for `environment`, made if missing; an error when it cannot be made or is
  /// not safe.
  public static func open(environment: [String: String]) throws(FileError) -> RuntimeDirectory {
    try open(environment: environment, run: "/run", temporary: "/tmp")
  }

  /// `open(environment:)` with the system's `/run` and `/tmp` at `run` and `temporary`,
  /// for the tests.
  static func open(environment: [String: String], run: String, temporary: String) throws(FileError) -> RuntimeDirectory {
    let user = geteuid()
    if let runtime = environment["XDG_RUNTIME_DIR"], runtime.hasPrefix("/"),
      let folder = try make("otc", under: runtime, ownedBy: user)
    {
      return folder
    }
    if user == 0 {
      guard let folder = try make("otc", under: run) else { throw FileError(path: run, code: otc_errno()) }
      return folder
    }
    if let folder = try make("otc", under: run + "/user/\(user)", ownedBy: user) { return folder }
    guard let folder = try make("otc-\(user)", under: temporary) else { throw FileError(path: temporary, code: otc_errno()) }
    return folder
  }

  /// `name` made and opened in the folder `parent`, or `nil` when `parent` cannot be
  /// opened, or, with `owner`, is not that user's own with no one else allowed in.
  private static func make(_ name: String, under parent: String, ownedBy owner: uid_t? = nil) throws(FileError)
    -> RuntimeDirectory?
  {
    let descriptor: Int32?
    if let owner {
      descriptor = usableParent(parent, user: owner)
    } else {
      let opened = otc_open(parent, O_RDONLY | O_DIRECTORY | O_CLOEXEC, 0)
      descriptor = opened >= 0 ? opened : nil
    }
    guard let descriptor else { return nil }
    defer { close(descriptor) }
    return try make(name, in: descriptor, path: parent + "/" + name)
  }

  /// An existing folder at `path`, checked as `open(environment:)` checks its own.
  public static func opening(_ path: String) throws(FileError) -> RuntimeDirectory {
    let descriptor = otc_open(path, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC, 0)
    guard descriptor >= 0 else {
      throw FileError(path: path, code: otc_errno() == ELOOP || otc_errno() == ENOTDIR ? ENOTDIR : otc_errno())
    }
    return try checked(descriptor, path: path)
  }

  /// Unsets `XDG_RUNTIME_DIR` in this process when it is not a folder of this user's that
  /// no one else may enter: otc and every library it loads (libpulse makes `pulse` there,
  /// Speech Dispatcher's socket is looked for there) then never write into, or speak
  /// through, a folder another user controls. Called first thing, before any thread.
  public static func forgetUnusableVariable() {
    guard let runtime = getenv("XDG_RUNTIME_DIR").map({ String(cString: $0) }) else { return }
    if runtime.hasPrefix("/"), let usable = usableParent(runtime, user: geteuid()) {
      close(usable)
      return
    }
    unsetenv("XDG_RUNTIME_DIR")
  }

  /// `path` opened as a folder, when it is `user`'s own and no one else may enter it.
  static func usableParent(_ path: String, user: uid_t) -> Int32? {
    let descriptor = otc_open(path, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC, 0)
    guard descriptor >= 0 else { return nil }
    var status = stat()
    guard fstat(descriptor, &status) == 0, status.st_uid == user, status.st_mode & 0o077 == 0 else {
      close(descriptor)
      return nil
    }
    return descriptor
  }

  /// `name` in the folder `parent`, made 0700 if missing, opened without following a link.
  private static func make(_ name: String, in parent: Int32, path: String) throws(FileError) -> RuntimeDirectory {
    if mkdirat(parent, name, 0o700) != 0 && otc_errno() != EEXIST { throw FileError(path: path, code: otc_errno()) }
    let descriptor = otc_openat(parent, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC, 0)
    guard descriptor >= 0 else {
      throw otc_errno() == ELOOP || otc_errno() == ENOTDIR
        ? FileError(path: path, why: .notAFolder) : FileError(path: path, code: otc_errno())
    }
    return try checked(descriptor, path: path)
  }

  private static func checked(_ descriptor: Int32, path: String) throws(FileError) -> RuntimeDirectory {
    var status = stat()
    let error: FileError?
    if fstat(descriptor, &status) != 0 {
      error = FileError(path: path, code: otc_errno())
    } else if status.st_mode & mode_t(S_IFMT) != mode_t(S_IFDIR) {
      error = FileError(path: path, why: .notAFolder)
    } else if status.st_uid != geteuid() {
      error = FileError(path: path, why: .folderOfOther)
    } else if status.st_mode & 0o077 != 0 {
      error = FileError(path: path, why: .folderOpen)
    } else {
      error = nil
    }
    if let error {
      close(descriptor)
      throw error
    }
    return RuntimeDirectory(path: path, descriptor: descriptor)
  }

  /// Opens the file `name` in the folder with `flags`, never following a link; -1 and
  /// `errno` on failure.
  public func openFile(_ name: String, _ flags: Int32, mode: mode_t = 0o600) -> Int32 {
    otc_openat(descriptor, name, flags | O_NOFOLLOW | O_CLOEXEC, mode)
  }

  /// Replaces the record `name` with `text` at once (a new file renamed over it, 0600,
  /// never following a link). A record that cannot be written, or whose text holds a
  /// control character other than a line break, is dropped: it only ever helps the next run.
  public func write(_ text: String, name: String) {
    guard !text.unicodeScalars.contains(where: { $0 != "\n" && TerminalText.isControl($0) }) else { return }
    let temporary = name + ".\(getpid())"
    let file = openFile(temporary, O_WRONLY | O_CREAT | O_TRUNC)
    guard file >= 0 else { return }
    let bytes = Array(text.utf8)
    let written = bytes.withUnsafeBytes { otc_write(file, $0.baseAddress, $0.count) }
    let closed = close(file) == 0
    if written != bytes.count || !closed || renameat(descriptor, temporary, descriptor, name) != 0 {
      unlinkat(descriptor, temporary, 0)
    }
  }

  /// The record `name`, when it is this user's regular file of less than `limit` bytes,
  /// changed less than `lifetime` seconds ago; with `removing`, it is removed as it is
  /// read (a record obeyed once).
  public func read(name: String, limit: Int, lifetime: Double, removing: Bool = false) -> String? {
    let file = openFile(name, O_RDONLY | O_NONBLOCK)
    guard file >= 0 else { return nil }
    defer { close(file) }
    if removing { unlinkat(descriptor, name, 0) }
    var status = stat()
    guard fstat(file, &status) == 0, status.st_mode & mode_t(S_IFMT) == mode_t(S_IFREG), status.st_uid == geteuid() else {
      return nil
    }
    var now = timespec()
    clock_gettime(CLOCK_REALTIME, &now)
    let age = Double(now.tv_sec - status.st_mtim.tv_sec)
    guard age < lifetime, status.st_size < limit else { return nil }
    var bytes = [UInt8](repeating: 0, count: Int(status.st_size))
    guard bytes.withUnsafeMutableBytes({ otc_read(file, $0.baseAddress, $0.count) }) == bytes.count else { return nil }
    return String(decoding: bytes, as: UTF8.self)
  }
}
