/// `navspec audit --format tap`: the audit as TAP version 14
/// ([specification](https://testanything.org/tap-version-14-specification.html)).
///
/// One test point per finding: `not ok` for a new one, with a YAML block (severity, location,
/// message, where else it occurred, where the rule is explained); `ok … # SKIP known` for one
/// the baseline knows. A file with no finding is one `ok` point; a file that does not parse or
/// check is one `not ok` point with its diagnostics, as `navspec run`'s TAP has it. An audit that
/// `--fail-fast` stopped ends with `Bail out!` and declares no plan: how many findings the files
/// it did not audit hold is unknown, and TAP 14 lets a stream that bails out end without one.
public enum AuditTAPReporter {
  public static func render(_ report: AuditReport) -> String {
    var points: [String] = []
    var number = 0
    for file in report.files {
      if file.diagnostics.hasErrors {
        number += 1
        points.append("not ok \(number) - \(TAPReporter.description(file.path))")
        points.append("  ---")
        points.append(
          "  message: \(TAPReporter.yaml("\(ReportText.count(file.diagnostics.errorCount, "error")), not audited"))"
        )
        points += TAPReporter.diagnosticsBlock(file.diagnostics)
        points.append("  ...")
        continue
      }
      if file.entries.isEmpty {
        number += 1
        points.append("ok \(number) - \(TAPReporter.description("\(file.path): no finding"))")
      }
      for entry in file.entries {
        number += 1
        let title = TAPReporter.description(
          "\(file.path): [\(entry.ruleAndCheck)] \(entry.element)")
        if let acceptance = entry.acceptance {
          points.append("ok \(number) - \(title) # SKIP \(TAPReporter.description(acceptance))")
          continue
        }
        // A note is a review item: a passing point whose block says what to review.
        points.append("\(entry.severity == .note ? "ok" : "not ok") \(number) - \(title)")
        points.append("  ---")
        points.append(
          "  severity: \(TAPReporter.yaml(entry.severity.rawValue))")
        points.append("  location: \(TAPReporter.yaml(entry.location.description))")
        points.append("  message: \(TAPReporter.yaml(entry.message))")
        points.append("  occurrences: \(TAPReporter.yaml(entry.occurrences(in: report)))")
        points.append("  docs: \(TAPReporter.yaml(report.docs(for: entry)))")
        points.append("  ...")
      }
    }
    var lines = ["TAP version 14"] + (report.stoppedEarly ? [] : ["1..\(number)"]) + points
    lines.append("# " + AuditHumanReporter.summary(report))
    if report.stoppedEarly {
      lines.append(
        "Bail out! --fail-fast stopped the audit at the first new finding or error;"
          + " the files after it were not audited")
    }
    return lines.joined(separator: "\n") + "\n"
  }
}
