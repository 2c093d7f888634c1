import NavSpecModel

// Invariants: `invariant` states an expectation that must hold after every step, or switches on
// the model's built-in invariants; `expect invariant …` is read by `expect`
// (docs/explore.md#invariants).

extension KeywordTable {
  static let invariants = KeywordTable(
    "invariants", help: "invariant",
    helpText: """
      Invariants (docs/explore.md#invariants): checked after every later step, and at once.
        invariant selection in tabs    an expectation, as after 'expect', that must hold
        invariant pill.offset >= -10   after every step from here on; its first break fails
                                       the scenario at the step that broke it
        invariant built-in             switch on every built-in invariant
        invariant one-selection        switch on one built-in invariant
        expect invariant one-selection
                                       check one built-in invariant now ('built-in': all)
      Built-in invariants: \(BuiltInInvariant.allCases.map(\.name).joined(separator: ", ")).

      """,
    keywords: [
      StatementKeyword(
        "invariant", .expectation,
        arguments: .branch(
          ([InvariantStatement.allBuiltInsWord] + BuiltInInvariant.allCases.map(\.name)).map {
            ArgumentBranch($0)
          }),
        statement: InvariantStatement.self
      ) { parser throws(ScenarioParser.ParseFailure) in try parser.parseInvariant() }
    ])
}
