import CodeEntry
import Foundation
import Integrations
import OTCTestSupport
import Testing

/// The FIFO a passphrase may come through at boot (cryptroot-unlock's), read between keys.
@Suite struct PassFIFOTests {
  let folder = scratchFolder + "/otc-passfifo-\(UUID().uuidString.prefix(8))"
  var path: String { folder + "/passfifo" }

  init() throws {
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    #expect(mkfifo(folder + "/passfifo", 0o600) == 0)
  }

  func write(_ bytes: [UInt8], close closes: Bool = true) -> Int32 {
    let writer = open(path, O_WRONLY | O_CLOEXEC)
    #expect(writer >= 0)
    #expect(Glibc.write(writer, bytes, bytes.count) == bytes.count)
    if closes { close(writer) }
    return writer
  }

  func text(_ secret: SecretText?) -> String? {
    secret.map { $0.withUnsafeBytes { String(decoding: $0, as: UTF8.self) } }
  }

  @Test func nothingIsThereUntilAWriterHasWrittenAndClosed() throws {
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let fifo = try PassFIFO(path: path)
    #expect(!fifo.poll())
    // Written in two parts: whole only once the writer closes.
    let writer = write(Array("pass".utf8), close: false)
    #expect(!fifo.poll())
    #expect(Glibc.write(writer, "phrase é", 9) == 9)
    #expect(!fifo.poll())
    close(writer)
    #expect(fifo.poll())
    let taken = fifo.take()
    #expect(text(taken) == "passphrase é")
    #expect(taken?.count == 12, "characters, counted from the bytes")
    #expect(fifo.take() == nil, "taken once")
    // The next writer is seen too.
    #expect(!fifo.poll())
    _ = write(Array("again".utf8))
    #expect(fifo.poll())
    #expect(text(fifo.take()) == "again")
  }

  @Test func anEmptyWriteIsPassedOverAndATooLongOneRefused() throws {
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let fifo = try PassFIFO(path: path)
    _ = write([])
    #expect(!fifo.poll())
    #expect(fifo.takeProblem() == nil)
    _ = write([UInt8](repeating: 0x61, count: PassFIFO.longest + 1))
    #expect(!fifo.poll())
    #expect(fifo.take() == nil)
    #expect(fifo.takeProblem()?.description == "a passphrase of more than \(PassFIFO.longest) bytes was refused")
    #expect(fifo.takeProblem() == nil, "said once")
    _ = write([UInt8](repeating: 0x62, count: PassFIFO.longest))
    #expect(fifo.poll())
    #expect(fifo.take()?.count == PassFIFO.longest)
  }

  @Test func aLinkOrAFileIsNotOpened() throws {
    defer { try? FileManager.default.removeItem(atPath: folder) }
    #expect(symlink(path, folder + "/link") == 0)
    #expect(throws: PassFIFO.Refusal.self) { try PassFIFO(path: folder + "/link") }
    #expect(FileManager.default.createFile(atPath: folder + "/file", contents: Data()))
    #expect(throws: PassFIFO.Refusal.self) { try PassFIFO(path: folder + "/file") }
    #expect(throws: PassFIFO.Refusal.self) { try PassFIFO(path: folder + "/missing") }
  }
}
