import Announcer
import Braille
import CodeEntry
import SafeIO
import TerminalPrompt

/// The line a program is writing on its terminal, as a person sees it: what follows the
/// last newline, with escape sequences (colours, cursor moves, titles) left out, a carriage
/// return or a backspace moving back over it, and "erase to the end of the line" obeyed.
/// This is the program's output, never what is typed: `otc watch` keeps no typed byte.
public struct TerminalLine: Sendable {
  private enum State: Sendable { case text, escape, escapeArgument, controlSequence, operatingSystemCommand, stringEscape }

  /// The most of a line kept: a question is shorter; a longer line keeps its end.
  public static let longest = 512

  private var bytes: [UInt8] = []
  private var cursor = 0
  private var state = State.text
  private var parameters: [UInt8] = []
  /// The continuation bytes the UTF-8 character being written still has: 0x9B is C1's CSI
  /// only outside a character ("Л" is D0 9B, "ś" C5 9B).
  private var continuation = 0
  /// Counts the lines that have ended (at least one more each time one does): a question
  /// is asked once per line.
  public private(set) var number = 0
  /// Counts the changes to the line: what was read from it holds until this moves.
  public private(set) var version = 0

  /// An empty line.
  public init() {}

  /// The line as text, with anything that is not text left out.
  public var text: String { TerminalText.sanitized(String(decoding: bytes, as: UTF8.self)) }

  /// Takes what the program wrote.
  public mutating func feed(_ output: some Sequence<UInt8>) {
    for byte in output { take(byte) }
    version &+= 1
  }

  /// Takes what the program wrote, from a buffer: only what follows its last newline is
  /// read byte by byte (a line feed ends any sequence but a string's, which a program does
  /// not split over lines), so a program's output costs one search per chunk.
  public mutating func feed(_ output: UnsafeRawBufferPointer) {
    guard !output.isEmpty else { return }
    var start = 0
    var last = output.count - 1
    while last >= 0 && output[last] != 0x0A { last -= 1 }
    if last >= 0, state == .text || state == .controlSequence || state == .escape || state == .escapeArgument {
      start = last + 1
      bytes.removeAll(keepingCapacity: true)
      cursor = 0
      number += 1
      state = .text
      continuation = 0
    }
    for index in start..<output.count { take(output[index]) }
    version &+= 1
  }

  private mutating func take(_ byte: UInt8) {
    switch state {
    case .text:
      if continuation > 0, byte & 0xC0 == 0x80 {
        continuation -= 1
        put(byte)
        return
      }
      continuation = 0
      switch byte {
      case 0xC2...0xDF: continuation = 1; put(byte)
      case 0xE0...0xEF: continuation = 2; put(byte)
      case 0xF0...0xF4: continuation = 3; put(byte)
      case 0x0A, 0x0B, 0x0C:
        bytes.removeAll(keepingCapacity: true)
        cursor = 0
        number += 1
      case 0x0D: cursor = 0
      case 0x08: cursor = max(0, cursor - 1)
      case 0x1B: state = .escape
      case 0x9B: parameters = []; state = .controlSequence
      case 0x09: put(0x20)
      case 0..<0x20, 0x7F: break
      default: put(byte)
      }
    case .escape:
      switch byte {
      case UInt8(ascii: "["): parameters = []; state = .controlSequence
      case UInt8(ascii: "]"), UInt8(ascii: "P"), UInt8(ascii: "_"), UInt8(ascii: "^"), UInt8(ascii: "X"):
        state = .operatingSystemCommand
      case 0x20...0x2F: state = .escapeArgument
      default: state = .text
      }
    case .escapeArgument:
      state = byte >= 0x20 && byte <= 0x2F ? .escapeArgument : .text
    case .controlSequence:
      if byte >= 0x40 && byte <= 0x7E {
        controlSequence(final: byte)
        state = .text
      } else if byte == 0x1B {
        state = .escape
      } else if parameters.count < 32 {
        parameters.append(byte)
      }
    case .operatingSystemCommand:
      if byte == 0x07 { state = .text } else if byte == 0x1B { state = .stringEscape }
    case .stringEscape:
      state = byte == UInt8(ascii: "\\") ? .text : .operatingSystemCommand
    }
  }

