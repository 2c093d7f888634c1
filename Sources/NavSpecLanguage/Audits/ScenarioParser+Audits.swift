import NavSpecModel

// `audit [RULE …]`, `audit ignore RULE[.CHECK] [on ELEMENT] [because "REASON"]`, and after
// `expect`: `audit clean`,
// `audit RULE[.CHECK] [on ELEMENT] [severity warning|error]`, `no audit RULE[.CHECK] [on
// ELEMENT]`. Rule and element names are checked by the checker, against the model's registry
// and the declared screen.

extension ScenarioParser {
  /// Everything after `audit`.
  mutating func parseAudit() throws(ParseFailure) -> AuditStatement {
    if skip(word: "ignore") {
      let selector = try parseAuditSelector(after: "'audit ignore'", allowing: "because")
      var reason: Located<String>?
      if skip(word: "because") {
        let start = current?.range
        let text = try parseString("a reason in quotes", after: "'because'")
        reason = start.map { Located(text, at: $0) }
      }
      try expectEnd(alternatives: reason == nil ? "'because' and a reason in quotes" : nil)
      return .ignore(selector, reason: reason)
    }
    var rules: [Located<String>] = []
    while !atEnd {
      rules.append(try parseName("a rule such as 'hit-target'", after: "'audit'"))
    }
    return .run(rules: rules)
  }

  /// Everything after `expect audit` (or `expect no audit` when `negated`).
  mutating func parseAuditExpectation(negated: Bool) throws(ParseFailure) -> AuditStatement {
    if !negated, let clean = current, clean.isWord("clean"), peek(1) == nil {
      position += 1
      return .expectClean
    }
    let context = negated ? "'expect no audit'" : "'expect audit'"
    let selector = try parseAuditSelector(after: context)
    if negated {
      try expectEnd()
      return .expectNoFinding(selector)
    }
    var severity: Located<String>?
    if skip(word: "severity") {
      let token = try parseChoice(
        AuditSeverity.allCases.map(\.rawValue), what: "severity", after: "'severity'")
      severity = Located(token.text, at: token.range)
    }
    try expectEnd(alternatives: severity == nil ? "'severity' and a severity" : nil)
    return .expectFinding(selector, severity: severity)
  }

  /// `RULE[.CHECK] [on ELEMENT]`, which may be followed by the word `allowing`.
  private mutating func parseAuditSelector(
    after context: @autoclosure () -> String, allowing follower: String = "severity"
  ) throws(ParseFailure) -> AuditSelector {
    guard !atEnd else {
      throw failure(
        "expected a rule such as 'hit-target' or 'label.empty', or 'clean', after \(context())",
        at: nil)
    }
    let name = try parseName("a rule such as 'hit-target'", after: context())
    var element: Located<String>?
    if skip(word: "on") {
      element = try parseName("an element such as a tab's title", after: "'on'")
    } else if let next = current, next.word != nil, next.word != follower {
      throw failure(
        "unexpected \(Self.quoted(next)); expected 'on' and an element", at: next,
        suggestion: "write 'on \(Self.shortened(next.text))'")
    }
    return AuditSelector(name: name, element: element)
  }
}
