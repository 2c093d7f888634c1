import NavSpecModel

/// Keeps what a scenario did as it runs, for `ScenarioResult.recording`: each step, and each
/// `expect PATH OP NUMBER` as a point of its path's curve. At the end the curves are sampled by
/// replaying the steps (`ValueSampler`).
struct ScenarioRecorder {
  private var steps: [ScenarioRecording.Step] = []
  /// The statements that move the model, for the replay (expectations read, never change it).
  private var inputs: [Statement] = []
  private var curves: [ValueCurve] = []
  private var curveSteps: [[StateNode.PathStep]] = []
  private var curveIndex: [String: Int] = [:]
  /// The path `expect time == 350ms` reads: the virtual clock (docs/language.md).
  static let clockPath = "time"

  mutating func record(
    _ statement: Statement, _ report: ScenarioSession.StepReport, in session: ScenarioSession
  ) {
    steps.append(
      ScenarioRecording.Step(
        location: statement.location, text: statement.text, time: session.simulator.now,
        failed: !report.failures.isEmpty))
    guard case .expectValue(let expectation) = statement.kind else {
      if statement.keyword.role != .expectation { inputs.append(statement) }
      return
    }
    // A number compared with a number: `[*]` paths name many values, strings have no curve.
    guard !expectation.path.isQuantified, case .number(let expected) = expectation.expected.value
    else { return }
    let path = expectation.path.description
    // The clock itself over the clock is the diagonal whatever the scenario did: no curve.
    guard path != Self.clockPath else { return }
    let pathSteps = expectation.path.components.map(\.value.stateStep)
    var actual: Double?
    if case .leaf(.number(let number))? = session.simulator.value(at: pathSteps) {
      actual = number
    }
    let point = ValueCurve.Expectation(
      location: statement.location, time: session.simulator.now, actual: actual,
      expected: expected, passed: report.failures.isEmpty)
    if let index = curveIndex[path] {
      curves[index].expectations.append(point)
    } else {
      curveIndex[path] = curves.count
      curves.append(ValueCurve(path: path, expectations: [point]))
      curveSteps.append(pathSteps)
    }
  }

  /// The recording, its curves sampled from `start`'s clock on by replaying the inputs into
  /// `start`: the session the recorded steps began from (a fresh one for a file's set-up, a copy
  /// of the session the set-up left for a scenario, so the set-up is never replayed again).
  /// Unless `sampled`, the curves have their expectations and no samples, and nothing is
  /// replayed.
  func recording(from start: ScenarioSession, sampled: Bool = true) -> ScenarioRecording {
    let plotted = min(curves.count, ValueSampler.curveLimit)
    guard sampled else {
      return ScenarioRecording(
        steps: steps, curves: Array(curves.prefix(plotted)), omittedCurves: curves.count - plotted)
    }
    let sampled = ValueSampler.sample(
      Array(curveSteps.prefix(plotted)), replaying: inputs, from: start,
      until: steps.last?.time ?? VirtualTime(microseconds: 0),
      including: curves.prefix(plotted).flatMap { $0.expectations.map(\.time) })
    var kept = Array(curves.prefix(plotted))
    for index in kept.indices { kept[index].samples = sampled[index] }
    return ScenarioRecording(
      steps: steps, curves: kept, omittedCurves: curves.count - plotted)
  }
}
