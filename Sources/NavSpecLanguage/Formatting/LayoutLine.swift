/// One line of a file as the formatter writes it: blank, a comment alone, or a statement with
/// perhaps a comment after it. Every line starts at column 1 and ends without blanks.
enum LayoutLine: Hashable, Sendable {
  case blank
  /// A line holding only a comment: its text from `#` on, kept as written.
  case comment(String)
  /// A statement as the formatter spells it, the comment after it (from `#` on, if any), and
  /// whether it opens a scenario (its keyword's role is `scenarioHeader`).
  case statement(String, comment: String?, opensScenario: Bool)

  /// Between a statement and the comment after it: two spaces, as Swift's formatter and PEP 8
  /// separate a trailing comment, so it stands apart from the statement's own single spaces.
  static let commentSeparator = "  "

  /// The line's text, without a line break.
  var text: String {
    switch self {
    case .blank: ""
    case .comment(let comment): comment
    case .statement(let statement, let comment?, _): statement + Self.commentSeparator + comment
    case .statement(let statement, nil, _): statement
    }
  }

  var isBlank: Bool { self == .blank }

  var isComment: Bool {
    if case .comment = self { return true }
    return false
  }

  var opensScenario: Bool {
    if case .statement(_, _, let opens) = self { return opens }
    return false
  }
}

extension LayoutLine {
  /// The layout of `line`, line `number` of a file that parsed: its tokens respaced
  /// (`TokenSpacing`), its comment cut from where its tokens end.
  ///
  /// The canonical spacing is kept only when the line then reads back as the same statement:
  /// when it touches tokens exactly as written, it lexes into the same tokens and so it does;
  /// otherwise the two lines are parsed and their trees compared. A line that would read
  /// differently (a spaced `.` that a touching one would join into a name) keeps its tokens
  /// touching as written, with one space for every run of blanks; one that would grow past the
  /// lexer's longest line keeps its text as written (comment included), blanks at its ends cut.
  init(_ line: String, number: Int) {
    let lexed = Lexer.lex(line, line: number, file: "")
    let comment = Self.comment(in: line, after: lexed.endColumn)
    guard !lexed.tokens.isEmpty, lexed.diagnostic == nil else {
      // Only a file that parsed is laid out, so a line with tokens has no error; should one have
      // (a bug), its text stays as it was.
      self =
        lexed.tokens.isEmpty
        ? comment.map(LayoutLine.comment) ?? .blank : .verbatim(line, opensScenario: false)
      return
    }
    let written = TokenSpacing.writtenTouches(lexed.tokens)
    let canonical = TokenSpacing.canonicalTouches(lexed.tokens)
    // Each spelling with whether it is known to read as written (its tokens touch as written);
    // the first that fits and reads alike is kept.
    let candidates: [(text: String, checked: Bool)] = [
      (TokenSpacing.joined(lexed.tokens, touching: canonical), canonical == written),
      (TokenSpacing.joined(lexed.tokens, touching: written), true),
      (lexed.content, true),
    ]
    let opensScenario =
      lexed.tokens[0].word.flatMap(StatementVocabulary.keyword)?.role == .scenarioHeader
    for (text, checked) in candidates {
      let length = text.count + (comment.map { Self.commentSeparator.count + $0.count } ?? 0)
      guard length <= Lexer.maxLineLength,
        checked || ScenarioFormatter.readsAlike(lexed.content, text)
      else { continue }
      self = .statement(text, comment: comment, opensScenario: opensScenario)
      return
    }
    self = .verbatim(line, opensScenario: opensScenario)
  }

  /// A line that could not be laid out, as it was but for its blanks at either end: never
  /// longer than it was.
  static func verbatim(_ line: String, opensScenario: Bool) -> LayoutLine {
    var end = line.endIndex
    while end > line.startIndex, Lexer.isBlank(line[line.index(before: end)]) {
      end = line.index(before: end)
    }
    let text = line[..<end].drop(while: Lexer.isBlank)
    return .statement(String(text), comment: nil, opensScenario: opensScenario)
  }

  /// The comment of `line`, whose tokens end before column `endColumn`: from its `#` to its
  /// last character that is not a blank; nil when the line has none. The lexer stops at a
  /// comment, so past the tokens there are only blanks, then the comment or the end.
  static func comment(in line: String, after endColumn: Int) -> String? {
    let rest = line.dropFirst(endColumn - 1).drop(while: Lexer.isBlank)
    guard rest.first == "#" else { return nil }
    var end = rest.endIndex
    while end > rest.startIndex, Lexer.isBlank(rest[rest.index(before: end)]) {
      end = rest.index(before: end)
    }
    return String(rest[..<end])
  }
}
