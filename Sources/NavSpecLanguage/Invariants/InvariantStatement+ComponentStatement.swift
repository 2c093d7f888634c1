import NavSpecModel

/// The invariant statements as a component's statements (`ComponentStatement`): checked like
/// `expect` (the path, the comparison, a built-in's name), run by the session, which keeps what
/// they switch on (`ScenarioSession.invariants`) and checks it after every later step.
extension InvariantStatement: ComponentStatement {
  /// Nothing of its own: the session keeps the invariants, since it checks them after steps of
  /// every kind.
  struct SessionState: Sendable {}

  static func makeSessionState(for session: ScenarioSession) -> SessionState { SessionState() }

  /// `Invariant`, `Invariant built-in`, `Invariant one-selection`, `Expect Invariant …`.
  var dumpHeader: String {
    switch self {
    case .stated: "Invariant"
    case .builtIn(let name): "Invariant \(name?.value ?? Self.allBuiltInsWord)"
    case .expectBuiltIn(let name): "Expect Invariant \(name.value)"
    }
  }

  var dumpChildren: [(label: String, range: SourceRange)] {
    switch self {
    case .stated(let expectation):
      let tolerance = expectation.tolerance.map { " ± \(formatNumber($0))" } ?? ""
      return [
        ("Path \(expectation.path)", expectation.path.range),
        ("Comparison \(expectation.comparison.value.rawValue)", expectation.comparison.range),
        ("Value \(expectation.expected.value)\(tolerance)", expectation.expected.range),
      ]
    case .builtIn(let name?), .expectBuiltIn(let name):
      return [("Name \(name.value)", name.range)]
    case .builtIn(nil):
      return []
    }
  }

  /// An invariant asserts (it fails the scenario when it breaks), so it counts as the
  /// scenario's expectation.
  func check(in context: inout CheckContext, _ statement: Statement) {
    context.hasExpectation = true
    switch self {
    case .stated(let expectation):
      context.checkPath(expectation)
    case .builtIn(let name?), .expectBuiltIn(let name):
      context.requireBuiltInInvariant(name)
    case .builtIn(nil):
      break
    }
  }

  func run(
    in session: inout ScenarioSession, state: inout SessionState, _ statement: Statement,
    report: inout ScenarioSession.StepReport
  ) {
    session.countExpectation()
    switch self {
    case .stated(let expectation):
      session.invariants.stated.append(
        SessionInvariants.Stated(expectation: expectation, text: Self.text(of: statement)))
    case .builtIn(let name):
      let which =
        name.map { Self.builtIn(named: $0.value).map { [$0] } ?? [] }
        ?? BuiltInInvariant.allCases
      session.enableBuiltInInvariants(BuiltInInvariantSet(which))
    case .expectBuiltIn(let name):
      let which =
        name.value == Self.allBuiltInsWord
        ? BuiltInInvariant.allCases : Self.builtIn(named: name.value).map { [$0] } ?? []
      report.failures += session.builtInFailures(BuiltInInvariantSet(which), at: statement) {
        name in
        "\(name) does not hold"
      }
      return
    }
    // Stated or switched on: checked at once, on the model as it is.
    report.failures += session.newInvariantFailures(after: statement, statedHere: true)
  }

  /// The invariant's text: the statement after `invariant `.
  static func text(of statement: Statement) -> String {
    let keyword = "invariant"
    guard statement.text.hasPrefix(keyword) else { return statement.text }
    return String(statement.text.dropFirst(keyword.count).drop { $0 == " " || $0 == "\t" })
  }
}

extension CheckContext {
  /// A built-in invariant's name, or `built-in` for all of them, with a suggestion for a
  /// misspelt one.
  mutating func requireBuiltInInvariant(_ name: Located<String>) {
    guard InvariantStatement.builtIn(named: name.value) == nil,
      name.value != InvariantStatement.allBuiltInsWord
    else { return }
    let candidates = [InvariantStatement.allBuiltInsWord] + BuiltInInvariant.allCases.map(\.name)
    error(
      "unknown built-in invariant '\(name.value)'", at: name.range,
      suggestion: Suggestion.didYouMean(name.value, among: candidates)
        ?? "the built-in invariants are \(Suggestion.listing(candidates))")
  }
}
