import Wording

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
  public var summary: Message

  public init(otcSpeaks: Bool, writesLines: Bool, silencesSpeakup: Bool, namesBackEnd: Bool, summary: Message) {
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
        ? Message(.otcSilentSpeechNone)
        : reader.map { Message(silencesSpeakup ? .otcSpeaksUnseenSpeakupSilent : .otcSpeaksUnseen, "\($0.rawValue)") }
          ?? Message(.parts, .message(Message(.noReaderHere)), .message(Message(.otcSpeaksPlain)))
      return VoicePlan(
        otcSpeaks: otcSpeaks, writesLines: false, silencesSpeakup: silencesSpeakup, namesBackEnd: reader == nil,
        summary: summary)
    }
    let braille = surroundings.braille != nil
    let speakupSilenceable = surroundings.speakup?.canSilence ?? false
    let otcSpeaks: Bool
    var why: Message
    func parts(_ first: Message, _ second: Message) -> Message { Message(.parts, .message(first), .message(second)) }
    func readerReads(_ reader: ScreenReader) -> Message { Message(.readerReadsLines, "\(reader.rawValue)") }
    switch (speech, reader) {
    case ("none", _):
      otcSpeaks = false
      why = reader.map { parts(readerReads($0), Message(.otcSilentSpeechNone)) } ?? Message(.otcSilentSpeechNone)
    case ("auto", nil):
      otcSpeaks = true
      why = parts(Message(.noReaderHere), Message(.otcSpeaksPlain))
    case ("auto", .speakup?) where !speakupSilenceable:
      otcSpeaks = false
      why = parts(readerReads(.speakup), Message(.otcSilentForSpeakup))
    case ("auto", .speakup?):
      otcSpeaks = true
      why = Message(.otcSpeaksSpeakupSilent)
    case ("auto", let reader?):
      otcSpeaks = false
      why = parts(readerReads(reader), Message(.otcDoesNotSpeak))
    case (_, let reader?):
      otcSpeaks = true
      why = Message(reader == .speakup && speakupSilenceable ? .otcSpeaksAsSetSpeakupSilent : .otcSpeaksAsSet, "\(speech)")
    case (_, nil):
      otcSpeaks = true
      why = Message(.otcSpeaksAsSet, "\(speech)")
    }
    let silencesSpeakup = otcSpeaks && reader == .speakup && speakupSilenceable
    let readerReadsLinesOverOtc = otcSpeaks && reader != nil && !silencesSpeakup
    let writesLines: Bool
    switch lines {
    case "on":
      writesLines = true
      if readerReadsLinesOverOtc, let reader { why = parts(why, Message(.linesOnReaderToo, "\(reader.rawValue)")) }
    case "off":
      writesLines = false
      why = parts(why, Message(.noLinesWritten))
    default:
      writesLines = !readerReadsLinesOverOtc || braille
      if readerReadsLinesOverOtc, let reader {
        why = parts(
          why, Message(braille ? .linesForBraille : .noLinesReaderSilent, "\(reader.rawValue)"))
      }
    }
    return VoicePlan(
      otcSpeaks: otcSpeaks, writesLines: writesLines, silencesSpeakup: silencesSpeakup, namesBackEnd: reader == nil,
      summary: why)
  }
}
