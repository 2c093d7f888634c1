import NavSpecModel

/// Replays each scenario of a checked document under every configuration of a matrix and runs
/// the audit rules after every step, gathering each finding of each scenario once with every
/// step and setting where it occurred.
///
/// Expectations are run but their results are not reported: under another setting a scenario's
/// expectations may well not hold (a tap placed left to right misses right to left), and the
/// audit is about what the screen offers at each step, not about the scenario's own checks. A
/// step the model refuses ends that replay, as it ends a run. The file's `audit ignore` lines
/// accept what they match in their scenario (in the set-up: in every scenario), wherever they
/// stand, since the audit looks at every step, those before the line included.
public enum ScenarioAuditor {
  /// `sharingReplays: false` replays every scenario under every configuration, for the test
  /// and the benchmark that hold the shared replays to it (docs/audits.md#speed).
  public static func audit(
    path: String, text: String, matrix: AuditMatrix, rules: [AuditRule] = AuditRules.all,
    sharingReplays: Bool = true
  ) -> AuditReport.FileAudit {
    let source = SourceFile(path: path, text: text)
    let (document, diagnostics) = ScenarioPipeline.compile(source)
    guard let document, !diagnostics.hasErrors else {
      return AuditReport.FileAudit(
        path: path, source: source, diagnostics: diagnostics, entries: [], replays: 0, steps: 0)
    }
    var gatherer = Gatherer(rules: rules, scenarios: document.scenarios.count)
    var replays = 0
    let configurations = matrix.configurations.enumerated().map {
      (index: $0.offset, settings: $0.element.settings)
    }
    // One replay per group of settings that behave alike (`Settings.behaviouralKey`), audited
    // under each. A scenario's own `set` gives every member the same value, so the members keep
    // one key; each is audited under its settings with the run's `set`s applied in turn.
    let groups =
      sharingReplays ? matrix.behaviouralClasses : configurations.map { [$0.index] }
    // The set-up audited once per group, when a scenario first needs it; each scenario then
    // starts from a copy of the session it left (as `navspec run` does, `PreludeRun`), and its
    // findings count as each scenario's own (`Gatherer.entries`).
    var preludes = [AuditedPrelude?](repeating: nil, count: groups.count)
    // A skipped scenario runs no step (`skip "…"`), so it has nothing to audit.
    for (scenarioIndex, block) in document.scenarios.enumerated() where !block.isSkipped {
      for (groupIndex, group) in groups.enumerated() {
        let members = group.map { configurations[$0] }
        replays += members.count
        let prelude =
          preludes[groupIndex]
          ?? AuditedPrelude(
            document.prelude, file: path, rules: rules, configurations: members,
            into: &gatherer)
        preludes[groupIndex] = prelude
        gatherer.steps += prelude.steps * members.count
        guard prelude.ranEveryStep else { continue }
        var session = prelude.session
        var changes = prelude.changes
        // An expectation reads the model and changes nothing (`StatementRole.expectation`):
        // the screen after it is the screen before, and so are its findings.
        var previous: (time: VirtualTime, events: Int, findings: [[AuditFinding]?])?
        _ = session.execute(block.statements) { statement, _, session in
          gatherer.steps += members.count
          let simulator = session.simulator
          if sharingReplays, statement.keyword.role == .expectation, let kept = previous,
            kept.time == simulator.now, kept.events == simulator.events.count
          {
            gatherer.record(
              kept.findings, under: members, after: statement, scenario: scenarioIndex)
            return
          }
          Self.note(statement, in: &changes)
          let findings = gatherer.audit(
            simulator, under: Self.applying(changes, to: members), rules: rules,
            after: statement, scenario: scenarioIndex)
          previous = (simulator.now, simulator.events.count, findings)
        }
      }
    }
    let names = document.scenarios.map { $0.name ?? ScenarioRunner.defaultName(for: path) }
    let preludeIgnores = AuditIgnore.all(in: document.prelude)
    let ignores = document.scenarios.map { preludeIgnores + AuditIgnore.all(in: $0.statements) }
    return AuditReport.FileAudit(
      path: path, source: source, diagnostics: diagnostics,
      entries: gatherer.entries(file: path, scenarios: names, ignores: ignores),
      replays: replays, steps: gatherer.steps)
  }

