import NavSpecModel

/// Replays each scenario of a checked document under every configuration of a matrix and runs
/// the audit rules after every step, gathering each finding once with everywhere it occurred.
///
/// Expectations are run but their results are not reported: under another setting a scenario's
/// expectations may well not hold (a tap placed left to right misses right to left), and the
/// audit is about what the screen offers at each step, not about the scenario's own checks. A
/// step the model refuses ends that replay, as it ends a run.
public enum ScenarioAuditor {
  public static func audit(
    path: String, text: String, matrix: AuditMatrix, rules: [AuditRule] = AuditRules.all
  ) -> AuditReport.FileAudit {
    let source = SourceFile(path: path, text: text)
    let (document, diagnostics) = ScenarioPipeline.compile(source)
    guard let document, !diagnostics.hasErrors else {
      return AuditReport.FileAudit(
        path: path, source: source, diagnostics: diagnostics, entries: [], replays: 0, steps: 0)
    }
    var gatherer = Gatherer(file: path, rules: rules)
    var replays = 0
    // The set-up audited once under each configuration, when a scenario first needs it; each
    // scenario then starts from a copy of the session it left (as `navspec run` does,
    // `PreludeRun`) and counts the set-up's findings as its own.
    var preludes = [AuditedPrelude?](repeating: nil, count: matrix.configurations.count)
    for (scenarioIndex, block) in document.scenarios.enumerated() {
      let name = block.name ?? ScenarioRunner.defaultName(for: path)
      for (index, configuration) in matrix.configurations.enumerated() {
        replays += 1
        let prelude =
          preludes[index]
          ?? AuditedPrelude(
            document.prelude, file: path, settings: configuration.settings, rules: rules,
            configuration: index, into: &gatherer)
        preludes[index] = prelude
        gatherer.steps += prelude.steps
        for key in prelude.keys { gatherer.count(key, scenario: name, at: scenarioIndex) }
        guard prelude.ranEveryStep else { continue }
        var session = prelude.session
        _ = session.execute(block.statements) { statement, _, session in
          gatherer.steps += 1
          gatherer.add(
            session.simulator.audit(rules: rules), after: statement, scenario: name,
            at: scenarioIndex, configuration: index)
        }
      }
    }
    return AuditReport.FileAudit(
      path: path, source: source, diagnostics: diagnostics, entries: gatherer.entries(),
      replays: replays, steps: gatherer.steps)
  }

  /// Findings keyed by what identifies them, with where they occurred: how many steps and
  /// scenarios, the first `AuditReport.Entry.keptSteps` steps and `keptScenarios` scenarios
  /// (docs/audits.md#long-scenarios). Every step of a long scenario was kept for each finding:
  /// 40,000 steps took 156 s, 4 MiB of taps grew past 1.9 GB, and `--format json` was about 220
  /// times the input.
  struct Gatherer {
    struct Key: Hashable {
      var rule: String
      var check: String
      var element: String
    }

    struct Found {
      var entry: AuditReport.Entry
      /// The lines it occurred after, to count each once.
      var lines = LineSet()
      /// The last scenario (by position in the file) it occurred in: scenarios are replayed in
      /// file order, so a new one is one past the last.
      var lastScenario = -1
      var configurations: Set<Int> = []
      /// The shortfall of the finding whose severity and message the entry shows.
      var worstShortfall: Double
    }

    let file: String
    let ruleOrder: [String: Int]
    var found: [Key: Found] = [:]
    var steps = 0

    init(file: String, rules: [AuditRule]) {
      self.file = file
      var ruleOrder: [String: Int] = [:]
      for (index, rule) in rules.enumerated() where ruleOrder[rule.id] == nil {
        ruleOrder[rule.id] = index
      }
      self.ruleOrder = ruleOrder
    }

    mutating func add(
      _ findings: [AuditFinding], after statement: Statement, scenario: String,
      at scenarioIndex: Int, configuration: Int
    ) {
      for key in record(findings, after: statement, configuration: configuration) {
        count(key, scenario: scenario, at: scenarioIndex)
      }
    }

    /// Counts scenario `scenarioIndex`, named `scenario`, among those `key` occurred in.
    mutating func count(_ key: Key, scenario: String, at scenarioIndex: Int) {
      guard found[key]!.lastScenario != scenarioIndex else { return }
      found[key]!.lastScenario = scenarioIndex
      found[key]!.entry.scenarioCount += 1
      if found[key]!.entry.scenarios.count < AuditReport.Entry.keptScenarios,
        !found[key]!.entry.scenarios.contains(scenario)
      {
        found[key]!.entry.scenarios.append(scenario)
      }
    }

    /// Records where `findings` occurred, all but the scenario; their keys.
    mutating func record(
      _ findings: [AuditFinding], after statement: Statement, configuration: Int
    ) -> [Key] {
      let location = statement.range.start
      var keys: [Key] = []
      for finding in findings {
        let key = Key(rule: finding.rule, check: finding.check, element: finding.element)
        if found[key] == nil {
          found[key] = Found(
            entry: AuditReport.Entry(
              file: file, rule: finding.rule, check: finding.check, element: finding.element,
              severity: finding.severity, message: finding.message, range: statement.range,
              steps: [], scenarios: [], configurations: [],
              fingerprint: AuditFingerprint.of(
                file: file, rule: finding.rule, check: finding.check, element: finding.element),
              known: false),
            worstShortfall: finding.shortfall)
        }
        // The message goes with the severity: the one of the first setting where the finding
        // is at its worst (the worst severity, then the largest shortfall), so an error never
        // shows a warning's measurement and a 1.2:1 failure is not reported as its 4:1 one.
        if (finding.severity, finding.shortfall)
          > (found[key]!.entry.severity, found[key]!.worstShortfall)
        {
          found[key]!.worstShortfall = finding.shortfall
          found[key]!.entry.severity = finding.severity
          found[key]!.entry.message = finding.message
        }
        if found[key]!.lines.insert(location.line) {
          found[key]!.entry.stepCount += 1
          Self.keep(location, in: &found[key]!.entry.steps)
        }
        if found[key]!.configurations.insert(configuration).inserted {
          found[key]!.entry.configurations.append(configuration)
        }
        keys.append(key)
      }
      return keys
    }

    /// Keeps the first `keptSteps` locations in file order: a later scenario's set-up lines
    /// come before an earlier one's own, so a new one may go anywhere.
    private static func keep(_ location: SourceLocation, in steps: inout [SourceLocation]) {
      let limit = AuditReport.Entry.keptSteps
      let position =
        steps.firstIndex { ($0.line, $0.column) > (location.line, location.column) }
        ?? steps.count
      guard position < limit else { return }
      steps.insert(location, at: position)
      if steps.count > limit { steps.removeLast() }
    }

    /// In the order of the line that caused them, then of the rules, elements and checks.
    func entries() -> [AuditReport.Entry] {
      found.values.map { found in
        var entry = found.entry
        entry.configurations.sort()
        return entry
      }
      .sorted { lhs, rhs in
        let left = (lhs.location.line, lhs.location.column, ruleOrder[lhs.rule] ?? Int.max)
        let right = (rhs.location.line, rhs.location.column, ruleOrder[rhs.rule] ?? Int.max)
        if left != right { return left < right }
        if lhs.element != rhs.element { return lhs.element < rhs.element }
        return lhs.check < rhs.check
      }
    }
  }
}
