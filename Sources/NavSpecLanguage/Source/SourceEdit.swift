/// A replacement of a span of one line: what `navspec run --update` writes in place of an
/// expected value that did not hold (docs/cli.md#recording-expected-values).
public struct SourceEdit: Hashable, Sendable {
  /// The characters replaced, on one line.
  public var range: SourceRange
  public var replacement: String

  public init(range: SourceRange, replacement: String) {
    self.range = range
    self.replacement = replacement
  }
}

extension SourceEdit {
  /// `text` with `edits` made, every other byte kept, line breaks included. Edits on one line
  /// are made from its end, so each range still names the characters it was made for; two edits
  /// that overlap are not both made (the later one in the line is kept). Columns count
  /// characters, as the lexer counts them.
  public static func apply(_ edits: [SourceEdit], to text: String) -> String {
    guard !edits.isEmpty else { return text }
    let byLine = Dictionary(grouping: edits, by: \.range.start.line)
    var result = ""
    result.reserveCapacity(text.utf8.count)
    var number = 0
    var rest = Substring(text)
    while !rest.isEmpty || number == 0 {
      number += 1
      // The line and its break: LF, CR or CR LF, as `SourceFile` splits lines (`Character`
      // keeps CR LF as one character, so the break is one character either way).
      let end =
        rest.firstIndex(where: { $0 == "\n" || $0 == "\r" || $0 == "\r\n" }) ?? rest.endIndex
      let line = rest[..<end]
      let breakEnd = end < rest.endIndex ? rest.index(after: end) : end
      if let lineEdits = byLine[number] {
        result += edited(line, lineEdits)
      } else {
        result += line
      }
      result += rest[end..<breakEnd]
      rest = rest[breakEnd...]
      if rest.isEmpty { break }
    }
    return result
  }

  private static func edited(_ line: Substring, _ edits: [SourceEdit]) -> String {
    var characters = Array(line)
    var limit = characters.count
    for edit in edits.sorted(by: { $0.range.start.column > $1.range.start.column }) {
      let start = edit.range.start.column - 1
      let end = start + edit.range.length
      guard start >= 0, end <= limit else { continue }
      characters.replaceSubrange(start..<end, with: Array(edit.replacement))
      limit = start
    }
    return String(characters)
  }
}
