import NavSpecLanguage
import NavSpecModel

/// `:film FILE [--overlay]`: the session's last step as a filmstrip, from the instant its input
/// began until the model comes to rest after it, one frame per 60 Hz display frame. A `tap`'s
/// step ends when the finger lifts, yet what a person wants to see is the slide it started, so
/// the film runs on (on a replay: the session is unchanged). FILE ending in `.html` gets the page
/// with a time slider (`FilmstripPage`), any other name one SVG of frames side by side, as
/// `navspec render` writes them.
extension ReplSession {
  static let filmUsage = ":film FILE [--overlay] (FILE.html: a page with a time slider)"
  /// A frame of a 60 Hz display, to the microsecond (our decision: the rate most iPhones draw
  /// at; the touches' 120 Hz would double the frames without showing the eye more).
  static let filmFrameInterval: Int64 = 16_667
  /// How long the film may run on after the step for the model to come to rest: our decision,
  /// because the slowest motion the modelled components make (an underdamped spring) is still
  /// for well under two seconds, and a motion longer than this is better filmed with
  /// `navspec render --from --to --every`.
  static let filmRunOnLimit: Int64 = 5_000_000

  func film(_ arguments: [String]) -> Response {
    let overlay = arguments.contains("--overlay")
    let files = arguments.filter { $0 != "--overlay" }
    guard files.count == 1, arguments.count - files.count <= 1 else {
      return Self.usage(Self.filmUsage)
    }
    let file = files[0]
    if file.hasPrefix("-") {
      return Self.error(
        "unknown option '\(Self.printable(file))'", note: "usage: \(Self.filmUsage)")
    }
    guard let step = entries.last(where: { $0.statement.keyword.role != .expectation }) else {
      return Self.error("nothing to film yet", note: "type a step first, e.g. tap Library")
    }
    // The instant the model is at rest after the step, on a copy; a motion that outlasts the
    // run-on limit is filmed up to the limit.
    var rest = live.simulator
    let limit = step.end + Self.filmRunOnLimit
    try? rest.settle(limit: Self.filmRunOnLimit, horizon: limit)
    let end = max(step.end, min(rest.now, limit))
    let span = end.microseconds - step.start.microseconds
    // Wider spacing when a long step would pass the frame limit.
    let frames = Int64(SVGRenderer.frameLimit)
    let every = max(Self.filmFrameInterval, (span + frames - 2) / (frames - 1))
    var instants = stride(from: step.start.microseconds, to: end.microseconds, by: Int(every))
      .map { VirtualTime(microseconds: $0) }
    // The last frame is the model at rest, wherever the display's frames fall.
    instants.append(end)
    let drawn = ScenarioInstants.frames(
      replaying: entries.map(\.statement).filter { $0.keyword.role != .expectation },
      from: ScenarioSession(file: "<film>"), at: instants)
    let picture =
      file.lowercased().hasSuffix(".html")
      ? FilmstripPage.html(
        frames: drawn, overlay: overlay,
        title: "\(scenarioName ?? "REPL session"): \(step.statement.text)")
      : SVGRenderer.filmstrip(frames: drawn, overlay: overlay)
    if let problem = Files.write(picture, to: resolvedPath(file), overwrite: true) {
      return Self.error("cannot write \(Self.printable(file)): \(problem.message)")
    }
    return Response(
      text: "wrote \(Self.printable(file)): \(drawn.count) frame\(drawn.count == 1 ? "" : "s") of "
        + "'\(Self.printable(step.statement.text))' from \(ValueFormatter.time(step.start)) to "
        + "\(ValueFormatter.time(instants.last ?? step.start)) every "
        + "\(ValueFormatter.time(VirtualTime(microseconds: every)))\n")
  }
}
