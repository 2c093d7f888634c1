import NavSpecModel

/// `navspec audit --format json`: the findings for tools, keys in a fixed order:
///
///     {
///       "version": 2,
///       "settings": ["defaults", "voiceover=on", …],
///       "findings": [
///         {
///           "file": "…", "line": 2, "column": 1, "scenario": "…", "component": "glass",
///           "part": "tab", "rule": "hit-target", "check": "below-recommended",
///           "severity": "warning", "element": "A", "message": "…", "fingerprint": "…",
///           "known": false, "ignored": null, "assumptions": [],
///           "steps": [{"line": 2, "column": 1}, …],
///           "settings": ["defaults", …]
///         }
///       ],
///       "diagnostics": [{"file": "…", "line": 1, "column": 1, "severity": "error", "message": "…"}],
///       "summary": {"findings": 8, "new": 8, "errors": 0, "files": 1, "replays": 20, "steps": 60}
///     }
///
/// `version` changes only when a field changes meaning or goes away (docs/audits.md): 2 made a
/// finding one scenario's (`scenario` for the list `scenarios`) and added `component`, `part`,
/// `ignored` (`{"line": 12, "reason": "…"}`, or null) and `assumptions`; a severity may be
/// `note`.
public enum AuditJSONReporter {
  public static let version = 2

  public static func render(_ report: AuditReport) -> String {
    let entries = report.entries
    let new = report.newEntries
    return OrderedJSON.object([
      ("version", .integer(version)),
      ("settings", .array(report.configurations.map { .string($0.label) })),
      ("findings", .array(entries.map { finding($0, report) })),
      ("diagnostics", .array(report.files.flatMap { diagnostics($0) })),
      (
        "summary",
        .object([
          ("findings", .integer(entries.count)), ("new", .integer(new.count)),
          ("errors", .integer(new.filter { $0.severity == .error }.count)),
          ("files", .integer(report.files.count)),
          ("replays", .integer(report.files.reduce(0) { $0 + $1.replays })),
          ("steps", .integer(report.files.reduce(0) { $0 + $1.steps })),
        ])
      ),
    ]).text
  }

  private static func finding(_ entry: AuditReport.Entry, _ report: AuditReport) -> OrderedJSON {
    var members: [(String, OrderedJSON)] = [
      ("file", .string(entry.file)), ("line", .integer(entry.location.line)),
      ("column", .integer(entry.location.column)), ("scenario", .string(entry.scenario)),
      ("component", .string(entry.component)), ("part", .string(entry.part)),
      ("rule", .string(entry.rule)),
      ("check", .string(entry.check)), ("severity", .string(entry.severity.rawValue)),
      ("element", .string(entry.element)), ("message", .string(entry.message)),
      ("fingerprint", .string(entry.fingerprint)), ("known", .bool(entry.known)),
      ("ignored", ignored(entry)),
      ("assumptions", .array(entry.assumptions.map(OrderedJSON.string))),
      (
        "steps",
        .array(
          entry.steps.map {
            .object([("line", .integer($0.line)), ("column", .integer($0.column))])
          })
      ),
    ]
    // Past `AuditReport.Entry.keptSteps` steps, counted, not listed; the count appears only
    // when there is one, so other reports stay as they were.
    members += omitted(entry)
    members.append(
      ("settings", .array(entry.configurations.map { .string(report.configurations[$0].label) })))
    return .object(members)
  }

  /// The `audit ignore` line that accepts it, or null.
  static func ignored(_ entry: AuditReport.Entry) -> OrderedJSON {
    guard let ignored = entry.ignored else { return .null }
    return .object([
      ("line", .integer(ignored.location.line)),
      ("reason", ignored.reason.map(OrderedJSON.string) ?? .null),
    ])
  }

  /// `omittedSteps`, only when it is not 0 (the SARIF report's properties have it too).
  static func omitted(_ entry: AuditReport.Entry) -> [(String, OrderedJSON)] {
    guard entry.stepCount > entry.steps.count else { return [] }
    return [("omittedSteps", .integer(entry.stepCount - entry.steps.count))]
  }

  private static func diagnostics(_ file: AuditReport.FileAudit) -> [OrderedJSON] {
    file.diagnostics.map { diagnostic -> OrderedJSON in
      .object([
        ("file", .string(file.path)), ("line", .integer(diagnostic.location.line)),
        ("column", .integer(diagnostic.location.column)),
        ("severity", .string(diagnostic.severity.rawValue)),
        ("message", .string(diagnostic.message)),
      ])
    }
  }
}
