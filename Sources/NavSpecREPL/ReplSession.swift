import NavSpecLanguage
import NavSpecModel

/// The REPL's session: it takes one line at a time (a scenario statement or a `:meta` command)
/// and answers with text. It knows nothing of terminals or libedit; the CLI feeds it lines from a
/// line editor or from a pipe.
///
/// API contract shared by the REPL's parts:
/// - `prompt`: the virtual clock, e.g. "[1.250s]› ".
/// - `handle(_:)`: runs a line and returns what to print.
/// - `anyExpectationFailed`, `anyLineFailed`: for the exit status when standard input is not a
///   terminal.
/// - `simulator`: the live model, read by completion (tab titles, parts, route types and items,
///   state paths).
///
/// A statement runs at once against a live `ScenarioSession`, after being checked in the context
/// of every statement accepted so far (so `tap Libary` gets the runner's located diagnostic). The
/// session keeps the accepted statements: `:undo` goes back to the nearest checkpoint and replays
/// the few statements after it, `:trace` replays them into a copy, and `:save` and `:list` write
/// them back out as a scenario that `navspec run` passes.
/// Everything is deterministic: no wall clock, no randomness.
public struct ReplSession: Sendable {
  public struct Response: Sendable, Equatable {
    /// Text to print, ending with a newline when not empty.
    public var text: String
    /// An expectation failed or a line did not parse.
    public var failed: Bool
    /// `:quit` was entered.
    public var quit: Bool

    public init(text: String, failed: Bool = false, quit: Bool = false) {
      self.text = text
      self.failed = failed
      self.quit = quit
    }
  }

  /// The file name REPL lines are reported under: `<repl>:3:5: error: ...`.
  public static let replPath = "<repl>"

  /// Relative paths given to `:save` and `:load` are resolved against it.
  public let workingDirectory: String
  /// Columns available to `:render` and `:trace` (the CLI sets it from the terminal).
  public var terminalWidth = 80
  /// Whether `:render` may use ANSI colour.
  public var colorEnabled = false
  /// Some expectation has failed since the REPL started (not cleared by `:reset` or `:undo`).
  public var anyExpectationFailed: Bool { expectationFailures > 0 }
  /// Some line has failed other than by an expectation since the REPL started: it did not parse
  /// or check, the model refused it, or a command was unknown, misused or could not do its job
  /// (a file that cannot be read). Not cleared by `:reset` or `:undo`.
  public private(set) var anyLineFailed = false
  /// Expectations that failed since the REPL started.
  var expectationFailures = 0
  /// The name given by `scenario "name"`, or nil for an unnamed session.
  public private(set) var scenarioName: String?

  /// The live model and event matcher.
  var live: ScenarioSession
  /// The statements accepted since the session (or scenario) began, in order.
  var entries: [Entry] = []
  /// The checker's context after those statements.
  var checker = LineChecker()
  /// Lines entered so far that were not blank: the N of `<repl>:N:col`.
  var lineNumber = 0
  /// The entered lines, for the source line and caret of diagnostics.
  var source = SourceFile(path: ReplSession.replPath, text: "")
  /// A `:load FILE --step` in progress.
  var stepping: Stepping?
  /// Copies of the model and checker every `checkpointInterval` statements, oldest first, so
  /// `:undo` replays a bounded number of statements (see ReplSession+Undo.swift).
  var checkpoints: [Checkpoint] = []
  /// Statements taken back by `:undo`, the latest last, for `:redo`.
  var undone: [Entry] = []
  /// Statements replayed by `:undo` so far (tests check that an undo costs a bounded number).
  var replayedStatements = 0
  /// The flows `use` lines made callable. They are definitions, not steps: a new scenario,
  /// `:reset` and `:undo` keep them.
  var flows: FlowLibrary
  /// The files `use` read, each once, in order: `:save` writes a `use` line for each.
  var flowUses: [FlowUse] = []

  public init(workingDirectory: String) {
    self.workingDirectory = workingDirectory
    self.live = ScenarioSession(file: Self.replPath)
    self.flows = FlowLibrary(resolution: .files(Self.flowLoader(workingDirectory)))
  }

  /// The live model.
  public var simulator: Simulator { live.simulator }

  /// The virtual clock in seconds with three decimals (milliseconds, truncated): `[1.250s]› `.
  public var prompt: String { "[\(Self.clockText(live.simulator.now))]› " }

  /// A `:load FILE --step` is waiting for Enter, `:continue` or `:stop`.
  public var isStepping: Bool { stepping != nil }

