/// Text from a scenario or a file name made safe to print: characters that a terminal or a
/// text viewer would act on instead of showing are replaced by a visible escape.
///
/// A scenario file, a scenario name or a path can contain anything. Printed raw, an ESC (U+001B)
/// starts a terminal control sequence (colours, cursor moves, window titles, in some terminals
/// hyperlinks or clipboard writes), a line feed forges a line of output, and the bidirectional
/// overrides make text display in a different order than it is stored ("Trojan Source",
/// CVE-2021-42574). So every excerpt, path and name that NavSpec prints passes through here.
///
/// Escaped: the C0 controls U+0000–U+001F and DEL U+007F (ECMA-48), the C1 controls
/// U+0080–U+009F (which some terminals read as CSI and friends), the line and paragraph
/// separators U+2028/U+2029, and the bidirectional formatting characters of Unicode UAX 9
/// (U+061C, U+200E, U+200F, U+202A–U+202E, U+2066–U+2069). Tab is kept when asked, because the
/// caret line under a source excerpt copies it to stay aligned.
///
/// The escape is `\n`, `\r`, `\t` for the common three and `\u{1B}` (Swift's spelling, hex
/// digits uppercase) for the rest. Escaped text contains no escapable character, so escaping
/// twice changes nothing.
public enum PrintableText {
  public static func escaping(_ text: some StringProtocol, keepingTabs: Bool = false) -> String {
    // Most text has nothing to escape: return it unchanged without building a copy.
    guard text.unicodeScalars.contains(where: { needsEscape($0, keepingTabs: keepingTabs) })
    else { return String(text) }
    var out = ""
    out.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      if needsEscape(scalar, keepingTabs: keepingTabs) {
        out += escape(scalar)
      } else {
        out.unicodeScalars.append(scalar)
      }
    }
    return out
  }

  /// Bytes that should be UTF-8 but need not be (a file name on Linux), made printable: what
  /// decodes is escaped as `escaping` escapes it, and each byte that does not decode is written
  /// `\xFF`, so the name printed tells the bytes it has (a U+FFFD would not).
  public static func escaping(bytes: some Collection<UInt8>) -> String {
    let bytes = Array(bytes)
    var out = ""
    var index = 0
    while index < bytes.count {
      let lead = bytes[index]
      let length =
        lead < 0x80 ? 1 : lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC0 ? 2 : 0
      if length > 0, index + length <= bytes.count,
        let decoded = String(validating: bytes[index..<index + length], as: UTF8.self)
      {
        out += escaping(decoded)
        index += length
      } else {
        let hex = String(lead, radix: 16, uppercase: true)
        out += "\\x" + (hex.count == 1 ? "0" : "") + hex
        index += 1
      }
    }
    return out
  }

  /// Whether `scalar` is printed as an escape.
  public static func needsEscape(_ scalar: Unicode.Scalar, keepingTabs: Bool = false) -> Bool {
    switch scalar.value {
    case 0x09: !keepingTabs
    case 0x00...0x1F, 0x7F...0x9F: true
    case 0x2028, 0x2029: true
    case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true
    default: false
    }
  }

  /// The visible form of one escaped scalar: `\n`, `\r`, `\t` or `\u{1B}`.
  public static func escape(_ scalar: Unicode.Scalar) -> String {
    switch scalar {
    case "\n": "\\n"
    case "\r": "\\r"
    case "\t": "\\t"
    default: "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
    }
  }
}