  /// A `set` statement's change, kept to apply to every member of a shared run.
  static func note(_ statement: Statement, in changes: inout [(name: String, value: String)]) {
    if case .set(let setting, let value) = statement.kind {
      changes.append((setting.value, value.value))
    }
  }

  /// Each configuration's settings with the run's `set`s so far applied in turn: what a
  /// replay under that configuration would have now.
  static func applying(
    _ changes: [(name: String, value: String)], to members: [(index: Int, settings: Settings)]
  ) -> [(index: Int, settings: Settings)] {
    guard !changes.isEmpty else { return members }
    return members.map { member in
      var settings = member.settings
      for change in changes { _ = settings.apply(name: change.name, value: change.value) }
      return (member.index, settings)
    }
  }

  /// Findings keyed by what identifies them in a scenario, with where they occurred: how many
  /// steps, the first `AuditReport.Entry.keptSteps` of them, and under which settings
  /// (docs/audits.md#long-scenarios). Every step of a long scenario was kept for each finding:
  /// 40,000 steps took 156 s, 4 MiB of taps grew past 1.9 GB, and `--format json` was about 220
  /// times the input.
  struct Gatherer {
    /// What identifies a finding within one scenario (or the set-up).
    struct Key: Hashable {
      var component: String
      var rule: String
      var check: String
      var element: String
    }

    /// One finding of one scenario (or of the set-up) so far.
    struct Found {
      /// The earliest statement in the file after which it appeared, whatever the order the
      /// settings were replayed in.
      var range: SourceRange
      var part: String
      /// The severity, message and shortfall of the first setting where it is at its worst.
      var severity: AuditSeverity
      var message: String
      var worstShortfall: Double
      /// The configuration that had them: on a tie, the first in the matrix's order wins, so
      /// the entry does not depend on the order the settings were replayed in.
      var worstConfiguration: Int
      var assumptions: [String]
      /// The lines it occurred after, to count each once.
      var lines = LineSet()
      var steps: [SourceLocation] = []
      var configurations: Set<Int> = []

      init(_ finding: AuditFinding, after statement: Statement, configuration: Int) {
        range = statement.range
        worstConfiguration = configuration
        part = finding.part
        severity = finding.severity
        message = finding.message
        worstShortfall = finding.shortfall
        assumptions = finding.assumptions
      }

      /// Takes in `finding`, seen after the step at `location` under `configuration`.
      mutating func add(
        _ finding: AuditFinding, after statement: SourceRange, configuration: Int
      ) {
        let location = statement.start
        // The message goes with the severity: the one of the first setting where the finding
        // is at its worst (the worst severity, then the largest shortfall), so an error never
        // shows a warning's measurement and a 1.2:1 failure is not reported as its 4:1 one.
        worsen(
          severity: finding.severity, message: finding.message, shortfall: finding.shortfall,
          configuration: configuration, assumptions: finding.assumptions)
        if (location.line, location.column) < (range.start.line, range.start.column) {
          range = statement
        }
        if lines.insert(location.line) { Found.keep(location, in: &steps) }
        configurations.insert(configuration)
      }

      /// Takes in what the set-up found: the set-up's lines come first in the file, and no
      /// line is both the set-up's and a scenario's.
      func merged(after prelude: Found) -> Found {
        var merged = prelude
        merged.worsen(
          severity: severity, message: message, shortfall: worstShortfall,
          configuration: worstConfiguration, assumptions: assumptions)
        for step in steps {
          merged.lines.insert(step.line)
          Found.keep(step, in: &merged.steps)
        }
        merged.extraSteps = prelude.extraSteps + stepCount - steps.count
        merged.configurations.formUnion(configurations)
        return merged
      }

      /// Steps counted in `lines` whose locations were not kept, beyond those of `lines`.
      var extraSteps = 0
      var stepCount: Int { lines.count + extraSteps }

      private mutating func worsen(
        severity: AuditSeverity, message: String, shortfall: Double, configuration: Int,
        assumptions: [String]
      ) {
        let worse = (severity, shortfall) > (self.severity, worstShortfall)
        let tiedEarlier =
          (severity, shortfall) == (self.severity, worstShortfall)
          && configuration < worstConfiguration
        guard worse || tiedEarlier else { return }
        self.severity = severity
        self.message = message
        worstShortfall = shortfall
        worstConfiguration = configuration
        self.assumptions = assumptions
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
    }

    let ruleOrder: [String: Int]
    /// The set-up's findings, under every configuration.
    var prelude: [Key: Found] = [:]
    /// Each scenario's own.
    var scenarios: [[Key: Found]]
    var steps = 0

