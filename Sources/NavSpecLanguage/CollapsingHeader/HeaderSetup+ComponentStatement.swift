import NavSpecModel

/// `header collapsing …` as a component's statement (`ComponentStatement`): it installs the
/// collapsing header, in the run and in the checker's reference model (so `header.height` is a
/// path and `header-search` an element the checker knows).
extension HeaderSetup: ComponentStatement {
  /// Nothing is kept between statements: the header is installed whole each time.
  struct SessionState: Sendable {}

  static func makeSessionState(for session: ScenarioSession) -> SessionState { SessionState() }

  /// `Header Collapsing stacked`, `Header Collapsing overlay spacing 0 heading`.
  var dumpHeader: String {
    var words = ["Header Collapsing", placement.rawValue]
    if let spacing { words.append("spacing \(formatNumber(spacing))") }
    if heading { words.append("heading") }
    return words.joined(separator: " ")
  }

  /// The header sits at the top of the screen: not with a tab container that takes the top too
  /// (the bubble bar).
  func check(in context: inout CheckContext, _ statement: Statement) {
    if context.tabStyle == "bubble" {
      context.error(
        "the collapsing header and the bubble bar both sit at the top of the screen",
        at: statement.range, suggestion: "use another tab bar with the header, such as 'glass'")
    }
    let header = self.header
    context.setUpReferenceModel("header") { $0.installCollapsingHeader(header) }
  }

  func run(
    in session: inout ScenarioSession, state: inout SessionState, _ statement: Statement,
    report: inout ScenarioSession.StepReport
  ) {
    session.simulator.installCollapsingHeader(header)
  }
}
