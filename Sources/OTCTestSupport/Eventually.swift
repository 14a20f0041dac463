import Basics
import Foundation

/// How long a test waits for what must happen, unless it says otherwise: two minutes. A
/// condition that holds costs only its own time; on a loaded machine (the whole suite
/// beside two busy loops) a prompt's first line once took more than 20 s.
public let generousDeadline = 120.0

/// Waits until `condition` holds, checking it every `pacing` seconds (a few milliseconds
/// unless a costly check asks for fewer), for at most `timeout` seconds: the one way tests
/// wait for something to happen. True if it held.
///
/// The deadline is generous on purpose: on a loaded machine a condition can take seconds,
/// and a passing test never waits longer than the condition itself takes.
@discardableResult
public func eventually(timeout: Double = generousDeadline, pacing: Double = 0.002, _ condition: () throws -> Bool) rethrows
  -> Bool
{
  let deadline = monotonicSeconds() + timeout
  while true {
    if try condition() { return true }
    if monotonicSeconds() >= deadline { return false }
    // Pacing between two checks of the condition, not a wait for a result.
    usleep(useconds_t(pacing * 1_000_000))
  }
}
