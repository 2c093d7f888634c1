import NavSpecModel

/// Known findings (`navspec audit --baseline FILE`): reported as known, failing nothing, so a
/// team can adopt the audit on a corpus with findings and fail only on new ones.
/// `--write-baseline FILE` writes the findings of a run:
///
///     {
///       "version": 1,
///       "findings": [
///         {"fingerprint": "9a3f…", "file": "scenarios/a.scenario", "rule": "hit-target",
///          "check": "below-recommended", "element": "Search"}
///       ]
///     }
///
/// Only `fingerprint` is read back (`AuditFingerprint`); the other fields are there for a
/// person reviewing the file. Findings are written in report order, so the file diffs well.
public struct AuditBaseline: Hashable, Sendable {
  public private(set) var fingerprints: Set<String>

  public struct Failure: Error, Hashable, Sendable {
    public var message: String

    public init(message: String) {
      self.message = message
    }
  }

  /// The version this build writes and reads.
  public static let version = 1

  public init(fingerprints: Set<String>) {
    self.fingerprints = fingerprints
  }

  public func contains(_ fingerprint: String) -> Bool { fingerprints.contains(fingerprint) }

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
    var fingerprints: Set<String> = []
    for (index, finding) in findings.enumerated() {
      guard case .object(let fields) = finding,
        case .string(let fingerprint)? = fields["fingerprint"]
      else {
        throw Failure(
          message: "finding \(index + 1) of the baseline '\(shown)' has no \"fingerprint\"")
      }
      fingerprints.insert(fingerprint)
    }
    self.fingerprints = fingerprints
  }

  /// The baseline listing every finding of `report`.
  public static func text(for report: AuditReport) -> String {
    let findings = report.entries.map { entry in
      OrderedJSON.object([
        ("fingerprint", .string(entry.fingerprint)), ("file", .string(entry.file)),
        ("rule", .string(entry.rule)), ("check", .string(entry.check)),
        ("element", .string(entry.element)),
      ])
    }
    return OrderedJSON.object([
      ("version", .number(String(version))), ("findings", .array(findings)),
    ]).text
  }
}
