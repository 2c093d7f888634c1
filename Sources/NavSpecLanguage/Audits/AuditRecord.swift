import NavSpecModel

/// What one `audit` step found, where and when: findings become part of the run, so a report
/// can show the warnings that did not fail it (docs/audits.md#in-a-scenario).
public struct AuditRecord: Sendable {
  public var location: SourceLocation
  /// The statement as written, without its comment.
  public var statement: String
  public var time: VirtualTime
  /// In the order `Simulator.audit(rules:)` gives them, less those `audit ignore` left out.
  public var findings: [AuditFinding]

  public init(
    location: SourceLocation, statement: String, time: VirtualTime, findings: [AuditFinding]
  ) {
    self.location = location
    self.statement = statement
    self.time = time
    self.findings = findings
  }

  /// One line per finding, with its whole message, as reports and the REPL print them:
  /// `b.scenario:7:1: warning at 0.000s: hit-target.below-recommended on B: B's hit region …`.
  public var findingLines: [String] {
    findings.map { AuditFindingText.line($0, of: self) }
  }
}
