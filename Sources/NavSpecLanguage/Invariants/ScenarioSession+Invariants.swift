import NavSpecModel

/// Checking invariants after steps (docs/explore.md#invariants): `execute(_:)` asks after every
/// step; `navspec explore` switches built-ins on and reads the failures.
extension ScenarioSession {
  /// Switches on built-in invariants for the rest of the session, as `invariant built-in` does;
  /// they are checked after every later step.
  public mutating func enableBuiltInInvariants(_ which: BuiltInInvariantSet) {
    invariants.builtIns.formUnion(which)
  }

  /// The built-in invariants switched on.
  public var enabledBuiltInInvariants: BuiltInInvariantSet { invariants.builtIns }

  /// Marks the invariants that broke inside a step (`InvariantSpanCheck`) as broken, and returns
  /// their failures.
  mutating func recordBreaks(_ breaks: [InvariantSpanCheck.Break]) -> [ExpectationFailure] {
    for found in breaks {
      if let index = found.stated { invariants.stated[index].hasBroken = true }
      if let builtIn = found.builtIn { invariants.brokenBuiltIns.insert(builtIn) }
    }
    return breaks.map(\.failure)
  }

  /// The invariants that break now for the first time, marked as broken. `statedHere`: the
  /// statement is the `invariant` line itself (checked at once when stated).
  mutating func newInvariantFailures(after statement: Statement, statedHere: Bool)
    -> [ExpectationFailure]
  {
    var state: StateNode?
    return newInvariantFailures(after: statement, statedHere: statedHere, state: &state)
  }

  /// `newInvariantFailures(after:statedHere:)`, giving back in `state` the whole state tree when
  /// the built-ins read it (`finite-values` walks all of it): `navspec explore` then records
  /// coverage from that tree rather than building it again.
  mutating func newInvariantFailures(
    after statement: Statement, statedHere: Bool, state: inout StateNode?
  ) -> [ExpectationFailure] {
    guard !invariants.isEmpty else { return [] }
    // Spelled only for a failure: this runs after every step.
    var step: String { statedHere ? "when stated" : "after `\(statement.text)`" }
    var failures: [ExpectationFailure] = []
    for index in invariants.stated.indices where !invariants.stated[index].hasBroken {
      let stated = invariants.stated[index]
      guard let broken = check(stated.expectation, statement) else { continue }
      invariants.stated[index].hasBroken = true
      var failure = broken
      failure.message = "invariant broke \(step): \(broken.message)"
      failure.invariant = stated.text
      failures.append(failure)
    }
    let pending = invariants.builtIns.subtracting(invariants.brokenBuiltIns)
    guard !pending.isEmpty else { return failures }
    if pending.contains(.finiteValues) { state = wholeState() }
    let broken = builtInFailures(
      pending, at: statement, in: state, finiteBefore: stateTreeMemo?.finiteTree
    ) { name in
      "invariant \(name) broke \(step)"
    }
    for failure in broken {
      if let name = failure.invariant, let invariant = BuiltInInvariant(rawValue: name) {
        invariants.brokenBuiltIns.insert(invariant)
      }
    }
    // A tree found finite, for the next check to skip what it shares (the memo's trees only:
    // another tree shares nothing with the next).
    if stateTreeMemo != nil, pending.contains(.finiteValues),
      !invariants.brokenBuiltIns.contains(.finiteValues)
    {
      stateTreeMemo!.finiteTree = state
    }
    return failures + broken
  }

  /// The whole state tree as it is now, through `stateTreeMemo` when there is one.
  mutating func wholeState() -> StateNode {
    guard stateTreeMemo != nil else { return simulator.state() }
    return simulator.state(reusing: &stateTreeMemo!)
  }

  /// One failure for each built-in of `which` that does not hold now (its first violation), named
  /// by `invariant`, with the message `"\(lead(name)): what was seen"`: what a broken invariant
  /// and `expect invariant NAME` both report.
  /// `state`: the whole state tree as it is now, when the caller has built it.
  /// `finiteBefore`: a tree found finite earlier (`StateTreeMemo.finiteTree`).
  func builtInFailures(
    _ which: BuiltInInvariantSet, at statement: Statement, in state: StateNode? = nil,
    finiteBefore: StateNode? = nil, lead: (String) -> String
  ) -> [ExpectationFailure] {
    var reported = BuiltInInvariantSet()
    let violations = simulator.invariantViolations(which, in: state, finiteBefore: finiteBefore)
    return violations.compactMap { violation in
      guard reported.insert(violation.invariant).inserted else { return nil }
      let name = violation.invariant.name
      var failure = self.failure(
        statement, message: "\(lead(name)): \(violation.message)", expected: "\(name) holds",
        actual: violation.message)
      failure.invariant = name
      return failure
    }
  }
}
