import CodeEntry
import Glibc

/// The hash functions RFC 6238 names for TOTP, as the Key URI format spells them.
public enum OTPAlgorithm: String, Sendable, CaseIterable {
  case sha1 = "SHA1"
  case sha256 = "SHA256"
  case sha512 = "SHA512"

  /// The bytes the hash takes at a time, which HMAC pads its key to.
  var blockSize: Int { self == .sha512 ? 128 : 64 }

  /// The bytes of a digest.
  var digestSize: Int {
    switch self {
    case .sha1: 20
    case .sha256: 32
    case .sha512: 64
    }
  }
}

/// HMAC (RFC 2104) over SHA-1, SHA-256 and SHA-512 (FIPS 180-4), with every value derived
/// from the key (the padded key, the message schedule, the chaining state, the inner
/// digest) in one locked buffer that is wiped before the call returns. Written here rather
/// than loaded: otc keeps libraries it does not need at boot out of its process, and these
/// are a few hundred lines checked against the RFCs' vectors and oathtool.
public enum HMAC {
  /// The first bytes of the MAC of `message` under `key`, as many as `output` holds (at
  /// most the digest's size), written into `output`.
  public static func authenticate(
    _ message: UnsafeRawBufferPointer, key: UnsafeRawBufferPointer, algorithm: OTPAlgorithm,
    into output: UnsafeMutableRawBufferPointer
  ) {
    let scratch = LockedBytes(capacity: Layout.size)
    defer { scratch.wipe() }
    _ = scratch.fill { memory in
      let base = memory.baseAddress!
      let block = algorithm.blockSize
      let padded = base + Layout.paddedKey
      let inner = base + Layout.innerDigest
      var hash = HashComputation(algorithm: algorithm, memory: base + Layout.hash)
      // K0: the key, hashed first when longer than a block, then zeros to a block.
      if key.count > block {
        hash.update(key)
        hash.finish(into: padded)
      } else if let start = key.baseAddress {
        padded.copyMemory(from: start, byteCount: key.count)
      }
      xor(padded, count: block, with: 0x36)
      hash.start()
      hash.update(UnsafeRawBufferPointer(start: padded, count: block))
      hash.update(message)
      hash.finish(into: inner)
      xor(padded, count: block, with: 0x36 ^ 0x5c)
      hash.start()
      hash.update(UnsafeRawBufferPointer(start: padded, count: block))
      hash.update(UnsafeRawBufferPointer(start: inner, count: algorithm.digestSize))
      hash.finish(into: inner)
      output.copyMemory(from: UnsafeRawBufferPointer(start: inner, count: min(output.count, algorithm.digestSize)))
      return 0
    }
  }

  /// The digest of `message` alone, for the FIPS vectors' tests.
  static func digest(_ message: UnsafeRawBufferPointer, algorithm: OTPAlgorithm) -> [UInt8] {
    let scratch = LockedBytes(capacity: Layout.size)
    defer { scratch.wipe() }
    var result = [UInt8](repeating: 0, count: algorithm.digestSize)
    _ = scratch.fill { memory in
      var hash = HashComputation(algorithm: algorithm, memory: memory.baseAddress! + Layout.hash)
      hash.update(message)
      result.withUnsafeMutableBytes { hash.finish(into: $0.baseAddress!) }
      return 0
    }
    return result
  }

  static func xor(_ bytes: UnsafeMutableRawPointer, count: Int, with value: UInt8) {
    for offset in 0..<count {
      bytes.storeBytes(of: bytes.load(fromByteOffset: offset, as: UInt8.self) ^ value, toByteOffset: offset, as: UInt8.self)
    }
  }

  /// Where each value lives in the locked buffer.
  enum Layout {
    static let paddedKey = 0
    static let innerDigest = 128
    static let hash = 192
    static let size = hash + HashComputation.memorySize
  }
}

/// One SHA-1, SHA-256 or SHA-512 computation whose state, message schedule and unhashed
/// bytes all live in memory it is given.
struct HashComputation {
  /// The chaining state (64 bytes), the schedule (80 words of 8 bytes), one block pending.
  static let memorySize = 64 + 640 + 128

