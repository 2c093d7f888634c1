/// How bad a finding is. An error fails the check that asked for a clean audit; a warning is
/// reported and fails nothing on its own (docs/audits.md#severities).
public enum AuditSeverity: String, Hashable, Sendable, CaseIterable, Comparable {
  case warning
  case error

  /// Warnings before errors: a sort by severity puts the worst last, and `max()` finds it.
  public static func < (lhs: AuditSeverity, rhs: AuditSeverity) -> Bool {
    lhs == .warning && rhs == .error
  }
}
