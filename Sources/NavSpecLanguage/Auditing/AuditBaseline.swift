import NavSpecModel

/// Known findings (`navspec audit --baseline FILE`): reported as known, failing nothing, so a
/// team can adopt the audit on a corpus with findings and fail only on new ones.
/// `--write-baseline FILE` writes the findings of a run:
///
///     {
///       "version": 1,
///       "findings": [
///         {"fingerprint": "9a3f…", "file": "scenarios/a.scenario", "rule": "hit-target",
///          "check": "below-recommended", "element": "Search", "severity": "warning"}
///       ]
///     }
///
/// `fingerprint` (`AuditFingerprint`) and `severity` are read back; the other fields are there
/// for a person reviewing the file. A finding is known when its fingerprint is listed at its
/// severity or a worse one: a warning that became an error is new, since accepting a warning
/// accepted nothing worse. An entry without `severity` (written before it was) knows the
/// finding at any severity. Findings are written in report order, so the file diffs well.
public struct AuditBaseline: Hashable, Sendable {
  /// Each known fingerprint, with the worst severity it is known at (nil: any).
  public private(set) var known: [String: AuditSeverity?]

  public var fingerprints: Set<String> { Set(known.keys) }

  public struct Failure: Error, Hashable, Sendable {
    public var message: String

    public init(message: String) {
      self.message = message
    }
  }

  /// The version this build writes and reads.
  public static let version = 1

  /// Knows each fingerprint at any severity.
  public init(fingerprints: Set<String>) {
    self.known = Dictionary(uniqueKeysWithValues: fingerprints.map { ($0, nil) })
  }

  public init(known: [String: AuditSeverity?]) {
    self.known = known
  }

  /// Whether a finding with `fingerprint` at `severity` is known.
  public func contains(_ fingerprint: String, at severity: AuditSeverity) -> Bool {
    guard let recorded = known[fingerprint] else { return false }
    return recorded.map { severity <= $0 } ?? true
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
      throw Failure(
        message:
          "the baseline '\(shown)' is version \(ValueFormatter.number(version)); this navspec reads version \(Self.version)"
      )
    }
    guard case .array(let findings)? = members["findings"] else {
      throw Failure(message: "the baseline '\(shown)' has no \"findings\" list")
    }
    var known: [String: AuditSeverity?] = [:]
    for (index, finding) in findings.enumerated() {
      guard case .object(let fields) = finding,
        case .string(let fingerprint)? = fields["fingerprint"]
      else {
        throw Failure(
          message: "finding \(index + 1) of the baseline '\(shown)' has no \"fingerprint\"")
      }
      var severity: AuditSeverity?
      if let field = fields["severity"] {
        guard case .string(let name) = field, let parsed = AuditSeverity(rawValue: name) else {
          let names = AuditSeverity.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: " or ")
          throw Failure(
            message:
              "finding \(index + 1) of the baseline '\(shown)' has a \"severity\" that is not \(names)"
          )
        }
        severity = parsed
      }
      // Listed twice: the worse severity (or any) wins.
      if let existing = known[fingerprint] {
        known[fingerprint] = existing.flatMap { old in severity.map { max(old, $0) } }
      } else {
        known[fingerprint] = severity
      }
    }
    self.known = known
  }

  /// The baseline listing every finding of `report`.
  public static func text(for report: AuditReport) -> String {
    let findings = report.entries.map { entry in
      OrderedJSON.object([
        ("fingerprint", .string(entry.fingerprint)), ("file", .string(entry.file)),
        ("rule", .string(entry.rule)), ("check", .string(entry.check)),
        ("element", .string(entry.element)), ("severity", .string(entry.severity.rawValue)),
      ])
    }
    return OrderedJSON.object([
      ("version", .number(String(version))), ("findings", .array(findings)),
    ]).text
  }
}
