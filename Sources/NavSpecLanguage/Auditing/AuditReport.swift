import NavSpecModel

/// What `navspec audit` found: for each file, its findings, each reported once with every step,
/// scenario and setting where it occurred (docs/audits.md#running-audits).
public struct AuditReport: Sendable {
  /// One finding of one file, however many times it occurred.
  public struct Entry: Hashable, Sendable {
    public var file: String
    public var rule: String
    public var check: String
    public var element: String
    /// The worst severity it had anywhere.
    public var severity: AuditSeverity
    /// The message where it first occurred (the measured values may differ elsewhere).
    public var message: String
    /// The step after which it first appeared: the statement that caused it.
    public var range: SourceRange
    public var location: SourceLocation { range.start }
    /// The first `keptSteps` steps after which it was present, in file order.
    public var steps: [SourceLocation]
    /// How many steps (lines) it was present after, those not kept in `steps` included.
    public var stepCount = 0
    /// The first `keptScenarios` scenarios it occurred in, in file order.
    public var scenarios: [String]
    /// How many scenarios it occurred in.
    public var scenarioCount = 0
    /// The matrix's configurations it occurred under, as indices into
    /// `AuditReport.configurations`, in order.
    public var configurations: [Int]
    public var fingerprint: String
    /// Listed in the baseline given (`--baseline`): reported, but it fails nothing.
    public var known: Bool
    /// The severity the baseline accepts it at, when that is below its own: listed, yet new,
    /// because its severity rose.
    public var acceptedAs: AuditSeverity? = nil

    /// How many steps and scenarios an entry lists (our decision: enough to find the finding
    /// and see that it recurs; the human report shows 8). Past them they are counted, so an
    /// entry, and every report of it, stays bounded however long the scenario
    /// (docs/audits.md#long-scenarios).
    public static let keptSteps = 20
    public static let keptScenarios = 20
  }

  public struct FileAudit: Sendable {
    public var path: String
    public var source: SourceFile
    /// Parse and check errors: a file with any runs no step and is not audited.
    public var diagnostics: DiagnosticList
    public var entries: [Entry]
    /// Scenario replays (scenarios × configurations) and steps audited.
    public var replays: Int
    public var steps: Int
  }

  public var files: [FileAudit]
  public var configurations: [AuditMatrix.Configuration]
  public var rules: [AuditRule]
  /// Whether a baseline was applied: SARIF then says of every result whether it is new.
  public private(set) var baselineGiven = false
  /// The baseline file the known findings come from, as the user named it.
  public private(set) var baselinePath: String?
  /// Why an input could not be audited at all (a path that does not exist, a file that cannot
  /// be read), one message each, as printed on standard error: the SARIF report states them,
  /// so that a report with no result never passes for a clean audit.
  public var unreadable: [String] = []
  /// The run writes a baseline: it accepts what it found, and passes (`exitStatus`).
  public var acceptsFindings = false
  /// `--fail-fast` stopped the audit before every file was audited.
  public var stoppedEarly = false

  public init(
    files: [FileAudit], configurations: [AuditMatrix.Configuration],
    rules: [AuditRule] = AuditRules.all
  ) {
    self.files = files
    self.configurations = configurations
    self.rules = rules
  }

  public var entries: [Entry] { files.flatMap(\.entries) }

  /// Where docs/audits.md explains the rule of `entry`, as every report format cites it.
  public func docs(for entry: Entry) -> String {
    "docs/audits.md#" + (rules.first { $0.id == entry.rule }?.helpAnchor ?? entry.rule)
  }
  /// Findings not in the baseline: any of them fails the audit.
  public var newEntries: [Entry] { entries.filter { !$0.known } }
  public var hasInputErrors: Bool { files.contains { $0.diagnostics.hasErrors } }

  /// Whether every input was read, parsed and checked, so that every scenario was audited.
  public var auditedEverything: Bool { unreadable.isEmpty && !hasInputErrors }

  /// The status `navspec audit` exits with: 2 when an input could not be audited, else 1 for a
  /// new finding (unless the run writes a baseline), else 0. (3, a report that could not be
  /// written, is not the report's to tell.)
  public var exitStatus: Int32 {
    if !auditedEverything { return 2 }
    return !acceptsFindings && !newEntries.isEmpty ? 1 : 0
  }

  /// Marks the entries whose fingerprints `baseline` lists as known.
  public mutating func apply(_ baseline: AuditBaseline, from path: String? = nil) {
    baselineGiven = true
    baselinePath = path
    for file in files.indices {
      for entry in files[file].entries.indices {
        let found = files[file].entries[entry]
        files[file].entries[entry].known = baseline.contains(
          found.fingerprint, at: found.severity)
        if case .some(.some(let accepted)) = baseline.known[found.fingerprint],
          accepted < found.severity
        {
          files[file].entries[entry].acceptedAs = accepted
        }
      }
    }
  }
}
