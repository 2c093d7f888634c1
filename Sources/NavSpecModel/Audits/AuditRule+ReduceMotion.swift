/// reduce-motion: nothing slides or zooms by animation while Reduce Motion is on
/// (docs/audits.md#reduce-motion, docs/colours.md#motion).
extension AuditRule {
  /// An animation that moves something more than 1 pt, or scales it by more than 1 %, is
  /// motion. Our decision: Apple asks that slides and zooms be replaced by dissolves or instant
  /// changes and names no amount, so any visible travel counts; 1 pt and 1 % only keep a
  /// value's last settling hundredths from counting.
  public static let reducedMotionTranslation = 1.0
  public static let reducedMotionScale = 0.01

  public static let reduceMotion = AuditRule(
    id: "reduce-motion",
    summary: "Nothing slides or zooms by animation while Reduce Motion is on.",
    threshold:
      "while Reduce Motion is on, an animation that moves an element more than 1 pt or scales it by more than 1 % is a warning; motion that follows the finger is not an animation",
    sources: [
      AuditSource(
        "Apple Human Interface Guidelines, Motion",
        url: "https://developer.apple.com/design/human-interface-guidelines/motion"),
      AuditSource(
        "Apple Developer Documentation, UIAccessibility.isReduceMotionEnabled",
        url:
          "https://developer.apple.com/documentation/uikit/uiaccessibility/isreducemotionenabled"
      ),
      AuditSource(
        "WCAG 2.2, Success Criterion 2.3.3 Animation from Interactions",
        url: "https://www.w3.org/TR/WCAG22/#animation-from-interactions"),
    ],
    // A warning, as the policy asks (docs/audits.md#severities): Apple's Motion guidance is a
    // recommendation, and WCAG's SC 2.3.3 is Level AAA, outside the A/AA that makes an error.
    defaultSeverity: .warning,
    checks: ["moves", "scales"]
  ) { rule, snapshot in
    guard snapshot.settings.reduceMotion else { return [] }
    return snapshot.runningMotions.compactMap { component, motion -> AuditFinding? in
      let from = AuditNumber.text(motion.from)
      let to = AuditNumber.text(motion.to)
      switch motion.kind {
      case .translation:
        guard motion.amount > reducedMotionTranslation else { return nil }
        return rule.finding(
          "moves", on: motion.element,
          "the \(motion.element) moves \(AuditNumber.text(motion.amount, beside: reducedMotionTranslation)) pt by animation (\(motion.property) from \(from) to \(to)) while Reduce Motion is on; Apple asks for an instant change or a dissolve",
          in: component)
      case .scale:
        guard motion.amount > reducedMotionScale else { return nil }
        return rule.finding(
          "scales", on: motion.element,
          "the \(motion.element) scales by \(AuditNumber.text(motion.amount * 100, beside: reducedMotionScale * 100)) % by animation (\(motion.property) from \(from) to \(to)) while Reduce Motion is on; Apple asks to avoid zooming",
          in: component)
      }
    }
  }
}