  let algorithm: OTPAlgorithm
  let state: UnsafeMutableRawPointer
  let schedule: UnsafeMutableRawPointer
  let pending: UnsafeMutableRawPointer
  var pendingCount = 0
  var length: UInt64 = 0

  init(algorithm: OTPAlgorithm, memory: UnsafeMutableRawPointer) {
    self.algorithm = algorithm
    state = memory
    schedule = memory + 64
    pending = memory + 64 + 640
    start()
  }

  /// Back to the initial state, with nothing hashed.
  mutating func start() {
    pendingCount = 0
    length = 0
    switch algorithm {
    case .sha1:
      for (index, word) in [0x6745_2301, 0xefcd_ab89, 0x98ba_dcfe, 0x1032_5476, 0xc3d2_e1f0 as UInt32].enumerated() {
        state.storeBytes(of: word, toByteOffset: index * 4, as: UInt32.self)
      }
    case .sha256:
      for index in 0..<8 { state.storeBytes(of: UInt32(Self.initial512[index] >> 32), toByteOffset: index * 4, as: UInt32.self) }
    case .sha512:
      for index in 0..<8 { state.storeBytes(of: Self.initial512[index], toByteOffset: index * 8, as: UInt64.self) }
    }
  }

  mutating func update(_ bytes: UnsafeRawBufferPointer) {
    let block = algorithm.blockSize
    length &+= UInt64(bytes.count)
    for byte in bytes {
      pending.storeBytes(of: byte, toByteOffset: pendingCount, as: UInt8.self)
      pendingCount += 1
      if pendingCount == block {
        compress()
        pendingCount = 0
      }
    }
  }

  /// Pads, hashes the last block or two, and writes the digest (big-endian) to `output`.
  mutating func finish(into output: UnsafeMutableRawPointer) {
    let block = algorithm.blockSize
    let lengthBytes = block / 8
    let bits = length &* 8
    pending.storeBytes(of: 0x80 as UInt8, toByteOffset: pendingCount, as: UInt8.self)
    pendingCount += 1
    if pendingCount > block - lengthBytes {
      (pending + pendingCount).initializeMemory(as: UInt8.self, repeating: 0, count: block - pendingCount)
      compress()
      pendingCount = 0
    }
    (pending + pendingCount).initializeMemory(as: UInt8.self, repeating: 0, count: block - pendingCount)
    pending.storeBytes(of: bits.bigEndian, toByteOffset: block - 8, as: UInt64.self)
    compress()
    pendingCount = 0
    if algorithm == .sha512 {
      for index in 0..<8 {
        output.storeBytes(
          of: state.load(fromByteOffset: index * 8, as: UInt64.self).bigEndian, toByteOffset: index * 8, as: UInt64.self)
      }
    } else {
      for index in 0..<(algorithm.digestSize / 4) {
        output.storeBytes(
          of: state.load(fromByteOffset: index * 4, as: UInt32.self).bigEndian, toByteOffset: index * 4, as: UInt32.self)
      }
    }
  }

  private func compress() {
    switch algorithm {
    case .sha1: compressSHA1()
    case .sha256: compressSHA256()
    case .sha512: compressSHA512()
    }
  }

  private func compressSHA1() {
    let w = schedule.assumingMemoryBound(to: UInt32.self)
    let h = state.assumingMemoryBound(to: UInt32.self)
    for t in 0..<16 { w[t] = UInt32(bigEndian: pending.loadUnaligned(fromByteOffset: t * 4, as: UInt32.self)) }
    for t in 16..<80 { w[t] = rotateLeft(w[t - 3] ^ w[t - 8] ^ w[t - 14] ^ w[t - 16], 1) }
    var (a, b, c, d, e) = (h[0], h[1], h[2], h[3], h[4])
    for t in 0..<80 {
      let f: UInt32
      let k: UInt32
      switch t {
      case 0..<20: (f, k) = ((b & c) | (~b & d), 0x5a82_7999)
      case 20..<40: (f, k) = (b ^ c ^ d, 0x6ed9_eba1)
      case 40..<60: (f, k) = ((b & c) | (b & d) | (c & d), 0x8f1b_bcdc)
      default: (f, k) = (b ^ c ^ d, 0xca62_c1d6)
      }
      let temp = rotateLeft(a, 5) &+ f &+ e &+ k &+ w[t]
      (e, d, c, b, a) = (d, c, rotateLeft(b, 30), a, temp)
    }
    h[0] &+= a
    h[1] &+= b
    h[2] &+= c
    h[3] &+= d
    h[4] &+= e
  }

