import SafeIO
import Wording

#if !hasFeature(Embedded)
  import TOMLKit
#endif

/// A value in the config file, as the settings read it.
enum ConfigValue: Equatable {
  case string(String)
  case integer(Int)
  case boolean(Bool)
  /// A float, a date, an array: no setting takes one.
  case other
}

/// The config file's keys with their values, and the line of each.
struct ConfigFile {
  var path: String
  var values: [String: (value: ConfigValue, line: Int)]

  /// The file at `path`, or `nil` when there is none; anything else wrong is an error. With
  /// `ignoring`, an unknown key is handed to it and passed over instead.
  ///
  /// The boot otc (Embedded Swift, without TOMLKit) reads none: in the initramfs there is no
  /// home folder, and its settings are `boot.conf`'s, handed to it as `OTC_*` variables.
  static func read(_ path: String, lenient ignoring: ((PreferenceError) -> Void)? = nil) throws(PreferenceError) -> ConfigFile? {
    #if hasFeature(Embedded)
      return nil
    #else
      let bytes: [UInt8]
      do {
        guard let read = try InputFile.readSettings(path, limit: 64 * 1024) else { return nil }
        bytes = read
      } catch {
        throw PreferenceError(.named(path), .file(error.why))
      }
      return try parse(String(decoding: bytes, as: UTF8.self), path: path, lenient: ignoring)
    #endif
  }

  #if !hasFeature(Embedded)
    /// The config file whose contents are `text`, read from `path`.
    static func parse(_ text: String, path: String, lenient ignoring: ((PreferenceError) -> Void)? = nil)
      throws(PreferenceError) -> ConfigFile
    {
      // otc's settings are keys at the top; a table header is refused before TOMLKit sees
      // it: the toml++ inside it asserts, ending the process, on a header whose first key
      // starts with a character a key cannot ("[é]", "[\u{7F}]"), found by the fuzzer.
      for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
      where line.drop(while: { $0 == " " || $0 == "\t" }).hasPrefix("[") {
        throw PreferenceError(.line(path: path, index + 1), .noTables)
      }
      let table: TOMLTable
      do {
        table = try TOMLTable(string: text)
      } catch let error as TOMLParseError {
        throw PreferenceError(.line(path: path, error.source.begin.line), .notTOML(error.description))
      } catch {
        throw PreferenceError(.named(path), .notTOML("\(error)"))
      }
      let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
      // TOMLKit gives no positions for keys: the line is the first that assigns the key.
      func line(of key: String) -> Int {
        let index = lines.firstIndex { line in
          let trimmed = line.trimmingWhitespace()
          guard trimmed.hasPrefix(key) else { return false }
          return trimmed.dropFirst(key.count).trimmingWhitespace().hasPrefix("=")
        }
        return (index ?? 0) + 1
      }
      var values: [String: (ConfigValue, Int)] = [:]
      for (key, value) in table {
        guard Preferences.keys.contains(key) else {
          let error = PreferenceError(.line(path: path, line(of: key)), .unknownKey(key, Preferences.keys))
          guard let ignoring else { throw error }
          ignoring(error)
          continue
        }
        values[key] = (ConfigValue(value), line(of: key))
      }
      return ConfigFile(path: path, values: values)
    }
  #endif
}

#if !hasFeature(Embedded)
  extension ConfigValue {
    /// TOMLKit's value as a setting reads it.
    init(_ value: TOMLValueConvertible) {
      if let text = value.string {
        self = .string(text)
      } else if let number = value.int {
        self = .integer(number)
      } else if let flag = value.bool {
        self = .boolean(flag)
      } else {
        self = .other
      }
    }
  }
#endif
