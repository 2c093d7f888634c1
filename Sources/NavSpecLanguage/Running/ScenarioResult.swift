import NavSpecModel

/// What happened when one scenario ran.
public struct ScenarioResult: Sendable {
  /// The file as the user named it.
  public var file: String
  public var name: String
  /// The `scenario` line, or 1:1 when the file has none.
  public var location: SourceLocation
  /// The first `KeptResults.capacity` failures, in the order they happened.
  public var failures: [ExpectationFailure]
  /// Failures past those, counted, not kept.
  public var omittedFailures: Int
  public var expectationCount: Int
  public var stepCount: Int
  /// The virtual clock when the scenario ended.
  public var endTime: VirtualTime
  /// What each `audit` step found, in the order they ran; warnings do not fail a scenario but
  /// are part of its result. The first `KeptResults.capacity` steps and findings.
  public var audits: [AuditRecord]
  /// `audit` steps past those, counted, not kept.
  public var omittedAudits: Int
  /// Findings not kept: those of the steps not kept, and of a kept step past the capacity.
  public var omittedAuditFindings: Int
  /// The scenario's steps and sampled values from the end of the file's set-up, when the run
  /// recorded them (`RunOptions.records`).
  public var recording: ScenarioRecording?
  /// The file's set-up as it ran (its steps, and its curves from 0 to its end), when the run
  /// recorded it: the same value in every scenario of the file, recorded once and shown once.
  public var setUpRecording: ScenarioRecording?
  /// The scenario's tags (`tags smoke slow`), in the order written.
  public var tags: [String]
  /// `skip` or `xfail`, when its file says so: `status` reads it.
  public var mark: ScenarioMark?

  public init(
    file: String, name: String, location: SourceLocation, failures: [ExpectationFailure],
    expectationCount: Int, stepCount: Int, endTime: VirtualTime, audits: [AuditRecord] = [],
    recording: ScenarioRecording? = nil, setUpRecording: ScenarioRecording? = nil,
    omittedFailures: Int = 0, omittedAudits: Int = 0, omittedAuditFindings: Int = 0,
    tags: [String] = [], mark: ScenarioMark? = nil
  ) {
    self.tags = tags
    self.mark = mark
    self.file = file
    self.name = name
    self.location = location
    self.failures = failures
    self.omittedFailures = omittedFailures
    self.omittedAudits = omittedAudits
    self.omittedAuditFindings = omittedAuditFindings
    self.expectationCount = expectationCount
    self.stepCount = stepCount
    self.endTime = endTime
    self.audits = audits
    self.recording = recording
    self.setUpRecording = setUpRecording
  }

  /// Whether it does not fail the run: it passed, was skipped, or failed as expected (`xfail`).
  /// `status` tells which.
  public var passed: Bool { !status.failsTheRun }
  /// Every failure, those not kept included.
  public var failureCount: Int { failures.count + omittedFailures }
}

/// One expectation that did not hold (or a step the model refused), with what a reader needs
/// to see why: the line, expected against actual, the virtual time and the events around it.
public struct ExpectationFailure: Sendable {
  public var location: SourceLocation
  /// The statement as written, without its comment.
  public var statement: String
  public var message: String
  public var expected: String
  public var actual: String
  public var time: VirtualTime
  /// Events near `time`, already formatted: "0.350s  selectionChanged(from: Home, ...)".
  public var eventsAround: [String]
  /// The invariant this failure broke (a built-in's name, or the stated invariant's text), or
  /// nil for an expectation. `navspec explore` looks for these.
  public var invariant: String?
  /// What `navspec run --update` writes so that the expectation holds: the expected value (or
  /// the event list) replaced by the actual one, everything else on the line kept. Empty when
  /// the failure cannot be recorded (a comparison other than `==`, a `[*]` path, a value that
  /// is not there).
  public var edits: [SourceEdit]
  /// The flows the statement came through, outermost first (`Statement.flowFrames`): the
  /// failure is at the scenario's call, and each frame names a flow's line.
  public var flowFrames: [FlowFrame]
  /// Pictures of the screen around `time`, in time order, for the HTML report to show in the
  /// failure's block. Empty unless a renderer fills them: nothing in the run draws the screen
  /// yet (the hook for one: docs/cli.md#the-html-report).
  public var filmstrip: [FilmstripFrame]

