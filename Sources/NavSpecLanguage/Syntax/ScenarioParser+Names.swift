// Pieces many statements share that name something: sub-keywords from a fixed set, names and
// dotted names.

extension ScenarioParser {
  /// A sub-keyword from a fixed set (`touch down`, `voiceover next`, `safe-area top`), with a
  /// "did you mean" note for near misses.
  mutating func parseChoice(
    _ choices: [String], what: String, after context: @autoclosure () -> String
  )
    throws(ParseFailure) -> Token
  {
    guard let token = current else {
      throw failure("expected \(what) (\(Self.list(choices))) after \(context())", at: nil)
    }
    guard let word = token.word, choices.contains(word) else {
      let suggestion = token.word.flatMap { Suggestion.didYouMean($0, among: choices) }
      throw failure(
        "unknown \(what) \(Self.quoted(token)); expected \(Self.list(choices))", at: token,
        suggestion: suggestion)
    }
    position += 1
    return token
  }

  /// A name: a bare word, a dotted name (`books.vertical`, `v2.0`) or a quoted string (tab
  /// titles, icon names, event argument values). With `leadingDigit`, a dotted name may start
  /// with a number too (`1.circle`, as SF Symbol names do).
  mutating func parseName(
    _ what: String, after context: @autoclosure () -> String, leadingDigit: Bool = false
  )
    throws(ParseFailure) -> Located<String>
  {
    guard let token = current else {
      throw failure("expected \(what) after \(context())", at: nil)
    }
    if let dotted = takeDottedName(leadingDigit: leadingDigit) { return dotted }
    switch token.kind {
    case .string(let string):
      position += 1
      return Located(string, at: token.range)
    default:
      throw failure("expected \(what) after \(context()), found \(Self.quoted(token))", at: token)
    }
  }

  /// A word, or words and numbers joined by `.` with nothing between them, taken as the one name
  /// they spell: `books.vertical`, `v2.0`, `pill.scale`, `square.grid.2x2`. The lexer reads `.`
  /// as a symbol (state paths need it: `pill.offset`), so the pieces are rejoined here, and only
  /// when they touch: `books . vertical` is three tokens, not a name. With `leadingDigit` the
  /// first piece may be a number when a dot follows (`1.circle`). Nil, consuming nothing, when
  /// the current token does not start a name.
  mutating func takeDottedName(leadingDigit: Bool = false) -> Located<String>? {
    guard let first = current else { return nil }
    switch first.kind {
    case .word: break
    case .number, .size:
      guard leadingDigit, Self.isNamePiece(first), let dot = peek(1), dot.symbol == .dot,
        Self.touches(first, dot), let next = peek(2), Self.isNamePiece(next),
        Self.touches(dot, next)
      else { return nil }
    default: return nil
    }
    var name = first.text
    var last = first
    position += 1
    while let dot = current, dot.symbol == .dot, Self.touches(last, dot), let piece = peek(1),
      Self.isNamePiece(piece), Self.touches(dot, piece)
    {
      name += "." + piece.text
      last = piece
      position += 2
    }
    return Located(name, at: Self.span(first.range, last.range))
  }

  /// A word, or a number or size written without a sign (`2`, `0`, `2x2`).
  static func isNamePiece(_ token: Token) -> Bool {
    switch token.kind {
    case .word: true
    case .number, .size: token.text.first?.isNumber == true
    default: false
    }
  }

  /// Whether `second` starts right where `first` ends, on the same line.
  static func touches(_ first: Token, _ second: Token) -> Bool {
    first.range.start.line == second.range.start.line
      && first.range.start.column + first.range.length == second.range.start.column
  }
}
