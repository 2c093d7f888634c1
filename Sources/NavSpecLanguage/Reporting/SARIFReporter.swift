import NavSpecModel

/// `navspec audit --format sarif`: SARIF 2.1.0 (OASIS), the format GitHub code scanning ingests.
///
/// - One run; `tool.driver` is NavSpec with every rule of the audit: its id, a name, the
///   summary, the threshold with its public sources, the default level, and help that links
///   to the sources; `helpUri` is the first source (an absolute address, as `helpUri` requires),
///   and `properties.docs` names the rule's section in docs/audits.md.
/// - One result per finding (a finding is reported once, however many steps and settings it
///   occurred at): `ruleId`, `ruleIndex`, `level`, the message with where else it occurred, one
///   location at the scenario line that caused it (the path as given on the command line, so
///   a run from the repository's root gives repository-relative paths), the element as a logical
///   location, and `partialFingerprints["navspecFinding/v1"]` (`AuditFingerprint`: stable across
///   runs, edits that move lines, and matrix changes, so code scanning tracks a finding).
/// - With a baseline, `baselineState` is `unchanged` for a known finding and `new` otherwise,
///   and a known finding carries a `suppressions` entry (kind `external`, status `accepted`,
///   justified by the baseline file), as SARIF 2.1.0 §3.35 intends for results a tool's user
///   accepted outside the source: a consumer that counts open results counts the new ones only.
/// - `invocations` says whether the audit ran: `executionSuccessful` is false when an input
///   could not be read, parsed or checked (its scenarios were not audited, so an empty
///   `results` is no clean audit), `exitCode` is `navspec audit`'s status, and each such input
///   is a `toolExecutionNotifications` entry at its location, with its message.
/// - `tool.driver` names NavSpec with its `version` and `semanticVersion`.
///
/// The test suite validates this output against the published 2.1.0 schema, shipped in the
/// repository as `schemas/sarif-schema-2.1.0.json`.
public enum SARIFReporter {
  public static let schema = "https://json.schemastore.org/sarif-2.1.0.json"
  /// The key of NavSpec's fingerprint in `partialFingerprints`: versioned, so that a change to
  /// what the fingerprint covers gets a new key instead of silently new findings.
  public static let fingerprintKey = "navspecFinding/v1"

  public static func render(_ report: AuditReport) -> String {
    let baselineGiven = report.baselineGiven
    let rules = report.rules
    var index: [String: Int] = [:]
    for (position, rule) in rules.enumerated() where index[rule.id] == nil {
      index[rule.id] = position
    }
    let run = OrderedJSON.object([
      (
        "tool",
        .object([
          (
            "driver",
            .object([
              ("name", .string("NavSpec")),
              ("version", .string(NavSpecVersion.current)),
              ("semanticVersion", .string(NavSpecVersion.current)),
              ("informationUri", .string(informationUri)),
              ("rules", .array(rules.map(descriptor))),
            ])
          )
        ])
      ),
      ("invocations", .array([invocation(report)])),
      ("columnKind", .string("unicodeCodePoints")),
      (
        "results",
        .array(
          report.entries.map { result($0, ruleIndex: index[$0.rule], report, baselineGiven) })
      ),
    ])
    return OrderedJSON.object([
      ("$schema", .string(schema)), ("version", .string("2.1.0")), ("runs", .array([run])),
    ]).text
  }

  /// Where NavSpec's rules are explained for someone reading a code-scanning alert: WCAG's
  /// understanding pages are the common ground of every rule (our decision; the rules' own
  /// sources are in each rule's help).
  static let informationUri = "https://www.w3.org/WAI/WCAG22/Understanding/"

  private static func descriptor(_ rule: AuditRule) -> OrderedJSON {
    let sources = rule.sources.map { "\($0.title) (\($0.url))" }.joined(separator: "; ")
    let markdown = rule.sources.map { "- [\($0.title)](\($0.url))" }.joined(separator: "\n")
    var members: [(String, OrderedJSON)] = [
      ("id", .string(rule.id)),
      ("name", .string(pascalCase(rule.id))),
      ("shortDescription", .object([("text", .string(rule.summary))])),
      (
        "fullDescription",
        .object([("text", .string("\(rule.summary) Threshold: \(rule.threshold)."))])
      ),
      ("defaultConfiguration", .object([("level", .string(level(rule.defaultSeverity)))])),
      (
        "help",
        .object([
          ("text", .string("Threshold: \(rule.threshold). Sources: \(sources).")),
          (
            "markdown",
            .string("**Threshold:** \(rule.threshold)\n\n**Sources:**\n\n\(markdown)")
          ),
        ])
      ),
    ]
    if let first = rule.sources.first { members.append(("helpUri", .string(first.url))) }
    members.append(
      (
        "properties",
        .object([
          ("tags", .array([.string("accessibility")])),
          ("docs", .string("docs/audits.md#\(rule.helpAnchor)")),
          ("checks", .array(rule.checks.map(OrderedJSON.string))),
        ])
      ))
    return .object(members)
  }

