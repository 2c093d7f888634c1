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
  /// The settings its `set` statements changed, in order, for each scenario's run to go on
  /// applying to every member of its group.
  let changes: [(name: String, value: String)]

  /// Runs the set-up under the settings of `configurations[0]` and audits each step under each
  /// of `configurations`, which share its `behaviouralKey` (`ScenarioAuditor`).
  init(
    _ prelude: [Statement], file: String, rules: [AuditRule],
    configurations: [(index: Int, settings: Settings)],
    into gatherer: inout ScenarioAuditor.Gatherer
  ) {
    var session = ScenarioSession(file: file, settings: configurations[0].settings)
    session.measuresLabelsAtOnce = true
    var steps = 0
    var changes: [(name: String, value: String)] = []
    ranEveryStep = session.execute(prelude) { statement, _, session in
      steps += 1
      ScenarioAuditor.note(statement, in: &changes)
      gatherer.audit(
        session.simulator, under: ScenarioAuditor.applying(changes, to: configurations),
        rules: rules, after: statement, scenario: nil)
    }
    self.changes = changes
    self.session = session
    self.steps = steps
  }
}
