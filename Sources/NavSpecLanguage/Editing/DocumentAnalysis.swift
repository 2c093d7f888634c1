import NavSpecModel

/// What an editor shows of one file as it is typed (`navspec lsp`, docs/editors.md): its
/// diagnostics, and, when it has none, what running it found: each failure (with the edit
/// `--update` would make) and the value each expectation read, by line.
///
/// Bounded by steps, not by time (no wall clock, docs/architecture.md): a file whose scenarios
/// take more than `stepBudget` steps in all stops there, and says so, rather than keep an
/// editor waiting.
public struct DocumentAnalysis: Sendable {
  public var source: SourceFile
  public var diagnostics: DiagnosticList
  /// The failures of every scenario that ran, in order.
  public var failures: [ExpectationFailure]
  /// The value each `expect PATH ...` line read the first time it ran (a set-up line runs once
  /// per scenario, with the same value), as the state prints it, and when.
  public var values: [Int: ObservedValue]
  /// The scenarios, by name and line, for an outline.
  public var scenarios: [(name: String, location: SourceLocation)]
  /// Whether the step budget stopped the run before every scenario ended.
  public var stoppedAtBudget: Bool
  /// The model as the set-up left it, for completion to offer its tabs and paths; nil when the
  /// file did not run.
  public var setUpModel: Simulator?
  /// Where each name the file declares is declared: a tab's title in the `tabbar` line, a route
  /// type in its `route` line; the first declaration of each.
  public var definitions: [String: SourceRange] = [:]
  /// The flows the file defines (`flow … end`), for the outline.
  public var flows: [FlowDefinition] = []
  /// The flow files it uses, for going to one from its `use` line.
  public var uses: [FlowUse] = []
  /// Every flow file its `use` lines tried to read, nested ones too (`ScenarioDocument`).
  public var flowFilesRead: [String] = []
  /// Every flow a line of it can call, by name: its own and those its `use` lines bring.
  public var callableFlows: [String: FlowDefinition] = [:]

  public struct ObservedValue: Hashable, Sendable {
    /// The path as written, `pill.offset`.
    public var path: String
    /// The value, `247`, `"My Projects"`, `[button, selected]`.
    public var value: String
    public var time: VirtualTime
    /// The column just past the statement, its comment left out (`Statement.range`): where an
    /// editor shows the value.
    public var endColumn: Int
  }

  /// The steps a whole file may take (our decision: about a second of a debug build's work;
  /// a typical scenario takes fewer than a hundred).
  public static let defaultStepBudget = 200_000

  /// How often a run asks whether to stop (`interrupted`), in steps: often enough that a
  /// newer edit waits a few milliseconds, rarely enough that asking costs nothing.
  public static let stepsBetweenChecks = 64

