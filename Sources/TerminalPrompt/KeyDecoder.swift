import SafeIO
import CodeEntry

/// Decodes the bytes a terminal sends into keys, keeping state across reads so that a
/// sequence split between two reads decodes the same as one read whole.
///
/// A lone ESC cannot be told from the start of a sequence until time passes: the caller
/// waits briefly when `isWaitingAfterEscape` and, if nothing more comes, calls `flush()`.
/// A bracketed paste is bounded: past `longestPaste` bytes nothing more of it is kept and
/// it is refused whole at its end marker (`.pasteTooLong`); one whose end marker does not
/// come is given up by the caller (`isInPaste`, `abandonPaste()`), after which keys are
/// keys again. What a paste held is wiped when it is handed over or dropped.
public struct KeyDecoder: Sendable {
  private enum State: Sendable {
    case ground
    case escape
    case csi(parameters: [UInt8])
    case ss3
    /// The Linux console's function keys: ESC [ [ A is F1.
    case consoleFunction
    case utf8(bytes: [UInt8], expected: Int)
    /// Inside a bracketed paste; its bytes gather in `pasted`, outside the enum, so that
    /// appending never copies them (a 1 MiB paste stays linear).
    case paste
    /// After a paste was abandoned: its tail is still arriving, and no byte is a key until
    /// its end marker comes or the caller has heard quiet (`endDiscarding()`).
    case discarding
  }

  /// Sequences longer than this are not keys; they are consumed to their end and dropped.
  static let longestSequence = 32
  /// The most bytes of a paste kept: a full text field (1,024 characters of up to 16
  /// bytes), far more than any code or SMS.
  public static let longestPaste = 16 * 1024
  private static let pasteEnd: [UInt8] = Array("\u{1B}[201~".utf8)

  private var state: State = .ground
  private var pasted: [UInt8] = []
  /// Set once a paste has passed `longestPaste`: only its last bytes are kept, to find its end.
  private var pasteOverflowed = false
  private var lastWasCarriageReturn = false

  /// Creates a decoder with nothing pending.
  public init() {}

  /// Whether an ESC arrived that may still start a sequence.
  public var isWaitingAfterEscape: Bool {
    if case .escape = state { return true }
    return false
  }

  /// Whether a bracketed paste has begun and not yet ended.
  public var isInPaste: Bool {
    if case .paste = state { return true }
    return false
  }

  /// Gives up a paste whose end marker has not come: what it held is wiped and dropped.
  /// What still arrives of it is dropped too, never taken as keys (the rest of the paste
  /// would fill a code and submit it), until its end marker comes (`.pasteUnended` then)
  /// or the caller has heard input quiet and calls `endDiscarding()`. Nothing when no
  /// paste is open.
  public mutating func abandonPaste() {
    guard isInPaste else { return }
    dropPaste()
    state = .discarding
  }

  /// Whether the tail of an abandoned paste is being dropped.
  public var isDiscardingPaste: Bool {
    if case .discarding = state { return true }
    return false
  }

  /// Input has been quiet since a paste was abandoned: keys are keys again, and
  /// `.pasteUnended` says so. Nothing unless a paste's tail was being dropped.
  public mutating func endDiscarding() -> [Key] {
    guard isDiscardingPaste else { return [] }
    dropPaste()
    state = .ground
    return [.pasteUnended]
  }

  private mutating func dropPaste() {
    Secret.wipe(pasted)
    pasted = []
    pasteOverflowed = false
  }

  /// Whether bytes are held that do not yet form a key.
  public var hasPendingBytes: Bool {
    if case .ground = state { return false }
    return true
  }

  /// Decodes `bytes`; what does not yet form a key is kept for the next call.
  public mutating func decode(_ bytes: some Sequence<UInt8>) -> [Key] {
    var keys: [Key] = []
    for byte in bytes { step(byte, into: &keys) }
    return keys
  }

  /// Ends what is pending: a lone ESC becomes `.escape`; a cut UTF-8 character becomes
  /// `.invalidBytes` with its bytes; an unterminated sequence or paste is dropped as
  /// `.unknownSequence` (a paste without its end marker is not trusted as a code).
  public mutating func flush() -> [Key] {
    defer { state = .ground }
    switch state {
    case .ground: return []
    case .escape: return [.escape]
    case .utf8(let bytes, _): return [.invalidBytes(bytes)]
    case .paste:
      dropPaste()
      return [.unknownSequence]
    case .discarding:
      dropPaste()
      return [.pasteUnended]
    case .csi, .ss3, .consoleFunction: return [.unknownSequence]
    }
  }

