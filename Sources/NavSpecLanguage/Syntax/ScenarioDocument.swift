// The syntax tree of a scenario file. It records what was written, not whether it makes sense:
// tab names, styles, settings and state paths are plain strings that the checker resolves.
// Durations are `Int64` microseconds, exact, the way the virtual clock counts.

/// A parsed file: statements shared by every scenario, then the scenarios.
public struct ScenarioDocument: Sendable {
  public var source: SourceFile
  /// Statements before the first `scenario` line; they run at the start of every scenario.
  public var prelude: [Statement]
  /// The scenarios in file order. A file without `scenario` lines has exactly one, unnamed,
  /// holding every statement (and an empty prelude); the runner names it after the file.
  public var scenarios: [ScenarioBlock]
  /// The flows this file defines (`flow … end`), in order.
  public var flows: [FlowDefinition] = []
  /// The flow files it uses (`use "…"`), in order.
  public var uses: [FlowUse] = []
  /// Every flow file its `use` lines tried to read, through other flow files too, whether or
  /// not it could be read: what its meaning depends on besides its own text.
  public var flowFilesRead: [String] = []

  /// Every flow a line of this file can call: its own and those its `use` lines bring.
  public var callableFlows: [FlowDefinition] { flows + uses.flatMap(\.flows) }

  public init(source: SourceFile, prelude: [Statement], scenarios: [ScenarioBlock]) {
    self.source = source
    self.prelude = prelude
    self.scenarios = scenarios
  }
}

/// One `scenario "…"` and the statements up to the next one.
public struct ScenarioBlock: Hashable, Sendable {
  /// The name as written, or nil for a file's implicit scenario (and for a `scenario` line whose
  /// name could not be parsed, which has been reported already).
  public var name: String?
  /// The `scenario` keyword, or 1:1 for the implicit scenario.
  public var location: SourceLocation
  /// Canonical raw touch lines are kept packed (`StatementList`).
  public var statements: StatementList
  /// An `expect` line of this scenario (or of the prelude) did not parse: the checker then does
  /// not also report the scenario as having no expectation.
  public var hasUnparsedExpectation: Bool
  /// The `tags`, `skip` and `xfail` lines right after the `scenario` line, in order
  /// (`StatementRole.scenarioMetadata`): they describe the scenario and are not steps. Read
  /// through `tags` and `mark` (`ScenarioBlock+Metadata.swift`).
  public var metadata: [Statement]

  public init(
    name: String?, location: SourceLocation, statements: [Statement],
    hasUnparsedExpectation: Bool = false, metadata: [Statement] = []
  ) {
    self.init(
      name: name, location: location, statements: StatementList(statements),
      hasUnparsedExpectation: hasUnparsedExpectation, metadata: metadata)
  }

  public init(
    name: String?, location: SourceLocation, statements: StatementList,
    hasUnparsedExpectation: Bool = false, metadata: [Statement] = []
  ) {
    self.name = name
    self.location = location
    self.statements = statements
    self.hasUnparsedExpectation = hasUnparsedExpectation
    self.metadata = metadata
  }
}
