import NavSpecModel

/// Measures the bubble bar's titles and hands the model the table: after `tabbar bubble …` and
/// after each `bubble` statement. A font that cannot be read, or a title it cannot set, refuses
/// the statement with what to do about it (state the width).
extension ScenarioSession {
  /// The variant and measurements the scenario has stated, and the run's measurer.
  struct BubbleBarState: Sendable {
    var setup = BubbleBarSetup()
    var typesetter: BubbleTypesetter
  }

  /// Records a `bubble` setting; with the bar installed, measures it again. Before `tabbar
  /// bubble` (a width stated for a title the font cannot set must come first) it is only kept.
  mutating func applyBubble(
    _ setting: BubbleSetting, _ statement: Statement, report: inout StepReport
  ) {
    bubble.setup.apply(setting)
    configureBubbleBar(statement, report: &report)
  }

  /// Measures the installed bubble bar's titles, if there is one.
  mutating func configureBubbleBar(_ statement: Statement, report: inout StepReport) {
    guard let bar = simulator.bubbleBar else { return }
    switch bubble.typesetter.typography(titles: bar.titles, setup: bubble.setup) {
    case .success(let typography):
      try? simulator.configureBubbleBar(style: bubble.setup.style, typography: typography)
    case .failure(let problem):
      report.refused = true
      report.failures.append(
        failure(
          statement, message: problem.message, expected: "every title measured",
          actual: "refused: \(problem.message); \(problem.suggestion)"))
    }
  }
}
