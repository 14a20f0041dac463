import CSystem

extension Double {
  /// This number with `digits` digits after the point, rounded as C's `printf("%.*f")`
  /// rounds and always with a point, whatever the locale: what `String(format: "%.2f")`
  /// gave, without Foundation.
  public func fixed(_ digits: Int) -> String {
    var buffer = [CChar](repeating: 0, count: 32)
    var written = otc_format_fixed(&buffer, buffer.count, self, Int32(digits))
    if written >= buffer.count {
      buffer = [CChar](repeating: 0, count: Int(written) + 1)
      written = otc_format_fixed(&buffer, buffer.count, self, Int32(digits))
    }
    // otc never sets a locale, but a library might: the point stays a point.
    let bytes = buffer.prefix(Int(max(written, 0))).map { $0 == 0x2C ? 0x2E : UInt8(bitPattern: $0) }
    return String(decoding: bytes, as: UTF8.self)
  }
}
