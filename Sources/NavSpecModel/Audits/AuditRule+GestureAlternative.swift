/// gesture-alternative: every change a drag, a swipe or a long press makes can be made with a
/// single tap and with VoiceOver too (docs/audits.md#gesture-alternative).
extension AuditRule {
  public static let gestureAlternative = AuditRule(
    id: "gesture-alternative",
    summary:
      "Every change a drag, a swipe or a long press makes can also be made with a single tap and with VoiceOver.",
    threshold:
      "a change with no single-tap alternative, or one covered by a bar, is an error (WCAG 2.2 SC 2.5.1 Pointer Gestures, Level A; SC 2.5.7 Dragging Movements, Level AA); one VoiceOver cannot make is an error (VoiceOver cannot use it)",
    sources: [
      AuditSource(
        "WCAG 2.2, Success Criterion 2.5.1 Pointer Gestures",
        url: "https://www.w3.org/TR/WCAG22/#pointer-gestures"),
      AuditSource(
        "WCAG 2.2, Success Criterion 2.5.7 Dragging Movements",
        url: "https://www.w3.org/TR/WCAG22/#dragging-movements"),
      AuditSource(
        "Apple Human Interface Guidelines, Gestures (Accessibility: offer alternatives)",
        url: "https://developer.apple.com/design/human-interface-guidelines/gestures"),
    ],
    defaultSeverity: .error,
    checks: ["no-tap", "no-voiceover"]
  ) { rule, snapshot in
    var findings: [AuditFinding] = []
    for component in snapshot.components {
      guard let gestural = component as? any GestureAlternativeComponent else { continue }
      let name = component.auditName
      for change in gestural.gestureAlternatives(in: snapshot.environment) {
        let what = "\(change.gesture) \(change.effect)"
        if let problem = tapProblem(change.tap, in: snapshot) {
          findings.append(
            rule.finding(
              "no-tap", on: change.element,
              "\(what), and \(problem); WCAG 2.2 (SC 2.5.1, 2.5.7) asks for a single tap that does the same",
              in: name))
        }
        if let problem = voiceOverProblem(change.voiceOver, in: snapshot) {
          findings.append(
            rule.finding(
              "no-voiceover", on: change.element,
              "\(what), and \(problem); VoiceOver users cannot make that change", in: name))
        }
      }
    }
    return findings
  }

  /// Why no single tap makes the change: no control declared, the control not on screen or not
  /// enabled, or its hit region outside the screen or covered by a bar above it.
  static func tapProblem(_ identifier: String?, in snapshot: AuditSnapshot) -> String? {
    guard let identifier else { return "no control does it with a tap" }
    guard let element = snapshot.element(identifier) else {
      return "\(identifier), which would do it with a tap, is not on screen"
    }
    guard element.isEnabled else {
      return "\(identifier), which would do it with a tap, is disabled"
    }
    let screen = snapshot.environment.device.screenFrame
    guard let region = element.hitRegion.flatMap({ $0.clipped(to: screen) }) else {
      return "\(identifier) takes no tap on screen"
    }
    guard snapshot.visibleFraction(of: element, region: region) > 0 else {
      return "\(identifier)'s hit region is covered by a bar drawn above it"
    }
    return nil
  }

  /// Why VoiceOver cannot make the change: no control declared, or the control not among the
  /// elements it reads, or not enabled.
  static func voiceOverProblem(_ identifier: String?, in snapshot: AuditSnapshot) -> String? {
    guard let identifier else { return "no control VoiceOver can activate does it" }
    guard let element = snapshot.element(identifier) else {
      return "\(identifier), which VoiceOver would activate, is not among the elements it reads"
    }
    guard element.isEnabled else {
      return "\(identifier), which VoiceOver would activate, is disabled"
    }
    return nil
  }
}