  private mutating func step(_ byte: UInt8, into keys: inout [Key]) {
    let afterCarriageReturn = lastWasCarriageReturn
    lastWasCarriageReturn = false
    switch state {
    case .ground:
      ground(byte, afterCarriageReturn: afterCarriageReturn, into: &keys)
    case .escape:
      switch byte {
      case UInt8(ascii: "["): state = .csi(parameters: [])
      case UInt8(ascii: "O"): state = .ss3
      case 0x1B: keys.append(.escape)  // Esc pressed twice: the first is a key
      default:
        // Alt + a key: not a key otc uses.
        state = .ground
        keys.append(.unknownSequence)
      }
    case .ss3:
      state = .ground
      keys.append(Self.ss3Key(byte))
    case .consoleFunction:
      state = .ground
      keys.append((UInt8(ascii: "A")...UInt8(ascii: "E")).contains(byte) ? .function(Int(byte) - 0x40) : .unknownSequence)
    case .csi(var parameters):
      if parameters.isEmpty && byte == UInt8(ascii: "[") {
        state = .consoleFunction
      } else if (0x40...0x7E).contains(byte) {
        state = .ground
        if parameters.count >= Self.longestSequence {
          keys.append(.unknownSequence)
        } else if parameters == Array("200".utf8), byte == UInt8(ascii: "~") {
          state = .paste
          dropPaste()
        } else {
          keys.append(Self.csiKey(parameters: parameters, final: byte))
        }
      } else if (0x20...0x3F).contains(byte) {
        if parameters.count < Self.longestSequence { parameters.append(byte) }
        state = .csi(parameters: parameters)
      } else {
        // A byte that cannot be in a sequence ends it; the byte itself is read anew.
        state = .ground
        keys.append(.unknownSequence)
        ground(byte, afterCarriageReturn: false, into: &keys)
      }
    case .utf8(var bytes, let expected):
      guard byte & 0xC0 == 0x80 else {
        state = .ground
        keys.append(.invalidBytes(bytes))
        ground(byte, afterCarriageReturn: false, into: &keys)
        return
      }
      bytes.append(byte)
      if bytes.count < expected {
        state = .utf8(bytes: bytes, expected: expected)
      } else {
        state = .ground
        keys.append(Self.character(from: bytes))
      }
    case .discarding:
      discard(byte, into: &keys)
    case .paste:
      pasted.append(byte)
      if byte == Self.pasteEnd.last, pasted.count >= Self.pasteEnd.count,
        pasted.suffix(Self.pasteEnd.count).elementsEqual(Self.pasteEnd)
      {
        state = .ground
        keys.append(pasteOverflowed ? .pasteTooLong : Self.pasteKey(pasted.dropLast(Self.pasteEnd.count)))
        dropPaste()
      } else if pasted.count > Self.longestPaste + Self.pasteEnd.count {
        // Too long for any field: keep only what could be the start of the end marker.
        let tail = Array(pasted.suffix(Self.pasteEnd.count - 1))
        Secret.wipe(pasted)
        pasted = tail
        pasted.reserveCapacity(Self.longestPaste + Self.pasteEnd.count + 1)
        pasteOverflowed = true
      }
    }
  }

  /// A byte of an abandoned paste's tail: dropped, keeping only what could be the start of
  /// its end marker.
  private mutating func discard(_ byte: UInt8, into keys: inout [Key]) {
    pasted.append(byte)
    if pasted.count > Self.pasteEnd.count { pasted.removeFirst(pasted.count - Self.pasteEnd.count) }
    if pasted.elementsEqual(Self.pasteEnd) {
      dropPaste()
      state = .ground
      keys.append(.pasteUnended)
    }
  }

