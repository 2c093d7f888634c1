/// A path written as one word of a POSIX shell command line, for the commands NavSpec prints to
/// be copied and run (`# Reproduce: navspec explore PATH …`).
///
/// - Only letters, digits and `_ - . / , + : @ % =`: as it is (`scenarios/a.setup`).
/// - Anything else a terminal shows as it is: in single quotes, a quote written `'\''`.
/// - A character `PrintableText` escapes (a line break, ESC, a C1 control, a line separator, a
///   bidirectional control): in the `$'…'` quoting of bash, zsh and ksh93, with `\n`, `\r`,
///   `\t`, `\xHH` below U+0080 and `\uHHHH` or `\UHHHHHHHH` above (decoded as UTF-8, in a UTF-8
///   locale). So the word holds no character that could end a line or act on a terminal, and
///   still names the same file.
///
/// A path starting with `-` gets `./` in front, so the command does not read it as an option.
public enum ShellWord {
  public static func quoted(_ path: String) -> String {
    let word = path.hasPrefix("-") ? "./" + path : path
    if !word.isEmpty, word.unicodeScalars.allSatisfy(isPlain) { return word }
    if !word.unicodeScalars.contains(where: { PrintableText.needsEscape($0) }) {
      return "'" + word.replacing("'", with: "'\\''") + "'"
    }
    var out = "$'"
    for scalar in word.unicodeScalars {
      switch scalar {
      case "\\": out += "\\\\"
      case "'": out += "\\'"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      case _ where PrintableText.needsEscape(scalar):
        let hex = String(scalar.value, radix: 16, uppercase: true)
        if scalar.value < 0x80 {
          out += "\\x" + String(repeating: "0", count: 2 - hex.count) + hex
        } else if scalar.value <= 0xFFFF {
          out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        } else {
          out += "\\U" + String(repeating: "0", count: 8 - hex.count) + hex
        }
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out + "'"
  }

  private static func isPlain(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar {
    case "a"..."z", "A"..."Z", "0"..."9", "_", "-", ".", "/", ",", "+", ":", "@", "%", "=": true
    default: false
    }
  }
}
