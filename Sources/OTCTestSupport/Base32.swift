/// `bytes` in RFC 4648 base32 without padding, as an `otpauth://` URI holds a key: the
/// tests' and the benchmark's keys, which otc itself only ever decodes.
public func base32(_ bytes: [UInt8]) -> String {
  let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567")
  var result = ""
  var buffer = 0
  var bits = 0
  for byte in bytes {
    buffer = (buffer << 8) | Int(byte)
    bits += 8
    while bits >= 5 {
      bits -= 5
      result.append(alphabet[(buffer >> bits) & 31])
    }
  }
  if bits > 0 { result.append(alphabet[(buffer << (5 - bits)) & 31]) }
  return result
}