  private mutating func controlSequence(final: UInt8) {
    let first = parameters.first ?? UInt8(ascii: "0")
    switch final {
    case UInt8(ascii: "K"):
      // Erase in line: 0 (or none) to the end, 1 to the start, 2 all of it.
      if first == UInt8(ascii: "2") {
        bytes.removeAll(keepingCapacity: true)
      } else if first == UInt8(ascii: "1") {
        for index in 0..<min(cursor, bytes.count) { bytes[index] = 0x20 }
      } else if cursor < bytes.count {
        bytes.removeSubrange(cursor...)
      }
    case UInt8(ascii: "G"), UInt8(ascii: "H"), UInt8(ascii: "f"):
      // A move to a column (or home): only the column matters to the last line.
      if final == UInt8(ascii: "G") {
        let column = Int(String(decoding: parameters, as: UTF8.self)) ?? 1
        cursor = max(0, min(column - 1, bytes.count))
      } else {
        cursor = 0
      }
    case UInt8(ascii: "J") where first == UInt8(ascii: "2"):
      bytes.removeAll(keepingCapacity: true)
      cursor = 0
    default:
      break
    }
  }

  private mutating func put(_ byte: UInt8) {
    while bytes.count < cursor { bytes.append(0x20) }
    if cursor < bytes.count {
      bytes[cursor] = byte
    } else {
      bytes.append(byte)
    }
    cursor += 1
    if bytes.count > Self.longest {
      let extra = bytes.count - Self.longest
      bytes.removeFirst(extra)
      cursor = max(0, cursor - extra)
    }
  }
}

/// The characters a terminal's line discipline gives a meaning while a line is typed, as
/// termios holds them (`c_cc`), and whether Return ends the line (`ICRNL`).
public struct LineControls: Hashable, Sendable {
  /// Deletes the character before the cursor (usually Backspace, 0x7F).
  public var erase: UInt8?
  /// Deletes the whole line (usually Ctrl-U).
  public var kill: UInt8?
  /// Deletes the word before the cursor (usually Ctrl-W).
  public var wordErase: UInt8?
  /// Ends the input (usually Ctrl-D).
  public var endOfFile: UInt8?
  /// Ends the line, besides newline (`VEOL`, `VEOL2`).
  public var endsOfLine: [UInt8] = []
  /// Keys that send a signal instead (Ctrl-C, Ctrl-\, Ctrl-Z), when `ISIG` is set.
  public var signals: [UInt8] = []
  /// Takes the next key as it is (usually Ctrl-V).
  public var literalNext: UInt8?
  /// Whether Return (carriage return) is read as newline (`ICRNL`).
  public var returnIsNewline = true
  /// Whether a carriage return is dropped (`IGNCR`).
  public var ignoresReturn = false

  /// Linux's defaults (stty sane).
  public static let standard = LineControls(
    erase: 0x7F, kill: 0x15, wordErase: 0x17, endOfFile: 0x04, signals: [0x03, 0x1C, 0x1A], literalNext: 0x16)

  /// Controls as given.
  public init(
    erase: UInt8? = nil, kill: UInt8? = nil, wordErase: UInt8? = nil, endOfFile: UInt8? = nil, endsOfLine: [UInt8] = [],
    signals: [UInt8] = [], literalNext: UInt8? = nil, returnIsNewline: Bool = true, ignoresReturn: Bool = false
  ) {
    self.erase = erase
    self.kill = kill
    self.wordErase = wordErase
    self.endOfFile = endOfFile
    self.endsOfLine = endsOfLine
    self.signals = signals
    self.literalNext = literalNext
    self.returnIsNewline = returnIsNewline
    self.ignoresReturn = ignoresReturn
  }
}

/// What `otc watch` knows of a program's terminal at one moment: whether it reads a line
/// with echo off (canonical mode, `ECHO` clear: a hidden question's state), and its keys.
public struct LineDiscipline: Hashable, Sendable {
  /// Canonical mode with echo off: what `getpass()`, `read -s`, su and sudo set.
  public var hidesLine: Bool
  /// The terminal is raw and its program carries another computer's terminal (ssh):
  /// whether that computer's line hides what is typed cannot be seen from here.
  public var remote: Bool
  /// The line's control characters.
  public var controls: LineControls

  /// A state as given.
  public init(hidesLine: Bool, remote: Bool = false, controls: LineControls = .standard) {
    self.hidesLine = hidesLine
    self.remote = remote
    self.controls = controls
  }

  /// The programs whose raw terminal carries another computer's, by the name the kernel
  /// gives them (`/proc/PID/comm`): their output is that computer's, byte for byte.
  public static let remoteTerminalPrograms: Set<String> = ["ssh", "slogin", "telnet", "rlogin", "docker", "podman", "kubectl"]
}

