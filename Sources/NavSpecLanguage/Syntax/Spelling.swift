/// How names and text are written so the lexer reads them back verbatim. Shared by the syntax
/// tree's descriptions, failure reports, the REPL and files it saves.
public enum Spelling {
  /// Whether `text` lexes back as a single word token.
  public static func isBareWord(_ text: String) -> Bool {
    guard let first = text.first, first.isLetter || first == "_" else { return false }
    return text.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" }
  }

  /// `text` as a string literal, escaping what the lexer would not read back verbatim.
  public static func quote(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\t": result += "\\t"
      default:
        if scalar.properties.generalCategory == .control {
          result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
        } else {
          result.unicodeScalars.append(scalar)
        }
      }
    }
    return result + "\""
  }

  /// A name as a scenario writes it: bare when it is one word, quoted otherwise.
  public static func name(_ text: String) -> String {
    isBareWord(text) ? text : quote(text)
  }
}
