import NavSpecModel

/// What each component's statements keep while a scenario runs (`ComponentStatement`), by
/// statement type, so that the session holds one property for every component and names none.
struct ComponentSessionStates: Sendable {
  private var states: [ObjectIdentifier: any Sendable] = [:]

  /// Takes `S`'s state out (so that it is changed in place, without a copy), nil if it has none.
  fileprivate mutating func take<S: ComponentStatement>(_: S.Type) -> S.SessionState? {
    states.removeValue(forKey: ObjectIdentifier(S.self)) as? S.SessionState
  }

  fileprivate mutating func put<S: ComponentStatement>(_ state: S.SessionState, for _: S.Type) {
    states[ObjectIdentifier(S.self)] = state
  }
}

extension ScenarioSession {
  /// Runs `body` with the session and the session state of `S`'s component, made on first use.
  mutating func withComponentState<S: ComponentStatement, R, E: Error>(
    of _: S.Type,
    _ body: (inout ScenarioSession, inout S.SessionState) throws(E) -> R
  ) throws(E) -> R {
    var state = componentStates.take(S.self) ?? S.makeSessionState(for: self)
    defer { componentStates.put(state, for: S.self) }
    return try body(&self, &state)
  }

  /// After `tabbar …` has installed its container: each component's statements may prepare it.
  mutating func tabContainerInstalled(_ statement: Statement, report: inout StepReport)
    throws(ModelError)
  {
    for type in StatementVocabulary.componentStatements {
      try type.tabContainerInstalled(in: &self, statement, report: &report)
    }
  }
}
