import NavSpecModel

/// A JSON document for tools:
///
///     {
///       "version": 1,
///       "passed": 1,
///       "failed": 1,
///       "skipped": 0,
///       "expectedFailures": 0,
///       "files": [
///         {
///           "path": "scenarios/tap.scenario",
///           "diagnostics": [],
///           "omittedDiagnostics": 0,
///           "scenarios": [
///             {
///               "name": "Tap selects",
///               "line": 4,
///               "passed": false,
///               "status": "failed",
///               "expectations": 1,
///               "steps": 1,
///               "endTime": 0.350,
///               "failures": [
///                 {
///                   "file": "scenarios/tap.scenario", "line": 6, "column": 1,
///                   "statement": "…", "message": "…", "expected": "…", "actual": "…",
///                   "time": 0.350, "eventsAround": ["0.300s  dragEnded(to: Library)"]
///                 }
///
/// A broken invariant's failure adds `"invariant"`: the stated invariant's text
/// (`selection in tabs`) or the built-in's name (`one-selection`), docs/explore.md#invariants.
///               ]
///             }
///           ]
///         }
///       ]
///     }
///
/// `passed` says whether the scenario does not fail the run; `status` says how it ended:
/// `passed`, `failed`, `skipped` (a `skip` line: nothing ran), `xfail` (an `xfail` line, and it
/// failed, as expected: it fails nothing) or `xpass` (an `xfail` line, and it passed: a failure).
/// A scenario with tags has `tags`; one with a `skip` or `xfail` line has its `reason`. The
/// top-level `skipped` and `expectedFailures` count those statuses, as `passed` and `failed` do
/// theirs (`failed` counts `xpass`).
///
/// (Shown compacted; the real output puts every key on its own line.) Diagnostics carry
/// `file`, `line`, `column`, `severity`, `message` and `suggestion` (`null` when none); a file
/// keeps its first `DiagnosticList.capacity` and `omittedDiagnostics` counts the rest. A
/// scenario with `audit` steps also has `audits`: for each step its `file`, `line`, `column`,
/// `statement`, `time` and `findings` (`rule`, `check`, `severity`, `element`, `message`). A
/// scenario keeps its first `KeptResults.capacity` failures and audit findings: past them,
/// `omittedFailures`, `omittedAudits` (steps) and `omittedAuditFindings` count the rest, each
/// present only when it is not 0.
///
/// The document is written by hand rather than with `JSONEncoder` so it is byte-identical
/// everywhere: keys keep the fixed order above, and times are decimal seconds built from
/// integer microseconds (3 decimals, or 6 when not a whole millisecond) instead of whatever
/// digits a `Double` formatter chooses.
public enum JSONReporter {
  /// The document's version: it changes only when a field changes meaning or goes away (a new
  /// field may appear in the same version). The schema of each version is shipped in
  /// `schemas/navspec-run-report-VERSION.json`, and a test validates every report against it.
  public static let version = 1

  public static func render(_ report: RunReport) -> String {
    let document = OrderedJSON.object([
      ("version", .integer(version)),
      ("passed", .number(String(report.passedCount))),
      ("failed", .number(String(report.failedCount))),
      ("skipped", .integer(report.skippedCount)),
      ("expectedFailures", .integer(report.expectedFailureCount)),
      ("files", .array(report.files.map(file))),
    ])
    return document.text
  }

  private static func file(_ file: FileReport) -> OrderedJSON {
    .object([
      ("path", .string(file.path)),
      ("diagnostics", .array(file.diagnostics.map(diagnostic))),
      ("omittedDiagnostics", .number(String(file.diagnostics.omittedCount))),
      ("scenarios", .array(file.results.map(scenario))),
    ])
  }

