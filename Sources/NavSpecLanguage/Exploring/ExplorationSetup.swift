import NavSpecModel

/// The world an exploration starts from: the set-up statements of a `.setup` file (or of the
/// first scenario of a `.scenario` file), parsed and checked as any scenario is, run once on a
/// fresh model. Every generated run starts from a copy of the session and the checker it leaves.
public struct ExplorationSetup: Sendable {
  /// The set-up lines as written (without comments), in order: the head of every scenario the
  /// explorer writes.
  public let lines: [String]
  /// The session after the set-up: every run starts from a copy.
  let session: ScenarioSession
  /// The checker after the set-up: a generated line is kept only if it accepts it.
  let checker: LineChecker
  /// The file's own path, for the scenario's header and the reproduction command.
  public let path: String
  /// The relations the file states (`relation NAME: …`), in order
  /// (docs/explore.md#stated-relations); their lines are not in `lines`.
  public let statedRelations: [StatedRelation]
  /// The file, for a stated relation's changes refused by the model.
  let source: SourceFile

  /// What went wrong reading a set-up: located diagnostics, as `navspec run` prints them.
  public struct Failure: Error, Sendable {
    public var source: SourceFile
    public var diagnostics: DiagnosticList
  }

  /// Parses and checks `text`; a `.setup` file may hold only set-up and changes (no input, no
  /// wait, no expectation, no `scenario` line); any other file gives the statements of its first
  /// scenario (the prelude, then the scenario's lines) before the first input or wait.
  public init(path: String, text: String) throws(Failure) {
    let source = SourceFile(path: path, text: text)
    var (document, diagnostics) = ScenarioParser.parse(source)
    diagnostics += ScenarioChecker.check(document, requireExpectation: false)
    let strict = path.hasSuffix(".setup")
    var setup: [Statement] = []
    var stated: [StatedRelation] = []
    var finished = false
    for statement in document.prelude + (document.scenarios.first?.statements ?? []) {
      let role = statement.keyword.role
      // `invariant …` lines are part of the set-up: the session checks them after every step.
      let isInvariant = statement.isInvariantStatement
      if strict, !isInvariant, role == .scenarioHeader || role.endsSetup || role == .expectation {
        diagnostics.append(
          Diagnostic(
            .error,
            "a set-up file holds set-up statements only; '\(statement.keyword.word)' is not one",
            at: statement.range,
            suggestion: "move inputs, waits and expectations to a .scenario file"))
        continue
      }
      if role.endsSetup { finished = true }
      guard !finished, isInvariant || role != .expectation, role != .scenarioHeader else {
        continue
      }
      if case .component(let box) = statement.kind,
        let relation = box.statement as? RelationStatement
      {
        stated.append(StatedRelation(relation))
        continue
      }
      setup.append(statement)
    }
    if !diagnostics.hasErrors, !setup.contains(where: { Self.declaresContainer($0) }) {
      diagnostics.append(
        Diagnostic(
          .error, "the set-up declares nothing to explore",
          at: SourceRange(start: SourceLocation(file: path, line: 1, column: 1), length: 1),
          suggestion: "add a line such as 'tabbar glass Home Search Library Profile'"))
    }
    guard !diagnostics.hasErrors else { throw Failure(source: source, diagnostics: diagnostics) }
    var session = ScenarioSession(file: path)
    var checker = LineChecker()
    for statement in setup {
      _ = checker.check(statement)
      let report = session.execute(statement)
      // A set-up the model refuses, or after which an invariant already fails, gives nothing to
      // explore: every run would "find" it.
      if let failure = report.failures.first {
        diagnostics.append(
          Diagnostic(
            .error, failure.message, at: statement.range,
            suggestion: failure.invariant == nil
              ? nil : "the invariant must hold after the set-up for a run to break it"))
        throw Failure(source: source, diagnostics: diagnostics)
      }
    }
    // Every built-in is checked after every step, whether or not the set-up says
    // `invariant built-in`: the session reports them as it reports stated ones.
    session.enableBuiltInInvariants(BuiltInInvariantSet.all)
    self.lines = setup.map(\.text)
    self.session = session
    self.checker = checker
    self.path = path
    self.statedRelations = stated
    self.source = source
    // Each stated relation's second set-up is made now, so that a change the model refuses is
    // an error of the file, before anything runs.
    for relation in stated { _ = try adding(relation.additions) }
  }

  private init(
    lines: [String], session: ScenarioSession, checker: LineChecker, path: String,
    statedRelations: [StatedRelation], source: SourceFile
  ) {
    self.lines = lines
    self.session = session
    self.checker = checker
    self.path = path
    self.statedRelations = statedRelations
    self.source = source
  }

  /// The set-up with `additions` made after it: a stated relation's second set-up. A change the
  /// model refuses, or after which an invariant fails, is an error located at the change.
  func adding(_ additions: [Statement]) throws(Failure) -> ExplorationSetup {
    var session = session
    var checker = checker
    var lines = lines
    var diagnostics = DiagnosticList()
    for statement in additions {
      for problem in checker.check(statement) where problem.severity == .error {
        diagnostics.append(problem)
      }
      guard !diagnostics.hasErrors else { break }
      let report = session.execute(statement)
      if let failure = report.failures.first {
        diagnostics.append(
          Diagnostic(
            .error, "the relation's second run: \(failure.message)", at: statement.range,
            suggestion: failure.invariant == nil
              ? nil : "the invariant must hold after the second run's set-up too"))
        break
      }
      lines.append(statement.text)
    }
    guard !diagnostics.hasErrors else { throw Failure(source: source, diagnostics: diagnostics) }
    return ExplorationSetup(
      lines: lines, session: session, checker: checker, path: path,
      statedRelations: statedRelations, source: source)
  }

  /// The relations `--relations LIST` names, built-in and stated; an unknown name says the
  /// nearest.
  public func relations(named list: String) throws(OptionFailure) -> [CheckedRelation] {
    try CheckedRelation.parsing(list, stated: statedRelations)
  }

  /// Whether the statement puts something on screen a gesture can reach.
  private static func declaresContainer(_ statement: Statement) -> Bool {
    switch statement.kind {
    case .tabBar, .component: true
    default: false
    }
  }
}
