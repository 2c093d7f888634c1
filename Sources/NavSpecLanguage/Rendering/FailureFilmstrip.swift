import NavSpecModel

/// The pictures of the screen around a failing instant, for the HTML report
/// (`ExpectationFailure.filmstrip`): the screen 100 ms before the failure, at it, and 100 ms
/// after (our decision: six frames of a 60 Hz display either side, long enough to see a slide
/// or a bounce move and short enough to stay on the same step), each drawn by `SVGRenderer`.
enum FailureFilmstrip {
  /// The spacing of the frames, in microseconds.
  static let spacing: Int64 = 100_000
  /// Failures of one scenario that get frames: the first few say what went wrong, and a
  /// scenario of a hundred failures must not make the page a hundred filmstrips (our decision,
  /// as the report's other caps).
  static let failuresPerScenario = 3

  /// `result` with frames for its first failures, when the run records (the HTML report's) and
  /// the scenario failed; as it is otherwise. `navspec run` (`PreparedFile`) and
  /// `ScenarioPipeline.run` both call it, so a streamed run and a whole one draw the same.
  static func attach(
    to result: ScenarioResult, document: ScenarioDocument, options: RunOptions
  ) -> ScenarioResult {
    // An expected failure is a known defect, shown in one line: no pictures.
    if case .expectedFailure? = result.mark { return result }
    guard options.records, !result.failures.isEmpty,
      let instants = try? ScenarioInstants(
        document: document, scenario: result.name, settings: options.settings)
    else { return result }
    var result = result
    for index in result.failures.indices.prefix(failuresPerScenario) {
      let time = result.failures[index].time.microseconds
      var times: [Int64] = []
      for time in [max(0, time - spacing), time, time + spacing] where !times.contains(time) {
        times.append(time)
      }
      let at = times.map { VirtualTime(microseconds: $0) }
      result.failures[index].filmstrip = zip(at, instants.simulators(at: at)).map {
        FilmstripFrame(time: $0, svg: SVGRenderer.inline(SVGRenderer.render($1)))
      }
    }
    return result
  }
}
