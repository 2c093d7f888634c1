import NavSpecModel

/// What `navspec audit` found: for each file, its findings, each reported once with every step,
/// scenario and setting where it occurred (docs/audits.md#running-audits).
public struct AuditReport: Sendable {
  /// One finding of one scenario, however many times it occurred: its identity is the file, the
  /// scenario, the component (with its variant), the rule, the check and the element
  /// (docs/audits.md#what-identifies-a-finding).
  public struct Entry: Hashable, Sendable {
    public var file: String
    /// The scenario's name.
    public var scenario: String
    /// The element's component (`AuditFinding.component`).
    public var component: String
    /// What the element is in its component (`AuditFinding.part`): `tab` for any tab.
    public var part: String
    public var rule: String
    public var check: String
    public var element: String
    /// The worst severity it had anywhere.
    public var severity: AuditSeverity
    /// The message of the first setting where it is at its worst (`AuditFinding.shortfall`).
    public var message: String
    /// The step after which it first appeared: the statement that caused it.
    public var range: SourceRange
    public var location: SourceLocation { range.start }
    /// The first `keptSteps` steps after which it was present, in file order.
    public var steps: [SourceLocation]
    /// How many steps (lines) it was present after, those not kept in `steps` included.
    public var stepCount: Int
    /// The matrix's configurations it occurred under, as indices into
    /// `AuditReport.configurations`, in order.
    public var configurations: [Int]
    public var fingerprint: String
    /// Its root cause is in the baseline given (`--baseline`), at its severity or a worse one:
    /// reported, but it fails nothing.
    public var known = false
    /// The severity the baseline accepts its root cause at, when that is below its own: listed,
    /// yet new, because its severity rose.
    public var acceptedAs: AuditSeverity? = nil
    /// The scenario's `audit ignore` line that accepts it, if one does.
    public var ignored: Ignored? = nil
    /// What it rests on that the design document does not state (`AuditFinding.assumptions`).
    public var assumptions: [String] = []

    /// An `audit ignore` line that accepts a finding: where it stands and its reason.
    public struct Ignored: Hashable, Sendable {
      public var location: SourceLocation
      public var reason: String?

      init(_ ignore: AuditIgnore) {
        location = ignore.location
        reason = ignore.reason
      }

      /// `ignored on line 12: "the demonstration's own finding"`.
      public var description: String {
        "ignored on line \(location.line)"
          + (reason.map { ": \(ValueFormatter.quotedIfNeeded($0))" } ?? " (no reason given)")
      }
    }

    /// What the baseline knows it by.
    public var rootCause: AuditRootCause {
      AuditRootCause(component: component, rule: rule, check: check, part: part)
    }

    /// Neither known from the baseline nor ignored in its scenario: it fails the audit.
    public var isNew: Bool { !known && ignored == nil }

    /// New and worse than a note (a review item): it fails the audit.
    public var failsTheAudit: Bool { isNew && severity > .note }

    /// How many steps an entry lists (our decision: enough to find the finding and see that it
    /// recurs; the human report shows 8). Past them they are counted, so an entry, and every
    /// report of it, stays bounded however long the scenario (docs/audits.md#long-scenarios).
    public static let keptSteps = 20
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
  /// Findings neither in the baseline nor ignored in their scenario: any of them fails the
  /// audit.
  public var newEntries: [Entry] { entries.filter(\.isNew) }
  /// New findings worse than a note: those that fail the audit (a note is a review item).
  public var failingEntries: [Entry] { entries.filter(\.failsTheAudit) }
  public var hasInputErrors: Bool { files.contains { $0.diagnostics.hasErrors } }

  /// Whether every input was read, parsed and checked, so that every scenario was audited.
  public var auditedEverything: Bool { unreadable.isEmpty && !hasInputErrors }

  /// The status `navspec audit` exits with: 2 when an input could not be audited, else 1 for a
  /// new finding (a note fails nothing), else 0. (3, a report that could not be
  /// written, is not the report's to tell.)
  public var exitStatus: Int32 {
    if !auditedEverything { return 2 }
    return failingEntries.isEmpty ? 0 : 1
  }

  /// Marks the entries whose root causes `baseline` lists, at their severity or a worse one, as
  /// known, and those it lists at a lower severity as accepted only at that one.
  public mutating func apply(_ baseline: AuditBaseline, from path: String? = nil) {
    baselineGiven = true
    baselinePath = path
    for file in files.indices {
      for index in files[file].entries.indices {
        let entry = files[file].entries[index]
        let accepted = baseline.severity(of: entry.rootCause)
        files[file].entries[index].known = accepted.map { entry.severity <= $0 } ?? false
        files[file].entries[index].acceptedAs = accepted.flatMap { $0 < entry.severity ? $0 : nil }
      }
    }
  }
}
