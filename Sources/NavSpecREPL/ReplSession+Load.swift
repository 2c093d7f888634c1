import NavSpecLanguage
import NavSpecModel

/// `:load FILE [--step]`, `:continue` and `:stop`.
///
/// The whole file is parsed and checked first (a file without `scenario` lines in the context of
/// this session, since it runs into it); any error prints the report `navspec run` prints for a
/// file with errors, and nothing runs. A file without `scenario` lines then runs into the session. A file with
/// scenarios runs like `navspec run` runs it: each scenario on a fresh model with the prelude
/// first, ending with the exhaustive check, and the session is left in the last one.
extension ReplSession {
  struct Stepping {
    var path: String
    var steps: [LoadStep]
    var next = 0
    var statementsRun = 0
    var expectationsRun = 0
    var failures = 0
    var scenarioFailures = 0
    var scenarioFile: Bool
    /// The scenario running has an `xfail` line: its failures are expected, as `navspec run`
    /// counts them, and fail neither the line nor the session.
    var expectsFailure = false
    var expectedFailures = 0
  }

  enum LoadStep {
    /// A scenario of the file starts: a fresh model with its name (and its `xfail`, if any).
    case begin(name: String, mark: ScenarioMark?)
    case statement(Statement)
    /// A scenario of the file is over: the exhaustive check and its verdict (`XFAIL` or `XPASS`
    /// for a scenario expected to fail).
    case end(name: String, location: SourceLocation, mark: ScenarioMark?)
    /// A scenario of the file that its `skip` line leaves out: none of its steps runs.
    case skipped(name: String, reason: String)
  }

  mutating func load(_ arguments: [String]) -> Response {
    let usage = ":load FILE [--step]"
    var typedFile: String?
    var step = false
    for argument in arguments {
      if argument == "--step" {
        step = true
      } else if argument.hasPrefix("--") {
        return Self.error(
          "unknown option '\(argument)'",
          note: Suggestion.didYouMean(argument, among: ["--step"]) ?? "usage: \(usage)")
      } else if typedFile == nil {
        typedFile = argument
      } else {
        return Self.usage(usage)
      }
    }
    guard let typed = typedFile, !typed.isEmpty else { return Self.usage(usage) }
    if let stepping {
      return Self.error("\(stepping.path) is being stepped through; :stop it first")
    }
    let text: String
    let path = resolvedPath(typed)
    // The name as typed is what the REPL prints from here on, with control characters escaped.
    let file = Self.printable(typed)
    switch Files.read(path) {
    case .success(let read): text = read
    case .failure(let problem): return Self.error("cannot read '\(file)': \(problem.message)")
    }
    let fileSource = SourceFile(path: file, text: text)
    let (document, diagnostics) = compile(fileSource)
    if diagnostics.hasErrors {
      return Response(text: Self.notRunReport(fileSource, diagnostics), failed: true)
    }
    let scenarioFile = document.scenarios.contains { $0.name != nil }

    var steps: [LoadStep] = []
    if scenarioFile {
      for block in document.scenarios {
        let name = block.name ?? "(unnamed)"
        if case .skip(let reason)? = block.mark {
          steps.append(.skipped(name: name, reason: reason))
          continue
        }
        steps.append(.begin(name: name, mark: block.mark))
        steps += (document.prelude + block.statements).map(LoadStep.statement)
        steps.append(.end(name: name, location: block.location, mark: block.mark))
      }
    } else {
      steps = (document.scenarios.first?.statements ?? []).map(LoadStep.statement)
    }
    guard !steps.isEmpty else { return Response(text: "\(file) has no statements to run\n") }

    // The file's statements start a new future: what was undone can no longer be redone.
    undone = []
    var progress = Stepping(path: file, steps: steps, scenarioFile: scenarioFile)
    if step {
      stepping = progress
      return Response(
        text:
          "\(file): \(Self.visibleCount(steps[...])) steps. Enter runs the next, :continue the rest, "
          + ":stop abandons.\n"
          + Self.preview(progress))
    }
    return runRest(&progress)
  }