  /// The analysis of `text`; nil when `interrupted` said to stop before it ended (an editor's
  /// newer edit makes this run worthless). `interrupted` is asked every
  /// `stepsBetweenChecks` steps. `use` lines read their files through `flows` (the language
  /// server's open documents before the disk).
  ///
  /// A `.flow` file is only parsed: it holds flows for scenarios to call, not a scenario, so
  /// checking it as one would report that it has no expectation.
  public static func analyse(
    path: String, text: String, stepBudget: Int = defaultStepBudget,
    flows loader: FlowLoader = .fileSystem, interrupted: (() -> Bool)? = nil
  ) -> DocumentAnalysis? {
    let source = SourceFile(path: path, text: text)
    let isFlowFile = path.hasSuffix(".flow")
    let (document, diagnostics): (ScenarioDocument?, DiagnosticList) =
      isFlowFile
      ? ScenarioParser.parseFlowFile(source, flows: .files(loader))
      : ScenarioPipeline.compile(source, flows: .files(loader))
    var analysis = DocumentAnalysis(
      source: source, diagnostics: diagnostics, failures: [], values: [:], scenarios: [],
      stoppedAtBudget: false, setUpModel: nil)
    guard let document else { return analysis }
    analysis.flows = document.flows
    analysis.uses = document.uses
    analysis.flowFilesRead = document.flowFilesRead
    for flow in document.callableFlows where analysis.callableFlows[flow.name.value] == nil {
      analysis.callableFlows[flow.name.value] = flow
    }
    if isFlowFile { return analysis }
    for statement in document.prelude + document.scenarios.flatMap(\.statements) {
      switch statement.kind {
      case .tabBar(_, let titles):
        for title in titles where analysis.definitions[title.value] == nil {
          analysis.definitions[title.value] = title.range
        }
      case .route(let type, _, _) where analysis.definitions[type.value] == nil:
        analysis.definitions[type.value] = type.range
      default:
        break
      }
    }
    analysis.scenarios = document.scenarios.map {
      ($0.name ?? ScenarioRunner.defaultName(for: path), $0.location)
    }
    guard !diagnostics.hasErrors else {
      // A mistake in a scenario leaves the set-up good: its model still serves completion.
      let firstScenario = document.scenarios.first?.location.line ?? Int.max
      let setUpIsClean = !diagnostics.contains {
        $0.severity == .error && $0.range.start.line < firstScenario
      }
      if setUpIsClean, firstScenario != Int.max {
        var start = ScenarioSession(file: path, exhaustive: false, settings: Settings())
        if start.execute(document.prelude, afterEach: { _, _, _ in }) {
          analysis.setUpModel = start.simulator
        }
      }
      return analysis
    }
    var steps = 0
    var failures: [ExpectationFailure] = []
    var values: [Int: ObservedValue] = [:]
    func observe(
      _ statement: Statement, _ report: ScenarioSession.StepReport, _ session: ScenarioSession
    ) {
      steps += 1
      failures += report.failures
      // A statement a flow call made has no value of its own to show: its range is the call
      // line, which names no path, so `= Library` beside `open-tab Library` would read as the
      // call's result, and a call of several expectations would show only its first. Its
      // failures are still reported at the call.
      guard case .expectValue(let expectation) = statement.kind, statement.flowFrames.isEmpty,
        !expectation.path.isQuantified, values[statement.range.start.line] == nil
      else { return }
      let path = expectation.path.components.map(\.value.stateStep)
      guard case .leaf(let value)? = session.simulator.value(at: path) else { return }
      values[statement.range.start.line] = ObservedValue(
        path: expectation.path.description, value: ValueFormatter.abbreviated(value),
        time: session.simulator.now,
        endColumn: statement.range.start.column + statement.range.length)
    }
    var cancelled = false
    /// Runs `statements` on `session` one at a time; false when a step was refused or the run
    /// was interrupted (`cancelled`).
    func run(_ statements: some Sequence<Statement>, on session: inout ScenarioSession) -> Bool {
      for statement in statements {
        let report = session.execute(statement)
        observe(statement, report, session)
        if report.refused { return false }
        if steps % stepsBetweenChecks == 0, interrupted?() == true {
          cancelled = true
          return false
        }
      }
      return true
    }
    var start = ScenarioSession(file: path, exhaustive: false, settings: Settings())
    let setUpRan = run(document.prelude, on: &start)
    if cancelled { return nil }
    analysis.setUpModel = start.simulator
    for block in document.scenarios where setUpRan {
      guard steps + block.statements.count <= stepBudget else {
        analysis.stoppedAtBudget = true
        break
      }
      var session = start
      let ranEveryStep = run(block.statements, on: &session)
      if cancelled { return nil }
      if ranEveryStep {
        failures += session.finish(at: block.location)
      }
    }
    analysis.failures = failures
    analysis.values = values
    return analysis
  }

  /// A document not run yet: its text, nothing found, for the editor's requests to read until
  /// its run ends.
  public static func unrun(path: String, text: String) -> DocumentAnalysis {
    DocumentAnalysis(
      source: SourceFile(path: path, text: text), diagnostics: DiagnosticList(), failures: [],
      values: [:], scenarios: [], stoppedAtBudget: false, setUpModel: nil)
  }
}
