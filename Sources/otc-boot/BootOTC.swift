import BootProgram

// otc as the initramfs holds it, installed there as otc: the disk's question (`otc boot
// ask`), systemd's questions (`otc agent --watch --console`), what those start through
// /proc/self/exe (the speech tail, Speakup's guard), and `otc speak`, to hear that the
// image's sound works (make boot-check runs it there). Nothing else: the screens, the
// transcripts' tools, `otc watch` and `otc totp` stay out of the image (docs/DESIGN.md,
// "At boot, in the initramfs"). The image's is built with Embedded Swift (make boot-otc),
// which has no CommandLine: there, C's main hands over its arguments itself.
#if hasFeature(Embedded)
  /// The boot otc's entry: `argv`'s strings, as the program was started.
  @_cdecl("main")
  func main(_ count: Int32, _ arguments: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> Int32 {
    var commandLine: [String] = []
    for index in 0..<Int(count) {
      if let argument = arguments[index] { commandLine.append(String(cString: argument)) }
    }
    BootProgram.main(commandLine: commandLine)
  }
#else
  @main
  enum BootOTC {
    static func main() {
      BootProgram.main(commandLine: CommandLine.arguments)
    }
  }
#endif
