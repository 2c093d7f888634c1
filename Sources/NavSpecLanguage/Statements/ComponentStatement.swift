import NavSpecModel

/// A statement a component declares in its own language folder (the bubble bar's `bubble …`):
/// how it is dumped, checked and run, and what the component keeps for a whole scenario run. Its
/// keyword table parses it (`StatementKeyword(_:_:arguments:statement:parse:)`), and
/// `StatementKind.component` carries it, so the parser's, the checker's and the runner's switches
/// have one case for every component's statements and name none of them.
protocol ComponentStatement: Hashable, Sendable {
  /// What the component keeps from one statement to the next while a scenario runs (the bubble
  /// bar's stated widths and its text measurer), made on first use.
  associatedtype SessionState: Sendable

  static func makeSessionState(for session: ScenarioSession) -> SessionState

  /// The statement's node in `Statement.dump()`: its header (`Bubble Style uikit`) and any
  /// located children.
  var dumpHeader: String { get }
  var dumpChildren: [(label: String, range: SourceRange)] { get }

  /// Checks the statement before anything runs; `statement` is the line it was parsed from.
  func check(in context: inout CheckContext, _ statement: Statement)

  /// Runs the statement.
  func run(
    in session: inout ScenarioSession, state: inout SessionState, _ statement: Statement,
    report: inout ScenarioSession.StepReport
  ) throws(ModelError)

  /// Called after each `tabbar …` statement has installed its container: a component that
  /// prepares the container (the bubble bar measures its titles) does it here.
  static func tabContainerInstalled(
    in session: inout ScenarioSession, _ statement: Statement,
    report: inout ScenarioSession.StepReport
  ) throws(ModelError)
}

extension ComponentStatement {
  var dumpChildren: [(label: String, range: SourceRange)] { [] }

  static func tabContainerInstalled(
    in session: inout ScenarioSession, _ statement: Statement,
    report: inout ScenarioSession.StepReport
  ) throws(ModelError) {}

  fileprivate func isEqual(to other: any ComponentStatement) -> Bool {
    guard let other = other as? Self else { return false }
    return self == other
  }

  /// Runs the statement with its component's session state.
  fileprivate func run(
    in session: inout ScenarioSession, _ statement: Statement,
    report: inout ScenarioSession.StepReport
  ) throws(ModelError) {
    try session.withComponentState(of: Self.self) {
      (session, state) throws(ModelError) in
      try run(in: &session, state: &state, statement, report: &report)
    }
  }
}

/// A parsed component statement, whichever component declared it. A box rather than an enum of
/// the known statements for the reason `ScreenComponents` gives: an enum would need a case, and a
/// case in every switch, for each component. Two boxes are equal when they hold the same type
/// with equal values.
public struct ComponentStatementBox: Hashable, Sendable {
  let statement: any ComponentStatement

  init(_ statement: any ComponentStatement) { self.statement = statement }

  public static func == (lhs: Self, rhs: Self) -> Bool { lhs.statement.isEqual(to: rhs.statement) }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(type(of: statement)))
    statement.hash(into: &hasher)
  }

  var dumpHeader: String { statement.dumpHeader }
  var dumpChildren: [(label: String, range: SourceRange)] { statement.dumpChildren }

  func check(in context: inout CheckContext, _ line: Statement) {
    statement.check(in: &context, line)
  }

  func run(
    in session: inout ScenarioSession, _ line: Statement, report: inout ScenarioSession.StepReport
  ) throws(ModelError) {
    try statement.run(in: &session, line, report: &report)
  }
}
