import NavSpecModel

/// How findings read in failures and reports: `label.empty on C (error)` for a list, and the
/// whole message where there is room for one.
enum AuditFindingText {
  /// `hit-target.below-recommended on B (warning)`.
  static func short(_ finding: AuditFinding) -> String {
    let element =
      finding.element.isEmpty ? "" : " on \(ValueFormatter.quotedIfNeeded(finding.element))"
    return "\(finding.rule).\(finding.check)\(element) (\(finding.severity.rawValue))"
  }

  /// `b.scenario:7:1: warning at 0.000s: hit-target.below-recommended on B: B's hit region …`.
  static func line(_ finding: AuditFinding, of record: AuditRecord) -> String {
    let element =
      finding.element.isEmpty ? "" : " on \(ValueFormatter.quotedIfNeeded(finding.element))"
    return "\(record.location.description): \(finding.severity.rawValue) at "
      + "\(ReportText.time(record.time)): \(finding.rule).\(finding.check)\(element): "
      + finding.message
  }

  /// `[a, b]`, or `no findings`; past `ExpectationFailure.listLimit`, `[a, …, t, and 12 more
  /// findings]` (a failure's text stays bounded however many elements the screen has).
  static func list(_ findings: [AuditFinding]) -> String {
    guard !findings.isEmpty else { return "no findings" }
    let shown = findings.prefix(ExpectationFailure.listLimit).map(short)
    return "[" + ExpectationFailure.listing(shown, of: findings.count, noun: "finding") + "]"
  }
}
