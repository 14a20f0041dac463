import Basics
import SafeIO
import Utterances

/// Writes a prompt's utterances into a file as JSON Lines, one as it is spoken.
///
/// A write error (a full disk, a reader gone) is kept, the first one only, and nothing
/// more is written; `failure` and `close()` give it to the caller, who tells the user.
public final class TranscriptRecorder {
  private let file: OutputFile
  private var index = 0
  private let clock: () -> Double
  private let opened: Double
  /// The first write error, if any.
  public private(set) var failure: FileError?

  /// Records into `file`, already opened (and emptied) by the caller; each utterance's
  /// time counts from now on `clock`.
  public init(file: OutputFile, clock: @escaping () -> Double = monotonicSeconds) {
    self.file = file
    self.clock = clock
    opened = clock()
  }

  /// Appends one utterance, with the seconds since the recorder was made, to the millisecond.
  public func record(_ utterance: Utterance) {
    guard failure == nil else { return }
    let time = ((clock() - opened) * 1000).rounded() / 1000
    let line = Transcript.jsonLine(utterance, index: index, time: time) + "\n"
    index += 1
    do {
      try file.write(Array(line.utf8))
    } catch {
      failure = error
    }
  }

  /// Closes the file, throwing the first write error if there was one.
  public func close() throws(FileError) {
    let closing = Result { () throws(FileError) in try file.close() }
    if let failure { throw failure }
    try closing.get()
  }
}