  /// Parses and checks a file the way `navspec run` does (`ScenarioPipeline.compile`): the
  /// checker runs even when the parser found errors, so every problem is reported at once, and
  /// the list is capped like the runner's. Two differences, because the file runs here: a file
  /// of set-up alone need not assert anything, and a file without `scenario` lines is checked
  /// in the context of this session (it runs into it).
  func compile(_ source: SourceFile) -> (ScenarioDocument, DiagnosticList) {
    // `use` in the file is relative to its folder, which is relative to the working directory.
    var (document, diagnostics) = ScenarioParser.parse(
      source, flows: .files(Self.flowLoader(workingDirectory)))
    if document.scenarios.contains(where: { $0.name != nil }) {
      diagnostics += ScenarioChecker.check(document, requireExpectation: false)
    } else {
      var trial = checker
      for statement in document.scenarios.first?.statements ?? [] {
        diagnostics += trial.check(statement)
      }
    }
    return (document, diagnostics)
  }

  /// A file that has errors, reported as `navspec run` reports it: its `ERROR` line, then the
  /// diagnostics and "and N more errors" (the run's last line, the count of passed and failed
  /// scenarios, says nothing here and is left out).
  static func notRunReport(_ source: SourceFile, _ diagnostics: DiagnosticList) -> String {
    let report = RunReport(
      files: [FileReport(path: source.path, source: source, diagnostics: diagnostics, results: [])])
    var lines = HumanReporter.render(report).split(
      separator: "\n", omittingEmptySubsequences: false)
    lines.removeLast(2)  // The summary line and the empty string after the final line feed.
    return lines.joined(separator: "\n") + "\n"
  }

  /// Enter while stepping: the next step, then a preview of the one after.
  mutating func stepNext() -> Response {
    guard var progress = stepping else { return Response(text: "") }
    var result = advanceLoad(&progress, verbose: true)
    // The end of a scenario follows its last statement without waiting for Enter.
    while !result.halted, progress.next < progress.steps.count,
      case .end = progress.steps[progress.next]
    {
      let end = advanceLoad(&progress, verbose: true)
      result.lines += end.lines
      result.failed = result.failed || end.failed
    }
    var lines = result.lines
    if result.halted {
      lines.append("the rest of \(progress.path) was not run")
      stepping = nil
    } else if progress.next >= progress.steps.count {
      lines.append(Self.summary(progress, now: live.simulator.now, name: scenarioName))
      stepping = nil
    } else {
      stepping = progress
      lines.append(Self.preview(progress).dropLastNewline)
    }
    return Response(text: Self.joined(lines), failed: result.failed)
  }

  mutating func continueStepping(_ arguments: [String]) -> Response {
    guard arguments.isEmpty else { return Self.usage(":continue") }
    guard var progress = stepping else {
      return Self.error("nothing to continue; ':load FILE --step' steps through a file")
    }
    return runRest(&progress)
  }

  mutating func stopStepping(_ arguments: [String]) -> Response {
    guard arguments.isEmpty else { return Self.usage(":stop") }
    guard let progress = stepping else {
      return Self.error("nothing to stop; ':load FILE --step' steps through a file")
    }
    stepping = nil
    let left = progress.steps[progress.next...].filter {
      if case .statement = $0 { return true }
      return false
    }.count
    return Response(
      text:
        "stopped stepping through \(progress.path); \(left) statement\(left == 1 ? " was" : "s were") not run\n"
    )
  }

  /// Runs every remaining step, printing failures and verdicts, then a summary.
  mutating func runRest(_ progress: inout Stepping) -> Response {
    var lines: [String] = []
    var failed = false
    stepping = nil
    while progress.next < progress.steps.count {
      let result = advanceLoad(&progress, verbose: false)
      lines += result.lines
      failed = failed || result.failed
      if result.halted {
        lines.append("the rest of \(progress.path) was not run")
        return Response(text: Self.joined(lines), failed: true)
      }
    }
    lines.append(Self.summary(progress, now: live.simulator.now, name: scenarioName))
    return Response(text: Self.joined(lines), failed: failed)
  }

