import Announcer
import ArgumentParser
import CommandRuntime
import FoundationEssentials
import Glibc
import OTCCommandLine
import SafeIO
import Transcripts
import Wording

struct Diff: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Compare two transcripts line by line.",
    discussion: """
      Reads otc's text transcripts, its JSON Lines, a JSON array of phrases such as \
      Guidepup's spoken-phrase log, a JSON array of objects with a text, an NVDA log at \
      input/output level, an Orca debug log, or a Speech Dispatcher log at level 5, telling them apart by their content, each \
      at most 64 MB. --from names the format when the content cannot. Prints one line per difference, then a summary. Up to 1000 \
      lines, both \
      transcripts together, are aligned exactly; longer ones are aligned on the lines that \
      occur once in each, and a stretch of more than 1000 lines with none is aligned 500 \
      lines at a time, so a diff of 40000 lines takes about a second. Where both are \
      otc's JSON Lines, each utterance's tone and event are compared with its text. \
      The last line says which format each file was read as, and how many utterances \
      it holds. A file from which nothing is read fails, unless --allow-empty. \
      --roles compares across screen readers: NVDA's edit, Orca's entry, TalkBack's edit \
      box and VoiceOver's text field are one role, and so on. \
      --format json prints the whole alignment for scripts. --junit writes a JUnit XML \
      report, one test case per expected utterance, named by what it says, for a CI \
      dashboard. \
      Exit codes: 0 identical, 1 different, 2 could not compare. \
      Example: otc diff expected.txt heard.json --ignore-hints
      """
  )

  @Argument(help: "The transcript you expect.")
  var expected: String

  @Argument(help: "The transcript heard.")
  var actual: String

  @Flag(help: "Ignore letter case.")
  var ignoreCase = false

  @Flag(help: "Ignore punctuation. Runs of spaces count as one.")
  var ignorePunctuation = false

  @Flag(
    help:
      """
      Ignore hints such as double tap to edit, VoiceOver's, TalkBack's and Orca's, in every language otc speaks, whatever their \
      case, punctuation or hyphen.
      """
  )
  var ignoreHints = false

  @Flag(help: "Count runs of spaces as one, and ignore spaces at either end.")
  var ignoreWhitespace = false

  @Flag(help: "Ignore the tone each utterance was spoken in, raised, normal or lowered.")
  var ignoreTone = false

  @Flag(help: "Ignore the event each utterance announced, such as inserted or deleted.")
  var ignoreEvents = false

  @Flag(
    help:
      """
      Compare across screen readers: each screen reader's words for a role or a state, in every language otc knows, count as \
      one, such as edit, entry, edit box and text field. The parts of an utterance may come in any order; case and punctuation \
      are ignored.
      """
  )
  var roles = false

  @Flag(help: "Compare a file from which nothing is read, instead of failing. Give it when nothing is what you expect.")
  var allowEmpty = false

  @OptionGroup var quietOption: QuietOption

  @Option(
    help: "Read both files as this format: text, jsonl, json, nvda, orca or speechd. The default is to tell from the content.")
  var from: InputFormat?

  enum InputFormat: String, CaseIterable, ExpressibleByArgument {
    case text, jsonl, json, nvda, orca, speechd

    var format: ReadTranscript.Format {
      switch self {
      case .text: .text
      case .jsonl: .jsonLines
      case .json: .utteranceArray
      case .nvda: .nvdaLog
      case .orca: .orcaLog
      case .speechd: .speechDispatcherLog
      }
    }
  }

  @Option(help: "text prints one line per difference; json prints every line of both, paired. The default is text.")
  var format: DiffFormat = .text

  @Option(help: ArgumentHelp("Also write a JUnit XML report into this file.", valueName: "file"))
  var junit: String?

  enum DiffFormat: String, CaseIterable, ExpressibleByArgument {
    case text, json
  }

  /// What --format json prints.
  struct Report: Encodable {
    var identical: Bool
    var summary: String
    var expectedCount: Int
    var heardCount: Int
    /// The format each file was read as ("NVDA log", "text").
    var expectedFormat: String
    var heardFormat: String
    var alignment: [AlignedLine]
  }

  func run() throws {
    // The report file opens first: a folder that is not there is found before any work.
    let junitFile: OutputFile?
    do {
      junitFile = try junit.map { try OutputFile(path: $0) }
    } catch {
      printError(Message(.cannotWrite, .message(explained(error))), command: "diff")
      throw ExitCode(2)
    }
    let options = DiffOptions(
      ignoreCase: ignoreCase, ignorePunctuation: ignorePunctuation, ignoreHints: ignoreHints,
      ignoreWhitespace: ignoreWhitespace, ignoreTone: ignoreTone, ignoreEvents: ignoreEvents, roles: roles)
    let expectedBytes = try readTranscript(expected, command: "diff", failure: ExitCode(2))
    let actualBytes = try readTranscript(actual, command: "diff", failure: ExitCode(2))
    let textReport = junitFile == nil && format == .text
    // Two plain logs compared line for line: held as bytes, not a String a line.
    if textReport, options.comparesExactly, from == nil || from == .text,
      let plainExpected = PlainTranscript(bytes: expectedBytes), let plainActual = PlainTranscript(bytes: actualBytes)
    {
      try refuseNothing([
        (expected, expectedBytes, .text, plainExpected.saysNothing), (actual, actualBytes, .text, plainActual.saysNothing),
      ])
      let formats = formatsLine((.text, plainExpected.count), (.text, plainActual.count))
      try report(expectedCount: plainExpected.count, formats: formats, options: options) {
        try TranscriptDiff.visitAlignment(expected: plainExpected, heard: plainActual, $0)
      }
    }
    let expectedTranscript = try parse(expectedBytes, from: expected)
    let actualTranscript = try parse(actualBytes, from: actual)
    try refuseNothing([
      (expected, expectedBytes, expectedTranscript.format, expectedTranscript.saysNothing),
      (actual, actualBytes, actualTranscript.format, actualTranscript.saysNothing),
    ])
    let formats = formatsLine(
      (expectedTranscript.format, expectedTranscript.entries.count), (actualTranscript.format, actualTranscript.entries.count))
    if textReport {
      try report(expectedCount: expectedTranscript.entries.count, formats: formats, options: options) {
        try TranscriptDiff.visitAlignment(
          expected: expectedTranscript.entries, heard: actualTranscript.entries, options: options, $0)
      }
    }
    let alignment = TranscriptDiff.alignment(
      expected: expectedTranscript.entries, heard: actualTranscript.entries, options: options)
    let differences = alignment.compactMap(\.difference)
    let summary = TranscriptDiff.summary(alignment, expectedCount: expectedTranscript.entries.count, options: options)
    if let junitFile {
      do {
        try junitFile.truncate()
        let xml = JUnitReport.xml(
          name: "\(Self.fileName(expected)) against \(Self.fileName(actual))", alignment: alignment,
          expected: expectedTranscript.lines,
          heard: actualTranscript.lines)
        try junitFile.write(Array(xml.utf8))
      } catch {
        printError(Message(.cannotWrite, .message(explained(error))), command: "diff")
        throw ExitCode(2)
      }
    }
    switch format {
    case .text:
      // Transcript text comes from outside: no control character of it reaches a terminal.
      let report = differences.map { TerminalText.sanitized($0.message.text(in: outputLanguage)) + "\n" }.joined()
      try writeOutput(report + summary.text(in: outputLanguage) + "\n" + formats + "\n", command: "diff")
    case .json:
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
      let report = Report(
        identical: differences.isEmpty, summary: summary.text(in: .english), expectedCount: expectedTranscript.entries.count,
        heardCount: actualTranscript.entries.count, expectedFormat: expectedTranscript.format.rawValue,
        heardFormat: actualTranscript.format.rawValue, alignment: alignment)
      try writeOutput(String(decoding: try encoder.encode(report), as: UTF8.self) + "\n", command: "diff")
    }
    if !differences.isEmpty { throw ExitCode.failure }
  }

  /// A file's own name, without its folder: a JUnit suite is named by what it compares,
  /// the same in every run, wherever a job keeps its files (a new temporary folder each time).
  static func fileName(_ path: String) -> String {
    path.split(separator: "/").last.map(String.init) ?? path
  }

  private func parse(_ bytes: [UInt8], from path: String) throws -> ReadTranscript {
    try parseTranscript(
      bytes, from: path, as: from?.format, command: "diff", refusal: .cannotCompareBecause, failure: ExitCode(2))
  }

  /// Ends the run with exit 2 when a file says nothing, one line for each (its name, the
  /// format it was read as, and why nothing was read), unless `--allow-empty`: a gate
  /// that passes on nothing is worse than none.
  private func refuseNothing(_ inputs: [(path: String, bytes: [UInt8], format: ReadTranscript.Format, saysNothing: Bool)]) throws
  {
    guard !allowEmpty else { return }
    var empty = inputs.filter(\.saysNothing)
    guard !empty.isEmpty else { return }
    // The same file on both sides is said once.
    if empty.count == 2, empty[0].path == empty[1].path, empty[0].format == empty[1].format { empty.removeLast() }
    for input in empty {
      let why = TranscriptReader.whyNothing(in: input.bytes, as: input.format)
      printError(Message(.nothingToCompare, "\(input.path)", .message(input.format.message), .message(why)), command: "diff")
    }
    throw ExitCode(2)
  }

  /// The last line of the text report: the format each file was read as, and how many
  /// utterances it holds.
  private func formatsLine(
    _ expectedRead: (format: ReadTranscript.Format, count: Int), _ heardRead: (format: ReadTranscript.Format, count: Int)
  ) -> String {
    TerminalText.sanitized(
      TranscriptDiff.readSentence(
        expected: (expected, expectedRead.format, expectedRead.count), heard: (actual, heardRead.format, heardRead.count)
      ).text(in: outputLanguage))
  }

  /// Writes each difference `walk` finds as it is found, then the summary and `formats`,
  /// and ends the run: exit 0 when there is none, else 1. A large comparison holds the
  /// two logs, not a report as large again.
  private func report(
    expectedCount: Int, formats: String, options: DiffOptions, _ walk: ((AlignedLine) throws -> Void) throws -> Void
  ) throws -> Never {
    var output = BufferedOutput(command: "diff")
    var tally = TranscriptDiff.Tally()
    try walk { line in
      tally.add(line)
      // Transcript text comes from outside: no control character of it reaches a terminal.
      if let difference = line.difference {
        try output.write(TerminalText.sanitized(difference.message.text(in: outputLanguage)) + "\n")
      }
    }
    let summary = TranscriptDiff.summary(tally, expectedCount: expectedCount, options: options).text(in: outputLanguage)
    try output.write(summary + "\n" + formats + "\n")
    try output.flush()
    throw tally.count > 0 ? ExitCode.failure : ExitCode.success
  }
}
