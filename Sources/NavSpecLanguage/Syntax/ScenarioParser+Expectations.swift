// `expect` in its four forms: a state path compared with a value, one event, no event, and
// the exact list of events.

extension ScenarioParser {
  /// Everything after `expect`.
  ///
  /// `event`, `no` and `events` introduce the event forms, except where they are plainly the
  /// start of a path (followed by `.`, `[` or a comparison), so a state named `event` still works.
  /// `events [` is always the list form.
  mutating func parseExpectation() throws(ParseFailure) -> StatementKind {
    guard position < tokens.count else {
      throw failure(
        "expected a state path such as 'pill.offset', or 'event', 'no event' or 'events', after 'expect'",
        at: nil)
    }
    // The first two tokens are looked at in place (see `currentSymbol`).
    let firstWord = tokens[position].word
    let hasNext = position + 1 < tokens.count
    let nextStartsComparison = hasNext && Self.continuesPath(tokens[position + 1])

    if firstWord == "event", !nextStartsComparison {
      position += 1
      let pattern = try parseEventPattern(after: "'event'")
      var time: Int64?
      var tolerance: Int64?
      if skip(word: "at") {
        time = try parseDuration(after: "'at'").value
        if let sign = take(.plusMinus) {
          tolerance = try parseDuration(after: Self.quoted(sign)).value
        }
        try expectEnd(alternatives: time != nil && tolerance == nil ? "'±' and a tolerance" : nil)
      } else {
        try expectEnd(alternatives: "'at' and a time")
      }
      return .expectEvent(pattern, at: time, tolerance: tolerance)
    }

    // `expect audit …` and `expect no audit …` belong to the audits (Audits/).
    if firstWord == "audit", !nextStartsComparison {
      position += 1
      return .component(ComponentStatementBox(try parseAuditExpectation(negated: false)))
    }

    // `expect invariant …` belongs to the invariants (Invariants/).
    if firstWord == "invariant", !nextStartsComparison {
      position += 1
      return .component(ComponentStatementBox(try parseInvariantExpectation()))
    }

    if firstWord == "no", hasNext, let next = peek(1), next.word != nil, !nextStartsComparison {
      position += 1
      if skip(word: "audit") {
        return .component(ComponentStatementBox(try parseAuditExpectation(negated: true)))
      }
      guard skip(word: "event") else {
        throw failure(
          "expected 'event' or 'audit' after 'expect no'", at: next,
          suggestion: next.word.flatMap { Suggestion.didYouMean($0, among: ["event", "audit"]) })
      }
      let pattern = try parseEventPattern(after: "'event'")
      try expectEnd()
      return .expectNoEvent(pattern)
    }

    if firstWord == "events",
      !nextStartsComparison || (hasNext && tokens[position + 1].symbol == .leftBracket)
    {
      position += 1
      guard currentSymbol == .leftBracket else {
        let suggestion = current?.word.map {
          "for a single event write 'expect event \(Self.shortened($0))'"
        }
        throw failure(
          "expected '[' and a list of events after 'events'", at: current,
          suggestion: suggestion)
      }
      return .expectEvents(try parseEventList())
    }

    return .expectValue(try parseValueExpectation())
  }

  /// Tokens that can follow the first word of a state path: `.`, `[` or a comparison.
  static func continuesPath(_ token: Token) -> Bool {
    token.symbol == .dot || token.symbol == .leftBracket || comparison(token) != nil
  }

  /// The comparison a token spells: a symbol (`==`, `<=` ...) or a word (`contains`).
  static func comparison(_ token: Token) -> Comparison? {
    switch token.kind {
    case .symbol(let symbol): comparison(symbol)
    case .word(let word): comparison(word)
    default: nil
    }
  }

  /// The comparison a symbol spells, without spelling the symbol as a String to look it up
  /// (an expectation asks twice per line).
  static func comparison(_ symbol: Symbol) -> Comparison? {
    switch symbol {
    case .equal: .equal
    case .notEqual: .notEqual
    case .less: .less
    case .lessOrEqual: .lessOrEqual
    case .greater: .greater
    case .greaterOrEqual: .greaterOrEqual
    default: nil
    }
  }

  /// The comparison a word spells; most words are path names, told apart by length first.
  static func comparison(_ word: String) -> Comparison? {
    switch word.utf8.count {
    case 2: word == Comparison.in.rawValue ? .in : nil
    case 8: word == Comparison.contains.rawValue ? .contains : nil
    case 9: word == Comparison.notContains.rawValue ? .notContains : nil
    default: nil
    }
  }

  // MARK: Values

