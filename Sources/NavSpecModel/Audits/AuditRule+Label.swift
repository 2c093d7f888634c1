/// label: every element has a label VoiceOver can speak, that names it alone, without its role,
/// state or gesture, unlike its siblings', and containing the text it shows
/// (docs/audits.md#label).
extension AuditRule {
  /// Words VoiceOver or the control already speaks, that a label should not repeat: the control's
  /// type, its state, the gesture. Google's Accessibility Test Framework flags the same three
  /// kinds (RedundantDescriptionCheck: "button", "checked", "selected", "tap", ...); "tab" and
  /// "heading" are the types VoiceOver speaks on iOS (docs/platform-facts.md#how-voiceover-reads-a-tab).
  public static let redundantLabelWords = [
    "button", "tab", "heading", "selected", "unselected", "checked", "unchecked", "tap",
    "click", "swipe",
  ]

  public static let label = AuditRule(
    id: "label",
    summary:
      "Every element has a label that names it alone, repeats no role, state or gesture, and contains the text it shows.",
    threshold:
      "an empty label is an error (WCAG 2.2 SC 4.1.2); visible text missing from the label is an error (SC 2.5.3); a repeated role or state word, or a label equal to a sibling's, is a warning",
    sources: [
      AuditSource(
        "WCAG 2.2, Success Criterion 4.1.2 Name, Role, Value",
        url: "https://www.w3.org/TR/WCAG22/#name-role-value"),
      AuditSource(
        "WCAG 2.2, Success Criterion 2.5.3 Label in Name",
        url: "https://www.w3.org/TR/WCAG22/#label-in-name"),
      AuditSource(
        "Apple Developer Documentation, accessibilityLabel",
        url:
          "https://developer.apple.com/documentation/uikit/uiaccessibilityelement/accessibilitylabel"
      ),
      AuditSource(
        "Accessibility Test Framework for Android, RedundantDescriptionCheck",
        url:
          "https://github.com/google/Accessibility-Test-Framework-for-Android/blob/master/src/main/java/com/google/android/apps/common/testing/accessibility/framework/checks/RedundantDescriptionCheck.java"
      ),
      AuditSource(
        "WCAG 2.2, Success Criterion 2.4.6 Headings and Labels",
        url: "https://www.w3.org/TR/WCAG22/#headings-and-labels"),
    ],
    defaultSeverity: .warning,
    checks: ["empty", "not-in-name", "repeats-trait", "duplicate"]
  ) { rule, snapshot in
    var findings: [AuditFinding] = []
    // Each label split into words once: the rule runs after every step of every scenario, and
    // comparing siblings would split each label again for each of them.
    let labels = snapshot.elements.map { AuditText.words($0.label) }
    // The first element of each (group, role, label), for duplicates.
    var firstWithLabel: [LabelKey: Int] = [:]
    for (index, element) in snapshot.elements.enumerated() {
      let name = element.identifier
      let label = element.label
      let words = labels[index]
      if words.isEmpty {
        findings.append(
          rule.finding(
            "empty", on: name,
            "\(name) has no label: VoiceOver speaks \(AuditText.quoted(element.element.spokenDescription)); WCAG 2.2 (SC 4.1.2) asks every control for a name",
            severity: .error))
        continue
      }
      let visibleWords = element.visibleText.map(AuditText.words) ?? []
      if !visibleWords.isEmpty, !AuditText.contains(words, visibleWords) {
        findings.append(
          rule.finding(
            "not-in-name", on: name,
            "\(name) shows \(AuditText.quoted(element.visibleText ?? "")) but its label is \(AuditText.quoted(label)); WCAG 2.2 (SC 2.5.3) asks for the visible text in the label",
            severity: .error))
      }
      if let word = words.first(where: {
        redundantLabelWords.contains($0) && !visibleWords.contains($0)
      }) {
        findings.append(
          rule.finding(
            "repeats-trait", on: name,
            "\(name)'s label \(AuditText.quoted(label)) says \(AuditText.quoted(word)), which VoiceOver already conveys: it speaks \(AuditText.quoted(element.element.spokenDescription))"
          ))
      }
      let key = LabelKey(group: element.group, role: element.role, words: words)
      if let earlier = firstWithLabel[key] {
        findings.append(
          rule.finding(
            "duplicate", on: name,
            "\(name)'s label \(AuditText.quoted(label)) is also \(snapshot.elements[earlier].identifier)'s; VoiceOver users cannot tell them apart"
          ))
      } else {
        firstWithLabel[key] = index
      }
    }
    return findings
  }
}

/// Siblings of one kind with one label, as the duplicate check groups them.
private struct LabelKey: Hashable {
  var group: Int
  var role: AuditElementDescription.Role
  var words: [String]
}
