/// traits: what an element is and what state it is in reach VoiceOver through its traits: a
/// selected tab says so, a tab or a button has the button trait, a tab sits in a tab bar
/// container, a heading has the header trait, and a disabled control does not pass for a working
/// one (docs/audits.md#traits).
extension AuditRule {
  public static let traits = AuditRule(
    id: "traits",
    summary:
      "Every element's traits say what it is and what state it is in: selected, button, tab, heading, enabled.",
    threshold:
      "a missing or wrong state or role is an error (WCAG 2.2 SC 4.1.2), and so is a screen's title shown as a heading without the header trait (SC 1.3.1, Level A); a tab outside a tab bar container is a warning (it still reads as a button, so whether the lost \"Tab, 2 of 3\" fails SC 1.3.1 needs judgement)",
    sources: [
      AuditSource(
        "WCAG 2.2, Success Criterion 4.1.2 Name, Role, Value",
        url: "https://www.w3.org/TR/WCAG22/#name-role-value"),
      AuditSource(
        "WCAG 2.2, Success Criterion 1.3.1 Info and Relationships",
        url: "https://www.w3.org/TR/WCAG22/#info-and-relationships"),
      AuditSource(
        "Apple Developer Documentation, UIAccessibilityTraits",
        url: "https://developer.apple.com/documentation/uikit/uiaccessibilitytraits"),
    ],
    defaultSeverity: .error,
    checks: [
      "selected-missing", "selected-wrong", "button-missing", "not-in-tab-bar", "heading-missing",
      "disabled-focusable",
    ]
  ) { rule, snapshot in
    var findings: [AuditFinding] = []
    for element in snapshot.elements {
      let name = element.identifier
      let traits = element.traits
      // Built only for a finding: the rule runs after every step, and most elements pass.
      var spoken: String { AuditText.quoted(element.element.spokenDescription) }
      let isControl = element.role == .tab || element.role == .button
      if element.role == .tab, element.isSelected, !traits.contains(.selected) {
        findings.append(
          rule.finding(
            "selected-missing", on: name,
            "\(name) is the selected tab but has no selected trait: VoiceOver speaks \(spoken)"))
      }
      if element.role == .tab, !element.isSelected, traits.contains(.selected) {
        findings.append(
          rule.finding(
            "selected-wrong", on: name,
            "\(name) is not the selected tab but has the selected trait: VoiceOver speaks \(spoken)"
          ))
      }
      if isControl, !traits.contains(.button) {
        findings.append(
          rule.finding(
            "button-missing", on: name,
            "\(name) is a \(element.role == .tab ? "tab" : "button") without the button trait: VoiceOver speaks \(spoken)"
          ))
      }
      if element.role == .tab, element.element.containerTrait != .tabBar,
        element.element.containerTrait != .list
      {
        findings.append(
          rule.finding(
            "not-in-tab-bar", on: name,
            "\(name) is a tab outside a container with the tab bar trait: VoiceOver speaks \(spoken), with no \"Tab, \(element.element.positionText)\"",
            severity: .warning))
      }
      if element.role == .heading, !traits.contains(.header) {
        findings.append(
          rule.finding(
            "heading-missing", on: name,
            "\(name) is the screen's heading without the header trait: VoiceOver speaks \(spoken), and the rotor's headings skip it; WCAG 2.2 (SC 1.3.1, Level A) asks that what is shown as a heading be one to assistive technology"
          ))
      }
      if !element.isEnabled {
        findings.append(
          rule.finding(
            "disabled-focusable", on: name,
            "\(name) is disabled, yet VoiceOver focuses it and speaks \(spoken) with nothing saying it is dimmed (the notEnabled trait)"
          ))
      }
    }
    return findings
  }
}
