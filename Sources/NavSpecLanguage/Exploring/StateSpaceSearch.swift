import NavSpecModel

/// `navspec check`: every sequence of discrete actions (`DiscreteAction`) from a set-up, up to a
/// depth, breadth first, each distinct state (`StateFingerprint`) visited once, with every
/// invariant checked after every action as `navspec explore` checks them. Breadth first, so the
/// first sequence found to break an invariant is a shortest one (the actions' order decides
/// among equals). A model checker's search (TLC for TLA+, Spin) over the model's values
/// (docs/explore.md#exhaustive-checking). It prints through `output`, one line at a time, and
/// reads no clock.
public struct StateSpaceSearch {
  public let setup: ExplorationSetup
  public let options: CheckOptions
  let output: (String) -> Void
  /// How a written scenario's header says to reproduce it, before the options.
  public var command: String

  public init(setup: ExplorationSetup, options: CheckOptions, output: @escaping (String) -> Void) {
    self.setup = setup
    self.options = options
    self.output = output
    command = "navspec check \(ShellWord.quoted(setup.path))"
  }

  public func search() -> CheckReport {
    var report = CheckReport()
    output(
      "check \(PrintableText.escaping(setup.path)): breadth first to depth \(options.depth), "
        + "at most \(options.maxStates) states")
    let start = ExplorationRun.Player(setup)
    let startState = start.session.simulator.state(without: StateFingerprint.ignoredRoots)
    var visited: Set<StateFingerprint> = [
      StateFingerprint(start.session.simulator, state: startState)
    ]
    // The states still to search from, as the actions that reach them: each is replayed from the
    // set-up when its turn comes. A session held for each costs some 20 kB (two gigabytes for
    // 100,000 states); a path costs a few lines, and its replay a few steps beside the twenty
    // or so each state tries.
    var frontier: [[String]] = [[]]
    var found: Set<String> = []
    let checks = relationChecks()
    report.relationCounts = checks.map { Explorer.RelationCount(relation: $0.relation) }
    levels: for depth in 1...options.depth {
      var next: [[String]] = []
      var newStates = 0
      for path in frontier {
        let player = replayed(path)
        let simulator = player.session.simulator
        // Every action's frames at once: the actions read them several times.
        let targets = ExplorationTargets(
          simulator: simulator, state: simulator.state(without: StateFingerprint.ignoredRoots)
        ).withFrames()
        for line in DiscreteAction.lines(targets, settings: simulator.settings) {
          var child = player
          var noCoverage: CoverageMap? = nil
          guard child.play(line, coverage: &noCoverage) else {
            report.refused += 1
            continue
          }
          report.transitions += 1
          report.statesVisited += 1
          let state = child.session.simulator.state(without: StateFingerprint.ignoredRoots)
          guard visited.insert(StateFingerprint(child.session.simulator, state: state)).inserted
          else { continue }
          newStates += 1
          if let broken = child.run.broken {
            // A broken state is not searched from: the invariant is reported once, at its
            // shortest sequence, and what follows a break is not the model as designed.
            if found.insert(broken.invariant).inserted {
              output("depth \(depth): " + PrintableText.escaping(broken.message))
              report.counterexamples.append(counterexample(child.run.lines, broken: broken))
            }
          } else {
            next.append(child.run.lines)
            checkRelations(child.run.lines, depth: depth, checks: checks, into: &report)
          }
          if visited.count >= options.maxStates {
            report.newStatesByDepth.append(newStates)
            report.distinctStates = visited.count
            output(levelLine(depth, newStates: newStates, distinct: visited.count) + " (cut)")
            report.cut = CheckReport.Cut(depth: depth, maxStates: options.maxStates)
            break levels
          }
        }
      }
      report.newStatesByDepth.append(newStates)
      report.distinctStates = visited.count
      report.completeDepth = depth
      output(levelLine(depth, newStates: newStates, distinct: visited.count))
      frontier = next
      if frontier.isEmpty { break }
    }
    // With nothing left to search from, every deeper level is complete too (it is empty).
    if report.cut == nil, frontier.isEmpty { report.completeDepth = options.depth }
    return report
  }

