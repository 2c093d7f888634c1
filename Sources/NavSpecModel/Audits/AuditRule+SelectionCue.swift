/// selection-cue: a tab bar shows which tab is selected by more than colour
/// (docs/audits.md#selection-cue).
extension AuditRule {
  /// The lightness difference that carries the selection without hue: our decision, following
  /// WCAG's technique G183 (a 3:1 contrast between the colour that conveys information and the
  /// colour around it stands in for a second cue), applied to the selected and the unselected
  /// colours.
  public static let selectionLightnessContrast = 3.0

  public static let selectionCue = AuditRule(
    id: "selection-cue",
    summary: "A tab bar shows which tab is selected by more than colour.",
    threshold:
      "a bar showing two or more tabs whose selected tab differs from the others by colour alone, the two colours under 3:1 apart (WCAG 2.2 SC 1.4.1, Level A; technique G183 for the 3:1), an error",
    sources: [
      AuditSource(
        "WCAG 2.2, Success Criterion 1.4.1 Use of Color",
        url: "https://www.w3.org/TR/WCAG22/#use-of-color"),
      AuditSource(
        "WCAG 2.2 Technique G183: Using a contrast ratio of 3:1 with surrounding text and providing additional visual cues",
        url: "https://www.w3.org/WAI/WCAG22/Techniques/general/G183"),
      AuditSource(
        "Apple, UITabBarItem.selectedImage: without one, the image is used for both states",
        url: "https://developer.apple.com/documentation/uikit/uitabbaritem/selectedimage"),
    ],
    defaultSeverity: .error,
    checks: ["colour-only"],
    readsAppearance: true
  ) { rule, snapshot in
    let appearance = ColorAppearance(snapshot.settings)
    var findings: [AuditFinding] = []
    for component in snapshot.components {
      guard let container = component as? any SelectionCueComponent,
        let presentation = container.selectionPresentation(in: snapshot.environment),
        presentation.tabsShown >= 2,
        !presentation.cues.contains(where: { !$0.isColour })
      else { continue }
      var selected: DesignColor?
      var others: DesignColor?
      for case .colour(let one, let rest) in presentation.cues {
        (selected, others) = (one, rest)
      }
      guard let selected, let others else {
        findings.append(
          rule.finding(
            "colour-only", on: "",
            "the \(component.auditName) bar shows no visual sign of which tab is selected; WCAG 2.2 SC 1.4.1 asks that the selection be shown by more than colour",
            in: component.auditName))
        continue
      }
      let one = selected.resolved(in: appearance)
      let rest = others.resolved(in: appearance)
      let ratio = SRGBColor.contrastRatio(one, rest)
      guard ratio < selectionLightnessContrast else { continue }
      findings.append(
        rule.finding(
          "colour-only", on: "",
          "the \(component.auditName) bar shows which tab is selected by colour alone: the selected tab in \(selected.name) (\(one.hex)), the others in \(others.name) (\(rest.hex)), \(AuditNumber.text(ratio, beside: selectionLightnessContrast)):1 apart in \(appearance.description), with the same image and weight; WCAG 2.2 (SC 1.4.1) asks that colour not be the only visual means: give the selected tab a second cue (a filled selectedImage, a heavier weight, an indicator) or colours at least 3:1 apart",
          shortfall: selectionLightnessContrast / ratio, in: component.auditName))
    }
    return findings
  }
}
