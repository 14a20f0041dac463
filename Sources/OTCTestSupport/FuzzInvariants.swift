import Announcer
import CodeEntry
import Foundation
import Integrations
import Preferences
import Screens
import SafeIO
import TerminalPrompt
import Transcripts

/// The invariants the fuzzer checks on arbitrary bytes, and the regression tests replay:
/// bytes go through the key decoder, the engine and the announcer for both designs, secure
/// and not.
public enum FuzzInvariants {
  /// Every invariant broken by `data`, in words; empty when all hold.
  public static func violations(_ data: [UInt8]) -> [String] {
    var broken: [String] = []

    // Decoding the stream split at any point gives the same keys as decoding it whole.
    var whole = KeyDecoder()
    let keys = whole.decode(data) + whole.flush()
    let split = data.isEmpty ? 0 : Int(data[0]) % (data.count + 1)
    var parts = KeyDecoder()
    let splitKeys = parts.decode(data[..<split]) + parts.decode(data[split...]) + parts.flush()
    if splitKeys != keys { broken.append("splitting at \(split) decodes differently") }

    let language = Language.allCases[(data.last.map(Int.init) ?? 0) % Language.allCases.count]
    let length = CodeLength(4 + (data.first.map(Int.init) ?? 0) % 9) ?? .standard
    for design in FieldDesign.allCases {
      for secure in [false, true] {
        let settings = PromptSettings(length: length, design: design, verbosity: Verbosity(language: language, secure: secure))
        var session = PromptSession(settings: settings)
        for key in keys {
          let step = session.handle(key)
          if step.utterances.isEmpty && step.outcome == nil { broken.append("\(key) said nothing") }
          if session.filledCount > length.count { broken.append("\(session.filledCount) digits in a code of \(length)") }
          if secure {
            for utterance in step.utterances {
              if !SecureWords.digitWords(in: utterance.parts.joined(separator: " "), language: language).isEmpty {
                broken.append("secure mode said “\(utterance.text)”")
              }
            }
          }
          if case .submitted(.code(let code))? = step.outcome {
            if code.count != length.count || code.contains(where: { $0.value > 9 }) {
              broken.append("submitted \(code.count) digits for a code of \(length)")
            }
          }
          // After an outcome the prompt is over; a new one takes the rest of the keys.
          if step.outcome != nil { session = PromptSession(settings: settings) }
        }
      }
    }

    // A secure text field says the same whatever characters are typed into it: what it says
    // depends only on how many. Each printable character is replaced by "x" in a second
    // run; the two must say the same, and submit texts of the same length.
    let secureSettings = PromptSettings(
      kind: .secureText, verbosity: Verbosity(language: language, keyboard: true), label: "Password")
    var real = PromptSession(settings: secureSettings)
    var masked = PromptSession(settings: secureSettings)
    func mask(_ text: String) -> String { String(text.map { $0.isNewline ? $0 : "x" }) }
    for key in keys {
      let maskedKey: Key
      switch key {
      case .character: maskedKey = .character("x")
      case .paste(let text): maskedKey = .paste(mask(text))
      default: maskedKey = key
      }
      let said = real.handle(key)
      let maskedSaid = masked.handle(maskedKey)
      if said.utterances.map(\.text) != maskedSaid.utterances.map(\.text) {
        broken.append("a secure text field said “\(said.utterances.map(\.text))” for \(key)")
      }
      switch (said.outcome, maskedSaid.outcome) {
      case (.submitted(.text(let text))?, .submitted(.text(let other))?) where text.count == other.count: break
      case (let one, let other) where one == other: break
      default: broken.append("a secure text field ended differently for \(key)")
      }
      if said.outcome != nil {
        real = PromptSession(settings: secureSettings)
        masked = PromptSession(settings: secureSettings)
      }
    }

    broken += secretBytesViolations(keys, settings: secureSettings)

    // The engine alone holds only ASCII digits, never more than its length.
    var buffer = CodeBuffer(length: length)
    for case .character(let character) in keys {
      _ = buffer.type(character)
      if buffer.digits.count > length.count || !buffer.digits.asciiString.allSatisfy({ $0.isASCII && $0.isNumber }) {
        broken.append("the buffer holds “\(buffer.digits.asciiString)”")
      }
    }
    _ = CodeParser.parse(String(decoding: data, as: UTF8.self))

    // The bytes as a label and as transcript lines: what reaches a terminal has no escape
    // or other control character, in the label's utterance nor in a diff's sentences.
    let text = String(decoding: data, as: UTF8.self)
    let announcer = Announcer(verbosity: Verbosity(language: language), label: TerminalText.sanitized(text))
    let labelled = announcer.utterance(for: FieldElement.screen(showing: [], design: .single)[0]).text
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let sentences = TranscriptDiff.compare(expected: lines, heard: lines.reversed()).map { TerminalText.sanitized($0.sentence) }
    for printed in [labelled, TerminalText.sanitized(text)] + sentences
    where printed.unicodeScalars.contains(where: TerminalText.isControl) {
      broken.append("a control character reached the terminal in “\(printed.debugDescription)”")
    }
    broken += questionViolations(text, insertAt: split)
    broken += configViolations(text)
    broken += screenViolations(data, language: language)
    return broken
  }

