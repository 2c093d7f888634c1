/// hit-target: every control can be touched over at least 44 x 44 pt (docs/audits.md#hit-target).
extension AuditRule {
  /// Apple's recommended minimum for a control: 44 x 44 pt (HIG, Accessibility).
  public static let recommendedHitTarget = 44.0
  /// WCAG 2.2's minimum for a pointer target: 24 x 24 CSS px, one CSS px being one point on iOS
  /// (SC 2.5.8 Target Size (Minimum), Level AA).
  public static let minimumHitTarget = 24.0

  public static let hitTarget = AuditRule(
    id: "hit-target",
    summary: "Every control can be touched over at least 44 x 44 pt.",
    threshold:
      "below 44 x 44 pt is a warning (Apple's HIG); below 24 x 24 pt is an error (WCAG 2.2 SC 2.5.8)",
    sources: [
      AuditSource(
        "Apple Human Interface Guidelines, Accessibility (Buttons and controls)",
        url: "https://developer.apple.com/design/human-interface-guidelines/accessibility"),
      AuditSource(
        "WCAG 2.2, Success Criterion 2.5.8 Target Size (Minimum)",
        url: "https://www.w3.org/TR/WCAG22/#target-size-minimum"),
    ],
    defaultSeverity: .warning,
    checks: ["below-minimum", "below-recommended"]
  ) { rule, snapshot in
    let screen = snapshot.environment.device.screenFrame
    return snapshot.elements.compactMap { element -> AuditFinding? in
      guard element.role != .heading, element.role != .staticText,
        let region = element.hitRegion.flatMap({ $0.clipped(to: screen) })
      else { return nil }
      let name = element.identifier
      // Each side is printed beside the threshold it failed (AuditNumber.text(_:beside:)): a
      // 43.999 pt width reads "43.99", never "44".
      if region.width < minimumHitTarget || region.height < minimumHitTarget {
        let size = AuditNumber.size(region.width, region.height, beside: minimumHitTarget)
        return rule.finding(
          "below-minimum", on: name,
          "\(name)'s hit region is \(size) pt; WCAG 2.2 (SC 2.5.8) asks for at least \(AuditNumber.size(minimumHitTarget, minimumHitTarget)) pt",
          severity: .error)
      }
      if region.width < recommendedHitTarget || region.height < recommendedHitTarget {
        let size = AuditNumber.size(region.width, region.height, beside: recommendedHitTarget)
        return rule.finding(
          "below-recommended", on: name,
          "\(name)'s hit region is \(size) pt; Apple's HIG asks for \(AuditNumber.size(recommendedHitTarget, recommendedHitTarget)) pt"
        )
      }
      return nil
    }
  }
}

extension Rect {
  /// The part of this rectangle inside `bounds`; nil when none of it is (nothing there can be
  /// touched).
  func clipped(to bounds: Rect) -> Rect? {
    let minX = max(self.minX, bounds.minX)
    let minY = max(self.minY, bounds.minY)
    let maxX = min(self.maxX, bounds.maxX)
    let maxY = min(self.maxY, bounds.maxY)
    guard maxX > minX, maxY > minY else { return nil }
    return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }
}
