import Basics
import CodeEntry
import Glibc
import Wording

/// Where `otpauth://` URIs are read from and kept: a file of one URI (refused when others
/// may read or replace it, as ssh refuses a key), standard input, `pass show`, and the
/// named keys under `$XDG_CONFIG_HOME/otc/totp`. Every byte read goes straight into locked
/// memory; every file written is 0600, never through a link, and replaced atomically.
public enum KeyFiles {
  /// The most bytes read from a file, standard input or a pass entry.
  public static let limit = 64 * 1024

  /// What went wrong with a key's file, said with its path and never its contents.
  public enum Failure: Error, Equatable, CustomStringConvertible {
    case cannotOpen(String, Int32)
    case notAFile(String)
    case notOwned(String)
    case openToOthers(String, UInt32)
    case folderOpenToOthers(String, UInt32)
    case tooLarge(String)
    case cannotRead(String, Int32)
    case cannotWrite(String, Int32)
    case exists(String)
    case badName(String)
    case program(String, Int32)

    public var description: String {
      switch self {
      case .cannotOpen(let path, let error): "cannot open \(path): \(String(cString: strerror(error)))"
      case .notAFile(let path): "\(path) is not a regular file"
      case .notOwned(let path): "\(path) belongs to another user"
      case .openToOthers(let path, let mode):
        "\(path) can be read or written by others (mode \(octal(mode))); make it yours alone: chmod 600 \(path)"
      case .folderOpenToOthers(let path, let mode):
        "the folder \(path) can be written by others (mode \(octal(mode))), who could replace the key in it"
      case .tooLarge(let path): "\(path) is larger than \(KeyFiles.limit / 1024) KB; a key's URI is one line"
      case .cannotRead(let path, let error): "cannot read \(path): \(String(cString: strerror(error)))"
      case .cannotWrite(let path, let error): "cannot write \(path): \(String(cString: strerror(error)))"
      case .exists(let path): "there is already a key at \(path); remove it first to replace it"
      case .badName(let name):
        "'\(name)' is not a key's name: use letters, digits, dots, dashes, underscores, at signs and plus signs, not first a dot"
      case .program(let name, let status): "\(name) failed (exit status \(status))"
      }
    }
  }

