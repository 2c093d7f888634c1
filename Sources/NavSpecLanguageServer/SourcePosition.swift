import NavSpecLanguage
import NavSpecModel

/// LSP positions against NavSpec's: LSP counts lines from 0 and characters in UTF-16 code
/// units (its default `positionEncoding`); NavSpec counts lines from 1 and columns in
/// characters, as a reader sees them. Converted through the line's text, so "Café" and an
/// emoji land where the editor draws them.
enum SourcePosition {
  /// The UTF-16 offset of 1-based `column` on `line`.
  static func utf16Offset(column: Int, in line: String) -> Int {
    var offset = 0
    for (index, character) in line.enumerated() where index < column - 1 {
      offset += character.utf16.count
    }
    return offset
  }

  /// The 1-based column at UTF-16 `offset` on `line` (the character the offset falls in).
  static func column(utf16 offset: Int, in line: String) -> Int {
    var units = 0
    var column = 1
    for character in line {
      if units + character.utf16.count > offset { break }
      units += character.utf16.count
      column += 1
    }
    return column
  }

  /// An LSP range (`{start: {line, character}, end: ...}`) for `range` in `source`.
  static func lspRange(_ range: SourceRange, in source: SourceFile) -> JSONValue {
    let text = source.line(range.start.line)
    let start = utf16Offset(column: range.start.column, in: text)
    let end = utf16Offset(column: range.start.column + range.length, in: text)
    let line = Double(max(0, range.start.line - 1))
    return .object([
      "start": .object(["line": .number(line), "character": .number(Double(start))]),
      "end": .object(["line": .number(line), "character": .number(Double(end))]),
    ])
  }

  /// The whole of 1-based `line`.
  static func lspLine(_ line: Int, in source: SourceFile) -> JSONValue {
    let text = source.line(line)
    let zero = Double(max(0, line - 1))
    return .object([
      "start": .object(["line": .number(zero), "character": .number(0)]),
      "end": .object(["line": .number(zero), "character": .number(Double(text.utf16.count))]),
    ])
  }
}