  /// Runs one step. Verbose (stepping) shows what a typed line shows; otherwise only failures,
  /// refusals and scenario verdicts.
  mutating func advanceLoad(_ progress: inout Stepping, verbose: Bool) -> (
    lines: [String], failed: Bool, halted: Bool
  ) {
    let step = progress.steps[progress.next]
    progress.next += 1
    switch step {
    case .begin(let name, let mark):
      startOver(named: name)
      progress.scenarioFailures = 0
      if case .expectedFailure? = mark {
        progress.expectsFailure = true
      } else {
        progress.expectsFailure = false
      }
      return (verbose ? ["scenario \(Spelling.quote(name)): a fresh model"] : [], false, false)
    case .end(let name, let location, let mark):
      let failures = live.finish(at: location)
      var lines = failures.flatMap(Self.failureLines)
      if progress.expectsFailure {
        progress.expectedFailures += failures.count
      } else {
        expectationFailures += failures.count
        progress.failures += failures.count
      }
      progress.scenarioFailures += failures.count
      // The verdict `navspec run` gives: an `xfail` scenario that passed is a failure.
      let result = ScenarioResult(
        file: progress.path, name: name, location: location, failures: [],
        expectationCount: 0, stepCount: 0, endTime: live.simulator.now,
        omittedFailures: progress.scenarioFailures, mark: mark)
      var verdict = "\(result.status.verdict) scenario \(Spelling.quote(name))"
      if let message = result.unexpectedPassMessage ?? mark?.reason {
        verdict += ": " + Self.printable(message)
      }
      lines.append(verdict)
      if result.status == .unexpectedPass {
        // Passing is its failure: counted as an expectation that failed, as the run counts it.
        expectationFailures += 1
        progress.failures += 1
      }
      return (lines, result.status.failsTheRun, false)
    case .skipped(let name, let reason):
      return (["SKIP  scenario \(Spelling.quote(name)): \(Self.printable(reason))"], false, false)
    case .statement(let statement):
      let outcome = run(statement, describe: verbose)
      if outcome.refused {
        return (Self.lines(of: outcome.text), true, true)
      }
      progress.statementsRun += 1
      if statement.keyword.role == .expectation { progress.expectationsRun += 1 }
      let shown = verbose || outcome.failed ? Self.lines(of: outcome.text) : []
      guard outcome.failed else { return (shown, false, false) }
      progress.scenarioFailures += 1
      if progress.expectsFailure {
        // Expected: shown, but `run` counted it among the session's failures; it is not one.
        expectationFailures -= 1
        progress.expectedFailures += 1
        return (shown, false, false)
      }
      progress.failures += 1
      return (shown, true, false)
    }
  }

  static func preview(_ progress: Stepping) -> String {
    guard progress.next < progress.steps.count else { return "" }
    let position =
      "(\(visibleCount(progress.steps[...progress.next])) of \(visibleCount(progress.steps[...])))"
    switch progress.steps[progress.next] {
    case .begin(let name, _):
      return "next \(position): scenario \(Spelling.quote(name)) on a fresh model\n"
    case .statement(let statement):
      return "next \(position): \(statement.location.file):\(statement.location.line): "
        + "\(Self.printable(statement.text))\n"
    case .end(let name, _, _):
      return "next \(position): the end of scenario \(Spelling.quote(name))\n"
    case .skipped(let name, _):
      return "next \(position): scenario \(Spelling.quote(name)), skipped\n"
    }
  }

  /// Steps that wait for Enter (the end of a scenario runs with its last statement).
  static func visibleCount(_ steps: ArraySlice<LoadStep>) -> Int {
    steps.filter {
      if case .end = $0 { return false }
      return true
    }.count
  }

  static func summary(_ progress: Stepping, now: VirtualTime, name: String?) -> String {
    var text =
      "loaded \(progress.path): \(progress.statementsRun) statement\(progress.statementsRun == 1 ? "" : "s"), "
      + "\(progress.expectationsRun) expectation\(progress.expectationsRun == 1 ? "" : "s")"
    text += progress.failures == 0 ? ", nothing failed" : ", \(progress.failures) failed"
    if progress.expectedFailures > 0 { text += ", \(progress.expectedFailures) failed as expected" }
    text += "; the clock is at \(ValueFormatter.time(now))"
    if progress.scenarioFile, let name { text += " in scenario \(Spelling.quote(name))" }
    return text
  }

  static func lines(of text: String) -> [String] {
    text.isEmpty
      ? []
      : text.dropLastNewline.split(separator: "\n", omittingEmptySubsequences: false).map(
        String.init)
  }
}

extension String {
  fileprivate var dropLastNewline: String {
    hasSuffix("\n") ? String(dropLast()) : self
  }
}