  private func compressSHA256() {
    let w = schedule.assumingMemoryBound(to: UInt32.self)
    let h = state.assumingMemoryBound(to: UInt32.self)
    for t in 0..<16 { w[t] = UInt32(bigEndian: pending.loadUnaligned(fromByteOffset: t * 4, as: UInt32.self)) }
    for t in 16..<64 {
      let s0 = rotateRight(w[t - 15], 7) ^ rotateRight(w[t - 15], 18) ^ (w[t - 15] >> 3)
      let s1 = rotateRight(w[t - 2], 17) ^ rotateRight(w[t - 2], 19) ^ (w[t - 2] >> 10)
      w[t] = w[t - 16] &+ s0 &+ w[t - 7] &+ s1
    }
    var (a, b, c, d, e, f, g, hh) = (h[0], h[1], h[2], h[3], h[4], h[5], h[6], h[7])
    for t in 0..<64 {
      let s1 = rotateRight(e, 6) ^ rotateRight(e, 11) ^ rotateRight(e, 25)
      let choice = (e & f) ^ (~e & g)
      let temp1 = hh &+ s1 &+ choice &+ UInt32(Self.rounds512[t] >> 32) &+ w[t]
      let s0 = rotateRight(a, 2) ^ rotateRight(a, 13) ^ rotateRight(a, 22)
      let majority = (a & b) ^ (a & c) ^ (b & c)
      (hh, g, f, e, d, c, b, a) = (g, f, e, d &+ temp1, c, b, a, temp1 &+ s0 &+ majority)
    }
    for (index, value) in [a, b, c, d, e, f, g, hh].enumerated() { h[index] &+= value }
  }

  private func compressSHA512() {
    let w = schedule.assumingMemoryBound(to: UInt64.self)
    let h = state.assumingMemoryBound(to: UInt64.self)
    for t in 0..<16 { w[t] = UInt64(bigEndian: pending.loadUnaligned(fromByteOffset: t * 8, as: UInt64.self)) }
    for t in 16..<80 {
      let s0 = rotateRight(w[t - 15], 1) ^ rotateRight(w[t - 15], 8) ^ (w[t - 15] >> 7)
      let s1 = rotateRight(w[t - 2], 19) ^ rotateRight(w[t - 2], 61) ^ (w[t - 2] >> 6)
      w[t] = w[t - 16] &+ s0 &+ w[t - 7] &+ s1
    }
    var (a, b, c, d, e, f, g, hh) = (h[0], h[1], h[2], h[3], h[4], h[5], h[6], h[7])
    for t in 0..<80 {
      let s1 = rotateRight(e, 14) ^ rotateRight(e, 18) ^ rotateRight(e, 41)
      let choice = (e & f) ^ (~e & g)
      let temp1 = hh &+ s1 &+ choice &+ Self.rounds512[t] &+ w[t]
      let s0 = rotateRight(a, 28) ^ rotateRight(a, 34) ^ rotateRight(a, 39)
      let majority = (a & b) ^ (a & c) ^ (b & c)
      (hh, g, f, e, d, c, b, a) = (g, f, e, d &+ temp1, c, b, a, temp1 &+ s0 &+ majority)
    }
    for (index, value) in [a, b, c, d, e, f, g, hh].enumerated() { h[index] &+= value }
  }