  /// Whether `name` can name a key's file: no folder, no hidden file, nothing a shell or a
  /// terminal would take for more.
  public static func isValidName(_ name: String) -> Bool {
    guard !name.isEmpty, name.utf8.count <= 100, !name.hasPrefix(".") else { return false }
    return name.unicodeScalars.allSatisfy { scalar in
      scalar.isASCII
        && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || "._-@+".unicodeScalars.contains(scalar))
    }
  }

  /// The folder of named keys: `$XDG_CONFIG_HOME/otc/totp`, or `~/.config/otc/totp`.
  public static func folder(environment: [String: String]) -> String? {
    if let config = environment["XDG_CONFIG_HOME"], config.hasPrefix("/") { return config + "/otc/totp" }
    guard let home = environment["HOME"], home.hasPrefix("/") else { return nil }
    return home + "/.config/otc/totp"
  }

  /// The whole of the file at `path` in locked memory; refused when it is not a regular
  /// file of this user's that only they can read and write, or when others may write its
  /// folder (a sticky folder such as /tmp excepted: there they cannot replace it).
  public static func read(_ path: String) throws(Failure) -> LockedBytes {
    try checkFolder(of: path)
    let descriptor = open(path, O_RDONLY | O_NOFOLLOW | O_CLOEXEC | O_NOCTTY | O_NONBLOCK)
    guard descriptor >= 0 else { throw .cannotOpen(path, errno) }
    defer { close(descriptor) }
    try checkFile(descriptor, path: path)
    return try readAll(descriptor, name: path)
  }

  /// Standard input, in locked memory.
  public static func readStandardInput() throws(Failure) -> LockedBytes {
    try readAll(STDIN_FILENO, name: "standard input")
  }

  /// What `pass show ENTRY` prints (its first line the password, the `otpauth://` line
  /// among the rest, as pass-otp keeps it), in locked memory. Its questions (gpg's
  /// passphrase) and errors go to the user as pass writes them.
  public static func readPassEntry(_ entry: String) throws(Failure) -> LockedBytes {
    var descriptors: [Int32] = [-1, -1]
    guard pipe(&descriptors) == 0 else { throw .program("pass", -1) }
    for descriptor in descriptors { _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC) }
    let started = Spawn.start(
      ["pass", "show", "--", entry], actions: [.duplicate(descriptors[1], to: STDOUT_FILENO)], searchingPath: true)
    close(descriptors[1])
    defer { close(descriptors[0]) }
    let pid: pid_t
    switch started {
    case .success(let child): pid = child
    case .failure(let failure): throw .cannotOpen("pass", failure.number)
    }
    let bytes: LockedBytes
    do {
      bytes = try readAll(descriptors[0], name: "pass show")
    } catch {
      // The rest is not read: pass may wait on the pipe, so it goes with it.
      kill(pid, SIGTERM)
      Spawn.wait(for: pid)
      throw error
    }
    let code = Spawn.exitCode(Spawn.wait(for: pid))
    guard code == 0 else {
      bytes.wipe()
      throw .program("pass show", code)
    }
    return bytes
  }

  /// Writes `bytes` as the file at `path` (0600, never through a link), in place of
  /// whatever was there only when `replacing`: a new file in the same folder, synced, then
  /// renamed over the old one, so the old or the new is there whatever happens.
  public static func write(_ bytes: LockedBytes, to path: String, replacing: Bool) throws(Failure) {
    let temporary = path + ".otc-new"
    // A half-written file from a run that died is ours to remove (the caller holds the lock).
    unlink(temporary)
    let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
    guard descriptor >= 0 else { throw .cannotWrite(path, errno) }
    var failure: Int32 = 0
    bytes.withUnsafeBytes { bytes in
      var offset = 0
      while offset < bytes.count {
        let written = Glibc.write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
        if written < 0 {
          if errno == EINTR { continue }
          failure = errno
          return
        }
        offset += written
      }
    }
    if failure == 0, fsync(descriptor) != 0 { failure = errno }
    if close(descriptor) != 0, failure == 0 { failure = errno }
    if failure == 0 {
      if replacing {
        if rename(temporary, path) != 0 { failure = errno }
      } else if link(temporary, path) != 0 {
        failure = errno
      }
    }
    unlink(temporary)
    if failure == EEXIST { throw .exists(path) }
    guard failure == 0 else { throw .cannotWrite(path, failure) }
    let folder = folderPath(of: path)
    let folderDescriptor = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    if folderDescriptor >= 0 {
      _ = fsync(folderDescriptor)
      close(folderDescriptor)
    }
  }

  /// Makes the folder of named keys (and its parents) where missing, each made 0700, and
  /// refuses one that others can read or write.
  public static func makeFolder(_ path: String) throws(Failure) {
    var built = ""
    for component in path.split(separator: "/") {
      built += "/" + component
      if mkdir(built, 0o700) != 0, errno != EEXIST { throw .cannotWrite(built, errno) }
    }
    var status = stat()
    guard lstat(path, &status) == 0 else { throw .cannotOpen(path, errno) }
    guard status.st_mode & S_IFMT == S_IFDIR else { throw .notAFile(path) }
    guard status.st_uid == geteuid() else { throw .notOwned(path) }
    guard status.st_mode & 0o077 == 0 else { throw .folderOpenToOthers(path, status.st_mode & 0o7777) }
  }

  /// Holds the lock on `folder` (flock, exclusive) until the returned descriptor is closed:
  /// two runs that advance one HOTP counter take turns.
  public static func lock(_ folder: String) throws(Failure) -> Int32 {
    let descriptor = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    guard descriptor >= 0 else { throw .cannotOpen(folder, errno) }
    while flock(descriptor, LOCK_EX) != 0 {
      guard errno == EINTR else {
        let error = errno
        close(descriptor)
        throw .cannotOpen(folder, error)
      }
    }
    return descriptor
  }

  /// The folder `path` is in.
  public static func folderPath(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "." }
    return slash == path.startIndex ? "/" : String(path[..<slash])
  }

  static func checkFolder(of path: String) throws(Failure) {
    let folder = folderPath(of: path)
    var status = stat()
    guard stat(folder, &status) == 0 else { throw .cannotOpen(folder, errno) }
    let sticky = status.st_mode & S_ISVTX != 0
    guard status.st_mode & 0o022 == 0 || sticky else { throw .folderOpenToOthers(folder, status.st_mode & 0o7777) }
  }

  static func checkFile(_ descriptor: Int32, path: String) throws(Failure) {
    var status = stat()
    guard fstat(descriptor, &status) == 0 else { throw .cannotRead(path, errno) }
    guard status.st_mode & S_IFMT == S_IFREG else { throw .notAFile(path) }
    guard status.st_uid == geteuid() else { throw .notOwned(path) }
    guard status.st_mode & 0o077 == 0 else { throw .openToOthers(path, status.st_mode & 0o7777) }
    guard status.st_size <= limit else { throw .tooLarge(path) }
    let flags = fcntl(descriptor, F_GETFL)
    if flags >= 0 { _ = fcntl(descriptor, F_SETFL, flags & ~O_NONBLOCK) }
  }

  /// Everything `descriptor` gives until its end, read straight into locked memory.
  static func readAll(_ descriptor: Int32, name: String) throws(Failure) -> LockedBytes {
    let bytes = LockedBytes(capacity: limit + 1)
    var failure: Int32 = 0
    let count = bytes.fill { buffer in
      var total = 0
      while total < buffer.count {
        let count = Glibc.read(descriptor, buffer.baseAddress! + total, buffer.count - total)
        if count < 0 {
          if errno == EINTR { continue }
          failure = errno
          return total
        }
        if count == 0 { break }
        total += count
      }
      return total
    }
    if failure != 0 {
      bytes.wipe()
      throw .cannotRead(name, failure)
    }
    if count > limit {
      bytes.wipe()
      throw .tooLarge(name)
    }
    return bytes
  }
}

