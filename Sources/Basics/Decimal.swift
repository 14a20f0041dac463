import Glibc

extension Double {
  /// This number with `digits` digits after the point, rounded as C's `printf("%.*f")`
  /// rounds and always with a point, whatever the locale: what `String(format: "%.2f")`
  /// gave, without Foundation.
  public func fixed(_ digits: Int) -> String {
    var buffer = [CChar](repeating: 0, count: 32)
    var written = withVaList([Int32(digits), self]) { vsnprintf(&buffer, buffer.count, "%.*f", $0) }
    if written >= buffer.count {
      buffer = [CChar](repeating: 0, count: Int(written) + 1)
      written = withVaList([Int32(digits), self]) { vsnprintf(&buffer, buffer.count, "%.*f", $0) }
    }
    let text = String(decoding: buffer.prefix(Int(max(written, 0))).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    // otc never sets a locale, but a library might: the point stays a point.
    return text.replacing(",", with: ".")
  }
}
