// A scenario's metadata lines: `tags NAME...`, `skip "reason"` and `xfail "reason"`. Their
// grammars, and where they may stand: right after the `scenario` line, before the scenario's
// statements, each said once (checked by `parse`, which keeps them in `ScenarioBlock.metadata`).

extension ScenarioParser {
  /// `tags smoke slow`: one or more tags, each a word, each once.
  mutating func parseTags() throws(ParseFailure) -> StatementKind {
    guard !atEnd else {
      throw failure(
        "expected at least one tag after 'tags'", at: nil,
        suggestion: "write the scenario's tags on one line: 'tags smoke slow'")
    }
    var tags: [Located<String>] = []
    while position < tokens.count {
      // A tag is one token with a blank after it: `ios.18` or `a,` is several tokens that touch,
      // and is reported whole, with what was most likely meant.
      var last = position
      while last + 1 < tokens.count, Self.touches(tokens[last], tokens[last + 1]) { last += 1 }
      let range = Self.span(tokens[position].range, tokens[last].range)
      let written = tokens[position...last].map(\.text).joined()
      guard last == position, let word = tokens[position].word, ScenarioTag.isTag(word) else {
        throw failure(
          "'\(Self.shortened(written))' is not a tag: \(ScenarioTag.definition)", at: range,
          suggestion: ScenarioTag.nearestTag(to: written).map { "did you mean '\($0)'?" })
      }
      guard tags.count < ScenarioTag.maximumCount else {
        throw failure("too many tags (the limit is \(ScenarioTag.maximumCount))", at: range)
      }
      if let first = tags.first(where: { $0.value == word }) {
        throw failure(
          "duplicate tag '\(word)' (first written at column \(first.range.start.column)); "
            + "a scenario carries a tag once",
          at: range, suggestion: "remove the second '\(word)'")
      }
      tags.append(Located(word, at: range))
      position += 1
    }
    return .tags(tags)
  }

  /// `skip "reason"`.
  mutating func parseSkip() throws(ParseFailure) -> StatementKind {
    .skip(reason: try parseMarkReason(after: "skip", why: "skipped"))
  }

  /// `xfail "reason"`.
  mutating func parseExpectedFailure() throws(ParseFailure) -> StatementKind {
    .expectedFailure(reason: try parseMarkReason(after: "xfail", why: "expected to fail"))
  }

  /// The quoted reason of `skip` or `xfail`, not empty: whoever reads the report needs it.
  private mutating func parseMarkReason(after keyword: String, why: String)
    throws(ParseFailure) -> Located<String>
  {
    guard position < tokens.count, case .string(let reason) = tokens[position].kind else {
      // Bare words are most likely the reason unquoted.
      let rest = tokens[position...]
      let spelled = rest.map(\.text).joined(separator: " ")
      let suggestion =
        !rest.isEmpty && rest.allSatisfy({ $0.word != nil }) && spelled.count <= 60
        ? "quote the reason: \(keyword) \(quote(spelled))" : nil
      throw failure(
        "expected a reason in quotes after '\(keyword)': why the scenario is \(why)",
        at: current, suggestion: suggestion ?? "write it as '\(keyword) \"the reason\"'")
    }
    let token = tokens[position]
    guard reason.contains(where: { !$0.isWhitespace }) else {
      throw failure(
        "the reason after '\(keyword)' is empty; say why the scenario is \(why)", at: token)
    }
    position += 1
    try expectEnd()
    return Located(reason, at: token.range)
  }

  /// Why the metadata line `line` cannot stand where it is, or nil. `scenario` is the scenario
  /// whose `scenario` line came last (nil before the first), with the metadata kept for it so
  /// far; `afterStatements` says whether a statement of it came before this line.
  static func misplacedMetadata(
    _ line: Statement, in scenario: ScenarioBlock?, afterStatements: Bool
  ) -> Diagnostic? {
    let word = line.keyword.word
    let range = SourceRange(start: line.location, length: word.count)
    func error(_ message: String, _ suggestion: String) -> Diagnostic {
      Diagnostic(.error, message, at: range, suggestion: suggestion)
    }
    guard let scenario else {
      return error(
        "'\(word)' describes a scenario, so it goes right after a 'scenario' line; "
          + "this line comes before the first one",
        "add a line such as 'scenario \"Tapping a tab selects it\"' above it")
    }
    let header = scenario.location.line
    if afterStatements {
      return error(
        "'\(word)' must come right after the 'scenario' line (line \(header)), "
          + "before the scenario's statements",
        "move it up, under line \(header)")
    }
    for earlier in scenario.metadata {
      let earlierLine = earlier.location.line
      switch (earlier.kind, line.kind) {
      case (.tags, .tags):
        return error(
          "this scenario's tags are written on line \(earlierLine) already; "
            + "a scenario has one 'tags' line",
          "add these tags to line \(earlierLine)")
      case (.skip, .skip), (.expectedFailure, .expectedFailure):
        return error(
          "'\(word)' is written on line \(earlierLine) already; a scenario says it once",
          "remove this line")
      case (.skip, .expectedFailure), (.expectedFailure, .skip):
        return error(
          "a scenario cannot be both skipped and expected to fail "
            + "('\(earlier.keyword.word)' on line \(earlierLine)): "
            + "a skipped scenario does not run, so it cannot fail",
          "keep 'skip' to leave it out, or 'xfail' to run it and expect it to fail")
      default:
        continue
      }
    }
    return nil
  }
}
