/// How the tokens of one statement are written back: each token in its canonical spelling, and
/// between two tokens either nothing (they touch) or exactly one space.
///
/// The rules read only the tokens, never the statement they make, so a statement added to a
/// keyword table later is laid out by the same rules with no change here (docs/language.md,
/// "Layout"):
///
/// - `.` touches both neighbours (`pill.offset`, `tabs[Home].a11y`, `books.vertical`);
/// - `(` and `[` touch what follows them, `)` and `]` what precedes them;
/// - `,` and `:` touch what precedes them and are followed by a space;
/// - the timing `+` touches its delay (`+16ms`);
/// - `(` touches the word before it when it opens an argument list, `selectionChanged(from:
///   Home)` or `longPressEnded()`, and is spaced when it opens a point, `touch down (48, 812)`;
/// - `[` touches the word before it when it opens a subscript, `tabs[Home].title`, the `]`
///   being followed by `.`, `[` or a comparison; it is spaced when it opens a list, `expect
///   events [...]`, `in [Home, Search]`;
/// - every other pair is separated by one space, comparisons and `±` included.
///
/// Whether two tokens touch can change how they are read (`books.vertical` is one name, `books
/// . vertical` three tokens; `16 ms` is two tokens, `16ms` one), so `ScenarioFormatter` keeps a
/// canonical line only when it reads back as the statement written.
enum TokenSpacing {
  /// The token as the canonical layout spells it: a symbol as its raw value (`+-` becomes `±`),
  /// anything else exactly as written (a number keeps its digits and unit, a string its quotes
  /// and escapes, a URL its characters).
  static func spelling(of token: Token) -> String {
    token.symbol?.rawValue ?? token.text
  }

  /// The tokens joined by the canonical rules.
  static func canonical(_ tokens: [Token]) -> String {
    joined(tokens, touching: canonicalTouches(tokens))
  }

  /// The tokens joined as they were written: touching where they touched, one space where any
  /// blanks were. Such a line lexes into the same tokens, so it always means what was written.
  static func asWritten(_ tokens: [Token]) -> String {
    joined(tokens, touching: writtenTouches(tokens))
  }

  /// For each token after the first, whether it touches the one before it in the canonical
  /// layout.
  static func canonicalTouches(_ tokens: [Token]) -> [Bool] {
    tokens.indices.dropFirst().map { touchesPrevious(tokens, at: $0) }
  }

  /// For each token after the first, whether it touched the one before it as written.
  static func writtenTouches(_ tokens: [Token]) -> [Bool] {
    tokens.indices.dropFirst().map { ScenarioParser.touches(tokens[$0 - 1], tokens[$0]) }
  }

  static func joined(_ tokens: [Token], touching: [Bool]) -> String {
    var text = ""
    for (index, token) in tokens.enumerated() {
      if index > 0, !touching[index - 1] { text += " " }
      text += spelling(of: token)
    }
    return text
  }

  /// Whether `tokens[index]` touches `tokens[index - 1]` in the canonical layout.
  static func touchesPrevious(_ tokens: [Token], at index: Int) -> Bool {
    let previous = tokens[index - 1].symbol
    let next = tokens[index].symbol
    if previous == .dot || next == .dot { return true }
    if previous == .leftParen || previous == .leftBracket { return true }
    if next == .rightParen || next == .rightBracket { return true }
    if next == .comma || next == .colon { return true }
    if previous == .plus { return true }
    if next == .leftParen { return opensArguments(tokens, at: index) }
    if next == .leftBracket { return opensSubscript(tokens, at: index) }
    return false
  }

  /// Whether the `(` at `index` opens an event's arguments: it follows a word and holds nothing
  /// or starts with a label (`name:`). A point holds numbers.
  static func opensArguments(_ tokens: [Token], at index: Int) -> Bool {
    guard tokens[index - 1].word != nil, index + 1 < tokens.count else { return false }
    if tokens[index + 1].symbol == .rightParen { return true }
    return tokens[index + 1].word != nil && index + 2 < tokens.count
      && tokens[index + 2].symbol == .colon
  }

  /// Whether the `[` at `index` opens a subscript of a state path: it follows a path's word
  /// (not a comparison such as `in`) or another subscript, and its `]` is followed by more of
  /// the path or by the comparison. A list is a value, so nothing follows its `]`.
  static func opensSubscript(_ tokens: [Token], at index: Int) -> Bool {
    let previous = tokens[index - 1]
    let followsPath =
      (previous.word != nil && ScenarioParser.comparison(previous) == nil)
      || previous.symbol == .rightBracket
    guard followsPath, let close = closingBracket(tokens, from: index),
      close + 1 < tokens.count
    else { return false }
    let after = tokens[close + 1]
    return after.symbol == .dot || after.symbol == .leftBracket
      || ScenarioParser.comparison(after) != nil
  }

  /// The index of the `]` that closes the `[` at `open`, nil when there is none.
  static func closingBracket(_ tokens: [Token], from open: Int) -> Int? {
    var depth = 0
    for index in open..<tokens.count {
      switch tokens[index].symbol {
      case .leftBracket: depth += 1
      case .rightBracket:
        depth -= 1
        if depth == 0 { return index }
      default: break
      }
    }
    return nil
  }
}
