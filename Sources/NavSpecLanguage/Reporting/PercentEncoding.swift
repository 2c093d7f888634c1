/// Percent-encoding of RFC 3986 (section 2.1): every byte of the UTF-8 text but the unreserved
/// characters (letters, digits, `-._~`) and those in `keeping` becomes `%XX`, upper-case.
/// Foundation's `addingPercentEncoding` would do it, but the reporters import no Foundation
/// (docs/cli.md#cold-start).
public enum PercentEncoding {
  public static func encoded(_ text: some StringProtocol, keeping: String = "") -> String {
    let kept = Array(keeping.utf8)
    let digits = Array("0123456789ABCDEF".unicodeScalars)
    var out = ""
    for byte in text.utf8 {
      let unreserved =
        (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
        || (byte >= 0x30 && byte <= 0x39) || "-._~".utf8.contains(byte)
      if unreserved || kept.contains(byte) {
        out.unicodeScalars.append(Unicode.Scalar(byte))
      } else {
        out.unicodeScalars.append("%")
        out.unicodeScalars.append(digits[Int(byte >> 4)])
        out.unicodeScalars.append(digits[Int(byte & 0xF)])
      }
    }
    return out
  }
}
