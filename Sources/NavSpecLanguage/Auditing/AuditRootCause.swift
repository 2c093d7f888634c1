import NavSpecModel

/// What causes a finding, as a baseline knows it: the component with its variant, the rule, the
/// check and the element's part in the component (`AuditFinding.part`: `tab` for any tab). The
/// bubble bar's white title on blue fails in every scenario that shows it, whatever its tabs
/// are called; the baseline holds that once (docs/audits.md#baselines).
public struct AuditRootCause: Hashable, Sendable, Comparable {
  public var component: String
  public var rule: String
  public var check: String
  public var part: String

  public init(component: String, rule: String, check: String, part: String) {
    self.component = component
    self.rule = rule
    self.check = check
    self.part = part
  }

  /// `contrast.text on the bubble-swiftui tab`; `focus.lost` for one of no component.
  public var description: String {
    // A finding on the component as a whole (its selection, its content) has no part: "on the
    // system bar", never `on the system ""`.
    let place =
      component.isEmpty
      ? (part.isEmpty ? "" : " on \(ValueFormatter.quotedIfNeeded(part))")
      : part.isEmpty
        ? " on the \(component) component"
        : " on the \(component) \(ValueFormatter.quotedIfNeeded(part))"
    return "\(rule).\(check)\(place)"
  }

  public static func < (lhs: Self, rhs: Self) -> Bool {
    (lhs.component, lhs.rule, lhs.check, lhs.part) < (rhs.component, rhs.rule, rhs.check, rhs.part)
  }
}
