/// hint: an element's hint describes the result of acting on it, beginning with a verb, and
/// names no gesture (docs/audits.md#hint).
extension AuditRule {
  /// Words that name a gesture or an input action. Apple: "Don't include the action type"
  /// (`accessibilityHint`; the UIKit page's example: "Selects the message", not "Tap this row to
  /// select the message"): a user of Switch Control, Voice Control or a keyboard does not tap
  /// at all. The list is our decision:
  /// iOS's touch gestures and the action words Google's RedundantDescriptionCheck flags in a
  /// label ("tap", "click", "swipe"), in their English forms.
  public static let hintGestureWords: Set<String> = [
    "tap", "taps", "tapping", "tapped", "click", "clicks", "clicking", "clicked", "swipe",
    "swipes", "swiping", "swiped", "press", "presses", "pressing", "pressed", "drag", "drags",
    "dragging", "dragged", "touch", "touches", "touching", "pinch", "pinches", "pinching",
    "flick", "flicks", "flicking",
  ]

  /// First words that show a hint does not begin with a verb: an article, a demonstrative or a
  /// pronoun (the subject Apple asks to omit: "This button opens…", "It opens…", "You can…"),
  /// and "double" ("Double tap to…"). A gesture word first is flagged too. Our decision: a list
  /// rather than a grammar, because the model has no dictionary of English verbs; it flags the
  /// usual wrong openings and cannot see the others (docs/audits.md#hint, "cannot see").
  public static let hintNonVerbFirstWords: Set<String> = [
    "a", "an", "the", "this", "that", "these", "those", "it", "its", "you", "your", "i", "we",
    "he", "she", "they", "double",
  ]

  public static let hint = AuditRule(
    id: "hint",
    summary:
      "An element's hint describes the result of acting on it, begins with a verb, and names no gesture.",
    threshold:
      "a hint that names a gesture (tap, swipe, click, press, drag, ...) or begins with an article, a pronoun, 'Double' or a gesture is a warning (Apple's accessibilityHint guidance)",
    sources: [
      AuditSource(
        "Apple Developer Documentation, accessibilityHint (UIAccessibilityElement)",
        url:
          "https://developer.apple.com/documentation/uikit/uiaccessibilityelement/accessibilityhint"
      ),
      AuditSource(
        "Apple Developer Documentation, accessibilityHint (NSObject)",
        url:
          "https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilityhint"
      ),
      AuditSource(
        "Apple, Accessibility Programming Guide for iOS, Crafting Useful Labels and Hints",
        url:
          "https://developer.apple.com/library/archive/documentation/UserExperience/Conceptual/iPhoneAccessibility/Making_Application_Accessible/Making_Application_Accessible.html"
      ),
    ],
    // Warnings, by the policy (docs/audits.md#severities): a hint is Apple's advice, spoken after
    // the label, and no WCAG criterion at A or AA asks for its wording.
    defaultSeverity: .warning,
    checks: ["names-gesture", "not-verb-first"]
  ) { rule, snapshot in
    snapshot.elements.flatMap { element -> [AuditFinding] in
      let hint = element.element.hint
      let words = AuditText.words(hint)
      guard let first = words.first else { return [] }
      let name = element.identifier
      var findings: [AuditFinding] = []
      if let gesture = words.first(where: { hintGestureWords.contains($0) }) {
        findings.append(
          rule.finding(
            "names-gesture", on: name,
            "\(name)'s hint \(AuditText.quoted(hint)) names a gesture (\(AuditText.quoted(gesture))), which a user of Switch Control, Voice Control or a keyboard does not make; Apple asks a hint to describe the result alone (\"Opens your library.\")"
          ))
      }
      if hintNonVerbFirstWords.contains(first) || hintGestureWords.contains(first) {
        findings.append(
          rule.finding(
            "not-verb-first", on: name,
            "\(name)'s hint \(AuditText.quoted(hint)) begins with \(AuditText.quoted(first)), not a verb; Apple asks a hint to begin with a verb and omit the subject (\"Opens your library.\")"
          ))
      }
      return findings
    }
  }
}
