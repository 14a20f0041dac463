import Foundation

/// Writes a transcript as JSON Lines while it is spoken, one line at a time, so that what
/// was said is on disk even if the run is killed.
public final class TranscriptRecorder {
  private let handle: FileHandle
  private var index = 0

  /// Creates (or empties) the file at `path`.
  public init(path: String) throws {
    guard FileManager.default.createFile(atPath: path, contents: nil), let handle = FileHandle(forWritingAtPath: path) else {
      throw CocoaError(.fileWriteNoPermission, userInfo: [NSFilePathErrorKey: path])
    }
    self.handle = handle
  }

  /// Appends one utterance.
  public func record(_ utterance: Utterance) {
    let line = Transcript.jsonLine(utterance, index: index) + "\n"
    index += 1
    try? handle.write(contentsOf: Data(line.utf8))
  }

  /// Closes the file.
  public func close() {
    try? handle.close()
  }
}