    init(rules: [AuditRule], scenarios count: Int) {
      var ruleOrder: [String: Int] = [:]
      for (index, rule) in rules.enumerated() where ruleOrder[rule.id] == nil {
        ruleOrder[rule.id] = index
      }
      self.ruleOrder = ruleOrder
      scenarios = Array(repeating: [:], count: count)
    }

    /// Audits `simulator`'s screen under each of `configurations` (settings of one
    /// `behaviouralKey`, the first the simulator's own, each with the run's `set`s applied) and
    /// records what each found.
    @discardableResult
    mutating func audit(
      _ simulator: Simulator, under configurations: [(index: Int, settings: Settings)],
      rules: [AuditRule], after statement: Statement, scenario: Int?
    ) -> [[AuditFinding]?] {
      // Replayed under one configuration, the screen is audited as it is: under the settings
      // the run has now, which a scenario's own `set` may have changed.
      let audits =
        configurations.count == 1
        ? [simulator.audit(rules: rules)]
        : simulator.audit(rules: rules, under: configurations.map(\.settings))
      record(audits, under: configurations, after: statement, scenario: scenario)
      return audits
    }

    /// Records each configuration's findings (nil: none audited).
    mutating func record(
      _ audits: [[AuditFinding]?], under configurations: [(index: Int, settings: Settings)],
      after statement: Statement, scenario: Int?
    ) {
      for (configuration, findings) in zip(configurations, audits) {
        guard let findings else { continue }
        record(findings, after: statement, configuration: configuration.index, scenario: scenario)
      }
    }

    /// Records `findings`, seen after `statement` under `configuration`, as scenario
    /// `scenario`'s (nil: the set-up's).
    mutating func record(
      _ findings: [AuditFinding], after statement: Statement, configuration: Int,
      scenario: Int?
    ) {
      for finding in findings {
        let key = Key(
          component: finding.component, rule: finding.rule, check: finding.check,
          element: finding.element)
        let first = Found(finding, after: statement, configuration: configuration)
        if let scenario {
          scenarios[scenario][key, default: first].add(
            finding, after: statement.range, configuration: configuration)
        } else {
          prelude[key, default: first].add(
            finding, after: statement.range, configuration: configuration)
        }
      }
    }

    /// Each scenario's findings, the set-up's counted in each, as report entries, in the order
    /// of the line that caused them, then of the rules, elements, checks, scenarios and
    /// components. `ignores[s]` are scenario `s`'s `audit ignore` lines.
    func entries(file: String, scenarios names: [String], ignores: [[AuditIgnore]])
      -> [AuditReport.Entry]
    {
      var entries: [(scenario: Int, entry: AuditReport.Entry)] = []
      for (index, own) in scenarios.enumerated() {
        var found = own
        for (key, set) in prelude {
          found[key] = found[key].map { $0.merged(after: set) } ?? set
        }
        for (key, found) in found {
          let ignore = ignores[index].first {
            $0.selector.matches(rule: key.rule, check: key.check, element: key.element)
          }
          entries.append(
            (
              index,
              AuditReport.Entry(
                file: file, scenario: names[index], component: key.component, part: found.part,
                rule: key.rule, check: key.check, element: key.element,
                severity: found.severity, message: found.message, range: found.range,
                steps: found.steps, stepCount: found.stepCount,
                configurations: found.configurations.sorted(),
                fingerprint: AuditFingerprint.of(
                  file: file, scenario: names[index], component: key.component, rule: key.rule,
                  check: key.check, element: key.element),
                ignored: ignore.map { AuditReport.Entry.Ignored($0) },
                assumptions: found.assumptions)
            ))
        }
      }
      return entries.sorted { lhs, rhs in
        let (left, right) = (lhs.entry, rhs.entry)
        let leftOrder = (left.location.line, left.location.column, ruleOrder[left.rule] ?? .max)
        let rightOrder = (
          right.location.line, right.location.column, ruleOrder[right.rule] ?? .max
        )
        if leftOrder != rightOrder { return leftOrder < rightOrder }
        if left.element != right.element { return left.element < right.element }
        if left.check != right.check { return left.check < right.check }
        if lhs.scenario != rhs.scenario { return lhs.scenario < rhs.scenario }
        return left.component < right.component
      }
      .map(\.entry)
    }
  }
}
