import NavSpecModel

/// `navspec audit`'s report for a person: each new finding once, located at the line that caused
/// it like a diagnostic, with where else it occurred and where the rule is explained, then a
/// summary. Findings known from the baseline are counted in the summary, and listed only when
/// asked (`--show-known`): a corpus adopted with a baseline prints what changed.
///
///     scenarios/eight.scenario:2:1: warning: [hit-target/below-recommended] A's hit region …
///     tabbar glass A B C D E F G H
///     ^~~~~~~~~~~~~~~~~~~~~~~~~~~~
///     note: at 3 steps (lines 2, 3, 4) of 1 scenario, under all 20 settings; docs/audits.md#hit-target
///
///     8 findings (8 new: 0 errors, 8 warnings) in 1 of 1 files; 1 scenario × 20 settings, 60 steps audited
public enum AuditHumanReporter {
  /// `quiet` (`--quiet`): each finding on its one located line, without the source line, the
  /// caret and the note; errors in scenario files are printed whole.
  public static func render(_ report: AuditReport, showingKnown: Bool = false, quiet: Bool = false)
    -> String
  {
    var out = ""
    for file in report.files {
      for diagnostic in file.diagnostics {
        out += DiagnosticRenderer.render(diagnostic, in: file.source)
      }
      if let omitted = file.diagnostics.omissionSummary { out += omitted + "\n" }
      for entry in file.entries where showingKnown || entry.isNew {
        let severity: Diagnostic.Severity =
          switch entry.severity {
          case .error: .error
          case .warning: .warning
          case .note: .note
          }
        let known =
          entry.acceptance.map { " (\($0))" }
          ?? entry.acceptedAs.map { " (new: the baseline accepts it only as a \($0.rawValue))" }
          ?? ""
        let docs = report.docs(for: entry)
        let diagnostic = Diagnostic(
          severity, "[\(entry.ruleAndCheck)] \(entry.message)\(known)", at: entry.range,
          suggestion: "\(entry.occurrences(in: report)); \(docs)")
        let rendered = DiagnosticRenderer.render(diagnostic, in: file.source)
        out += quiet ? String(rendered.prefix { $0 != "\n" }) + "\n" : rendered
      }
    }
    if !out.isEmpty && !quiet { out += "\n" }
    return out + summary(report) + "\n"
  }

  static func summary(_ report: AuditReport) -> String {
    let entries = report.entries
    let new = report.newEntries
    let errors = new.filter { $0.severity == .error }.count
    let notes = new.filter { $0.severity == .note }.count
    let filesWith = report.files.filter { !$0.entries.isEmpty }.count
    let replays = report.files.reduce(0) { $0 + $1.replays }
    let steps = report.files.reduce(0) { $0 + $1.steps }
    let scenarios = report.configurations.isEmpty ? 0 : replays / report.configurations.count
    var text =
      "\(entries.count) \(entries.count == 1 ? "finding" : "findings") (\(new.count) new: "
      + "\(errors) \(errors == 1 ? "error" : "errors"), \(new.count - errors - notes) "
      + "\(new.count - errors - notes == 1 ? "warning" : "warnings")"
    if notes > 0 { text += ", \(notes) \(notes == 1 ? "note" : "notes") to review" }
    let ignored = entries.filter { $0.ignored != nil }.count
    let known = entries.count - new.count - ignored
    if known > 0 { text += "; \(known) known from the baseline" }
    if ignored > 0 { text += "; \(ignored) ignored in their scenarios" }
    if known + ignored > 0 { text += ", not listed without --show-known" }
    text += ") in \(filesWith) of \(report.files.count) files; "
    text += "\(scenarios) \(scenarios == 1 ? "scenario" : "scenarios") × "
    let settings = report.configurations.count
    text += "\(settings) \(settings == 1 ? "setting" : "settings"), \(steps) steps audited"
    return text
  }
}
