import CodeEntry
import Glibc
import TerminalPrompt
import Utterances

/// `otc totp` at a terminal, after the code is given: the keys a listener presses to hear
/// it again, the time left, or to copy it, until Escape or Enter, and each new code as its
/// period begins. The terminal is raw meanwhile, put back by a guard if otc is killed.
public enum TOTPTerminal {
  /// At a terminal: keys until Escape or Enter, and each new code as its period begins.
  public static func stay(
    _ key: OTPKey, words: CodeWords, now start: Int64, say: ([Utterance], [Utterance]?) throws -> Void,
    give: (String, Int?, Bool) throws -> Void, copy: (String) -> Utterance
  ) throws {
    let terminal = PosixTerminal()
    // Killed without a chance to restore it (SIGKILL), otc's terminal is put back by a
    // guard, bracketed paste off, as otc watch's is.
    var found = termios()
    let terminalGuard =
      tcgetattr(STDIN_FILENO, &found) == 0
      ? TerminalGuardProcess(terminal: STDIN_FILENO, settings: found, bracketedPaste: terminal.switchesBracketedPasteOn) : nil
    try terminal.begin()
    defer {
      terminal.end()
      terminalGuard?.release()
    }
    try say([words.keysHelp], nil)
    var decoder = KeyDecoder()
    var step = key.step(at: start)
    var code = key.code(at: start)
    while true {
      // Wakes as the next period begins. A lone Escape is told from the start of a key's
      // sequence by the quiet after it.
      let timeout = decoder.isWaitingAfterEscape ? PromptTiming.escapeDelay : Self.secondsToStep(after: step, of: key)
      let input = try terminal.read(timeout: timeout)
      let time = Int64(Glibc.time(nil))
      if key.step(at: time) != step {
        step = key.step(at: time)
        let fresh = key.code(at: time)
        if fresh != code {
          code = fresh
          try give(code, key.secondsLeft(at: time), true)
        }
      }
      let pressed: [Key]
      switch input {
      case .timedOut:
        pressed = decoder.isWaitingAfterEscape ? decoder.flush() : []
      case .endOfInput:
        return
      case .bytes(let bytes):
        pressed = decoder.decode(bytes)
      }
      for pressedKey in pressed {
        switch pressedKey {
        case .escape, .enter, .interrupt, .endOfInput:
          return
        case .character(" "):
          let said = words.code(code)
          let left = [words.secondsLeft(key.secondsLeft(at: time))]
          try say([said.spoken] + left, [said.recorded] + left)
        case .character("t"), .character("T"):
          try say([words.secondsLeft(key.secondsLeft(at: time))], nil)
        case .character("c"), .character("C"):
          try say([copy(code)], nil)
        default:
          continue
        }
      }
    }
  }

  /// The seconds, by the wall clock, until the period after `step` has begun (a little
  /// after, so that the clock has turned), at least 10 ms.
  public static func secondsToStep(after step: UInt64, of key: OTPKey) -> Double {
    var wall = timespec()
    clock_gettime(CLOCK_REALTIME, &wall)
    let next = Double((step + 1) * UInt64(key.period))
    return max(0.01, next - (Double(wall.tv_sec) + Double(wall.tv_nsec) / 1e9) + 0.02)
  }

  /// Sleeps until the period after `step` has begun; the time it then is.
  public static func waitForStep(after step: UInt64, of key: OTPKey) -> Int64 {
    while true {
      let now = Int64(time(nil))
      if key.step(at: now) > step { return now }
      let wait = secondsToStep(after: step, of: key)
      // One sleep at a time: the loop looks at the clock again after each, a signal or not.
      var pause = timespec(tv_sec: Int(wait), tv_nsec: Int((wait - Double(Int(wait))) * 1e9))
      _ = nanosleep(&pause, nil)
    }
  }
}
