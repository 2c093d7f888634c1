/// Text from scenarios made safe inside an HTML document.
///
/// Names, statements, values and paths can hold anything. `<` and `&` would start markup,
/// quotes would end an attribute, and control or bidirectional characters would hide or
/// reorder text; so the five HTML specials become character references and every character
/// `PrintableText` escapes becomes its visible escape (`\u{1B}`), as in the other reports.
enum HTMLText {
  /// One line of text, for element content or a quoted attribute; a line feed in it shows as
  /// `\n`.
  static func escaping(_ text: some StringProtocol) -> String {
    var out = ""
    for scalar in PrintableText.escaping(text, keepingTabs: true).unicodeScalars {
      switch scalar {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      case "'": out += "&#39;"
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out
  }

  /// Several lines for a `<pre>`: each escaped, joined by real line feeds.
  static func lines(_ lines: [String]) -> String {
    lines.map(escaping).joined(separator: "\n")
  }
}