  /// One accepted statement and when it ran.
  struct Entry {
    var statement: Statement
    /// The clock before the statement (before its timing prefix).
    var before: VirtualTime
    /// When its input began: after the timing prefix.
    var start: VirtualTime
    /// The clock after it.
    var end: VirtualTime
    /// An expectation that did not hold.
    var failed: Bool
    /// For a statement of a flow call typed here, how many statements the call expanded to
    /// (else 0): `:save` writes the call back as one line only when all of them are recorded.
    var callLength = 0
  }

  // MARK: - Lines

  public mutating func handle(_ line: String) -> Response {
    let expectationFailuresBefore = expectationFailures
    let response = respond(to: line)
    if response.failed && expectationFailures == expectationFailuresBefore {
      anyLineFailed = true
    }
    return response
  }

  mutating func respond(to line: String) -> Response {
    // A line read from a pipe may keep its terminator ("\r\n" files); breaks inside a line are
    // still reported.
    var line = line
    while line.hasSuffix("\n") || line.hasSuffix("\r") || line.hasSuffix("\r\n") {
      line.removeLast()
    }
    let trimmed = Self.trimmed(line)
    if trimmed.isEmpty {
      return stepping != nil ? stepNext() : Response(text: "")
    }
    lineNumber += 1
    let firstLine = String(line.unicodeScalars.prefix { $0 != "\n" && $0 != "\r" })
    source.lines.append(firstLine)
    if trimmed.hasPrefix(":") {
      return handleMeta(trimmed)
    }
    return handleStatementLine(line)
  }

  mutating func handleStatementLine(_ line: String) -> Response {
    let (parsed, diagnostics) = ScenarioParser.parseLine(
      line, file: Self.replPath, line: lineNumber, flows: &flows)
    if !diagnostics.isEmpty {
      return Response(text: metaCommandTypedAsStatement(line) ?? render(diagnostics), failed: true)
    }
    guard let statement = parsed.first else { return Response(text: "") }
    if let stepping {
      return Self.error(
        "\(stepping.path) is being stepped through; press Enter for the next statement, "
          + ":continue for the rest, or :stop")
    }
    if statement.flowTrace != nil { return runCall(parsed) }
    if statement.keyword.role == .definition { return define(statement) }
    if case .scenario(let name) = statement.kind {
      startOver(named: name)
      return Response(text: "scenario \(Spelling.quote(name)): a fresh model\n")
    }
    if statement.keyword.role == .scenarioMetadata {
      return Response(text: render([Self.metadataRefusal(statement)]), failed: true)
    }
    var trial = checker
    let problems = trial.check(statement)
    if !problems.isEmpty {
      return Response(
        text: render(problems) + setUpAfterInputNote(statement, problems), failed: true)
    }
    let outcome = run(statement, checkedBy: trial)
    // A new statement starts a new future: what was undone can no longer be redone.
    if !outcome.refused { undone = [] }
    return Response(text: outcome.text, failed: outcome.failed)
  }

  /// A fresh model, keeping the terminal settings and the line counter.
  mutating func startOver(named name: String?) {
    live = ScenarioSession(file: Self.replPath)
    entries = []
    checker = LineChecker()
    scenarioName = name
    stepping = nil
    checkpoints = []
    undone = []
  }

  // MARK: - Checking

  /// Located diagnostics, as the runner prints them, for lines typed here.
  func render(_ diagnostics: [Diagnostic]) -> String {
    diagnostics.map { DiagnosticRenderer.render($0, in: source) }.joined()
  }

  // MARK: - Running

  struct Outcome {
    var text: String
    var failed: Bool
    var refused: Bool
  }

