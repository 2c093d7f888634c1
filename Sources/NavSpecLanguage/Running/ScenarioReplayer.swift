import NavSpecModel

/// Replays statements forward in time, answering "what did the model look like at T?" for
/// instants in ascending order: the HTML report's curves and the REPL's `:trace` sample values
/// this way.
///
/// Whole statements that are over by the instant are played into the session; a statement that
/// spans the instant (a drag, a wait, a settle) is played in part on a copy: its touches up to the
/// instant, then the clock to it. Past the last statement the clock simply runs on, so the future
/// with no more input can be sampled as well as the past. The model evaluates every animated
/// value in closed form, so an instant an hour in costs what one a second in does.
public struct ScenarioReplayer: Sendable {
  private var session: ScenarioSession
  private let statements: [Statement]
  private var next = 0

  /// `statements` are played into `session` (a fresh one, with the scenario's settings);
  /// expectations among them are played too, so leave them out: they only read the model.
  public init(statements: [Statement], from session: ScenarioSession) {
    self.statements = statements
    self.session = session
    self.session.forgetHistory()
  }

  /// The model at `instant`; instants must come in ascending order.
  public mutating func simulator(at instant: VirtualTime) -> Simulator {
    session(at: instant).simulator
  }

  /// The session at `instant` (its model, and the fingers' paths when the session records
  /// them); instants must come in ascending order.
  public mutating func session(at instant: VirtualTime) -> ScenarioSession {
    // Whole statements that are over by the instant (inputs at the instant included).
    while next < statements.count {
      var trial = session
      _ = trial.execute(statements[next])
      guard trial.simulator.now <= instant else { break }
      session = trial
      // Values are read, never events: without its history, a copy of the session (one per
      // instant, and one per statement tried) costs the model's state, not the scenario's
      // length.
      session.forgetHistory()
      next += 1
    }
    var copy = session
    if next < statements.count {
      _ = copy.execute(statements[next], until: instant)
    } else if copy.simulator.now < instant {
      _ = copy.execute(Self.advance(to: instant), until: instant)
    }
    return copy
  }

  /// `at T` as a statement, to move the clock on after the last input.
  static func advance(to instant: VirtualTime) -> Statement {
    let nowhere = SourceRange(
      start: SourceLocation(file: "<replay>", line: 1, column: 1), length: 1)
    return Statement(
      kind: .advance(to: instant.microseconds), keyword: StatementVocabulary.timingPrefix,
      timing: nil, range: nowhere, text: "")
  }
}
