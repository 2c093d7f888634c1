/// Writes a broken relation, shrunk, as one scenario file that runs both: the shared set-up, a
/// scenario of the first run that records the value it showed (it passes), and a scenario of the
/// second run, with the relation's additions, that expects the value the relation requires: it
/// fails now and passes once the defect is fixed.
public enum RelationScenarioWriter {
  /// `relation-mirror-seed0.scenario`.
  public static func fileName(for broken: RelationBreak, seed: UInt64) -> String {
    "relation-\(broken.relation.name)-seed\(seed).scenario"
  }

  static func text(
    setup: [String], outcome: RelationCheck.Outcome, broken: RelationBreak, firstValue: String,
    additions: [String], shrunkSteps: Int, origin: ShrunkScenarioWriter.Origin
  ) -> String {
    text(
      header: [
        "Found by navspec explore --relations \(broken.relation.name): seed \(origin.seed), run "
          + "\(origin.run), shrunk from \(origin.originalSteps) steps to \(shrunkSteps).",
        "Reproduce: \(origin.command) --relations \(broken.relation.name) --seed "
          + "\(origin.seed) --runs \(origin.run) --steps \(origin.steps)",
      ], setup: setup, outcome: outcome, broken: broken, firstValue: firstValue,
      additions: additions)
  }

  /// `relation-bold-text-check.scenario`: found by `navspec check`, which has no seed.
  public static func checkFileName(for broken: RelationBreak) -> String {
    "relation-\(broken.relation.name)-check.scenario"
  }

  /// The pair under `header` (comment lines, the break's message added).
  static func text(
    header: [String], setup: [String], outcome: RelationCheck.Outcome, broken: RelationBreak,
    firstValue: String, additions: [String]
  ) -> String {
    var lines = (header + [broken.message]).map { "# " + PrintableText.escaping($0) }
    lines += setup
    let comparesState = broken.path != "events" && broken.path != "refused"
    lines.append("")
    lines.append("scenario \"The first run\"")
    lines += outcome.firstLines
    lines.append(
      comparesState
        ? "expect \(broken.path) == \(firstValue)"
        : "# the second run must give the same \(broken.path)")
    lines.append("")
    lines.append("scenario \"The second run: \(broken.relation.name)\"")
    lines += additions
    lines += outcome.secondLines
    lines.append(
      comparesState
        ? "expect \(broken.path) == \(broken.expected)"
        : "# \(PrintableText.escaping("\(broken.path): expected \(broken.expected), was \(broken.actual)"))"
    )
    return lines.joined(separator: "\n") + "\n"
  }
}
