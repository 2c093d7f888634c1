import NavSpecModel

/// The ways a `RunReport` can be written out: for a person at a terminal, or for a CI system.
///
/// Every format is deterministic: the same report renders to the same bytes on every run and
/// every machine (no colour, no wall-clock timing, no locale-dependent number formatting), so
/// reports can be diffed and checked into golden files.
public enum ReportFormat: String, CaseIterable, Sendable {
  /// One line per scenario, failure details and diagnostics, then `N passed, N failed, N skipped`.
  case human
  /// Test Anything Protocol, version 14.
  case tap
  /// JUnit XML, as read by most CI systems.
  case junit
  /// A JSON document with keys in a fixed order.
  case json
  /// GitHub Actions workflow commands (annotations), then the human report.
  case github
  /// One self-contained HTML page: verdicts, failures, steps and plots of the expected values
  /// over time (the run must record them: `RunOptions.records`).
  case html

  /// Whether the report shows what `RunOptions.records` keeps (steps, sampled values).
  public var needsRecording: Bool { self == .html }

  /// `style` applies to the human and github formats (`--quiet`, `--color`).
  public func render(_ report: RunReport, style: HumanStyle = HumanStyle()) -> String {
    switch self {
    case .human: HumanReporter.render(report, style: style)
    case .tap: TAPReporter.render(report)
    case .junit: JUnitReporter.render(report)
    case .json: JSONReporter.render(report)
    case .github: GitHubReporter.render(report, style: style)
    case .html: HTMLReporter.render(report)
    }
  }
}

/// Text helpers shared by the reporters, kept here so all formats agree on numbers and words.
extension ReportFormat {
  /// One failure as `navspec run` prints it, one entry per line without a base indent; the REPL
  /// prints failures the same way.
  public static func failureDetails(_ failure: ExpectationFailure) -> [String] {
    ReportText.failureDetails(failure)
  }
}

enum ReportText {
  /// The file's diagnostics as the compiler-style renderer prints them, split into lines, then
  /// "and N more errors" when the file had more than it keeps (the human and HTML reports).
  static func diagnosticLines(_ file: FileReport) -> [String] {
    let lines = file.diagnostics.flatMap { diagnostic in
      var rendered = DiagnosticRenderer.render(diagnostic, in: file.source)
      if rendered.hasSuffix("\n") { rendered.removeLast() }
      return rendered.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }
    return lines + (file.diagnostics.omissionSummary.map { [$0] } ?? [])
  }

  /// Seconds with 3 decimals ("0.350"), or 6 when the instant is not a whole millisecond
  /// ("0.000250"), without the unit.
  ///
  /// Built from the integer microseconds rather than `Double` formatting so the digits never
  /// depend on rounding, locale or Foundation version. The result is also a valid JSON number.
  static func seconds(_ time: VirtualTime) -> String {
    String(ValueFormatter.time(time).dropLast())
  }

  /// `seconds(time)` with the unit: "0.350s".
  static func time(_ time: VirtualTime) -> String {
    ValueFormatter.time(time)
  }

  /// "1 error", "2 errors".
  static func count(_ count: Int, _ singular: String) -> String {
    "\(count) \(singular)\(count == 1 ? "" : "s")"
  }

  /// Why a file produced no results: "2 errors, no step ran" (warnings are mentioned too,
  /// since they are printed alongside the errors).
  static func notRunSummary(_ file: FileReport) -> String {
    // Every error counts, the ones past the list's capacity too.
    let errors = file.diagnostics.errorCount
    let warnings = file.diagnostics.filter { $0.severity == .warning }.count
    var parts = [count(errors, "error")]
    if warnings > 0 { parts.append(count(warnings, "warning")) }
    return parts.joined(separator: ", ") + ", no step ran"
  }

  /// "and 12 more failures" under a scenario's failures when it had more than it keeps.
  static func omittedFailures(_ result: ScenarioResult) -> String? {
    result.omittedFailures == 0 ? nil : "and \(count(result.omittedFailures, "more failure"))"
  }

  /// "and 12 more audit findings" under a scenario's findings when it had more than it keeps.
  static func omittedAuditFindings(_ result: ScenarioResult) -> String? {
    result.omittedAuditFindings == 0
      ? nil : "and \(count(result.omittedAuditFindings, "more audit finding"))"
  }

  /// The last line of human and TAP output: `N passed, N failed, N skipped`, then
  /// `, N expected failures` when there are some (an `xfail` scenario that failed; one that
  /// passed counts as failed).
  static func summary(_ report: RunReport) -> String {
    var text =
      "\(report.passedCount) passed, \(report.failedCount) failed, \(report.skippedCount) skipped"
    if report.expectedFailureCount > 0 {
      text += ", " + count(report.expectedFailureCount, "expected failure")
    }
    return text
  }

  /// Under an expected failure's reason: where it failed first, one line (the failure's
  /// header, as the human report prints it), then how many more failures it had. Enough to
  /// see that it still fails where it is known to, without the details of a known defect in
  /// every run.
  static func expectedFailureLines(_ result: ScenarioResult) -> [String] {
    guard let first = result.failures.first else { return [] }
    let header = failureDetails(first)[0]
    let more = result.failureCount - 1
    return more > 0 ? [header, "and \(count(more, "more failure"))"] : [header]
  }

  /// What the human report says of an `xfail` scenario that passed.
  static func unexpectedPassAdvice(_ result: ScenarioResult) -> String {
    (result.unexpectedPassMessage ?? "passed")
      + "; if the defect is fixed, remove the scenario's 'xfail' line"
  }

  /// The readable account of one failure, one entry per line and without a base indent:
  ///
  ///     scenarios/x.scenario:14:8: expectation failed at 0.350s
  ///         expect pill.offset == 185.25 ± 0.5
  ///       expected: 185.25 ± 0.5
  ///         actual: 97.5
  ///       events around 0.350s:
  ///         0.300s  dragEnded(to: Library)
  ///
  /// Empty parts are left out: a step the model refused may have no expected/actual pair. A
  /// message of several lines (`expect events` adds a TestStore-style diff under its first line)
  /// keeps its first line in the header and shows the rest under "diff:", a line each, rather
  /// than as one header with escaped line breaks in it.
  static func failureDetails(_ failure: ExpectationFailure) -> [String] {
    let at = time(failure.time)
    let message = failure.message.split(separator: "\n", omittingEmptySubsequences: false)
    var lines = ["\(failure.location.description): \(message[0]) at \(at)"]
    if !failure.statement.isEmpty { lines.append("    " + failure.statement) }
    lines += failure.flowFrames.map { "    " + $0.summary }
    // "expected:" and "actual:" are right-aligned on the colon so the values line up.
    if !failure.expected.isEmpty { lines.append("  expected: " + failure.expected) }
    if !failure.actual.isEmpty { lines.append("    actual: " + failure.actual) }
    if message.count > 1 {
      lines.append("  diff:")
      lines += message.dropFirst().map { "  " + $0 }
    }
    if !failure.eventsAround.isEmpty {
      lines.append("  events around \(at):")
      lines += failure.eventsAround.map { "    " + $0 }
    }
    return lines
  }

}
