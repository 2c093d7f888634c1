/// One thing a rule found wrong with one element at one instant.
///
/// `rule` and `check` together name what went wrong ("label", "repeats-trait"), `element` names
/// where (an accessibility element's identifier, as scenarios write it: a tab's title,
/// `back-button`), and `message` says it with the measured value and the threshold
/// ("Search's hit region is 40 x 64 pt; Apple's HIG asks for 44 x 44 pt"). Everything is
/// plain data, so a report can deduplicate findings across steps and settings by
/// `(component, rule, check, element)` and fingerprint them for code scanning.
public struct AuditFinding: Hashable, Sendable {
  /// The rule's id (`AuditRule.id`).
  public var rule: String
  /// Which of the rule's checks found it, a short stable word ("empty", "duplicate",
  /// "below-minimum"); the rule's page in docs/audits.md lists them.
  public var check: String
  public var severity: AuditSeverity
  /// The element's identifier; the empty string for a finding about no one element.
  public var element: String
  /// The component the element belongs to, with its variant (`ScreenComponent.auditName`:
  /// `glass`, `bubble-uikit`); the empty string for a finding about no component (VoiceOver's
  /// focus lost, an element no longer on screen).
  public var component: String
  /// What the element is within its component, the same in every scenario: `tab` for any tab of
  /// the tab container (Home and Search are the same design's tab), else the element itself
  /// (`pill`, `back-button`). A baseline knows a finding by its component, rule, check and part:
  /// the design's root cause, whatever the tabs are called (docs/audits.md#baselines).
  public var part: String
  public var message: String
  /// How far the element is from passing, in the check's own measure (larger is worse; 0 when
  /// the check has none): contrast gives the required ratio over the measured one. Compared
  /// only between findings of one check on one element, to keep the message of the setting
  /// where a finding is at its worst when the report merges the settings.
  public var shortfall: Double
  /// What the finding rests on that the design document does not state
  /// (`VisualElement.assumptions`), each in words; the message ends with them.
  public var assumptions: [String] = []

  public init(
    rule: String, check: String, severity: AuditSeverity, element: String, message: String,
    shortfall: Double = 0, component: String = "", part: String? = nil
  ) {
    self.rule = rule
    self.check = check
    self.severity = severity
    self.element = element
    self.message = message
    self.shortfall = shortfall
    self.component = component
    self.part = part ?? element
  }
}
