import Foundation

/// A file to add to a boot image: its path inside the image (no leading slash), its mode
/// (type and permissions, as `stat` gives them) and its bytes.
public struct ImageFile: Sendable {
  public var path: String
  public var mode: UInt32
  public var contents: [UInt8]

  public init(path: String, mode: UInt32 = 0o100755, contents: [UInt8]) {
    (self.path, self.mode, self.contents) = (path, mode, contents)
  }
}

/// Writes `image` with `files` added to `output`: the image's bytes (padded to four), then a
/// cpio archive of the files in the "newc" format the kernel unpacks. The kernel unpacks
/// every archive of an initramfs in turn, so an added file replaces the image's own; the
/// folders they go in must be in the image already.
public func writeImage(_ image: String, adding files: [ImageFile], to output: String) throws {
  var bytes = Array(try Data(contentsOf: URL(fileURLWithPath: image)))
  bytes += [UInt8](repeating: 0, count: (4 - bytes.count % 4) % 4)
  var inode: UInt32 = 0x4f_5443_00
  func entry(_ name: String, mode: UInt32, contents: [UInt8]) {
    inode += 1
    let nameBytes = Array(name.utf8) + [0]
    let fields: [UInt32] = [inode, mode, 0, 0, 1, 0, UInt32(contents.count), 0, 0, 0, 0, UInt32(nameBytes.count), 0]
    var part = Array(("070701" + fields.map { String(format: "%08X", $0) }.joined()).utf8) + nameBytes
    part += [UInt8](repeating: 0, count: (4 - part.count % 4) % 4)
    part += contents
    part += [UInt8](repeating: 0, count: (4 - part.count % 4) % 4)
    bytes += part
  }
  for file in files { entry(file.path, mode: file.mode, contents: file.contents) }
  entry("TRAILER!!!", mode: 0, contents: [])
  try Data(bytes).write(to: URL(fileURLWithPath: output))
}

/// A folder of the caller's own with the boot images' kernel and disk linked in, for an
/// image it makes from one of them (`writeImage`), to boot with `BootedMachine`; the caller
/// removes it.
public func folderBeside(_ images: String, named name: String) throws -> String {
  let folder = scratchFolder + "/\(name)-\(UUID().uuidString.prefix(8))"
  try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
  for file in ["vmlinuz", "disk.img"] {
    try FileManager.default.createSymbolicLink(atPath: "\(folder)/\(file)", withDestinationPath: "\(images)/\(file)")
  }
  return folder
}
