import Basics
import Foundation
import Testing

/// Basics stands in for what otc took from Foundation; each replacement is checked against
/// Foundation itself, which the tests may link.
@Suite struct TrimmingTests {
  static let samples = [
    "", " ", "\t", "\n", " \t\n ", "code", "  code  ", "\tcode\t", "\u{00A0}code\u{2003}", "\u{3000}код\u{3000}",
    " line\n", "\r\nline\r\n", "\u{2028}line\u{2029}", "\u{85}line\u{0B}\u{0C}", " a b ", "\u{200B}zero-width\u{200B}",
    "e\u{301} ", " \u{301}", "\u{FEFF}mark", "Senha: ", "  ,. key, ", ",.;", "a",
  ]

  @Test(arguments: samples)
  func trimmingWhitespaceIsFoundations(text: String) {
    #expect(text.trimmingWhitespace() == text.trimmingCharacters(in: .whitespaces))
    #expect(Substring(text).trimmingWhitespace() == text.trimmingCharacters(in: .whitespaces))
  }

  @Test(arguments: samples)
  func trimmingNewlinesIsFoundations(text: String) {
    #expect(text.trimmingNewlines() == text.trimmingCharacters(in: .newlines))
  }

  @Test(arguments: samples)
  func trimmingBothIsFoundations(text: String) {
    #expect(text.trimmingWhitespaceAndNewlines() == text.trimmingCharacters(in: .whitespacesAndNewlines))
  }

  @Test(arguments: samples)
  func trimmingASetIsFoundations(text: String) {
    #expect(text.trimming(charactersIn: ",. ") == text.trimmingCharacters(in: CharacterSet(charactersIn: ",. ")))
  }
}

@Suite struct FixedPointTests {
  @Test(arguments: [0.0, 0.5, 1.005, 2.675, 12.345, -3.14159, 1e9, 123_456.789, 0.0005, -0.0004, 99.995])
  func fixedIsPrintfs(value: Double) {
    for digits in 0...3 {
      #expect(value.fixed(digits) == String(format: "%.\(digits)f", value))
    }
  }

  @Test func aLongNumberIsWhole() {
    #expect(1e40.fixed(2) == String(format: "%.2f", 1e40))
  }
}

@Suite struct ThreadingTests {
  @Test func aDetachedThreadRunsNamed() throws {
    let done = Condition()
    nonisolated(unsafe) var name: String?
    #expect(
      detachThread(named: "otc test thread long name") {
        let comm = (try? String(contentsOfFile: "/proc/thread-self/comm", encoding: .utf8)) ?? ""
        done.withLock {
          name = comm.trimmingNewlines()
          done.broadcast()
        }
      })
    let seen = done.withLock {
      while name == nil, done.wait(until: .after(30)) {}
      return name
    }
    #expect(seen == "otc test thread")
  }

  @Test func aWaitEndsAtItsDeadline() {
    let condition = Condition()
    let start = Instant.now
    let woken = condition.withLock { condition.wait(until: start.adding(0.05)) }
    #expect(!woken)
    #expect(Instant.now.seconds - start.seconds >= 0.05)
  }

  @Test func aLockKeepsCountsWhole() async {
    let lock = Lock()
    nonisolated(unsafe) var count = 0
    await withTaskGroup(of: Void.self) { group in
      for _ in 0..<8 {
        group.addTask {
          for _ in 0..<10_000 { lock.withLock { count += 1 } }
        }
      }
    }
    #expect(lock.withLock { count } == 80_000)
  }
}
