/// Who speaks while otc asks, when a screen reader reads the same terminal, so that each
/// announcement is heard once:
///
/// - **Speakup** echoes typed keys from the keyboard itself, so a password would be
///   spelled out: otc speaks and Speakup is silenced (`silent`, `key_echo` off) while otc
///   asks, and given back after otc's last word. The lines stay for braille. Where otc
///   may not write Speakup's files (not root), Speakup reads the lines and otc is silent.
/// - **Fenrir** reads new lines on its terminal within 15 ms of otc's own echo (measured,
///   see docs/screen-readers.md) and never echoes keys that are not shown: Fenrir reads
///   otc's lines and otc is silent.
/// - **Orca** offers no switch to stop reading a terminal: Orca reads otc's lines and otc
///   is silent.
///
/// A command whose words are not on the screen for a reader to read (`otc watch`, whose
/// terminal is the program's) is `unseen`: otc speaks beside any screen reader, writes no
/// lines, and silences Speakup as for a question.
///
/// A `speech` or `lines` the user set wins; "auto" is otc's choice. When otc is told to
/// speak beside Fenrir or Orca, the lines they would read are left out, unless a braille
/// display (brltty) shows the terminal: braille keeps every line.
public struct VoicePlan: Equatable, Sendable {
  /// Whether otc's own voice may open (within the user's `speech`: Speech Dispatcher,
  /// espeak-ng or none).
  public var otcSpeaks: Bool
  /// Whether each announcement is written as a line on the terminal.
  public var writesLines: Bool
  /// Whether Speakup is silenced while otc speaks.
  public var silencesSpeakup: Bool
  /// Whether otc says which speech back end it opened: not where a screen reader would
  /// read that line before the question.
  public var namesBackEnd: Bool
  /// One sentence for `otc config`: who is heard, and why.
  public var summary: String

  public init(otcSpeaks: Bool, writesLines: Bool, silencesSpeakup: Bool, namesBackEnd: Bool, summary: String) {
    self.otcSpeaks = otcSpeaks
    self.writesLines = writesLines
    self.silencesSpeakup = silencesSpeakup
    self.namesBackEnd = namesBackEnd
    self.summary = summary
  }

  /// The plan for `surroundings`, with the user's `speech` (auto, speechd, espeak, none)
  /// and `lines` (auto, on, off) settings.
  public static func make(for surroundings: Surroundings, speech: String, lines: String, unseen: Bool = false) -> VoicePlan {
    let reader = surroundings.reader
    if unseen {
      let otcSpeaks = speech != "none"
      let silencesSpeakup = otcSpeaks && reader == .speakup && (surroundings.speakup?.canSilence ?? false)
      let summary =
        !otcSpeaks
        ? "otc does not speak (speech is none)"
        : reader.map {
          "otc speaks what \($0.rawValue) cannot read on the screen"
            + (silencesSpeakup ? ", and Speakup is silent while otc asks" : "")
        }
          ?? "no screen reader reads this terminal; otc speaks"
      return VoicePlan(
        otcSpeaks: otcSpeaks, writesLines: false, silencesSpeakup: silencesSpeakup, namesBackEnd: reader == nil,
        summary: summary)
    }
    let braille = surroundings.braille != nil
    let speakupSilenceable = surroundings.speakup?.canSilence ?? false
    let otcSpeaks: Bool
    var why: String
    switch (speech, reader) {
    case ("none", _):
      otcSpeaks = false
      why =
        reader.map { "\($0.rawValue) reads otc's lines; otc does not speak (speech is none)" }
        ?? "otc does not speak (speech is none)"
    case ("auto", nil):
      otcSpeaks = true
      why = "no screen reader reads this terminal; otc speaks"
    case ("auto", .speakup?) where !speakupSilenceable:
      otcSpeaks = false
      why = "Speakup reads otc's lines; otc does not speak, since it may not silence Speakup (it is not root)"
    case ("auto", .speakup?):
      otcSpeaks = true
      why = "otc speaks and Speakup is silent while otc asks (its key echo would spell a password)"
    case ("auto", let reader?):
      otcSpeaks = false
      why = "\(reader.rawValue) reads otc's lines; otc does not speak"
    case (_, let reader?):
      otcSpeaks = true
      why =
        "otc speaks (speech is \(speech))"
        + (reader == .speakup && speakupSilenceable ? " and Speakup is silent while otc asks" : "")
    case (_, nil):
      otcSpeaks = true
      why = "otc speaks (speech is \(speech))"
    }
    let silencesSpeakup = otcSpeaks && reader == .speakup && speakupSilenceable
    let readerReadsLinesOverOtc = otcSpeaks && reader != nil && !silencesSpeakup
    let writesLines: Bool
    switch lines {
    case "on":
      writesLines = true
      if readerReadsLinesOverOtc, let reader { why += "; lines are on, so \(reader.rawValue) reads them too" }
    case "off":
      writesLines = false
      why += "; no lines are written"
    default:
      writesLines = !readerReadsLinesOverOtc || braille
      if readerReadsLinesOverOtc, let reader {
        why +=
          braille
          ? "; lines stay for the braille display, so \(reader.rawValue) reads them too"
          : "; no lines are written, so \(reader.rawValue) does not read them"
      }
    }
    return VoicePlan(
      otcSpeaks: otcSpeaks, writesLines: writesLines, silencesSpeakup: silencesSpeakup, namesBackEnd: reader == nil,
      summary: why)
  }
}
