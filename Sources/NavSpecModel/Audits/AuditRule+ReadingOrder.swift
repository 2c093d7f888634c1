/// reading-order: among siblings VoiceOver reads rows top to bottom, and each row in the layout
/// direction: left to right, or right to left in a right-to-left layout, where the first tab sits
/// on the right (docs/audits.md#reading-order).
extension AuditRule {
  public static let readingOrder = AuditRule(
    id: "reading-order",
    summary:
      "VoiceOver reads siblings in visual order: top to bottom, then leading to trailing in the layout direction.",
    threshold:
      "an element read before a sibling that comes before it visually is an error (WCAG 2.2 SC 1.3.2 and SC 2.4.3)",
    sources: [
      AuditSource(
        "WCAG 2.2, Success Criterion 1.3.2 Meaningful Sequence",
        url: "https://www.w3.org/TR/WCAG22/#meaningful-sequence"),
      AuditSource(
        "WCAG 2.2, Success Criterion 2.4.3 Focus Order",
        url: "https://www.w3.org/TR/WCAG22/#focus-order"),
      AuditSource(
        "Apple Human Interface Guidelines, Right to left",
        url: "https://developer.apple.com/design/human-interface-guidelines/right-to-left"),
    ],
    defaultSeverity: .error,
    checks: ["out-of-order"]
  ) { rule, snapshot in
    let direction = snapshot.direction
    var findings: [AuditFinding] = []
    for group in snapshot.groups {
      for (previous, element) in zip(group, group.dropFirst()) {
        guard let problem = visualOrderProblem(previous.frame, element.frame, direction) else {
          continue
        }
        findings.append(
          rule.finding(
            "out-of-order", on: element.identifier,
            "VoiceOver reads \(element.identifier) after \(previous.identifier), but \(element.identifier) is \(problem) (\(direction == .rightToLeft ? "right to left" : "left to right"))"
          ))
      }
    }
    return findings
  }

  /// Why `next` should come before `previous` visually, or nil when it need not. Two frames
  /// whose vertical extents overlap by half the shorter one are on one row (our decision: a
  /// tab's title and a taller selected tab stay on one row); otherwise the upper one is first.
  static func visualOrderProblem(_ previous: Rect, _ next: Rect, _ direction: LayoutDirection)
    -> String?
  {
    let overlap = min(previous.maxY, next.maxY) - max(previous.minY, next.minY)
    let sameRow = overlap >= min(previous.height, next.height) / 2
    if !sameRow {
      return next.center.y < previous.center.y ? "above it" : nil
    }
    switch direction {
    case .leftToRight:
      return next.center.x < previous.center.x ? "to its left" : nil
    case .rightToLeft:
      return next.center.x > previous.center.x ? "to its right" : nil
    }
  }
}
