/// One line of a file as the formatter writes it: blank, a comment alone, or a statement with
/// perhaps a comment after it. Every line starts at column 1, but a line of a flow's body,
/// which starts at column 3, and ends without blanks.
enum LayoutLine: Hashable, Sendable {
  case blank
  /// A line holding only a comment: its text from `#` on, kept as written (after the body's
  /// indent in a flow).
  case comment(String)
  /// A statement as the formatter spells it, the comment after it (from `#` on, if any), and
  /// what it is to the layout around it.
  case statement(String, comment: String?, role: Role)

  /// What a statement is to the lines around it.
  enum Role: Hashable, Sendable {
    case plain
    /// `scenario "…"`: a blank line comes before it.
    case scenarioHeader
    /// `flow NAME …`: a blank line comes before it, and the lines after it up to `end` are
    /// its body, indented.
    case flowHeader
    /// The `end` that closes a flow's body.
    case flowEnd
    /// `use "…"` (its path quoted, so that a broken `use` line is refused as `navspec run`
    /// refuses it): the file may call flows the formatter does not read.
    case use
  }

  /// A flow's body stands two spaces in, so a reader sees where the flow ends.
  static let bodyIndent = "  "

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

  var role: Role {
    if case .statement(_, _, let role) = self { return role }
    return .plain
  }

  var isBlank: Bool { self == .blank }

  var isComment: Bool {
    if case .comment = self { return true }
    return false
  }

  /// Whether a blank line comes before it (and the comments directly above it).
  var opensBlock: Bool { role == .scenarioHeader || role == .flowHeader }
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
  ///
  /// `inFlowBody`: the line follows a `flow` line whose `end` has not come yet; it is indented
  /// by `bodyIndent`, unless it is that `end`.
  init(_ line: String, number: Int, inFlowBody: Bool = false) {
    let lexed = Lexer.lex(line, line: number, file: "")
    let comment = Self.comment(in: line, after: lexed.endColumn)
    let keyword = lexed.tokens.first?.word.flatMap(StatementVocabulary.keyword)
    let role: Role =
      if inFlowBody {
        keyword?.word == "end" ? .flowEnd : .plain
      } else if keyword?.role == .scenarioHeader {
        .scenarioHeader
      } else if keyword?.word == "flow" {
        .flowHeader
      } else if keyword?.word == "use", lexed.tokens.count == 2,
        case .string = lexed.tokens[1].kind
      {
        .use
      } else {
        .plain
      }
    let indent = inFlowBody && role != .flowEnd ? Self.bodyIndent : ""
    guard !lexed.tokens.isEmpty, lexed.diagnostic == nil else {
      // Only a file that parsed is laid out, so a line with tokens has no error; should one have
      // (a bug), its text stays as it was.
      self =
        lexed.tokens.isEmpty
        ? comment.map { .comment(indent + $0) } ?? .blank
        : .verbatim(line, indent: "", role: .plain)
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
    for (text, checked) in candidates {
      let length =
        indent.count + text.count
        + (comment.map { Self.commentSeparator.count + $0.count } ?? 0)
      guard length <= Lexer.maxLineLength,
        checked || ScenarioFormatter.readsAlike(lexed.content, text)
      else { continue }
      self = .statement(indent + text, comment: comment, role: role)
      return
    }
    self = .verbatim(line, indent: indent, role: role)
  }

  /// A line that could not be laid out, as it was but for its blanks at either end, then
  /// `indent` before it when that keeps it within the lexer's longest line (a body line at the
  /// limit stays where it was rather than grow past what the lexer reads).
  static func verbatim(_ line: String, indent: String, role: Role) -> LayoutLine {
    var end = line.endIndex
    while end > line.startIndex, Lexer.isBlank(line[line.index(before: end)]) {
      end = line.index(before: end)
    }
    let text = String(line[..<end].drop(while: Lexer.isBlank))
    let indented = text.count + indent.count <= Lexer.maxLineLength ? indent + text : text
    return .statement(indented, comment: nil, role: role)
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