  private static func result(
    _ entry: AuditReport.Entry, ruleIndex: Int?, _ report: AuditReport, _ baselineGiven: Bool
  ) -> OrderedJSON {
    var members: [(String, OrderedJSON)] = [("ruleId", .string(entry.rule))]
    if let ruleIndex { members.append(("ruleIndex", .integer(ruleIndex))) }
    members += [
      ("level", .string(level(entry.severity))),
      (
        "message",
        .object([("text", .string("\(entry.message) (\(entry.occurrences(in: report)))"))])
      ),
      (
        "locations",
        .array([
          .object([
            (
              "physicalLocation",
              .object([
                ("artifactLocation", .object([("uri", .string(uri(entry.file)))])),
                (
                  "region",
                  .object([
                    ("startLine", .integer(entry.location.line)),
                    ("startColumn", .integer(entry.location.column)),
                    ("endColumn", .integer(entry.location.column + max(1, entry.range.length))),
                  ])
                ),
              ])
            ),
            (
              "logicalLocations",
              .array([
                .object([("name", .string(entry.element)), ("kind", .string("element"))])
              ])
            ),
          ])
        ])
      ),
      ("partialFingerprints", .object([(fingerprintKey, .string(entry.fingerprint))])),
    ]
    if baselineGiven {
      members.append(("baselineState", .string(entry.isNew ? "new" : "unchanged")))
    }
    // Accepted in the scenario by an `audit ignore` line (in the source, SARIF's `inSource`),
    // or by the baseline (outside it, `external`).
    if let ignored = entry.ignored {
      members.append(
        (
          "suppressions",
          .array([
            .object([
              ("kind", .string("inSource")), ("status", .string("accepted")),
              ("location", .object([("physicalLocation", location(ignored.location, entry))])),
              ("justification", .string(ignored.description)),
            ])
          ])
        ))
    } else if entry.known {
      let file = report.baselinePath.map { " \($0)" } ?? ""
      members.append(
        (
          "suppressions",
          .array([
            .object([
              ("kind", .string("external")), ("status", .string("accepted")),
              ("justification", .string("known: listed in the audit baseline\(file)")),
            ])
          ])
        ))
    }
    members.append(
      (
        "properties",
        .object(
          [
            ("check", .string(entry.check)),
            ("element", .string(entry.element)),
            ("scenario", .string(entry.scenario)),
            ("component", .string(entry.component)),
            ("part", .string(entry.part)),
            ("assumptions", .array(entry.assumptions.map(OrderedJSON.string))),
            (
              "steps",
              .array(entry.steps.map { .string("\(entry.file):\($0.line):\($0.column)") })
            ),
          ]
            + AuditJSONReporter.omitted(entry)
            + [
              (
                "settings",
                .array(entry.configurations.map { .string(report.configurations[$0].label) })
              )
            ])
      ))
    return .object(members)
  }

  /// A physical location at the start of `location`'s line in `entry`'s file.
  private static func location(_ location: SourceLocation, _ entry: AuditReport.Entry)
    -> OrderedJSON
  {
    .object([
      ("artifactLocation", .object([("uri", .string(uri(entry.file)))])),
      ("region", .object([("startLine", .integer(location.line))])),
    ])
  }

  /// The one invocation: whether it audited everything, its exit status, and a notification
  /// for each input it could not audit (SARIF 2.1.0 §3.20).
  private static func invocation(_ report: AuditReport) -> OrderedJSON {
    var notifications: [OrderedJSON] = report.unreadable.map { message in
      .object([
        ("level", .string("error")), ("message", .object([("text", .string(message))])),
        ("descriptor", .object([("id", .string("unreadable-input"))])),
      ])
    }
    for file in report.files {
      for diagnostic in file.diagnostics where diagnostic.severity == .error {
        var text = diagnostic.message
        if let suggestion = diagnostic.suggestion { text += " (\(suggestion))" }
        for note in diagnostic.notes { text += "; \(note.location.description): \(note.message)" }
        notifications.append(
          .object([
            ("level", .string("error")), ("message", .object([("text", .string(text))])),
            (
              "locations",
              .array([
                .object([
                  (
                    "physicalLocation",
                    .object([
                      ("artifactLocation", .object([("uri", .string(uri(file.path)))])),
                      (
                        "region",
                        .object([
                          ("startLine", .integer(diagnostic.location.line)),
                          ("startColumn", .integer(diagnostic.location.column)),
                        ])
                      ),
                    ])
                  )
                ])
              ])
            ),
            ("descriptor", .object([("id", .string("scenario-error"))])),
          ]))
      }
      let omitted = file.diagnostics.omittedErrorCount
      if omitted > 0 {
        notifications.append(
          .object([
            ("level", .string("error")),
            (
              "message",
              .object([
                ("text", .string("\(ReportText.count(omitted, "more error")) in \(file.path)"))
              ])
            ),
            ("descriptor", .object([("id", .string("scenario-error"))])),
          ]))
      }
    }
    var members: [(String, OrderedJSON)] = [
      ("executionSuccessful", .bool(report.auditedEverything)),
      ("exitCode", .integer(Int(report.exitStatus))),
    ]
    if !notifications.isEmpty {
      members.append(("toolExecutionNotifications", .array(notifications)))
    }
    return .object(members)
  }

  static func level(_ severity: AuditSeverity) -> String {
    switch severity {
    case .note: "note"
    case .warning: "warning"
    case .error: "error"
    }
  }

  /// "hit-target" → "HitTarget": SARIF's `name` is an identifier-like word.
  static func pascalCase(_ id: String) -> String {
    id.split(whereSeparator: { !$0.isLetter && !$0.isNumber })
      .map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
  }

  /// A relative reference as SARIF's `uri` wants it: the path with each segment
  /// percent-encoded where RFC 3986 does not allow the character (spaces, `#`, `?`, `%`, non-ASCII).
  public static func uri(_ path: String) -> String {
    // RFC 3986's sub-delimiters, `:`, `@` and `/` may stand in a path as they are.
    PercentEncoding.encoded(path, keeping: "/!$&'()*+,;=:@")
  }

}
