import CSystem

/// This process's environment as a dictionary, from libc's `environ`: what
/// `ProcessInfo.processInfo.environment` gives, without Foundation. A variable set twice
/// keeps its first value, as getenv(3) finds it.
public func processEnvironment() -> [String: String] {
  var variables: [String: String] = [:]
  guard var entry = otc_environment() else { return variables }
  while let pointer = entry.pointee {
    let text = String(cString: pointer)
    if let equals = text.firstIndex(of: "="), variables[String(text[..<equals])] == nil {
      variables[String(text[..<equals])] = String(text[text.index(after: equals)...])
    }
    entry += 1
  }
  return variables
}

/// The value of the environment variable `name`, as getenv(3) finds it, or `nil` when it
/// is not set: one variable, without the whole environment made into a dictionary.
public func environmentValue(_ name: String) -> String? {
  getenv(name).map { String(cString: $0) }
}

/// The home folder of the user this process runs as (the password database's, not
/// `HOME`), or `nil` when it has no entry.
public func homeFolderOfThisUser() -> String? {
  guard let entry = getpwuid(geteuid()), let folder = entry.pointee.pw_dir else { return nil }
  return String(cString: folder)
}