  /// `PATH OP VALUE [± TOL]`.
  mutating func parseValueExpectation() throws(ParseFailure) -> ValueExpectation {
    let path = try parsePath()
    // Spelled only for an error.
    var spelled: String { Self.shortened(path.description) }
    guard position < tokens.count else {
      throw failure(
        "expected a comparison (\(Self.list(Suggestion.comparisonOperators))) after '\(spelled)'",
        at: nil)
    }
    guard let comparison = Self.comparison(tokens[position]) else {
      let token = tokens[position]
      throw failure(
        "expected a comparison (\(Self.list(Suggestion.comparisonOperators))) after '\(spelled)', found \(Self.quoted(token))",
        at: token,
        suggestion: token.word.flatMap {
          Suggestion.didYouMean($0, among: [Comparison.contains, .notContains].map(\.rawValue))
        })
    }
    let operatorIndex = position
    position += 1
    // The message's context reads the operator from a reference to the tokens, not from `self`,
    // which `parseValue` changes.
    let line = tokens
    let expected = try parseValue(after: Self.quoted(line[operatorIndex]))
    let tolerance = try parseTolerance(for: expected)
    try expectEnd(
      alternatives: tolerance == nil && isNumber(expected.value) ? "'±' and a tolerance" : nil)
    return ValueExpectation(
      path: path, comparison: Located(comparison, at: tokens[operatorIndex].range),
      expected: expected, tolerance: tolerance)
  }

  /// `pill.offset`, `tabs[Library].a11y.label`, `tabs["My Projects"].frame.x`, `tabs[2].title`,
  /// `tabs[*].hitRegion.height` (every tab). Tokens are read in place (see `currentSymbol`).
  mutating func parsePath() throws(ParseFailure) -> StatePath {
    guard position < tokens.count, let firstName = tokens[position].word else {
      throw failure(
        "expected a state path such as 'pill.offset' after 'expect'", at: current)
    }
    let firstRange = tokens[position].range
    position += 1
    // Room for most paths (`tabs[Library].a11y.label`) from the start: growing from one
    // element reallocated the array once or twice a path.
    var components: [Located<PathComponent>] = []
    components.reserveCapacity(4)
    components.append(Located(.name(firstName), at: firstRange))
    while let symbol = currentSymbol, symbol == .dot || symbol == .leftBracket {
      guard components.count < Self.maxPathComponents else {
        throw failure(
          "state path is too long (the limit is \(Self.maxPathComponents) components)",
          at: current)
      }
      let openRange = tokens[position].range
      position += 1
      if symbol == .dot {
        guard position < tokens.count, let name = tokens[position].word else {
          throw failure("expected a property name after '.'", at: current)
        }
        components.append(Located(.name(name), at: tokens[position].range))
        position += 1
        continue
      }
      let what = "a tab title, an index such as 'Library' or '2', or '*' after '['"
      guard position < tokens.count else { throw failure("expected \(what)", at: nil) }
      if tokens[position].symbol == .star {
        position += 1
        guard let close = takeRange(.rightBracket) else {
          throw failure("expected ']' to close '[*'", at: current)
        }
        components.append(Located(.every, at: Self.span(openRange, close)))
        continue
      }
      // A key is one word, not a dotted name: inside a path `.` more likely means a missing `]`
      // (`tabs[Home.title`), so a title with a dot is quoted there, as paths print it.
      let key: String
      switch tokens[position].kind {
      case .word(let word): key = word
      case .string(let string): key = string
      case .number(let literal) where literal.unit.isEmpty && literal.fractionDigits.isEmpty:
        guard let index = literal.wholeNumber else {
          throw failure("an index must be a whole number from 0", at: current)
        }
        key = String(index)
      default:
        throw failure("expected \(what), found \(Self.quoted(tokens[position]))", at: current)
      }
      position += 1
      guard let close = takeRange(.rightBracket) else {
        throw failure("expected ']' to close the subscript", at: current)
      }
      components.append(Located(.subscript(key), at: Self.span(openRange, close)))
    }
    let last = components[components.count - 1].range
    return StatePath(components: components, range: Self.span(firstRange, last))
  }

  /// A number (units converted), a string, or a name, which may be dotted (`property:
  /// pill.offset`, `v2.0`): whatever `ValueFormatter` prints bare must read back here.
  mutating func parseValue(after context: @autoclosure () -> String) throws(ParseFailure)
    -> Located<LiteralValue>
  {
    let what = "a value (a number, a quoted string or a name)"
    guard position < tokens.count else {
      throw failure("expected \(what) after \(context())", at: nil)
    }
    let start = position
    switch tokens[position].kind {
    case .number(let literal):
      let value = try checked(
        Located(
          numberValue(literal, token: tokens[start], units: .measurement), at: tokens[start].range),
        in: .expectedNumber)
      position += 1
      return Located(.number(value), at: tokens[start].range)
    case .string(let string):
      position += 1
      return Located(.string(string), at: tokens[start].range)
    case .word:
      let name = takeDottedName() ?? Located("", at: tokens[start].range)
      // `_` alone is no name: the value `--update` records there.
      if name.value == "_" { return Located(.placeholder, at: name.range) }
      return Located(.identifier(name.value), at: name.range)
    case .symbol(.leftBracket):
      return try parseWordList()
    default:
      throw failure(
        "expected \(what) after \(context()), found \(Self.quoted(tokens[start]))", at: current)
    }
  }