  /// The bytes as a screen in each format otc reads (uiautomator XML and HTML through
  /// libxml2, an ARIA snapshot through libyaml, AccessibilitySnapshot JSON): each is read
  /// or refused with a reason, never a crash; every element's text, every utterance said
  /// for it and the audit's report are safe for a terminal.
  static func screenViolations(_ data: [UInt8], language: Language) -> [String] {
    var broken: [String] = []
    func unsafe(_ text: String) -> Bool { TerminalText.sanitized(text) != text }
    _ = ScreenFile.detect(data)
    for format in ScreenFormat.allCases {
      let named = format.rawValue
      let screen: Screen
      do {
        screen = try ScreenFile.read(data, as: format)
      } catch {
        if error.reason.isEmpty { broken.append("\(named): refused with no reason") }
        continue
      }
      if screen.elements.isEmpty { broken.append("\(named): read with no element") }
      for element in screen.elements
      where [element.name, element.value, element.hint, element.identifier, element.bounds].contains(where: unsafe) {
        broken.append("\(named): an element's text is unsafe for a terminal: \(element)")
      }
      for reader in ScreenReaderModel.allCases {
        let speech = ScreenSpeech(reader: reader, verbosity: Verbosity(language: language))
        for utterance in speech.utterances(for: screen, direction: .forward) where unsafe(utterance.text) {
          broken.append("\(named): \(reader.name) says “\(utterance.text)”, unsafe for a terminal")
        }
        guard reader == .voiceOver, let audit = try? Audit.check(screen, speech: speech, measure: { _ in 1 }) else { continue }
        let report = AuditReport.text([AuditedFile(path: "screen", screen: screen, audit: audit)])
        if report.split(separator: "\n").contains(where: { unsafe(String($0)) }) {
          broken.append("\(named): the audit's report is unsafe for a terminal")
        }
      }
    }
    return broken
  }

  /// A secret is sent exactly as typed: a secure text field submits the bytes of the keys
  /// that type (a character, a Tab, a control character otc does not use as a key, a byte
  /// that is not UTF-8, a paste without a line break inside), as Backspace (one
  /// character off) and Ctrl-U (all of them) left them; a key that would pass the field's
  /// limits types nothing. Checked against this model, key by key.
  static func secretBytesViolations(_ keys: [Key], settings: PromptSettings) -> [String] {
    var broken: [String] = []
    var session = PromptSession(settings: settings)
    var typed: [[UInt8]] = []
    func add(_ units: [[UInt8]]) {
      guard typed.count + units.count <= TextField.limit,
        typed.reduce(0, { $0 + $1.count }) + units.reduce(0, { $0 + $1.count }) <= TextField.byteCapacity
      else { return }
      typed += units
    }
    // A paste loses its final line breaks and is refused with one inside: for text, any
    // character that is a line break; for bytes, CR and LF.
    func pasted(_ text: String) -> [[UInt8]]? {
      let kept = text.reversed().drop(while: \.isNewline).reversed()
      return kept.isEmpty || kept.contains(where: \.isNewline) ? nil : kept.map { Array($0.utf8) }
    }
    func pasted(_ bytes: [UInt8]) -> [[UInt8]]? {
      let kept = Array(bytes.reversed().drop { $0 == 0x0A || $0 == 0x0D }.reversed())
      return kept.isEmpty || kept.contains(0x0A) || kept.contains(0x0D) ? nil : characters(of: kept)
    }
    // The model's own cut, by the standard library's parser rather than the field's table:
    // each well-formed scalar is one character, each byte of an ill-formed run one.
    func characters(of bytes: [UInt8]) -> [[UInt8]] {
      var parser = Unicode.UTF8.ForwardParser()
      var iterator = bytes.makeIterator()
      var units: [[UInt8]] = []
      while true {
        switch parser.parseScalar(from: &iterator) {
        case .valid(let scalar): units.append(Array(scalar))
        case .error(let length):
          let end = units.reduce(0) { $0 + $1.count } + length
          units += bytes[(end - length)..<end].map { [$0] }
        case .emptyInput: return units
        }
      }
    }
    for key in keys {
      switch key {
      case .character(let character): add([Array(character.utf8)])
      case .tab: add([[0x09]])
      case .control(let letter) where !["l", "s", "r"].contains(letter):
        add([[(letter.asciiValue ?? 0) & 0x1F]])
      case .invalidBytes(let bytes): add(bytes.map { [$0] })
      case .paste(let text): if let units = pasted(text) { add(units) }
      case .pastedBytes(let bytes): if let units = pasted(bytes) { add(units) }
      case .backspace, .delete: _ = typed.popLast()
      case .clearLine: typed.removeAll()
      default: break
      }
      let step = session.handle(key)
      guard let outcome = step.outcome else { continue }
      if case .submitted(let value) = outcome {
        let sent = value.withUnsafeBytes { Array($0) }
        value.wipe()
        if sent != typed.flatMap({ $0 }) {
          broken.append("a secure text field sent \(sent.count) bytes, not the \(typed.joined().count) typed, at \(key)")
        }
      }
      session = PromptSession(settings: settings)
      typed = []
    }
    return broken
  }

