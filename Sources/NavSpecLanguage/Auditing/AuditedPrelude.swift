import NavSpecModel

/// A file's set-up audited once under one configuration of the matrix: the session it left,
/// for every scenario to start from a copy of; what it found goes to the gatherer's set-up
/// findings, which every scenario counts as its own (`ScenarioAuditor`). Each scenario replayed the set-up under every configuration
/// before: a long set-up and many scenarios cost their product (docs/model.md#long-files).
struct AuditedPrelude {
  let session: ScenarioSession
  /// How many steps the set-up ran: each scenario's replay counts them, as when it ran them.
  let steps: Int
  /// Whether every step ran: a step the model refuses ends every scenario's replay there.
  let ranEveryStep: Bool

  init(
    _ prelude: [Statement], file: String, settings: Settings, rules: [AuditRule],
    configuration: Int, into gatherer: inout ScenarioAuditor.Gatherer
  ) {
    var session = ScenarioSession(file: file, settings: settings)
    session.measuresLabelsAtOnce = true
    var steps = 0
    ranEveryStep = session.execute(prelude) { statement, _, session in
      steps += 1
      gatherer.record(
        session.simulator.audit(rules: rules), after: statement, configuration: configuration,
        scenario: nil)
    }
    self.session = session
    self.steps = steps
  }
}
