import Foundation

/// A PAM configuration that asks `user` for a TOTP code (`pam_oath`) from a secret made
/// for the test: a copy of /etc/pam.d in a temporary folder, with `service` replaced, for a
/// private mount namespace to bind-mount over /etc/pam.d. The machine's own is never touched.
public struct OneTimePasswordPAM: Sendable {
  /// The copy of /etc/pam.d to bind-mount.
  public let folder: String
  /// The TOTP secret, in hex, as `oathtool --totp` takes it.
  public let secret: String
  /// The user PAM asks.
  public let user: String

  /// Writes the configuration into `parent`/pam.d.
  public init(service: String, user: String, in parent: String) throws {
    folder = parent + "/pam.d"
    self.user = user
    secret = (0..<20).map { _ in String(format: "%02x", UInt8.random(in: 0...255)) }.joined()
    let copy = try CommandRunner.run(executable: URL(fileURLWithPath: "/bin/cp"), ["-a", "/etc/pam.d", folder])
    guard copy.status == 0 else { throw PrivateServiceError.setup("cp /etc/pam.d: \(copy.stderr)") }
    let users = parent + "/users.oath"
    try """
    auth required pam_oath.so usersfile=\(users) window=10 digits=6
    account required pam_permit.so
    session required pam_permit.so
    password required pam_deny.so

    """.write(toFile: folder + "/" + service, atomically: false, encoding: .utf8)
    try "HOTP/T30/6 \(user) - \(secret)\n".write(toFile: users, atomically: false, encoding: .utf8)
    chmod(users, 0o600)
  }

  /// The TOTP code for now, from `oathtool`; with `window`, the codes of that many steps
  /// either side as well.
  public func codes(window: Int = 0) throws -> [String] {
    let result = try CommandRunner.run(
      executable: URL(fileURLWithPath: "/usr/bin/oathtool"), ["--totp", "-w", "\(window)", secret])
    guard result.status == 0 else { throw PrivateServiceError.setup("oathtool: \(result.stderr)") }
    return result.stdout.split(separator: "\n").map(String.init)
  }

  /// A code PAM refuses: none of the codes its window accepts.
  public func wrongCode() throws -> String {
    let valid = Set(try codes(window: 30))
    var candidate = 0
    while valid.contains(String(format: "%06d", candidate)) { candidate += 1 }
    return String(format: "%06d", candidate)
  }
}

/// OpenSSH's sshd from Debian, started for one test: on 127.0.0.1 and a free port, with a
/// host key made for it, and keyboard-interactive PAM authentication that asks for a TOTP
/// code (`pam_oath`) from a secret made for it, or password authentication against a copy
/// of /etc/shadow made for the test.
///
/// PAM reads its configuration from the fixed path /etc/pam.d, and pam_unix the fixed
/// /etc/shadow, so sshd runs in a private mount namespace (`unshare --mount`) where a
/// temporary copy is bind-mounted over one of them, and a private /run holds sshd's
/// privilege-separation folder. The machine's own
/// configuration is never touched; the namespace ends with sshd.
public final class PrivateSSHServer: @unchecked Sendable {
  /// The port sshd listens on, on 127.0.0.1.
  public let port: Int
  /// The PAM configuration that asks for the code.
  public let pam: OneTimePasswordPAM
  /// The user who logs in (this process's user: root, who may run sshd).
  public var user: String { pam.user }
  /// sshd's own log (`-e`).
  public let logPath: String
  private let folder: URL
  private let process: ChildProcess

