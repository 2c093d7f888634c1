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
    guard position < tokens.count else {
      throw failure("expected \(what) after \(context())", at: nil)
    }
    if let dotted = takeDottedName(leadingDigit: leadingDigit) { return dotted }
    switch tokens[position].kind {
    case .string(let string):
      position += 1
      return Located(string, at: tokens[position - 1].range)
    default:
      throw failure(
        "expected \(what) after \(context()), found \(Self.quoted(tokens[position]))", at: current)
    }
  }

  /// A word, or words and numbers joined by `.` with nothing between them, taken as the one name
  /// they spell: `books.vertical`, `v2.0`, `pill.scale`, `square.grid.2x2`. The lexer reads `.`
  /// as a symbol (state paths need it: `pill.offset`), so the pieces are rejoined here, and only
  /// when they touch: `books . vertical` is three tokens, not a name. With `leadingDigit` the
  /// first piece may be a number when a dot follows (`1.circle`). Nil, consuming nothing, when
  /// the current token does not start a name.
  mutating func takeDottedName(leadingDigit: Bool = false) -> Located<String>? {
    // Read in place (see `currentSymbol`): most names are one word.
    guard position < tokens.count else { return nil }
    let first = position
    switch tokens[first].kind {
    case .word: break
    case .number, .size:
      guard leadingDigit, Self.isNamePiece(tokens[first]), first + 2 < tokens.count,
        tokens[first + 1].symbol == .dot, Self.touches(tokens[first], tokens[first + 1]),
        Self.isNamePiece(tokens[first + 2]), Self.touches(tokens[first + 1], tokens[first + 2])
      else { return nil }
    default: return nil
    }
    var name = tokens[first].text
    var last = first
    position += 1
    while position + 1 < tokens.count, tokens[position].symbol == .dot,
      Self.touches(tokens[last], tokens[position]), Self.isNamePiece(tokens[position + 1]),
      Self.touches(tokens[position], tokens[position + 1])
    {
      name += "." + tokens[position + 1].text
      last = position + 1
      position += 2
    }
    return Located(name, at: Self.span(tokens[first].range, tokens[last].range))
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
