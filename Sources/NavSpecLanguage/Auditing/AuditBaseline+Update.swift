import NavSpecModel

/// `--write-baseline`: the baseline a run writes, from its findings and the baseline it
/// replaces, and what changed, for the run to say (docs/audits.md#baselines).
extension AuditBaseline {
  /// The new baseline and how it differs from the one it replaces.
  public struct Update: Sendable {
    public var baseline: AuditBaseline
    /// Root causes it accepts that the old one did not, or accepted at a lower severity.
    public var added: [Entry]
    /// Error-level root causes it does not accept, for want of `--accept-errors`: they stay
    /// new (at the severity the old baseline had them at, if it had them).
    public var refused: [Entry]
    /// Root causes of the old baseline that no finding has any more.
    public var removed: [Entry]
  }

  /// The root causes of `report`'s findings (those an `audit ignore` line accepts left out, as
  /// their scenario accepts them), each at its worst severity, with the reasons `previous`
  /// gave them. An error-level root cause that `previous` did not accept as an error is left
  /// out unless `acceptingErrors`: a baseline written over a regression must not swallow it.
  public static func update(
    from report: AuditReport, replacing previous: AuditBaseline?, acceptingErrors: Bool
  ) -> Update {
    var found: [AuditRootCause: Entry] = [:]
    var order: [AuditRootCause] = []
    var scenarios: [AuditRootCause: Set<String>] = [:]
    for entry in report.entries where entry.ignored == nil {
      let cause = entry.rootCause
      let scenario = "\(entry.file): \(entry.scenario)"
      if found[cause] == nil {
        order.append(cause)
        found[cause] = Entry(
          cause: cause, severity: entry.severity,
          reason: previous?.entries[cause]?.reason ?? "", findings: 0, scenarios: [],
          scenarioCount: 0)
      }
      found[cause]!.severity = max(found[cause]!.severity, entry.severity)
      found[cause]!.findings += 1
      if scenarios[cause, default: []].insert(scenario).inserted {
        found[cause]!.scenarioCount += 1
        if found[cause]!.scenarios.count < Entry.keptScenarios {
          found[cause]!.scenarios.append(scenario)
        }
      }
    }
    var kept: [Entry] = []
    var added: [Entry] = []
    var refused: [Entry] = []
    for cause in order {
      var entry = found[cause]!
      let old = previous?.entries[cause]
      if entry.severity == .error, old?.severity != .error, !acceptingErrors {
        refused.append(entry)
        // Accepted before as a warning: still accepted as one, no more.
        guard let old else { continue }
        entry.severity = old.severity
        kept.append(entry)
        continue
      }
      if old.map({ $0.severity < entry.severity }) ?? true { added.append(entry) }
      kept.append(entry)
    }
    let removed = (previous.map { Array($0.entries.values) } ?? [])
      .filter { found[$0.cause] == nil }
      .sorted { $0.cause < $1.cause }
    return Update(
      baseline: AuditBaseline(entries: kept), added: added.sorted { $0.cause < $1.cause },
      refused: refused.sorted { $0.cause < $1.cause }, removed: removed)
  }
}

extension AuditBaseline.Update {
  /// What the run says of it on standard error, a line each: `added`, `refused` and `removed`
  /// root causes, then where it was written.
  public func summary(path: String) -> String {
    var lines: [String] = []
    func line(_ verb: String, _ entry: AuditBaseline.Entry) -> String {
      let scenarios = entry.scenarioCount == 1 ? "scenario" : "scenarios"
      let findings = entry.findings == 1 ? "finding" : "findings"
      return
        "\(verb) \(entry.cause.description) (\(entry.severity.rawValue)): \(entry.findings) \(findings) in \(entry.scenarioCount) \(scenarios)"
    }
    lines += added.map { line("baseline: added", $0) }
    lines += refused.map {
      line("baseline: refused", $0) + "; an error is accepted only with --accept-errors"
    }
    lines += removed.map { "baseline: removed \($0.cause.description) (\($0.severity.rawValue))" }
    let count = baseline.entries.count
    lines.append(
      "baseline: wrote \(count) root \(count == 1 ? "cause" : "causes") to '\(OptionFailure.shown(path))'"
    )
    return lines.joined(separator: "\n") + "\n"
  }
}