  /// Runs a checked statement: records it, and describes what it did. A step the model refuses
  /// leaves the session exactly as it was and is not recorded. `checkedBy` is the checker that
  /// already accepted the statement, when the caller checked it (else it is checked here).
  ///
  /// `describe: false` (a file run by `:load` without `--step`, which prints only failures)
  /// skips what only the description needs: the state tree before and after, whose size grows
  /// with the session (every screen of every stack), so building it for each line made loading
  /// a file of N pushes cost N² (4,000 pushes took three minutes).
  mutating func run(
    _ statement: Statement, checkedBy accepted: LineChecker? = nil, describe: Bool = true,
    callLength: Int = 0
  ) -> Outcome {
    // Only inputs show what they changed; an expectation changes nothing.
    let stateBefore =
      (statement.keyword.role == .expectation || !describe)
      ? nil : live.simulator.state(without: Self.restatedRoots)
    let matchedBefore = describe ? live.matcher.matched : []
    let before = live.simulator.now
    let report = live.execute(statement)
    if report.refused {
      // Put back the model as it was before the refused step: from the newest checkpoint and
      // the few statements after it (a copy taken before every step, for the rare refusal,
      // made every step copy the whole event log as the step appended to it).
      restoreFromCheckpoint()
      let reason = report.failures.first?.message ?? "the model refused this step"
      return Outcome(
        text:
          "✗ \(statement.location.description): refused: \(reason); the line was not recorded\n",
        failed: true, refused: true)
    }
    if let accepted {
      checker = accepted
    } else {
      _ = checker.check(statement)
    }
    let failed = !report.failures.isEmpty
    if failed { expectationFailures += 1 }
    entries.append(
      Entry(
        statement: statement, before: before,
        start: Self.startTime(of: statement, after: before), end: live.simulator.now,
        failed: failed, callLength: callLength))
    checkpointIfDue()

    var lines: [String] = []
    if statement.keyword.role == .expectation {
      if failed {
        for failure in report.failures { lines += Self.failureLines(failure) }
      } else if describe, let record = report.audits.last {
        let count = record.findings.count
        lines.append("✓ no errors, \(count) warning\(count == 1 ? "" : "s")")
      } else if describe {
        lines.append(passLine(statement, matchedBefore: matchedBefore))
      }
      // What an `audit` found, warnings included: they do not fail it.
      for record in report.audits { lines += record.findingLines.map { "  " + $0 } }
    } else {
      // A step that broke an invariant says so first (docs/explore.md#invariants).
      for failure in report.failures { lines += Self.failureLines(failure) }
      if let stateBefore {
        lines += Self.eventLines(report.events)
        lines += Self.changeLines(
          from: stateBefore, to: live.simulator.state(without: Self.restatedRoots),
          width: terminalWidth)
      }
    }
    return Outcome(text: Self.joined(lines), failed: failed, refused: false)
  }

  /// When the input of a statement began, given the clock before it.
  static func startTime(of statement: Statement, after before: VirtualTime) -> VirtualTime {
    switch statement.timing {
    case .absolute(let time)?: VirtualTime(microseconds: time)
    case .relative(let delay)?: before + delay
    case nil: before
    }
  }

  /// What a passing expectation confirms: the value read, or the events it matched.
  func passLine(_ statement: Statement, matchedBefore: [Bool]) -> String {
    switch statement.kind {
    case .expectValue(let expectation):
      let steps = expectation.path.components.map { Self.step($0.value) }
      // The branch the path reads, not the whole tree (which spells every stack's saved path).
      if case .leaf(let value)? = live.simulator.value(at: steps) {
        return "✓ \(expectation.path) = \(ValueFormatter.abbreviated(value))"
      }
      return "✓ holds"
    case .expectEvent, .expectEvents:
      let events = live.simulator.events
      let newlyMatched = live.matcher.matched.indices.filter {
        live.matcher.matched[$0] && !(matchedBefore.indices.contains($0) && matchedBefore[$0])
      }
      if newlyMatched.isEmpty { return "✓ no unmatched events, as expected" }
      if newlyMatched.count == 1 {
        return "✓ matched \(ValueFormatter.timedEvent(events[newlyMatched[0]]))"
      }
      return "✓ matched \(newlyMatched.count) events:\n"
        + newlyMatched.map { "    " + ValueFormatter.timedEvent(events[$0]) }.joined(
          separator: "\n")
    case .expectNoEvent:
      return "✓ no unmatched event fits"
    default:
      // Only expectations have a pass line; the other statements never reach here, and a new
      // one need not name itself.
      return "✓ holds"
    }
  }

  static let eventLineLimit = 20
  static let changeLineLimit = 12
  /// Root children an answer to a step does not compare: `state.json` restates every stack's
  /// path, which the answer already shows changing, and spelling it before and after each step
  /// made a step cost every stack's depth: 2,000 typed pushes took 50 s and printed 233 MB
  /// (docs/model.md#long-files). `:state` still shows it.
  static let restatedRoots = ["state"]

  static func eventLines(_ events: [Event]) -> [String] {
    var lines = events.prefix(eventLineLimit).map { "  " + ValueFormatter.timedEvent($0) }
    if events.count > eventLineLimit {
      lines.append("  … and \(events.count - eventLineLimit) more events (:events shows them)")
    }
    return lines
  }