  /// `[a, b]`, possibly empty: a set of words as the state prints them (traits).
  mutating func parseWordList() throws(ParseFailure) -> Located<LiteralValue> {
    guard let open = take(.leftBracket) else {
      throw failure("expected '[' and a list of words", at: current)
    }
    var words: [String] = []
    if let close = take(.rightBracket) {
      return Located(.list([]), at: Self.span(open.range, close.range))
    }
    while true {
      guard words.count < Self.maxEventsInList else {
        throw failure(
          "too many words in a list (the limit is \(Self.maxEventsInList))", at: current)
      }
      words.append(
        try parseName("a word such as 'selected'", after: words.isEmpty ? "'['" : "','").value)
      if skip(.comma) { continue }
      guard let close = take(.rightBracket) else {
        throw failure("expected ',' or ']' after a word in the list", at: current)
      }
      return Located(.list(words), at: Self.span(open.range, close.range))
    }
  }

  /// `± TOL` or `+- TOL` after a value; only numbers can have one.
  mutating func parseTolerance(for value: Located<LiteralValue>) throws(ParseFailure) -> Double? {
    guard let sign = take(.plusMinus) else { return nil }
    guard isNumber(value.value) else {
      throw failure(
        "a tolerance needs a numeric value, and \(Self.shortened(value.value.description)) is not a number",
        at: sign)
    }
    let tolerance = try parseNumber(
      "a tolerance such as '0.5'", after: Self.quoted(sign), units: .measurement)
    return try checked(tolerance, in: .tolerance)
  }

  func isNumber(_ value: LiteralValue) -> Bool {
    if case .number = value { return true }
    return false
  }

  // MARK: Events

  /// `name` or `name(label: VALUE [± TOL], ...)`.
  mutating func parseEventPattern(after context: @autoclosure () -> String) throws(ParseFailure)
    -> EventPattern
  {
    // Read in place (see `currentSymbol`).
    guard position < tokens.count, let name = tokens[position].word else {
      throw failure(
        "expected an event name such as 'selectionChanged' after \(context())", at: current)
    }
    let nameRange = tokens[position].range
    position += 1
    var arguments: [EventArgumentPattern] = []
    var end = nameRange
    if skip(.leftParen) {
      // Spelled only for an error, as the labels below are.
      var shownName: String { Self.shortened(name) }
      if let close = takeRange(.rightParen) {
        end = close
      } else {
        while true {
          guard position < tokens.count, let label = tokens[position].word else {
            throw failure(
              "expected an argument label such as 'to' in '\(shownName)(…)'", at: current)
          }
          guard arguments.count < Self.maxEventArguments else {
            throw failure(
              "too many arguments in an event pattern (the limit is \(Self.maxEventArguments))",
              at: current)
          }
          guard !arguments.contains(where: { $0.label.value == label }) else {
            throw failure(
              "duplicate argument '\(Self.shortened(label))' in '\(shownName)(…)'", at: current)
          }
          let labelRange = tokens[position].range
          position += 1
          var shownLabel: String { Self.shortened(label) }
          guard skip(.colon) else {
            throw failure("expected ':' after the argument label '\(shownLabel)'", at: current)
          }
          let value = try parseValue(after: "'\(shownLabel):'")
          let tolerance = try parseTolerance(for: value)
          arguments.append(
            EventArgumentPattern(
              label: Located(label, at: labelRange), value: value, tolerance: tolerance))
          if skip(.comma) { continue }
          guard let close = takeRange(.rightParen) else {
            throw failure("expected ',' or ')' after the argument '\(shownLabel)'", at: current)
          }
          end = close
          break
        }
      }
    }
    return EventPattern(
      name: Located(name, at: nameRange), arguments: arguments, range: Self.span(nameRange, end))
  }

  /// `[PATTERN, ...]`, possibly empty.
  mutating func parseEventList() throws(ParseFailure) -> [EventPattern] {
    guard skip(.leftBracket) else {
      throw failure("expected '[' and a list of events after 'events'", at: current)
    }
    var patterns: [EventPattern] = []
    if !skip(.rightBracket) {
      while true {
        guard patterns.count < Self.maxEventsInList else {
          throw failure(
            "too many events in a list (the limit is \(Self.maxEventsInList))", at: current)
        }
        patterns.append(try parseEventPattern(after: patterns.isEmpty ? "'['" : "','"))
        if skip(.comma) { continue }
        guard skip(.rightBracket) else {
          throw failure("expected ',' or ']' after an event in the list", at: current)
        }
        break
      }
    }
    try expectEnd()
    return patterns
  }
}
