/// How names and text are written so the lexer reads them back verbatim. Shared by the syntax
/// tree's descriptions, failure reports, the REPL and files it saves.
public enum Spelling {
  /// Whether `text` lexes back as a single word token.
  public static func isBareWord(_ text: String) -> Bool {
    guard let first = text.first, first.isLetter || first == "_" else { return false }
    return text.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" }
  }

  /// Whether `text`, written bare where a value or a name is expected, reads back as exactly
  /// `text`: a word, or a dotted name such as `books.vertical` or `v2.0`. Decided by the lexer and
  /// the parser themselves, so printing and reading cannot disagree.
  public static func isBareName(_ text: String) -> Bool {
    guard text.first?.isLetter == true || text.first == "_", text.count <= Lexer.maxLineLength
    else { return false }
    let lexed = Lexer.lex(text, line: 1, file: "")
    guard lexed.diagnostic == nil else { return false }
    var parser = ScenarioParser(
      tokens: lexed.tokens, file: "", line: 1, endColumn: lexed.endColumn)
    guard let name = parser.takeDottedName(), parser.current == nil else { return false }
    // `_` alone reads back as the placeholder `--update` fills, not as the name "_".
    return name.value == text && text != "_"
  }

  /// The text `literal` stands for when it is exactly one string literal (`"caf\u{E9}"` →
  /// `café`), escapes resolved by the lexer itself (`\"`, `\\`, `\n`, `\t`, `\u{…}`); nil for
  /// anything else, an unclosed or malformed literal included.
  public static func unquote(_ literal: String) -> String? {
    guard literal.first == "\"", literal.count <= Lexer.maxLineLength else { return nil }
    let lexed = Lexer.lex(literal, line: 1, file: "")
    guard lexed.diagnostic == nil, lexed.tokens.count == 1,
      case .string(let value) = lexed.tokens[0].kind
    else { return nil }
    return value
  }

  /// `text` as a string literal, escaping what the lexer would not read back verbatim.
  ///
  /// The lexer reads Characters (grapheme clusters), and a quote or backslash can fuse with a
  /// neighbouring scalar into one Character: a combining mark right after the opening quote or
  /// an escape (`"` + U+0301), a prepended mark before the closing quote (U+0600 + `"`). Such
  /// text is written with every non-ASCII scalar as `\u{…}`, which nothing can fuse with; all
  /// other text keeps its characters as they are, so it stays readable.
  public static func quote(_ text: String) -> String {
    let readable = quote(text, escapingNonASCII: false)
    guard readable.count <= Lexer.maxLineLength else { return readable }
    let lexed = Lexer.lex(readable, line: 1, file: "")
    if lexed.diagnostic == nil, lexed.tokens.count == 1,
      case .string(let read) = lexed.tokens[0].kind,
      read.unicodeScalars.elementsEqual(text.unicodeScalars)
    {
      return readable
    }
    return quote(text, escapingNonASCII: true)
  }

  private static func quote(_ text: String, escapingNonASCII: Bool) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\t": result += "\\t"
      default:
        if scalar.properties.generalCategory == .control || (escapingNonASCII && !scalar.isASCII) {
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

// MARK: - Spelling helpers shared by descriptions and the dump

/// Whether `text` lexes back as a single word token.
func isBareWord(_ text: String) -> Bool { Spelling.isBareWord(text) }

/// `text` as a string literal, escaping what the lexer would not read back verbatim.
func quote(_ text: String) -> String { Spelling.quote(text) }

/// A number the way a person writes it: `390`, `185.25`, `-0.5` (no `.0` on whole numbers).
func formatNumber(_ value: Double) -> String {
  if value == value.rounded(), abs(value) < 1e15 {
    return String(Int64(clamping: value))
  }
  return String(value)
}

/// A duration the way a person writes it: `300ms` when whole milliseconds, else `250us`.
func formatDuration(_ microseconds: Int64) -> String {
  microseconds % 1000 == 0 ? "\(microseconds / 1000)ms" : "\(microseconds)us"
}
