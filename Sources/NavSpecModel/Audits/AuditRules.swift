/// Every audit rule, in the order reports list them and findings come.
///
/// The one place a rule is registered: a new rule is a `static let` on `AuditRule` in its own
/// file (`AuditRule+<Rule>.swift`) and one line here.
public enum AuditRules {
  public static let all: [AuditRule] = [
    .hitTarget,
    .label,
    .hint,
    .traits,
    .readingOrder,
    .focus,
    .gestureAlternative,
    .contrast,
    .selectionCue,
    .boundary,
    .dynamicType,
    .reduceMotion,
  ]

  /// The rule with this id.
  public static func rule(_ id: String) -> AuditRule? {
    all.first { $0.id == id }
  }

  /// Every rule's id, in order.
  public static var ids: [String] { all.map(\.id) }
}