  private mutating func ground(_ byte: UInt8, afterCarriageReturn: Bool, into keys: inout [Key]) {
    switch byte {
    case 0x1B: state = .escape
    case 0x0D:
      lastWasCarriageReturn = true
      keys.append(.enter)
    case 0x0A:
      if !afterCarriageReturn { keys.append(.enter) }
    case 0x7F, 0x08: keys.append(.backspace)
    case 0x15: keys.append(.clearLine)
    case 0x03: keys.append(.interrupt)
    case 0x04: keys.append(.endOfInput)
    case 0x09: keys.append(.tab)
    case 0x00: keys.append(.control("@"))
    case 0x01...0x1A: keys.append(.control(Character(Unicode.Scalar(byte + 0x60))))
    case 0x1C...0x1F: keys.append(.control(Character(Unicode.Scalar(byte + 0x40))))
    case 0x20...0x7E: keys.append(.character(Character(Unicode.Scalar(byte))))
    default:
      if let expected = TextField.utf8SequenceLength(lead: byte), expected > 1 {
        state = .utf8(bytes: [byte], expected: expected)
      } else {
        keys.append(.invalidBytes([byte]))
      }
    }
  }

  private static func character(from bytes: [UInt8]) -> Key {
    guard let string = String(validating: bytes, as: UTF8.self), let first = string.first else {
      return .invalidBytes(bytes)
    }
    return .character(first)
  }

  /// A paste's key: its text when its bytes are UTF-8, else the bytes as they came, never
  /// text with a replacement character standing for what a secret held.
  private static func pasteKey(_ bytes: ArraySlice<UInt8>) -> Key {
    if let text = String(validating: bytes, as: UTF8.self) { return .paste(text) }
    return .pastedBytes(Array(bytes))
  }

  private static func ss3Key(_ byte: UInt8) -> Key {
    switch byte {
    case UInt8(ascii: "A"): .up
    case UInt8(ascii: "B"): .down
    case UInt8(ascii: "C"): .right
    case UInt8(ascii: "D"): .left
    case UInt8(ascii: "H"): .home
    case UInt8(ascii: "F"): .end
    case UInt8(ascii: "P")...UInt8(ascii: "S"): .function(Int(byte) - 0x4F)  // F1 to F4
    // The keypad in application mode (DECKPAM, which some terminals leave on): its keys
    // are what is printed on them.
    case UInt8(ascii: "p")...UInt8(ascii: "y"): .character(Character(Unicode.Scalar(byte - 0x40)))  // 0 to 9
    case UInt8(ascii: "M"): .enter
    default: keypadSymbols[byte].map(Key.character) ?? .unknownSequence
    }
  }

  /// The keypad's other keys in application mode, as VT100 and xterm send them.
  private static let keypadSymbols: [UInt8: Character] = [
    UInt8(ascii: "j"): "*", UInt8(ascii: "k"): "+", UInt8(ascii: "l"): ",", UInt8(ascii: "m"): "-",
    UInt8(ascii: "n"): ".", UInt8(ascii: "o"): "/", UInt8(ascii: "X"): "=",
  ]

  /// The number in "ESC [ n ~" for each function key (xterm and the VT220 family).
  private static let functionNumbers = [
    "11": 1, "12": 2, "13": 3, "14": 4, "15": 5, "17": 6, "18": 7, "19": 8, "20": 9, "21": 10, "23": 11, "24": 12,
  ]

  private static func csiKey(parameters: [UInt8], final: UInt8) -> Key {
    // Other modifier parameters ("1;2C", Shift-Right) do not change what the key means
    // here; Ctrl (5) with Left or Right moves by word.
    let fields = parameters.split(separator: UInt8(ascii: ";"), omittingEmptySubsequences: false)
    let number = String(decoding: fields.first ?? [], as: UTF8.self)
    let modifier = fields.count > 1 ? String(decoding: fields[1], as: UTF8.self) : ""
    switch final {
    case UInt8(ascii: "C") where modifier == "5": return .wordRight
    case UInt8(ascii: "D") where modifier == "5": return .wordLeft
    case UInt8(ascii: "A"): return .up
    case UInt8(ascii: "B"): return .down
    case UInt8(ascii: "C"): return .right
    case UInt8(ascii: "D"): return .left
    case UInt8(ascii: "H"): return .home
    case UInt8(ascii: "F"): return .end
    case UInt8(ascii: "Z"): return .backTab
    case UInt8(ascii: "P")...UInt8(ascii: "S") where number == "1" || number.isEmpty:
      return .function(Int(final) - 0x4F)  // F1 to F4 with a modifier: ESC [ 1 ; 2 P
    case UInt8(ascii: "~"):
      switch number {
      case "1", "7": return .home
      case "4", "8": return .end
      case "3": return .delete
      default: return Self.functionNumbers[number].map(Key.function) ?? .unknownSequence
      }
    default: return .unknownSequence
    }
  }
}
