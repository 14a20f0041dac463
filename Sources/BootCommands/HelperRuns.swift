import Basics
import CommandRuntime
import SafeIO
import ScreenReaders
import SpeechOutput
import Wording

/// One run of `otc speak-tail`, which otc starts itself through /proc/self/exe: the last
/// words of an otc that has exited, finished from the request in its runtime folder.
package struct SpeakTailRun {
  package init() {}

  /// Finishes the words; nobody is left to tell of a failure (standard error is
  /// /dev/null, and the words were written on the terminal when first said).
  package func run() throws(CommandEnded) {
    do throws(SpeechError) {
      try SpeechTail.run(environment: processEnvironment())
    } catch {
      throw .failure
    }
  }
}

/// One run of `otc speakup-guard`, which otc starts itself: gives Speakup its key echo back
/// when the otc that quieted it is gone, or at once with `giveBack`.
package struct SpeakupGuardRun {
  /// Give Speakup back now, if otc was keeping it quiet.
  package var giveBack = false
  /// Speakup's folder in sysfs.
  package var folder: String?
  /// The key echo to give back.
  package var keyEcho: String?

  package init(giveBack: Bool = false, folder: String? = nil, keyEcho: String? = nil) {
    self.giveBack = giveBack
    self.folder = folder
    self.keyEcho = keyEcho
  }

  /// What is wrong with the arguments given, if anything.
  package var usageProblem: Message? { giveBack || (folder != nil && keyEcho != nil) ? nil : Message(.folderAndKeyEcho) }

  /// Guards, or gives back.
  package func run() {
    let record = try? RuntimeDirectory.open(environment: processEnvironment())
    if giveBack {
      if let record { SpeakupQuiet.giveBack(from: record) }
      return
    }
    guard let folder, let keyEcho else { return }
    SpeakupQuiet.guardUntilReleased(folder: folder, keyEcho: keyEcho, record: record)
  }
}