  private static func diagnostic(_ diagnostic: Diagnostic) -> OrderedJSON {
    .object(
      [
        ("file", .string(diagnostic.location.file)),
        ("line", .number(String(diagnostic.location.line))),
        ("column", .number(String(diagnostic.location.column))),
        ("severity", .string(diagnostic.severity.rawValue)),
        ("message", .string(diagnostic.message)),
        ("suggestion", diagnostic.suggestion.map(OrderedJSON.string) ?? .null),
      ] + (diagnostic.notes.isEmpty ? [] : [("notes", .array(diagnostic.notes.map(note)))]))
  }

  private static func note(_ note: DiagnosticNote) -> OrderedJSON {
    .object([
      ("file", .string(note.location.file)),
      ("line", .number(String(note.location.line))),
      ("column", .number(String(note.location.column))),
      ("message", .string(note.message)),
    ])
  }

  private static func scenario(_ result: ScenarioResult) -> OrderedJSON {
    var members: [(String, OrderedJSON)] = [
      ("name", .string(result.name)),
      ("line", .integer(result.location.line)),
      ("passed", .bool(result.passed)),
      ("status", .string(result.status.rawValue)),
    ]
    // Only a scenario with tags, or with a `skip` or `xfail` line, has these keys.
    if !result.tags.isEmpty {
      members.append(("tags", .array(result.tags.map(OrderedJSON.string))))
    }
    if let mark = result.mark { members.append(("reason", .string(mark.reason))) }
    members += [
      ("expectations", .number(String(result.expectationCount))),
      ("steps", .number(String(result.stepCount))),
      ("endTime", .number(ReportText.seconds(result.endTime))),
      ("failures", .array(result.failures.map(failure))),
    ]
    // Past `KeptResults.capacity` failures and findings are counted, not listed; the counts
    // appear only when there is one, so other reports stay as they were.
    if result.omittedFailures > 0 {
      members.append(("omittedFailures", .integer(result.omittedFailures)))
    }
    // Only a scenario with `audit` steps has the key, so other reports stay as they were.
    if !result.audits.isEmpty { members.append(("audits", .array(result.audits.map(audit)))) }
    if result.omittedAudits > 0 {
      members.append(("omittedAudits", .integer(result.omittedAudits)))
    }
    if result.omittedAuditFindings > 0 {
      members.append(("omittedAuditFindings", .integer(result.omittedAuditFindings)))
    }
    return .object(members)
  }

  private static func audit(_ record: AuditRecord) -> OrderedJSON {
    .object([
      ("file", .string(record.location.file)),
      ("line", .number(String(record.location.line))),
      ("column", .number(String(record.location.column))),
      ("statement", .string(record.statement)),
      ("time", .number(ReportText.seconds(record.time))),
      (
        "findings",
        .array(
          record.findings.map {
            .object([
              ("rule", .string($0.rule)),
              ("check", .string($0.check)),
              ("severity", .string($0.severity.rawValue)),
              ("element", .string($0.element)),
              ("message", .string($0.message)),
            ])
          })
      ),
    ])
  }

  private static func failure(_ failure: ExpectationFailure) -> OrderedJSON {
    .object(
      [
        ("file", .string(failure.location.file)),
        ("line", .number(String(failure.location.line))),
        ("column", .number(String(failure.location.column))),
        ("statement", .string(failure.statement)),
        ("message", .string(failure.message)),
        ("expected", .string(failure.expected)),
        ("actual", .string(failure.actual)),
        ("time", .number(ReportText.seconds(failure.time))),
        ("eventsAround", .array(failure.eventsAround.map(OrderedJSON.string))),
      ] + (failure.invariant.map { [("invariant", .string($0))] } ?? [])
        + (failure.flowFrames.isEmpty
          ? []
          : [
            (
              "flows",
              .array(
                failure.flowFrames.map { frame in
                  .object([
                    ("flow", .string(frame.flow)),
                    ("file", .string(frame.line.start.file)),
                    ("line", .number(String(frame.line.start.line))),
                    ("column", .number(String(frame.line.start.column))),
                    ("statement", .string(frame.text)),
                  ])
                })
            )
          ]))
  }
}
