import NavSpecModel

/// `minimize-behavior` and `minimize-threshold` as a component's statement: they need the system
/// TabView, and set its behaviour or threshold.
extension MinimizeSetting: ComponentStatement {
  /// Nothing is kept between statements: the TabView holds its behaviour and threshold.
  struct SessionState: Sendable {}

  static func makeSessionState(for session: ScenarioSession) -> SessionState { SessionState() }

  /// `Minimize Behavior on-scroll-down`, `Minimize Threshold 30`.
  var dumpHeader: String {
    switch self {
    case .behavior(let behavior): "Minimize Behavior \(behavior.rawValue)"
    case .threshold(let points): "Minimize Threshold \(formatNumber(points))"
    }
  }

  func check(in context: inout CheckContext, _ statement: Statement) {
    context.requireSystemTabView(at: statement.range)
  }

  func run(
    in session: inout ScenarioSession, state: inout SessionState, _ statement: Statement,
    report: inout ScenarioSession.StepReport
  ) throws(ModelError) {
    switch self {
    case .behavior(let behavior): try session.simulator.setMinimizeBehavior(behavior)
    case .threshold(let points): try session.simulator.setMinimizeThreshold(points)
    }
  }
}
