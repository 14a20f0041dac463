/// otc's settings for speech at boot, as `otc boot enable` records them in
/// `/etc/otc/boot.conf` and the initramfs hooks read them: one `NAME=value` a line, in the
/// manner of Debian's `/etc/default` files and cryptsetup-initramfs' `conf-hook`. The
/// hooks read the file as text (never run it), so a value holds only letters, digits, dot, plus,
/// dash and underscore; anything else is dropped.
public struct BootSettings: Hashable, Sendable {
  /// Where the settings live on the system, and inside the image.
  public static let path = "/etc/otc/boot.conf"

  /// Whether the initramfs holds otc (`OTC_BOOT=yes`).
  public var enabled: Bool
  /// The language tag ("en", "pt-BR", "bg"): only its dictionary goes into the image.
  public var language: String
  /// The espeak-ng voice, when one was set.
  public var voice: String?
  public var rate: Int
  public var pitch: Int
  public var volume: Int

  public init(enabled: Bool, language: String, voice: String?, rate: Int, pitch: Int, volume: Int) {
    (self.enabled, self.language, self.voice) = (enabled, language, voice)
    (self.rate, self.pitch, self.volume) = (rate, pitch, volume)
  }

  /// Reads the file's text; `nil` when it does not say `OTC_BOOT` and `OTC_LANGUAGE`.
  public init?(text: String) {
    var values: [String: String] = [:]
    for line in text.split(separator: "\n") {
      guard let equals = line.firstIndex(of: "="), !line.hasPrefix("#") else { continue }
      let value = String(line[line.index(after: equals)...])
      guard value.allSatisfy(Self.isSafe) else { continue }
      values[String(line[..<equals])] = value
    }
    guard let boot = values["OTC_BOOT"], let language = values["OTC_LANGUAGE"], !language.isEmpty else { return nil }
    enabled = boot == "yes"
    self.language = language
    voice = values["OTC_VOICE"].flatMap { $0.isEmpty ? nil : $0 }
    rate = values["OTC_RATE"].flatMap { Int($0) } ?? 175
    pitch = values["OTC_PITCH"].flatMap { Int($0) } ?? 50
    volume = values["OTC_VOLUME"].flatMap { Int($0) } ?? 100
  }

  /// The file's text, with a line saying what wrote it and who reads it.
  public var text: String {
    var lines = [
      "# otc's speech at boot, written by otc boot enable; the initramfs hooks of otc read it.",
      "# otc boot disable removes it. Each value: letters, digits, dot, plus, dash, underscore.",
      "OTC_BOOT=\(enabled ? "yes" : "no")",
      "OTC_LANGUAGE=\(language.filter(Self.isSafe))",
    ]
    if let voice { lines.append("OTC_VOICE=\(voice.filter(Self.isSafe))") }
    lines += ["OTC_RATE=\(rate)", "OTC_PITCH=\(pitch)", "OTC_VOLUME=\(volume)"]
    return lines.joined(separator: "\n") + "\n"
  }

  /// The espeak-ng dictionary the image carries for `language` (en_dict, pt_dict, bg_dict).
  public var dictionary: String {
    switch language.lowercased().prefix(2) {
    case "pt": "pt_dict"
    case "bg": "bg_dict"
    default: "en_dict"
    }
  }

  static func isSafe(_ character: Character) -> Bool {
    character.isASCII && (character.isLetter || character.isNumber || "._+-".contains(character))
  }
}
