import ScreenReaders
import Testing

/// Who speaks beside each screen reader, from plain values.
@Suite struct VoicePlanTests {
  let speakup = Surroundings(speakup: SpeakupFolder.testFolder(writable: true))
  let fenrir = Surroundings(fenrir: FenrirFound(pid: 10, mode: .pty, socket: nil))
  let orca = Surroundings(orca: 20)

  @Test func withoutAScreenReaderNothingChanges() {
    let plan = VoicePlan.make(for: Surroundings(), speech: "auto", lines: "auto")
    #expect(
      plan == VoicePlan(otcSpeaks: true, writesLines: true, silencesSpeakup: false, namesBackEnd: true, summary: plan.summary))
    #expect(VoicePlan.make(for: Surroundings(), speech: "none", lines: "auto").writesLines)
    #expect(!VoicePlan.make(for: Surroundings(), speech: "auto", lines: "off").writesLines)
  }

  /// otc watch's words are not on the screen: otc speaks beside any reader, writes no
  /// line into the program's terminal, and silences a Speakup it may silence.
  @Test func wordsNotOnTheScreenAreSpokenBesideEveryReader() {
    for surroundings in [Surroundings(), speakup, fenrir, orca] {
      let plan = VoicePlan.make(for: surroundings, speech: "auto", lines: "auto", unseen: true)
      #expect(plan.otcSpeaks && !plan.writesLines, "\(plan.summary)")
      #expect(plan.namesBackEnd == (surroundings.reader == nil), "a reader would read it: \(plan.summary)")
      #expect(plan.silencesSpeakup == (surroundings == speakup), "\(plan.summary)")
    }
    #expect(!VoicePlan.make(for: fenrir, speech: "none", lines: "on", unseen: true).otcSpeaks)
    let unsilenceable = Surroundings(speakup: .testFolder(writable: false))
    #expect(!VoicePlan.make(for: unsilenceable, speech: "auto", lines: "auto", unseen: true).silencesSpeakup)
  }

  @Test func besideSpeakupOtcSpeaksAndSpeakupIsSilenced() {
    let plan = VoicePlan.make(for: speakup, speech: "auto", lines: "auto")
    #expect(plan.otcSpeaks && plan.silencesSpeakup && plan.writesLines && !plan.namesBackEnd)
    #expect(plan.summary.description.contains("Speakup is silent"), "\(plan.summary)")
  }

  @Test func aSpeakupOtcMayNotSilenceReadsTheLines() {
    let plan = VoicePlan.make(for: Surroundings(speakup: .testFolder(writable: false)), speech: "auto", lines: "auto")
    #expect(!plan.otcSpeaks && !plan.silencesSpeakup && plan.writesLines)
    #expect(plan.summary.description.contains("not root"))
  }

  @Test func speechNoneLeavesSpeakupReadingTheLines() {
    let plan = VoicePlan.make(for: speakup, speech: "none", lines: "auto")
    #expect(!plan.otcSpeaks && !plan.silencesSpeakup && plan.writesLines)
  }

  @Test func fenrirAndOrcaReadTheLinesAndOtcIsSilent() {
    for (surroundings, name) in [(fenrir, "Fenrir"), (orca, "Orca")] {
      let plan = VoicePlan.make(for: surroundings, speech: "auto", lines: "auto")
      #expect(!plan.otcSpeaks && plan.writesLines && !plan.silencesSpeakup && !plan.namesBackEnd)
      #expect(plan.summary.description == "\(name) reads otc's lines; otc does not speak")
    }
  }

  @Test func speechAskedForBesideFenrirLeavesTheLinesOut() {
    let plan = VoicePlan.make(for: fenrir, speech: "espeak", lines: "auto")
    #expect(plan.otcSpeaks && !plan.writesLines)
    #expect(plan.summary.description.hasSuffix("no lines are written, so Fenrir does not read them"), "\(plan.summary)")
  }

  @Test func brailleKeepsTheLinesEvenThen() {
    var surroundings = orca
    surroundings.braille = "/var/lib/BrlAPI/0"
    let plan = VoicePlan.make(for: surroundings, speech: "speechd", lines: "auto")
    #expect(plan.otcSpeaks && plan.writesLines)
    #expect(plan.summary.description.contains("braille"))
  }

  @Test func linesOnOrOffIsTheUsersWord() {
    #expect(VoicePlan.make(for: fenrir, speech: "espeak", lines: "on").writesLines)
    #expect(!VoicePlan.make(for: fenrir, speech: "auto", lines: "off").writesLines)
    #expect(VoicePlan.make(for: fenrir, speech: "espeak", lines: "on").summary.description.contains("Fenrir reads them too"))
  }
}

extension SpeakupFolder {
  /// Speakup speaking through espeakup; `writable` stands for whether otc may write its folder.
  static func testFolder(writable: Bool) -> SpeakupFolder {
    SpeakupFolder(path: "/nonexistent", synth: "soft", canSilence: writable)
  }
}
