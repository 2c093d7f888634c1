import NavSpecModel

// `invariant …` and the `expect invariant …` form of `expect`.

extension ScenarioParser {
  /// Everything after `invariant`: a lone name (`built-in`, `one-selection`) switches built-ins
  /// on; anything else is an expectation as after `expect`.
  mutating func parseInvariant() throws(ParseFailure) -> InvariantStatement {
    guard let first = current else {
      throw failure(
        "expected an expectation such as 'selection in tabs', 'built-in' or a built-in "
          + "invariant's name after 'invariant'",
        at: nil)
    }
    if first.word != nil, peek(1) == nil {
      position += 1
      if first.isWord(InvariantStatement.allBuiltInsWord) { return .builtIn(nil) }
      return .builtIn(Located(first.word ?? first.text, at: first.range))
    }
    return .stated(try parseValueExpectation())
  }

  /// After `expect invariant`: one built-in invariant's name.
  mutating func parseInvariantExpectation() throws(ParseFailure) -> InvariantStatement {
    let name = try parseName(
      "a built-in invariant's name such as 'one-selection'", after: "'invariant'")
    try expectEnd()
    return .expectBuiltIn(name)
  }
}
