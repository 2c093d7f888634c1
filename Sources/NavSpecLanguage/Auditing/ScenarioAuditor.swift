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
  public static func audit(
    path: String, text: String, matrix: AuditMatrix, rules: [AuditRule] = AuditRules.all
  ) -> AuditReport.FileAudit {
    let source = SourceFile(path: path, text: text)
    let (document, diagnostics) = ScenarioPipeline.compile(source)
    guard let document, !diagnostics.hasErrors else {
      return AuditReport.FileAudit(
        path: path, source: source, diagnostics: diagnostics, entries: [], replays: 0, steps: 0)
    }
    var gatherer = Gatherer(rules: rules, scenarios: document.scenarios.count)
    var replays = 0
    // The set-up audited once under each configuration, when a scenario first needs it; each
    // scenario then starts from a copy of the session it left (as `navspec run` does,
    // `PreludeRun`), and its findings count as each scenario's own (`Gatherer.entries`).
    var preludes = [AuditedPrelude?](repeating: nil, count: matrix.configurations.count)
    for (scenarioIndex, block) in document.scenarios.enumerated() {
      for (index, configuration) in matrix.configurations.enumerated() {
        replays += 1
        let prelude =
          preludes[index]
          ?? AuditedPrelude(
            document.prelude, file: path, settings: configuration.settings, rules: rules,
            configuration: index, into: &gatherer)
        preludes[index] = prelude
        gatherer.steps += prelude.steps
        guard prelude.ranEveryStep else { continue }
        var session = prelude.session
        _ = session.execute(block.statements) { statement, _, session in
          gatherer.steps += 1
          gatherer.record(
            session.simulator.audit(rules: rules), after: statement, configuration: index,
            scenario: scenarioIndex)
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
      /// The statement after which it first appeared.
      var range: SourceRange
      var part: String
      /// The severity, message and shortfall of the first setting where it is at its worst.
      var severity: AuditSeverity
      var message: String
      var worstShortfall: Double
      var assumptions: [String]
      /// The lines it occurred after, to count each once.
      var lines = LineSet()
      var steps: [SourceLocation] = []
      var configurations: Set<Int> = []

      init(_ finding: AuditFinding, after statement: Statement) {
        range = statement.range
        part = finding.part
        severity = finding.severity
        message = finding.message
        worstShortfall = finding.shortfall
        assumptions = finding.assumptions
      }

      /// Takes in `finding`, seen after the step at `location` under `configuration`.
      mutating func add(_ finding: AuditFinding, at location: SourceLocation, configuration: Int) {
        // The message goes with the severity: the one of the first setting where the finding
        // is at its worst (the worst severity, then the largest shortfall), so an error never
        // shows a warning's measurement and a 1.2:1 failure is not reported as its 4:1 one.
        worsen(
          severity: finding.severity, message: finding.message, shortfall: finding.shortfall,
          assumptions: finding.assumptions)
        if lines.insert(location.line) { Found.keep(location, in: &steps) }
        configurations.insert(configuration)
      }

      /// Takes in what the set-up found: the set-up's lines come first in the file, and no
      /// line is both the set-up's and a scenario's.
      func merged(after prelude: Found) -> Found {
        var merged = prelude
        merged.worsen(
          severity: severity, message: message, shortfall: worstShortfall,
          assumptions: assumptions)
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
        severity: AuditSeverity, message: String, shortfall: Double, assumptions: [String]
      ) {
        guard (severity, shortfall) > (self.severity, worstShortfall) else { return }
        self.severity = severity
        self.message = message
        worstShortfall = shortfall
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

    /// Records `findings`, seen after `statement` under `configuration`, as scenario
    /// `scenario`'s (nil: the set-up's).
    mutating func record(
      _ findings: [AuditFinding], after statement: Statement, configuration: Int,
      scenario: Int?
    ) {
      let location = statement.range.start
      for finding in findings {
        let key = Key(
          component: finding.component, rule: finding.rule, check: finding.check,
          element: finding.element)
        if let scenario {
          scenarios[scenario][key, default: Found(finding, after: statement)].add(
            finding, at: location, configuration: configuration)
        } else {
          prelude[key, default: Found(finding, after: statement)].add(
            finding, at: location, configuration: configuration)
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
