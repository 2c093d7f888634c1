/// The report for a person at a terminal:
///
///     PASS  scenarios/tap.scenario: Tapping a tab selects it
///     FAIL  scenarios/drag.scenario: Dragging snaps to the nearest tab
///       scenarios/drag.scenario:14:8: expectation failed at 0.350s
///           expect pill.offset == 185.25 ± 0.5
///         expected: 185.25 ± 0.5
///           actual: 97.5
///         events around 0.350s:
///           0.300s  dragEnded(to: Library)
///     ERROR scenarios/broken.scenario: 2 errors, no step ran
///     scenarios/broken.scenario:3:1: error: unknown statement 'tapp'
///     tapp Library
///     ^~~~
///     note: did you mean 'tap'?
///     and 120 more errors
///     SKIP  scenarios/sheet.scenario: A sheet covers the bar
///       skipped: the model has no sheets yet
///     XFAIL scenarios/ipad.scenario: The pill overshoots on iPad
///       expected to fail: the spring is tuned for iPhone
///       scenarios/ipad.scenario:9:1: pill.offset == 412 does not hold at 0.350s
///     3 passed, 3 failed, 1 skipped, 1 expected failure
///
/// Files come in the order they were run. Each failure's details sit under its `FAIL` line
/// and each broken file's diagnostics under its `ERROR` line, so the reason is next to the
/// verdict. Diagnostics are unindented, in the compiler shape editors and terminals turn into
/// links. The last line is always the summary, so scripts can read it with `tail -n 1`.
public enum HumanReporter {
  public static func render(_ report: RunReport, style: HumanStyle = HumanStyle()) -> String {
    var stream = ReportStream(format: .human, style: style)!
    return stream.render(report)
  }

  /// What comes before a file's scenarios: a file with errors is `ERROR` and its diagnostics.
  public static func opening(_ file: FileReport, style: HumanStyle = HumanStyle()) -> String {
    guard file.hasErrors else { return "" }
    return style.verdict("ERROR", .failed)
      + text(
        [" \(file.path): \(ReportText.notRunSummary(file))"] + ReportText.diagnosticLines(file))
  }

  /// One scenario's verdict, with its failures' details and what its `audit` steps found.
  ///
  /// A skipped scenario says why (`SKIP`); an expected failure says why it is expected and
  /// where it failed first (`XFAIL`); an `xfail` scenario that passed says so (`XPASS`), a
  /// failure of the run.
  public static func result(_ result: ScenarioResult, style: HumanStyle = HumanStyle()) -> String {
    let status = result.status
    if !status.failsTheRun && style.quiet { return "" }
    var lines = [" \(result.file): \(result.name)"]
    switch status {
    case .skipped:
      lines.append("  skipped: \(result.mark?.reason ?? "")")
    case .expectedFailure:
      lines.append("  expected to fail: \(result.mark?.reason ?? "")")
      lines += ReportText.expectedFailureLines(result).map { "  " + $0 }
    case .unexpectedPass:
      lines.append("  " + ReportText.unexpectedPassAdvice(result))
    case .passed, .failed:
      for failure in result.failures {
        lines += ReportText.failureDetails(failure).map { "  " + $0 }
      }
      if let omitted = ReportText.omittedFailures(result) { lines.append("  " + omitted) }
    }
    // What each `audit` step found, with the whole message: its warnings do not fail the
    // scenario, but are shown all the same.
    for record in result.audits {
      lines += record.findingLines.map { "  " + $0 }
    }
    if let omitted = ReportText.omittedAuditFindings(result) { lines.append("  " + omitted) }
    return style.verdict(status.verdict, HumanStyle.Outcome(status)) + text(lines)
  }

  /// After a file's scenarios: the warnings of a file that ran (they do not stop it).
  public static func closing(_ file: FileReport, style: HumanStyle = HumanStyle()) -> String {
    guard !file.hasErrors, !style.quiet else { return "" }
    let lines = ReportText.diagnosticLines(file)
    return lines.isEmpty ? "" : text(lines)
  }

  /// The last line, always: `N passed, N failed, N skipped`, and `, N expected failures` when
  /// there are some.
  public static func summary(_ report: RunReport) -> String {
    ReportText.summary(report) + "\n"
  }

  /// Lines joined, each ending in a newline. Paths, names, statements and values come from
  /// files: their control characters are escaped so none reaches the terminal (tabs stay, for
  /// the caret lines under excerpts). The first line continues the verdict word before it.
  private static func text(_ lines: [String]) -> String {
    lines.map { PrintableText.escaping($0, keepingTabs: true) + "\n" }.joined()
  }
}
