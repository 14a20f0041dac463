import Glibc
import SafeIO
import Testing

@Suite struct DeviceNumberTests {
  /// glibc's `makedev`, as <sys/sysmacros.h> defines it (a macro Swift does not import).
  func makedev(_ major: UInt64, _ minor: UInt64) -> Int {
    Int(truncatingIfNeeded: ((major & 0xfff) << 8) | ((major & ~0xfff) << 32) | (minor & 0xff) | ((minor & ~0xff) << 12))
  }

  @Test(arguments: [(4, 3), (4, 63), (5, 1), (136, 5), (259, 70_000), (4_095, 1_048_575), (5_000, 2)])
  func aDeviceNumberSplitsAsGlibcMakesIt(major: Int, minor: Int) {
    let device = DeviceNumber(makedev(UInt64(major), UInt64(minor)))
    #expect(device.major == major)
    #expect(device.minor == minor)
  }

  @Test func realDevicesSplitAsTheKernelNumbersThem() {
    var status = stat()
    #expect(stat("/dev/null", &status) == 0)
    #expect(DeviceNumber(Int(status.st_rdev)) == DeviceNumber(makedev(1, 3)))
    #expect(DeviceNumber(Int(status.st_rdev)).major == 1)
    #expect(DeviceNumber(Int(status.st_rdev)).minor == 3)
  }

  @Test func onlyTtyOneToSixtyThreeIsAVirtualConsole() {
    #expect(DeviceNumber(makedev(4, 3)).virtualConsole == 3)
    #expect(DeviceNumber(makedev(4, 0)).virtualConsole == nil)
    #expect(DeviceNumber(makedev(4, 64)).virtualConsole == nil)
    #expect(DeviceNumber(makedev(136, 3)).virtualConsole == nil)
    #expect(DeviceNumber(makedev(5, 1)).isSystemConsole)
    #expect(!DeviceNumber(makedev(5, 0)).isSystemConsole)
  }
}
