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

  /// An LSP position: 0-based `line`, UTF-16 `character`.
  static func lspPosition(line: Int, character: Int) -> JSONValue {
    .object(["line": .number(Double(max(0, line))), "character": .number(Double(character))])
  }

  /// An LSP range on one 0-based `line`, from UTF-16 `start` to `end`.
  static func lspRange(line: Int, from start: Int, to end: Int) -> JSONValue {
    .object([
      "start": lspPosition(line: line, character: start),
      "end": lspPosition(line: line, character: end),
    ])
  }

  /// An LSP range for `range` in `source`.
  static func lspRange(_ range: SourceRange, in source: SourceFile) -> JSONValue {
    let text = source.line(range.start.line)
    return lspRange(
      line: range.start.line - 1, from: utf16Offset(column: range.start.column, in: text),
      to: utf16Offset(column: range.start.column + range.length, in: text))
  }

  /// The whole of 1-based `line`.
  /// The LSP range of a note, whose line text it carries (its file may not be open).
  static func lspRange(_ note: DiagnosticNote) -> JSONValue {
    let range = note.range
    return lspRange(
      line: range.start.line - 1, from: utf16Offset(column: range.start.column, in: note.line),
      to: utf16Offset(column: range.start.column + range.length, in: note.line))
  }

  static func lspLine(_ line: Int, in source: SourceFile) -> JSONValue {
    lspRange(line: line - 1, from: 0, to: source.line(line).utf16.count)
  }
}
