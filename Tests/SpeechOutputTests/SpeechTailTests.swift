import Announcer
import Foundation
import OTCTestSupport
import SafeIO
@testable import SpeechOutput
import Testing
import Wording

/// The hand-off, a layer at a time: what a speaker gives up, the lock a tail holds and how
/// a newer otc ends it, and the record of messages left in Speech Dispatcher.
@Suite struct SpeechTailTests {
  func utterance(_ text: String) -> Utterance { Utterance(event: "test", parts: [text], language: .english) }

  func folder() throws -> RuntimeDirectory {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("otc-tail-\(UUID().uuidString.prefix(8))").path
    mkdir(path, 0o700)
    return try RuntimeDirectory.opening(path)
  }

  /// A stand-in for a tail: a Python process holding the voice lock (`lockf` is a POSIX
  /// record lock, as otc's), once it holds it.
  func lockHolder(in directory: RuntimeDirectory) throws -> ChildProcess {
    let holder = try ChildProcess(
      "/usr/bin/python3",
      [
        "-c", "import fcntl,sys,time; f=open(sys.argv[1],'w'); fcntl.lockf(f, fcntl.LOCK_EX); time.sleep(120)",
        directory.path + "/voice.lock",
      ])
    #expect(eventually { SpeechTail.speakingTail(in: directory) == holder.pid })
    return holder
  }

