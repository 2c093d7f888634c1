import NavSpecModel

/// Known root causes (`navspec audit --baseline FILE`): a finding whose root cause is listed, at
/// its severity or a worse one, is reported as known and fails nothing, so a team can adopt the
/// audit on a corpus with findings and fail only on new ones. `--write-baseline FILE` writes the
/// root causes of a run:
///
///     {
///       "version": 2,
///       "rootCauses": [
///         {"component": "bubble-swiftui", "rule": "contrast", "check": "text", "part": "tab",
///          "severity": "error", "reason": "white on Color.blue is 4.02:1 (the document's colours)",
///          "findings": 40, "scenarios": ["scenarios/bubble/a.scenario: Tap", …]}
///       ]
///     }
///
/// The four fields of the root cause and `severity` are read back; `reason` is carried from the
/// file a run rewrites to the new one, and `findings` and `scenarios` are there for a person
/// reviewing it. A root cause is keyed by its component, not by file or tab: a new scenario of
/// a bar with a known problem is known, and a bar that gains a problem is new wherever it shows.
public struct AuditBaseline: Hashable, Sendable {
  /// One root cause the baseline accepts.
  public struct Entry: Hashable, Sendable {
    public var cause: AuditRootCause
    /// The worst severity it is accepted at: a warning accepted accepts nothing worse.
    public var severity: AuditSeverity
    /// Why it is accepted, in one line; empty until a person writes it.
    public var reason: String
    /// How many findings it had when written, and the first `keptScenarios` scenarios
    /// (`file: name`) of `scenarioCount`.
    public var findings: Int
    public var scenarios: [String]
    public var scenarioCount: Int

    public static let keptScenarios = 20

    public init(
      cause: AuditRootCause, severity: AuditSeverity, reason: String, findings: Int,
      scenarios: [String], scenarioCount: Int
    ) {
      self.cause = cause
      self.severity = severity
      self.reason = reason
      self.findings = findings
      self.scenarios = scenarios
      self.scenarioCount = scenarioCount
    }
  }

  public private(set) var entries: [AuditRootCause: Entry]

  public struct Failure: Error, Hashable, Sendable {
    public var message: String

    public init(message: String) {
      self.message = message
    }
  }

  /// The version this build writes and reads. Version 1 listed findings by file.
  public static let version = 2

  public init(entries: [Entry] = []) {
    var known: [AuditRootCause: Entry] = [:]
    for entry in entries { Self.add(entry, to: &known) }
    self.entries = known
  }

  /// The severity `cause` is accepted at, or nil when it is not known.
  public func severity(of cause: AuditRootCause) -> AuditSeverity? {
    entries[cause]?.severity
  }

  /// Listed twice: the worse severity wins, and the first reason given.
  private static func add(_ entry: Entry, to known: inout [AuditRootCause: Entry]) {
    guard var existing = known[entry.cause] else {
      known[entry.cause] = entry
      return
    }
    existing.severity = max(existing.severity, entry.severity)
    if existing.reason.isEmpty { existing.reason = entry.reason }
    known[entry.cause] = existing
  }

  /// Reads a baseline file's text; `path` names it in the messages.
  public init(parsing text: String, path: String) throws(Failure) {
    let shown = OptionFailure.shown(path)
    let document: JSONValue
    do throws(JSONParser.Failure) {
      document = try JSONParser.parse(text)
    } catch {
      throw Failure(message: "the baseline '\(shown)' is not JSON: \(error.description)")
    }
    guard case .object(let members) = document, case .number(let version)? = members["version"]
    else {
      throw Failure(
        message: "the baseline '\(shown)' has no \"version\"; write one with --write-baseline")
    }
    guard version == Double(Self.version) else {
      let old =
        version == 1 ? " (version 1 listed findings by file; version 2 lists root causes)" : ""
      throw Failure(
        message:
          "the baseline '\(shown)' is version \(ValueFormatter.number(version)); this navspec reads version \(Self.version)\(old); write it again with --write-baseline"
      )
    }
    guard case .array(let causes)? = members["rootCauses"] else {
      throw Failure(message: "the baseline '\(shown)' has no \"rootCauses\" list")
    }
    var known: [AuditRootCause: Entry] = [:]
    for (index, cause) in causes.enumerated() {
      let what = "root cause \(index + 1) of the baseline '\(shown)'"
      guard case .object(let fields) = cause else {
        throw Failure(message: "\(what) is not an object")
      }
      func string(_ name: String) throws(Failure) -> String {
        guard case .string(let value)? = fields[name] else {
          throw Failure(message: "\(what) has no \"\(name)\" text")
        }
        return value
      }
      let names = AuditSeverity.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: " or ")
      guard let severity = AuditSeverity(rawValue: try string("severity")) else {
        throw Failure(message: "\(what) has a \"severity\" that is not \(names)")
      }
      var reason = ""
      if fields["reason"] != nil { reason = try string("reason") }
      let entry = Entry(
        cause: AuditRootCause(
          component: try string("component"), rule: try string("rule"),
          check: try string("check"), part: try string("part")),
        severity: severity, reason: reason, findings: 0, scenarios: [], scenarioCount: 0)
      Self.add(entry, to: &known)
    }
    self.entries = known
  }

  /// The file's text: the root causes in order of component, rule, check and part, so that it
  /// diffs well.
  public var text: String {
    let causes = entries.values.sorted { $0.cause < $1.cause }.map { entry in
      var members: [(String, OrderedJSON)] = [
        ("component", .string(entry.cause.component)), ("rule", .string(entry.cause.rule)),
        ("check", .string(entry.cause.check)), ("part", .string(entry.cause.part)),
        ("severity", .string(entry.severity.rawValue)), ("reason", .string(entry.reason)),
        ("findings", .integer(entry.findings)),
        ("scenarios", .array(entry.scenarios.map(OrderedJSON.string))),
      ]
      if entry.scenarioCount > entry.scenarios.count {
        members.append(("omittedScenarios", .integer(entry.scenarioCount - entry.scenarios.count)))
      }
      return OrderedJSON.object(members)
    }
    return OrderedJSON.object([
      ("version", .integer(Self.version)), ("rootCauses", .array(causes)),
    ]).text
  }
}
