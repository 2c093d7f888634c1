/// The tokens of one line, what the line says without its comment, and the first lexical error.
public struct LexedLine: Hashable, Sendable {
  /// The tokens before the comment (or before the first error).
  public var tokens: [Token]
  /// The first lexical error of the line; lexing stops there, so there is at most one.
  public var diagnostic: Diagnostic?
  /// The line without its comment, trimmed: what failure reports quote back.
  public var content: String
  /// Where `content` is, or nil when the line is blank or only a comment.
  public var contentRange: SourceRange?
  /// The column just past the last token: where "expected … at end of line" carets point.
  public var endColumn: Int

  public init(
    tokens: [Token], diagnostic: Diagnostic?, content: String, contentRange: SourceRange?,
    endColumn: Int
  ) {
    self.tokens = tokens
    self.diagnostic = diagnostic
    self.content = content
    self.contentRange = contentRange
    self.endColumn = endColumn
  }
}

/// Splits one line of a scenario into tokens.
///
/// Statements never span lines, so the lexer works a line at a time; that is also what lets the
/// parser recover from an error by simply moving on to the next line. Positions are Characters
/// (grapheme clusters), matching what a reader counts and what `DiagnosticRenderer` draws. An
/// ASCII line, where every byte is one character, is scanned as its bytes (`LineScanner`).
public enum Lexer {
  /// Longer lines are rejected as a whole: no scenario needs them, and the bound keeps the
  /// parser's work and its diagnostics small on hostile input.
  public static let maxLineLength = 4096
  /// A line with more tokens than this is rejected (a 128-event list needs about 260).
  public static let maxTokensPerLine = 1024

  /// Tokenizes `text`, one line without its line break.
  ///
  /// - Parameter skippingByteOrderMark: drop a leading U+FEFF without counting it as a column
  ///   (true for a file's first line: editors do not show the mark, so columns must not count
  ///   it either, or every caret on that line would be one off).
  public static func lex(
    _ text: String, line: Int, file: String, skippingByteOrderMark: Bool = false
  ) -> LexedLine {
    var text = text
    return text.withUTF8 { lexASCII($0, line: line, file: file) }
      ?? lexCharacters(text, line: line, file: file, skippingByteOrderMark: skippingByteOrderMark)
  }

  /// The line `bytes` when it is ASCII, scanned as its bytes (see `LineScanner`): one byte, one
  /// column. Nil for any other line. (A byte-order mark is not ASCII, so such a line has none to
  /// skip.)
  static func lexASCII(_ bytes: UnsafeBufferPointer<UInt8>, line: Int, file: String)
    -> LexedLine?
  {
    var tokens: [Token] = []
    guard let scanned = scanASCII(bytes, line: line, file: file, into: &tokens) else { return nil }
    let content = UnsafeBufferPointer(rebasing: bytes[scanned.contentStart..<scanned.contentEnd])
    return LexedLine(
      tokens: tokens, diagnostic: scanned.diagnostic,
      content: String(decoding: content, as: UTF8.self), contentRange: scanned.contentRange,
      endColumn: scanned.endColumn)
  }

  /// What `lexASCII` finds, without the tokens (appended to the caller's array, which a file's
  /// lines reuse) and with the content as byte offsets into `bytes` instead of a String: a new
  /// array and a String per line were a tenth of the parser's time.
  struct ScannedLine {
    var diagnostic: Diagnostic?
    var contentStart: Int
    var contentEnd: Int
    var contentRange: SourceRange?
    var endColumn: Int
  }

  /// `lexASCII` into `tokens`, which must be empty; nil, appending nothing, when the line is not
  /// ASCII.
  static func scanASCII(
    _ bytes: UnsafeBufferPointer<UInt8>, line: Int, file: String, into tokens: inout [Token]
  ) -> ScannedLine? {
    for byte in bytes where byte >= 0x80 { return nil }
    if bytes.count > maxLineLength {
      let lexed = tooLong(bytes.count, line: line, file: file)
      return ScannedLine(
        diagnostic: lexed.diagnostic, contentStart: 0, contentEnd: 0, contentRange: nil,
        endColumn: lexed.endColumn)
    }
    var scanner = LineScanner(ascii: bytes, file: file, line: line)
    swap(&scanner.tokens, &tokens)
    scanner.run()
    let (first, last) = scanner.contentBounds()
    swap(&scanner.tokens, &tokens)
    return ScannedLine(
      diagnostic: scanner.diagnostic, contentStart: first, contentEnd: last,
      contentRange: scanner.contentRange(first, last), endColumn: scanner.endColumn)
  }

  /// A line with characters other than ASCII, scanned by Character so columns count what a
  /// reader sees.
  static func lexCharacters(
    _ text: String, line: Int, file: String, skippingByteOrderMark: Bool
  ) -> LexedLine {
    // `count` walks grapheme clusters without allocating; only short lines become arrays.
    let length = text.count
    if length > maxLineLength { return tooLong(length, line: line, file: file) }
    var content = text[...]
    if skippingByteOrderMark, content.first == "\u{FEFF}" {
      content = content.dropFirst()
    }
    let (units, characters, boundaries) = LineScanner.units(of: content)
    return units.withUnsafeBufferPointer { units in
      var scanner = LineScanner(
        units: units, characters: characters, text: content, boundaries: boundaries,
        file: file, line: line)
      scanner.run()
      return scanner.result()
    }
  }

  static func tooLong(_ length: Int, line: Int, file: String) -> LexedLine {
    let start = SourceLocation(file: file, line: line, column: maxLineLength + 1)
    let diagnostic = Diagnostic(
      .error,
      "line is too long (\(length) characters; the limit is \(maxLineLength))",
      at: SourceRange(start: start, length: 1))
    return LexedLine(
      tokens: [], diagnostic: diagnostic, content: "", contentRange: nil, endColumn: 1)
  }
}
