import Foundation
import OTCTestSupport

/// Key → first sounding sample at the sink, for `otc prompt` speaking through `mode`: a
/// digit typed in silence into the prompt's pseudo-terminal, then Backspace so the code
/// never fills, each once the monitor has been quiet for 0.3 s.
func endToEndKeyEcho(
  otc: String, mode: String, keys: Int, environment: [String: String], capture: MonitorCapture
) throws -> Distribution {
  let terminal = try PseudoTerminal(
    ["prompt", "--speech", mode, "--length", "12", "--no-auto-submit", "--no-hints"], environment: environment,
    executable: otc)
  guard terminal.waitFor("text field", timeout: 20) else { throw BenchError("otc prompt --speech \(mode) did not open") }
  _ = capture.firstSound(after: 0, timeout: 5)
  capture.waitForQuiet(0.3, timeout: 20)
  var latencies: [Double] = []
  for index in 0..<keys {
    let typed = monotonicSeconds()
    terminal.type("\(index % 10)")
    guard let heard = capture.firstSound(after: typed, timeout: 5) else {
      throw BenchError("the echo of a key typed into otc prompt --speech \(mode) never reached the sink")
    }
    latencies.append(heard - typed)
    capture.waitForQuiet(0.3, timeout: 20)
    let deleted = monotonicSeconds()
    terminal.type("\u{7F}")
    _ = capture.firstSound(after: deleted, timeout: 5)
    capture.waitForQuiet(0.3, timeout: 20)
  }
  terminal.type("\u{1B}")
  _ = terminal.waitForEnd(timeout: 20)
  return Distribution(latencies)
}