  /// Handed off in the middle of its first utterance, a speaker gives back that one whole
  /// and the one queued behind it, flushes the sink, and synthesises nothing more.
  @Test func aSpeakerHandsOffWhatItWasSayingAndWhatWasQueued() throws {
    let synthesizer = FakeSynthesizer()
    let sink = RecordingSink()
    let speaker = Speaker(synthesizer: synthesizer, sink: sink, settings: VoiceSettings(rate: 300))
    let handedOff = HandOffBox()
    let once = Latch()
    // The first write waits until the second utterance is queued: on a loaded machine the
    // speech thread may reach it before the test has said the second.
    let queued = ArrivingSinkTests.Gate()
    sink.onWrite = { [speaker] in
      if once.set() {
        queued.wait()
        handedOff.set(speaker.handOff())
      }
    }
    speaker.say(utterance("code complete, nine eight five"))
    speaker.say(utterance("goodbye"))
    queued.release()
    let left = try #require(eventually { handedOff.value != nil } ? handedOff.value : nil)
    #expect(
      left == [
        .speak(
          SpeechTail.Request(
            utterances: [utterance("code complete, nine eight five"), utterance("goodbye")], settings: VoiceSettings(rate: 300)))
      ])
    speaker.say(utterance("never"))
    try speaker.finish()
    #expect(synthesizer.spokenTexts == ["Code complete, nine eight five"])
    #expect(sink.log.contains("interrupt"))
  }

  @Test func anIdleSpeakerHasNothingToHandOff() {
    let speaker = Speaker(synthesizer: FakeSynthesizer(), sink: RecordingSink())
    #expect(speaker.handOff().isEmpty)
  }

  /// A sound server that went away while nothing was written (the last keys came too fast
  /// to be echoed) is still reported at the hand-off, ahead of the words for the tail.
  @Test func aSinkThatAlreadyFailedIsReportedAtTheHandOff() throws {
    let sink = RecordingSink()
    let speaker = Speaker(synthesizer: FakeSynthesizer(), sink: sink)
    #expect(speaker.handOff().isEmpty)
    sink.failure = .audioDevice(Message(.pulseServerGone))
    #expect(speaker.handOff() == [.failed(.audioDevice(Message(.pulseServerGone)))])
  }

  /// A request crosses the pipe with every field of each utterance, whatever its text
  /// holds: netstrings' own marks, digits, line breaks, empty parts, other scripts.
  @Test func aRequestSurvivesItsEncoding() throws {
    let request = SpeechTail.Request(
      utterances: [
        Utterance(event: "inserted", parts: ["nine"], language: .brazilianPortuguese, tone: .raised, echoed: "9"),
        Utterance(event: "completed", parts: ["Код", "девет"], language: .bulgarian, numeralsAsNumbers: true),
        Utterance(
          event: "x", parts: ["", "3:abc,", ",", "12:", "line\nbreak\r\0", "\u{202E}é́"], language: .english, tone: .capital),
        Utterance(event: "", parts: [], language: .english, tone: .lowered, echoed: ":"),
      ], settings: VoiceSettings(voice: "en-gb", rate: 250, pitch: 40, volume: 90))
    #expect(SpeechTail.Request(decoding: request.encoded()) == request)
    let noVoice = SpeechTail.Request(utterances: [], settings: VoiceSettings(voice: nil, rate: 80, pitch: 0, volume: 200))
    #expect(SpeechTail.Request(decoding: noVoice.encoded()) == noVoice)
    let emptyVoice = SpeechTail.Request(utterances: [], settings: VoiceSettings(voice: ""))
    #expect(SpeechTail.Request(decoding: emptyVoice.encoded()) == emptyVoice)
  }

  /// Anything but a whole request is refused, never half read: every shorter prefix, a
  /// byte more, a changed length, a leading zero, another form, text that is not UTF-8.
  @Test func anythingButAWholeRequestIsRefused() throws {
    let request = SpeechTail.Request(
      utterances: [Utterance(event: "inserted", parts: ["nine", "eight"], language: .english, echoed: "9")],
      settings: VoiceSettings(voice: "en-gb"))
    let bytes = request.encoded()
    for end in 0..<bytes.count { #expect(SpeechTail.Request(decoding: Array(bytes[..<end])) == nil, "\(end)") }
    #expect(SpeechTail.Request(decoding: bytes + [0x30]) == nil)
    let text = String(decoding: bytes, as: UTF8.self)
    for (from, to) in [
      ("4:nine,", "5:nine,"), ("4:nine,", "04:nine,"), ("17:otc speech tail 1", "17:otc speech tail 2"),
      ("1:9,", "2:99,"), ("2:en,", "2:xx,"), ("6:normal,", "6:yelled,"),
    ] {
      #expect(text.contains(from))
      let changed = Array(text.replacingOccurrences(of: from, with: to).utf8)
      #expect(SpeechTail.Request(decoding: changed) == nil, "\(to)")
    }
    var notUTF8 = Array(text.utf8)
    let nine = notUTF8.firstIndex(of: UInt8(ascii: "n"))!
    notUTF8[nine] = 0xFF
    #expect(SpeechTail.Request(decoding: notUTF8) == nil)
    #expect(SpeechTail.Request(decoding: Array("999999999999:x,".utf8)) == nil)
  }

  /// Bytes changed at random (seeded) in a request are read as a whole request or refused,
  /// never a crash: the tail reads its pipe with nothing more to check it.
  @Test func randomlyChangedBytesNeverCrashTheReader() {
    let request = SpeechTail.Request(
      utterances: [
        Utterance(event: "inserted", parts: ["nine", "3:x,"], language: .bulgarian, echoed: "9"),
        Utterance(event: "completed", parts: ["Код"], language: .english, numeralsAsNumbers: true),
      ], settings: VoiceSettings(voice: "bg"))
    let bytes = request.encoded()
    var seed: UInt64 = 0x7A11
    func next(_ bound: Int) -> Int {
      seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((seed >> 33) % UInt64(bound))
    }
    var refused = 0
    let marks = Array("0123456789:,".utf8)
    for _ in 0..<5_000 {
      var changed = bytes
      for _ in 0...next(3) {
        let at = next(changed.count)
        changed[at] = next(2) == 0 ? marks[next(marks.count)] : UInt8(next(256))
      }
      if next(4) == 0 { changed.removeLast(next(changed.count)) }
      if let read = SpeechTail.Request(decoding: changed) {
        #expect(SpeechTail.Request(decoding: read.encoded()) == read)
      } else {
        refused += 1
      }
    }
    #expect(refused > 0)
  }

  /// The process holding the voice lock (here a Python stand-in for a tail) is ended by
  /// `silence`, which returns once it has gone.
  @Test func silenceEndsTheProcessHoldingTheLock() throws {
    let directory = try folder()
    defer { try? FileManager.default.removeItem(atPath: directory.path) }
    let holder = try lockHolder(in: directory)
    defer { holder.stop(signal: SIGKILL) }
    SpeechTail.silence(in: directory)
    #expect(!holder.isRunning)
    #expect(SpeechTail.speakingTail(in: directory) == nil)
  }

  /// A tail that claims the voice silences whoever held it and holds it itself.
  @Test func claimingTheVoiceTakesItFromAnOlderTail() throws {
    let directory = try folder()
    defer { try? FileManager.default.removeItem(atPath: directory.path) }
    let holder = try lockHolder(in: directory)
    defer { holder.stop(signal: SIGKILL) }
    let lock = try #require(SpeechTail.claimVoice(in: directory))
    defer { close(lock) }
    #expect(!holder.isRunning)
  }

  @Test func silenceWithNothingSpeakingDoesNothing() throws {
    let directory = try folder()
    defer { try? FileManager.default.removeItem(atPath: directory.path) }
    SpeechTail.silence(in: directory)
    #expect(SpeechTail.speakingTail(in: directory) == nil)
  }

  /// Messages left in a server are cancelled by the next otc by their client id, and the
  /// record is used once.
  @Test func recordedMessagesAreCancelledOnTheSameServer() throws {
    let server = try FakeSSIPServer(.answersThenSilence(lines: 100))
    defer { server.stop() }
    let directory = try folder()
    defer { try? FileManager.default.removeItem(atPath: directory.path) }
    SpeechTail.remember(.init(serverProcess: getpid(), client: 7, socketPath: server.path), in: directory)
    SpeechTail.silence(in: directory)
    #expect(server.received.contains("CANCEL 7"))
    #expect(!FileManager.default.fileExists(atPath: directory.path + "/speechd-tail"))
  }

  /// A server started since the record was written (another pid on the socket) may have
  /// given the id to the user's screen reader: nothing is cancelled.
  @Test func aRecordOfAnotherServerIsNotObeyed() throws {
    let server = try FakeSSIPServer(.answersThenSilence(lines: 100))
    defer { server.stop() }
    let directory = try folder()
    defer { try? FileManager.default.removeItem(atPath: directory.path) }
    SpeechTail.remember(.init(serverProcess: getpid() + 1, client: 7, socketPath: server.path), in: directory)
    SpeechTail.silence(in: directory)
    #expect(!server.received.contains { $0.hasPrefix("CANCEL") })
    #expect(!FileManager.default.fileExists(atPath: directory.path + "/speechd-tail"))
  }

  /// Issue 41, point 3: a line break in `SPEECHD_ADDRESS` reached the record as a line of
  /// the red team's choosing. A socket path with a control character is never recorded,
  /// and a record holding one is never obeyed.
  @Test func aSocketPathWithALineBreakIsNeverRecorded() throws {
    let directory = try folder()
    defer { try? FileManager.default.removeItem(atPath: directory.path) }
    let planted = "/run/user/0/speech-dispatcher/speechd.sock\nALL ALL=(ALL) NOPASSWD: ALL"
    SpeechTail.remember(.init(serverProcess: getpid(), client: 7, socketPath: planted), in: directory)
    #expect(!FileManager.default.fileExists(atPath: directory.path + "/speechd-tail"))
    try "\(getpid()) 7 /x\u{1B}]0;y\n".write(toFile: directory.path + "/speechd-tail", atomically: true, encoding: .utf8)
    #expect(SpeechTail.takeRecord(in: directory) == nil)
  }

  /// A record older than any confirmation is stale and ignored.
  @Test func aStaleRecordIsIgnored() throws {
    let server = try FakeSSIPServer(.answersThenSilence(lines: 100))
    defer { server.stop() }
    let directory = try folder()
    defer { try? FileManager.default.removeItem(atPath: directory.path) }
    SpeechTail.remember(.init(serverProcess: getpid(), client: 7, socketPath: server.path), in: directory)
    let old = Date().addingTimeInterval(-300)
    try FileManager.default.setAttributes([.modificationDate: old], ofItemAtPath: directory.path + "/speechd-tail")
    SpeechTail.silence(in: directory)
    #expect(!server.received.contains { $0.hasPrefix("CANCEL") })
  }
}

/// Where a test's hand-off lands, from the speech thread.
final class HandOffBox: @unchecked Sendable {
  private let lock = NSLock()
  private var kept: [SpeechHandOff]?
  func set(_ value: [SpeechHandOff]) { lock.withLock { kept = value } }
  var value: [SpeechHandOff]? { lock.withLock { kept } }
}