  /// The leaves whose printed value changed, in state-tree order, without the clock and the
  /// event count (the prompt and the event lines already show those).
  static func changeLines(from old: StateNode, to new: StateNode, width: Int = 80) -> [String] {
    let ignored: Set<String> = ["time", "events.count"]
    // Values, not their text: only a changed value is spelled, and shortened
    // (`ValueFormatter.abbreviated`), so a deep path costs its length once, not at every step.
    let before = Dictionary(
      leaves(of: old).map { ($0.path, $0.value) }, uniquingKeysWith: { first, _ in first })
    var changed: [String] = []
    var added: [String] = []
    var addedGroups: [String] = []
    var seen = Set<String>()
    for leaf in leaves(of: new) where !ignored.contains(leaf.path) {
      seen.insert(leaf.path)
      if let old = before[leaf.path] {
        if !Self.same(old, leaf.value) {
          changed.append(
            "  \(leaf.path): \(ValueFormatter.abbreviated(old)) → \(ValueFormatter.abbreviated(leaf.value))"
          )
        }
      } else {
        added.append(leaf.path)
        let group = topLevelKey(of: leaf.path)
        if !addedGroups.contains(group) { addedGroups.append(group) }
      }
    }
    var lines = Array(changed.prefix(changeLineLimit))
    if changed.count > changeLineLimit {
      lines.append(
        "  … and \(changed.count - changeLineLimit) more changed values (:state shows them all)")
    }
    if !added.isEmpty {
      lines.append(addedLine(count: added.count, groups: addedGroups, width: width))
    }
    let removed = leaves(of: old).map(\.path).filter { !seen.contains($0) && !ignored.contains($0) }
    if !removed.isEmpty {
      lines.append("  - \(removed.count) value\(removed.count == 1 ? "" : "s") gone")
    }
    return lines
  }

  /// `  + 92 new values: selection, selectedIndex, bar and 5 more (:state shows them)`: the
  /// groups that fit in `width` columns, so the line does not wrap (`:state` lists them all).
  /// When not even one group fits, the line names none: `  + 92 new values (:state shows them)`.
  static func addedLine(count: Int, groups: [String], width: Int) -> String {
    let values = "  + \(count) new value\(count == 1 ? "" : "s")"
    let tail = " (:state shows them)"
    for kept in stride(from: groups.count, to: 0, by: -1) {
      let more = kept == groups.count ? "" : " and \(groups.count - kept) more"
      let line = values + ": " + groups.prefix(kept).joined(separator: ", ") + more + tail
      if DisplayWidth.columns(of: line) <= width { return line }
    }
    return values + tail
  }

  /// Whether a value prints the same: texts are compared as they are, those of different
  /// lengths without reading them (a push makes the path longer, and two paths share their
  /// start); other values as printed, so a number that moved less than its printed precision
  /// is unchanged, as it always was.
  static func same(_ old: StateValue, _ new: StateValue) -> Bool {
    if case .string(let before) = old, case .string(let after) = new {
      return before.utf8.count == after.utf8.count && before == after
    }
    return ValueFormatter.value(old) == ValueFormatter.value(new)
  }

  static func topLevelKey(of path: String) -> String {
    String(path.prefix { $0 != "." && $0 != "[" })
  }

  /// A failure the way `navspec run` prints it, marked with ✗.
  static func failureLines(_ failure: ExpectationFailure) -> [String] {
    let lines = ReportFormat.failureDetails(failure)
    return ["✗ " + lines[0]] + lines.dropFirst().map { "  " + $0 }
  }

  // MARK: - Text helpers

  static func clockText(_ time: VirtualTime) -> String {
    let micros = max(0, time.microseconds)
    let milliseconds = (micros % 1_000_000) / 1_000
    let padded = String(milliseconds)
    return "\(micros / 1_000_000).\(String(repeating: "0", count: 3 - padded.count))\(padded)s"
  }

  static func trimmed(_ text: String) -> String {
    let scalars = text.unicodeScalars
    guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
      let last = scalars.lastIndex(where: { !$0.properties.isWhitespace })
    else { return "" }
    return String(scalars[first...last])
  }

  /// Lines joined with a final newline, or "" for none.
  static func joined(_ lines: [String]) -> String {
    lines.isEmpty ? "" : lines.joined(separator: "\n") + "\n"
  }

  static func error(_ message: String, note: String? = nil) -> Response {
    var text = "error: \(message)\n"
    if let note { text += "note: \(note)\n" }
    return Response(text: text, failed: true)
  }

  static func step(_ component: PathComponent) -> StateNode.PathStep {
    switch component {
    case .name(let name): .name(name)
    case .subscript(let key): .subscript(key)
    // No single value: a quantified expectation's pass line says only that it holds.
    case .every: .subscript("*")
    }
  }
}
