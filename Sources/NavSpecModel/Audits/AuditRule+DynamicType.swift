/// dynamic-type: text follows the Dynamic Type setting and is shown whole at the current size
/// (docs/audits.md#dynamic-type, docs/colours.md#text).
extension AuditRule {
  public static let dynamicType = AuditRule(
    id: "dynamic-type",
    summary: "Text follows Dynamic Type and is shown whole at the current size.",
    threshold:
      "text of a fixed size is a warning, unless it is a tab bar label the Large Content Viewer shows (Apple); text truncated or wider or taller than its room at the current size is an error (WCAG 2.2 SC 1.4.4)",
    sources: [
      AuditSource(
        "Apple Human Interface Guidelines, Typography (Supporting Dynamic Type)",
        url: "https://developer.apple.com/design/human-interface-guidelines/typography"),
      AuditSource(
        "Apple Developer Documentation, UILargeContentViewerInteraction",
        url: "https://developer.apple.com/documentation/uikit/uilargecontentviewerinteraction"),
      AuditSource(
        "WCAG 2.2, Success Criterion 1.4.4 Resize Text",
        url: "https://www.w3.org/TR/WCAG22/#resize-text"),
    ],
    defaultSeverity: .warning,
    checks: ["clipped", "fixed-size"],
    readsAppearance: true
  ) { rule, snapshot in
    let size = snapshot.settings.dynamicType
    return snapshot.visualElements.flatMap { component, element -> [AuditFinding] in
      guard let text = element.text else { return [] }
      var findings: [AuditFinding] = []
      let name = element.element
      if !text.scalesWithDynamicType, !text.offersLargeContentViewer {
        findings.append(
          rule.finding(
            "fixed-size", on: name,
            "the text of \(name) is a fixed \(AuditNumber.text(text.pointSize)) pt and does not follow Dynamic Type (body text is \(AuditNumber.text(size.bodyPointSize)) pt at \(size.rawValue), 53 pt at AX5), and no Large Content Viewer shows it",
            in: component))
      }
      if text.isClipped == true {
        let shown = text.shown == text.full ? "" : ", shown as \"\(text.shown)\","
        let room = clippedRoom(text)
        findings.append(
          rule.finding(
            "clipped", on: name,
            "the text of \(name) is cut short\(shown) at \(size.rawValue)\(room); WCAG 2.2 (SC 1.4.4) asks that no content is lost",
            severity: .error, in: component))
      }
      return findings
    }
  }

  /// ": 90.2 pt of text in 49.36 pt" for text wider than its room, ": a 19.36 pt line in 12 pt"
  /// for text taller than it, each measurement printed beside its room
  /// (`AuditNumber.text(_:beside:)`) so it never reads as fitting; "" for text that is only cut
  /// short, or not measured.
  static func clippedRoom(_ text: TextAppearance) -> String {
    if let measured = text.measuredWidth, let available = text.availableWidth,
      measured > available + TextAppearance.tolerance
    {
      return
        ": \(AuditNumber.text(measured, beside: available)) pt of text in \(AuditNumber.text(available)) pt"
    }
    if let line = text.lineHeight, let available = text.availableHeight,
      line > available + TextAppearance.tolerance
    {
      return
        ": a \(AuditNumber.text(line, beside: available)) pt line in \(AuditNumber.text(available)) pt"
    }
    return ""
  }
}
