import NavSpecLanguage

/// A `"…"` section of what was typed at the REPL (a quoted title being completed, a file name
/// given to `:load`), read with the scenario language's escapes: `\"`, `\\`, `\n`, `\t` and
/// `\u{…}`, the way `Spelling.quote` writes them. The one unescaper of the REPL: the lexer
/// resolves the escapes (`Spelling.unquote`), so what the REPL reads and what it writes agree.
struct QuotedText {
  /// The text the section stands for.
  var value: String
  /// The section as typed, from its opening quote to its closing one (or the end when unclosed).
  var written: Substring
  /// Whether the closing quote was typed.
  var isClosed: Bool

  /// The section starting at the opening quote `text[start]`. A backslash always takes the next
  /// character with it, so `\"` does not close the section. While a section is still being typed
  /// (unclosed, or an escape cut short), what can be read is read and a broken escape is kept
  /// without its backslash.
  init(in text: Substring, at start: Substring.Index) {
    var index = text.index(after: start)
    var closed = false
    while index < text.endIndex {
      let character = text[index]
      if character == "\\" {
        index = text.index(after: index)
        if index < text.endIndex { index = text.index(after: index) }
      } else if character == "\"" {
        index = text.index(after: index)
        closed = true
        break
      } else {
        index = text.index(after: index)
      }
    }
    written = text[start..<index]
    isClosed = closed
    value =
      Spelling.unquote(String(written) + (closed ? "" : "\""))
      ?? Self.leniently(written.dropFirst().dropLast(closed ? 1 : 0))
  }

  /// `body` with each backslash dropped and the character after it kept: the reading of a
  /// malformed or half-typed escape.
  private static func leniently(_ body: Substring) -> String {
    var result = ""
    var escaped = false
    for character in body {
      if character == "\\", !escaped {
        escaped = true
        continue
      }
      if escaped, character == "n" {
        result.append("\n")
      } else if escaped, character == "t" {
        result.append("\t")
      } else {
        result.append(character)
      }
      escaped = false
    }
    return result
  }
}
