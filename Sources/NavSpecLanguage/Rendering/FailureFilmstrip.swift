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

  /// A standalone SVG as an element of the HTML page: HTML needs no namespace (and the page
  /// names no address at all: it is self-contained), and `class="screen"` tells it from the
  /// value plots.
  static func inline(_ svg: String) -> String {
    let standalone = "<svg xmlns=\"http://www.w3.org/2000/svg\""
    guard svg.hasPrefix(standalone) else { return svg }
    return "<svg class=\"screen\"" + svg.dropFirst(standalone.count)
  }

  /// `results` with frames for the first failures of each failed scenario that ran.
  static func attach(
    to results: [ScenarioResult], document: ScenarioDocument, settings: Settings
  ) -> [ScenarioResult] {
    results.map { result in
      // An expected failure is a known defect, shown in one line: no pictures.
      if case .expectedFailure? = result.mark { return result }
      guard !result.failures.isEmpty,
        let instants = try? ScenarioInstants(
          document: document, scenario: result.name, settings: settings)
      else { return result }
      var result = result
      for index in result.failures.indices.prefix(failuresPerScenario) {
        let time = result.failures[index].time.microseconds
        let times = [max(0, time - spacing), time, time + spacing]
        var seen: [Int64] = []
        for time in times where !seen.contains(time) { seen.append(time) }
        let at = seen.map { VirtualTime(microseconds: $0) }
        result.failures[index].filmstrip = zip(at, instants.simulators(at: at)).map {
          FilmstripFrame(time: $0, svg: inline(SVGRenderer.render($1)))
        }
      }
      return result
    }
  }
}
