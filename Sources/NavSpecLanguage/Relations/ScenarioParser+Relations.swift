import NavSpecModel

// `relation NAME: CHANGE[, CHANGE…] keeps WHAT[, WHAT…]` (docs/language.md#stated-relations).

extension ScenarioParser {
  /// Everything after `relation`. The changes are read by the grammars of their own keywords, so
  /// a change is spelt, and misspelt, as on a line of its own.
  mutating func parseRelation() throws(ParseFailure) -> RelationStatement {
    guard position < tokens.count, let name = tokens[position].word else {
      throw failure(
        "expected a relation's name such as 'bold-text' after 'relation'", at: current,
        suggestion: "write 'relation bold-text: set bold-text on keeps selection, events'")
    }
    let nameRange = tokens[position].range
    position += 1
    guard skip(.colon) else {
      throw failure(
        "expected ':' after the relation's name '\(Self.shortened(name))'", at: current)
    }
    // The changes: up to `keeps`, separated by commas outside brackets and parentheses.
    var additions: [Statement] = []
    var group: [Token] = []
    var depth = 0
    while true {
      guard position < tokens.count else {
        throw failure(
          "expected 'keeps' and what must agree after the changes, as in "
            + "'keeps selection, events'", at: nil)
      }
      let token = tokens[position]
      let ends = depth == 0 && (token.isWord(RelationPattern.keepsWord) || token.symbol == .comma)
      if ends {
        guard !group.isEmpty else {
          throw failure(
            "expected a change such as 'set bold-text on' that the second run's set-up adds, "
              + "found \(Self.quoted(token))", at: token)
        }
        additions.append(try relationAddition(group))
        group = []
        position += 1
        if token.symbol == .comma { continue }
        break
      }
      if token.symbol == .leftParen || token.symbol == .leftBracket { depth += 1 }
      if token.symbol == .rightParen || token.symbol == .rightBracket { depth = max(0, depth - 1) }
      group.append(token)
      position += 1
    }
    return RelationStatement(
      name: Located(name, at: nameRange), additions: additions, comparison: try parseKept())
  }

  /// One change, parsed by its keyword's grammar from its own tokens.
  func relationAddition(_ tokens: [Token]) throws(ParseFailure) -> Statement {
    var parser = ScenarioParser(tokens: tokens, file: file, line: line, endColumn: endColumn)
    let (keyword, kind, timing) = try parser.parseStatement()
    let range = Self.span(tokens[0].range, tokens[tokens.count - 1].range)
    return Statement(
      kind: kind, keyword: keyword, timing: timing, range: range,
      text: TokenSpacing.canonical(tokens))
  }

  /// After `keeps`: `all`, `all except P, …`, or `P, …`, each P `events` or a state path.
  mutating func parseKept() throws(ParseFailure) -> RelationComparison {
    guard position < tokens.count else {
      throw failure(
        "expected what must agree after 'keeps': state paths such as 'selection', 'events', "
          + "or 'all'", at: nil,
        suggestion: "a relation that keeps nothing asserts nothing")
    }
    if tokens[position].isWord(RelationPattern.allWord) {
      position += 1
      if atEnd { return .allExcept([]) }
      guard skip(word: RelationPattern.exceptWord) else {
        throw failure("expected 'except' or the end of the line after 'all'", at: current)
      }
      guard !atEnd else {
        throw failure(
          "expected what may differ after 'except': state paths such as 'settings', or 'events'",
          at: nil, suggestion: "write 'keeps all' to compare everything")
      }
      return .allExcept(try parsePatterns())
    }
    return .only(try parsePatterns())
  }

  /// `P, P, …` up to the end of the line.
  mutating func parsePatterns() throws(ParseFailure) -> [RelationPattern] {
    var patterns: [RelationPattern] = []
    while true {
      guard patterns.count < Self.maxEventsInList else {
        throw failure(
          "too many paths in a relation (the limit is \(Self.maxEventsInList))", at: current)
      }
      if position < tokens.count, tokens[position].isWord(RelationPattern.eventsWord),
        position + 1 == tokens.count || tokens[position + 1].symbol == .comma
      {
        patterns.append(.events(tokens[position].range))
        position += 1
      } else {
        guard position < tokens.count, tokens[position].word != nil else {
          throw failure(
            "expected a state path such as 'selection' or 'tabs[*].frame', or 'events'",
            at: current)
        }
        patterns.append(.path(try parsePath()))
      }
      if atEnd { return patterns }
      guard skip(.comma) else {
        throw failure("expected ',' or the end of the line after a path", at: current)
      }
      guard !atEnd else {
        throw failure("expected a state path or 'events' after ','", at: nil)
      }
    }
  }
}
