/// How bad a finding is (docs/audits.md#severities). An error fails the check that asked for a
/// clean audit; a warning is reported and fails nothing on its own in a scenario; a note is a
/// review item, a risk the model cannot judge (contrast over content it does not know), which
/// fails nothing anywhere, `navspec audit` included.
public enum AuditSeverity: String, Hashable, Sendable, CaseIterable, Comparable {
  case note
  case warning
  case error

  /// Notes, then warnings, then errors: a sort by severity puts the worst last, and `max()`
  /// finds it.
  public static func < (lhs: AuditSeverity, rhs: AuditSeverity) -> Bool {
    lhs.rank < rhs.rank
  }

  private var rank: Int {
    switch self {
    case .note: 0
    case .warning: 1
    case .error: 2
    }
  }
}
