/// boundary: a bar's edge against what surrounds it, a review item (docs/audits.md#boundary).
///
/// Why a rule of its own and not a check of `contrast`: WCAG asks a component's boundary to
/// stand out only where it is needed to identify the component (Understanding SC 1.4.11, "User
/// Interface Components"), and a bar's tabs are identified by their titles, so an edge that
/// blends in is a note for a person to judge, never a failure; kept apart, `expect no audit
/// contrast` still means that no text, icon or indicator fails.
extension AuditRule {
  public static let boundary = AuditRule(
    id: "boundary",
    summary: "A bar's edge can be told from the content around it.",
    threshold:
      "a bar's fill below 3:1 against the screen around it (WCAG 2.2 SC 1.4.11's ratio), a note: WCAG asks a boundary to stand out only where it identifies the component",
    sources: [
      AuditSource(
        "WCAG 2.2, Success Criterion 1.4.11 Non-text Contrast",
        url: "https://www.w3.org/TR/WCAG22/#non-text-contrast"),
      AuditSource(
        "Understanding WCAG 2.2, SC 1.4.11: User Interface Components (boundaries)",
        url: "https://www.w3.org/WAI/WCAG22/Understanding/non-text-contrast.html"),
    ],
    defaultSeverity: .note,
    checks: ["bar-edge"],
    readsAppearance: true
  ) { rule, snapshot in
    var findings: [AuditFinding] = []
    for (component, element) in snapshot.visualElements where element.role == .edge {
      // Over content nobody declared, the edge would be a material's unpublished tint against
      // the same unknown content: nothing to judge.
      guard element.backdrop.base != .unknownContent,
        element.worstContrastRatio < indicatorContrast
      else { continue }
      let contrast = element.worstContrast
      guard contrast.ratio < indicatorContrast else { continue }
      findings.append(
        rule.finding(
          "bar-edge", on: element.element,
          "the \(component) bar's edge (\(element.foreground.name), \(contrast.foreground.hex)) on \(contrast.background.description) (\(contrast.background.color.hex)) is \(AuditNumber.text(contrast.ratio, beside: indicatorContrast)):1 in \(element.appearance.description); WCAG 2.2 (SC 1.4.11) asks 3:1 of a boundary only where it is needed to identify the component, and the tabs' titles identify them: review whether people can tell where the bar ends and the content begins",
          shortfall: indicatorContrast / contrast.ratio, in: component))
    }
    return findings
  }
}
