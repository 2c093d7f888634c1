/// label: every element has a label VoiceOver can speak, in words, that names it alone, without
/// its role, state or gesture, unlike its siblings' and other controls', and containing the text
/// it shows (docs/audits.md#label).
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
      "Every element has a label that names it alone, in words, repeats no role, state or gesture, and contains the text it shows.",
    threshold:
      "an empty label is an error (WCAG 2.2 SC 4.1.2); visible text missing from the label is an error (SC 2.5.3); a label of symbols alone, a repeated role or state word, or a label equal to a sibling's or to another control's is a warning",
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
      AuditSource(
        "Accessibility Test Framework for Android, DuplicateSpeakableTextCheck",
        url:
          "https://github.com/google/Accessibility-Test-Framework-for-Android/blob/master/src/main/java/com/google/android/apps/common/testing/accessibility/framework/checks/DuplicateSpeakableTextCheck.java"
      ),
    ],
    defaultSeverity: .warning,
    checks: ["empty", "symbol-only", "not-in-name", "repeats-trait", "duplicate"]
  ) { rule, snapshot in
    var findings: [AuditFinding] = []
    // Each label split into words once: the rule runs after every step of every scenario, and
    // comparing siblings would split each label again for each of them.
    let labels = snapshot.elements.map { AuditText.words($0.label) }
    // The first element of each (group, role, label), for duplicates among siblings; the first
    // control with each label, for duplicates across components.
    var firstWithLabel: [LabelKey: Int] = [:]
    var firstControlWithLabel: [LabelText: Int] = [:]
    for (index, element) in snapshot.elements.enumerated() {
      let name = element.identifier
      let label = element.label
      let words = labels[index]
      let trimmed = AuditText.trimmed(label)
      // Nothing VoiceOver can speak: no character but white space.
      if trimmed.isEmpty {
        findings.append(
          rule.finding(
            "empty", on: name,
            "\(name) has no label: VoiceOver speaks \(AuditText.quoted(element.element.spokenDescription)); WCAG 2.2 (SC 4.1.2) asks every control for a name",
            severity: .error))
        continue
      }
      // Something VoiceOver speaks ("plus", an emoji's name), but no word that describes the
      // element.
      if words.isEmpty {
        findings.append(
          rule.finding(
            "symbol-only", on: name,
            "\(name)'s label \(AuditText.quoted(label)) has no word, only symbols: VoiceOver speaks \(AuditText.quoted(element.element.spokenDescription)); WCAG 2.2 (SC 2.4.6) asks for a label that describes the element's purpose"
          ))
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
      // Labels compare by their words; a label without words ("+", "−") by its trimmed text, so
      // two different symbols are not one label.
      let text = words.isEmpty ? LabelText.symbols(trimmed) : LabelText.words(words)
      let key = LabelKey(group: element.group, role: element.role, text: text)
      if let earlier = firstWithLabel[key] {
        findings.append(
          rule.finding(
            "duplicate", on: name,
            "\(name)'s label \(AuditText.quoted(label)) is also \(snapshot.elements[earlier].identifier)'s; VoiceOver users cannot tell them apart"
          ))
      } else {
        firstWithLabel[key] = index
        if element.isControl {
          if let earlier = firstControlWithLabel[text],
            snapshot.elements[earlier].componentIndex != element.componentIndex
          {
            let other = snapshot.elements[earlier]
            findings.append(
              rule.finding(
                "duplicate", on: name,
                "\(name) (\(snapshot.componentName(element.componentIndex))) and \(other.identifier) (\(snapshot.componentName(other.componentIndex))) are both labelled \(AuditText.quoted(label)); VoiceOver users cannot tell the two controls apart"
              ))
          } else if firstControlWithLabel[text] == nil {
            firstControlWithLabel[text] = index
          }
        }
      }
    }
    return findings
  }
}

/// A label as the duplicate check compares it: its words, or, when it has none, its trimmed text.
private enum LabelText: Hashable {
  case words([String])
  case symbols(String)
}

/// Siblings of one kind with one label, as the duplicate check groups them.
private struct LabelKey: Hashable {
  var group: Int
  var role: AuditElementDescription.Role
  var text: LabelText
}

extension AuditedElement {
  /// Whether a touch or VoiceOver's double tap acts on it: a tab, a button (but the back button),
  /// or an element the model knows no role for that takes touches. Two such elements of
  /// different components with one label are duplicates; a heading or static text is not
  /// judged against them (our
  /// decision: a tab and the screen's title naming one place, "Library", is the platform's own
  /// pattern; Google's DuplicateSpeakableTextCheck reports it, as information only when neither
  /// is clickable).
  var isControl: Bool {
    // The back button is labelled with the screen it returns to, by UIKit's design, which at
    // depth 1 is the tab's own root ("Home"); VoiceOver speaks it as "Home, Back Button". Our
    // decision: the platform's pattern is no duplicate.
    if traits.contains(.backButton) { return false }
    switch role {
    case .tab, .button: return true
    case .heading, .staticText: return false
    case .unknown: return hitRegion != nil
    }
  }
}

extension AuditSnapshot {
  /// A component as a message names it: its type's name in words ("glass tab bar",
  /// "collapsing header").
  func componentName(_ index: Int) -> String {
    guard components.indices.contains(index) else { return "component \(index)" }
    var words: [String] = []
    var current = ""
    for character in String(describing: type(of: components[index])) {
      if character.isUppercase, !current.isEmpty {
        words.append(current)
        current = ""
      }
      current.append(character)
    }
    if !current.isEmpty { words.append(current) }
    return words.map { $0.lowercased() }.joined(separator: " ")
  }
}
