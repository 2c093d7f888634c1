/// contrast: text, icons and selection indicators stand out from what is behind them, in the colours
/// of the settings at the audit (docs/audits.md#contrast, docs/colours.md).
extension AuditRule {
  /// WCAG 2.2 SC 1.4.3 Contrast (Minimum), Level AA: 4.5:1 for text, 3:1 for large-scale text.
  public static let textContrast = 4.5
  public static let largeTextContrast = 3.0
  /// WCAG 2.2 SC 1.4.11 Non-text Contrast, Level AA: 3:1 for what identifies a component's state.
  public static let indicatorContrast = 3.0

  public static let contrast = AuditRule(
    id: "contrast",
    summary: "Text, icons and selection indicators stand out from what is behind them.",
    threshold:
      "text below 4.5:1, large text (18 pt, or 14 pt bold), tab icons and indicators (pill, ball, bubble) below 3:1 (WCAG 2.2 SC 1.4.3, 1.4.11), against the worst background the model knows, an error; over app content the scenario does not declare (`content backdrop`), one note per bar to review",
    sources: [
      AuditSource(
        "WCAG 2.2, Success Criterion 1.4.3 Contrast (Minimum)",
        url: "https://www.w3.org/TR/WCAG22/#contrast-minimum"),
      AuditSource(
        "WCAG 2.2, Success Criterion 1.4.11 Non-text Contrast",
        url: "https://www.w3.org/TR/WCAG22/#non-text-contrast"),
    ],
    defaultSeverity: .error,
    checks: ["text", "large-text", "icon", "indicator", "content-dependent"],
    readsAppearance: true
  ) { rule, snapshot in
    var findings: [AuditFinding] = []
    // Per component, the worst failure over content the model does not know: reported once,
    // as a note, since no colour of the app's content is known to judge against. Its words
    // are written once, for the worst: over unknown content every label fails at every step.
    var unknown: [(component: String, element: VisualElement, shortfall: Double)] = []
    var last: (foreground: DesignColor, backdrop: Backdrop, ratio: Double)?
    for (component, element) in snapshot.visualElements {
      guard let minimum = minimumContrast(of: element.role) else { continue }
      // The ratio alone first: the words of the background only for an element that fails.
      // An icon follows its title with the same colours: its ratio is the title's.
      let ratio: Double
      if let last, last.foreground == element.foreground, last.backdrop == element.backdrop {
        ratio = last.ratio
      } else {
        ratio = element.worstContrastRatio
        last = (element.foreground, element.backdrop, ratio)
      }
      // No rounding: WCAG's thresholds are exact (4.499:1 fails), and the message prints the
      // ratio beside the threshold, so 4.499 reads "4.49:1", never "4.5:1".
      guard ratio < minimum else { continue }
      let shortfall = minimum / ratio
      if element.backdrop.base == .unknownContent {
        if let index = unknown.firstIndex(where: { $0.component == component }) {
          if shortfall > unknown[index].shortfall {
            unknown[index] = (component, element, shortfall)
          }
        } else {
          unknown.append((component, element, shortfall))
        }
        continue
      }
      var finding = rule.finding(
        check(of: element.role), on: element.element,
        contrastMessage(element, minimum: minimum) + assumed(element.assumptions),
        shortfall: shortfall, in: component)
      finding.assumptions = element.assumptions
      findings.append(finding)
    }
    for entry in unknown {
      let minimum = minimumContrast(of: entry.element.role) ?? indicatorContrast
      findings.append(
        rule.finding(
          "content-dependent", on: "",
          "the \(entry.component) bar's text, icons and indicators stand over app content the scenario does not declare, so their contrast depends on it: at worst \(contrastMessage(entry.element, minimum: minimum)); declare the content with 'content backdrop light', 'dark', a colour or a luminance range to judge them",
          severity: .note, shortfall: entry.shortfall, in: entry.component))
    }
    return findings
  }

  /// The ratio WCAG asks of an element of this role; nil for a bar's edge, which is the
  /// boundary rule's (WCAG asks it to stand out only where it is needed).
  static func minimumContrast(of role: VisualElement.Role) -> Double? {
    switch role {
    case .text(let text): text.isLarge ? largeTextContrast : textContrast
    case .indicator, .icon: indicatorContrast
    case .edge: nil
    }
  }

  /// The check a failure of this role is.
  static func check(of role: VisualElement.Role) -> String {
    switch role {
    case .text(let text): text.isLarge ? "large-text" : "text"
    case .indicator: "indicator"
    case .icon: "icon"
    case .edge: "bar-edge"
    }
  }

  /// "the text of Home (white, #FFFFFF) on blue … (#007AFF) is 4.02:1 in light; WCAG 2.2 (SC
  /// 1.4.3) asks for at least 4.5:1".
  static func contrastMessage(_ element: VisualElement, minimum: Double) -> String {
    let contrast = element.worstContrast
    let subject: String
    let criterion: String
    switch element.role {
    case .text:
      (subject, criterion) = ("the text of \(element.element)", "1.4.3")
    case .icon:
      (subject, criterion) = ("the icon of \(element.element)", "1.4.11")
    case .indicator, .edge:
      (subject, criterion) = ("the \(element.element)", "1.4.11")
    }
    return
      "\(subject) (\(element.foreground.name), \(contrast.foreground.hex)) on \(contrast.background.description) (\(contrast.background.color.hex)) is \(AuditNumber.text(contrast.ratio, beside: minimum)):1 in \(element.appearance.description); WCAG 2.2 (SC \(criterion)) asks for at least \(AuditNumber.text(minimum)):1"
  }

  /// "; it assumes the pill's tint, …": the end of a message whose finding rests on what the
  /// design document does not state.
  static func assumed(_ assumptions: [String]) -> String {
    assumptions.isEmpty ? "" : "; it assumes " + assumptions.joined(separator: " and ")
  }
}
