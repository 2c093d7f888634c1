import NavSpecModel

/// The `bubble` statement, as a component's statement (`ComponentStatement`): its dump, its check,
/// and what it runs. It sets up the bubble bar, whose titles are measured after `tabbar bubble …`
/// and after each `bubble` statement. A font that cannot be read, or a title it cannot set,
/// refuses the statement with what to do about it (state the width).
extension BubbleSetting: ComponentStatement {
  /// The variant and measurements the scenario has stated, and the run's measurer.
  struct SessionState: Sendable {
    var setup = BubbleBarSetup()
    var typesetter: BubbleTypesetter
  }

  static func makeSessionState(for session: ScenarioSession) -> SessionState {
    SessionState(typesetter: BubbleTypesetter(scenarioFile: session.file))
  }

  /// `Bubble Style uikit`, `Bubble Font semibold "…"`, `Bubble Width "My Projects" semibold 101.5`.
  var dumpHeader: String {
    switch self {
    case .style(let style): "Bubble Style \(style.rawValue)"
    case .font(let path, let weight):
      "Bubble Font " + (weight.map { "\($0.rawValue) " } ?? "") + quote(path)
    case .width(let title, let weight, let points):
      "Bubble Width \(Spelling.name(title)) \(weight.rawValue) \(formatNumber(points))"
    }
  }

  /// Before `tabbar bubble` (where a width the font cannot measure must be stated) or after it,
  /// never with another tab bar; once the bar is declared, a stated width must name one of its
  /// titles.
  func check(in context: inout CheckContext, _ statement: Statement) {
    guard let titles = context.titles else { return }
    guard context.tabStyle == "bubble" else {
      context.error(
        "'bubble' sets up the bubble bar, and this scenario's tab bar is '\(context.tabStyle ?? "glass")'",
        at: statement.range,
        suggestion:
          "declare the bubble bar instead: 'tabbar bubble Home \"My Projects\" Settings Profile'")
      return
    }
    if case .width(let title, _, _) = self, !titles.contains(title) {
      context.error(
        "unknown tab '\(title)'", at: statement.range,
        suggestion: Suggestion.didYouMean(title, among: titles))
    }
  }

  /// Records the setting; with the bar installed, measures it again. Before `tabbar bubble` (a
  /// width stated for a title the font cannot set must come first) it is only kept.
  func run(
    in session: inout ScenarioSession, state: inout SessionState, _ statement: Statement,
    report: inout ScenarioSession.StepReport
  ) {
    state.setup.apply(self)
    Self.configure(&session, state: &state, statement, report: &report)
  }

  /// Measures the bubble bar's titles after `tabbar bubble …`.
  static func tabContainerInstalled(
    in session: inout ScenarioSession, _ statement: Statement,
    report: inout ScenarioSession.StepReport
  ) {
    guard session.simulator.bubbleBar != nil else { return }
    session.withComponentState(of: Self.self) { session, state in
      configure(&session, state: &state, statement, report: &report)
    }
  }

  /// Measures the installed bubble bar's titles, if there is one.
  private static func configure(
    _ session: inout ScenarioSession, state: inout SessionState, _ statement: Statement,
    report: inout ScenarioSession.StepReport
  ) {
    guard let bar = session.simulator.bubbleBar else { return }
    switch state.typesetter.typography(titles: bar.titles, setup: state.setup) {
    case .success(let typography):
      try? session.simulator.configureBubbleBar(style: state.setup.style, typography: typography)
    case .failure(let problem):
      report.refused = true
      report.failures.append(
        session.failure(
          statement, message: problem.message, expected: "every title measured",
          actual: "refused: \(problem.message); \(problem.suggestion)"))
    }
  }
}
