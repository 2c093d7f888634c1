/// `navspec audit --format github`: each new finding as a GitHub Actions annotation on the line
/// that caused it (`::warning` or `::error`, as its severity), each error in a scenario file as
/// one too, then the human report, guarded so that nothing it echoes (a source line under a
/// finding, a path) is taken for a command (`GitHubLog`). Known findings, from the baseline,
/// are not annotated: they fail nothing. Past GitHub's 10 errors and 10 warnings per step, a
/// finding is not annotated, and one notice counts those (`GitHubAnnotationBudget`); the human
/// report lists every one. `navspec audit` chooses this format when `GITHUB_ACTIONS` is `true`
/// and `--format` is not given, as `navspec run` does.
public enum AuditGitHubReporter {
  public static func render(_ report: AuditReport, showingKnown: Bool = false, quiet: Bool = false)
    -> String
  {
    var out = ""
    var annotations = GitHubAnnotationBudget()
    for file in report.files {
      for diagnostic in file.diagnostics {
        let kind = diagnostic.severity == .error ? "error" : "warning"
        var message = diagnostic.message
        if let suggestion = diagnostic.suggestion { message += "\n" + suggestion }
        for note in diagnostic.notes {
          message += "\n\(note.location.description): \(note.message)"
        }
        out += annotations.command(
          kind, title: "navspec audit: \(kind) in the scenario", file: file.path,
          line: diagnostic.location.line, column: diagnostic.location.column, message: message)
      }
      // A note is a review item, not a failure: the human report below lists it, and no
      // annotation competes with the step's errors and warnings for GitHub's few places.
      for entry in file.entries where entry.failsTheAudit {
        out += annotations.command(
          entry.severity.rawValue,
          title: "navspec audit: \(entry.ruleAndCheck)", file: file.path,
          line: entry.location.line, column: entry.location.column,
          message: entry.message + "\n" + entry.occurrences(in: report)
            + "; " + report.docs(for: entry))
      }
    }
    out += annotations.notice(tool: "navspec audit")
    return out
      + GitHubLog.guarded(
        AuditHumanReporter.render(report, showingKnown: showingKnown, quiet: quiet))
  }
}
