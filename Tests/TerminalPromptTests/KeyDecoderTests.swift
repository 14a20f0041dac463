import Testing

@testable import TerminalPrompt

@Suite struct KeyDecoderTests {
  func decode(_ bytes: [UInt8]) -> [Key] {
    var decoder = KeyDecoder()
    return decoder.decode(bytes) + decoder.flush()
  }
  func decode(_ text: String) -> [Key] { decode(Array(text.utf8)) }

  /// The keypad in application mode sends ESC O p to ESC O y for its digits: they are
  /// digits, its Enter is Enter, and its symbols are what is printed on them (issue 44).
  @Test func keypadKeysInApplicationModeAreWhatIsPrintedOnThem() {
    let digits = (UInt8(ascii: "p")...UInt8(ascii: "y")).flatMap { [0x1B, UInt8(ascii: "O"), $0] }
    #expect(decode(digits) == "0123456789".map { .character($0) })
    #expect(
      decode("\u{1B}OM\u{1B}Ok\u{1B}Om\u{1B}Oj\u{1B}Oo\u{1B}On\u{1B}OX") == [
        .enter, .character("+"), .character("-"), .character("*"), .character("/"), .character("."), .character("="),
      ])
    #expect(decode("\u{1B}OZ") == [.unknownSequence])
  }

  /// Issue 24, point 5: a paste longer than any field is refused whole at its end, in
  /// bounded memory, and the keys after it are keys.
  @Test func anOverlongPasteIsRefusedWholeAndKeysFollow() {
    var decoder = KeyDecoder()
    var keys = decoder.decode(Array("\u{1B}[200~".utf8))
    let chunk = [UInt8](repeating: UInt8(ascii: "a"), count: 64 * 1024)
    for _ in 0..<16 { keys += decoder.decode(chunk) }  // 1 MiB
    #expect(keys.isEmpty && decoder.isInPaste)
    keys += decoder.decode(Array("\u{1B}[201~7\u{1B}".utf8)) + decoder.flush()
    #expect(keys == [.pasteTooLong, .character("7"), .escape])
    // A paste at the limit is still a paste.
    let atLimit = String(repeating: "b", count: KeyDecoder.longestPaste)
    #expect(decode("\u{1B}[200~" + atLimit + "\u{1B}[201~") == [.paste(atLimit)])
  }

  /// Issue 41, point 6: what still arrives of an abandoned paste is never a key, until
  /// its end marker comes or the caller has heard quiet.
  @Test func aPasteThatNeverEndsIsAbandonedAndItsTailIsDropped() {
    var decoder = KeyDecoder()
    #expect(decoder.decode(Array("\u{1B}[200~abc\r\u{1B}".utf8)).isEmpty)
    #expect(decoder.isInPaste)
    decoder.abandonPaste()
    #expect(!decoder.isInPaste && decoder.isDiscardingPaste)
    #expect(decoder.decode(Array("777777\r\u{1B}\u{03}".utf8)).isEmpty)
    #expect(decoder.endDiscarding() == [.pasteUnended])
    #expect(decoder.decode(Array("\r".utf8)) == [.enter])
    #expect(decoder.endDiscarding().isEmpty)
    // Its end marker, split across reads, ends the dropping at once; what follows is keys.
    #expect(decoder.decode(Array("\u{1B}[200~x".utf8)).isEmpty)
    decoder.abandonPaste()
    #expect(decoder.decode(Array("99\u{1B}[2".utf8)).isEmpty)
    #expect(decoder.decode(Array("01~7".utf8)) == [.pasteUnended, .character("7")])
    #expect(!decoder.isDiscardingPaste)
  }

  @Test func digitsAndLettersAreCharacters() {
    #expect(decode("9a") == [.character("9"), .character("a")])
  }

  @Test func unicodeDigitsArriveWhole() {
    #expect(decode("٩９") == [.character("٩"), .character("９")])
  }

  @Test(
    arguments: [
      ([0x7F], Key.backspace), ([0x08], .backspace), ([0x15], .clearLine), ([0x0D], .enter), ([0x0A], .enter),
      ([0x03], .interrupt), ([0x04], .endOfInput), ([0x09], .tab), ([0x12], .control("r")), ([0x00], .control("@")),
      ([0x1B, 0x5B, 0x33, 0x7E], .delete), ([0x1B, 0x5B, 0x41], .up), ([0x1B, 0x5B, 0x42], .down),
      ([0x1B, 0x5B, 0x43], .right), ([0x1B, 0x5B, 0x44], .left), ([0x1B, 0x5B, 0x48], .home),
      ([0x1B, 0x5B, 0x46], .end), ([0x1B, 0x5B, 0x31, 0x7E], .home), ([0x1B, 0x5B, 0x34, 0x7E], .end),
      ([0x1B, 0x4F, 0x48], .home), ([0x1B, 0x4F, 0x43], .right), ([0x1B, 0x5B, 0x5A], .backTab),
      ([0x1B, 0x5B, 0x31, 0x3B, 0x35, 0x43], .wordRight), ([0x1B, 0x5B, 0x31, 0x3B, 0x35, 0x44], .wordLeft),
      ([0x1B, 0x5B, 0x31, 0x3B, 0x32, 0x43], .right), ([0x1B], .escape),
    ] as [([UInt8], Key)])
  func namedKeys(bytes: [UInt8], key: Key) {
    #expect(decode(bytes) == [key])
  }

  @Test func carriageReturnLineFeedIsOneEnter() {
    #expect(decode("\r\n") == [.enter])
    #expect(decode("\n\n") == [.enter, .enter])
  }

  @Test func aBracketedPasteArrivesWhole() {
    #expect(decode("\u{1B}[200~985-391\u{1B}[201~7") == [.paste("985-391"), .character("7")])
  }

  @Test func unknownSequencesAreConsumedWhole() {
    #expect(decode("\u{1B}[99;99q5") == [.unknownSequence, .character("5")])
    #expect(decode("\u{1B}[99~") == [.unknownSequence])
  }

  @Test func anOverlongSequenceIsOneUnknownKey() {
    let bytes = Array("\u{1B}[".utf8) + Array(repeating: UInt8(ascii: "1"), count: 500) + Array("m5".utf8)
    #expect(decode(bytes) == [.unknownSequence, .character("5")])
  }

  @Test func aLoneEscapeWaitsForFlush() {
    var decoder = KeyDecoder()
    #expect(decoder.decode([0x1B]) == [])
    #expect(decoder.isWaitingAfterEscape)
    #expect(decoder.flush() == [.escape])
    #expect(!decoder.hasPendingBytes)
  }

  /// Bytes that are not UTF-8 come out as they came, for a secret to take (issue 57,
  /// point 3): a Latin-1 letter, a cut sequence, an overlong or surrogate one.
  @Test func invalidUtf8ComesOutAsItsBytes() {
    #expect(decode([0xFF, 0x35]) == [.invalidBytes([0xFF]), .character("5")])
    #expect(decode([0xD9, 0x35]) == [.invalidBytes([0xD9]), .character("5")])
    #expect(decode([0xD9]) == [.invalidBytes([0xD9])])
    #expect(decode([0x63, 0x61, 0x66, 0xE9]) == [.character("c"), .character("a"), .character("f"), .invalidBytes([0xE9])])
    #expect(decode([0xE9, 0x74, 0xE9]) == [.invalidBytes([0xE9]), .character("t"), .invalidBytes([0xE9])])
    #expect(decode([0xE0, 0x80, 0x80]) == [.invalidBytes([0xE0, 0x80, 0x80])])
    #expect(decode([0xED, 0xA0, 0x80]) == [.invalidBytes([0xED, 0xA0, 0x80])])
    #expect(decode([0xC2, 0x85]) == [.character("\u{85}")])
  }

  /// A paste whose bytes are not UTF-8 keeps them, never a replacement character.
  @Test func aPasteThatIsNotUtf8KeepsItsBytes() {
    let bytes: [UInt8] = Array("\u{1B}[200~".utf8) + [0x6D, 0xFC, 0x6C, 0x6C] + Array("\u{1B}[201~".utf8)
    #expect(decode(bytes) == [.pastedBytes([0x6D, 0xFC, 0x6C, 0x6C])])
    #expect(decode("\u{1B}[200~m\u{FC}ll\u{1B}[201~") == [.paste("m\u{FC}ll")])
  }

  @Test func anUnterminatedPasteIsNotTrusted() {
    #expect(decode("\u{1B}[200~985391") == [.unknownSequence])
  }

  /// Any split of a stream between two reads decodes to the same keys as one read.
  @Test func splittingAnywhereDecodesTheSame() {
    let stream = Array("9\u{1B}[3~٩\u{1B}[200~12 34\u{1B}[201~\u{1B}OA\r\n\u{1B}[1;5D\u{7F}x".utf8)
    let whole = decode(stream)
    for split in 0...stream.count {
      var decoder = KeyDecoder()
      let keys = decoder.decode(stream[..<split]) + decoder.decode(stream[split...]) + decoder.flush()
      #expect(keys == whole, "split at \(split)")
    }
    #expect(
      whole == [
        .character("9"), .delete, .character("٩"), .paste("12 34"), .up, .enter, .wordLeft, .backspace, .character("x"),
      ])
  }
}
