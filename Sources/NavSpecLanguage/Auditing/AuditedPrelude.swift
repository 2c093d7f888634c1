import NavSpecModel

/// A file's set-up audited once under one configuration of the matrix: the session it left,
/// for every scenario to start from a copy of, and what it found, for every scenario to count
/// as its own (`ScenarioAuditor`). Each scenario replayed the set-up under every configuration
/// before: a long set-up and many scenarios cost their product (docs/model.md#long-files).
struct AuditedPrelude {
  let session: ScenarioSession
  /// How many steps the set-up ran: each scenario's replay counts them, as when it ran them.
  let steps: Int
  /// Whether every step ran: a step the model refuses ends every scenario's replay there.
  let ranEveryStep: Bool
  /// The findings the set-up had, each once, in the order first found.
  let keys: [ScenarioAuditor.Gatherer.Key]

  init(
    _ prelude: [Statement], file: String, settings: Settings, rules: [AuditRule],
    configuration: Int, into gatherer: inout ScenarioAuditor.Gatherer
  ) {
    var session = ScenarioSession(file: file, settings: settings)
    session.measuresLabelsAtOnce = true
    var steps = 0
    var keys: [ScenarioAuditor.Gatherer.Key] = []
    var seen = Set<ScenarioAuditor.Gatherer.Key>()
    ranEveryStep = session.execute(prelude) { statement, _, session in
      steps += 1
      let found = gatherer.record(
        session.simulator.audit(rules: rules), after: statement, configuration: configuration)
      for key in found where seen.insert(key).inserted { keys.append(key) }
    }
    self.session = session
    self.steps = steps
    self.keys = keys
  }
}