  /// Starts sshd; fails when it does not answer on its port within `timeout` seconds.
  /// With `shadow` (a copy of /etc/shadow made for the test), sshd asks for a password
  /// (password authentication through the machine's own PAM configuration, `pam_unix`),
  /// and `shadow` is bind-mounted over /etc/shadow in its namespace; without it, sshd
  /// asks for a one-time code from `pam`.
  public init(shadow: String? = nil, timeout: Double = generousDeadline) throws {
    let folder = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("otc-sshd-\(UUID().uuidString.prefix(8))")
    self.folder = folder
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let path = { (name: String) in folder.appendingPathComponent(name).path }
    logPath = path("sshd.log")

    let keygen = try CommandRunner.run(
      executable: URL(fileURLWithPath: "/usr/bin/ssh-keygen"), ["-q", "-t", "ed25519", "-N", "", "-f", path("host_key")])
    guard keygen.status == 0 else { throw PrivateServiceError.setup("ssh-keygen: \(keygen.stderr)") }
    pam = try OneTimePasswordPAM(
      service: "sshd", user: String(cString: getpwuid(getuid()).pointee.pw_name), in: folder.path)

    let port = try Self.freePort()
    self.port = port
    try """
    Port \(port)
    ListenAddress 127.0.0.1
    HostKey \(path("host_key"))
    PidFile \(path("sshd.pid"))
    UsePAM yes
    KbdInteractiveAuthentication \(shadow == nil ? "yes" : "no")
    PasswordAuthentication \(shadow == nil ? "no" : "yes")
    PubkeyAuthentication no
    AuthenticationMethods \(shadow == nil ? "keyboard-interactive" : "password")
    PermitRootLogin yes
    StrictModes no

    """.write(toFile: path("sshd_config"), atomically: false, encoding: .utf8)
    let mounts = shadow.map { "mount --bind \($0) /etc/shadow" } ?? "mount --bind \(pam.folder) /etc/pam.d"
    let script = """
      \(mounts) && mount -t tmpfs tmpfs /run && mkdir -m 755 /run/sshd \
      && exec /usr/sbin/sshd -D -e -f \(path("sshd_config"))
      """
    process = try ChildProcess("/usr/bin/unshare", ["--mount", "/bin/sh", "-c", script], errorPath: logPath)
    guard eventually(timeout: timeout, { Self.answers(port: port) }) else {
      process.stop()
      let log = (try? String(contentsOfFile: logPath, encoding: .utf8)) ?? ""
      throw PrivateServiceError.setup("sshd did not answer on port \(port): \(log)")
    }
  }

  /// Debian's ssh run against this server as `login` ("root@127.0.0.1"), with `options`
  /// (such as "-tt") and the remote `command`: no configuration file, no known hosts
  /// asked about or kept, and only errors printed.
  public func client(_ options: [String] = [], login: String, command: String) -> [String] {
    ["ssh", "-F", "/dev/null", "-p", "\(port)"] + options + [
      "-o", "StrictHostKeyChecking=no", "-o", "UserKnownHostsFile=/dev/null", "-o", "GlobalKnownHostsFile=/dev/null",
      "-o", "LogLevel=ERROR", login, command,
    ]
  }

  /// The host key's SHA-256 fingerprint as ssh prints it ("SHA256:…").
  public func hostKeyFingerprint() throws -> String {
    let result = try CommandRunner.run(
      executable: URL(fileURLWithPath: "/usr/bin/ssh-keygen"),
      ["-l", "-E", "sha256", "-f", folder.appendingPathComponent("host_key.pub").path])
    guard result.status == 0, let fingerprint = result.stdout.split(separator: " ").dropFirst().first else {
      throw PrivateServiceError.setup("ssh-keygen -l: \(result.stderr)")
    }
    return String(fingerprint)
  }

  deinit {
    process.stop()
    try? FileManager.default.removeItem(at: folder)
  }

  /// A TCP port nothing listens on now, chosen by the kernel.
  static func freePort() throws -> Int {
    let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    guard fd >= 0 else { throw PrivateServiceError.setup("socket") }
    defer { close(fd) }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    address.sin_port = 0
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    let bound = withUnsafeMutablePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { pointer in
        bind(fd, pointer, length) == 0 && getsockname(fd, pointer, &length) == 0
      }
    }
    guard bound else { throw PrivateServiceError.setup("bind") }
    return Int(UInt16(bigEndian: address.sin_port))
  }

  /// Whether something accepts a connection on 127.0.0.1:`port`.
  static func answers(port: Int) -> Bool {
    let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    guard fd >= 0 else { return false }
    defer { close(fd) }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    address.sin_port = UInt16(port).bigEndian
    return withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) == 0
      }
    }
  }
}

/// Why a private service (sshd, its PAM configuration) could not be set up.
public enum PrivateServiceError: Error, CustomStringConvertible {
  case setup(String)

  public var description: String {
    switch self {
    case .setup(let message): message
    }
  }
}
