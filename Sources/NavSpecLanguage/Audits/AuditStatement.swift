import NavSpecModel

/// The audit statements (docs/audits.md#in-a-scenario), one type for all of them so that they
/// share one session state, the suppressions:
///
/// - `audit`, `audit hit-target label`: runs the rules (all, or those named) on the screen at
///   that instant; an error finding fails the scenario, warnings are recorded in the result;
/// - `audit ignore label.duplicate on B [because "…"]`: later `audit` steps and
///   `expect audit clean` leave out the findings it matches, and `navspec audit` accepts them in
///   the whole scenario, with the reason;
/// - `expect audit clean`: no finding at all, warnings included, but for those ignored;
/// - `expect audit hit-target on Search [severity warning]`: that rule (or `rule.check`) finds
///   something on that element (or anywhere, without `on`), of that severity when one is given;
/// - `expect no audit hit-target [on Search]`: it finds nothing there.
enum AuditStatement: Hashable, Sendable {
  case run(rules: [Located<String>])
  case ignore(AuditSelector, reason: Located<String>?)
  case expectClean
  case expectFinding(AuditSelector, severity: Located<String>?)
  case expectNoFinding(AuditSelector)

  /// Whether it asserts something, so a scenario made of it asserts something.
  var isExpectation: Bool {
    switch self {
    case .ignore: false
    case .run, .expectClean, .expectFinding, .expectNoFinding: true
    }
  }
}

/// Which findings a statement means: a rule, or one of its checks (`label.empty`), on one element
/// or (without `on`) anywhere.
struct AuditSelector: Hashable, Sendable {
  /// `label` or `label.empty`, as written.
  var name: Located<String>
  var element: Located<String>?

  /// The rule's id: the name up to its first dot.
  var rule: String {
    String(name.value.prefix { $0 != "." })
  }

  /// The check after the dot, if one is named.
  var check: String? {
    guard let dot = name.value.firstIndex(of: ".") else { return nil }
    return String(name.value[name.value.index(after: dot)...])
  }

  func matches(_ finding: AuditFinding) -> Bool {
    matches(rule: finding.rule, check: finding.check, element: finding.element)
  }

  func matches(rule: String, check: String, element: String) -> Bool {
    rule == self.rule && (self.check.map { $0 == check } ?? true)
      && (self.element.map { $0.value == element } ?? true)
  }

  /// `label.duplicate on B`, as a message names it.
  var text: String {
    name.value + (element.map { " on \(ValueFormatter.quotedIfNeeded($0.value))" } ?? "")
  }
}
