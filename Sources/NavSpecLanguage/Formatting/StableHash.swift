/// FNV-1a, 64 bits, over text fields joined by U+001F (a separator no field holds unescaped):
/// the same fields give the same number on every machine and run, unlike `Hasher`, which is
/// seeded per process. Audit fingerprints and test shards use it.
public enum StableHash {
  public static func fnv1a(_ fields: [String]) -> UInt64 {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in fields.joined(separator: "\u{1F}").utf8 {
      hash ^= UInt64(byte)
      hash = hash &* 0x0000_0100_0000_01b3
    }
    return hash
  }
}