  /// SHA-512's initial state: the fractional parts of the square roots of the first eight
  /// primes. SHA-256's is the first 32 bits of each.
  static let initial512: [UInt64] = [
    0x6a09e667f3bcc908, 0xbb67ae8584caa73b, 0x3c6ef372fe94f82b, 0xa54ff53a5f1d36f1, 0x510e527fade682d1, 0x9b05688c2b3e6c1f,
    0x1f83d9abfb41bd6b, 0x5be0cd19137e2179,
  ]

  /// SHA-512's round constants: the fractional parts of the cube roots of the first 80
  /// primes. SHA-256's are the first 32 bits of the first 64.
  static let rounds512: [UInt64] = [
    0x428a2f98d728ae22, 0x7137449123ef65cd, 0xb5c0fbcfec4d3b2f, 0xe9b5dba58189dbbc,
    0x3956c25bf348b538, 0x59f111f1b605d019, 0x923f82a4af194f9b, 0xab1c5ed5da6d8118,
    0xd807aa98a3030242, 0x12835b0145706fbe, 0x243185be4ee4b28c, 0x550c7dc3d5ffb4e2,
    0x72be5d74f27b896f, 0x80deb1fe3b1696b1, 0x9bdc06a725c71235, 0xc19bf174cf692694,
    0xe49b69c19ef14ad2, 0xefbe4786384f25e3, 0x0fc19dc68b8cd5b5, 0x240ca1cc77ac9c65,
    0x2de92c6f592b0275, 0x4a7484aa6ea6e483, 0x5cb0a9dcbd41fbd4, 0x76f988da831153b5,
    0x983e5152ee66dfab, 0xa831c66d2db43210, 0xb00327c898fb213f, 0xbf597fc7beef0ee4,
    0xc6e00bf33da88fc2, 0xd5a79147930aa725, 0x06ca6351e003826f, 0x142929670a0e6e70,
    0x27b70a8546d22ffc, 0x2e1b21385c26c926, 0x4d2c6dfc5ac42aed, 0x53380d139d95b3df,
    0x650a73548baf63de, 0x766a0abb3c77b2a8, 0x81c2c92e47edaee6, 0x92722c851482353b,
    0xa2bfe8a14cf10364, 0xa81a664bbc423001, 0xc24b8b70d0f89791, 0xc76c51a30654be30,
    0xd192e819d6ef5218, 0xd69906245565a910, 0xf40e35855771202a, 0x106aa07032bbd1b8,
    0x19a4c116b8d2d0c8, 0x1e376c085141ab53, 0x2748774cdf8eeb99, 0x34b0bcb5e19b48a8,
    0x391c0cb3c5c95a63, 0x4ed8aa4ae3418acb, 0x5b9cca4f7763e373, 0x682e6ff3d6b2b8a3,
    0x748f82ee5defb2fc, 0x78a5636f43172f60, 0x84c87814a1f0ab72, 0x8cc702081a6439ec,
    0x90befffa23631e28, 0xa4506cebde82bde9, 0xbef9a3f7b2c67915, 0xc67178f2e372532b,
    0xca273eceea26619c, 0xd186b8c721c0c207, 0xeada7dd6cde0eb1e, 0xf57d4f7fee6ed178,
    0x06f067aa72176fba, 0x0a637dc5a2c898a6, 0x113f9804bef90dae, 0x1b710b35131c471b,
    0x28db77f523047d84, 0x32caab7b40c72493, 0x3c9ebe0a15c9bebc, 0x431d67c49c100d4c,
    0x4cc5d4becb3e42b6, 0x597f299cfc657e2a, 0x5fcb6fab3ad6faec, 0x6c44198c4a475817,
  ]
}

@inline(__always) func rotateLeft(_ value: UInt32, _ count: UInt32) -> UInt32 { (value << count) | (value >> (32 - count)) }
@inline(__always) func rotateRight(_ value: UInt32, _ count: UInt32) -> UInt32 { (value >> count) | (value << (32 - count)) }
@inline(__always) func rotateRight(_ value: UInt64, _ count: UInt64) -> UInt64 { (value >> count) | (value << (64 - count)) }