  /// The config reader under "a question is always asked": whatever the config file
  /// holds, read leniently (as askpass, pinentry and the agent read it) it never fails,
  /// every value in force is one otc accepts, and a value passed over is said.
  static func configViolations(_ text: String) -> [String] {
    let preferences: Preferences
    do {
      preferences = try Preferences.resolve(
        flags: .init(), environment: [:], configText: text, isLanguage: { Language(tag: $0) != nil }, lenient: true)
    } catch {
      return ["the config file “\(text.prefix(80).debugDescription)” would leave a question unasked: \(error)"]
    }
    var broken: [String] = []
    if !Preferences.rates.contains(preferences.rate.value) || !Preferences.pitches.contains(preferences.pitch.value)
      || !Preferences.volumes.contains(preferences.volume.value) || !Preferences.speechModes.contains(preferences.speech.value)
    {
      broken.append("the config file “\(text.prefix(80).debugDescription)” put a value out of range in force")
    }
    for ignored in preferences.ignored where ignored.description.unicodeScalars.contains(where: TerminalText.isControl) {
      broken.append("a control character reached what is said of an ignored setting: \(ignored.description.debugDescription)")
    }
    return broken
  }

  /// Secret words in each language, put into a question at the fuzzer's chosen place.
  static let secretWords = ["password", "PIN", "Passphrase", "passcode", "secret", "senha", "Парола", "ПИН"]

  /// The askpass question classifier: a question holding a secret word never yields a
  /// field that is not secret, and neither does any question with a secret word put in it.
  /// A field never drops a character the caller could take: only a question known to be
  /// digits opens the code field, and any other field, typed into, submits exactly the
  /// printable characters typed.
  static func questionViolations(_ text: String, insertAt offset: Int) -> [String] {
    var broken: [String] = []
    func check(_ question: String) {
      let asked = AskedPrompt.interpret(question)
      if AskedPrompt.holdsSecretWord(question) && (!asked.isSecret || asked.kind == .plainText) {
        broken.append("the question “\(question.debugDescription)” opened a field that is not secret")
      }
      if asked.kind == .code && !AskedPrompt.isKnownToBeDigits(question) {
        broken.append("the question “\(question.debugDescription)” opened a code field, which refuses letters")
      }
      if asked.kind != .code, case .ask(let settings) = AskpassRequest(prompt: question, environment: [:], verbosity: Verbosity())
      {
        let typed = String(text.filter(TextField.isPrintable).prefix(64))
        var session = PromptSession(settings: settings)
        for character in typed { _ = session.handle(.character(character)) }
        let outcome = session.handle(.enter).outcome
        if case .submitted(let value)? = outcome {
          let sent = value.withUnsafeBytes { Array($0) }
          value.wipe()
          if sent != Array(typed.utf8) {
            broken.append(
              "the question “\(question.debugDescription)” sent “\(String(decoding: sent, as: UTF8.self))” for “\(typed)”")
          }
        } else if !typed.isEmpty {
          broken.append("the question “\(question.debugDescription)” did not submit what was typed")
        }
      }
      if asked.label.unicodeScalars.contains(where: TerminalText.isControl) {
        broken.append("a control character reached the label of “\(question.debugDescription)”")
      }
    }
    check(text)
    let characters = Array(text)
    let at = min(offset, characters.count)
    let word = secretWords[offset % secretWords.count]
    let withSecret = String(characters[..<at]) + " " + word + " " + String(characters[at...])
    if !AskedPrompt.holdsSecretWord(withSecret) { broken.append("“\(word)” in “\(withSecret.debugDescription)” is not seen") }
    check(withSecret)
    return broken
  }
}