/// A question a program asks on its own terminal with echo off (a password, a PIN, a
/// passphrase), followed the way `otc watch` hears it, without I/O: the program's output
/// and its terminal's state in, what to say out. It keeps the count of characters in the
/// line, never a character: the keys pass to the program untouched, and each is only
/// counted and said as a secure text field says it ("bullet", "deleted", "cleared",
/// "Entered").
///
/// A question is a line that ends in ":" or "?" (after spaces), with a letter in it, while
/// the terminal reads a line with echo off. Echo off without such a line (a script's `stty
/// -echo`), a program in raw mode (an editor, a pager) and a line ending in ":" with echo
/// on say nothing. Once echo is back, nothing more is said of that question.
public struct HiddenQuestionWatch: Sendable {
  /// Where a watch is.
  public enum Phase: Hashable, Sendable {
    /// No hidden question.
    case idle
    /// A question is asked and keys are counted (`nil` once a word was erased: the count
    /// is then unknown, since no character is kept).
    case asking(count: Int?)
    /// The line was entered; the next question is a new line.
    case entered
  }

  /// Where the watch is now.
  public private(set) var phase = Phase.idle {
    didSet {
      if case .asking = phase {} else { remoteQuestion = false }
    }
  }
  /// The program's current line.
  public private(set) var line = TerminalLine()
  private var verbosity: Verbosity
  /// What each key is said with (the opening has its own, with the question's words).
  private let announcer: Announcer
  private var controls = LineControls.standard
  /// The line a question was last opened on: a line asks once.
  private var askedOnLine: Int?
  /// The line the user last typed on while no question was open: over ssh, such a line
  /// holds their own typing, echoed by the other computer ("scp code.tar.gz backup:"),
  /// never a question it asked by itself.
  private var typedOnLine: Int?
  /// Whether the key before was the literal-next key.
  private var literal = false
  /// Whether the open question is another computer's (over ssh), known by its words only.
  public private(set) var remoteQuestion = false
  /// The open question's name, as the field is labelled ("Password").
  private var label = ""

  /// Whether a screen reader reads the terminal, and so the question's line: the field
  /// is then said without the question's words, which that reader has just said.
  private let lineIsRead: Bool

  /// A watch that speaks with `verbosity` (its `secure` is always set: a hidden line is
  /// secret); `lineIsRead` when a screen reader reads the terminal (one voice: it says the
  /// question's line, otc the field and the keys, which nothing on the screen shows).
  public init(verbosity: Verbosity, lineIsRead: Bool = false) {
    var secure = verbosity
    secure.secure = true
    secure.namesRefusedKeys = false
    self.verbosity = secure
    self.lineIsRead = lineIsRead
    announcer = Announcer(verbosity: secure)
  }

  /// The question `line` asks, if it reads as one: it ends in ":" or "?" (then spaces), it
  /// holds a letter, and it is at most 200 characters long.
  public static func question(in line: String) -> String? {
    var text = Substring(line)
    while let last = text.last, last.isWhitespace { text = text.dropLast() }
    guard let last = text.last, last == ":" || last == "?" || last == "：" || last == "？" else { return nil }
    while let first = text.first, first.isWhitespace { text = text.dropFirst() }
    guard text.count <= 200, text.contains(where: { $0.isLetter }) else { return nil }
    return String(text)
  }

  /// Whether `question` names a secret in its words (password, passphrase, PIN, code…, in
  /// the three languages): over ssh, the words are all otc has to go on.
  public static func namesSecret(_ question: String) -> Bool {
    let words = question.lowercased().split { !$0.isLetter }.map(String.init)
    if words.contains(where: { SecretWords.says($0) || codeWords.contains($0) }) { return true }
    return zip(words, words.dropFirst()).contains { pair in codePairs.contains { $0 == pair } }
  }

  /// The words of a code, which a hidden question asks for as it would a password; the
  /// words of a secret are `SecretWords`, the one list otc askpass and otc audit read too.
  private static let codeWords: Set<String> = ["otp", "token", "code", "código", "codigo", "код"]
  private static let codePairs: [(String, String)] = [("pass", "phrase"), ("pass", "code"), ("one", "time")]

  /// Takes what the program wrote on its terminal.
  public mutating func output(_ bytes: some Sequence<UInt8>) {
    watchingForEcho { $0.feed(bytes) }
  }

  /// Takes what the program wrote, from a buffer (see `TerminalLine.feed(_:)`).
  public mutating func output(_ bytes: UnsafeRawBufferPointer) {
    watchingForEcho { $0.feed(bytes) }
  }

  /// Feeds the line; while another computer's question (over ssh) is open, a change to
  /// the line's text means that computer echoes what is typed, and the question is
  /// dropped without a word (a title or a colour changes nothing).
  private mutating func watchingForEcho(_ feed: (inout TerminalLine) -> Void) {
    guard remoteQuestion else { return feed(&line) }
    let before = (line.number, line.text)
    feed(&line)
    if before != (line.number, line.text) { phase = .idle }
  }

