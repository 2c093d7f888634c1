import NavSpecModel

/// Runs each scenario of a checked document independently, from the model as the prelude left
/// it (`PreludeRun`: the prelude runs once, each scenario gets a copy). A step the model refuses stops that scenario (later steps would build on sand).
public enum ScenarioRunner {
  public static func run(_ document: ScenarioDocument, options: RunOptions) -> [ScenarioResult] {
    let file = document.source.path
    let selected = options.selected(in: document)
    guard !selected.isEmpty else { return [] }
    // The set-up runs once (unless every selected scenario is skipped); each scenario starts
    // from a copy of where it left the model.
    let start =
      selected.allSatisfy(\.block.isSkipped)
      ? nil : PreludeRun(document.prelude, file: file, options: options)
    return selected.map { block, name in
      run(block, named: name, from: start, file: file, options: options)
    }
  }

  /// Runs one scenario from the set-up's end (`start`, nil only when the scenario is skipped).
  /// A skipped scenario runs no step, the set-up's included: its result has its mark and
  /// nothing else.
  static func run(
    _ block: ScenarioBlock, named name: String, from start: PreludeRun?, file: String,
    options: RunOptions
  ) -> ScenarioResult {
    guard let start, !block.isSkipped else {
      return ScenarioResult(
        file: file, name: name, location: block.location, failures: [], expectationCount: 0,
        stepCount: 0, endTime: .zero, tags: block.tags, mark: block.mark)
    }
    var session = start.session
    var kept = start.kept
    // The scenario's own steps; the set-up's are recorded once (`PreludeRun.recording`).
    var recorder = start.recording == nil ? nil : ScenarioRecorder()
    let ranEveryStep =
      start.ranEveryStep
      && session.execute(block.statements) { statement, report, session in
        kept.add(report)
        recorder?.record(statement, report, in: session)
      }
    if ranEveryStep {
      kept.add(session.finish(at: block.location))
    }
    var result = ScenarioResult(
      file: file, name: name, location: block.location, failures: kept.failures,
      expectationCount: session.expectationCount, stepCount: session.stepCount,
      endTime: session.simulator.now, audits: kept.audits, setUpRecording: start.recording,
      omittedFailures: kept.omittedFailures, omittedAudits: kept.omittedAudits,
      omittedAuditFindings: kept.omittedAuditFindings, tags: block.tags, mark: block.mark)
    // Its verdict known, the curves are sampled where they will be plotted.
    result.recording = recorder?.recording(
      from: start.session, sampled: !result.passed || options.samplesPassingScenarios)
    return result
  }

  /// A file without `scenario` lines is one scenario named after the file: "tap-selects".
  static func defaultName(for path: String) -> String {
    let base = path.split(separator: "/").last.map(String.init) ?? path
    return base.hasSuffix(".scenario") ? String(base.dropLast(".scenario".count)) : base
  }
}