func octal(_ mode: UInt32) -> String {
  let digits = String(mode, radix: 8)
  return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
}

extension KeyFiles.Failure: ExplainedError {
  /// The failure in the user's language: the path, never the key.
  public var message: Message {
    func system(_ error: Int32) -> Message.Value { "\(String(cString: strerror(error)))" }
    return switch self {
    case .cannotOpen(let path, let error): Message(.keyCannotOpen, "\(path)", system(error))
    case .notAFile(let path): Message(.keyNotAFile, "\(path)")
    case .notOwned(let path): Message(.keyNotOwned, "\(path)")
    case .openToOthers(let path, let mode): Message(.keyOpenToOthers, "\(path)", "\(octal(mode))", "\(path)")
    case .folderOpenToOthers(let path, let mode): Message(.keyFolderOpen, "\(path)", "\(octal(mode))")
    case .tooLarge(let path): Message(.keyTooLarge, "\(path)", "\(KeyFiles.limit / 1024)")
    case .cannotRead(let path, let error): Message(.cannotReadBecause, "\(path)", system(error))
    case .cannotWrite(let path, let error): Message(.cannotWriteBecause, "\(path)", system(error))
    case .exists(let path): Message(.keyExists, "\(path)")
    case .badName(let name): Message(.keyBadName, "\(name)")
    case .program(let name, let status): Message(.programFailed, "\(name)", "\(status)")
    }
  }
}
