import NavSpecModel

/// `navspec explore --relations`: every generated run that breaks no invariant is played again
/// transformed by each relation asked for and compared (docs/explore.md#relations-between-runs);
/// the first run that breaks each relation is shrunk, both runs together, and written as one
/// scenario that runs both.
extension Explorer {
  /// One relation broken: the shrunk pair and where it came from.
  public struct RelationFinding: Sendable {
    public var broken: RelationBreak
    public var run: Int
    public var fileName: String
    public var scenario: String
  }

  /// How often each relation was compared and broken.
  public struct RelationCount: Sendable {
    public var relation: CheckedRelation
    public var compared = 0
    public var broken = 0
  }

  /// The checks of the relations asked for (`RelationCheck.checks(of:setup:output:)`).
  func relationChecks() -> [RelationCheck] {
    RelationCheck.checks(of: options.relations, setup: setup, output: output)
  }

  /// Checks every relation on one run's lines, shrinking the first break of each.
  func checkRelations(
    _ lines: [String], runNumber: Int, checks: [RelationCheck], into result: inout Result
  ) {
    // Every relation but Reduce Motion plays the script as it is first: once for them all, and
    // not at all when no relation is checked (a plain exploration) or Reduce Motion alone is.
    let shared =
      checks.contains { $0.relation.builtIn != .reduceMotion }
      ? RelationCheck.FirstRun(lines, from: setup) : nil
    for (index, check) in checks.enumerated() {
      let outcome = check.check(lines, sharing: shared)
      guard outcome.compared else { continue }
      result.relationCounts[index].compared += 1
      guard let broken = outcome.broken else { continue }
      result.relationCounts[index].broken += 1
      guard !result.relationFindings.contains(where: { $0.broken.relation == check.relation })
      else { continue }
      output(
        "run \(runNumber), step \(broken.step + 1): " + PrintableText.escaping(broken.message))
      result.relationFindings.append(
        shrinkRelation(lines, check: check, broken: broken, runNumber: runNumber))
    }
  }

  /// Shrinks the first run's lines while the same relation breaks at the same path; both runs
  /// are made from the candidate, so they shrink together.
  func shrinkRelation(
    _ lines: [String], check: RelationCheck, broken: RelationBreak, runNumber: Int
  ) -> RelationFinding {
    let setup = self.setup
    var shrinker = Shrinker(
      stillFails: { candidate in
        let replay = ExplorationRun.replay(candidate, from: setup)
        guard replay.broken == nil,
          let found = check.check(replay.lines).broken, found.relation == broken.relation,
          found.path == broken.path
        else { return nil }
        return replay.lines
      }, progress: output)
    let steps = shrinker.shrink(lines)
    let outcome = check.check(steps)
    let final = outcome.broken ?? broken
    output("shrink: \(Shrinker.steps([lines.count, steps.count])) in \(shrinker.replays) replays")
    let origin = ShrunkScenarioWriter.Origin(
      command: command, seed: options.seed, run: runNumber, steps: options.steps,
      originalSteps: lines.count)
    let fileName = RelationScenarioWriter.fileName(for: final, seed: options.seed)
    let scenario = Self.writtenPair(
      check: check, outcome: outcome, broken: final, fileName: fileName
    ) {
      RelationScenarioWriter.text(
        setup: setup.lines, outcome: outcome, broken: final, endings: $0,
        additions: check.relation.additions, shrunkSteps: steps.count, origin: origin)
    }
    return RelationFinding(broken: final, run: runNumber, fileName: fileName, scenario: scenario)
  }

  /// The scenario file of a broken relation, `text` given its endings: the endings read the
  /// first run's state after its lines.
  static func writtenPair(
    check: RelationCheck, outcome: RelationCheck.Outcome, broken: RelationBreak,
    fileName: String, text: (RelationScenarioWriter.Endings) -> String
  ) -> String {
    var player = RelationPlayer(check.first)
    _ = player.play(outcome.firstLines)
    let leaves = StateLeaves.of(player.session.simulator.state())
    func firstValue(_ path: String) -> String? {
      leaves.first { $0.path == path }.map { StateLeaves.text($0.value) }
    }
    let scenario = text(RelationScenarioWriter.endings(for: broken, firstValue: firstValue))
    // The written file must do what it says: the first run passes, the second fails. It may not
    // (an expectation of an event matches anywhere in a run, so an earlier event of the same kind
    // can meet it; a second run's set-up may hold more than the relation adds): then the file
    // says so at its top rather than passing for a reproduction.
    guard firstPassesSecondFails(fileName, scenario) else {
      return "# Note: run as a file, this does not pass the first run and fail the second as the "
        + "relation's check did; the comparison above is what broke.\n" + scenario
    }
    return scenario
  }

  /// Whether the written scenario's first run passes and its second fails, as `navspec run`
  /// would run the file.
  static func firstPassesSecondFails(_ fileName: String, _ text: String) -> Bool {
    let report = PreparedFile(path: fileName, text: text).run()
    guard !report.diagnostics.hasErrors, report.results.count == 2 else { return false }
    return report.results[0].passed && !report.results[1].passed
  }

  /// `relations: mirror, split` and a line per relation: runs compared and broken.
  static func relationsReport(_ result: Result) -> [String] {
    guard !result.relationCounts.isEmpty else { return [] }
    var lines = [
      "relations: " + result.relationCounts.map(\.relation.name).joined(separator: ", ")
    ]
    for count in result.relationCounts {
      let first = result.relationFindings.first { $0.broken.relation == count.relation }
      lines.append(
        "  \(count.relation.name): \(count.compared) runs compared, \(count.broken) broken"
          + (first.map { " (first in run \($0.run))" } ?? ""))
    }
    return lines
  }

  /// A finding as printed without `--out`.
  public static func printed(_ finding: RelationFinding) -> [String] {
    ["--- \(finding.fileName)", finding.scenario + "---"]
  }
}