  /// Whether a question would open now, with the terminal in `discipline`: the caller
  /// waits a moment with nothing new written before it calls `settle` (a program that turns
  /// echo off around its own output is not asking).
  public func wouldOpen(_ discipline: LineDiscipline) -> Bool {
    openingQuestion(discipline) != nil
  }

  /// The question that opens now, if one does: the line hidden, not asked before, no
  /// question open, and the line reads as one.
  private func openingQuestion(_ discipline: LineDiscipline) -> String? {
    if case .asking = phase { return nil }
    guard discipline.hidesLine || discipline.remote, askedOnLine != line.number else { return nil }
    guard let question = Self.question(in: line.text) else { return nil }
    if discipline.hidesLine { return question }
    return typedOnLine != line.number && Self.namesSecret(question) ? question : nil
  }

  /// Takes the terminal's state once it has held a moment; says the question's field when
  /// one opens (its words, then "secure text field", then whose: `program`, when the
  /// question does not say), and nothing when echo comes back.
  public mutating func settle(_ discipline: LineDiscipline, program: String?) -> [Utterance] {
    let opens = openingQuestion(discipline)
    guard discipline.hidesLine || (discipline.remote && remoteQuestion) || opens != nil else {
      phase = .idle
      literal = false
      return []
    }
    controls = discipline.controls
    guard let question = opens else { return [] }
    askedOnLine = line.number
    phase = .asking(count: 0)
    remoteQuestion = !discipline.hidesLine
    literal = false
    let asked = AskedPrompt.interpret(question, language: verbosity.language)
    var (name, context) = asked.nameAndContext
    label = name
    if context == nil, let program, !program.isEmpty {
      context = verbosity.language.table.format(.forProgram, ["program": TerminalText.sanitized(program)])
    }
    let opening = Announcer(verbosity: verbosity, label: lineIsRead ? "" : name, context: context)
    return [opening.utterance(for: .textField(characters: nil, count: 0), editing: true, hint: false)]
  }

  /// The open question's field as a braille display shows it ("Password: ***"), with what
  /// was said last after it when that is not about the field; `nil` when none is open.
  public func brailleLine(after said: Utterance?) -> BrailleLine? {
    guard case .asking(let count) = phase else { return nil }
    var shown = BrailleLine.field(label: label, elements: [.textField(characters: nil, count: count ?? 0)], secure: true)
    shown.appendMessage(said)
    return shown
  }

  /// Takes keys the user typed (already on their way to the program): what a secure text
  /// field says of them. Keys typed while no question is open say nothing.
  public mutating func keys(_ bytes: some Collection<UInt8>) -> [Utterance] {
    guard case .asking(var count) = phase else {
      if !bytes.isEmpty { typedOnLine = line.number }
      return []
    }
    var said: [Utterance] = []
    var inserted = 0
    func flush() {
      guard inserted > 0 else { return }
      count = count.map { $0 + inserted }
      said.append(
        announcer.utterance(
          for: inserted == 1
            ? .insertedCharacter(nil, count: count ?? 0) : .pastedText(nil, pasted: inserted, count: count ?? 0)))
      inserted = 0
    }
    for byte in bytes {
      // A UTF-8 continuation byte is part of the character before it.
      if byte & 0xC0 == 0x80 { continue }
      if literal {
        literal = false
        inserted += 1
        continue
      }
      if byte == 0x0D && controls.ignoresReturn { continue }
      if byte == 0x0A || (byte == 0x0D && controls.returnIsNewline) || controls.endsOfLine.contains(byte) {
        flush()
        said.append(announcer.utterance(for: .textEntered(count: nil)))
        phase = .entered
        return said
      }
      if controls.signals.contains(byte) {
        flush()
        phase = .idle
        return said
      }
      switch byte {
      case controls.literalNext:
        literal = true
      case controls.erase:
        flush()
        if count == 0 {
          said.append(announcer.utterance(for: .nothingToDelete))
        } else {
          count = count.map { $0 - 1 }
          said.append(announcer.utterance(for: .deletedCharacter(nil, count: count ?? 0)))
        }
      case controls.kill:
        flush()
        if count != 0 { said.append(announcer.utterance(for: .clearedText(count: count ?? 0))) }
        count = 0
      case controls.wordErase:
        flush()
        if count != 0 {
          said.append(
            Utterance(
              event: "word-deleted", parts: [verbosity.language.table.format(.wordDeleted)], language: verbosity.language,
              tone: .lowered))
          count = nil
        }
      case controls.endOfFile:
        flush()
        if count == 0 {
          phase = .entered
          return said
        }
      default:
        inserted += 1
      }
    }
    flush()
    phase = .asking(count: count)
    return said
  }
}
