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
///     3 passed, 2 failed
///
/// Files come in the order they were run. Each failure's details sit under its `FAIL` line
/// and each broken file's diagnostics under its `ERROR` line, so the reason is next to the
/// verdict. Diagnostics are unindented, in the compiler shape editors and terminals turn into
/// links. The last line is always the summary, so scripts can read it with `tail -n 1`.
public enum HumanReporter {
  public static func render(_ report: RunReport) -> String {
    var lines: [String] = []
    for file in report.files {
      if file.hasErrors {
        lines.append("ERROR \(file.path): \(ReportText.notRunSummary(file))")
        lines += diagnosticLines(file)
      }
      for result in file.results {
        lines.append("\(result.passed ? "PASS " : "FAIL ") \(result.file): \(result.name)")
        for failure in result.failures {
          lines += ReportText.failureDetails(failure).map { "  " + $0 }
        }
        // What each `audit` step found, with the whole message: its warnings do not fail the
        // scenario, but are shown all the same.
        for record in result.audits {
          lines += record.findingLines.map { "  " + $0 }
        }
      }
      // Warnings on a file that ran do not stop it; show them after its verdicts.
      if !file.hasErrors {
        lines += diagnosticLines(file)
      }
    }
    lines.append(ReportText.summary(report))
    // Paths, names, statements and values come from files: escape their control characters
    // so none reaches the terminal (tabs stay, for the caret lines under excerpts).
    return lines.map { PrintableText.escaping($0, keepingTabs: true) }.joined(separator: "\n")
      + "\n"
  }

  /// The file's diagnostics as the compiler-style renderer prints them, split into lines, then
  /// "and N more errors" when the file had more than it keeps.
  private static func diagnosticLines(_ file: FileReport) -> [String] {
    let lines = file.diagnostics.flatMap { diagnostic in
      var rendered = DiagnosticRenderer.render(diagnostic, in: file.source)
      if rendered.hasSuffix("\n") { rendered.removeLast() }
      return rendered.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }
    return lines + (file.diagnostics.omissionSummary.map { [$0] } ?? [])
  }
}
