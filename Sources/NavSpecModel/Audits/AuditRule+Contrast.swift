/// contrast: text and selection indicators stand out from what is behind them, in the colours
/// of the settings at the audit (docs/audits.md#contrast, docs/colours.md).
extension AuditRule {
  /// WCAG 2.2 SC 1.4.3 Contrast (Minimum), Level AA: 4.5:1 for text, 3:1 for large-scale text.
  public static let textContrast = 4.5
  public static let largeTextContrast = 3.0
  /// WCAG 2.2 SC 1.4.11 Non-text Contrast, Level AA: 3:1 for what identifies a component's state.
  public static let indicatorContrast = 3.0

  public static let contrast = AuditRule(
    id: "contrast",
    summary: "Text and selection indicators stand out from what is behind them.",
    threshold:
      "text below 4.5:1, large text (18 pt, or 14 pt bold) and indicators (pill, ball, bubble) below 3:1 (WCAG 2.2 SC 1.4.3, 1.4.11), against the worst background the model knows; over content of unknown colour a warning, else an error",
    sources: [
      AuditSource(
        "WCAG 2.2, Success Criterion 1.4.3 Contrast (Minimum)",
        url: "https://www.w3.org/TR/WCAG22/#contrast-minimum"),
      AuditSource(
        "WCAG 2.2, Success Criterion 1.4.11 Non-text Contrast",
        url: "https://www.w3.org/TR/WCAG22/#non-text-contrast"),
    ],
    defaultSeverity: .error,
    checks: ["text", "large-text", "indicator"]
  ) { rule, snapshot in
    snapshot.simulator.visualElements.compactMap { element -> AuditFinding? in
      let check: String
      let minimum: Double
      let criterion: String
      switch element.role {
      case .text(let text) where text.isLarge:
        (check, minimum, criterion) = ("large-text", largeTextContrast, "1.4.3")
      case .text:
        (check, minimum, criterion) = ("text", textContrast, "1.4.3")
      case .indicator:
        (check, minimum, criterion) = ("indicator", indicatorContrast, "1.4.11")
      }
      let contrast = element.worstContrast
      // No rounding: WCAG's thresholds are exact (4.499:1 fails), and the message prints the
      // ratio beside the threshold, so 4.499 reads "4.49:1", never "4.5:1".
      guard contrast.ratio < minimum else { return nil }
      let overContent = element.backdrop.base == .unknownContent
      let subject =
        element.text == nil ? "the \(element.element)" : "the text of \(element.element)"
      return rule.finding(
        check, on: element.element,
        "\(subject) (\(element.foreground.name), \(contrast.foreground.hex)) on \(contrast.background.description) (\(contrast.background.color.hex)) is \(AuditNumber.text(contrast.ratio, beside: minimum)):1 in \(element.appearance.description); WCAG 2.2 (SC \(criterion)) asks for at least \(AuditNumber.text(minimum)):1",
        severity: overContent ? .warning : nil, shortfall: minimum / contrast.ratio)
    }
  }
}