  public init(
    location: SourceLocation, statement: String, message: String, expected: String,
    actual: String, time: VirtualTime, eventsAround: [String], invariant: String? = nil,
    edits: [SourceEdit] = [], flowFrames: [FlowFrame] = [], filmstrip: [FilmstripFrame] = []
  ) {
    self.filmstrip = filmstrip
    self.flowFrames = flowFrames
    self.invariant = invariant
    self.edits = edits
    self.location = location
    self.statement = statement
    self.message = message
    self.expected = expected
    self.actual = actual
    self.time = time
    self.eventsAround = eventsAround
  }
}

/// One picture of the screen near a failing instant (`ExpectationFailure.filmstrip`).
public struct FilmstripFrame: Sendable, Equatable {
  /// The instant the picture shows, written under it.
  public var time: VirtualTime
  /// One self-contained `<svg …>…</svg>` element, placed in the page as it is: no script, no
  /// link, nothing to fetch, so the page stays self-contained. Any text in it drawn from a
  /// scenario (a title) must already be escaped, as `HTMLText` escapes. The HTML report leaves
  /// out a frame that does not start with `<svg`.
  public var svg: String

  public init(time: VirtualTime, svg: String) {
    self.time = time
    self.svg = svg
  }
}

/// Everything one file produced: either diagnostics (and then no scenario ran) or results.
public struct FileReport: Sendable {
  public var path: String
  public var source: SourceFile?
  /// The first `DiagnosticList.capacity` in the file, and how many more there were.
  public var diagnostics: DiagnosticList
  public var results: [ScenarioResult]
  /// Every tag the file's scenarios carry, selected or not (`ScenarioDocument.declaredTags`):
  /// what an unmatched `--tag` is compared with.
  public var declaredTags: [String]

  public init(
    path: String, source: SourceFile?, diagnostics: DiagnosticList, results: [ScenarioResult],
    declaredTags: [String] = []
  ) {
    self.declaredTags = declaredTags
    self.path = path
    self.source = source
    self.diagnostics = diagnostics
    self.results = results
  }

  public var hasErrors: Bool { diagnostics.hasErrors }
}

/// A whole `navspec run`.
public struct RunReport: Sendable {
  public var files: [FileReport]
  /// Set when `--fail-fast` stopped the run before everything it selected had run: how many
  /// test points the whole run would have had (one per selected scenario, one per file with
  /// errors). TAP declares that plan and ends with `Bail out!`.
  public var plannedBeforeStop: Int?

  public init(files: [FileReport], plannedBeforeStop: Int? = nil) {
    self.files = files
    self.plannedBeforeStop = plannedBeforeStop
  }

  public var results: [ScenarioResult] { files.flatMap(\.results) }
  /// Scenarios that ran and passed (not the skipped ones, nor the expected failures).
  public var passedCount: Int { results.filter { $0.status == .passed }.count }
  /// Failed scenarios (an `xfail` that passed among them), plus one for each file that did not
  /// parse (none of its steps ran).
  public var failedCount: Int {
    results.filter { !$0.passed }.count + files.filter(\.hasErrors).count
  }
  /// Scenarios a `skip` line left out.
  public var skippedCount: Int { results.filter { $0.status == .skipped }.count }
  /// `xfail` scenarios that failed, as expected: they do not fail the run.
  public var expectedFailureCount: Int {
    results.filter { $0.status == .expectedFailure }.count
  }
  /// Test points: every selected scenario, whatever its status, and one per file with errors.
  public var testCount: Int { results.count + files.filter(\.hasErrors).count }

  /// 0 when all pass, 1 when an expectation failed, 2 when a file did not parse.
  public var exitCode: Int32 {
    if files.contains(where: \.hasErrors) { return 2 }
    return results.allSatisfy(\.passed) ? 0 : 1
  }
}
