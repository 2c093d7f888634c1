/// Prints a diagnostic the way swift-format and compilers do:
///
///     scenarios/x.scenario:3:5: error: unknown tab 'Libary'
///     tap Libary
///         ^~~~~~
///     note: did you mean 'Library'?
///
/// A long line is shown as a window of about `windowColumns` columns around the caret, with "…"
/// on each side that was cut, so a 10 MB line prints as one short line. Control characters in
/// the path, message, excerpt and note are escaped (`PrintableText`), so no file can drive the
/// terminal; the caret still sits under the right character.
public enum DiagnosticRenderer {
  /// How many columns of the source line are shown at most: what fits in a 132-column terminal
  /// beside nothing else, and wide enough for any line a person would write by hand.
  public static let windowColumns = 120
  /// How much of the line before the caret a cut window keeps, so the reader sees context.
  static let leftContextColumns = 40

  public static func render(_ diagnostic: Diagnostic, in source: SourceFile?) -> String {
    let location = diagnostic.location
    var out =
      PrintableText.escaping("\(location.description): \(diagnostic.severity.rawValue): ")
      + PrintableText.escaping(diagnostic.message) + "\n"
    // A diagnostic elsewhere (never made by this project's parts, but cheap to guard) gets no
    // excerpt rather than the wrong file's line.
    if let source, source.path == location.file {
      out += excerpt(
        source.line(location.line), column: location.column, length: diagnostic.range.length)
    }
    if let suggestion = diagnostic.suggestion {
      out += "note: \(PrintableText.escaping(suggestion))\n"
    }
    for note in diagnostic.notes { out += render(note) }
    return out
  }

  /// A note as a diagnostic of its own: `tabs.flow:3:3: note: in flow 'open-tab'`, then its
  /// line and caret.
  public static func render(_ note: DiagnosticNote) -> String {
    PrintableText.escaping("\(note.location.description): note: ")
      + PrintableText.escaping(note.message) + "\n"
      + excerpt(note.line, column: note.location.column, length: note.range.length)
  }

  /// The source line (or its window) and the caret line under it, each ending in "\n".
  static func excerpt(_ line: String, column: Int, length: Int) -> String {
    let caret =
      line.index(line.startIndex, offsetBy: max(0, column - 1), limitedBy: line.endIndex)
      ?? line.endIndex
    var start = line.startIndex
    var end = line.endIndex
    if !fits(line[...]) {
      // Back from the caret for some context, then forward until the window is full.
      start = caret
      var used = 0
      while start > line.startIndex {
        let previous = line.index(before: start)
        used += width(line[previous])
        if used > leftContextColumns { break }
        start = previous
      }
      end = start
      used = start > line.startIndex ? 1 : 0
      while end < line.endIndex, used + width(line[end]) <= windowColumns - 1 {
        used += width(line[end])
        end = line.index(after: end)
      }
    }
    let cutLeft = start > line.startIndex
    let cutRight = end < line.endIndex
    var shown = cutLeft ? "…" : ""
    for character in line[start..<end] { shown += piece(character) }
    if cutRight { shown += "…" }
    // The caret goes under the character whatever its display width: tabs are copied, wide
    // characters (CJK, emoji) take two columns, escapes as many as they print.
    var prefix = cutLeft ? " " : ""
    for character in line[start..<min(caret, end)] {
      prefix += character == "\t" ? "\t" : String(repeating: " ", count: width(character))
    }
    var marked = 0
    var index = caret
    var count = 0
    while index < end, count < length {
      marked += width(line[index])
      index = line.index(after: index)
      count += 1
    }
    return shown + "\n" + prefix + "^" + String(repeating: "~", count: max(0, marked - 1)) + "\n"
  }

  /// Whether the whole line fits the window; stops counting as soon as it does not.
  private static func fits(_ line: Substring) -> Bool {
    var used = 0
    for character in line {
      used += width(character)
      if used > windowColumns { return false }
    }
    return true
  }

  /// How a character is printed: a tab as is (the caret line copies it), a control escaped.
  private static func piece(_ character: Character) -> String {
    character == "\t" ? "\t" : PrintableText.escaping(String(character))
  }

  /// The columns `piece(character)` takes (a tab counts one for the window's budget).
  private static func width(_ character: Character) -> Int {
    character == "\t" ? 1 : DisplayWidth.columns(of: piece(character))
  }
}
