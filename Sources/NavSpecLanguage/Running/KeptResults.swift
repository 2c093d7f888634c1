/// What a scenario's steps found, kept as diagnostics are kept: the first
/// `DiagnosticList.capacity` failures and audit findings, the rest only counted, so a scenario's
/// result, and every report of it, stays bounded however long it runs.
///
/// 16,000 `audit` lines on a 12-tab bar kept 25 findings for each (about 28 KB of memory and
/// 4 KB of report per 6-byte line: 450 MB and 68 MB in all); a file of failing expectations
/// kept and printed every failure (docs/model.md#long-files).
struct KeptResults {
  /// How many failures, and how many audit findings, a scenario keeps (our decision, the
  /// capacity of a file's diagnostics: past a few screenfuls more of them help nobody).
  static let capacity = DiagnosticList.capacity

  private(set) var failures: [ExpectationFailure] = []
  private(set) var omittedFailures = 0
  private(set) var audits: [AuditRecord] = []
  /// The findings in `audits`.
  private var keptFindings = 0
  /// `audit` steps past the capacity, not kept.
  private(set) var omittedAudits = 0
  /// Findings not kept: those of the steps not kept, and of the last step kept past the
  /// capacity.
  private(set) var omittedAuditFindings = 0

  mutating func add(_ report: ScenarioSession.StepReport) {
    add(report.failures)
    for record in report.audits { add(record) }
  }

  mutating func add(_ new: [ExpectationFailure]) {
    let room = max(0, Self.capacity - failures.count)
    failures += new.prefix(room)
    omittedFailures += max(0, new.count - room)
  }

  private mutating func add(_ record: AuditRecord) {
    guard audits.count < Self.capacity, keptFindings < Self.capacity else {
      omittedAudits += 1
      omittedAuditFindings += record.findings.count
      return
    }
    var kept = record
    let room = Self.capacity - keptFindings
    if kept.findings.count > room {
      omittedAuditFindings += kept.findings.count - room
      kept.findings.removeLast(kept.findings.count - room)
    }
    keptFindings += kept.findings.count
    audits.append(kept)
  }
}
