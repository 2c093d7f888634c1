/// One accessibility behaviour rule: what it checks, its threshold and where that threshold is
/// published, how bad a breach is by default, where docs/audits.md explains it, and the check
/// itself, a pure function from one instant's `AuditSnapshot` to findings (handed the rule, so
/// that it makes its findings with `finding(_:on:_:severity:)`).
///
/// Why a struct holding a function rather than a protocol: the registry (`AuditRules.all`) is a
/// plain array of values that a report can list, look up by id and describe (SARIF's rule
/// metadata) without a type per rule; a new rule is one `static let` in its own file and one
/// line in the registry.
public struct AuditRule: Sendable, Identifiable {
  /// The name scenarios and reports use: "hit-target", "label".
  public var id: String
  /// One line: what the rule asks of an element.
  public var summary: String
  /// The documented threshold, in words ("44 x 44 pt (warning), 24 x 24 pt (error)").
  public var threshold: String
  /// Where the threshold is published: a title and a public address for each.
  public var sources: [AuditSource]
  /// The severity of its findings unless a check says otherwise.
  public var defaultSeverity: AuditSeverity
  /// The anchor of the rule's section in docs/audits.md ("hit-target" for
  /// docs/audits.md#hit-target).
  public var helpAnchor: String
  /// The checks' short names, as findings carry them in `AuditFinding.check`.
  public var checks: [String]
  /// Whether its findings depend on what differs between settings of one `behaviouralKey`
  /// (colours, the Dynamic Type size): a run audited under several such settings runs it under
  /// each, and every other rule once (`Simulator.audit(rules:under:)`).
  public var readsAppearance: Bool
  private let body: @Sendable (AuditRule, AuditSnapshot) -> [AuditFinding]

  public init(
    id: String, summary: String, threshold: String, sources: [AuditSource],
    defaultSeverity: AuditSeverity, helpAnchor: String? = nil, checks: [String],
    readsAppearance: Bool = false,
    check body: @escaping @Sendable (AuditRule, AuditSnapshot) -> [AuditFinding]
  ) {
    self.id = id
    self.summary = summary
    self.threshold = threshold
    self.sources = sources
    self.defaultSeverity = defaultSeverity
    self.helpAnchor = helpAnchor ?? id
    self.checks = checks
    self.readsAppearance = readsAppearance
    self.body = body
  }

  /// The rule's findings on one instant, in the order the rule found them.
  public func findings(in snapshot: AuditSnapshot) -> [AuditFinding] {
    body(self, snapshot)
  }

  /// A finding of this rule, with the rule's default severity unless given. `component` is the
  /// element's component's `auditName` when the rule knows it (a visual element, a motion);
  /// left empty, the audit takes the component of the accessibility element named `element`.
  public func finding(
    _ check: String, on element: String, _ message: String, severity: AuditSeverity? = nil,
    shortfall: Double = 0, in component: String = ""
  ) -> AuditFinding {
    AuditFinding(
      rule: id, check: check, severity: severity ?? defaultSeverity, element: element,
      message: message, shortfall: shortfall, component: component)
  }
}

/// A public document a rule's threshold comes from.
public struct AuditSource: Hashable, Sendable {
  public var title: String
  public var url: String

  public init(_ title: String, url: String) {
    self.title = title
    self.url = url
  }
}