  /// The checks of the relations asked for (`RelationCheck.checks(of:setup:output:)`).
  private func relationChecks() -> [RelationCheck] {
    RelationCheck.checks(of: options.relations, setup: setup, output: output)
  }

  /// Checks every relation on the shortest sequence to a new state that breaks no invariant.
  /// Breadth first, so the first sequence that breaks a relation is a shortest one; each relation
  /// is reported once, and the search goes on (a broken relation leaves each run's states as
  /// designed, so they are searched from).
  private func checkRelations(
    _ lines: [String], depth: Int, checks: [RelationCheck], into report: inout CheckReport
  ) {
    for (index, check) in checks.enumerated() {
      let outcome = check.check(lines)
      guard outcome.compared else { continue }
      report.relationCounts[index].compared += 1
      guard let broken = outcome.broken else { continue }
      report.relationCounts[index].broken += 1
      guard
        !report.relationCounterexamples.contains(where: { $0.broken.relation == check.relation })
      else { continue }
      output("depth \(depth): " + PrintableText.escaping(broken.message))
      let header = [
        "Found by navspec check --relations \(check.relation.name): the shortest sequence, "
          + "\(lines.count) step\(lines.count == 1 ? "" : "s").",
        "Reproduce: \(command) --relations \(check.relation.name) --depth \(lines.count)",
      ]
      let fileName = RelationScenarioWriter.checkFileName(for: broken)
      let scenario = Explorer.writtenPair(
        check: check, outcome: outcome, broken: broken, fileName: fileName
      ) {
        RelationScenarioWriter.text(
          header: header, setup: setup.lines, outcome: outcome, broken: broken, endings: $0,
          additions: check.relation.additions)
      }
      report.relationCounterexamples.append(
        CheckReport.RelationCounterexample(
          broken: broken, steps: lines, fileName: fileName, scenario: scenario))
    }
  }

  /// A relation's counterexample as printed without `--out`.
  public static func printed(_ counterexample: CheckReport.RelationCounterexample) -> [String] {
    ["--- \(counterexample.fileName)", counterexample.scenario + "---"]
  }

  /// The state `path` reaches from the set-up. Every line of it was kept when it was first
  /// played, and the model is deterministic, so every line is kept again.
  private func replayed(_ path: [String]) -> ExplorationRun.Player {
    var player = ExplorationRun.Player(setup)
    var noCoverage: CoverageMap? = nil
    for line in path { _ = player.play(line, coverage: &noCoverage) }
    return player
  }

  private func levelLine(_ depth: Int, newStates: Int, distinct: Int) -> String {
    "depth \(depth): \(newStates) new state\(newStates == 1 ? "" : "s"), \(distinct) distinct"
  }

  /// A counterexample as a scenario that fails with `navspec run` until the defect is fixed.
  func counterexample(_ steps: [String], broken: InvariantBreak) -> CheckReport.Counterexample {
    let header = [
      "Found by navspec check: the shortest sequence, \(steps.count) step"
        + "\(steps.count == 1 ? "" : "s").",
      "Reproduce: \(command) --depth \(steps.count)",
      broken.message,
    ].map { "# " + PrintableText.escaping($0) }
    let lines = header + setup.lines + steps + [ShrunkScenarioWriter.expectation(for: broken)]
    return CheckReport.Counterexample(
      broken: broken, steps: steps, fileName: Self.fileName(for: broken),
      scenario: lines.joined(separator: "\n") + "\n")
  }

  /// `NAME-check.scenario`: the name `navspec explore` gives (`ShrunkScenarioWriter`), with
  /// `check` for the seed, which a search has none of.
  static func fileName(for broken: InvariantBreak) -> String {
    let explored = ShrunkScenarioWriter.fileName(for: broken, seed: 0)
    return String(explored.dropLast("-seed0.scenario".count)) + "-check.scenario"
  }

  /// A counterexample as printed without `--out`: its file name, then the scenario, between
  /// `---` lines.
  public static func printed(_ counterexample: CheckReport.Counterexample) -> [String] {
    ["--- \(counterexample.fileName)", counterexample.scenario + "---"]
  }
}
